import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The identities a test's carousel shows, changed by the test like an app's `@State` array.
final class IdentityList: @unchecked Sendable {
    var ids: [String]
    init(_ ids: [String]) { self.ids = ids }
}

@Suite("Hosting: which cells are re-hosted")
struct HostingRehostScenarioTests {
    @Test func aFlingWritingEachTile_reHostsNothingPerFrame_andTheStaleTilesOnceWhenItEnds() throws {
        var plane = try makeHostedPlane()
        let flushesBefore = plane.cells.flushes.count
        plane.step { $0.drive { $0.fling(by: CGPoint(x: -400, y: 0), velocity: CGPoint(x: -3000, y: 0)) } }
        plane.frames(120)
        // SwiftUI hands back the last of the writes of one turn: an echo per turn that wrote.
        #expect(plane.bound.writes.count >= 10 && plane.laterUpdates.count >= 10)
        #expect(plane.laterUpdates.allSatisfy { $0 == .echo })
        #expect(plane.bound.engine.isMoving && plane.cells.flushes.count == flushesBefore)
        #expect(plane.cells.configured > plane.visibleCount && !plane.showsCurrentContent)
        plane.runUntilIdle()
        // The content the echoes may have changed reaches every tile, in one flush.
        #expect(!plane.bound.engine.isMoving && plane.cells.flushes.count == flushesBefore + 1)
        #expect(plane.cells.rehosted <= plane.visibleCount && plane.showsCurrentContent)
    }

    @Test func theParentUpdatingTwiceBeforeALayoutPass_reHostsEachVisibleCellOnce() throws {
        var plane = try makeHostedPlane()
        let flushesBefore = plane.cells.flushes.count
        plane.step {
            $0.update(animated: false)
            $0.update(animated: false)
        }
        #expect(plane.laterUpdates == [.content, .content])
        #expect(plane.cells.flushes.count == flushesBefore + 1)
        #expect(plane.cells.flushes.last == plane.visibleCount && plane.showsCurrentContent)
        plane.step { _ in }
        #expect(plane.cells.flushes.count == flushesBefore + 1)
    }

    @Test func cellsHostedAfterAnUpdate_areNotReHostedByItsFlush() throws {
        var plane = try makeHostedPlane()
        let survivors = plane.visibleCount
        plane.bound.update(animated: false)
        plane.bound.drive {
            $0.beginDragging()
            $0.drag(by: CGPoint(x: -170, y: -90))
        }
        let configuredBefore = plane.cells.configured
        plane.layoutPass()
        let fresh = plane.cells.configured - configuredBefore
        #expect(fresh > 0)
        #expect(plane.cells.flushes.last == plane.visibleCount - fresh)
        #expect(plane.visibleCount - fresh < survivors && plane.showsCurrentContent)
    }

    @Test func flicksAcrossTheLoopsWrap_reHostTheVisibleCellsOncePerFlick() throws {
        let list = IdentityList((0..<7).map { "banner\($0)" })
        var carousel = try makeHostedCarousel(identities: { list.ids }, index: 5)
        let flushesBefore = carousel.cells.flushes.count
        for flick in 1...3 {
            carousel.step { $0.drive { $0.fling(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1200, y: 0)) } }
            carousel.runUntilIdle()
            // `Card(item, isCurrent: item.id == current)` shows the new current item in every cell.
            #expect(carousel.showsCurrentContent && carousel.cells.flushes.count == flushesBefore + flick)
            #expect(carousel.cells.flushes.last ?? 0 <= carousel.visibleCount)
        }
        #expect(carousel.bound.writes == [6, 0, 1])
        #expect(carousel.laterUpdates.allSatisfy { $0 == .echo })
    }

    @Test(arguments: [HostingEchoTiming.firstInMotion, .atSettle])
    func aDragWritingAtEachTile_reHostsOnceWhileMoving_atMost_andOnceWhenItSettles(timing: HostingEchoTiming) throws {
        var plane = try makeHostedPlane(echoTiming: timing)
        let flushesBefore = plane.cells.flushes.count
        plane.step { $0.drive { $0.beginDragging() } }
        for _ in 0..<12 { plane.step { $0.drive { $0.drag(by: CGPoint(x: -40, y: 0)) } } }
        #expect(plane.laterUpdates.filter { $0 == .echo }.count >= 4)
        // A carousel's first echo shows at once; an infinite grid's wait for the end of the motion.
        #expect(plane.cells.flushes.count == flushesBefore + (timing == .firstInMotion ? 1 : 0))
        plane.step { $0.drive { $0.endDragging(velocity: .zero) } }
        plane.runUntilIdle()
        #expect(plane.cells.flushes.count == flushesBefore + (timing == .firstInMotion ? 2 : 1))
        #expect(plane.showsCurrentContent)
    }

    @Test func insertingInFront_isAChangeOfData_andEveryCellShowsItsItemAfterIt() throws {
        let list = IdentityList((0..<7).map { "banner\($0)" })
        var carousel = try makeHostedCarousel(identities: { list.ids }, index: 3)
        let old = list.ids
        list.ids = ["new0", "new1"] + old
        carousel.step { $0.changeData(from: old, to: list.ids) }
        #expect(carousel.laterUpdates.first == .data)
        #expect(carousel.bound.engine.behavior.currentIndex == 5)
        #expect(carousel.showsCurrentContent && carousel.cells.flushes.count == 2)
    }
}
