import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Auto-scroll through the engine: long runs, the marquee, touches, visibility, reloads.
@Suite("Carousel auto-scroll scenarios")
struct CarouselAutoScrollScenarioTests {
    /// What a long run saw: every reported index with its time, and the largest |offset|.
    private struct Run {
        var reports: [(time: TimeInterval, index: Int)] = []
        var maxOffset: CGFloat = 0
        var travelled: CGFloat = 0 // along the axis in content coordinates, recentring removed
        var recentrings = 0
    }

    /// Ticks `frames` frames at absolute times, keeping the logs short.
    private func run(_ engine: inout CarouselEngine, frames: Int, frameRate: Double = 60) -> Run {
        var result = Run()
        let axis = engine.layout.configuration.axis
        let start = axis.main(engine.contentOffset)
        var shifts: CGFloat = 0
        engine.runFrames(frames, frameRate: frameRate) { engine in
            result.maxOffset = max(result.maxOffset, abs(engine.contentOffset.x), abs(engine.contentOffset.y))
            guard !engine.effects.isEmpty else { return }
            for index in engine.reportedIndices { result.reports.append((engine.now, index)) }
            shifts += engine.recenterDeltas.reduce(0) { $0 + axis.main($1) }
            result.recentrings += engine.recenterDeltas.count
            engine.clearLog()
        }
        result.travelled = axis.main(engine.contentOffset) - shifts - start
        return result
    }

    private func expectConsecutive(_ reports: [(time: TimeInterval, index: Int)], count: Int, from first: Int = 0,
                                   step: Int = 1) {
        var expected = first
        for report in reports {
            expected = CarouselLayout.wrap(expected + step, count: count)
            #expect(report.index == expected, "at \(report.time) s")
            if report.index != expected { return }
        }
    }

    // MARK: - Long runs

    /// 10⁵ ticks of page auto-scroll: a page every 2.5 s, each item exactly once in order
    /// across every wrap, |offset| < 2²⁰ pt, and never more than 4 cells.
    @Test(arguments: [(2, 60.0), (3, 60.0), (7, 120.0), (1_000_000_000, 60.0)])
    func pageAutoScroll_100kTicks(count: Int, frameRate: Double) throws {
        var engine = try makeCarouselEngine(items: count, autoScroller: try autoScroller(.page(interval: 2.5)))
        let result = run(&engine, frames: 100_000, frameRate: frameRate)
        let seconds = 100_000 / frameRate
        #expect(result.reports.count == Int(seconds / 2.5))
        expectConsecutive(result.reports, count: count)
        #expect(result.maxOffset < CGFloat(1 << 20))
        #expect(engine.cells.statistics.maxInUse <= 4)
        #expect(engine.cells.statistics.created <= 4)
        #expect(result.recentrings > 0)
        #expect(result.travelled == CGFloat(result.reports.count) * 220)
    }

