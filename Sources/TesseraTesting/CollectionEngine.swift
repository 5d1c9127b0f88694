import Foundation
import TesseraCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A headless collection view: a fake `UICollectionView` that drives a component exactly as
/// the device does.
///
/// It holds a viewport, a content offset, a layout and item counts; it answers which items are
/// visible and recycles cells through reuse pools; it takes input as UIKit delivers it
/// (touches, drags, a release velocity, programmatic scrolls, taps) and moves with UIKit's
/// physics as time is advanced. Everything it does, it reports to the component's
/// `ScrollViewAdapter` in UIKit's order, units and form (the layout's target query first,
/// then `scrollViewWillEndDragging` with the layout's answer and a velocity in points per
/// millisecond, and so on), and it carries out the adapter's `ScrollViewAction`s as UIKit
/// carries out the skin's. The UIKit skin forwards the same callbacks to the same adapter, so
/// every scenario test here runs the device's code path. Where UIKit's order or units are
/// undocumented, `uikit` chooses one plausible answer (see `UIKitModel`).
///
/// Nothing here reads a clock: time only passes through `advance(to:)`.
///
///     var engine = CollectionEngine(layout: grid, behavior: PagedGridBehavior(), viewportSize: size, itemCount: 30)
///     engine.beginDragging()
///     engine.drag(by: CGPoint(x: 128, y: 0))   // content offset moves 128 pt right
///     engine.endDragging(velocity: CGPoint(x: 1500, y: 0))
///     engine.runUntilIdle()
public struct CollectionEngine<Behavior: ScrollBehavior>: Sendable {
    public typealias Layout = Behavior.Layout

    /// What the content is doing.
    public enum Phase: Sendable, Hashable {
        case idle, dragging, decelerating, animating
    }

    // MARK: - State

    /// The prepared layout.
    public internal(set) var layout: Layout
    /// The adapter between this fake UIKit and the component's behaviour.
    public var adapter: ScrollViewAdapter<Behavior>
    /// Scroll-view settings.
    public internal(set) var configuration: ScrollConfiguration
    /// How this fake does what UIKit leaves undocumented.
    public var uikit: UIKitModel
    /// The engine's clock, in seconds.
    public internal(set) var now: TimeInterval = 0
    /// The content offset, rounded to the display's pixel grid.
    public internal(set) var contentOffset: CGPoint = .zero
    /// What UIKit itself is doing with the content (the adapter's own motion is not UIKit's).
    public internal(set) var uikitPhase: Phase = .idle
    /// Every delegate callback the fake UIKit sent, in order.
    public internal(set) var events: [ScrollEvent] = []
    /// Every callback the adapter gave the behaviour, in order (what the component heard,
    /// including the ends of the adapter's own motions, which UIKit never sends).
    public internal(set) var told: [ScrollEvent] = []
    /// Every effect the behaviour produced so far, in order.
    public internal(set) var effects: [Behavior.Effect] = []
    /// Visible cells, reuse pools and their counters.
    public internal(set) var cells = CellRegistry()
    /// What appeared and disappeared in the last update of the visible cells.
    public internal(set) var lastVisibilityChange = VisibilityChange()
    /// How many times the data was reloaded (`reloadData`).
    public internal(set) var reloadCount = 0
    /// Whether a refresh control is refreshing (`beginRefreshing` … `endRefreshing`).
    public internal(set) var isRefreshing = false
    /// The height the refresh control added to the top inset while it refreshes.
    public internal(set) var refreshControlHeight: CGFloat = 0
    /// When the adapter asked to be called (the skin's display link or timer).
    public internal(set) var clockSchedule: ClockSchedule = .none
    /// The reuse identifier each item is dequeued with. Defaults to `"cell"` for every item.
    public var reuseIdentifier: @Sendable (ItemIndex) -> String = { _ in "cell" }

    var viewportSize: CGSize
    /// UIKit's cached `numberOfItems(inSection:)`: read from the data source only at
    /// `reloadData` (and batch updates), so it can lag the app's data (`changeData`).
    var sectionItemCounts: [Int]
    /// What the app's data source would answer now (`CollectionEngine+DataSource.swift`).
    var dataItemCounts: [Int]
    /// What a device would have thrown or crashed on so far (`CollectionEngine+DataSource.swift`).
    public internal(set) var dataSourceFaults = DataSourceFaults()
    var layoutDirection: LayoutDirection
    var pixelGrid: PixelGrid
    /// UIKit's own motion per axis: a deceleration, a bounce or an animation.
    var motionX: AxisMotion = .resting(0)
    var motionY: AxisMotion = .resting(0)
    /// Where the finger would have put the offset with no edges (drives the rubber band).
    var unboundedDragOffset: CGPoint = .zero
    /// A touch the engine pressed itself for a drag or a tap the test did not touch down for.
    var syntheticTouch = false
    var touchIsDown = false
    /// A UIKit deceleration of zero length (see `UIKitModel.StillRelease`) ends on the next frame.
    var stillDecelerationPending = false
    /// `invalidateLayout()` was called and no layout pass has prepared the layout since.
    var layoutIsInvalid = false
    /// Guards against behaviours that answer every scroll with another scroll.
    var callbackDepth = 0
    /// The core performer's bookkeeping (`ScrollViewHost`).
    public var performance = ScrollViewPerformance<Behavior>()
    /// Cells that size themselves (`CollectionEngine+SelfSizing.swift`); `nil`: the layout sizes them.
    public internal(set) var selfSizing: SelfSizingCells<Behavior>?

