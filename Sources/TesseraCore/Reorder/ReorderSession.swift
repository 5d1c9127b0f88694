import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A reorder by a held item, from the lift to the drop: a state machine with the finger, the
/// layout's answers and time as inputs and UIKit's interactive-movement calls as effects. It
/// owns no timer and reads no clock.
///
///              lift                       held in an edge zone
///     idle ─────────────▶ hovering ────────────────────────────▶ dwelling(edge, since)
///      ▲                   │   ▲ ◀──── left the edge zone ──────┘  │   ▲
///      │                   │   │                                    │   │ tick ≥ since + dwell:
///      │   drop inside     │   └─ move / content scrolled: retarget │   └ turn the page, since = now
///      ├───────────────────┤                                        │
///      │  drop outside,    │ ◀──────────────────────────────────────┘
///      └── cancel ─────────┘  (from hovering or dwelling)
///
/// While an item is held, the place under it is the target of a `ReorderMove` that every
/// other item flows by (a live permutation of frames, not a data change). A drop inside the
/// view ends with exactly that move; a cancel (the finger lifted outside, the app
/// backgrounded, the data reloaded, a rotation) ends with every item back and nothing moved.
///
/// Positions are the lifted item's centre, which is what UIKit's interactive movement calls
/// the target position: the finger less where on the item it was grabbed, so the item does
/// not jump under the finger. The session keeps it in viewport coordinates, so a page that
/// turns under a still finger brings new items under it.
public struct ReorderSession: Sendable, Equatable {
    /// What is held and where.
    public struct Hover: Sendable, Equatable {
        /// The held item and the place under it.
        public var move: ReorderMove
        /// The lifted item's centre in viewport coordinates (content position − offset).
        public var centre: CGPoint
        /// The lifted item's size, as laid out when it was lifted.
        public var size: CGSize
        /// Where the finger holds the item, from its centre.
        var grab: CGPoint
        /// Whether the layout scrolls continuously at its edges (a presentation) rather than
        /// turning pages.
        var scrollsContinuously = false
        /// The content scrolling under the held item at an edge, while it does.
        var edgeScroll: EdgeScroll?
        /// A page turned and has not landed yet: the place under the item is held until it
        /// does, so the items do not re-flow once per column that slides under a still finger.
        var isTurning = false
    }

    /// The content scrolling by itself under an item held in an edge zone: `velocity` points
    /// per second along the reorder axis (signed: towards higher offsets is positive) since
    /// `since`, when it was at `origin`. The offset is computed afresh each frame, never
    /// accumulated, so it moves at the same speed at 60 Hz, 120 Hz or with dropped frames, and
    /// pixel rounding does not stall a slow scroll.
    struct EdgeScroll: Sendable, Equatable {
        var velocity: CGFloat, origin: CGFloat, since: TimeInterval

        func offset(at now: TimeInterval) -> CGFloat { origin + velocity * CGFloat(max(now - since, 0)) }

        /// The edge scroll after `reading`: the same while the speed is the same (the content
        /// moving under a still finger), else from where it has got to at the new speed; none
        /// where the content cannot go further that way or the speed is 0.
        static func after(_ old: EdgeScroll?, _ reading: Reading) -> EdgeScroll? {
            guard reading.edgeRoom > 0, reading.edgeVelocity != 0 else { return nil }
            if let old, old.velocity == reading.edgeVelocity { return old }
            // From the exact offset it has reached, unless something else moved the content.
            let reached = old.map { $0.offset(at: reading.now) }
            let origin = reached.flatMap { abs($0 - reading.offset) <= 1 ? $0 : nil } ?? reading.offset
            return EdgeScroll(velocity: reading.edgeVelocity, origin: origin, since: reading.now)
        }
    }

    /// Where the reorder is.
    public enum State: Sendable, Equatable {
        /// Nothing held.
        case idle
        /// An item is held away from the edge zones.
        case hovering(Hover)
        /// An item is held in the edge zone towards `edge`, since `since` (or the last page
        /// turn).
        case dwelling(Hover, edge: ReorderDirection, since: TimeInterval)
    }

    /// What the layout and the scroll view say about the lifted item's centre now.
    struct Reading: Sendable, Equatable {
        /// The centre in viewport and in content coordinates.
        var centre: CGPoint, position: CGPoint
        /// The place under it (`nil`: keep the last one).
        var target: ItemIndex?
        /// The edge zone it is in.
        var edge: ReorderDirection?
        /// Whether the finger is inside the view.
        var isInside: Bool
        var now: TimeInterval
        /// The content offset along the reorder axis.
        var offset: CGFloat = 0
        /// For a continuously scrolling layout in an edge zone: the speed the depth asks for,
        /// signed like the offset, and how far the content can still go that way.
        var edgeVelocity: CGFloat = 0, edgeRoom: CGFloat = 0
        /// Whether the layout scrolls at its edges rather than turning pages.
        var scrollsContinuously = false
    }

    /// What happens to the session.
    enum Event: Sendable, Equatable {
        case lift(ItemIndex, size: CGSize, grab: CGPoint, Reading)
        /// The finger moved, or the content moved under it.
        case hover(Reading)
        case tick(TimeInterval)
        /// The content came to rest (a page turn landed).
        case settle(Reading)
        case drop(Reading)
        case cancel(ReorderCancelReason)
    }

    /// How the held item behaves.
    public let configuration: ReorderConfiguration
    /// Where the reorder is.
    public internal(set) var state: State = .idle

    /// Creates an idle session.
    public init(configuration: ReorderConfiguration = .standard) {
        self.configuration = configuration
    }

    /// What is held, or `nil`.
    public var hover: Hover? { state.hover }

