import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Binding to the tile at the centre

extension InfiniteGridBehavior: BindableBehavior {
    /// The centre tile as last reported, else the tile the layout is built around.
    public func boundValue(layout: InfiniteGridLayout) -> GridCoordinates? {
        centerCoordinates ?? layout.centerCoordinates(forContentOffset: layout.focusContentOffset)
    }

    /// The tile at the centre of the viewport at `offset` (UIKit's content offset, brought
    /// into the domain).
    public func boundValue(atContentOffset offset: CGPoint, layout: InfiniteGridLayout) -> GridCoordinates? {
        layout.centerCoordinates(forContentOffset: Limits.point(offset))
    }

    /// Always: the grid rests wherever it stops.
    public func restsOnBoundValue(atContentOffset offset: CGPoint, layout: InfiniteGridLayout) -> Bool {
        true
    }

    /// The tile that ends up at the centre when scrolling to `value`: itself, or, at the end
    /// of a bounded axis, the tile the clamped offset centres; beyond the content window, the
    /// tile clamped into the bounds (where a jump lands).
    public func resolvedBoundValue(_ value: GridCoordinates, layout: InfiniteGridLayout) -> GridCoordinates {
        if let offset = layout.contentOffset(centering: value),
           let center = layout.centerCoordinates(forContentOffset: offset) { return center }
        func clamp(_ value: Int, _ bounds: ClosedRange<Int>?) -> Int {
            bounds.map { min(max(value, $0.lowerBound), $0.upperBound) } ?? value
        }
        return GridCoordinates(x: clamp(value.x, layout.configuration.xBounds),
                               y: clamp(value.y, layout.configuration.yBounds))
    }

    /// `centerChanged`.
    public static func reportedBoundValue(in effect: Effect) -> GridCoordinates? {
        if case .centerChanged(let coordinates) = effect { return coordinates }
        return nil
    }

    /// An animated `scroll`.
    public static func animationTarget(of effect: Effect) -> CGPoint? {
        if case .scroll(let offset, animated: true) = effect { return offset }
        return nil
    }
}
