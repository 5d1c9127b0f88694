#if canImport(UIKit)
import UIKit
import TesseraCore

/// What a component lends its `ReorderDriver`: its collection view, what the scroll view says,
/// the core layout that answers targets, and the one call into its behaviour for each edge
/// effect. The paged grid and the presentations are hosts.
@MainActor
protocol ReorderHost: AnyObject {
    /// The collection view whose interactive movement the driver runs.
    var reorderCollectionView: UICollectionView { get }
    /// The component's own view: laid out again once a held item is dropped or put back (its
    /// layout pass re-hosts SwiftUI content, held back while an item was held).
    var reorderHostView: UIView { get }
    /// What the scroll view says now (the bridge's state).
    var reorderScroll: ScrollState { get }
    /// The core layout shown now.
    var reorderLayout: any ReorderTargeting { get }
    /// Whether the data source can hear a move (adopts the component's reordering protocol).
    var canReorder: Bool { get }
    /// Whether content the behaviour moved for a held item is still on its way (a page turn).
    var isReorderScrollUnderWay: Bool { get }
    /// A held item waited at an edge: the behaviour's `reorderEdgeReached`.
    func reorderEdgeReached(_ direction: ReorderDirection)
    /// One frame of an edge scroll: the behaviour's `reorderEdgeScroll(toOffset:)`.
    func reorderEdgeScroll(toOffset offset: CGFloat)
    /// VoiceOver's move actions for the item at `item` (the core layout's).
    func reorderAccessibilityActions(for item: ItemIndex) -> [ReorderAccessibilityAction]
    /// Tells the app's data source that the item moved (a VoiceOver action, inside the batch
    /// update that moves its cell).
    func reorderDataSourceMove(_ move: ReorderMove)
    /// A VoiceOver move was carried out: show `page` if it went to another page, keep the
    /// user's place.
    func reorderAccessibilityMoveDidEnd(toPage page: Int?)
}

/// A host whose behaviour runs behind a `ScrollAdapterBridge` (every Tessera component): what
/// the scroll view says and the edge calls go through the bridge.
@MainActor
protocol BridgedReorderHost: ReorderHost {
    associatedtype EdgeBehavior: ReorderEdgeScrolling
    var bridge: ScrollAdapterBridge<EdgeBehavior> { get }
}

extension BridgedReorderHost {
    var reorderScroll: ScrollState { bridge.state }
    var isReorderScrollUnderWay: Bool { bridge.behavior.isReorderScrollUnderWay }

    func reorderEdgeReached(_ direction: ReorderDirection) {
        bridge.send { $0.reorderEdgeReached(direction, scroll: $1, layout: $2) }
    }

    func reorderEdgeScroll(toOffset offset: CGFloat) {
        bridge.send { $0.reorderEdgeScroll(toOffset: offset, scroll: $1, layout: $2) }
    }
}

/// Forwards a long press, a component's scrolls and its relayouts to a `ReorderSession`
/// (TesseraCore, where every rule of the reorder lives and is tested), and carries out each
/// effect as one call of UIKit's interactive movement. UIKit then moves the items, asks the
/// layout where the held item goes (the layout subclass answers the session's target, see
/// `target(for:)`) and calls the data source's move once at the drop.
///
/// Interactive movement rather than a drag interaction: it keeps this a forwarder (the
/// session's effects are its calls, one each), and a drag interaction's own edge auto-scroll
/// and drop proposals would fight the core's dwell-and-turn and its depth-speed edge scroll.
@MainActor
final class ReorderDriver: NSObject, UIGestureRecognizerDelegate {
    weak var host: (any ReorderHost)?
    var session = ReorderSession()
    let press = UILongPressGestureRecognizer()
    /// The session's clock: a timer at the end of an edge dwell, a display link while the
    /// content scrolls under an item held at an edge.
    private lazy var clock = FrameClock { [weak self] time in self?.tick(at: time) }
    /// Whether UIKit's interactive movement is under way: from `beginInteractiveMovementForItem`
    /// returning `true` until `endInteractiveMovement` or `cancelInteractiveMovement` returns.
    /// UIKit moves the held item to each new target as a batch of moves meanwhile, which the
    /// presentation layout must not treat as the app's update (it keeps no place for it).
    private(set) var isMovingInUIKit = false
    /// Whether the driver is inside one of its own calls into UIKit's interactive movement:
    /// should UIKit go through the view's public update methods from there (undocumented), the
    /// view must not take that for the app changing counts and cancel.
    private(set) var isCallingUIKit = false
    /// The drop being carried out: the session is idle before `endInteractiveMovement()`
    /// runs, and should UIKit ask the layout for the target inside it, the answer is still the
    /// drop's (not the nearest cell's).
    private var pendingDrop: ReorderMove?
    /// A layout change heard inside one of the driver's calls into UIKit, carried out once the
    /// effects being performed are.
    private var layoutChangeInsideUIKit: LayoutChangeReason?

    override init() {
        super.init()
        press.addTarget(self, action: #selector(pressChanged(_:)))
        press.minimumPressDuration = session.configuration.minimumPressDuration
        press.isEnabled = false
        press.delegate = self
    }

    /// A press lifts only an item, and only for a data source that can move it: elsewhere it
    /// fails at once, so the tap or the swipe it began goes on.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let host, host.canReorder else { return false }
        return session.canLift(at: gestureRecognizer.location(in: host.reorderCollectionView), layout: host.reorderLayout)
    }

