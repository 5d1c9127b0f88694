import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as in Core Animation.
public struct TimingCurve: Sendable, Hashable {
    // Control points as plain numbers: `CGPoint` is not `Hashable` in the iOS SDK.
    public let x1: CGFloat, y1: CGFloat, x2: CGFloat, y2: CGFloat

    /// Creates a curve from its two control points (x clamped to 0…1).
    public init(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// Constant speed (marquee).
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Core Animation's ease-in-ease-out.
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    /// Core Animation's ease-out.
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)

    /// Progress (0…1) at time fraction `x` (0…1).
    public func progress(at x: CGFloat) -> CGFloat {
        let x = min(max(x, 0), 1)
        if x == 0 || x == 1 { return x }
        // Solve bx(t) = x by Newton's method, falling back to bisection.
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, x1, x2) - x
            if abs(error) < 1e-7 { return bezier(t, y1, y2) }
            let slope = derivative(t, x1, x2)
            if abs(slope) < 1e-7 { break }
            t -= error / slope
        }
        var low: CGFloat = 0, high: CGFloat = 1
        t = x
        for _ in 0..<40 {
            let value = bezier(t, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return bezier(t, y1, y2)
    }

    /// The slope of progress against time fraction at `x` (for velocity).
    public func slope(at x: CGFloat) -> CGFloat {
        let h: CGFloat = 1e-4
        return (progress(at: min(1, x + h)) - progress(at: max(0, x - h))) / (min(1, x + h) - max(0, x - h))
    }

    private func bezier(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private func derivative(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
}

/// A programmatic scroll from one position to another over a fixed duration.
public struct CurveAnimation: Sendable, Hashable {
    /// UIKit's `setContentOffset(_:animated: true)` takes about 0.3 s.
    public static let defaultDuration: TimeInterval = 0.3

    public private(set) var from: CGFloat
    public private(set) var to: CGFloat
    public let duration: TimeInterval
    public let curve: TimingCurve

    /// Creates an animation. A duration that is not positive and finite ends immediately.
    public init(from: CGFloat, to: CGFloat, duration: TimeInterval = defaultDuration,
                curve: TimingCurve = .easeInOut) {
        self.from = from
        self.to = to
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.curve = curve
    }

    public func position(at elapsed: TimeInterval) -> CGFloat {
        guard duration > 0, elapsed < duration else { return to }
        return from + (to - from) * curve.progress(at: CGFloat(max(0, elapsed) / duration))
    }

    public func velocity(at elapsed: TimeInterval) -> CGFloat {
        guard duration > 0, elapsed < duration else { return 0 }
        return (to - from) * curve.slope(at: CGFloat(max(0, elapsed) / duration)) / CGFloat(duration)
    }

    public func shifted(by delta: CGFloat) -> CurveAnimation {
        var copy = self
        copy.from += delta
        copy.to += delta
        return copy
    }
}
