import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The view leaving the window or the app leaving the foreground, and coming back: the
/// adapter stops its clock (no display link for a view nobody sees) and starts it again.
@Suite("Presence: out of sight and back")
struct PresenceScenarioTests {
    static let away = ScrollViewPresence(isInWindow: true, isAppActive: false)
    static let back = ScrollViewPresence(isInWindow: true, isAppActive: true)

    /// A standalone tab strip whose indicator was sliding when the app resigned active: the
    /// clock stops (the indicator stays where it was), and once the app is back the slide
    /// finishes and later taps slide the indicator and scroll the strip again.
    @Test func tabStripSlidingWhenTheAppResigns_finishesTheSlideOnceBack() {
        var strip = makeTabStripEngine(tabs: 5, followsPages: false)
        strip.tap(at: CGPoint(x: 250, y: 22))
        strip.advance(by: 0.05)
        #expect(strip.clockSchedule == .everyFrame)
        let frozen = strip.behavior.indicatorProgress
        #expect(frozen > 0 && frozen < 2)

        strip.setPresence(Self.away)
        #expect(strip.clockSchedule == .none && strip.adapter.clockSchedule == .none)
        strip.advance(by: 1)
        #expect(strip.behavior.indicatorProgress == frozen)

        strip.setPresence(Self.back)
        #expect(strip.clockSchedule == .everyFrame)
        for _ in 0..<60 { strip.advance(by: 1.0 / 60) }
        #expect(strip.behavior.indicatorProgress == 2 && strip.clockSchedule == .none)

        strip.tap(at: CGPoint(x: 405 - strip.contentOffset.x, y: 22)) // tab 4, at the right edge
        for _ in 0..<60 { strip.advance(by: 1.0 / 60) }
        #expect(strip.behavior.indicatorProgress == 4, "\(strip.behavior.indicatorProgress)")
        #expect(strip.contentOffset.x == strip.layout.contentSize.width - 320, "\(strip.contentOffset.x)")
    }

    /// A carousel settling after a fling leaves the window: the settle jumps to its end, on an
    /// item, and the behaviour hears it end; no clock runs until it is back in a window.
    @Test func carouselSettlingWhenItLeavesTheWindow_landsOnAnItem() throws {
        var engine = try makeCarouselEngine(uikit: UIKitModel(stillRelease: .rests))
        engine.beginDragging()
        engine.drag(by: CGPoint(x: -30, y: 0))
        engine.endDragging(velocity: CGPoint(x: -1_500, y: 0))
        engine.advance(by: 1.0 / 60)
        #expect(engine.isMoving)
        engine.setPresence(ScrollViewPresence(isInWindow: false, isAppActive: true))
        #expect(!engine.isMoving && engine.clockSchedule == .none)
        let frame = try #require(engine.currentFrameInViewport)
        #expect(frame.midX == 160)
        #expect(engine.told.contains(.didEndDecelerating))
        engine.setPresence(ScrollViewPresence(isInWindow: true, isAppActive: true))
        #expect(engine.clockSchedule == .none)
    }

    /// iPad, two windows: the carousel's window goes to the background while the app stays
    /// active in the other one. Its scene's state counts: auto-scroll's clock stops, and runs
    /// again when the scene is back.
    @Test func aSceneInTheBackgroundOfAnActiveApp_stopsTheClock() throws {
        let autoScroller = try AutoScroller(mode: .page(interval: 2.5), isEnabled: true)
        var engine = try makeCarouselEngine(autoScroller: autoScroller)
        #expect(engine.clockSchedule != .none)
        engine.setPresence(ScrollViewPresence(isInWindow: true, isAppActive: true, isSceneActive: false))
        #expect(engine.clockSchedule == .none)
        engine.setPresence(ScrollViewPresence(isInWindow: true, isAppActive: true, isSceneActive: true))
        #expect(engine.clockSchedule != .none)
    }

