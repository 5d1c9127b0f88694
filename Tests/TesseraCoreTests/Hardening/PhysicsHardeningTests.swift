import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Issue 10: the physics with non-finite and huge velocities, positions, rates and times.
/// Every position and velocity must stay finite.
@Suite("Physics hardening")
struct PhysicsHardeningTests {
    private static let values: [CGFloat] = [0, 1, -1, 1e12, -1e30, 1e300, .greatestFiniteMagnitude,
                                            -.greatestFiniteMagnitude, .infinity, -.infinity, .nan]
    private static let times: [TimeInterval] = [0, 0.016, 1, 1e9, -1, .infinity, -.infinity, .nan]

    private func expectFinite(_ values: CGFloat..., because comment: @autoclosure () -> String) {
        for value in values { #expect(value.isFinite, "\(comment())") }
    }

    @Test(arguments: values)
    func deceleration_withAnyOriginAndVelocity_staysFinite(velocity: CGFloat) {
        // Used to give NaN at a NaN time and ∞ from 10³⁰⁸ with a 10³⁰⁸ pt/s fling.
        for origin in Self.values {
            for rate in [DecelerationRate.normal, .fast, DecelerationRate(perMillisecond: .nan),
                         DecelerationRate(perMillisecond: 2), DecelerationRate(perMillisecond: -1)] {
                let motion = Deceleration(origin: origin, velocity: velocity, rate: rate)
                #expect(motion.duration.isFinite && motion.duration >= 0)
                expectFinite(motion.restingPosition, because: "\(origin) \(velocity)")
                for time in Self.times {
                    expectFinite(motion.position(at: time), motion.velocity(at: time), because: "\(origin) \(velocity) \(time)")
                    expectFinite(AxisMotion.decelerating(motion, start: 0).position(at: time), because: "\(time)")
                }
                _ = motion.time(toReach: velocity)
                expectFinite(motion.shifted(by: velocity).origin, because: "\(velocity)")
                let aimed = Deceleration(origin: origin, restingAt: velocity, rate: rate)
                expectFinite(aimed.restingPosition, because: "\(origin) → \(velocity)")
            }
        }
    }

    @Test func deceleration_atANaNTime_isAtItsStart() {
        let motion = Deceleration(origin: 10, velocity: 2000)
        #expect(motion.position(at: .nan) == 10)
        #expect(motion.velocity(at: .nan) == 2000)
        #expect(Deceleration(origin: 0, velocity: .infinity).initialVelocity == Deceleration.maximumSpeed)
        #expect(Deceleration(origin: 0, velocity: .nan).initialVelocity == 0)
    }

    @Test(arguments: values)
    func springMotion_withAnyEndsAndVelocity_staysFinite(velocity: CGFloat) {
        for origin in Self.values {
            for target in [0, 1e300, -.infinity, .nan] as [CGFloat] {
                let motion = SpringMotion(from: origin, to: target, velocity: velocity)
                #expect(motion.duration.isFinite)
                for time in Self.times {
                    expectFinite(motion.position(at: time), motion.velocity(at: time), because: "\(origin) \(target) \(velocity) \(time)")
                }
                expectFinite(motion.shifted(by: .nan).target, because: "\(target)")
            }
        }
    }

    @Test(arguments: [(CGFloat(1e-300), CGFloat(1)), (1, 1e-300), (1e300, 1e300), (1e300, 1), (1, 1e300), (.nan, 1)])
    func springParameters_atExtremes_giveFiniteMotion(stiffness: CGFloat, damping: CGFloat) {
        // Used to give NaN: ζ = c / 2√k overflowed and the overdamped roots became ∞ − ∞.
        let parameters = SpringParameters(stiffness: stiffness, damping: damping)
        let motion = SpringMotion(from: 0, to: 100, velocity: 3000, parameters: parameters)
        for time in Self.times + [0.3, 5] {
            expectFinite(motion.position(at: time), motion.velocity(at: time), because: "\(stiffness) \(damping) \(time)")
        }
    }

    @Test(arguments: values)
    func rubberBand_withAnyOvershootAndDimension_staysFiniteAndWithinTheDimension(value: CGFloat) {
        // Used to give NaN for an infinite dimension (0 · ∞) and for a NaN displacement.
        for dimension in Self.values {
            let shown = RubberBand.displacement(forOvershoot: value, dimension: dimension)
            #expect(shown.isFinite)
            if dimension.isFinite && dimension > 0 { #expect(abs(shown) <= dimension) }
            #expect(RubberBand.overshoot(forDisplacement: value, dimension: dimension).isFinite)
            #expect(RubberBand.clamp(value, lower: 0, upper: 100, dimension: dimension).isFinite || !value.isFinite && !dimension.isFinite)
        }
        #expect(RubberBand.displacement(forOvershoot: .infinity, dimension: 200) == 200)
        #expect(RubberBand.clamp(.nan, lower: -10, upper: 100, dimension: 200) == -10)
        #expect(RubberBand.clamp(-.infinity, lower: -10, upper: 100, dimension: 200) == -210)
    }

    @Test(arguments: values)
    func timingCurveAndCurveAnimation_withAnyValues_stayFinite(value: CGFloat) {
        // Used to give NaN: a NaN time fraction, a NaN control point, and ends 10³⁰⁸ apart (∞ · 0).
        let curves = [TimingCurve.easeInOut, TimingCurve(value, value, value, value), TimingCurve(0.2, value, 0.8, -value)]
        for curve in curves {
            for x in Self.values {
                expectFinite(curve.progress(at: x), curve.slope(at: x), because: "\(curve) \(x)")
            }
        }
        for (from, to) in [(value, 0), (0, value), (-value, value), (value, value)] as [(CGFloat, CGFloat)] {
            for duration in Self.times {
                let animation = CurveAnimation(from: from, to: to, duration: duration, curve: curves[1])
                for time in Self.times {
                    expectFinite(animation.position(at: time), animation.velocity(at: time), because: "\(from) \(to) \(duration) \(time)")
                }
                expectFinite(animation.shifted(by: .nan).from, because: "\(from)")
            }
        }
        #expect(CurveAnimation(from: -.greatestFiniteMagnitude, to: .greatestFiniteMagnitude).position(at: 0) == -.greatestFiniteMagnitude)
    }

    @Test func axisMotion_shiftedByNaN_isUnchanged() {
        let motions: [AxisMotion] = [.resting(5), .decelerating(Deceleration(origin: 0, velocity: 900), start: 1),
                                     .spring(SpringMotion(from: 0, to: 40, velocity: 0), start: 1),
                                     .animating(CurveAnimation(from: 0, to: 300), start: 1)]
        for motion in motions {
            #expect(motion.shifted(by: .nan) == motion)
            #expect(motion.shifted(by: .infinity) == motion)
            for time in Self.times { #expect(motion.position(at: time).isFinite && motion.velocity(at: time).isFinite) }
        }
    }
}
