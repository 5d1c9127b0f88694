import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// UIKit's deceleration along one axis, in closed form.
///
/// UIScrollView multiplies the velocity by `rate` every millisecond and stops once
/// |v| ≤ 10 pt/s. Summing that geometric series gives, with v₀ in pt/ms and n in ms,
///
///     x(n)  = x₀ + v₀·r·(1 − rⁿ)/(1 − r)
///     v(n)  = v₀·rⁿ
///     stop  = ln(0.01 / |v₀|) / ln r
///     x(∞)  = x₀ + (v₀ − 0.01·sign v₀)·r/(1 − r)
///
/// Evaluating the closed form at any time means a long fling accumulates no stepping error.
public struct Deceleration: Sendable, Hashable {
    /// The speed at which UIKit ends deceleration: 10 pt/s.
    static let stopSpeed: CGFloat = 10

    /// Where the motion started.
    public private(set) var origin: CGFloat
    /// The velocity at the start, in points per second.
    let initialVelocity: CGFloat
    /// The deceleration rate.
    public let rate: DecelerationRate

    /// Starts decelerating from `origin` with `velocity` (points per second). A NaN velocity
    /// counts as 0; others are clamped to ±10¹² pt/s (`Limits.physicsSpeed`, so ±∞ is the
    /// fastest fling). A non-finite origin counts as 0.
    public init(origin: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal) {
        self.origin = origin.isFinite ? origin : 0
        self.initialVelocity = velocity.isNaN ? 0 : min(max(velocity, -Limits.physicsSpeed), Limits.physicsSpeed)
        self.rate = rate
    }

    /// The deceleration that comes to rest exactly at `target`, as UIKit does when a delegate
    /// changes `targetContentOffset`: the same rate, with the start velocity it would take.
    /// A target too far for `maximumSpeed` is rested short of; a non-finite one is not moved
    /// towards at all.
    public init(origin: CGFloat, restingAt target: CGFloat, rate: DecelerationRate = .normal) {
        let distance = target - origin
        let r = rate.perMillisecond
        let speedPerMs = distance == 0 ? 0 : abs(distance) * (1 - r) / r + Self.stopSpeed / 1000
        self.init(origin: origin, velocity: (distance < 0 ? -speedPerMs : speedPerMs) * 1000, rate: rate)
    }

    private var v0: CGFloat { initialVelocity / 1000 }
    private var r: CGFloat { rate.perMillisecond }

    /// How long the motion lasts, in seconds.
    public var duration: TimeInterval {
        let speed = abs(v0)
        guard speed > Self.stopSpeed / 1000 else { return 0 }
        return TimeInterval(log(Self.stopSpeed / 1000 / speed) / log(r)) / 1000
    }

    /// Where the motion comes to rest.
    var restingPosition: CGFloat { position(at: duration) }

    /// The position `elapsed` seconds after the start (clamped to the duration; a NaN time
    /// counts as the start).
    public func position(at elapsed: TimeInterval) -> CGFloat {
        let n = elapsed.isNaN ? 0 : CGFloat(min(max(elapsed, 0), duration) * 1000)
        return origin + v0 * r * (1 - pow(r, n)) / (1 - r)
    }

    /// The velocity in points per second `elapsed` seconds after the start (0 once stopped;
    /// a NaN time counts as the start).
    public func velocity(at elapsed: TimeInterval) -> CGFloat {
        let elapsed = elapsed.isNaN ? 0 : elapsed
        guard elapsed < duration else { return 0 }
        return initialVelocity * pow(r, CGFloat(max(elapsed, 0) * 1000))
    }

    /// The first time the motion reaches `position`, or `nil` if it stops short of it.
    /// Used to find the moment a fling meets the edge of the content.
    public func time(toReach position: CGFloat) -> TimeInterval? {
        let distance = position - origin
        guard distance != 0 else { return 0 }
        guard v0 != 0, (distance > 0) == (v0 > 0) else { return nil }
        let power = 1 - distance * (1 - r) / (v0 * r) // rⁿ at the crossing
        guard power > 0 else { return nil }
        let elapsed = TimeInterval(log(power) / log(r)) / 1000
        return elapsed <= duration ? elapsed : nil
    }

    /// The same motion moved by `delta` (for recentring without changing velocity); a
    /// non-finite delta is ignored.
    func shifted(by delta: CGFloat) -> Deceleration {
        guard delta.isFinite else { return self }
        var copy = self
        copy.origin = origin + delta
        return copy
    }

    /// The resting position of a fling from `origin` at `velocity` (points per second),
    /// without creating a motion: the DESIGN.md closed form.
    public static func projectedPosition(from origin: CGFloat, velocity: CGFloat,
                                         rate: DecelerationRate = .normal) -> CGFloat {
        Deceleration(origin: origin, velocity: velocity, rate: rate).restingPosition
    }
}
