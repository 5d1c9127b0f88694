import Foundation
import TesseraCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A collection engine with a finger that can hold an item: the headless form of a
/// collection view whose long press drives UIKit's interactive movement.
///
/// The finger is on the glass: its positions are in viewport coordinates, and the engine
/// hands the session content coordinates (`location(in: collectionView)`), as the skin will.
/// The fake UIKit here does what `UICollectionView` does around the session: it recognises
/// the long press after `minimumPressDuration` (one timer), forwards every scroll to the
/// session, performs its effects (a page turn goes to the behaviour; a retarget, a drop or a
/// cancel animates every item on screen to its new place over `flowDuration`) and keeps the
/// app's data, as a data source that applies each move it hears.
///
///     var springboard = ReorderingEngine(engine: makeGridEngine(), session: ReorderSession())
///     springboard.press(at: CGPoint(x: 283, y: 47))   // item 3
///     springboard.advance(by: 0.5)                    // lifted
///     springboard.moveFinger(to: CGPoint(x: 315, y: 47))
public struct ReorderingEngine<Behavior: ReorderEdgeScrolling>: Sendable {
    /// The collection view.
    public internal(set) var engine: CollectionEngine<Behavior>
    /// The reorder.
    public internal(set) var session: ReorderSession
    /// Every effect the session produced, in order.
    public internal(set) var reorderEffects: [ReorderEffect] = []
    /// Every move the data source heard, in order (a drop on the item's own place included).
    public internal(set) var moves: [ReorderMove] = []

    /// How long UIKit animates items to new places (its layout-change animation).
    public static var flowDuration: TimeInterval { 0.25 }

    /// Where the finger is on the glass, while it touches.
    public private(set) var finger: CGPoint?
    /// When the finger touched, until the long press is recognised or fails.
    private var pressedAt: TimeInterval?
    /// Items on their way to a new place, by identity: where each started and when.
    private var flights: [Int: Flight] = [:]
    private var lastOffset: CGPoint
    /// The live move the items on screen show (UIKit's interactive movement has moved them).
    private var shownMove: ReorderMove?
    /// The identity of the held item, while one is held.
    private var heldIdentity: Int?
    /// The moves the data source applied, in order: an item's identity is its index before
    /// the first of them.
    private var appliedMoves: [ReorderMove] = []

    struct Flight: Sendable { var from: CGRect, start: TimeInterval }

    /// Wraps `engine` (idle) with a session.
    public init(engine: CollectionEngine<Behavior>, session: ReorderSession = ReorderSession()) {
        self.engine = engine
        self.session = session
        self.lastOffset = engine.contentOffset
    }

    // MARK: - The finger

    /// A finger touches the glass at `point` (viewport coordinates); held still for
    /// `minimumPressDuration`, it lifts the item under it.
    public mutating func press(at point: CGPoint) {
        finger = point
        pressedAt = engine.now
        engine.touchDown()
        recogniseLongPress()
    }

    /// The finger moves on the glass. Before the press is recognised, moving more than UIKit's
    /// 10 pt `allowableMovement` fails it; once an item is held, the item follows.
    public mutating func moveFinger(to point: CGPoint) {
        guard let start = finger else { return }
        finger = point
        if pressedAt != nil, hypot(point.x - start.x, point.y - start.y) > 10 { pressedAt = nil }
        guard session.isActive else { return }
        perform(session.moveFinger(to: contentPoint(point), scroll: engine.scroll, layout: engine.layout))
    }

    /// The finger lifts: a held item is dropped where it is (cancelled outside the view).
    public mutating func release() {
        guard let point = finger else { return }
        finger = nil
        pressedAt = nil
        if session.isActive { perform(session.drop(at: contentPoint(point), scroll: engine.scroll, layout: engine.layout)) }
        engine.touchUp()
        followScroll()
    }

    /// The system cancels the gesture.
    public mutating func cancelGesture() {
        finger = nil
        pressedAt = nil
        perform(session.cancel(.gestureCancelled))
        engine.touchUp()
    }

    // MARK: - Time and the world