    @objc private func pressChanged(_ recognizer: UILongPressGestureRecognizer) {
        guard let host else { return }
        let location = recognizer.location(in: host.reorderCollectionView)
        let scroll = host.reorderScroll, layout = host.reorderLayout
        switch recognizer.state {
        case .began: perform(session.lift(at: location, scroll: scroll, layout: layout))
        case .changed: perform(session.moveFinger(to: location, scroll: scroll, layout: layout))
        case .ended: perform(session.drop(at: location, scroll: scroll, layout: layout))
        case .cancelled, .failed: perform(session.cancel(.gestureCancelled))
        default: break
        }
    }

    /// Where UIKit's interactive movement puts the held item: the session's live move while
    /// one is held (so UIKit and the session agree, and a page turning under the finger does
    /// not re-flow the items once per column), else the layout's answer.
    ///
    /// UIKit's "previous index path" may be where the item started or where it shows now
    /// (undocumented): while an item is held, either way the answer is the session's.
    func target(for position: CGPoint, moving item: ItemIndex) -> ItemIndex? {
        if let move = session.liveMove ?? pendingDrop, move.from.section == item.section { return move.to }
        return host?.reorderLayout.reorderTarget(for: position, moving: item)
    }

    /// The content moved under the held item (a page turned, an edge scroll); a turn under
    /// way may have landed (whatever order UIKit's callbacks came in: the behaviour knows).
    func contentDidScroll() {
        guard let host, session.isActive else { return }
        perform(session.contentDidScroll(host.reorderScroll, layout: host.reorderLayout))
        behaviorDidAct()
    }

    /// A callback of the scroll view was carried out: a page turn under way may have landed
    /// (its last frame's scroll comes before the behaviour rests, so the scroll alone does not
    /// tell). Whatever order UIKit's callbacks came in, the behaviour knows.
    func behaviorDidAct() {
        guard let host, session.isAwaitingLanding, !host.isReorderScrollUnderWay else { return }
        perform(session.contentDidSettle(host.reorderScroll, layout: host.reorderLayout))
    }

    /// The layout is prepared again for `reason` (a rotation, a reload): the session decides
    /// whether a held item is put back. Heard before a pass for a new viewport (so the item is
    /// back before UIKit lays the items out at the new size) and after the pass for the rest.
    func layoutDidChange(_ reason: LayoutChangeReason) {
        // Inside one of the driver's own calls into UIKit (UIKit laying the view out within
        // `updateInteractiveMovementTargetPosition`, say), a cancel would nest UIKit's
        // cancel inside its own update: it waits until that call has returned.
        guard !isCallingUIKit else { return layoutChangeInsideUIKit = reason }
        perform(session.layoutDidChange(reason: reason))
    }

    /// The view left its window or the app the foreground.
    func presenceDidChange(_ presence: ScrollViewPresence) {
        perform(session.presenceDidChange(presence))
    }

    func cancel(_ reason: ReorderCancelReason) {
        perform(session.cancel(reason))
    }

    /// A new configuration: a held item is put back first.
    func configure(_ configuration: ReorderConfiguration) {
        cancel(.gestureCancelled)
        session = ReorderSession(configuration: configuration)
        press.minimumPressDuration = configuration.minimumPressDuration
    }

    // MARK: - Carrying out: each effect one UIKit call

    private func perform(_ effects: [ReorderEffect]) {
        guard let host else { return }
        let collectionView = host.reorderCollectionView
        effects: for effect in effects {
            switch effect {
            case .lifted(let item):
                // UIKit refuses when the data source cannot move the item: nothing began, so
                // nothing is cancelled in UIKit; the session lets go.
                if !callingUIKit({ collectionView.beginInteractiveMovementForItem(at: item.indexPath) }) {
                    _ = session.cancel(.gestureCancelled)
                    break effects
                }
                isMovingInUIKit = true
            case .centreMoved(let centre):
                callingUIKit { collectionView.updateInteractiveMovementTargetPosition(centre) }
            case .retargeted:
                break // UIKit asks the layout for the target and moves the items itself
            case .turn(let direction):
                host.reorderEdgeReached(direction)
            case .edgeScroll(let offset):
                // The scroll comes back through `contentDidScroll`, which retargets.
                host.reorderEdgeScroll(toOffset: offset)
            case .dropped(let move):
                pendingDrop = move
                callingUIKit { collectionView.endInteractiveMovement() }
                pendingDrop = nil
                isMovingInUIKit = false
                decorateVisibleCells()
                host.reorderHostView.setNeedsLayout()
            case .cancelled:
                // Only a movement UIKit began is cancelled in UIKit (a refused lift began none).
                if isMovingInUIKit { callingUIKit { collectionView.cancelInteractiveMovement() } }
                isMovingInUIKit = false
                host.reorderHostView.setNeedsLayout()
            }
        }
        clock.follow(session.clockSchedule)
        if !isCallingUIKit, let reason = layoutChangeInsideUIKit {
            layoutChangeInsideUIKit = nil
            layoutDidChange(reason)
        }
    }

    /// Runs one of the driver's own calls into UIKit's interactive movement (see
    /// `isCallingUIKit`); nested calls keep the flag set until the outermost returns.
    private func callingUIKit<Result>(_ call: () -> Result) -> Result {
        let outer = isCallingUIKit
        isCallingUIKit = true
        defer { isCallingUIKit = outer }
        return call()
    }

    private func tick(at time: CFTimeInterval) {
        perform(session.tick(now: time))
    }
}
#endif
