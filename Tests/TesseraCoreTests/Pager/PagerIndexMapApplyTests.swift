import Foundation
import Testing
@testable import TesseraCore

/// Editing a pager's own lists (its page views, its tabs) by the same map its behaviours
/// follow, so the views and the core cannot disagree about where a page went.
@Suite("PagerIndexMap applied to a list")
struct PagerIndexMapApplyTests {
    let pages = ["A", "B", "C", "D"]

    @Test func insertRemoveMove_asUIKitEditsItems() {
        #expect(PagerIndexMap.inserting(at: 1, into: 4).applied(to: pages, inserting: ["X"]) == ["A", "X", "B", "C", "D"])
        #expect(PagerIndexMap.inserting(at: 99, into: 4).applied(to: pages, inserting: ["X"]) == ["A", "B", "C", "D", "X"])
        #expect(PagerIndexMap.removing(at: 2, from: 4).applied(to: pages) == ["A", "B", "D"])
        #expect(PagerIndexMap.removing(at: 7, from: 4).applied(to: pages) == pages, "no such page: nothing removed")
        #expect(PagerIndexMap.moving(from: 0, to: 2, count: 4).applied(to: pages) == ["B", "C", "A", "D"])
        #expect(PagerIndexMap.moving(from: 3, to: 1, count: 4).applied(to: pages) == ["A", "D", "B", "C"])
    }

    @Test func aMapBetweenIdentities_placesNewPagesInOrder() {
        let map = PagerIndexMap(from: pages, to: ["X", "A", "C", "Y", "D"])
        #expect(map.applied(to: pages, inserting: ["X", "Y"]) == ["X", "A", "C", "Y", "D"])
        #expect(map.applied(to: pages, inserting: ["X"]) == ["X", "A", "C", "D"], "too few new pages: the place is dropped")
    }
}
