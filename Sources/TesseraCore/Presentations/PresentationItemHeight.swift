import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How tall an item of an analytic presentation is, given its width. Either way, heights
/// are kept from 1/64 pt to 10⁹ pt, so that no valid value makes frames or queries degenerate.
public enum PresentationItemHeight: Sendable, Hashable {
    /// A height in points, whatever the width.
    case fixed(CGFloat)
    /// Width ÷ height: 1 is square, 2 is twice as wide as tall.
    case aspectRatio(CGFloat)

    /// The height of an item `width` points wide, kept within `PresentationLimits.itemHeights`
    /// (as a measured height is kept under its maximum):
    /// - at most 10⁹ pt: a ratio of 10⁻³⁰⁰ is valid, but its height of 10³⁰² pt times many
    ///   groups put frames at 10³⁰³ pt, where pixel rounding gave negative heights;
    /// - at least 1/64 pt: a ratio of 10³⁰⁰ (or `.fixed(1e-300)`) made rows 10⁻²⁹⁸ pt tall,
    ///   2⁴⁰ of them rounded onto one pixel line, and a query from that line walked every
    ///   one. With rows at least 1/64 pt, a pixel (16 pt at the coarsest scale) holds at most
    ///   1,024 rows, so a query's walk past rows it does not return is bounded.
    func height(forWidth width: CGFloat) -> CGFloat {
        let height = switch self {
        case .fixed(let height): height
        case .aspectRatio(let ratio): width / ratio
        }
        return min(max(height, PresentationLimits.itemHeights.lowerBound), PresentationLimits.itemHeights.upperBound)
    }

    /// - Throws: `ConfigurationError` naming `field` when the value is not finite and positive.
    func validate(_ field: String) throws {
        switch self {
        case .fixed(let height): try Validate.presentationLength(height, "\(field).fixed", positive: true)
        case .aspectRatio(let ratio): try Validate.positive(ratio, "\(field).aspectRatio")
        }
    }
}
