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

    init?(_ rect: CGRect) {
        guard !rect.isNull else { return nil }
        let x = (rect.origin.x, rect.origin.x + rect.size.width)
        let y = (rect.origin.y, rect.origin.y + rect.size.height)
        // `<=` and `>=` are false for NaN (also for ∞ − ∞, an infinite origin's edge).
        guard x.0 <= x.1 || x.0 >= x.1, y.0 <= y.1 || y.0 >= y.1 else { return nil }
        // Nothing lies beyond the limit: a rectangle wholly out there holds nothing, and one
        // reaching out there is cut at it (what it then meets, it met before).
        let limit = Limits.coordinate
        guard max(x.0, x.1) >= -limit, min(x.0, x.1) <= limit, max(y.0, y.1) >= -limit, min(y.0, y.1) <= limit
        else { return nil }
        minX = Limits.coordinate(min(x.0, x.1))
        maxX = Limits.coordinate(max(x.0, x.1))
        minY = Limits.coordinate(min(y.0, y.1))
        maxY = Limits.coordinate(max(y.0, y.1))
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
