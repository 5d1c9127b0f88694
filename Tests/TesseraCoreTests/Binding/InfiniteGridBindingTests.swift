import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

typealias BoundPlane = BoundEngine<BehaviorBinding<InfiniteGridBehavior>, CollectionEngine<InfiniteGridBehavior>>

func makeBoundPlane(center: GridCoordinates = .zero, xBounds: ClosedRange<Int>? = nil,
                    yBounds: ClosedRange<Int>? = nil) throws -> BoundPlane {
    BoundPlane(engine: try makeInfiniteEngine(center: center, xBounds: xBounds, yBounds: yBounds),
               glue: BehaviorBinding(), initial: center) { engine, coordinates, animated in
        engine.scroll(to: coordinates, animated: animated)
    }
}

extension BoundEngine where Glue == BehaviorBinding<InfiniteGridBehavior>, Component == CollectionEngine<InfiniteGridBehavior> {
    var centers: [GridCoordinates] {
        engine.effects.compactMap { if case .centerChanged(let center) = $0 { center } else { nil } }
    }

    var isInStep: Bool { engine.behavior.centerCoordinates == appValue && !engine.isMoving }
}

@Suite("Binding: infinite grid")
struct InfiniteGridBindingTests {
    @Test(arguments: [true, false])
    func appSetsAFarTile_scrollsOnce_andWritesNoTileOnTheWay(animated: Bool) throws {
        var plane = try makeBoundPlane()
        let target = GridCoordinates(x: 1_000_000, y: -77)
        plane.appSets(target, animated: animated)
        plane.runUntilIdle()
        #expect(plane.scrollTargets == [target] && plane.writes.isEmpty && plane.echoCommands.isEmpty)
        #expect(plane.isInStep)
        if animated { #expect(plane.centers.count > 1) }
    }

    @Test func rapidAppSetsDuringAnimation_retarget() throws {
        var plane = try makeBoundPlane()
        plane.appSets(GridCoordinates(x: 3, y: 1), animated: true)
        plane.frames(5)
        plane.appSets(GridCoordinates(x: -2, y: 2), animated: true)
        plane.frames(3)
        plane.appSets(GridCoordinates(x: 40, y: -40), animated: true)
        plane.runUntilIdle()
        #expect(plane.scrollTargets.count == 3 && plane.writes.isEmpty && plane.largestAnswer <= 1)
        #expect(plane.isInStep && plane.appValue == GridCoordinates(x: 40, y: -40))
    }

    @Test func userDrag_writesEveryNewCentreTileOnce_inOrder() throws {
        var plane = try makeBoundPlane()
        let before = plane.centers.count
        plane.drive { $0.beginDragging() }
        for _ in 0..<30 { plane.drive { $0.advance(by: 1 / 60); $0.drag(by: CGPoint(x: 37, y: -23)) } }
        plane.drive { $0.endDragging(velocity: CGPoint(x: 2000, y: -900)) }
        plane.runUntilIdle()
        #expect(plane.writes.count > 10)
        #expect(plane.writes == Array(plane.centers.dropFirst(before)))
        #expect(plane.scrolls.isEmpty && plane.echoCommands.isEmpty && plane.isInStep)
    }

    @Test func appSetWhileTheUserDrags_losesToTheFinger() throws {
        var plane = try makeBoundPlane()
        plane.drive { $0.beginDragging(); $0.drag(by: CGPoint(x: 250, y: 0)) }
        plane.appSets(GridCoordinates(x: 50, y: 50), animated: true)
        plane.drive { $0.drag(by: CGPoint(x: 100, y: 0)) }
        plane.drive { $0.endDragging(velocity: .zero) }
        plane.runUntilIdle()
        #expect(plane.scrolls.isEmpty && plane.isInStep)
        #expect(plane.appValue == GridCoordinates(x: 4, y: 0))
    }

    @Test func appSetDuringAFling_retargetsIt() throws {
        var plane = try makeBoundPlane()
        plane.drive { $0.fling(by: CGPoint(x: 200, y: 0), velocity: CGPoint(x: 3000, y: 0)) }
        plane.frames(10)
        let target = GridCoordinates(x: -5, y: 3)
        plane.appSets(target, animated: true)
        plane.runUntilIdle()
        #expect(plane.scrollTargets == [target] && plane.isInStep && plane.appValue == target)
    }

    @Test func tileOutsideABoundedGrid_isResolvedAndWrittenBack() throws {
        var plane = try makeBoundPlane(center: GridCoordinates(x: 5, y: 5), xBounds: 0...9, yBounds: 0...9)
        #expect(plane.writes.isEmpty)
        plane.appSets(GridCoordinates(x: 50, y: -50), animated: true)
        plane.runUntilIdle()
        // 320 × 200 pt shows 3.2 × 2 tiles: the centre of the last screenful is (8, 1).
        #expect(plane.scrollTargets == [GridCoordinates(x: 8, y: 1)])
        #expect(plane.writes == [GridCoordinates(x: 8, y: 1)] && plane.echoCommands.isEmpty && plane.isInStep)
    }

    @Test func firstValueAtTheEdgeOfABoundedGrid_isWrittenBackAsTheCentreShown() throws {
        let plane = try makeBoundPlane(center: .zero, xBounds: 0...9, yBounds: 0...9)
        #expect(plane.writes == [GridCoordinates(x: 1, y: 1)] && plane.isInStep)
    }
}