    /// A banner carousel in a table cell whose ancestor is hidden (or scrolled out of the
    /// table) keeps its window, scene and app: before, it kept turning pages. Auto-scroll
    /// stops, the clock only looks again every second (no display link, no page turns), and
    /// once seen again a full interval starts.
    @Test(arguments: [ScrollViewPresence(isInWindow: true, isAppActive: true, isHidden: true),
                      ScrollViewPresence(isInWindow: true, isAppActive: true, isClippedAway: true)])
    func aCarouselNobodySees_stopsTurningPages_andLooksAgainEachSecond(unseen: ScrollViewPresence) throws {
        let autoScroller = try AutoScroller(mode: .page(interval: 2.5), isEnabled: true)
        var engine = try makeCarouselEngine(autoScroller: autoScroller)
        engine.advance(to: 1)
        let resting = engine.contentOffset
        engine.setPresence(unseen)
        #expect(engine.clockSchedule == .at(2))
        for step in 1...18 { engine.advance(to: 1 + 0.5 * Double(step)) }
        #expect(engine.behavior.currentIndex == 0 && engine.contentOffset == resting)
        #expect(engine.clockSchedule == .at(11), "polled once a second: \(engine.clockSchedule)")

        engine.setPresence(Self.back)
        #expect(engine.clockSchedule == .at(12.5))
        for frame in 1...240 { engine.advance(to: 10 + Double(frame) / 60) }
        #expect(engine.behavior.currentIndex == 1)
    }

    /// A marquee nobody sees lets its display link go.
    @Test func aMarqueeNobodySees_stopsItsDisplayLink() throws {
        let autoScroller = try AutoScroller(mode: .marquee(speed: 60), isEnabled: true)
        var engine = try makeCarouselEngine(autoScroller: autoScroller)
        engine.advance(by: 0.5)
        #expect(engine.clockSchedule.frameRates != nil)
        engine.setPresence(ScrollViewPresence(isInWindow: true, isAppActive: true, isHidden: true))
        #expect(engine.clockSchedule.frameRates == nil)
        let held = engine.contentOffset
        engine.advance(by: 3)
        #expect(engine.contentOffset == held)
        engine.setPresence(Self.back)
        engine.advance(by: 1.0 / 60)
        engine.advance(by: 0.5)
        #expect(engine.contentOffset.x > held.x + 20)
    }

    /// The skin reads visibility (a walk up the view hierarchy) only for a behaviour that
    /// acts on it, at most every quarter second of clock fires.
    @Test func visibilityIsRead_onlyWhereItMatters_atMostFourTimesASecond() throws {
        let autoScroller = try AutoScroller(mode: .marquee(speed: 60), isEnabled: true)
        var carousel = try makeCarouselEngine(autoScroller: autoScroller).adapter
        let looks = [1, 1.1, 1.25].map { carousel.wantsVisibility(at: $0) }
        #expect(looks == [true, false, true])
        var quiet = try makeCarouselEngine().adapter
        let quietLooks = quiet.wantsVisibility(at: 1)
        #expect(!quietLooks, "no auto-scroll, nothing to read")
        var grid = makeGridEngine().adapter
        let gridLooks = grid.wantsVisibility(at: 1)
        #expect(!gridLooks)
    }

    /// A loop flung as fast as a release can be leaves the window mid-settle: the settle
    /// jumps to where it would have ended, on the item the fling aimed at. (The end is
    /// clamped into the content, harmlessly: the loop's margin covers the longest release.)
    @Test(arguments: [8_000.0, -8_000.0, 50_000.0, -50_000.0])
    func aLoopFlungFar_leavingTheWindow_landsOnTheItemTheFlingAimedAt(velocity: Double) throws {
        var engine = try makeCarouselEngine(items: 7, uikit: UIKitModel(stillRelease: .rests))
        engine.beginDragging()
        engine.drag(by: CGPoint(x: velocity > 0 ? 30 : -30, y: 0))
        engine.endDragging(velocity: CGPoint(x: velocity, y: 0))
        engine.advance(by: 1.0 / 60)
        var twin = engine
        _ = twin.runUntilIdle()
        engine.setPresence(ScrollViewPresence(isInWindow: false, isAppActive: true))
        #expect(!engine.isMoving)
        #expect(engine.behavior.currentIndex == twin.behavior.currentIndex)
        let frame = try #require(engine.currentFrameInViewport)
        #expect(frame.midX == 160)
    }
}
