import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Each formula is UIKit's as DESIGN.md "Physics" states it; the tests restate the source.
@Suite("Physics")
struct PhysicsTests {
    // MARK: - Deceleration

    /// UIScrollView multiplies velocity by the rate every millisecond and stops at 10 pt/s.
    /// The closed form must land where stepping millisecond by millisecond lands.
    @Test(arguments: [(CGFloat(300), DecelerationRate.normal), (1500, .normal), (-4000, .normal),
                      (1500, .fast), (-800, .fast), (12000, .normal)])
    func closedFormDeceleration_matchesMillisecondStepping(velocity: CGFloat, rate: DecelerationRate) {
        var position: CGFloat = 50, v = velocity / 1000, milliseconds = 0
        while abs(v) > 0.01 {
            v *= rate.perMillisecond
            position += v
            milliseconds += 1
        }
        let motion = Deceleration(origin: 50, velocity: velocity, rate: rate)
        #expect(abs(motion.restingPosition - position) < 0.02)
        #expect(abs(motion.duration * 1000 - Double(milliseconds)) < 1)
    }

    /// DESIGN.md: x₀ + (v₀ − 0.01·sign v₀)·r/(1 − r), v₀ in pt/ms.
    @Test func restingOffset_isTheDesignClosedForm() {
        let resting = Deceleration.projectedPosition(from: 100, velocity: 2000, rate: .normal)
        #expect(abs(resting - (100 + (2 - 0.01) * 0.998 / 0.002)) < 1e-6)
    }

    /// WWDC 2018 "Designing Fluid Interfaces" projects x₀ + (v/1000)·r/(1 − r); the true
    /// resting offset is 0.01·r/(1 − r) ≈ 5 pt shorter at the normal rate.
    @Test func wwdcProjection_overshootsTheTrueRestingOffsetByAboutFivePoints() {
        let wwdc: CGFloat = 0 + (1500 / 1000) * 0.998 / (1 - 0.998)
        let actual = Deceleration.projectedPosition(from: 0, velocity: 1500, rate: .normal)
        #expect(abs(wwdc - actual - 4.99) < 0.01)
    }

    @Test func decelerationStopsAtTenPointsPerSecond() {
        let motion = Deceleration(origin: 0, velocity: 1000, rate: .normal)
        // ln(0.01 / 1) / ln(0.998) ms
        #expect(abs(motion.duration - 2.300) < 0.001)
        #expect(abs(motion.velocity(at: motion.duration - 0.0001) - 10) < 0.1)
        #expect(motion.velocity(at: motion.duration) == 0)
        #expect(Deceleration(origin: 0, velocity: 9, rate: .normal).duration == 0)
    }

    @Test func fastRate_stopsSoonerAndShorter() {
        let normal = Deceleration(origin: 0, velocity: 1500, rate: .normal)
        let fast = Deceleration(origin: 0, velocity: 1500, rate: .fast)
        #expect(fast.restingPosition < normal.restingPosition / 5)
        #expect(fast.duration < normal.duration / 4)
    }

    /// A delegate that moves `targetContentOffset` gets a deceleration re-aimed at it.
    @Test(arguments: [CGFloat(340), -20, 1, 2000])
    func reaimedDeceleration_restsExactlyOnTheTarget(target: CGFloat) {
        let motion = Deceleration(origin: 0, restingAt: target, rate: .fast)
        #expect(abs(motion.restingPosition - target) < 1e-6)
    }

    @Test func timeToReach_findsTheCrossingOrNil() throws {
        let motion = Deceleration(origin: 0, velocity: 1000, rate: .normal)
        let crossing = try #require(motion.time(toReach: 200))
        #expect(abs(motion.position(at: crossing) - 200) < 1e-6)
        #expect(motion.time(toReach: motion.restingPosition + 1) == nil)
        #expect(motion.time(toReach: -5) == nil)
    }

    // MARK: - Rubber band

