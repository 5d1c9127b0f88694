import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Binding to the tile at the centre

extension InfiniteGridBehavior: BindableBehavior {
    /// An infinite grid binds the coordinates of the tile at the centre of the viewport (its
    /// position on the plane).
    public typealias BoundValue = GridCoordinates

    /// The centre tile as last reported, else the tile the layout is built around.
    public func boundValue(layout: InfiniteGridLayout) -> GridCoordinates? {
        centerCoordinates ?? layout.centerCoordinates(forContentOffset: layout.focusContentOffset)
    }

    /// The tile at the centre of the viewport at `offset`; `nil` for a non-finite offset.
    public func boundValue(atContentOffset offset: CGPoint, layout: InfiniteGridLayout) -> GridCoordinates? {
        guard offset.x.isFinite, offset.y.isFinite else { return nil }
        // The grid's offsets stay within its content window (recentring sees to that); one
        // farther away, which no scroll view produces, is read at the window's edge rather
        // than handed to integer conversions it would overflow.
        let size = layout.contentSize, viewport = layout.context.viewportSize
        let inside = CGPoint(x: min(max(offset.x, -viewport.width), size.width),
                             y: min(max(offset.y, -viewport.height), size.height))
        return layout.centerCoordinates(forContentOffset: inside)
    }

    /// Always: the grid rests wherever it stops.
    public func restsOnBoundValue(atContentOffset offset: CGPoint, layout: InfiniteGridLayout) -> Bool {
        true
    }

    /// The tile that ends up at the centre when scrolling to `value`: itself, or, at the end
    /// of a bounded axis, the tile the clamped offset centres.
    public func resolvedBoundValue(_ value: GridCoordinates, layout: InfiniteGridLayout) -> GridCoordinates {
        if let offset = layout.contentOffset(centering: value), let center = layout.centerCoordinates(forContentOffset: offset) {
            return center
        }
        let configuration = layout.configuration
        func clamp(_ value: Int, _ bounds: ClosedRange<Int>?) -> Int {
            bounds.map { min(max(value, $0.lowerBound), $0.upperBound) } ?? value
        }
        return GridCoordinates(x: clamp(value.x, configuration.xBounds), y: clamp(value.y, configuration.yBounds))
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
