import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

extension ItemBatchUpdate {
    /// What `UICollectionView` shows after carrying the batch out on `old`: moved items at
    /// their new index, inserted ones (nil here) at theirs, and every other surviving item, in
    /// its old order, in the indices left.
    func applied<ID>(to old: [ID], newCount: Int) -> [ID?] {
        var new = [ID?](repeating: nil, count: newCount)
        var taken = Set(insertions)
        for move in moves {
            new[move.to] = old[move.from]
            taken.insert(move.to)
        }
        let leaving = Set(deletions).union(moves.map(\.from))
        var survivors = old.indices.filter { !leaving.contains($0) }.map { old[$0] }.makeIterator()
        for index in 0..<newCount where !taken.contains(index) { new[index] = survivors.next() }
        return new
    }
}

@Suite("Hosting: identity diff to batch updates")
struct HostingItemBatchUpdateTests {
    @Test(arguments: [
        (["a", "b", "c", "d"], ["a", "c", "d"]),
        (["a", "b", "c"], ["x", "a", "b", "y", "c"]),
        (["a", "b", "c", "d", "e"], ["e", "b", "c", "d", "a"]),
        (["a", "b", "c", "d"], ["d", "x", "b", "a"]),
        ([], ["a", "b"]),
        (["a", "b"], []),
    ])
    func theBatch_turnsTheOldItemsIntoTheNew_asUIKitCarriesItOut(old: [String], new: [String]) {
        let batch = ItemBatchUpdate(from: old, to: new)
        let shown = batch.applied(to: old, newCount: new.count)
        for (index, id) in new.enumerated() {
            if batch.insertions.contains(index) { #expect(shown[index] == nil) } else { #expect(shown[index] == id) }
        }
        #expect(batch.insertions.allSatisfy { !old.contains(new[$0]) })
        #expect(batch.deletions.allSatisfy { !new.contains(old[$0]) })
    }

    @Test func randomEdits_alwaysMakeAValidBatch() {
        var generator = SeededGenerator(seed: 22)
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { "i\($0)" }
            var new = old.filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
            for extra in 0..<Int.random(in: 0...3, using: &generator) {
                new.insert("new\(extra)", at: Int.random(in: 0...new.count, using: &generator))
            }
            let batch = ItemBatchUpdate(from: old, to: new)
            let shown = batch.applied(to: old, newCount: new.count)
            #expect(new.indices.allSatisfy { batch.insertions.contains($0) || shown[$0] == new[$0] })
            #expect(old.count + batch.insertions.count - batch.deletions.count == new.count)
        }
    }

    @Test func thePlan_batchesWhatUIKitCanCheck_andReloadsTheRest() {
        let old = ["a", "b", "c"]
        #expect(ItemChangePlan.plan(from: old, to: old, shownCount: 3, animated: true) == .none)
        #expect(ItemChangePlan.plan(from: old, to: ["a", "c"], shownCount: 3, animated: true)
            == .batch(ItemBatchUpdate(deletions: [1]), animated: true))
        #expect(ItemChangePlan.plan(from: old, to: ["a", "c"], shownCount: 3, animated: false)
            == .batch(ItemBatchUpdate(deletions: [1]), animated: false))
        // The collection view holds another count (it never asked, or asked the new data).
        #expect(ItemChangePlan.plan(from: old, to: ["a", "c"], shownCount: 2, animated: true) == .reload)
        #expect(ItemChangePlan.plan(from: old, to: ["a", "c"], shownCount: nil, animated: true) == .reload)
        #expect(ItemChangePlan.plan(from: ["a", "a"], to: ["a"], shownCount: 2, animated: true) == .reload)
        let many = (0..<500).map(String.init)
        #expect(ItemChangePlan.plan(from: many, to: many.reversed(), shownCount: 500, animated: true) == .reload)
    }

    @Test func removingInFrontOfTheCurrentItem_withABatch_keepsIt() throws {
        let old = (0..<7).map { "banner\($0)" }
        var carousel = try makeBoundCarousel(index: 4)
        let new = old.filter { $0 != "banner1" && $0 != "banner2" }
        guard case .batch(let batch, animated: true) = ItemChangePlan.plan(from: old, to: new, shownCount: old.count,
                                                                          animated: true) else {
            Issue.record("expected an animated batch")
            return
        }
        #expect(batch == ItemBatchUpdate(deletions: [1, 2]))
        carousel.changeData(from: old, to: new)
        #expect(new[carousel.engine.behavior.currentIndex] == "banner4")
        #expect(carousel.writes == [2] && carousel.isInStep)
    }

    @Test func movingThePagesFirstItem_withABatch_keepsThePageOfTheItemShown() throws {
        let old = (0..<30).map { "sticker\($0)" }
        var grid = makeBoundGrid(items: 30, page: 1)
        var new = old
        new.insert(new.remove(at: 8), at: 0)
        #expect(ItemChangePlan.plan(from: old, to: new, shownCount: 30, animated: true)
            == .batch(ItemBatchUpdate(moves: [.init(from: 8, to: 0)]), animated: true))
        grid.changeData(from: old, to: new)
        #expect(grid.engine.behavior.currentPage == 0 && grid.writes == [0])
    }
}
