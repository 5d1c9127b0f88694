import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The loop: the wrap in both directions, recentring while moving, far jumps, and the cells
/// a collection view would create.
@Suite("Carousel loop scenarios")
struct CarouselLoopScenarioTests {
    /// Watches every frame: a slot that stays on screen keeps its cell and its data item
    /// (nothing is reconfigured at the wrap or by recentring), cells are configured only when
    /// they appear, and the offset stays bounded.
    private struct FrameWatch {
        var previous: [Int: Int] = [:]   // slot → data index on screen
        var configured: Int
        var maxOffset: CGFloat = 0

        init(_ engine: CarouselEngine) {
            configured = engine.cells.statistics.configured
            previous = Dictionary(uniqueKeysWithValues: engine.shownItems.map { ($0.slot, $0.dataIndex) })
        }

        mutating func check(_ engine: CarouselEngine) {
            let now = Dictionary(uniqueKeysWithValues: engine.shownItems.map { ($0.slot, $0.dataIndex) })
            for (slot, data) in now where previous[slot] != nil {
                #expect(previous[slot] == data, "slot \(slot) kept its item")
            }
            let appeared = engine.cells.statistics.configured - configured
            #expect(appeared <= max(0, Set(now.keys).subtracting(previous.keys).count), "only new cells configured")
            configured = engine.cells.statistics.configured
            previous = now
            maxOffset = max(maxOffset, abs(engine.contentOffset.x), abs(engine.contentOffset.y))
        }
    }

    private mutating func flingWatched(_ engine: inout CarouselEngine, _ watch: inout FrameWatch, by distance: CGFloat,
                                       velocity: CGFloat, frameRate: Double = 60) {
        engine.beginDragging()
        for _ in 0..<10 {
            engine.advance(by: 1 / frameRate)
            engine.drag(by: CGPoint(x: distance / 10, y: 0))
            watch.check(engine)
        }
        engine.endDragging(velocity: CGPoint(x: velocity, y: 0))
        while engine.isMoving {
            engine.advance(by: 1 / frameRate)
            watch.check(engine)
        }
    }

    // MARK: - The wrap

    @Test(arguments: [60.0, 120.0])
    mutating func wrapInBothDirections_showsTheRightNeighboursAndReconfiguresNothing(frameRate: Double) throws {
        var engine = try makeCarouselEngine()
        var watch = FrameWatch(engine)
        #expect(engine.shownData == [6, 0, 1])
        for _ in 0..<2 { flingWatched(&engine, &watch, by: -40, velocity: -1500, frameRate: frameRate) }
        #expect(engine.shownData == [4, 5, 6])
        for _ in 0..<4 { flingWatched(&engine, &watch, by: 40, velocity: 1500, frameRate: frameRate) }
        #expect(engine.reportedIndices == [6, 5, 6, 0, 1, 2])
        #expect(engine.shownData == [1, 2, 3])
        #expect(engine.currentFrameInViewport == CGRect(x: 60, y: 20, width: 200, height: 160))
        #expect(engine.cells.statistics.maxInUse <= 4)
        #expect(engine.cells.statistics.created <= 4)
        #expect(watch.maxOffset < CGFloat(1 << 20))
    }

