import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How tall an item of a list, grid or mosaic is, given its width.
public enum PresentationItemHeight: Sendable, Hashable {
    /// A height in points, whatever the width.
    case fixed(CGFloat)
    /// Width ÷ height: 1 is square, 2 is twice as wide as tall.
    case aspectRatio(CGFloat)
    /// The cell's own height (a self-sizing cell: UIKit's `preferredLayoutAttributesFitting`),
    /// this many points until it is measured.
    case estimated(CGFloat)

    /// Whether cells give this height themselves.
    var isEstimate: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The height of an item `width` points wide, from `Limits.shortestRow` to `Limits.length`
    /// (an extreme ratio asks for more or less).
    func height(forWidth width: CGFloat) -> CGFloat {
        let height = switch self {
        case .fixed(let height), .estimated(let height): height
        case .aspectRatio(let ratio): width / ratio
        }
        return min(max(height, Limits.shortestRow), Limits.length)
    }

    /// - Throws: `ConfigurationError` naming `field` for a height that is not a length above 0
    ///   or a ratio that is not finite and above 0.
    func validate(_ field: String) throws {
        switch self {
        case .fixed(let height): try Validate.length(height, "\(field).fixed", positive: true)
        case .estimated(let height): try Validate.length(height, "\(field).estimated", positive: true)
        case .aspectRatio(let ratio): try Validate.positive(ratio, "\(field).aspectRatio")
        }
    }
}
