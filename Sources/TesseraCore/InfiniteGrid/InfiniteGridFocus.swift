import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A point of the grid kept at the viewport's centre across a jump or a change of geometry:
/// a tile and how far into its stride (the tile and the spacing after it) the point lies.
struct InfiniteGridFocus: Sendable, Equatable {
    /// The tile, in public coordinates.
    var coordinates: GridCoordinates
    /// How far into the stride the point lies along x and y, as fractions of the stride
    /// (in `0..<1`), or `nil` for the middle of the tile itself.
    var phase: CGPoint?

    /// The phase in whole pixels along `axis`, for an axis with `metrics`. A fraction survives a
    /// change of tile size; internal coordinates run the other way in right-to-left layouts,
    /// which the layout accounts for when it builds the focus.
    func phase(along axis: Axis, in metrics: InfiniteGridAxis.Metrics) -> Int {
        guard let phase else { return metrics.tile / 2 }
        let fraction = axis == .horizontal ? phase.x : phase.y
        return min(Int(fraction * CGFloat(metrics.stride), rounding: .down), metrics.stride - 1)
    }
}

// MARK: - Reading the focus off the layout

extension InfiniteGridLayout {
    /// The point at the centre of the last visible rectangle, or `nil` without one.
    func focusAtVisibleCenter() -> InfiniteGridFocus? {
        guard !isEmpty, let rect = visibleRect else { return nil }
        let x = horizontal.cell(at: rect.midX * scale), y = vertical.cell(at: rect.midY * scale)
        let phase = CGPoint(x: x.phase / CGFloat(horizontal.metrics.stride),
                            y: y.phase / CGFloat(vertical.metrics.stride))
        return InfiniteGridFocus(coordinates: publicCoordinates(GridCoordinates(x: x.coordinate, y: y.coordinate)),
                                 phase: phase)
    }
}