    /// Two items: both neighbours of the current item show the other one.
    @Test func twoItems_loopWithTheSameItemOnBothSides() throws {
        var engine = try makeCarouselEngine(items: 2)
        #expect(engine.shownData == [1, 0, 1])
        engine.flingAndSettle(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1500, y: 0))
        #expect(engine.shownData == [0, 1, 0])
        engine.flingAndSettle(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1500, y: 0))
        engine.flingAndSettle(by: CGPoint(x: -40, y: 0), velocity: CGPoint(x: -1500, y: 0))
        engine.flingAndSettle(by: CGPoint(x: -40, y: 0), velocity: CGPoint(x: -1500, y: 0))
        #expect(engine.reportedIndices == [1, 0, 1, 0])
        #expect(engine.behavior.currentVirtualIndex == 0)
    }

    // MARK: - Recentring

    /// A 6,000 pt drag recentres many times on the way, and every frame the items move by
    /// exactly the finger's delta on screen.
    @Test func longDrag_recentresInvisibly() throws {
        var engine = try makeCarouselEngine(items: 1_000)
        engine.beginDragging()
        var screen = engine.shownItems.map { ($0.virtualIndex, $0.layoutItem.frame.minX - engine.contentOffset.x) }
        for _ in 0..<300 {
            engine.advance(by: 1 / 60)
            engine.drag(by: CGPoint(x: -20, y: 0))
            let now = engine.shownItems.map { ($0.virtualIndex, $0.layoutItem.frame.minX - engine.contentOffset.x) }
            for (index, x) in now {
                if let before = screen.first(where: { $0.0 == index }) { #expect(x == before.1 + 20) }
            }
            screen = now
            #expect(abs(engine.contentOffset.x - engine.layout.homeOffset.x) <= engine.layout.recenterThreshold + 20)
        }
        #expect(engine.recenterDeltas.count >= 15)
        engine.endDragging(velocity: .zero)
        engine.runUntilIdle()
        // 6,000 pt back is 27.27 items: the nearest item, 973 of 1,000, is current.
        #expect(engine.behavior.currentIndex == 973)
    }

    /// A free fling of 2,500 pt/s travels the closed-form distance although it was recentred
    /// on the way: recentring keeps the velocity.
    @Test(arguments: [60.0, 120.0])
    func freeFling_keepsItsVelocityThroughRecentring(frameRate: Double) throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.paging = .none
        var engine = try makeCarouselEngine(configuration: configuration)
        let start = engine.contentOffset.x
        engine.fling(by: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 2500, y: 0), frameRate: frameRate)
        engine.runUntilIdle(frameRate: frameRate)
        #expect(engine.recenterDeltas.count >= 1)
        let travelled = engine.contentOffset.x - engine.recenterDeltas.reduce(0) { $0 + $1.x } - start
        #expect(abs(travelled - Deceleration.projectedPosition(from: 30, velocity: 2500)) <= 0.5)
    }

    // MARK: - Programmatic

    /// `scrollToItem` goes the shortest way round: from 0 to 6 of 7 is one item back.
    @Test(arguments: [(7, 6, CGFloat(-220)), (7, 3, 660), (7, 4, -660), (2, 1, 220)])
    func scrollToItem_goesTheShortestWayRound(count: Int, target: Int, distance: CGFloat) throws {
        var engine = try makeCarouselEngine(items: count)
        let start = engine.contentOffset.x
        engine.scrollToItem(target, animated: true)
        engine.runUntilIdle()
        #expect(engine.contentOffset.x - engine.recenterDeltas.reduce(0) { $0 + $1.x } - start == distance)
        #expect(engine.reportedIndices == [target])
        #expect(engine.heardMilestones.filter { $0 == .didEndScrollingAnimation }.count == 1)
    }

    /// With 10⁹ items the shortest way can be 5·10⁸ items long: jumps stay in the bounded
    /// offset range (the loop is renumbered by index); an animated one shows the target's
    /// neighbour and animates the last item.
    @Test func billionItems_jumpAnywhereWithABoundedOffset() throws {
        var engine = try makeCarouselEngine(items: 1_000_000_000)
        engine.scrollToItem(500_000_000, animated: false)
        #expect(engine.behavior.currentIndex == 500_000_000)
        #expect(engine.shownData == [499_999_999, 500_000_000, 500_000_001])
        #expect(abs(engine.contentOffset.x - engine.layout.homeOffset.x) <= 220)
        var furthest: CGFloat = 0
        engine.scrollToItem(200_000_000, animated: true)
        while engine.isMoving {
            engine.advance(by: 1 / 60)
            furthest = max(furthest, abs(engine.contentOffset.x))
        }
        #expect(furthest < CGFloat(1 << 20))
        #expect(engine.behavior.currentIndex == 200_000_000)
        #expect(engine.shownData == [199_999_999, 200_000_000, 200_000_001])
        #expect(engine.reportedIndices == [500_000_000, 200_000_000])
        engine.scrollToItem(199_999_990, animated: true)
        engine.runUntilIdle()
        #expect(engine.shownData == [199_999_989, 199_999_990, 199_999_991])
    }

    /// Taps map through the wrap to data indices.
    @Test func tap_selectsTheDataItemAcrossTheWrap() throws {
        var engine = try makeCarouselEngine()
        engine.tap(at: CGPoint(x: 20, y: 100))   // item 6, peeking on the left
        engine.tap(at: CGPoint(x: 160, y: 100))  // item 0
        engine.tap(at: CGPoint(x: 270, y: 100))  // the spacing
        #expect(engine.selectedItems == [6, 0])
        #expect(engine.behavior.selectedIndex == 0)
    }

    // MARK: - Models

    /// The page control's progress wraps: halfway from the last item to the first is 6.5 of 7,
    /// nearest page 0.
    @Test func pageControl_progressWrapsDuringADrag() throws {
        var engine = try makeCarouselEngine()
        engine.beginDragging()
        engine.drag(by: CGPoint(x: -110, y: 0))
        #expect(engine.behavior.pageControl.progress == 6.5)
        engine.drag(by: CGPoint(x: -10, y: 0))
        #expect(engine.behavior.pageControl.currentPage == 6)
        engine.drag(by: CGPoint(x: 20, y: 0))
        #expect(engine.behavior.pageControl.currentPage == 0)
        #expect(engine.behavior.pageControl.numberOfPages == 7)
    }

    /// VoiceOver reads the resting item; recentring (thousands of points) changes nothing it
    /// reads, and increment / decrement move one item.
    @Test func accessibility_followsTheItemNotTheOffset() throws {
        var engine = try makeCarouselEngine()
        #expect(engine.behavior.accessibility.announcement == .position(.item, index: 0, count: 7))
        engine.send { pager, scroll, layout in pager.scrollByStops(-1, animated: true, scroll: scroll, layout: layout) }
        engine.runUntilIdle()
        #expect(engine.behavior.accessibility.announcement == .position(.item, index: 6, count: 7))
        let before = engine.behavior.accessibility
        let cells = engine.cells.visible
        engine.recenter(by: CGPoint(x: -5000, y: 0), to: CGPoint(x: engine.contentOffset.x - 5000, y: engine.contentOffset.y))
        #expect(engine.behavior.accessibility == before)
        #expect(engine.cells.visible == cells)
        #expect(engine.lastVisibilityChange.isEmpty)
        engine.send { pager, scroll, layout in pager.scrollByStops(1, animated: false, scroll: scroll, layout: layout) }
        #expect(engine.behavior.accessibility.announcement == .position(.item, index: 0, count: 7))
        #expect(engine.behavior.accessibility.canDecrement && engine.behavior.accessibility.canIncrement)
    }

    @Test func accessibility_withoutLoopStopsAtTheEnds() throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.isInfinite = false
        var engine = try makeCarouselEngine(items: 3, configuration: configuration)
        #expect(!engine.behavior.accessibility.canDecrement)
        engine.send { pager, scroll, layout in pager.scrollByStops(5, animated: false, scroll: scroll, layout: layout) }
        #expect(engine.behavior.accessibility.announcement == .position(.item, index: 2, count: 3))
        #expect(!engine.behavior.accessibility.canIncrement)
    }

    // MARK: - A resize under the finger

    /// A loop of two items filling a view as tall as the gate allows (`.infinity` comes in as
    /// 65,536 pt) shrinks to 40 × 40 while a finger holds it: its content shrinks to a sliver of
    /// what it was, so the offset the finger held lies far past the new content. The loop comes
    /// home at once (no blank frames until the finger moves), the finger drags on, and the
    /// release settles on an item.
    @Test func viewportShrinkingUnderAFinger_bringsTheLoopHomeAtOnce() throws {
        let configuration = try CarouselLayout.Configuration(axis: .vertical)
        var engine = try makeCarouselEngine(items: 2, configuration: configuration,
                                            viewport: CGSize(width: 320, height: CGFloat.infinity))
        engine.beginDragging()
        engine.drag(by: CGPoint(x: 0, y: -400))
        engine.setViewportSize(CGSize(width: 40, height: 40))
        let content = engine.layout.contentSize.height
        #expect((0...(content - 40)).contains(engine.contentOffset.y), "offset \(engine.contentOffset.y) in \(content) pt")
        #expect(engine.layout.recenteringShift(forContentOffset: engine.contentOffset) == nil, "home")
        #expect(!engine.visibleIndices.isEmpty)
        let before = engine.contentOffset.y
        engine.drag(by: CGPoint(x: 0, y: -10))
        #expect(engine.contentOffset.y == before - 10)
        engine.endDragging(velocity: .zero)
        engine.runUntilIdle()
        let resting = try #require(engine.currentFrameInViewport)
        #expect(resting.minY == 0 && resting.height == 40)
    }
}
