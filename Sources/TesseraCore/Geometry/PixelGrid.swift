import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Rounds geometry to a display's pixel grid.
///
/// UIKit rounds content offsets to whole pixels (an offset of 3.8 pt reads back as 4.0 on a
/// 1× display), so the engine does the same and tests compare offsets with a half-pixel
/// tolerance (`tolerance`).
public struct PixelGrid: Sendable, Hashable {
    /// Pixels per point, within `scaleRange`. Values that are not positive and finite are
    /// treated as 1; others are clamped into `scaleRange`.
    public let scale: CGFloat

    /// The scales a grid accepts: 1/16 to 16. Displays have 1, 2 or 3; the bounds keep pixel
    /// arithmetic finite (a scale of 1e300 would turn every position past 1e8 pt into
    /// infinity) and the half-pixel tolerance small enough for layouts to use as slack.
    public static let scaleRange: ClosedRange<CGFloat> = 0.0625...16

    /// Creates a grid for a display scale (1, 2 or 3 on iOS).
    public init(scale: CGFloat) {
        self.scale = scale.isFinite && scale > 0
            ? min(max(scale, Self.scaleRange.lowerBound), Self.scaleRange.upperBound) : 1
    }

    /// Half a pixel, in points: the tolerance for comparing rounded offsets.
    public var tolerance: CGFloat { 0.5 / scale }

    /// How far a layout widens a search for candidate items at coordinates up to
    /// `magnitude`: a pixel (rounding moves each edge up to half a pixel, onto what its
    /// neighbour covers) plus 8 ulps of `magnitude` (far out, mirrored and summed positions
    /// drift by several ulps). The candidates are then tested exactly against their final,
    /// rounded frames, so the slack only costs a few extra candidates.
    func searchSlack(atMagnitude magnitude: CGFloat) -> CGFloat {
        1 / scale + 8 * abs(magnitude).ulp
    }

    /// `searchSlack(atMagnitude:)` for a search from `low` to `high` (content coordinates)
    /// along an axis `extent` long: sized by the largest coordinate the search meets, not by
    /// the content. Near the start of 10²¹ pt of rows positions are sums of small numbers,
    /// exact to a pixel; sizing the slack by the content (8 ulps = 2²⁰ pt) made every frame
    /// there visit 8,600 rows. A `mirrored` axis (right to left) subtracts every position
    /// from `extent`, which costs its ulps wherever the search is.
    func searchSlack(from low: CGFloat, to high: CGFloat, within extent: CGFloat, mirrored: Bool = false) -> CGFloat {
        let reach = max(abs(low), abs(high))
        return searchSlack(atMagnitude: mirrored || reach.isNaN ? extent : min(reach, abs(extent)))
    }

    /// `value` rounded to the nearest pixel. Values too large to scale (beyond about 10³⁰⁷)
    /// are returned unchanged: at that magnitude every representable number is a whole
    /// number of pixels already. NaN stays NaN.
    @inlinable public func round(_ value: CGFloat) -> CGFloat {
        let pixels = value * scale
        guard pixels.isFinite else { return value }
        return pixels.rounded() / scale
    }

    /// `point` rounded to the nearest pixel on both axes.
    @inlinable public func round(_ point: CGPoint) -> CGPoint {
        CGPoint(x: round(point.x), y: round(point.y))
    }

    /// `rect` with each edge rounded to the nearest pixel, so that frames which touch before
    /// rounding still touch after it.
    @inlinable public func round(_ rect: CGRect) -> CGRect {
        let minX = round(rect.minX), minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
