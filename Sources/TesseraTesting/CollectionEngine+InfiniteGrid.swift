import Foundation
import TesseraCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A headless infinite grid: the engine driving an `InfiniteGridLayout` with an
/// `InfiniteGridBehavior`, as `InfiniteGridView` does in UIKit.
public typealias InfiniteGridEngine = CollectionEngine<InfiniteGridBehavior>

// MARK: - Infinite grid conveniences

extension CollectionEngine where Behavior == InfiniteGridBehavior {
    /// Creates an engine showing `layout` in a viewport of `viewportSize`, with the layout's
    /// `centerCoordinates` at the centre. The item count is the layout's own (`slotCapacity`).
    public init(grid layout: InfiniteGridLayout, viewportSize: CGSize,
                configuration: ScrollConfiguration = ScrollConfiguration(),
                layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 2) {
        self.init(layout: layout, behavior: InfiniteGridBehavior(), viewportSize: viewportSize, itemCount: 0,
                  configuration: configuration, layoutDirection: layoutDirection, displayScale: displayScale)
    }

    /// Scrolls so the tile at `coordinates` is at the centre of the viewport. A target outside
    /// the content window, or (animated) more than two viewports away, is first jumped near
    /// (`InfiniteGridLayout.jumpTarget(forScrollingTo:animated:)`), then scrolled to.
    public mutating func scroll(to coordinates: GridCoordinates, animated: Bool) {
        if let landing = layout.jumpTarget(forScrollingTo: coordinates, animated: animated) {
            jump(to: landing)
        }
        send { scroller, scroll, layout in
            scroller.scroll(to: coordinates, animated: animated, scroll: scroll, layout: layout)
        }
    }

    /// Jumps to `coordinates` without animation: the grid is rebuilt around that tile, which
    /// is centred (`InfiniteGridLayout.centerCoordinates`' setter, then the scroller).
    public mutating func jump(to coordinates: GridCoordinates) {
        updateLayout { $0.centerCoordinates = coordinates }
    }

    /// The coordinates of the visible cells, in item order.
    public var visibleCoordinates: [GridCoordinates] {
        visibleIndices.compactMap { layout.coordinates(for: $0) }
    }
}
