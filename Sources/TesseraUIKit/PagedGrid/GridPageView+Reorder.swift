#if canImport(UIKit)
import UIKit
import TesseraCore

/// A `GridPageView` data source whose items the user can reorder: a long press lifts an
/// item, the others flow out of its way, holding it at a page's edge turns the page, and the
/// drop reports one move here.
@MainActor
public protocol GridPageViewReorderingDataSource: GridPageViewDataSource {
    /// The user dropped the item at `sourceIndexPath` at `destinationIndexPath` (once per
    /// drop), or moved it with a VoiceOver action. Move it in your data: after a drop the grid
    /// already shows it there; after an action the grid moves it as this returns.
    func pageView(_ pageView: GridPageView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension GridPageView {
    /// Whether a long press lifts an item to reorder it, springboard style. Needs a data source
    /// that adopts `GridPageViewReorderingDataSource` (with another, a press does nothing and
    /// taps and swipes go on as usual). Defaults to `false`.
    ///
    /// Move the item in your data in `pageView(_:moveItemAt:to:)` and do not reload there:
    /// UIKit has already moved the cell and reloads it itself after the drop. VoiceOver users
    /// get the same moves as custom actions on each cell ("Move before …", "Move after …",
    /// "Move to page 3"; keys `tessera.moveBefore`, `tessera.moveAfter`, `tessera.moveToPage`,
    /// `tessera.itemNumber` in a `Tessera.strings` table of the app's bundle translate them).
    public var allowsReordering: Bool {
        get { reorder.press.isEnabled }
        set {
            reorder.press.isEnabled = newValue
            reorder.decorateVisibleCells()
        }
    }

    /// How a held item behaves (press duration, lift, edge dwell before a page turns).
    public var reorderConfiguration: ReorderConfiguration {
        get { reorder.session.configuration }
        set {
            reorder.cancel(.gestureCancelled)
            reorder.session = ReorderSession(configuration: newValue)
            reorder.press.minimumPressDuration = newValue.minimumPressDuration
            flowLayout.liftScale = newValue.liftScale
        }
    }
}

/// Forwards a long press, the grid's scrolls and its relayouts to a `ReorderSession`
/// (TesseraCore, where every rule of the reorder lives and is tested), and carries out each
/// effect as one call of UIKit's interactive movement. UIKit then moves the items, asks the
/// layout where the held item goes (`GridPagedFlowLayout`'s
/// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`, the core's target) and calls
/// the data source's move once at the drop.
///
/// Interactive movement rather than a drag interaction: it keeps this a forwarder (the
/// session's effects are its calls, one each), and a drag interaction's own edge auto-scroll
/// and drop proposals would fight the core's dwell-and-turn.
@MainActor
final class GridReorderDriver: NSObject, UIGestureRecognizerDelegate {
    weak var pageView: GridPageView?
    var session = ReorderSession()
    let press = UILongPressGestureRecognizer()
    /// The session's clock: a timer at the end of an edge dwell.
    private lazy var clock = FrameClock { [weak self] time in self?.tick(at: time) }

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
        guard let pageView, pageView.dataSource is GridPageViewReorderingDataSource else { return false }
        return pageView.flowLayout.gridLayout.index(at: gestureRecognizer.location(in: pageView.collectionView)) != nil
    }

    @objc private func pressChanged(_ recognizer: UILongPressGestureRecognizer) {
        guard let pageView else { return }
        let location = recognizer.location(in: pageView.collectionView)
        let scroll = pageView.bridge.state, layout = pageView.flowLayout.gridLayout
        switch recognizer.state {
        case .began: perform(session.lift(at: location, scroll: scroll, layout: layout))
        case .changed: perform(session.moveFinger(to: location, scroll: scroll, layout: layout))
        case .ended: perform(session.drop(at: location, scroll: scroll, layout: layout))
        case .cancelled, .failed: perform(session.cancel(.gestureCancelled))
        default: break
        }
    }

    /// The content moved under the held item (a page turned).
    func contentDidScroll() {
        guard let pageView else { return }
        perform(session.contentDidScroll(pageView.bridge.state, layout: pageView.flowLayout.gridLayout))
    }

    /// The layout was prepared again for `reason` (a rotation, a reload).
    func layoutDidChange(_ reason: LayoutChangeReason) {
        perform(session.layoutDidChange(reason: reason))
    }

    /// The view left its window or the app the foreground.
    func presenceDidChange(_ presence: ScrollViewPresence) {
        perform(session.presenceDidChange(presence))
    }

    func cancel(_ reason: ReorderCancelReason) {
        perform(session.cancel(reason))
    }

    // MARK: - Carrying out: each effect one UIKit call

    private func perform(_ effects: [ReorderEffect]) {
        guard let pageView else { return }
        let collectionView = pageView.collectionView
        for effect in effects {
            switch effect {
            case .lifted(let item):
                // UIKit refuses when the data source cannot move the item: nothing began, so
                // nothing is cancelled in UIKit; the session lets go.
                if !collectionView.beginInteractiveMovementForItem(at: item.indexPath) {
                    _ = session.cancel(.gestureCancelled)
                    clock.follow(.none)
                    return
                }
            case .centreMoved(let centre):
                collectionView.updateInteractiveMovementTargetPosition(centre)
            case .retargeted:
                break // UIKit asks the layout for the target and moves the items itself
            case .turn(let direction):
                pageView.bridge.send { $0.reorderEdgeReached(direction, scroll: $1, layout: $2) }
            case .dropped:
                collectionView.endInteractiveMovement()
                decorateVisibleCells()
            case .cancelled:
                collectionView.cancelInteractiveMovement()
            }
        }
        clock.follow(session.clockSchedule)
    }

    private func tick(at time: CFTimeInterval) {
        perform(session.tick(now: time))
    }
}
#endif

#if canImport(UIKit)
// MARK: - VoiceOver: the same moves as custom actions

/// A move action the grid put on a cell (told apart from the app's own actions on it). It
/// keeps what it says ("before", "after", "to page n"), not indices: it is performed for the
/// cell's place at that moment, which a drop, a batch update or another action may have moved.
final class ReorderCustomAction: UIAccessibilityCustomAction {}

/// What a move action says, whatever the cell's place.
private enum ReorderIntent: Equatable {
    case before, after, page(Int)