    /// 10⁵ ticks of a 60 pt/s marquee: the distance is exactly 60 pt/s × elapsed (to the
    /// pixel), items pass in order, the offset stays bounded.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func marquee_100kTicks_hasNoDrift(direction: LayoutDirection) throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.paging = .none
        var engine = try makeCarouselEngine(configuration: configuration, direction: direction,
                                            autoScroller: try autoScroller(.marquee(speed: 60)))
        let result = run(&engine, frames: 100_000)
        let sign: CGFloat = direction == .rightToLeft ? -1 : 1
        #expect(abs(result.travelled * sign - 60 * CGFloat(engine.now)) <= 0.25, "travelled \(result.travelled)")
        #expect(result.maxOffset < CGFloat(1 << 20))
        // 100,000 pt is 454.5 strides: item 0 rests at the start, so 455 items became nearest.
        #expect(result.reports.count == 455)
        expectConsecutive(result.reports, count: 7)
        #expect(engine.cells.statistics.created <= 4)
    }

    /// A vertical marquee moves along y at 120 Hz at the same speed.
    @Test func verticalMarquee_movesAlongY() throws {
        let configuration = try CarouselLayout.Configuration(axis: .vertical, itemSizing: .fixed(CGSize(width: 300, height: 40)),
                                                             minimumLineSpacing: 8, alignment: .leading, paging: .none)
        var engine = try makeCarouselEngine(items: 12, configuration: configuration,
                                            autoScroller: try autoScroller(.marquee(speed: 30)))
        let x = engine.contentOffset.x
        let result = run(&engine, frames: 12_000, frameRate: 120)
        #expect(abs(result.travelled - 30 * 100) <= 0.25)
        #expect(engine.contentOffset.x == x)
        expectConsecutive(result.reports, count: 12)
    }

    // MARK: - Touches

    /// Page mode: a touch held from 4 s to 7 s swallows the 5 s page; the next one turns a
    /// full interval after the release.
    @Test func touch_pausesAndRestartsTheInterval() throws {
        var engine = try makeCarouselEngine(autoScroller: try autoScroller(.page(interval: 2.5)))
        var result = run(&engine, frames: 240)
        engine.touchDown()
        result.reports += run(&engine, frames: 180).reports
        engine.touchUp()
        result.reports += run(&engine, frames: 200).reports
        #expect(result.reports.map(\.index) == [1, 2])
        let times = result.reports.map(\.time)
        // Each page animates for 0.3 s after its timer fires.
        #expect(abs(times[0] - 2.8) < 0.02)
        #expect(abs(times[1] - (7 + 2.5 + 0.3)) < 0.02)
    }

    /// A drag pauses auto-scroll; the interval restarts when the finger lifts.
    @Test func drag_pausesAndRestartsTheInterval() throws {
        var engine = try makeCarouselEngine(autoScroller: try autoScroller(.page(interval: 2.5)))
        engine.runFrames(60)
        engine.fling(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1500, y: 0))
        let released = engine.now
        let result = run(&engine, frames: 300)
        #expect(result.reports.map(\.index) == [1, 2])
        #expect(abs(result.reports[1].time - (released + 2.5 + 0.3)) < 0.02)
    }

    /// The marquee holds still under a finger and resumes at the same speed after it.
    @Test func marquee_holdsStillWhileTouched() throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.paging = .none
        var engine = try makeCarouselEngine(configuration: configuration, autoScroller: try autoScroller(.marquee(speed: 60)))
        var travelled = run(&engine, frames: 60).travelled
        engine.touchDown()
        let held = run(&engine, frames: 120)
        engine.touchUp()
        travelled += run(&engine, frames: 61).travelled // one frame to notice the rest
        #expect(held.travelled == 0)
        #expect(abs(travelled - 120) <= 0.25)
    }

    // MARK: - Stop conditions

    @Test(arguments: [AutoScroller.Environment(isVisible: false), AutoScroller.Environment(isAppActive: false),
                      AutoScroller.Environment(isVoiceOverRunning: true), AutoScroller.Environment(isReduceMotionEnabled: true)])
    func autoScroll_stopsWhileTheConditionHolds(environment: AutoScroller.Environment) throws {
        var engine = try makeCarouselEngine(autoScroller: try autoScroller(.page(interval: 2.5)))
        engine.runFrames(60)
        engine.setEnvironment(environment)
        // Stopped because nobody sees it, it only asks to look again, once a second.
        #expect(engine.behavior.autoScrollSchedule(isIdle: true).frameRates == nil)
        let stopped = run(&engine, frames: 1200)
        engine.setEnvironment(AutoScroller.Environment())
        let resumed = run(&engine, frames: 180)
        #expect(stopped.reports.isEmpty)
        #expect(resumed.reports.map(\.index) == [1])
        #expect(abs(resumed.reports[0].time - (21 + 2.5 + 0.3)) < 0.02)
    }

    @Test func voiceOver_canBeAllowedToKeepScrolling() throws {
        let policy = AutoScroller.Policy(stopsWhenVoiceOverRunning: false)
        var engine = try makeCarouselEngine(autoScroller: try autoScroller(.page(interval: 2.5), policy: policy))
        engine.setEnvironment(AutoScroller.Environment(isVoiceOverRunning: true))
        // Pages at 2.5, 5, 7.5 and 10 s, each arriving 0.3 s later.
        #expect(run(&engine, frames: 620).reports.map(\.index) == [1, 2, 3, 4])
        engine.setEnvironment(AutoScroller.Environment(isVisible: false, isVoiceOverRunning: true))
        #expect(run(&engine, frames: 600).reports.isEmpty)
    }

    // MARK: - Reloads and counts

    /// Fewer items in the middle of a page animation: it lands on a valid item and goes on
    /// from there; 0 items stop the timer, items coming back restart it.
    @Test func autoScroll_survivesReloads() throws {
        var engine = try makeCarouselEngine(autoScroller: try autoScroller(.page(interval: 2.5)))
        engine.runFrames(160) // 2.67 s: the first page is animating
        #expect(engine.isMoving)
        engine.reloadData(itemCount: 3)
        var result = run(&engine, frames: 500) // to 11 s: at rest after the 10 s page
        #expect(engine.behavior.currentIndex < 3)
        #expect(!engine.isMoving)
        #expect(engine.currentFrameInViewport?.minX == 60)
        #expect(result.reports.count == 4)
        expectConsecutive(Array(result.reports.dropFirst()), count: 3, from: result.reports[0].index)
        engine.reloadData(itemCount: 0)
        #expect(engine.behavior.autoScrollSchedule(isIdle: true) == .none)
        result = run(&engine, frames: 600)
        #expect(result.reports.allSatisfy { $0.index == 0 })
        #expect(engine.shownData.isEmpty)
        engine.reloadData(itemCount: 4)
        result = run(&engine, frames: 180)
        #expect(result.reports.map(\.index) == [1])
    }

    /// One item that does not loop has nothing to scroll to: no timer at all. Asked to
    /// loop, it scrolls past copies of itself, offset bounded, no index change to report.
    @Test func oneItem_autoScrollsOnlyWhenLooping() throws {
        var engine = try makeCarouselEngine(items: 1, autoScroller: try autoScroller(.page(interval: 2.5)))
        #expect(engine.behavior.autoScroller.state == .stopped(.nothingToScroll))
        let still = engine.contentOffset
        #expect(run(&engine, frames: 600).reports.isEmpty)
        #expect(engine.contentOffset == still)

        var configuration = try CarouselLayout.Configuration.banner
        configuration.loopsSingleItem = true
        var looping = try makeCarouselEngine(items: 1, configuration: configuration,
                                             autoScroller: try autoScroller(.page(interval: 2.5)))
        #expect(looping.shownData == [0, 0, 0])
        let result = run(&looping, frames: 6030) // 40 pages by 100 s, the last arriving at 100.3 s
        #expect(result.reports.isEmpty)
        #expect(abs(result.travelled - 40 * 220) <= 0.25)
        #expect(result.maxOffset < CGFloat(1 << 20))
    }
}
