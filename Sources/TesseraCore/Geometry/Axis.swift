import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The axis a layout scrolls or pages along.
///
/// Layout and snapping math is written once along a *main* axis and mapped to x or y
/// through `Axis`, so a vertical component can never read a horizontal velocity by mistake.
public enum Axis: Sendable, Hashable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }

    // MARK: - Reading a component

    /// The component of `point` along this axis.
    @inlinable public func main(_ point: CGPoint) -> CGFloat { self == .horizontal ? point.x : point.y }
    /// The component of `size` along this axis.
    @inlinable public func main(_ size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }
    /// The lowest coordinate of `rect` along this axis.
    @inlinable public func minimum(of rect: CGRect) -> CGFloat { self == .horizontal ? rect.minX : rect.minY }
    /// The highest coordinate of `rect` along this axis.
    @inlinable public func maximum(of rect: CGRect) -> CGFloat { self == .horizontal ? rect.maxX : rect.maxY }
    /// The length of `rect` along this axis.
    @inlinable public func length(of rect: CGRect) -> CGFloat { self == .horizontal ? rect.width : rect.height }

    // MARK: - Building a value

    /// A point with `main` along this axis and `cross` along the other.
    @inlinable public func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        self == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }

    /// A size with `main` along this axis and `cross` along the other.
    @inlinable public func size(main: CGFloat, cross: CGFloat) -> CGSize {
        self == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }

    /// A rectangle given by its origin and lengths along this axis and the other.
    @inlinable public func rect(mainOrigin: CGFloat, crossOrigin: CGFloat,
                                mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        CGRect(origin: point(main: mainOrigin, cross: crossOrigin),
               size: size(main: mainLength, cross: crossLength))
    }

    /// `point` with its component along this axis replaced by `value`.
    @inlinable public func replacing(_ value: CGFloat, in point: CGPoint) -> CGPoint {
        self == .horizontal ? CGPoint(x: value, y: point.y) : CGPoint(x: point.x, y: value)
    }
}