    init(_ kind: ReorderAccessibilityAction.Kind) {
        switch kind {
        case .moveBefore: self = .before
        case .moveAfter: self = .after
        case .moveToPage(let page, _): self = .page(page)
        }
    }
}

extension GridReorderDriver {
    /// Gives `cell` VoiceOver's move actions for the item at `indexPath` ("Move before …",
    /// "Move after …", "Move to page n": the core's `reorderAccessibilityActions`), beside the
    /// app's own. A cell of a grid that does not reorder is left as the app made it.
    func decorate(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let pageView else { return }
        let current = cell.accessibilityCustomActions ?? []
        guard press.isEnabled, pageView.dataSource is GridPageViewReorderingDataSource else {
            // Written back only when there is something of ours to take off.
            if current.contains(where: { $0 is ReorderCustomAction }) {
                cell.accessibilityCustomActions = current.filter { !($0 is ReorderCustomAction) }
            }
            return
        }
        let moves = pageView.flowLayout.gridLayout.reorderAccessibilityActions(for: ItemIndex(indexPath))
        cell.accessibilityCustomActions = current.filter { !($0 is ReorderCustomAction) } + moves.map { action in
            let intent = ReorderIntent(action.kind)
            return ReorderCustomAction(name: name(of: action.kind)) { [weak self, weak cell] _ in
                guard let self, let cell else { return false }
                return perform(intent, for: cell)
            }
        }
    }

    /// Gives every cell on screen the actions of its place now (after a drop, a batch update,
    /// a move by VoiceOver, or reordering turned on or off).
    func decorateVisibleCells() {
        guard let collectionView = pageView?.collectionView else { return }
        for cell in collectionView.visibleCells {
            if let indexPath = collectionView.indexPath(for: cell) { decorate(cell, at: indexPath) }
        }
    }

    /// The action's name, with the neighbour's own label where its cell is on screen.
    private func name(of kind: ReorderAccessibilityAction.Kind) -> String {
        switch kind {
        case .moveBefore(let neighbour):
            String.localizedStringWithFormat(tesseraText("tessera.moveBefore", "Move before %@", "VoiceOver: reorder"),
                                             label(of: neighbour))
        case .moveAfter(let neighbour):
            String.localizedStringWithFormat(tesseraText("tessera.moveAfter", "Move after %@", "VoiceOver: reorder"),
                                             label(of: neighbour))
        case .moveToPage(let page, _):
            String.localizedStringWithFormat(tesseraText("tessera.moveToPage", "Move to page %ld", "VoiceOver: reorder"),
                                             page + 1)
        }
    }

    /// The neighbour's own VoiceOver label where its cell is on screen, else "item n".
    private func label(of index: ItemIndex) -> String {
        pageView?.collectionView.cellForItem(at: index.indexPath)?.accessibilityLabel
            ?? String.localizedStringWithFormat(tesseraText("tessera.itemNumber", "item %ld", "VoiceOver: reorder"),
                                                index.item + 1)
    }

    /// Performs what an action says for `cell`'s place now, as a drop would: the data source
    /// hears the move and the collection view moves the cell in one batch update; the cells'
    /// actions follow their new places; VoiceOver stays on the moved item (its page shown
    /// first when it went to another page).
    private func perform(_ intent: ReorderIntent, for cell: UICollectionViewCell) -> Bool {
        guard let pageView, let dataSource = pageView.dataSource as? GridPageViewReorderingDataSource,
              !session.isActive else { return false }
        let collectionView = pageView.collectionView
        guard let place = collectionView.indexPath(for: cell),
              let action = pageView.flowLayout.gridLayout.reorderAccessibilityActions(for: ItemIndex(place))
                  .first(where: { ReorderIntent($0.kind) == intent }),
              action.move.to.item < collectionView.numberOfItems(inSection: action.move.to.section) else { return false }
        let move = action.move
        collectionView.performBatchUpdates {
            dataSource.pageView(pageView, moveItemAt: move.from.indexPath, to: move.to.indexPath)
            collectionView.moveItem(at: move.from.indexPath, to: move.to.indexPath)
        }
        if case .page(let page) = intent {
            pageView.scrollToPage(page, animated: false)
            collectionView.layoutIfNeeded()
        }
        decorateVisibleCells()
        UIAccessibility.post(notification: .layoutChanged, argument: collectionView.cellForItem(at: move.to.indexPath))
        return true
    }
}
#endif
