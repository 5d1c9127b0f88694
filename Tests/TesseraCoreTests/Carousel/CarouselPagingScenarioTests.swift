import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The carousel driven like a finger: drag, release with a velocity around each threshold,
/// advance time at 60 or 120 Hz. The banner: 7 items 200 pt wide, 20 pt apart (stride 220),
/// centred in 320 × 200 pt.
@Suite("Carousel paging scenarios")
struct CarouselPagingScenarioTests {
    private let stride: CGFloat = 220

    // MARK: - One item per flick

    /// Drag 40 pt, release at 1,500 pt/s: exactly one item on, reported once, in UIKit's
    /// callback order, settling by `.fast` deceleration re-aimed at the item.
    @Test(arguments: [60.0, 120.0])
    func whenFlicked_itMovesExactlyOneItem(frameRate: Double) throws {
        var engine = try makeCarouselEngine()
        let home = engine.contentOffset
        engine.fling(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1500, y: 0), frameRate: frameRate)
        let released = engine.now
        engine.runUntilIdle(frameRate: frameRate)
        let target = CGPoint(x: home.x + stride, y: 0)
        #expect(engine.contentOffset == target)
        #expect(engine.behavior.currentIndex == 1)
        #expect(engine.reportedIndices == [1])
        #expect(engine.currentFrameInViewport == CGRect(x: 60, y: 20, width: 200, height: 160))
        // A loop recentres, so the adapter plays the settle itself: UIKit is told to stay where
        // the finger left the content, and the pager hears its own deceleration end.
        #expect(engine.milestones == [.willBeginDragging,
                                      .willEndDragging(velocity: CGPoint(x: 1500, y: 0), target: CGPoint(x: home.x + 40, y: 0)),
                                      .didEndDragging(willDecelerate: true)])
        #expect(engine.heardMilestones == [.willBeginDragging, .willEndDragging(velocity: CGPoint(x: 1500, y: 0), target: target),
                                           .didEndDragging(willDecelerate: true), .didEndDecelerating])
        // UIKit's deceleration aimed at the target, 180 pt away, at the `.fast` rate.
        let expected = Deceleration(origin: 40, restingAt: stride, rate: .fast).duration
        #expect(abs((engine.now - released) - expected) <= 1 / frameRate + 0.001, "settled after \(engine.now - released) s")
    }

    @Test(arguments: [60.0, 120.0])
    func whenFlickedVeryHard_itStillMovesOneItem(frameRate: Double) throws {
        var engine = try makeCarouselEngine()
        engine.flingAndSettle(by: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 9000, y: 0), frameRate: frameRate)
        engine.flingAndSettle(by: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 9000, y: 0), frameRate: frameRate)
        #expect(engine.reportedIndices == [1, 2])
        #expect(engine.currentFrameInViewport?.minX == 60)
    }

    // MARK: - Thresholds

    /// Dragged 50 pt (0.23 of an item, nearer the start): only a release faster than
    /// `flickVelocity` (400 pt/s) moves on, in either direction (back from 0 wraps to 6).
    @Test(arguments: [(CGFloat(390), 0), (410, 1), (-390, 0), (-410, 6)])
    func aroundTheFlickVelocity_onlyAFasterReleaseMovesOn(velocity: CGFloat, expected: Int) throws {
        var engine = try makeCarouselEngine()
        engine.flingAndSettle(by: CGPoint(x: velocity > 0 ? 50 : -50, y: 0), velocity: CGPoint(x: velocity, y: 0))
        #expect(engine.behavior.currentIndex == expected)
        #expect(engine.currentFrameInViewport?.minX == 60)
    }

    /// Slow releases settle on the nearest item: the next once half the stride (110 pt) was
    /// dragged, else back to where it started; 300 pt is nearest the item after the next.
    @Test(arguments: [(CGFloat(100), 0), (120, 1), (-100, 0), (-120, 6), (300, 1), (-300, 6)])
    func slowRelease_pagesByThreshold(drag: CGFloat, expected: Int) throws {
        var engine = try makeCarouselEngine()
        engine.flingAndSettle(by: CGPoint(x: drag, y: 0), velocity: CGPoint(x: drag > 0 ? 100 : -100, y: 0))
        #expect(engine.behavior.currentIndex == expected)
        #expect(engine.currentFrameInViewport?.minX == 60)
    }

    /// No velocity at all: the nearest item, whichever way the finger moved.
    @Test func releaseWithoutVelocity_settlesOnTheNearestItem() throws {
        var engine = try makeCarouselEngine()
        engine.flingAndSettle(by: CGPoint(x: 120, y: 0), velocity: .zero)
        #expect(engine.behavior.currentIndex == 1)
        engine.flingAndSettle(by: CGPoint(x: -100, y: 0), velocity: .zero)
        #expect(engine.behavior.currentIndex == 1)
        engine.flingAndSettle(by: CGPoint(x: -120, y: 0), velocity: .zero)
        #expect(engine.behavior.currentIndex == 0)
        #expect(engine.reportedIndices == [1, 0])
    }

    /// With multi-item flings on: under 2,500 pt/s one item; above it, as many as the
    /// deceleration projection reaches: x₀ + (v₀ − 0.01)·r/(1 − r), v₀ in pt/ms, r = 0.99.
    @Test(arguments: [(CGFloat(150), CGFloat(2400)), (150, 2600), (40, 6000), (40, 12000), (-40, -6000)])
    func multiItemFling_projectionDecidesAboveTheLimit(drag: CGFloat, velocity: CGFloat) throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.allowsMultipleItemScroll = true
        var engine = try makeCarouselEngine(items: 50, configuration: configuration)
        engine.flingAndSettle(by: CGPoint(x: drag, y: 0), velocity: CGPoint(x: velocity, y: 0))
        let oneItem = drag > 0 ? 1 : -1
        let r: CGFloat = 0.99, v0 = velocity / 1000
        let projected = ((drag + (v0 - 0.01 * (v0 > 0 ? 1 : -1)) * r / (1 - r)) / stride).rounded()
        let expected = abs(velocity) > 2500 ? (drag > 0 ? max(oneItem, Int(projected)) : min(oneItem, Int(projected))) : oneItem
        #expect(engine.behavior.currentVirtualIndex == expected)
        #expect(engine.behavior.currentIndex == CarouselLayout.wrap(expected, count: 50))
        #expect(engine.currentFrameInViewport?.minX == 60)
        if abs(velocity) > 5000 { #expect(abs(expected) >= 3) }
    }

    // MARK: - Axes, sizes, directions

    /// A vertical carousel pages along y and ignores the x velocity (a well-known library
    /// reads velocity.x there).
    @Test(arguments: [60.0, 120.0])
    func vertical_pagesAlongY(frameRate: Double) throws {
        let configuration = try CarouselLayout.Configuration(axis: .vertical, itemSizing: .fixed(CGSize(width: 280, height: 120)),
                                                             minimumLineSpacing: 10)
        var engine = try makeCarouselEngine(configuration: configuration)
        let home = engine.contentOffset
        engine.flingAndSettle(by: CGPoint(x: 40, y: 30), velocity: CGPoint(x: -3000, y: 1500), frameRate: frameRate)
        #expect(engine.contentOffset == CGPoint(x: 0, y: home.y + 130))
        #expect(engine.currentFrameInViewport == CGRect(x: 20, y: 40, width: 280, height: 120))
        // 30 pt is under the threshold and 300 pt/s under the flick velocity: the 5,000 pt/s
        // across the axis must not turn it into a flick.
        engine.flingAndSettle(by: CGPoint(x: 0, y: 30), velocity: CGPoint(x: 5000, y: 300), frameRate: frameRate)
        engine.flingAndSettle(by: CGPoint(x: 0, y: -30), velocity: CGPoint(x: 0, y: -900), frameRate: frameRate)
        engine.flingAndSettle(by: CGPoint(x: 0, y: -30), velocity: CGPoint(x: 0, y: -900), frameRate: frameRate)
        #expect(engine.reportedIndices == [1, 0, 6])
        #expect(engine.shownData == [5, 6, 0])
    }

    /// Items of different widths: every flick centres the next item, through the wrap both
    /// ways; each step is half of one item, the spacing and half of the next.
    @Test func variableSizes_centreEachItemThroughTheWrap() throws {
        let widths: [CGFloat] = [120, 200, 160, 240, 100]
        let configuration = try CarouselLayout.Configuration(
            itemSizing: .perItem { CGSize(width: widths[$0], height: 160) }, minimumLineSpacing: 10)
        var engine = try makeCarouselEngine(items: widths.count, configuration: configuration)
        var expected = engine.contentOffset.x
        for step in 0..<7 {
            engine.flingAndSettle(by: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 1200, y: 0))
            expected += widths[step % 5] / 2 + 10 + widths[(step + 1) % 5] / 2
            #expect(engine.contentOffset.x + engine.recenterDeltas.reduce(0) { $0 - $1.x } == expected)
            #expect(engine.currentFrameInViewport?.midX == 160)
        }
        for _ in 0..<4 { engine.flingAndSettle(by: CGPoint(x: -30, y: 0), velocity: CGPoint(x: -1200, y: 0)) }
        #expect(engine.reportedIndices == [1, 2, 3, 4, 0, 1, 2, 1, 0, 4, 3])
        #expect(engine.currentFrameInViewport == CGRect(x: 40, y: 20, width: 240, height: 160))
    }

    /// Right-to-left: the next item is on the left, reached by dragging the content to the
    /// right (the offset decreases).
    @Test func rightToLeft_flickTowardsTheLeftEdgeAdvances() throws {
        var engine = try makeCarouselEngine(direction: .rightToLeft)
        let home = engine.contentOffset
        #expect(engine.shownItems.map(\.dataIndex) == [6, 0, 1])
        #expect(engine.shownItems.map { $0.layoutItem.frame.minX - home.x } == [280, 60, -160])
        engine.flingAndSettle(by: CGPoint(x: -40, y: 0), velocity: CGPoint(x: -1500, y: 0))
        #expect(engine.contentOffset.x == home.x - stride)
        #expect(engine.behavior.currentIndex == 1)
        engine.flingAndSettle(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1500, y: 0))
        engine.flingAndSettle(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1500, y: 0))
        #expect(engine.reportedIndices == [1, 0, 6])
        engine.tap(at: CGPoint(x: 30, y: 100)) // the left neighbour is the next item: 0
        #expect(engine.selectedItems == [0])
    }

    // MARK: - Paging modes

    /// Paging by screenful: 90 pt items 10 pt apart in a 300 pt band hold 3 per screen, so
    /// 10 items make stops 0, 3, 6 and 9 (alone), then the loop starts over.
    @Test func screenfulPaging_movesAsManyWholeItemsAsFit() throws {
        let configuration = try CarouselLayout.Configuration(itemSizing: .fixed(CGSize(width: 90, height: 160)),
                                                             minimumLineSpacing: 10, insets: EdgeInsets(left: 10, right: 10),
                                                             alignment: .leading, paging: .screenful)
        var engine = try makeCarouselEngine(items: 10, configuration: configuration)
        #expect(engine.behavior.numberOfStops == 4)
        for _ in 0..<5 { engine.flingAndSettle(by: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 1500, y: 0)) }
        #expect(engine.reportedIndices == [3, 6, 9, 0, 3])
        #expect(engine.currentFrameInViewport?.minX == 10)
        #expect(engine.shownData == [3, 4, 5, 6])
        engine.flingAndSettle(by: CGPoint(x: -30, y: 0), velocity: CGPoint(x: -1500, y: 0))
        engine.flingAndSettle(by: CGPoint(x: -30, y: 0), velocity: CGPoint(x: -1500, y: 0))
        #expect(engine.reportedIndices.suffix(2) == [0, 9])
        #expect(engine.behavior.pageControl.currentPage == 3)
    }

    /// Paging off: a release rests exactly where UIKit's deceleration would (`.normal`).
    @Test func pagingOff_deceleratesFreely() throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.paging = .none
        var engine = try makeCarouselEngine(configuration: configuration)
        let home = engine.contentOffset.x
        engine.fling(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1500, y: 0))
        engine.runUntilIdle()
        let travelled = engine.contentOffset.x - engine.recenterDeltas.reduce(0) { $0 + $1.x } - home
        #expect(abs(travelled - Deceleration.projectedPosition(from: 40, velocity: 1500)) <= 0.5)
        #expect(engine.behavior.currentIndex == Int((travelled / stride).rounded()) % 7)
    }

    /// A loop has no edge: hard flings backwards from item 0 never bounce, they wrap.
    @Test func loop_neverRubberBands() throws {
        var engine = try makeCarouselEngine(items: 3)
        var furthest = engine.contentOffset.x
        for _ in 0..<5 {
            engine.fling(by: CGPoint(x: -100, y: 0), velocity: CGPoint(x: -6000, y: 0))
            while engine.isMoving {
                engine.advance(by: 1 / 60)
                furthest = min(furthest, engine.contentOffset.x)
            }
        }
        #expect(engine.reportedIndices == [2, 1, 0, 2, 1])
        #expect(engine.heardMilestones.filter { $0 == .didEndDecelerating }.count == 5)
    }
}