    // MARK: - Creating

    /// Creates an engine showing `layout` in a viewport of `viewportSize`.
    public init(layout: Layout, behavior: Behavior, viewportSize: CGSize, sectionItemCounts: [Int],
                configuration: ScrollConfiguration = ScrollConfiguration(),
                layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 2,
                uikit: UIKitModel = .standard) {
        self.layout = layout
        self.adapter = ScrollViewAdapter(behavior: behavior)
        self.configuration = configuration
        self.uikit = uikit
        self.viewportSize = viewportSize
        self.sectionItemCounts = sectionItemCounts
        self.dataItemCounts = sectionItemCounts
        self.layoutDirection = layoutDirection
        self.pixelGrid = PixelGrid(scale: displayScale)
        relayout(reason: .reload)
    }

    /// Creates an engine with one section of `itemCount` items.
    public init(layout: Layout, behavior: Behavior, viewportSize: CGSize, itemCount: Int,
                configuration: ScrollConfiguration = ScrollConfiguration(),
                layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 2,
                uikit: UIKitModel = .standard) {
        self.init(layout: layout, behavior: behavior, viewportSize: viewportSize, sectionItemCounts: [itemCount],
                  configuration: configuration, layoutDirection: layoutDirection, displayScale: displayScale,
                  uikit: uikit)
    }

    // MARK: - Reading

    /// The component's behaviour (owned by the adapter). Call into it with `send(_:)`.
    public var behavior: Behavior { adapter.behavior }

    /// The context the layout was last prepared in.
    public var context: LayoutContext {
        LayoutContext(viewportSize: viewportSize, contentInsets: configuration.contentInsets,
                      sectionItemCounts: sectionItemCounts, layoutDirection: layoutDirection,
                      displayScale: pixelGrid.scale)
    }

    /// What the skin would read off the scroll view now (`ScrollState(scrollView:now:)`):
    /// UIKit's own flags only; the adapter adds what it knows.
    public var uikitState: ScrollState {
        ScrollState(contentOffset: contentOffset, viewportSize: context.viewportSize, contentSize: layout.contentSize,
                    contentInsets: configuration.contentInsets, isDragging: uikitPhase == .dragging,
                    isDecelerating: uikitPhase == .decelerating, decelerationRate: configuration.decelerationRate,
                    bounces: configuration.bounces, now: now, pixelGrid: pixelGrid)
    }

    /// What the behaviour sees now: UIKit's state with the adapter's knowledge laid over it.
    public var scroll: ScrollState {
        adapter.observed(uikitState)
    }

    /// What the content is doing: UIKit's motion, or the adapter's own.
    public var phase: Phase {
        if uikitPhase != .idle { return uikitPhase }
        switch adapter.mover {
        case .adapter: return adapter.motion?.kind == .animation ? .animating : .decelerating
        case .external: return .animating
        case .finger: return .dragging
        case .none, .uikitDeceleration: return .idle
        }
    }

    /// The content-offset velocity, in points per second.
    public var velocity: CGPoint {
        if uikitPhase == .decelerating || uikitPhase == .animating {
            return CGPoint(x: motionX.velocity(at: now), y: motionY.velocity(at: now))
        }
        return adapter.motion?.velocity(at: now) ?? CGPoint(x: 0, y: 0)
    }

    /// The visible items, in index order.
    public var visibleItems: [LayoutItem] { layout.items(in: uikitState.visibleRect) }

    /// The indices of the visible cells, in order.
    public var visibleIndices: [ItemIndex] { cells.visible.keys.sorted() }

    /// Whether anything moves the content or is about to settle it (dragging, UIKit's
    /// motion, the adapter's motion, or a scroll the adapter is waiting to see end).
    public var isMoving: Bool { uikitPhase != .idle || adapter.mover != .none }

    // MARK: - Data and geometry

