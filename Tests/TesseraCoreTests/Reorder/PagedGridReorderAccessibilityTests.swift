import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// VoiceOver's move actions, as core values: each is one move that does what it says.
@Suite("PagedGrid reorder: VoiceOver actions")
struct PagedGridReorderAccessibilityTests {
    func layout(items: Int, loops: Bool = false) throws -> PagedGridLayout {
        var layout = PagedGridLayout(configuration: try .init(loopsPages: loops))
        layout.prepare(in: LayoutContext(viewportSize: canonicalViewport, itemCount: items))
        return layout
    }

    /// Where item `from` ends after `move`, by moving an element of an array.
    func landing(of move: ReorderMove, count: Int) -> Int {
        var order = Array(0..<count)
        order.insert(order.remove(at: move.from.item), at: move.to.item)
        return order.firstIndex(of: move.from.item)!
    }

    @Test func item3Of30_movesBeforeAndAfterItsNeighbours_andToEveryOtherPage() throws {
        let actions = try layout(items: 30).reorderAccessibilityActions(for: ItemIndex(item: 3))
        #expect(actions.map(\.kind) == [.moveBefore(ItemIndex(item: 2)), .moveAfter(ItemIndex(item: 4)),
                                        .moveToPage(1, of: 4), .moveToPage(2, of: 4), .moveToPage(3, of: 4)])
        for action in actions {
            let landed = landing(of: action.move, count: 30)
            switch action.kind {
            case .moveBefore(let neighbour): #expect(landed == neighbour.item)
            case .moveAfter(let neighbour): #expect(landed == neighbour.item)
            case .moveToPage(let page, _): #expect(landed / 8 == page, "lands on page \(landed / 8)")
            }
        }
    }

    @Test func theFirstAndLastItems_haveNoNeighbourOnOneSide() throws {
        let grid = try layout(items: 10)
        #expect(grid.reorderAccessibilityActions(for: ItemIndex(item: 0)).map(\.kind) == [.moveAfter(ItemIndex(item: 1)), .moveToPage(1, of: 2)])
        #expect(grid.reorderAccessibilityActions(for: ItemIndex(item: 9)).map(\.kind) == [.moveBefore(ItemIndex(item: 8)), .moveToPage(0, of: 2)])
        #expect(grid.reorderAccessibilityActions(for: ItemIndex(item: 10)).isEmpty)
    }

    /// A long section offers the pages beside the item's; in a loop the last page is beside
    /// the first, so an item can be carried across the wrap.
    @Test(arguments: [false, true])
    func aLongSection_offersThePagesBeside(loops: Bool) throws {
        let actions = try layout(items: 160, loops: loops).reorderAccessibilityActions(for: ItemIndex(item: 3))
        let pages = actions.compactMap { if case .moveToPage(let page, _) = $0.kind { page } else { nil } }
        #expect(pages == (loops ? [19, 1] : [1]))
        for action in actions {
            if case .moveToPage(let page, _) = action.kind { #expect(landing(of: action.move, count: 160) / 8 == page) }
        }
    }
}
