import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Reloads, resizes and the smallest item counts.
@Suite("Carousel reload scenarios")
struct CarouselReloadScenarioTests {
    /// At rest the current item stays current while it exists (else the last one does) and
    /// stays centred; only real changes are reported.
    @Test func reloadAtRest_keepsTheCurrentItemWhileItExists() throws {
        var engine = try makeCarouselEngine()
        engine.scrollToItem(5, animated: false)
        engine.reloadData(itemCount: 6)
        #expect(engine.behavior.currentIndex == 5)
        #expect(engine.currentFrameInViewport?.minX == 60)
        #expect(engine.shownData == [4, 5, 0])
        engine.reloadData(itemCount: 3)
        #expect(engine.behavior.currentIndex == 2)
        #expect(engine.shownData == [1, 2, 0])
        engine.reloadData(itemCount: 10)
        #expect(engine.shownData == [1, 2, 3])
        #expect(engine.reportedIndices == [5, 2])
        #expect(!engine.isMoving)
    }

    @Test func selectedIndex_survivesAReloadWhileThatItemExists() throws {
        var engine = try makeCarouselEngine()
        engine.scrollToItem(2, animated: false)
        engine.tap(at: CGPoint(x: 300, y: 100))
        #expect(engine.behavior.selectedIndex == 3)
        engine.reloadData(itemCount: 4)
        #expect(engine.behavior.selectedIndex == 3)
        engine.reloadData(itemCount: 3)
        #expect(engine.behavior.selectedIndex == nil)
    }

    /// Fewer items mid-fling: the fling ends and the carousel rests on a valid item, with
    /// uniform sizes, variable sizes (where the stops moved and it snaps), and without a loop.
    @Test(arguments: ["uniform", "variable", "finite"])
    func reloadMidFling_landsOnAValidItem(kind: String) throws {
        var configuration = try CarouselLayout.Configuration.banner
        if kind == "variable" {
            configuration.itemSizing = .perItem { CGSize(width: CGFloat(120 + 37 * ($0 % 4)), height: 160) }
        }
        if kind == "finite" { configuration.isInfinite = false }
        var engine = try makeCarouselEngine(items: 9, configuration: configuration)
        for _ in 0..<3 { engine.flingAndSettle(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1500, y: 0)) }
        engine.fling(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 2500, y: 0))
        engine.advance(by: 0.05)
        engine.reloadData(itemCount: 3)
        engine.runUntilIdle()
        engine.runUntilIdle()
        #expect(engine.behavior.currentIndex < 3)
        let frame = try #require(engine.currentFrameInViewport)
        #expect(frame.midX == 160)
        #expect(engine.contentOffset == engine.layout.restingOffset(forStop: engine.behavior.currentStop))
    }

    /// A rotation at rest keeps the current item centred in the new width.
    @Test func resizeAtRest_keepsTheCurrentItemCentred() throws {
        var engine = try makeCarouselEngine()
        engine.scrollToItem(3, animated: false)
        engine.setViewportSize(CGSize(width: 480, height: 200))
        #expect(engine.currentFrameInViewport == CGRect(x: 140, y: 20, width: 200, height: 160))
        #expect(engine.shownData == [2, 3, 4])
        engine.setViewportSize(canonicalViewport)
        #expect(engine.currentFrameInViewport?.minX == 60)
        #expect(engine.reportedIndices == [3])
    }

    // MARK: - 0, 1, 2 items

    @Test func zeroItems_showNothingAndIgnoreEverything() throws {
        var engine = try makeCarouselEngine(items: 0, autoScroller: try autoScroller(.page(interval: 1)))
        engine.flingAndSettle(by: CGPoint(x: 50, y: 0), velocity: CGPoint(x: 3000, y: 0))
        engine.scrollToItem(3, animated: true)
        engine.tap(at: CGPoint(x: 160, y: 100))
        engine.runFrames(300)
        #expect(engine.shownData.isEmpty)
        #expect(engine.visibleIndices.isEmpty)
        #expect(engine.behavior.autoScrollSchedule(isIdle: true) == .none)
        #expect(engine.effects.isEmpty)
        #expect(engine.behavior.pageControl == CarouselPageControl(numberOfPages: 0, progress: 0, isLooping: false))
        #expect(engine.behavior.accessibility.announcement == nil)
        engine.reloadData(itemCount: 5)
        #expect(engine.shownData == [4, 0, 1])
        #expect(engine.currentFrameInViewport?.minX == 60)
    }

    /// One item does not loop: it sits centred and a flick only rubber-bands.
    @Test func oneItem_sitsStillUnlessAskedToLoop() throws {
        var engine = try makeCarouselEngine(items: 1)
        #expect(engine.layout.contentSize.width == 320)
        #expect(engine.shownData == [0])
        engine.flingAndSettle(by: CGPoint(x: 80, y: 0), velocity: CGPoint(x: 3000, y: 0))
        #expect(engine.contentOffset == .zero)
        #expect(engine.currentFrameInViewport?.minX == 60)
        #expect(engine.reportedIndices.isEmpty)

        var configuration = try CarouselLayout.Configuration.banner
        configuration.loopsSingleItem = true
        var looping = try makeCarouselEngine(items: 1, configuration: configuration)
        let home = looping.contentOffset.x
        looping.flingAndSettle(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1500, y: 0))
        #expect(looping.contentOffset.x == home + 220)
        #expect(looping.shownData == [0, 0, 0])
        #expect(looping.reportedIndices.isEmpty)
    }

    /// Without a loop the ends are real: flicks stop at the first and last item.
    @Test func withoutLoop_theEndsBounce() throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.isInfinite = false
        var engine = try makeCarouselEngine(items: 2, configuration: configuration)
        engine.flingAndSettle(by: CGPoint(x: -40, y: 0), velocity: CGPoint(x: -1500, y: 0))
        #expect(engine.contentOffset == .zero)
        for _ in 0..<3 { engine.flingAndSettle(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1500, y: 0)) }
        #expect(engine.contentOffset.x == 220)
        #expect(engine.reportedIndices == [1])
        #expect(engine.shownData == [0, 1])
    }
}
