import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

typealias BoundGrid = BoundEngine<BehaviorBinding<PagedGridBehavior>, CollectionEngine<PagedGridBehavior>>

/// 40 items, 4 × 2 per page: pages 0…4 of the gallery's grid in 320 × 200 pt (stride 340 pt).
func makeBoundGrid(items: Int = 40, page: Int = 0, reducesMotion: Bool = false,
                   uikit: UIKitModel = .standard) -> BoundGrid {
    BoundGrid(engine: makeGridEngine(items: items, uikit: uikit), glue: BehaviorBinding(reducesMotion: reducesMotion),
              initial: page) { engine, page, animated in engine.scrollToPage(page, animated: animated) }
}

extension BoundEngine where Glue == BehaviorBinding<PagedGridBehavior>, Component == CollectionEngine<PagedGridBehavior> {
    /// A finger flicks one page forward (positive) or back and the grid settles.
    mutating func flick(pages direction: CGFloat) {
        drive { $0.fling(by: CGPoint(x: 60 * direction, y: 0), velocity: CGPoint(x: 1500 * direction, y: 0)) }
        runUntilIdle()
    }

    /// Where the pager rests and what the binding holds agree.
    var isInStep: Bool { engine.behavior.currentPage == appValue && !engine.isMoving }
}

@Suite("Binding: paged grid")
struct PagedGridBindingTests {
    @Test func firstUpdate_showsTheBindingsPage_withoutAnimationOrWrite() {
        let grid = makeBoundGrid(page: 3)
        #expect(grid.scrolls == [.scroll(to: 3, animated: false)])
        #expect(grid.engine.contentOffset == grid.engine.offset(ofPage: 3))
        #expect(grid.writes.isEmpty && grid.isInStep)
    }

    @Test(arguments: [true, false])
    func appSetsPage_scrollsOnce_andWritesNothing(animated: Bool) {
        var grid = makeBoundGrid()
        grid.appSets(3, animated: animated)
        grid.runUntilIdle()
        #expect(grid.scrolls == [.scroll(to: 0, animated: false), .scroll(to: 3, animated: animated)].suffix(1))
        #expect(grid.engine.reportedPages == [3])
        #expect(grid.writes.isEmpty && grid.echoCommands.isEmpty)
        #expect(grid.isInStep && grid.engine.contentOffset == grid.engine.offset(ofPage: 3))
    }

    @Test func repeatedUpdatesWithTheSameValue_doNothing() {
        var grid = makeBoundGrid()
        grid.appSets(2, animated: true)
        for _ in 0..<5 { grid.update(animated: true) }
        grid.frames(3)
        grid.update(animated: false)
        grid.runUntilIdle()
        #expect(grid.scrollTargets == [2])
        #expect(grid.isInStep)
    }

    @Test func userFlicks_writeTheBindingOncePerPage_andTheEchoScrollsNothing() {
        var grid = makeBoundGrid()
        grid.flick(pages: 1)
        grid.flick(pages: 1)
        grid.flick(pages: -1)
        #expect(grid.writes == [1, 2, 1])
        #expect(grid.scrolls.isEmpty && grid.echoCommands.isEmpty)
        #expect(grid.isInStep)
    }

    @Test func flickThatReturnsToItsPage_writesNothing() {
        var grid = makeBoundGrid(page: 2)
        grid.drive { $0.fling(by: CGPoint(x: 40, y: 0), velocity: .zero) }
        grid.runUntilIdle()
        #expect(grid.writes.isEmpty && grid.isInStep && grid.appValue == 2)
    }

    @Test func rapidAppSetsDuringAnimation_retargetWithoutLoops() {
        var grid = makeBoundGrid()
        grid.retargetRapidlyWhileAnimating()
        #expect(grid.scrollTargets == [3, 1, 4])
        #expect(grid.engine.reportedPages == [4])
        #expect(grid.writes.isEmpty && grid.largestAnswer <= 1)
        #expect(grid.isInStep)
    }

