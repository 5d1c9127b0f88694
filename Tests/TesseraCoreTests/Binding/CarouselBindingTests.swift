import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

typealias BoundCarousel = BoundEngine<BehaviorBinding<CarouselBehavior>, CollectionEngine<CarouselBehavior>>

/// The gallery's banner (200 pt items, stride 220 pt, looping) with `items` items.
func makeBoundCarousel(items: Int = 7, index: Int = 0, configuration: CarouselLayout.Configuration? = nil,
                       autoScroller: AutoScroller? = nil) throws -> BoundCarousel {
    BoundCarousel(engine: try makeCarouselEngine(items: items, configuration: configuration, autoScroller: autoScroller),
                  glue: BehaviorBinding(), initial: index) { engine, index, animated in
        engine.scrollToItem(index, animated: animated)
    }
}

extension BoundEngine where Glue == BehaviorBinding<CarouselBehavior>, Component == CollectionEngine<CarouselBehavior> {
    /// A finger flicks one item forward (positive) or back and the carousel settles.
    mutating func flick(items direction: CGFloat) {
        drive { $0.fling(by: CGPoint(x: 40 * direction, y: 0), velocity: CGPoint(x: 1200 * direction, y: 0)) }
        runUntilIdle()
    }

    var isInStep: Bool { engine.behavior.currentIndex == appValue && !engine.isMoving }
}

@Suite("Binding: carousel")
struct CarouselBindingTests {
    @Test(arguments: [true, false])
    func appSetsItem_scrollsOnceTheShortWayRound(animated: Bool) throws {
        var carousel = try makeBoundCarousel()
        let start = carousel.engine.contentOffset.x
        carousel.appSets(6, animated: animated)
        carousel.runUntilIdle()
        #expect(carousel.scrollTargets == [6] && carousel.writes.isEmpty && carousel.echoCommands.isEmpty)
        #expect(carousel.engine.reportedIndices == [6] && carousel.isInStep)
        // One item back (the loop's short way), not six forward; recentring moves whole cycles.
        let moved = carousel.engine.contentOffset.x - start
        #expect(moved.truncatingRemainder(dividingBy: 7 * 220) == -220 || moved == 6 * 220)
    }

    @Test func userFlicksAcrossTheWrap_writeOncePerItem() throws {
        var carousel = try makeBoundCarousel(index: 5)
        carousel.flick(items: 1)
        carousel.flick(items: 1)
        carousel.flick(items: 1)
        carousel.flick(items: -1)
        #expect(carousel.writes == [6, 0, 1, 0] && carousel.scrollTargets == [5])
        #expect(carousel.echoCommands.isEmpty && carousel.isInStep)
    }

    @Test func autoScroll_writesEachPageTurnOnce() throws {
        var carousel = try makeBoundCarousel(autoScroller: try autoScroller(.page(interval: 2.5)))
        carousel.frames(60 * 11)
        #expect(carousel.writes == [1, 2, 3, 4])
        #expect(carousel.writes == carousel.engine.reportedIndices)
        #expect(carousel.scrolls.isEmpty && carousel.echoCommands.isEmpty && carousel.isInStep)
    }

    @Test func appSetToTheItemAPageTurnIsHeadingFor_doesNotRestartIt() throws {
        var bound = try makeBoundCarousel(autoScroller: try autoScroller(.page(interval: 2.5)))
        var reference = try makeCarouselEngine(autoScroller: try autoScroller(.page(interval: 2.5)))
        while !bound.engine.isMoving { bound.frames(1); reference.advance(by: 1 / 60) }
        bound.frames(3)
        reference.runFrames(3)
        bound.appSets(1, animated: true)
        bound.frames(60)
        reference.runFrames(60)
        #expect(bound.scrolls.isEmpty && bound.writes.isEmpty)
        #expect(bound.engine.contentOffset == reference.contentOffset && bound.isInStep)
    }

    @Test func appSetDuringAPageTurn_retargetsIt() throws {
        var carousel = try makeBoundCarousel(autoScroller: try autoScroller(.page(interval: 2.5)))
        while !carousel.engine.isMoving { carousel.frames(1) }
        carousel.frames(4)
        carousel.appSets(4, animated: true)
        carousel.runUntilIdle()
        #expect(carousel.scrollTargets == [4] && carousel.writes.isEmpty)
        #expect(carousel.engine.reportedIndices == [4] && carousel.isInStep)
    }

    @Test func touchPausesAutoScroll_andTheBindingWaits() throws {
        var carousel = try makeBoundCarousel(autoScroller: try autoScroller(.page(interval: 2.5)))
        carousel.drive { $0.touchDown() }
        carousel.frames(60 * 6)
        #expect(carousel.writes.isEmpty)
        carousel.drive { $0.touchUp() }
        carousel.frames(60 * 3)
        #expect(carousel.writes == [1] && carousel.isInStep)
    }

    @Test func marquee_writesEachNewNearestItemOnce() throws {
        let configuration = try CarouselLayout.Configuration(itemSizing: .fixed(CGSize(width: 200, height: 160)),
                                                             minimumLineSpacing: 20, paging: .none)
        var carousel = try makeBoundCarousel(configuration: configuration,
                                             autoScroller: try autoScroller(.marquee(speed: 220)))
        carousel.frames(60 * 5)
        #expect(carousel.writes.count >= 4)
        #expect(carousel.writes == carousel.engine.reportedIndices)
        #expect(zip(carousel.writes, carousel.writes.dropFirst()).allSatisfy { $0 != $1 })
        #expect(carousel.scrolls.isEmpty && carousel.echoCommands.isEmpty)
    }

    @Test func indexBeyondTheItems_isResolvedAndWrittenBack() throws {
        var carousel = try makeBoundCarousel()
        carousel.appSets(12, animated: true)
        carousel.runUntilIdle()
        #expect(carousel.scrollTargets == [6] && carousel.writes == [6] && carousel.isInStep)
    }

    @Test func insertBeforeTheCurrentItem_keepsIt() throws {
        let items = Array(0..<7)
        var carousel = try makeBoundCarousel(index: 3)
        carousel.changeData(from: items, to: [10, 11] + items)
        #expect(carousel.engine.behavior.currentIndex == 5 && carousel.writes == [5] && carousel.isInStep)
    }

    @Test func removeTheCurrentItem_keepsTheNextOne() throws {
        let items = Array(0..<7)
        var carousel = try makeBoundCarousel(index: 3)
        let new = items.filter { $0 != 1 && $0 != 3 }
        carousel.changeData(from: items, to: new)
        #expect(new[carousel.engine.behavior.currentIndex] == 4)
        #expect(carousel.writes == [2] && carousel.isInStep && carousel.echoCommands.isEmpty)
    }

    @Test func removeAfterTheCurrentItem_changesNothing() throws {
        let items = Array(0..<7)
        var carousel = try makeBoundCarousel(index: 3)
        carousel.changeData(from: items, to: Array(items.prefix(5)))
        #expect(carousel.writes.isEmpty && carousel.scrollTargets == [3] && carousel.isInStep)
    }
}
