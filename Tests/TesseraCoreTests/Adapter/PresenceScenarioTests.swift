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
}
