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
}