    @Test func appSetDuringDrag_theFingerWins_andTheBindingFollowsTheRest() {
        var grid = makeBoundGrid()
        grid.drive { $0.beginDragging(); $0.drag(by: CGPoint(x: 60, y: 0)) }
        grid.appSets(4, animated: true)
        #expect(grid.scrolls.isEmpty)
        grid.drive { $0.endDragging(velocity: CGPoint(x: 1500, y: 0)) }
        grid.runUntilIdle()
        #expect(grid.scrolls.isEmpty)
        #expect(grid.writes == [1] && grid.isInStep)
    }

    @Test func appSetDuringDrag_thatEndsWhereItBegan_writesTheStartPageBack() {
        var grid = makeBoundGrid(page: 1)
        grid.drive { $0.beginDragging(); $0.drag(by: CGPoint(x: 30, y: 0)) }
        grid.appSets(3, animated: false)
        grid.drive { $0.endDragging(velocity: .zero) }
        grid.runUntilIdle()
        #expect(grid.writes == [1] && grid.isInStep)
        #expect(grid.engine.reportedPages == [1])
    }

    @Test func appSetToWhereAFlickIsGoing_doesNotRestartIt() {
        var bound = makeBoundGrid()
        var reference = makeGridEngine(items: 40)
        bound.drive { $0.fling(by: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 1500, y: 0)) }
        reference.fling(by: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 1500, y: 0))
        bound.frames(2)
        reference.advance(by: 2 / 60)
        bound.appSets(1, animated: true)
        bound.runUntilIdle()
        reference.runUntilIdle()
        #expect(bound.scrolls.isEmpty && bound.writes.isEmpty)
        #expect(bound.engine.now == reference.now && bound.engine.contentOffset == reference.contentOffset)
        #expect(bound.isInStep && bound.appValue == 1)
    }

    @Test func appSetDuringAFlicksSettle_retargetsIt() {
        var grid = makeBoundGrid()
        grid.drive { $0.fling(by: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 1500, y: 0)) }
        grid.frames(3)
        grid.appSets(4, animated: true)
        grid.runUntilIdle()
        #expect(grid.scrollTargets == [4] && grid.writes.isEmpty)
        #expect(grid.engine.reportedPages == [4] && grid.isInStep)
    }

    @Test func touchThatStopsTheAppsAnimation_writesWhereTheGridRests() {
        var grid = makeBoundGrid()
        grid.appSets(4, animated: true)
        grid.frames(6)
        grid.drive { $0.touchDown() }
        grid.drive { $0.touchUp() }
        grid.runUntilIdle()
        let page = grid.engine.behavior.currentPage
        #expect(page != 4 && page != 0)
        #expect(grid.writes == [page] && grid.isInStep)
    }

    @Test func pageBeyondTheLast_isResolvedAndWrittenBackOnce() {
        var grid = makeBoundGrid()
        grid.appSets(9, animated: true)
        grid.runUntilIdle()
        #expect(grid.scrollTargets == [4] && grid.writes == [4] && grid.isInStep)
        grid.appSets(-3, animated: false)
        #expect(grid.scrollTargets == [4, 0] && grid.writes == [4, 0] && grid.isInStep)
        grid.appSets(0, animated: true)
        #expect(grid.scrollTargets == [4, 0] && grid.echoCommands.isEmpty)
    }

    @Test func reduceMotion_jumpsInsteadOfAnimating() {
        var grid = makeBoundGrid(reducesMotion: true)
        grid.appSets(2, animated: true)
        #expect(grid.scrolls.last == .scroll(to: 2, animated: false))
        #expect(!grid.engine.isMoving && grid.isInStep)
    }

    @Test(arguments: UIKitModel.allPlausible)
    func everyUIKitModel_keepsBindingAndPageInStep(uikit: UIKitModel) {
        var grid = makeBoundGrid(uikit: uikit)
        grid.flick(pages: 1)
        grid.appSets(3, animated: true)
        grid.frames(5)
        grid.flick(pages: -1)
        grid.appSets(0, animated: false)
        grid.flick(pages: 1)
        // The flick back catches the animation between pages 1 and 2 and rests on 1: the
        // binding (3) is written back; the last flick goes from 0 to 1.
        #expect(grid.writes == [1, 1, 1])
        #expect(grid.scrollTargets == [3, 0] && grid.echoCommands.isEmpty && grid.isInStep)
    }
}
