import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Rounds geometry to a display's pixel grid: the one pixel rounding.
///
/// UIKit rounds content offsets to whole pixels (an offset of 3.8 pt reads back as 4.0 on a
/// 1× display), so the engine does the same and tests compare offsets with a half-pixel
/// tolerance (`tolerance`).
public struct PixelGrid: Sendable, Hashable {
    /// Pixels per point, within 1…4 (`Limits.displayScale`): 0, NaN or a negative scale is 1.
    public let scale: CGFloat
    /// `1 / scale`, used where that is exact (1×, 2×, 4×): a division is the slowest step of
    /// rounding, which the per-frame queries do for every frame edge.
    private let inverse: CGFloat?

    /// Creates a grid for a display scale (1, 2 or 3 on iOS).
    public init(scale: CGFloat) {
        self.scale = Limits.displayScale(scale)
        // A power of two: x / s and x · (1 / s) are the same exact scaling.
        inverse = Double(self.scale).significandBitPattern == 0 ? 1 / self.scale : nil
    }

    /// Half a pixel, in points: the tolerance for comparing rounded offsets.
    public var tolerance: CGFloat { 0.5 / scale }

    /// How far a query widens its search for candidate items at coordinates up to
    /// `magnitude`: a pixel (rounding moves each edge up to half a pixel, onto what its
    /// neighbour covers) plus 8 ulps of `magnitude` (summed and mirrored positions drift by a
    /// few ulps: ⅛ pt at 2⁴⁹ pt). The candidates are then tested exactly against their
    /// final, rounded frames, so the slack only costs a few extra candidates.
    func searchSlack(atMagnitude magnitude: CGFloat) -> CGFloat {
        1 / scale + 8 * abs(magnitude).ulp
    }

    /// `value` rounded to the nearest pixel (halves away from zero).
    @inline(__always)
    public func round(_ value: CGFloat) -> CGFloat {
        let pixels = value * scale
        // Below 2⁵² truncation is exact; above it every value is a whole number of pixels.
        guard abs(pixels) < 0x1p52 else { return value }
        let truncated = CGFloat(Int(pixels)), fraction = pixels - truncated
        let rounded = fraction >= 0.5 ? truncated + 1 : (fraction <= -0.5 ? truncated - 1 : truncated)
        if let inverse { return rounded * inverse }
        return rounded / scale
    }

    /// `point` rounded to the nearest pixel on both axes.
    @inline(__always)
    public func round(_ point: CGPoint) -> CGPoint {
        CGPoint(x: round(point.x), y: round(point.y))
    }

    /// `rect` with each edge rounded to the nearest pixel, so that frames which touch before
    /// rounding still touch after it.
    @inline(__always)
    public func round(_ rect: CGRect) -> CGRect {
        let minX = round(rect.minX), minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