    /// Moves the clock to `time`: the scroll view's frame first, then the long-press timer
    /// and the session's clock, as their display link and timers fire.
    public mutating func advance(to time: TimeInterval) {
        let reported = engine.effects.count
        engine.advance(to: time)
        followEngine(since: reported)
        recogniseLongPress()
        switch session.clockSchedule {
        case .at(let due) where due <= engine.now: perform(session.tick(now: engine.now))
        case .everyFrame, .steadyFrames: perform(session.tick(now: engine.now))
        default: break
        }
    }

    /// Something asked of the behaviour from outside the reorder (a presentation switch, a
    /// pinch): carried out, then the session hears what UIKit would tell it.
    public mutating func send(_ body: (inout CollectionEngine<Behavior>) -> Void) {
        let reported = engine.effects.count
        body(&engine)
        followEngine(since: reported)
    }

    /// Advances the clock by `interval` seconds.
    public mutating func advance(by interval: TimeInterval) {
        advance(to: engine.now + interval)
    }

    /// Frames at `frameRate` for `duration` seconds.
    public mutating func hold(for duration: TimeInterval, frameRate: Double = 60) {
        let end = engine.now + duration
        while engine.now + 1e-9 < end { advance(to: min(end, engine.now + 1 / frameRate)) }
    }

    /// Frames until the content rests and every item has arrived.
    public mutating func runUntilIdle(frameRate: Double = 60, limit: TimeInterval = 10) {
        // Frames, not an end time: at a clock of 10³⁰⁰ s, `now + limit` is `now`.
        var frames = 0
        while (engine.isMoving || !flights.isEmpty) && Double(frames) < limit * frameRate {
            advance(to: engine.now + 1 / frameRate)
            flights = flights.filter { engine.now - $0.value.start < Self.flowDuration }
            frames += 1
        }
    }

    /// `reloadData()`: a held item is cancelled.
    public mutating func reloadData(itemCount: Int) {
        engine.reloadData(itemCount: itemCount)
        perform(session.layoutDidChange(reason: .reload))
        followScroll()
    }

    /// A rotation: a held item is cancelled before the pass lays the items out at the new
    /// size (the skins hear `layoutPassWillBegin`'s reason).
    public mutating func setViewportSize(_ size: CGSize) {
        if size != engine.viewportSize { perform(session.layoutDidChange(reason: .viewportResize)) }
        engine.setViewportSize(size)
        followScroll()
    }

    /// The app leaves the foreground (or comes back).
    public mutating func setPresence(_ presence: ScrollViewPresence) {
        engine.setPresence(presence)
        perform(session.presenceDidChange(presence))
        followScroll()
    }

    // MARK: - Carrying out

    private func contentPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x + engine.contentOffset.x, y: point.y + engine.contentOffset.y)
    }

    private mutating func recogniseLongPress() {
        guard let start = pressedAt, let point = finger,
              engine.now - start >= session.configuration.minimumPressDuration else { return }
        pressedAt = nil
        perform(session.lift(at: contentPoint(point), scroll: engine.scroll, layout: engine.layout))
    }

    /// What the collection view did since it had reported `reported` effects, as the skin
    /// forwards it: an effect that ends a reorder (a switch) cancels it;
    /// the scroll; a page turn landing.
    private mutating func followEngine(since reported: Int) {
        if session.isActive, engine.effects.count > reported,
           let reason = engine.effects[reported...].lazy.compactMap(Behavior.reorderCancelReason(for:)).first {
            perform(session.cancel(reason))
        }
        followScroll()
        // Whatever order UIKit's callbacks came in: the behaviour knows when its turn landed.
        if session.isAwaitingLanding && !engine.behavior.isReorderScrollUnderWay {
            perform(session.contentDidSettle(engine.scroll, layout: engine.layout))
        }
    }

    /// `scrollViewDidScroll`, forwarded to the session too.
    private mutating func followScroll() {
        guard engine.contentOffset != lastOffset else { return }
        lastOffset = engine.contentOffset
        perform(session.contentDidScroll(engine.scroll, layout: engine.layout))
    }

    private mutating func perform(_ effects: [ReorderEffect]) {
        for effect in effects {
            reorderEffects.append(effect)
            switch effect {
            case .lifted(let item):
                heldIdentity = identity(at: item.item)
                shownMove = .staying(item)
            case .centreMoved:
                break
            case .retargeted(let move):
                rearrange { $0.shownMove = move }
            case .turn(let direction):
                engine.send { behavior, scroll, layout in behavior.reorderEdgeReached(direction, scroll: scroll, layout: layout) }
                followEngine(since: engine.effects.count)
            case .edgeScroll(let offset):
                engine.send { behavior, scroll, layout in behavior.reorderEdgeScroll(toOffset: offset, scroll: scroll, layout: layout) }
                followEngine(since: engine.effects.count)
            case .dropped(let move):
                moves.append(move)
                rearrange {
                    $0.appliedMoves.append(move)
                    ($0.shownMove, $0.heldIdentity) = (nil, nil)
                }
            case .cancelled:
                rearrange { ($0.shownMove, $0.heldIdentity) = (nil, nil) }
            }
        }
    }

    /// Changes what the items show and sends every item on screen whose place changed
    /// flying there from where it is drawn now.
    private mutating func rearrange(_ change: (inout Self) -> Void) {
        var affected = identitiesOnScreen()
        let before = Dictionary(affected.map { ($0, frame(ofIdentity: $0)) }, uniquingKeysWith: { first, _ in first })
        change(&self)
        affected.formUnion(identitiesOnScreen())
        let places = placesNearScreen()
        for id in affected {
            let from = before[id] ?? frame(ofIdentity: id)
            if from != restingFrame(ofIdentity: id, places: places) { flights[id] = Flight(from: from, start: engine.now) }
        }
    }
}

