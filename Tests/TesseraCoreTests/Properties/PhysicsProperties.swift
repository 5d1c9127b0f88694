import Foundation
import PropertyBased
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Motions built from any positions, velocities, rates, spring constants, durations and
/// curves, read at any time: ordinary values mostly, and 10³⁰⁸, infinities and NaN.
struct PhysicsCase: CustomStringConvertible, Sendable {
    var origin: CGFloat, target: CGFloat, velocity: CGFloat
    var rate: CGFloat, stiffness: CGFloat, damping: CGFloat
    var duration: TimeInterval
    var curve: (CGFloat, CGFloat, CGFloat, CGFloat)
    var times: [TimeInterval]
    var shift: CGFloat
    var choices: Choices

    init(_ c: inout Choices) {
        choices = c
        origin = c.coordinate(near: -3000...3000, adversarialPercent: 15)
        target = c.coordinate(near: -3000...3000, adversarialPercent: 15)
        velocity = c.coordinate(near: -20_000...20_000, adversarialPercent: 15)
        rate = c.chance(15) ? c.pick([0, 1, 2, -1, .nan, .infinity, 1e-300]) : c.pick([0.998, 0.99, 0.95])
        stiffness = c.chance(15) ? c.pick(Choices.adversarialValues + [0, -1]) : c.pick([360, 225, 100, 1000])
        damping = c.chance(15) ? c.pick(Choices.adversarialValues + [0, -1]) : c.pick([34, 30, 40, 5])
        duration = c.chance(15) ? c.pick([0, -1, .nan, .infinity, 1e300]) : c.pick([0.3, 0.25, 1, 0.016])
        curve = c.chance(15)
            ? (c.pick(Choices.adversarialValues), c.pick(Choices.adversarialValues), c.pick(Choices.adversarialValues), c.pick(Choices.adversarialValues))
            : (c.pick([0.42, 0, 0.25]), c.pick([0, 0.1, -0.5]), c.pick([0.58, 1, 0.75]), c.pick([1, 0.9, 1.5]))
        times = (0..<4).map { _ in
            c.chance(20) ? c.pick([-1, .nan, .infinity, -.infinity, 1e300]) : TimeInterval(c.int(in: 0...4000)) / 1000
        }
        shift = c.coordinate(near: -1e6...1e6, adversarialPercent: 15)
    }

    var description: String {
        "PhysicsCase(origin: \(origin), target: \(target), velocity: \(velocity), rate: \(rate), stiffness: \(stiffness), "
            + "damping: \(damping), duration: \(duration), curve: \(curve), times: \(times), shift: \(shift), \(choices))"
    }
}

@Suite("Properties: physics")
struct PhysicsProperties {
    /// Springs sample their settling time once, 10⁴ evaluations each: a quarter of the cases.
    @Test func anyMotion_staysFiniteAtAnyTime() async {
        await propertyCheck(count: PropertyCases.fraction(4), input: Choices.cases(PhysicsCase.init)) { testCase in
            Self.check(testCase)
        }
    }

    static func check(_ testCase: PhysicsCase) {
        let rate = DecelerationRate(perMillisecond: testCase.rate)
        if !(rate.perMillisecond > 0 && rate.perMillisecond < 1) { Issue.record("rate \(rate.perMillisecond) is outside (0, 1)") }
        let curve = TimingCurve(testCase.curve.0, testCase.curve.1, testCase.curve.2, testCase.curve.3)
        // `.resting` holds whatever it is given; the others sanitize what they are built from.
        let motions: [AxisMotion] = (testCase.origin.isFinite ? [.resting(testCase.origin)] : []) + [
            .decelerating(Deceleration(origin: testCase.origin, velocity: testCase.velocity, rate: rate), start: 0),
            .decelerating(Deceleration(origin: testCase.origin, restingAt: testCase.target, rate: rate), start: 0),
            .spring(SpringMotion(from: testCase.origin, to: testCase.target, velocity: testCase.velocity,
                                 parameters: SpringParameters(stiffness: testCase.stiffness, damping: testCase.damping)), start: 0),
            .animating(CurveAnimation(from: testCase.origin, to: testCase.target, duration: testCase.duration, curve: curve), start: 0),
        ]
        for motion in motions {
            // Recentring shifts come through the adapter's gate.
            for candidate in [motion, motion.shifted(by: Limits.coordinate(testCase.shift))] {
                for time in testCase.times {
                    let position = candidate.position(at: time), velocity = candidate.velocity(at: time)
                    if !(position.isFinite && velocity.isFinite) {
                        Issue.record("\(candidate) at \(time): position \(position), velocity \(velocity)")
                    }
                    _ = candidate.isFinished(at: time)
                }
            }
        }
        for time in testCase.times {
            let x = CGFloat(time)
            if !(curve.progress(at: x).isFinite && curve.slope(at: x).isFinite) { Issue.record("\(curve) at \(x) is not finite") }
        }
        let dimension = testCase.target
        let shown = RubberBand.displacement(forOvershoot: testCase.velocity, dimension: dimension)
        let overshoot = RubberBand.overshoot(forDisplacement: testCase.velocity, dimension: dimension)
        if !(shown.isFinite && overshoot.isFinite) { Issue.record("rubber band of \(testCase.velocity) over \(dimension)") }
        if dimension.isFinite, dimension > 0, abs(shown) > dimension { Issue.record("rubber band shows \(shown) beyond \(dimension)") }
    }
}
