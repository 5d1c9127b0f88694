import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("Binding: paged grid data changes")
struct PagedGridBindingDataTests {
    /// Items 0…39 named by their identity; page p starts with item 8p.
    let items = Array(0..<40)

    @Test func insertBeforeTheCurrentPage_keepsItsItems() {
        var grid = makeBoundGrid(page: 2)
        let new = Array(100..<108) + items
        grid.changeData(from: items, to: new)
        #expect(grid.engine.behavior.currentPage == 3 && grid.writes == [3])
        #expect(grid.isInStep && grid.echoCommands.isEmpty)
        #expect(new[grid.engine.visibleIndices.first?.item ?? -1] == 16)
    }

    @Test func insertAfterTheCurrentPage_changesNothing() {
        var grid = makeBoundGrid(page: 2)
        grid.changeData(from: items, to: items + Array(100..<120))
        #expect(grid.writes.isEmpty && grid.scrollTargets == [2] && grid.isInStep)
    }

    @Test func removeBeforeTheCurrentPage_keepsItsItems() {
        var grid = makeBoundGrid(page: 3)
        let new = Array(items.dropFirst(8))
        grid.changeData(from: items, to: new)
        #expect(grid.engine.behavior.currentPage == 2 && grid.writes == [2] && grid.isInStep)
        #expect(new[grid.engine.visibleIndices.first?.item ?? -1] == 24)
    }

    @Test func removeThePagesFirstItem_keepsItsSurvivor() {
        var grid = makeBoundGrid(page: 4)
        let new = items.filter { $0 < 8 || $0 > 32 } // pages 1…3 and item 32 gone: item 33 survives
        grid.changeData(from: items, to: new)
        #expect(new.firstIndex(of: 33) == 8)
        #expect(grid.engine.behavior.currentPage == 1 && grid.writes == [1] && grid.isInStep)
    }

    @Test func removeTheLastPage_whileOnIt_restsOnTheNewLast() {
        var grid = makeBoundGrid(page: 4)
        grid.changeData(from: items, to: Array(items.prefix(32)))
        #expect(grid.engine.behavior.currentPage == 3 && grid.writes == [3] && grid.isInStep)
    }

    @Test func dataChangeDuringTheAppsAnimation_keepsItsDestination() {
        var grid = makeBoundGrid()
        grid.appSets(3, animated: true)
        grid.frames(5)
        grid.changeData(from: items, to: Array(100..<116) + items)
        #expect(!grid.engine.isMoving)
        #expect(grid.engine.behavior.currentPage == 5 && grid.writes == [5] && grid.isInStep)
    }

    @Test func appChangesPageAndDataInOneUpdate_theAppsPageWins() {
        var grid = makeBoundGrid(page: 2)
        grid.appValue = 0
        grid.changeData(from: items, to: Array(100..<108) + items)
        #expect(grid.engine.behavior.currentPage == 0 && grid.appValue == 0)
        #expect(grid.writes.isEmpty && grid.isInStep)
    }

    @Test func everythingRemoved_restsOnPageZero() {
        var grid = makeBoundGrid(page: 3)
        grid.changeData(from: items, to: [Int]())
        #expect(grid.engine.behavior.currentPage == 0 && grid.appValue == 0 && grid.writes == [0])
    }
}
