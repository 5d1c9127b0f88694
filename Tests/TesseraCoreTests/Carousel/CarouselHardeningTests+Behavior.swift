import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The pager and the auto-scroller given non-finite times, offsets and velocities.
extension CarouselHardeningTests {
    // MARK: - Auto-scroller

    @Test func autoScrollModesThatCannotWork_throwNamingTheField() {
        for interval in [TimeInterval.nan, .infinity, 0, -1] {
            #expect { _ = try AutoScroller(mode: .page(interval: interval)) }
                throws: { ($0 as? ConfigurationError)?.field == "interval" }
        }
        for speed in [CGFloat.nan, .infinity, -1, 1e308] {
            #expect { _ = try AutoScroller(mode: .marquee(speed: speed)) }
                throws: { ($0 as? ConfigurationError)?.field == "scrollSpeed" }
        }
    }

    /// A NaN or infinite time leaves no NaN or infinite deadline behind: pages keep turning.
    @Test func autoScrollerGivenNonFiniteTimes_keepsTurningPages() throws {
        var scroller = try AutoScroller(mode: .page(interval: 2), isEnabled: false)
        scroller.setCanScroll(true, now: 0)
        scroller.setEnabled(true, now: .nan)
        scroller.touchDown(now: .infinity)
        scroller.touchUp(now: -.infinity)
        scroller.dragBegan(now: .nan)
        scroller.dragEnded(now: .nan)
        scroller.update(environment: AutoScroller.Environment(isVisible: false), now: .nan)
        scroller.update(environment: AutoScroller.Environment(), now: .infinity)
        #expect(scroller.tick(now: .nan, isIdle: true) == nil)
        #expect(scroller.tick(now: .infinity, isIdle: true) == nil)
        if case .at(let time) = scroller.schedule(isIdle: true) { #expect(time.isFinite) } else { Issue.record("no deadline") }
        var advanced = false
        for now in stride(from: 0.0, through: 3, by: 0.1) where scroller.tick(now: now, isIdle: true) == .advance {
            advanced = true
        }
        #expect(advanced)
    }

    @Test func autoScrollerAtTheEndOfTime_staysFinite() throws {
        var pages = try AutoScroller(mode: .page(interval: 1e300), isEnabled: true)
        pages.setCanScroll(true, now: .greatestFiniteMagnitude)
        if case .at(let time) = pages.schedule(isIdle: true) { #expect(time.isFinite) } else { Issue.record("no deadline") }
        var marquee = try AutoScroller(mode: .marquee(speed: 1_000_000), isEnabled: true)
        marquee.setCanScroll(true, now: -.greatestFiniteMagnitude)
        guard case .marquee(_, let distance) = marquee.tick(now: .greatestFiniteMagnitude, isIdle: true) else {
            Issue.record("no marquee step")
            return
        }
        #expect(distance.isFinite && distance >= 0)
    }

    // MARK: - Pager

    /// Every callback with NaN, infinite and huge offsets, velocities and times: no trap, and
    /// every offset it asks for is finite.
    @Test(arguments: [true, false])
    func pagerGivenNonFiniteScrollStates_asksOnlyForFiniteOffsets(looping: Bool) throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.isInfinite = looping
        let layout = Self.prepared(configuration, items: 7)
        var pager = CarouselBehavior(autoScroller: try autoScroller(.marquee(speed: 60)))
        var effects = pager.layoutDidChange(Self.state(layout), layout: layout, reason: .reload)
        for value in Self.extremes {
            let releases = [(Self.state(layout, offset: CGPoint(x: value, y: 0)), CGPoint.zero),
                            (Self.state(layout, now: Double(value)), .zero),
                            (Self.state(layout), CGPoint(x: value, y: value))]
            for (state, velocity) in releases {
                effects += pager.willBeginDragging(state, layout: layout)
                effects += pager.didScroll(state, layout: layout)
                var target = CGPoint(x: value, y: 0)
                effects += pager.willEndDragging(state, layout: layout, velocity: velocity, targetContentOffset: &target)
                Self.expectFinite(target, "re-aimed target from \(value)")
                effects += pager.didEndDragging(state, layout: layout, willDecelerate: false)
                effects += pager.didEndDecelerating(state, layout: layout)
                effects += pager.didEndScrollingAnimation(state, layout: layout)
                effects += pager.tick(state, layout: layout)
                effects += pager.didTouchDown(state, layout: layout)
                effects += pager.didTouchUp(state, layout: layout)
                for slot in [Int.min, -1, 0, Int.max] {
                    effects += pager.didSelectItem(at: ItemIndex(item: slot), scroll: state, layout: layout)
                }
                for index in Self.extremeInts {
                    effects += pager.scrollToItem(index, animated: true, scroll: state, layout: layout)
                }
                _ = pager.pageControl
                _ = pager.accessibility
            }
        }
        for effect in effects {
            switch effect {
            case .scroll(let offset, _), .recenter(let offset): Self.expectFinite(offset, "\(effect)")
            case .currentIndexChanged(let index), .itemSelected(let index): #expect(index >= 0 && index < 7)
            case .renumberLoop: break
            }
        }
    }

    /// A clock that leaps (a device that slept with the display link running) moves a
    /// marquee at most half the loop's margin: recentring can still bring it back exactly.
    @Test func marqueeAfterAClockLeap_movesBoundedly() throws {
        let layout = Self.prepared(try .banner, items: 7)
        var pager = CarouselBehavior(autoScroller: try autoScroller(.marquee(speed: 1_000_000)))
        _ = pager.layoutDidChange(Self.state(layout), layout: layout, reason: .reload)
        _ = pager.tick(Self.state(layout, now: 0), layout: layout)
        for now in [1.0, 1e9, 1e300] {
            let effects = pager.tick(Self.state(layout, now: now), layout: layout)
            for case .scroll(let offset, _) in effects {
                #expect(abs(offset.x - layout.homeOffset.x) <= CarouselMetrics.loopMargin / 2, "at \(now)")
            }
        }
    }
}
