import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How quickly scrolling slows down after the finger lifts: the factor the velocity is
/// multiplied by every millisecond (`UIScrollView.DecelerationRate`).
public struct DecelerationRate: Sendable, Hashable {
    /// The per-millisecond velocity factor, in (0, 1).
    public let perMillisecond: CGFloat

    /// Creates a rate, clamped into 0.5…0.999999 (`Limits.decelerationRate`); NaN is `.normal`.
    public init(perMillisecond: CGFloat) {
        let range = Limits.decelerationRate
        self.perMillisecond = perMillisecond.isNaN ? 0.998 : min(max(perMillisecond, range.lowerBound), range.upperBound)
    }

    /// UIKit's `.normal`: 0.998 per ms.
    public static let normal = DecelerationRate(perMillisecond: 0.998)
    /// UIKit's `.fast`: 0.99 per ms.
    public static let fast = DecelerationRate(perMillisecond: 0.99)
}

/// Conversions between the velocity units of UIKit and of the core.
///
/// The core measures velocity in points per second. UIKit's
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` reports points per
/// millisecond; the UIKit skin converts through this type in exactly one place.
public enum ScrollVelocity {
    /// Points per second from UIKit's points per millisecond.
    @inlinable public static func pointsPerSecond(fromPointsPerMillisecond value: CGPoint) -> CGPoint {
        CGPoint(x: value.x * 1000, y: value.y * 1000)
    }

    /// UIKit's points per millisecond from points per second.
    @inlinable public static func pointsPerMillisecond(fromPointsPerSecond value: CGPoint) -> CGPoint {
        CGPoint(x: value.x / 1000, y: value.y / 1000)
    }
}
