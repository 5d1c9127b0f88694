import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The constants of a damped spring with unit mass.
public struct SpringParameters: Sendable, Hashable {
    /// Stiffness k (force per point of displacement).
    public let stiffness: CGFloat
    /// Damping c (force per point per second of velocity).
    public let damping: CGFloat

    /// Creates spring constants. Values that are not positive and finite fall back to `.paging`;
    /// others are clamped into 10⁻⁶…10⁹ (`Limits.springParameter`).
    public init(stiffness: CGFloat, damping: CGFloat) {
        let valid = stiffness.isFinite && stiffness > 0 && damping.isFinite && damping > 0
        let range = Limits.springParameter
        self.stiffness = valid ? min(max(stiffness, range.lowerBound), range.upperBound) : 360
        self.damping = valid ? min(max(damping, range.lowerBound), range.upperBound) : 34
    }

    /// UIScrollView's page snap: k ≈ 360, c ≈ 34 (damping ratio 0.9). A page settles in
    /// about 300–380 ms.
    public static let paging = SpringParameters(stiffness: 360, damping: 34)

    /// The return from a rubber-band overshoot: critically damped, about half a second.
    public static let bounce = SpringParameters(stiffness: 225, damping: 30)

    /// ω₀ = √k.
    var naturalFrequency: CGFloat { stiffness.squareRoot() }
    /// ζ = c / (2√k).
    var dampingRatio: CGFloat { damping / (2 * naturalFrequency) }
}

/// A spring pulling a position towards a target, in closed form along one axis.
///
/// With e = x − target, e(0) = e₀ and e′(0) = v₀:
/// - ζ < 1: e(t) = e^(−ζω₀t)·(e₀ cos ω_d t + (v₀ + ζω₀e₀)/ω_d · sin ω_d t), ω_d = ω₀√(1 − ζ²)
/// - ζ = 1: e(t) = e^(−ω₀t)·(e₀ + (v₀ + ω₀e₀)t)
/// - ζ > 1: e(t) = C₁e^(r₁t) + C₂e^(r₂t), r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1))
public struct SpringMotion: Sendable, Hashable {
    /// Closer than this to the target (points) and slower than `restSpeed`, the spring is at
    /// rest and jumps the last pixel (on 2×). With 0.25 pt the paging spring's 0.2% overshoot
    /// keeps it "moving" for another 100 ms with nothing visible changing; 0.5 pt gives
    /// UIKit's 300–380 ms page snap.
    static let restDistance: CGFloat = 0.5
    /// Points per second below which a spring near its target is at rest.
    static let restSpeed: CGFloat = 20

    public private(set) var target: CGFloat
    public let parameters: SpringParameters
    private let initialDisplacement: CGFloat
    private let initialVelocity: CGFloat
    /// How long until the spring stays at rest, in seconds.
    public private(set) var duration: TimeInterval = 0

    /// Starts a spring at `origin` moving at `velocity` (points per second) towards `target`.
    /// A non-finite target counts as `origin` (no pull) and a non-finite origin as `target`
    /// (both non-finite: 0); a NaN velocity counts as 0. Displacement and velocity are
    /// clamped to ±10¹² (`Limits.physicsSpeed`).
    public init(from origin: CGFloat, to target: CGFloat, velocity: CGFloat,
                parameters: SpringParameters = .paging) {
        let target = target.isFinite ? target : (origin.isFinite ? origin : 0)
        let origin = origin.isFinite ? origin : target
        let limit = Limits.physicsSpeed
        self.target = target
        self.parameters = parameters
        self.initialDisplacement = min(max(origin - target, -limit), limit)
        self.initialVelocity = velocity.isNaN ? 0 : min(max(velocity, -limit), limit)
        self.duration = settlingTime()
    }

    /// The position `elapsed` seconds after the start; exactly `target` once at rest. A NaN
    /// time counts as the start.
    public func position(at elapsed: TimeInterval) -> CGFloat {
        let elapsed = elapsed.isNaN ? 0 : elapsed
        return elapsed >= duration ? target : target + displacementAndVelocity(at: CGFloat(max(0, elapsed))).0
    }

    /// The velocity in points per second `elapsed` seconds after the start (0 once at rest; a
    /// NaN time counts as the start).
    public func velocity(at elapsed: TimeInterval) -> CGFloat {
        let elapsed = elapsed.isNaN ? 0 : elapsed
        return elapsed >= duration ? 0 : displacementAndVelocity(at: CGFloat(max(0, elapsed))).1
    }

    /// The same motion moved by `delta`.
    func shifted(by delta: CGFloat) -> SpringMotion {
        var copy = self
        copy.target = target + delta
        return copy
    }

    // MARK: - Closed form

    private func displacementAndVelocity(at t: CGFloat) -> (CGFloat, CGFloat) {
        let e0 = initialDisplacement, v0 = initialVelocity
        let w0 = parameters.naturalFrequency, zeta = parameters.dampingRatio
        if abs(zeta - 1) < 1e-6 {
            let decay = exp(-w0 * t), b = v0 + w0 * e0
            return (decay * (e0 + b * t), decay * (b - w0 * (e0 + b * t)))
        }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot(), a = zeta * w0
            let b = (v0 + a * e0) / wd
            let decay = exp(-a * t), c = cos(wd * t), s = sin(wd * t)
            let e = decay * (e0 * c + b * s)
            return (e, -a * e + decay * (-e0 * wd * s + b * wd * c))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let c2 = (v0 - r1 * e0) / (r2 - r1), c1 = e0 - c2
        let x1 = c1 * exp(r1 * t), x2 = c2 * exp(r2 * t)
        return (x1 + x2, r1 * x1 + r2 * x2)
    }

    /// The last moment the spring is outside the rest tolerance, found by sampling each
    /// millisecond (at most 10 s): 10⁴ evaluations once per spring, never per frame.
    private func settlingTime() -> TimeInterval {
        var lastRestless: TimeInterval = -0.001
        var elapsed: TimeInterval = 0
        while elapsed <= 10 {
            let (e, v) = displacementAndVelocity(at: CGFloat(elapsed))
            if abs(e) >= Self.restDistance || abs(v) >= Self.restSpeed { lastRestless = elapsed }
            else if elapsed - lastRestless > 0.25 { break } // a quarter second at rest: done
            elapsed += 0.001
        }
        return lastRestless + 0.001
    }
}
