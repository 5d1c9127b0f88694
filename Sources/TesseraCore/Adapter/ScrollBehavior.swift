import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A component's behaviour: a state machine that receives a scroll view's delegate callbacks
/// and answers with effects.
///
/// The engine and the UIKit skin drive a behaviour identically: each forwards the same
/// callbacks and performs the `ScrollCommand` an effect maps to. Every method has a default
/// that does nothing, so a behaviour implements only what it reacts to.
public protocol ScrollBehavior: Sendable {
    /// The layout this behaviour works with.
    associatedtype Layout: CollectionLayout
    /// What the behaviour reports or asks for (page changes, scroll commands…).
    associatedtype Effect: Sendable

    /// How the content travels to a target offset that this behaviour chose at the end of a
    /// drag. Defaults to UIKit's deceleration.
    var settleStyle: SettleStyle { get }

    /// The layout was prepared again (`reason` says why); the offset may already be clamped.
    mutating func layoutDidChange(_ scroll: ScrollState, layout: Layout, reason: LayoutChangeReason) -> [Effect]
    /// A finger started dragging.
    mutating func willBeginDragging(_ scroll: ScrollState, layout: Layout) -> [Effect]
    /// The content offset changed.
    mutating func didScroll(_ scroll: ScrollState, layout: Layout) -> [Effect]
    /// The finger lifted with `velocity` (points per second); the behaviour may move the target.
    mutating func willEndDragging(_ scroll: ScrollState, layout: Layout, velocity: CGPoint,
                                  targetContentOffset: inout CGPoint) -> [Effect]
    /// The drag ended; `willDecelerate` is false when the content is already at rest.
    mutating func didEndDragging(_ scroll: ScrollState, layout: Layout, willDecelerate: Bool) -> [Effect]
    /// Motion after a drag ended.
    mutating func didEndDecelerating(_ scroll: ScrollState, layout: Layout) -> [Effect]
    /// A programmatic animation ended.
    mutating func didEndScrollingAnimation(_ scroll: ScrollState, layout: Layout) -> [Effect]
    /// The user tapped an item.
    mutating func didSelectItem(at index: ItemIndex, scroll: ScrollState, layout: Layout) -> [Effect]
    /// Time passed (`scroll.now`); for timers such as auto-scroll.
    mutating func tick(_ scroll: ScrollState, layout: Layout) -> [Effect]
    /// A finger touched the content (before any drag; a tap or a hold may never drag).
    mutating func didTouchDown(_ scroll: ScrollState, layout: Layout) -> [Effect]
    /// The last finger left the content (after the drag ended, if there was one).
    mutating func didTouchUp(_ scroll: ScrollState, layout: Layout) -> [Effect]
    /// The view went out of sight (it left the window, or the app the foreground): finish
    /// what only the clock would finish, as a presentation switch jumps to its end. The clock
    /// stops until the view is back. Defaults to nothing.
    mutating func didSuspend(_ scroll: ScrollState, layout: Layout) -> [Effect]
    /// Where the view is changed: its window, whether it is hidden or clipped away, the
    /// activation of its scene and the app (`ScrollViewAdapter.presenceChanged`). Defaults to
    /// nothing.
    mutating func presenceDidChange(_ presence: ScrollViewPresence, scroll: ScrollState, layout: Layout) -> [Effect]
    /// Whether the behaviour acts on whether the view is hidden or clipped away (auto-scroll
    /// does), so the skin reads it at clock fires. Defaults to `false`.
    var watchesVisibility: Bool { get }

    /// Whether `layout` was rebuilt during a layout pass in a way the behaviour has not heard
    /// yet (the infinite grid rebuilt around a tile for a new configuration, direction or
    /// display scale): then the pass ends with `layoutDidChange(_:layout:reason:)`
    /// (`.invalidation`). Defaults to `false`.
    func needsToFollow(_ layout: Layout) -> Bool

    /// When the behaviour wants `tick` called next (auto-scroll's timer or marquee frames).
    /// Defaults to `.none`.
    func clockSchedule(_ scroll: ScrollState, layout: Layout) -> ClockSchedule

    /// Whether this behaviour recentres the content while it moves (a loop, an infinite
    /// grid). The adapter then plays every motion after a release itself, because UIKit's own
    /// deceleration heads for an absolute offset that a recentre would not move. Defaults to
    /// `false`.
    func recentersContent(layout: Layout) -> Bool

    /// The scroll-view command `effect` stands for, if any.
    static func command(for effect: Effect) -> ScrollCommand?

    /// The layout `effect` asks the scroll view to show, and the offset to show it at (a frame
    /// of a presentation switch), if any: the adapter carries it out like
    /// `ScrollViewAdapter.setLayout(_:contentOffset:animated:_:)`. Defaults to `nil`.
    static func layoutChange(for effect: Effect) -> LayoutChange<Layout>?
}

