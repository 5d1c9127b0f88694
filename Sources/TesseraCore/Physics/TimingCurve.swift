import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as in Core Animation.
public struct TimingCurve: Sendable, Hashable {
    // Control points as plain numbers: `CGPoint` is not `Hashable` in the iOS SDK.
    public let x1: CGFloat, y1: CGFloat, x2: CGFloat, y2: CGFloat

    /// Creates a curve from its two control points: x clamped to 0…1, y to ±`maximumY`
    /// (overshooting curves go a little outside 0…1). Non-finite coordinates of the first
    /// control point count as 0, of the second as 1 (the linear curve's).
    public init(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) {
        self.x1 = Self.clamped(x1, 0...1, nan: 0)
        self.y1 = Self.clamped(y1, -Limits.timingCurveY...Limits.timingCurveY, nan: 0)
        self.x2 = Self.clamped(x2, 0...1, nan: 1)
        self.y2 = Self.clamped(y2, -Limits.timingCurveY...Limits.timingCurveY, nan: 1)
    }

    private static func clamped(_ value: CGFloat, _ range: ClosedRange<CGFloat>, nan: CGFloat) -> CGFloat {
        value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : nan
    }

    /// Constant speed (marquee).
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Core Animation's ease-in-ease-out.
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    /// Core Animation's ease-out.
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)

    /// Progress (0…1 unless the curve overshoots) at time fraction `x`, clamped to 0…1 (NaN
    /// counts as 0).
    public func progress(at x: CGFloat) -> CGFloat {
        let x = x.isNaN ? 0 : min(max(x, 0), 1)
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

    /// The slope of progress against time fraction at `x` (for velocity; NaN counts as 0).
    func slope(at x: CGFloat) -> CGFloat {
        let x = x.isNaN ? 0 : min(max(x, 0), 1)
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

    /// Creates an animation. A duration that is not positive and finite ends immediately. A
    /// non-finite end counts as the start (nothing moves) and a non-finite start as the end
    /// (both non-finite: 0).
    public init(from: CGFloat, to: CGFloat, duration: TimeInterval = defaultDuration,
                curve: TimingCurve = .easeInOut) {
        let to = to.isFinite ? to : (from.isFinite ? from : 0)
        self.from = from.isFinite ? from : to
        self.to = to
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.curve = curve
    }

    /// The position `elapsed` seconds after the start: `to` from `duration` on (a NaN time
    /// counts as the start). Finite for any finite ends, also ±10³⁰⁸ apart.
    public func position(at elapsed: TimeInterval) -> CGFloat {
        guard duration > 0, elapsed < duration else { return elapsed.isNaN && duration > 0 ? from : to }
        let progress = curve.progress(at: CGFloat(max(0, elapsed) / duration))
        let distance = to - from
        // Ends ±10³⁰⁸ apart overflow the distance; weighing the ends instead stays finite.
        let position = distance.isFinite ? from + distance * progress : from * (1 - progress) + to * progress
        return Self.finite(position)
    }

    /// The velocity in points per second `elapsed` seconds after the start (0 from `duration`
    /// on and for a NaN time); clamped to the finite range.
    public func velocity(at elapsed: TimeInterval) -> CGFloat {
        guard duration > 0, elapsed < duration else { return 0 }
        let slope = curve.slope(at: CGFloat(max(0, elapsed) / duration)) / CGFloat(duration)
        let distance = to - from
        return Self.finite(distance.isFinite ? distance * slope : to * slope - from * slope)
    }

    /// The same motion moved by `delta`; a non-finite delta is ignored.
    func shifted(by delta: CGFloat) -> CurveAnimation {
        guard delta.isFinite else { return self }
        var copy = self
        copy.from = from + delta
        copy.to = to + delta
        return copy
    }

    private static func finite(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}
