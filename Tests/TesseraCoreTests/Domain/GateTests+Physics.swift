import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The physics is a front door too (its types are public; the engine's fake UIKit builds them
/// from raw readings): any velocity, position, rate or time gives finite positions and
/// velocities, within `Limits.physicsSpeed`, `springParameter`, `decelerationRate` and
/// `timingCurveY`.
@Suite("The gate: physics")
struct PhysicsGateTests {
    private static let values: [CGFloat] = [0, 1, -1, 1e12, -1e30, 1e300, .greatestFiniteMagnitude,
                                            -.greatestFiniteMagnitude, .infinity, -.infinity, .nan]
    private static let times: [TimeInterval] = [0, 0.016, 1, 1e9, -1, .infinity, -.infinity, .nan]

    private func expectFinite(_ values: CGFloat..., because comment: @autoclosure () -> String) {
        for value in values { #expect(value.isFinite, "\(comment())") }
    }

    @Test(arguments: values)
    func deceleration_withAnyOriginAndVelocity_staysFinite(velocity: CGFloat) {
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
                let aimed = Deceleration(origin: origin, restingAt: velocity, rate: rate)
                expectFinite(aimed.restingPosition, because: "\(origin) → \(velocity)")
            }
        }
    }

    @Test func deceleration_atANaNTime_isAtItsStart() {
        let motion = Deceleration(origin: 10, velocity: 2000)
        #expect(motion.position(at: .nan) == 10)
        #expect(motion.velocity(at: .nan) == 2000)
        #expect(Deceleration(origin: 0, velocity: .infinity).initialVelocity == Limits.physicsSpeed)
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
            }
        }
    }

    @Test(arguments: [(CGFloat(1e-300), CGFloat(1)), (1, 1e-300), (1e300, 1e300), (1e300, 1), (1, 1e300), (.nan, 1)])
    func springParameters_atExtremes_giveFiniteMotion(stiffness: CGFloat, damping: CGFloat) {
        let parameters = SpringParameters(stiffness: stiffness, damping: damping)
        let motion = SpringMotion(from: 0, to: 100, velocity: 3000, parameters: parameters)
        for time in Self.times + [0.3, 5] {
            expectFinite(motion.position(at: time), motion.velocity(at: time), because: "\(stiffness) \(damping) \(time)")
        }
    }

    @Test(arguments: values)
    func rubberBand_withAnyOvershootAndDimension_staysFiniteAndWithinTheDimension(value: CGFloat) {
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
            }
        }
        #expect(CurveAnimation(from: -.greatestFiniteMagnitude, to: .greatestFiniteMagnitude).position(at: 0) == -.greatestFiniteMagnitude)
    }
}