    /// (1 − 1/(x·0.55/d + 1))·d: 100 pt past the edge of a 200 pt viewport shows as 43.14 pt.
    @Test func rubberBand_isUIKitsFormula() {
        #expect(abs(RubberBand.displacement(forOvershoot: 100, dimension: 200) - 43.137) < 0.001)
        #expect(abs(RubberBand.displacement(forOvershoot: -100, dimension: 200) + 43.137) < 0.001)
        #expect(RubberBand.displacement(forOvershoot: 1e9, dimension: 200) < 200)
        #expect(RubberBand.displacement(forOvershoot: 10, dimension: 0) == 0)
    }

    @Test(arguments: [CGFloat(1), 37, 150, 600])
    func rubberBandInverse_roundTrips(overshoot: CGFloat) {
        let shown = RubberBand.displacement(forOvershoot: overshoot, dimension: 320)
        #expect(abs(RubberBand.overshoot(forDisplacement: shown, dimension: 320) - overshoot) < 1e-6 * overshoot + 1e-9)
    }

    // MARK: - Spring

    /// Paging spring k = 360, c = 34, unit mass: damping ratio ≈ 0.9.
    @Test func pagingSpring_isSlightlyUnderdamped() {
        let spring = SpringParameters.paging
        #expect(abs(spring.naturalFrequency - 18.974) < 0.001)
        #expect(abs(spring.dampingRatio - 0.896) < 0.001)
    }

    /// A page snap in UIKit takes about 300–380 ms from release to rest: here a 320 pt page
    /// released after a 40% drag at 1,500 pt/s (the canonical flick), slow releases, and
    /// 150–250 pt left to travel. (Springs take longer for longer trips: a whole page from
    /// rest takes about 405 ms, 100 pt about 280 ms.)
    @Test(arguments: [(CGFloat(-212), CGFloat(1500)), (-212, 0), (-250, 1000), (-150, 600), (-160, 0), (-192, 2500)])
    func pageSnap_settlesInAboutThreeHundredToThreeHundredEightyMilliseconds(offset: CGFloat, velocity: CGFloat) {
        let snap = SpringMotion(from: offset, to: 0, velocity: velocity, parameters: .paging)
        #expect(snap.duration >= 0.28 && snap.duration <= 0.38, "settled after \(snap.duration) s")
        #expect(snap.position(at: snap.duration) == 0)
    }

    @Test func springClosedForm_satisfiesItsDifferentialEquation() {
        for parameters in [SpringParameters.paging, .bounce, SpringParameters(stiffness: 100, damping: 40)] {
            let spring = SpringMotion(from: 120, to: 20, velocity: -300, parameters: parameters)
            let h = 1e-4, t = 0.05
            let acceleration = (spring.velocity(at: t + h) - spring.velocity(at: t - h)) / CGFloat(2 * h)
            let expected = -parameters.stiffness * (spring.position(at: t) - 20) - parameters.damping * spring.velocity(at: t)
            #expect(abs(acceleration - expected) < 0.5)
            #expect(abs(spring.position(at: 0) - 120) < 1e-9)
            #expect(abs(spring.velocity(at: 0) + 300) < 1e-6)
        }
    }

    // MARK: - Curves

    @Test func timingCurve_endpointsAndMonotonicity() {
        for curve in [TimingCurve.easeInOut, .easeOut, .linear] {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            var last: CGFloat = 0
            for step in 1...100 {
                let value = curve.progress(at: CGFloat(step) / 100)
                #expect(value >= last - 1e-9)
                last = value
            }
        }
        #expect(abs(TimingCurve.linear.progress(at: 0.37) - 0.37) < 1e-6)
        #expect(abs(TimingCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-6)
    }

    /// UIKit hands `scrollViewWillEndDragging` points per millisecond; the core uses points per second.
    @Test func velocityConversion_isAThousandfold() {
        let perSecond = ScrollVelocity.pointsPerSecond(fromPointsPerMillisecond: CGPoint(x: 0.4, y: -2.5))
        #expect(perSecond == CGPoint(x: 400, y: -2500))
        #expect(ScrollVelocity.pointsPerMillisecond(fromPointsPerSecond: perSecond) == CGPoint(x: 0.4, y: -2.5))
    }
}