    /// The live permutation: the move the held item would make if dropped now.
    public var liveMove: ReorderMove? { hover?.move }

    /// Whether an item is held.
    public var isActive: Bool { hover != nil }

    /// When the session wants `tick` next: at the end of the dwell in an edge zone; every frame
    /// while the content scrolls under an item held at an edge; else not.
    public var clockSchedule: ClockSchedule {
        guard case .dwelling(let hover, _, let since) = state else { return .none }
        if hover.scrollsContinuously { return hover.edgeScroll == nil ? .none : .everyFrame }
        return .at(since + configuration.edgeDwell)
    }

    /// Whether a page turned under the held item and has not landed: the place under it is
    /// held until `contentDidSettle`.
    public var isAwaitingLanding: Bool { hover?.isTurning ?? false }

    // MARK: - The legal steps

    /// Every legal step of the session, in one place: the state `event` leads to from
    /// `state`, and what that asks for. Events that mean nothing in a state (a move with
    /// nothing held, a second lift) change nothing.
    static func step(_ state: State, _ event: Event, configuration: ReorderConfiguration) -> (State, [ReorderEffect]) {
        switch (state, event) {
        case (.idle, .lift(let item, let size, let grab, let reading)):
            let hover = Hover(move: .staying(item), centre: reading.centre, size: size, grab: grab,
                              scrollsContinuously: reading.scrollsContinuously)
            let (next, effects) = hovered(hover, .hovering(hover), reading)
            return (next, [.lifted(item)] + effects)
        case (.idle, _), (_, .lift):
            return (state, [])
        case (.hovering(let hover), .hover(let reading)), (.dwelling(let hover, _, _), .hover(let reading)):
            return hovered(hover, state, reading)
        case (.dwelling(let hover, _, _), .tick(let now)) where hover.scrollsContinuously:
            guard let scroll = hover.edgeScroll else { return (state, []) }
            return (state, [.edgeScroll(toOffset: scroll.offset(at: now))])
        case (.dwelling(var hover, let edge, let since), .tick(let now)):
            guard now >= since + configuration.edgeDwell else { return (state, []) }
            // Held on: the next turn after another whole dwell, counted from this one.
            hover.isTurning = true
            return (.dwelling(hover, edge: edge, since: now), [.turn(edge)])
        case (.hovering, .tick):
            return (state, [])
        case (.hovering(var hover), .settle(let reading)), (.dwelling(var hover, _, _), .settle(let reading)):
            hover.isTurning = false
            return hovered(hover, state, reading)
        case (.hovering(let hover), .drop(let reading)), (.dwelling(let hover, _, _), .drop(let reading)):
            guard reading.isInside else { return (.idle, [.cancelled(.liftedOutside)]) }
            // The place under the finger as it lifts is where the item goes: UIKit hears the
            // last position first (its target is the one the drop ends with), then the drop.
            let (last, effects) = hovered(hover, state, reading)
            return (.idle, effects + [.dropped(last.hover?.move ?? hover.move)])
        case (.hovering, .cancel(let reason)), (.dwelling, .cancel(let reason)):
            return (.idle, [.cancelled(reason)])
        }
    }

    /// The held item's centre moved to `reading` (or the content moved under it): a new
    /// place under it retargets the live move; entering, staying in or leaving an edge zone
    /// starts, keeps or ends the dwell.
    private static func hovered(_ hover: Hover, _ state: State, _ reading: Reading) -> (State, [ReorderEffect]) {
        var hover = hover, effects: [ReorderEffect] = []
        hover.centre = reading.centre
        effects.append(.centreMoved(reading.position))
        // During a page turn the place stays until the page lands (`settle`).
        if let target = reading.target, target != hover.move.to, !hover.isTurning {
            hover.move = ReorderMove(from: hover.move.from, to: target)
            effects.append(.retargeted(hover.move))
        }
        guard let edge = reading.edge else {
            hover.edgeScroll = nil
            return (.hovering(hover), effects)
        }
        if hover.scrollsContinuously { hover.edgeScroll = EdgeScroll.after(hover.edgeScroll, reading) }
        if case .dwelling(_, edge, let since) = state { return (.dwelling(hover, edge: edge, since: since), effects) }
        return (.dwelling(hover, edge: edge, since: reading.now), effects)
    }
}

extension ReorderSession.State {
    /// What is held in this state, or `nil`.
    var hover: ReorderSession.Hover? {
        switch self {
        case .idle: nil
        case .hovering(let hover), .dwelling(let hover, _, _): hover
        }
    }
}

/// What a reorder asks of the collection view, each one UIKit call of its interactive
/// movement (or one report to the data source).
public enum ReorderEffect: Sendable, Equatable {
    /// `beginInteractiveMovementForItem(at:)`: the item lifts.
    case lifted(ItemIndex)
    /// `updateInteractiveMovementTargetPosition(_:)`: the lifted item's centre, in content
    /// coordinates.
    case centreMoved(CGPoint)
    /// The place under the held item changed: every item between flows to its place in this
    /// move (UIKit animates it after asking the layout for the target).
    case retargeted(ReorderMove)
    /// The held item waited in an edge zone: turn the page (scroll) that way.
    case turn(ReorderDirection)
    /// The held item is in an edge zone of a continuously scrolling layout: show the content at
    /// this offset along the reorder axis (one display frame of the edge scroll; the behaviour
    /// clamps it to the content's ends). The place under the item follows as the content moves.
    case edgeScroll(toOffset: CGFloat)
    /// `endInteractiveMovement()`: the item is dropped; the data source hears this one move
    /// (`from == to` when it went back to its own place).
    case dropped(ReorderMove)
    /// `cancelInteractiveMovement()`: every item returns, nothing moves.
    case cancelled(ReorderCancelReason)
}
