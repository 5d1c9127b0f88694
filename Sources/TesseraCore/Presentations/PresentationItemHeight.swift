import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How tall an item of an analytic presentation is, given its width.
public enum PresentationItemHeight: Sendable, Hashable {
    /// A height in points, whatever the width.
    case fixed(CGFloat)
    /// Width ÷ height: 1 is square, 2 is twice as wide as tall.
    case aspectRatio(CGFloat)

    /// The height of an item `width` points wide, at most `PresentationLimits.maximumItemHeight`
    /// (as a measured height is): a ratio of 10⁻³⁰⁰ is valid, but its height of 10³⁰² pt
    /// times many groups put frames at 10³⁰³ pt, where pixel rounding gave negative heights.
    func height(forWidth width: CGFloat) -> CGFloat {
        switch self {
        case .fixed(let height): height
        case .aspectRatio(let ratio): min(width / ratio, PresentationLimits.maximumItemHeight)
        }
    }

    /// - Throws: `ConfigurationError` naming `field` when the value is not finite and positive.
    func validate(_ field: String) throws {
        switch self {
        case .fixed(let height): try Validate.presentationLength(height, "\(field).fixed", positive: true)
        case .aspectRatio(let ratio): try Validate.positive(ratio, "\(field).aspectRatio")
        }
    }
}
