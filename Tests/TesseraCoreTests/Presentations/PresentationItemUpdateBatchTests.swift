import Foundation
import Testing
@testable import TesseraCore

/// UIKit's batch (deletions in old indices, insertions in new ones) turned into ordered steps
/// must leave the same items where UIKit puts them, checked against arrays.
struct PresentationItemUpdateBatchTests {
    /// An item of the model: a survivor keeps its old index, an insertion is new.
    enum Item: Equatable { case old(ItemIndex), new }

    @Test func stepsOfRandomBatches_matchUIKitsReading() {
        var random = SeededGenerator(seed: 23)
        for _ in 0..<400 {
            let counts = (0..<random.int(1...3)).map { _ in random.int(0...12) }
            let before = counts.enumerated().map { s, n in (0..<n).map { Item.old(ItemIndex(item: $0, section: s)) } }
            // UIKit's reading: delete (old indices), then insert at final indices, lowest first.
            var deleted: [ItemIndex] = []
            var after = before
            for s in after.indices {
                let gone = Set((0..<counts[s]).filter { _ in random.int(0...3) == 0 })
                deleted += gone.map { ItemIndex(item: $0, section: s) }
                after[s] = before[s].enumerated().filter { !gone.contains($0.offset) }.map(\.element)
            }
            var inserted: [ItemIndex] = []
            for s in after.indices {
                for _ in 0..<random.int(0...4) {
                    let at = random.int(0...after[s].count)
                    after[s].insert(.new, at: at)
                }
                inserted += after[s].indices.filter { after[s][$0] == .new }.map { ItemIndex(item: $0, section: s) }
            }
            deleted.shuffle(using: &random)
            inserted.shuffle(using: &random)

            let steps = PresentationItemUpdate.steps(deleting: deleted, inserting: inserted)
            var applied = before
            for step in steps {
                switch step.kind {
                case .delete: applied[step.section].removeSubrange(step.items)
                case .insert: applied[step.section].insert(contentsOf: Array(repeating: .new, count: step.items.count),
                                                           at: step.items.lowerBound)
                }
            }
            #expect(applied == after, "counts \(counts) deleting \(deleted) inserting \(inserted)")
            // The fold the layout uses: every survivor's new index is where UIKit shows it.
            for (s, items) in after.enumerated() {
                for (i, item) in items.enumerated() {
                    guard case .old(let old) = item else { continue }
                    #expect(steps.newIndex(for: old) == ItemIndex(item: i, section: s))
                }
            }
            for index in deleted { #expect(steps.newIndex(for: index) == nil) }
        }
    }

    @Test func neighbours_areOneStep() {
        let prepend = PresentationItemUpdate.steps(deleting: [], inserting: (0..<50).map { ItemIndex(item: $0) })
        #expect(prepend == [.insert(0..<50)])
        let trim = PresentationItemUpdate.steps(deleting: [ItemIndex(item: 4), ItemIndex(item: 3), ItemIndex(item: 9)],
                                                inserting: [])
        #expect(trim == [.delete(9..<10), .delete(3..<5)])
    }
}