    /// The view enters or leaves a window, or the app becomes active or leaves the foreground
    /// (what the skin reports from `didMoveToWindow` and the app's notifications).
    public mutating func setPresence(_ presence: ScrollViewPresence) {
        perform(adapter.presenceChanged(to: presence, uikitState, layout: layout))
    }

    /// `reloadData()` with new item counts per section: visible cells are configured again.
    /// Motion in progress continues, as in UIKit.
    public mutating func reloadData(sectionItemCounts counts: [Int]) {
        dataItemCounts = counts
        sectionItemCounts = counts
        reloadCount += 1
        cells.reconfigureVisible()
        selfSizing?.answered.removeAll()
        relayout(reason: .reload)
    }

    /// `reloadData()` with `itemCount` items in one section.
    public mutating func reloadData(itemCount: Int) {
        reloadData(sectionItemCounts: [itemCount])
    }

    /// Resizes the viewport (rotation, split view). The behaviour decides where to land.
    public mutating func setViewportSize(_ size: CGSize) {
        viewportSize = size
        layoutSubviews()
    }

    /// Changes the layout's configuration (`invalidateLayout()`).
    public mutating func updateLayout(_ change: (inout Layout) -> Void) {
        change(&layout)
        relayout(reason: .invalidation)
    }

    /// Changes the layout and lets the next layout pass find out, as a view does that sets a
    /// property its layout subclass reads in `prepare()` and calls `setNeedsLayout()`: no
    /// reason is given, so only `ScrollBehavior.needsToFollow(_:)` tells the behaviour.
    public mutating func changeLayoutForNextPass(_ change: (inout Layout) -> Void) {
        change(&layout)
        invalidateLayout()
        layoutSubviews()
    }

    /// Changes the scroll-view settings (an app setting `contentInset`, or UIKit changing
    /// `adjustedContentInset` on its own). The offset stays where it is, as UIKit leaves it;
    /// the view then lays out and the skin asks the adapter whether the viewport changed.
    public mutating func updateConfiguration(_ change: (inout ScrollConfiguration) -> Void) {
        change(&configuration)
        layoutSubviews()
    }

    /// `layoutSubviews()` (and `scrollViewDidChangeAdjustedContentInset`) as every skin
    /// forwards it (`ScrollViewHost+LayoutPass.swift`): the layout is prepared again only when
    /// the adapter says the viewport changed, for the reason it gives.
    mutating func layoutSubviews() {
        layoutPassWillBegin()
        layOutCells()
        layoutPassDidEnd()
    }

    /// Calls into the behaviour through the adapter and carries out what it asks for, e.g.
    /// `engine.send { pager, scroll, layout in pager.scrollToPage(2, animated: true, scroll: scroll, layout: layout) }`.
    public mutating func send(_ call: (inout Behavior, ScrollState, Layout) -> [Behavior.Effect]) {
        perform(adapter.send(uikitState, layout: layout, call))
    }

    /// A change the component makes (a reload, a configuration): `invalidateLayout()`, then
    /// `layoutIfNeeded()`, then the adapter hears `reason`.
    mutating func relayout(reason: LayoutChangeReason) {
        layoutWillChange(for: reason)
        layOutCells()
        layoutPassDidEnd()
    }

    /// The collection view's own layout pass: an invalidated layout is prepared for the
    /// current context and a resting offset clamped into the new content (UICollectionView
    /// does the same after an invalidation); then the cells are placed.
    mutating func layOutCells() {
        if layoutIsInvalid {
            layoutIsInvalid = false
            layout.prepare(in: context)
            layout.prepare(forVisibleRect: uikitState.visibleRect)
            if uikitPhase == .idle {
                let clamped = uikitState.clamped(contentOffset)
                if clamped != contentOffset { moveOffset(to: clamped) }
            }
        }
        updateVisibleCells()
    }

    /// Re-queries the layout for the visible rectangle and recycles cells. As on a device,
    /// the layout is prepared for the new rectangle only when it says the collection view
    /// must lay out again (`needsUpdate(forVisibleRect:)`), or after an invalidation.
    mutating func updateVisibleCells() {
        let visible = uikitState.visibleRect
        if layout.needsUpdate(forVisibleRect: visible) { layout.prepare(forVisibleRect: visible) }
        let indices = layout.items(in: visible).map(\.index)
        let identifier = reuseIdentifier
        lastVisibilityChange = cells.update(visibleIndices: indices, reuseIdentifier: identifier)
        forgetAnswers(of: lastVisibilityChange)
        noteFaults(laidOut: indices, dequeued: lastVisibilityChange.appeared)
        if let sizing = selfSizing, !sizing.isSizing { sizing.sizeVisibleCells(&self) }
    }
}