/// A layout for the scroll view to show, with the content offset to show it at.
public struct LayoutChange<Layout: CollectionLayout>: Sendable {
    /// The layout, prepared or not (the performer prepares it for the scroll view).
    public var layout: Layout
    /// Where the content goes, in the new layout's coordinates.
    public var contentOffset: CGPoint

    /// Creates a change.
    public init(layout: Layout, contentOffset: CGPoint) {
        self.layout = layout
        self.contentOffset = contentOffset
    }
}

extension ScrollBehavior {
    public var settleStyle: SettleStyle { .deceleration }
    public func clockSchedule(_ scroll: ScrollState, layout: Layout) -> ClockSchedule { .none }
    public func recentersContent(layout: Layout) -> Bool { false }
    public static func layoutChange(for effect: Effect) -> LayoutChange<Layout>? { nil }
    public mutating func layoutDidChange(_ scroll: ScrollState, layout: Layout, reason: LayoutChangeReason) -> [Effect] { [] }
    public mutating func willBeginDragging(_ scroll: ScrollState, layout: Layout) -> [Effect] { [] }
    public mutating func didScroll(_ scroll: ScrollState, layout: Layout) -> [Effect] { [] }
    public mutating func willEndDragging(_ scroll: ScrollState, layout: Layout, velocity: CGPoint,
                                         targetContentOffset: inout CGPoint) -> [Effect] { [] }
    public mutating func didEndDragging(_ scroll: ScrollState, layout: Layout, willDecelerate: Bool) -> [Effect] { [] }
    public mutating func didEndDecelerating(_ scroll: ScrollState, layout: Layout) -> [Effect] { [] }
    public mutating func didEndScrollingAnimation(_ scroll: ScrollState, layout: Layout) -> [Effect] { [] }
    public mutating func didSelectItem(at index: ItemIndex, scroll: ScrollState, layout: Layout) -> [Effect] { [] }
    public mutating func tick(_ scroll: ScrollState, layout: Layout) -> [Effect] { [] }
    public mutating func didTouchDown(_ scroll: ScrollState, layout: Layout) -> [Effect] { [] }
    public mutating func didTouchUp(_ scroll: ScrollState, layout: Layout) -> [Effect] { [] }
    public mutating func didSuspend(_ scroll: ScrollState, layout: Layout) -> [Effect] { [] }
    public mutating func presenceDidChange(_ presence: ScrollViewPresence, scroll: ScrollState,
                                           layout: Layout) -> [Effect] { [] }
    public var watchesVisibility: Bool { false }
    public func needsToFollow(_ layout: Layout) -> Bool { false }
}

/// A request to the scroll view.
public enum ScrollCommand: Sendable, Equatable {
    /// `setContentOffset(_:animated:)`: stops any motion first, as UIKit does.
    case setContentOffset(CGPoint, animated: Bool)
    /// Moves the content offset *and* every item (through `CollectionLayout.recenter(by:)`)
    /// by `delta`, so nothing moves on screen and a drag, deceleration or animation goes on
    /// at the same velocity (UIKit: assigning `contentOffset` directly while it moves, then
    /// invalidating the layout). Keeps looping content's offset bounded.
    case recenter(by: CGPoint)
    /// A programmatic animation with its own duration and curve (marquee, custom pacing).
    case animate(to: CGPoint, duration: TimeInterval, curve: TimingCurve)
}

/// How content travels to a target offset chosen at the end of a drag.
public enum SettleStyle: Sendable, Hashable {
    /// UIKit's deceleration, re-aimed at the target (what a plain `targetContentOffset`
    /// change does).
    case deceleration
    /// A spring from the release velocity to the target (what `isPagingEnabled` does).
    case spring(SpringParameters)
}

/// Why a layout was prepared again.
public enum LayoutChangeReason: Sendable, Hashable {
    /// `reloadData()` or a change of item counts.
    case reload
    /// The viewport changed size (rotation, split view).
    case viewportResize
    /// Only the adjusted content insets changed (a refresh control, bars hiding, a search
    /// bar, a keyboard): UIKit keeps or animates the offset itself, so a behaviour does not
    /// scroll for it (`ScrollViewAdapter.viewportChange(_:)`).
    case insetsChange
    /// The layout's configuration changed (`invalidateLayout()`).
    case invalidation
}

/// A behaviour VoiceOver users can page with: three-finger scrolls and the adjustable
/// element's increment and decrement.
public protocol AccessibleScrollBehavior: ScrollBehavior {
    /// One page, item or tile in `direction`, without animation (VoiceOver announces the new
    /// position at once). No effects at an end, so VoiceOver plays its boundary sound.
    mutating func accessibilityScroll(_ direction: AccessibilityScrollDirection, scroll: ScrollState,
                                      layout: Layout) -> [Effect]
    /// What VoiceOver should say about the position now, as data the skin turns into
    /// localised text.
    func accessibilityAnnouncement(layout: Layout) -> AccessibilityAnnouncement?
}
