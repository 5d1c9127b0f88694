import Foundation

extension PresentationItemUpdate {
    /// UIKit's batch update (`performBatchUpdates`) as steps applied in order: UIKit reads
    /// deletions in the indices before the batch and insertions in the indices after it (a
    /// move is a deletion at its old index and an insertion at its new one).
    ///
    /// Deletions go first, from the highest index down, so each is still numbered as before
    /// the batch; insertions follow from the lowest index up, so each lands at its final
    /// number. Neighbouring indices are joined into one range: a prepend of 50 items is one
    /// step, not 50.
    ///
    ///     PresentationItemUpdate.steps(deleting: [ItemIndex(item: 3)],
    ///                                  inserting: [ItemIndex(item: 0), ItemIndex(item: 1)])
    ///     // [.delete(3..<4), .insert(0..<2)]
    ///
    /// - Complexity: O(k log k) for k indices.
    public static func steps(deleting deleted: [ItemIndex], inserting inserted: [ItemIndex]) -> [PresentationItemUpdate] {
        let deletions = runs(of: Set(deleted).sorted(by: >), descending: true).map { delete($0.items, inSection: $0.section) }
        let insertions = runs(of: Set(inserted).sorted(), descending: false).map { insert($0.items, inSection: $0.section) }
        return deletions + insertions
    }

    /// Neighbouring indices of one section joined into ranges, in the order given.
    private static func runs(of sorted: [ItemIndex], descending: Bool) -> [(items: Range<Int>, section: Int)] {
        var runs: [(items: Range<Int>, section: Int)] = []
        for index in sorted {
            if let last = runs.last, last.section == index.section {
                if descending, index.item == last.items.lowerBound - 1 {
                    runs[runs.count - 1].items = index.item..<last.items.upperBound
                    continue
                }
                if !descending, index.item == last.items.upperBound {
                    runs[runs.count - 1].items = last.items.lowerBound..<index.item + 1
                    continue
                }
            }
            runs.append((index.item..<index.item + 1, index.section))
        }
        return runs
    }
}
