import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The auto-scroll state machine on its own: time is just a number passed in.
@Suite("AutoScroller")
struct AutoScrollerTests {
    private func running(_ mode: AutoScroller.Mode, at now: TimeInterval = 0) throws -> AutoScroller {
        var scroller = try AutoScroller(mode: mode, isEnabled: true)
        scroller.setCanScroll(true, now: now)
        return scroller
    }

    /// Fire times of ticks at 60 Hz from 0 to `seconds`.
    private func fireTimes(_ scroller: inout AutoScroller, until seconds: Double, idle: (Double) -> Bool = { _ in true }) -> [Double] {
        var fired: [Double] = []
        for k in 1...Int(seconds * 60) {
            let now = Double(k) / 60
            if scroller.tick(now: now, isIdle: idle(now)) == .advance { fired.append(now) }
        }
        return fired
    }

    @Test func pageMode_turnsAPageEveryIntervalOnAFixedGrid() throws {
        var scroller = try running(.page(interval: 2.5))
        #expect(scroller.schedule(isIdle: true) == .at(2.5))
        let fired = fireTimes(&scroller, until: 10.1)
        #expect(fired.count == 4)
        for (k, time) in fired.enumerated() { #expect(abs(time - 2.5 * Double(k + 1)) < 1 / 60 + 1e-9) }
    }

    /// A page never turns under another motion: it waits for rest, then the grid restarts.
    @Test func pageMode_waitsForRestWithoutBursting() throws {
        var scroller = try running(.page(interval: 2.5))
        let fired = fireTimes(&scroller, until: 12) { $0 >= 8 } // moving until t = 8
        #expect(fired.count == 2)
        #expect(abs(fired[0] - 8) < 0.02)
        #expect(abs(fired[1] - 10.5) < 0.02)
        #expect(scroller.schedule(isIdle: false) == .none)
    }

    @Test func touch_pausesAndReleaseRestartsTheInterval() throws {
        var scroller = try running(.page(interval: 2.5))
        scroller.touchDown(now: 1)
        #expect(scroller.state == .held)
        #expect(scroller.tick(now: 3, isIdle: true) == nil)
        scroller.touchUp(now: 4)
        #expect(scroller.state == .waiting(fireAt: 6.5))
        scroller.dragBegan(now: 5)
        scroller.touchDown(now: 5)
        scroller.dragEnded(now: 6)
        #expect(scroller.state == .held) // still touching
        scroller.touchUp(now: 6.2)
        #expect(scroller.state == .waiting(fireAt: 8.7))
    }

    /// Each stop condition stops the timer and is configurable; clearing it restarts.
    @Test(arguments: [
        AutoScroller.Environment(isVisible: false), AutoScroller.Environment(isAppActive: false),
        AutoScroller.Environment(isVoiceOverRunning: true), AutoScroller.Environment(isReduceMotionEnabled: true),
    ])
    func environment_stopsUnlessThePolicyAllows(environment: AutoScroller.Environment) throws {
        var scroller = try running(.marquee(speed: 60))
        scroller.update(environment: environment, now: 1)
        #expect(!scroller.isActive)
        // Stopped because nobody sees it, it only asks to look again, once a second.
        #expect(scroller.schedule(isIdle: true) == (environment.isVisible ? .none : .at(2)))
        #expect(scroller.tick(now: 2, isIdle: true) == nil)
        scroller.update(environment: AutoScroller.Environment(), now: 3)
        #expect(scroller.state == .running(since: 3))
        let permissive = AutoScroller.Policy(stopsWhenNotVisible: false, stopsInBackground: false,
                                             stopsWhenVoiceOverRunning: false, stopsWhenReduceMotionEnabled: false)
        var unstoppable = try AutoScroller(mode: .marquee(speed: 60), isEnabled: true, policy: permissive)
        unstoppable.setCanScroll(true, now: 3)
        unstoppable.update(environment: environment, now: 5)
        #expect(unstoppable.state == .running(since: 3))
        #expect(unstoppable.schedule(isIdle: true) == .steadyFrames(.steadyMotion(speed: 60)))
    }

    /// A marquee asks the display link for the rate its speed needs: about a point a frame,
    /// at least 60 fps, at most scrolling's (before, every marquee asked for 80–120 Hz).
    @Test func marqueeFrames_askForTheRateTheSpeedNeeds() throws {
        var slow = try AutoScroller(mode: .marquee(speed: 60), isEnabled: true)
        slow.setCanScroll(true, now: 0)
        let rates = try #require(slow.schedule(isIdle: true).frameRates)
        #expect(rates.preferred == 60 && rates.maximum == 60 && rates.minimum == 60)
        #expect(FrameRateRange.steadyMotion(speed: 20) == FrameRateRange(minimum: 60, maximum: 60, preferred: 60))
        #expect(FrameRateRange.steadyMotion(speed: 90).preferred == 90)
        #expect(FrameRateRange.steadyMotion(speed: 500) == .scrolling)
        #expect(ClockSchedule.everyFrame.frameRates == .scrolling)
        #expect(ClockSchedule.at(3).frameRates == nil && ClockSchedule.none.frameRates == nil)
    }

    @Test func nothingToScroll_meansNoTimer() throws {
        var scroller = try AutoScroller(mode: .page(interval: 1), isEnabled: true)
        #expect(scroller.state == .stopped(.nothingToScroll))
        #expect(scroller.schedule(isIdle: true) == .none)
        scroller.setCanScroll(true, now: 2)
        #expect(scroller.schedule(isIdle: true) == .at(3))
        scroller.setCanScroll(false, now: 2.5)
        #expect(scroller.tick(now: 3, isIdle: true) == nil)
        scroller.setEnabled(false, now: 4)
        scroller.setCanScroll(true, now: 4)
        #expect(scroller.state == .stopped(.disabled))
    }

    /// 10⁶ ticks at 60 Hz: the marquee is exactly speed × elapsed at every one of them (a
    /// per-frame sum of speed / 60 accumulates rounding and depends on the frame rate).
    @Test func marquee_hasNoDriftOverAMillionTicks() throws {
        var scroller = try running(.marquee(speed: 60))
        var worst: CGFloat = 0
        var naive: CGFloat = 0
        for k in 1...1_000_000 {
            let now = Double(k) / 60
            guard case .marquee(let since, let distance)? = scroller.tick(now: now, isIdle: true) else {
                Issue.record("no marquee at tick \(k)")
                return
            }
            #expect(since == 0)
            naive += 60 / 60
            worst = max(worst, abs(distance - 60 * CGFloat(now)))
        }
        #expect(worst < 1e-6)
        #expect(naive == 1_000_000)
    }

    /// 60 Hz, 120 Hz and irregular frames agree on the marquee's position at any time.
    @Test func marquee_isIndependentOfTheFrameRate() throws {
        var random = SeededGenerator(seed: 7)
        var positions: [CGFloat] = []
        for step in [1.0 / 60, 1.0 / 120, 0] {
            var scroller = try running(.marquee(speed: 45))
            var now = 0.0, last: CGFloat = 0
            while now < 30 {
                now = min(30, now + (step > 0 ? step : Double(Int.random(in: 5...50, using: &random)) / 1000))
                if case .marquee(_, let distance)? = scroller.tick(now: now, isIdle: true) { last = distance }
            }
            positions.append(last)
        }
        #expect(positions.allSatisfy { abs($0 - 45 * 30) < 1e-6 })
    }

    @Test func marquee_pausesOnTouchAndResumesAtRest() throws {
        var scroller = try running(.marquee(speed: 60))
        #expect(scroller.tick(now: 1, isIdle: true) == .marquee(since: 0, distance: 60))
        scroller.touchDown(now: 1.5)
        #expect(scroller.tick(now: 2, isIdle: true) == nil)
        scroller.touchUp(now: 3)
        #expect(scroller.tick(now: 3.5, isIdle: false) == nil) // still decelerating
        #expect(scroller.tick(now: 4, isIdle: true) == nil)    // at rest: restarts now
        #expect(scroller.tick(now: 5, isIdle: true) == .marquee(since: 4, distance: 60))
    }
}
