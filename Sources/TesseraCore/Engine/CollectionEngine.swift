import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A headless collection view: the core's stand-in for `UICollectionView`.
///
/// It holds a viewport, a content offset, a layout and item counts; it answers which items are
/// visible and recycles cells through reuse pools; it takes input as UIKit delivers it
/// (drags, a release velocity, programmatic scrolls, taps) and moves with UIKit's physics as
/// time is advanced. A component's `ScrollBehavior` plugs in exactly as it plugs into UIKit:
/// it receives the delegate callbacks and its effects are performed.
///
/// Nothing here reads a clock: time only passes through `advance(to:)`.
///
///     var engine = CollectionEngine(layout: grid, behavior: PagedGridPager(), viewportSize: size, itemCount: 30)
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
    /// The component's behaviour. Call into it with `send(_:)` so its effects are performed.
    public internal(set) var behavior: Behavior
    /// Scroll-view settings.
    public internal(set) var configuration: ScrollConfiguration
    /// The engine's clock, in seconds.
    public internal(set) var now: TimeInterval = 0
    /// The content offset, rounded to the display's pixel grid.
    public internal(set) var contentOffset: CGPoint = .zero
    /// What the content is doing.
    public internal(set) var phase: Phase = .idle
    /// Every delegate callback so far, in order.
    public internal(set) var events: [ScrollEvent] = []
    /// Every effect the behaviour produced so far, in order.
    public internal(set) var effects: [Behavior.Effect] = []
    /// Visible cells, reuse pools and their counters.
    public internal(set) var cells = CellRegistry()
    /// What appeared and disappeared in the last update of the visible cells.
    public internal(set) var lastVisibilityChange = VisibilityChange()
    /// How many times the data was reloaded (`reloadData`).
    public internal(set) var reloadCount = 0
    /// The reuse identifier each item is dequeued with. Defaults to `"cell"` for every item.
    public var reuseIdentifier: @Sendable (ItemIndex) -> String = { _ in "cell" }

    var viewportSize: CGSize
    var sectionItemCounts: [Int]
    var layoutDirection: LayoutDirection
    var pixelGrid: PixelGrid
    var motionX: AxisMotion = .resting(0)
    var motionY: AxisMotion = .resting(0)
    /// Where the finger would have put the offset with no edges (drives the rubber band).
    var unboundedDragOffset: CGPoint = .zero
    /// Guards against behaviours that answer every scroll with another scroll.
    var commandDepth = 0

    // MARK: - Creating

    /// Creates an engine showing `layout` in a viewport of `viewportSize`.
    public init(layout: Layout, behavior: Behavior, viewportSize: CGSize, sectionItemCounts: [Int],
                configuration: ScrollConfiguration = ScrollConfiguration(),
                layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 2) {
        self.layout = layout
        self.behavior = behavior
        self.configuration = configuration
        self.viewportSize = viewportSize
        self.sectionItemCounts = sectionItemCounts
        self.layoutDirection = layoutDirection
        self.pixelGrid = PixelGrid(scale: displayScale)
        relayout(reason: .reload)
    }

    /// Creates an engine with one section of `itemCount` items.
    public init(layout: Layout, behavior: Behavior, viewportSize: CGSize, itemCount: Int,
                configuration: ScrollConfiguration = ScrollConfiguration(),
                layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 2) {
        self.init(layout: layout, behavior: behavior, viewportSize: viewportSize, sectionItemCounts: [itemCount],
                  configuration: configuration, layoutDirection: layoutDirection, displayScale: displayScale)
    }

    // MARK: - Reading

    /// The context the layout was last prepared in.
    public var context: LayoutContext {
        LayoutContext(viewportSize: viewportSize, contentInsets: configuration.contentInsets,
                      sectionItemCounts: sectionItemCounts, layoutDirection: layoutDirection,
                      displayScale: pixelGrid.scale)
    }

    /// What a delegate would read off the scroll view now.
    public var scroll: ScrollState {
        ScrollState(contentOffset: contentOffset, viewportSize: context.viewportSize, contentSize: layout.contentSize,
                    contentInsets: configuration.contentInsets, isDragging: phase == .dragging,
                    isDecelerating: phase == .decelerating, isAnimating: phase == .animating,
                    velocity: velocity, now: now, pixelGrid: pixelGrid)
    }

    /// The content-offset velocity, in points per second.
    public var velocity: CGPoint {
        guard phase == .decelerating || phase == .animating else { return CGPoint(x: 0, y: 0) }
        return CGPoint(x: motionX.velocity(at: now), y: motionY.velocity(at: now))
    }

    /// The visible items, in index order.
    public var visibleItems: [LayoutItem] { layout.items(in: scroll.visibleRect) }

    /// The indices of the visible cells, in order.
    public var visibleIndices: [ItemIndex] { cells.visible.keys.sorted() }

    /// Whether the content is moving (dragging, decelerating or animating).
    public var isMoving: Bool { phase != .idle }

    // MARK: - Data and geometry

    /// `reloadData()` with new item counts per section: visible cells are configured again.
    /// Motion in progress continues, as in UIKit.
    public mutating func reloadData(sectionItemCounts counts: [Int]) {
        sectionItemCounts = counts
        reloadCount += 1
        cells.reconfigureVisible()
        relayout(reason: .reload)
    }

    /// `reloadData()` with `itemCount` items in one section.
    public mutating func reloadData(itemCount: Int) {
        reloadData(sectionItemCounts: [itemCount])
    }

    /// Resizes the viewport (rotation, split view). The behaviour decides where to land.
    public mutating func setViewportSize(_ size: CGSize) {
        viewportSize = size
        relayout(reason: .viewportResize)
    }

    /// Changes the layout's configuration (`invalidateLayout()`).
    public mutating func updateLayout(_ change: (inout Layout) -> Void) {
        change(&layout)
        relayout(reason: .invalidation)
    }

    /// Changes the scroll-view settings; new content insets re-prepare the layout.
    public mutating func updateConfiguration(_ change: (inout ScrollConfiguration) -> Void) {
        let insets = configuration.contentInsets
        change(&configuration)
        if configuration.contentInsets != insets { relayout(reason: .viewportResize) }
    }

    /// Calls into the behaviour and performs the effects it returns, e.g.
    /// `engine.send { pager, scroll, layout in pager.scrollToPage(2, animated: true, scroll: scroll, layout: layout) }`.
    public mutating func send(_ call: (inout Behavior, ScrollState, Layout) -> [Behavior.Effect]) {
        let produced = call(&behavior, scroll, layout)
        perform(produced)
    }

    /// Prepares the layout for the current context, clamps a resting offset into the new
    /// content (UICollectionView does the same after an invalidation), updates the cells and
    /// tells the behaviour.
    mutating func relayout(reason: LayoutChangeReason) {
        layout.prepare(in: context)
        if phase == .idle {
            let clamped = scroll.clamped(contentOffset)
            if clamped != contentOffset { moveOffset(to: clamped) }
        }
        updateVisibleCells()
        let produced = behavior.layoutDidChange(scroll, layout: layout, reason: reason)
        perform(produced)
    }

    /// Re-queries the layout for the visible rectangle and recycles cells.
    mutating func updateVisibleCells() {
        layout.prepare(forVisibleRect: scroll.visibleRect)
        let indices = layout.items(in: scroll.visibleRect).map(\.index)
        let identifier = reuseIdentifier
        lastVisibilityChange = cells.update(visibleIndices: indices, reuseIdentifier: identifier)
    }
}
