import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A query's rectangle brought into the domain: the front door of every `items(in:)`.
///
/// Edges are read once, lowest first (a negative size is normalised, as Foundation's `minX`
/// does), and cut at ±`Limits.coordinate`, beyond which nothing lies (so `CGRect.infinite`
/// reaches every item); `CGRect.null`, a rectangle with a NaN edge and one wholly beyond the
/// limit hold nothing and give `nil`. Behind it a layout divides and converts edges without
/// checking them.
struct QueryRect: Sendable {
    let minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat

    @inline(__always)
    init?(_ rect: CGRect) {
        let x0 = rect.origin.x, x1 = x0 + rect.size.width, y0 = rect.origin.y, y1 = y0 + rect.size.height
        let (lowX, highX) = x0 <= x1 ? (x0, x1) : (x1, x0), (lowY, highY) = y0 <= y1 ? (y0, y1) : (y1, y0)
        // Nothing lies beyond the limit: a rectangle wholly out there holds nothing, and one
        // reaching out there is cut at it (what it then meets, it met before). Every test is
        // false for NaN (also ∞ − ∞, an infinite origin's edge), and `CGRect.null` (at +∞)
        // lies wholly beyond.
        let limit = Limits.coordinate
        guard highX >= -limit, lowX <= limit, highY >= -limit, lowY <= limit else { return nil }
        (minX, maxX) = (max(lowX, -limit), min(highX, limit))
        (minY, maxY) = (max(lowY, -limit), min(highY, limit))
    }

    /// A point to hit-test, brought into the domain like a rectangle's corner: `nil` for a NaN
    /// coordinate (it lies on no item), else clamped to ±`Limits.coordinate`.
    static func point(_ point: CGPoint) -> CGPoint? {
        guard !point.x.isNaN, !point.y.isNaN else { return nil }
        return Limits.point(point)
    }

    /// The lowest and highest edge along `axis`.
    func range(along axis: Axis) -> (low: CGFloat, high: CGFloat) {
        axis == .horizontal ? (minX, maxX) : (minY, maxY)
    }

    /// The largest coordinate the rectangle reaches (what its edges' rounding scales with).
    var magnitude: CGFloat { max(abs(minX), abs(maxX), abs(minY), abs(maxY)) }

    /// The rectangle as a `CGRect`.
    var rect: CGRect { CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

    /// Whether `frame` (of non-negative size) and the rectangle share interior area (frames
    /// that only touch it do not: `CGRect.overlaps(_:)`).
    @inline(__always)
    func overlaps(_ frame: CGRect) -> Bool {
        let x = frame.origin.x, y = frame.origin.y
        return x < maxX && minX < x + frame.size.width && y < maxY && minY < y + frame.size.height
    }
}
