import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Insets for each edge of a rectangle, in points (the core's `UIEdgeInsets`).
public struct EdgeInsets: Sendable, Hashable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Creates insets. Each defaults to 0.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// `left + right`.
    public var horizontal: CGFloat { left + right }
    /// `top + bottom`.
    public var vertical: CGFloat { top + bottom }

    /// The inset at the low end of `axis` (left or top).
    public func start(along axis: Axis) -> CGFloat { axis == .horizontal ? left : top }
    /// The inset at the high end of `axis` (right or bottom).
    public func end(along axis: Axis) -> CGFloat { axis == .horizontal ? right : bottom }
    /// The sum of both insets along `axis`.
    public func total(along axis: Axis) -> CGFloat { axis == .horizontal ? horizontal : vertical }

    /// Left and right swapped: how leading/trailing insets land in a right-to-left layout.
    public var mirrored: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }

    /// The four values in the order top, left, bottom, right (for validation messages).
    var namedValues: [(String, CGFloat)] { [("top", top), ("left", left), ("bottom", bottom), ("right", right)] }
}

extension CGRect {
    /// This rectangle shrunk by `insets` (never to a negative size).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
                      width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }
}
