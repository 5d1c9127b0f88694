import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// What a binding can be handed — any `Int`, any coordinates, offsets that are not finite —
/// never traps and answers within the component's range.
@Suite("Binding: degenerate input")
struct BindingDegenerateInputTests {
    static let extremes = [Int.min, -1, 0, 1, Int.max]
    static let offsets = [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: CGFloat.infinity, y: -CGFloat.infinity),
                          CGPoint(x: -1e300, y: 1e300), CGPoint(x: 0, y: 0)]

    @Test(arguments: extremes)
    func pagedGrid_anyPage_resolvesIntoThePages(page: Int) {
        let engine = makeGridEngine(items: 40)
        let pager = engine.behavior, layout = engine.layout
        #expect((0...4).contains(pager.resolvedBoundValue(page, layout: layout)))
        _ = pager.item(standingFor: page, layout: layout)
        _ = pager.boundValue(showingItem: page, layout: layout)
        for offset in Self.offsets {
            #expect(pager.boundValue(atContentOffset: offset, layout: layout).map { (0...4).contains($0) } ?? true)
            _ = pager.restsOnBoundValue(atContentOffset: offset, layout: layout)
        }
    }

    @Test(arguments: extremes)
    func carousel_anyIndex_resolvesIntoTheItems(index: Int) throws {
        let engine = try makeCarouselEngine(items: 7)
        let pager = engine.behavior, layout = engine.layout
        #expect((0...6).contains(pager.resolvedBoundValue(index, layout: layout)))
        _ = pager.item(standingFor: index, layout: layout)
        #expect(pager.boundValue(showingItem: index, layout: layout).map { (0...6).contains($0) } ?? false)
        for offset in Self.offsets {
            #expect(pager.boundValue(atContentOffset: offset, layout: layout).map { (0...6).contains($0) } ?? true)
            _ = pager.restsOnBoundValue(atContentOffset: offset, layout: layout)
        }
    }

    @Test(arguments: extremes)
    func viewPager_anyPage_resolvesIntoThePages(page: Int) {
        for engine in [makePagesEngine(pages: 5), makePagesEngine(pages: 5, viewport: .zero)] {
            let pages = engine.behavior, layout = engine.layout
            #expect((0...4).contains(pages.resolvedBoundValue(page, layout: layout)))
            #expect(pages.boundValue(showingItem: page, layout: layout).map { (0...4).contains($0) } ?? false)
            _ = pages.item(standingFor: page, layout: layout)
            for offset in Self.offsets {
                #expect(pages.boundValue(atContentOffset: offset, layout: layout).map { (0...4).contains($0) } ?? true)
                _ = pages.restsOnBoundValue(atContentOffset: offset, layout: layout)
            }
        }
        let none = makePagesEngine(pages: 0)
        #expect(none.behavior.boundValue(layout: none.layout) == nil)
        #expect(none.behavior.resolvedBoundValue(page, layout: none.layout) == 0)
    }

    @Test(arguments: extremes)
    func infiniteGrid_anyCoordinates_resolve(value: Int) throws {
        let bounded = try makeInfiniteEngine(xBounds: -3...3, yBounds: 0...9)
        let resolved = bounded.behavior.resolvedBoundValue(GridCoordinates(x: value, y: value), layout: bounded.layout)
        #expect((-3...3).contains(resolved.x) && (0...9).contains(resolved.y))
        let open = try makeInfiniteEngine()
        _ = open.behavior.resolvedBoundValue(GridCoordinates(x: value, y: 0 &- value), layout: open.layout)
        for offset in Self.offsets { _ = open.behavior.boundValue(atContentOffset: offset, layout: open.layout) }
    }

    @Test func anEmptyComponent_letsAppValuesWait_andWritesNothing() throws {
        var grid = makeBoundGrid(items: 0, page: 5)
        grid.appSets(Int.max, animated: true)
        #expect(grid.scrolls.isEmpty && grid.writes.isEmpty && grid.glue.waitingValue == Int.max)
        grid.changeData(from: [Int](), to: Array(0..<16))
        grid.runUntilIdle()
        #expect(grid.writes == [1] && grid.isInStep)
    }
}
