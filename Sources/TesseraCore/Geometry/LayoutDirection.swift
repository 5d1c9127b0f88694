import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The reading direction a layout mirrors for.
///
/// Tessera layouts mirror their own frames for right-to-left (the first page sits at the
/// right end of the content), so the UIKit skin turns off UIKit's automatic flipping and
/// the core tests see exactly the frames the user sees.
public enum LayoutDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft

    /// Whether frames are mirrored horizontally.
    public var isRightToLeft: Bool { self == .rightToLeft }

    /// `rect` mirrored across the vertical centre line of a content area `width` wide,
    /// or `rect` unchanged in a left-to-right layout.
    ///
    ///     LTR:  |[a]   [b]      |        RTL:  |      [b]   [a]|
    ///            x                                          width - x - w
    @inlinable public func mirror(_ rect: CGRect, inWidth width: CGFloat) -> CGRect {
        guard isRightToLeft else { return rect }
        return CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A horizontal coordinate mirrored within a content area `width` wide.
    @inlinable public func mirror(x: CGFloat, inWidth width: CGFloat) -> CGFloat {
        isRightToLeft ? width - x : x
    }
}