// MARK: - Items as drawn

extension ReorderingEngine {
    /// The identity (index before any move) of the item now at `index` of the data.
    public func identity(at index: Int) -> Int {
        appliedMoves.source(of: ItemIndex(item: index)).item
    }

    /// Where the item of identity `id` is in the data now.
    public func index(ofIdentity id: Int) -> Int {
        appliedMoves.destination(of: ItemIndex(item: id)).item
    }

    /// Whether any item is still on its way to a new place.
    public var isFlowing: Bool { flights.contains { engine.now - $0.value.start < Self.flowDuration } }

    /// Where the item of identity `id` is drawn now: on its way (eased in and out over
    /// `flowDuration`), or at its resting place.
    public func frame(ofIdentity id: Int) -> CGRect {
        let target = restingFrame(ofIdentity: id, places: placesNearScreen())
        guard let flight = flights[id] else { return target }
        let elapsed = (engine.now - flight.start) / Self.flowDuration
        guard elapsed < 1 else { return target }
        let p = TimingCurve.easeInOut.progress(at: CGFloat(elapsed))
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        return CGRect(x: mix(flight.from.minX, target.minX), y: mix(flight.from.minY, target.minY),
                      width: mix(flight.from.width, target.width), height: mix(flight.from.height, target.height))
    }

    /// Where the item of identity `id` comes to rest as things are: under the finger while
    /// held, else the place the live move gives it (its own index with none).
    public func restingFrame(ofIdentity id: Int) -> CGRect {
        restingFrame(ofIdentity: id, places: placesNearScreen())
    }

    private func restingFrame(ofIdentity id: Int, places: [ItemIndex: CGRect]) -> CGRect {
        if id == heldIdentity, let lifted = session.liftedItem(contentOffset: engine.contentOffset) { return lifted.frame }
        let index = ItemIndex(item: index(ofIdentity: id))
        let place = shownMove?.destination(of: index) ?? index
        return places[place] ?? engine.layout.item(at: place)?.frame ?? .zero
    }

    /// The places within a viewport of the screen, with their frames: in a loop, the
    /// occurrences the user sees rather than those of the cycle the content rests in.
    private func placesNearScreen() -> [ItemIndex: CGRect] {
        let visible = engine.scroll.visibleRect
        let near = visible.insetBy(dx: -visible.width, dy: -visible.height)
        return Dictionary(engine.layout.items(in: near).map { ($0.index, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }

    /// The identities of the items drawn on screen (the held one included).
    private func identitiesOnScreen() -> Set<Int> {
        var ids = Set(engine.layout.items(in: engine.scroll.visibleRect).map { place in
            identity(at: (shownMove?.source(of: place.index) ?? place.index).item)
        })
        if let heldIdentity { ids.insert(heldIdentity) }
        return ids
    }
}
