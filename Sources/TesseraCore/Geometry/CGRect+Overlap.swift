import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension CGRect {
    /// Whether the two rectangles share interior area.
    ///
    /// Layouts use this instead of `intersects(_:)`, which swift-corelibs-foundation answers
    /// `true` for rectangles that merely touch and Apple's CoreGraphics answers `false`: an
    /// item whose edge touches the viewport shows nothing, so it is not visible on either
    /// platform, and the core behaves the same on both. A rectangle with a NaN edge overlaps
    /// nothing; one with an infinite edge (x = 0, width = ∞) overlaps everything on its side.
    @inlinable public func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The part of this rectangle inside `bounds` (a finite rectangle), cut edge by edge so
    /// that an infinite edge becomes the edge of `bounds`; `nil` if an edge is NaN (such a
    /// rectangle overlaps nothing, see `overlaps(_:)`). The result may have zero width or
    /// height. Layouts enumerate candidates in the result and then test each final frame
    /// with `overlaps(_:)` against the rectangle itself, which keeps queries with NaN,
    /// infinite or huge rectangles finite and exact.
    func clipped(to bounds: CGRect) -> CGRect? {
        guard !(minX.isNaN || maxX.isNaN || minY.isNaN || maxY.isNaN) else { return nil }
        let low = CGPoint(x: min(max(minX, bounds.minX), bounds.maxX), y: min(max(minY, bounds.minY), bounds.maxY))
        let high = CGPoint(x: min(max(maxX, low.x), bounds.maxX), y: min(max(maxY, low.y), bounds.maxY))
        return CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }
}
