import Foundation

/// Items inserted into or deleted from one section: one step of a batch update
/// (`performBatchUpdates` with `insertItems(at:)` or `deleteItems(at:)`).
///
/// A batch is a list of steps applied in order, each in the indices the one before left
/// (unlike UIKit's batch, which reads deletions in the old indices and insertions in the new).
///
///     let prepend = PresentationItemUpdate.insert(0..<50)    // 50 new items at the top
///     prepend.newIndex(for: ItemIndex(item: 7))             // item 57
public struct PresentationItemUpdate: Sendable, Hashable {
    /// Whether items come or go.
    public enum Kind: Sendable, Hashable {
        case insert, delete
    }

    /// Whether items come or go.
    public let kind: Kind
    /// The items inserted (numbered as they are after it) or deleted (as they were before it).
    public let items: Range<Int>
    /// Their section.
    public let section: Int

    /// `items` inserted into `section` (numbered as they are after the insertion). Bounds are
    /// read within 0…`Limits.itemCount`.
    public static func insert(_ items: Range<Int>, inSection section: Int = 0) -> PresentationItemUpdate {
        PresentationItemUpdate(kind: .insert, items: items, section: section)
    }

    /// `items` deleted from `section`. Bounds are read within 0…`Limits.itemCount`.
    public static func delete(_ items: Range<Int>, inSection section: Int = 0) -> PresentationItemUpdate {
        PresentationItemUpdate(kind: .delete, items: items, section: section)
    }

    private init(kind: Kind, items: Range<Int>, section: Int) {
        self.kind = kind
        // The door: inside, indices shift by `items.count` without overflowing.
        self.items = Limits.itemCount(items.lowerBound)..<Limits.itemCount(items.upperBound)
        self.section = Limits.itemCount(section)
    }

    /// Where the item at `index` is after the update; `nil` for a deleted item.
    public func newIndex(for index: ItemIndex) -> ItemIndex? {
        guard index.section == section, index.item >= items.lowerBound else { return index }
        switch kind {
        case .insert:
            return ItemIndex(item: index.item + items.count, section: section)
        case .delete:
            guard index.item >= items.upperBound else { return nil }
            return ItemIndex(item: index.item - items.count, section: section)
        }
    }

    /// The item counts per section after the update (a section it names beyond the counts is
    /// left alone; a deletion takes at most the items there are).
    public func counts(after counts: [Int]) -> [Int] {
        guard section < counts.count else { return counts }
        var after = counts
        switch kind {
        case .insert: after[section] += items.count
        case .delete: after[section] -= min(items.count, max(0, counts[section] - items.lowerBound))
        }
        return after
    }
}

extension Sequence where Element == PresentationItemUpdate {
    /// Where the item at `index` is after every update in turn; `nil` once one deletes it.
    func newIndex(for index: ItemIndex) -> ItemIndex? {
        reduce(Optional(index)) { index, update in index.flatMap(update.newIndex(for:)) }
    }
}

/// An item a batch update moves (UIKit's `moveItem(at:to:)`): in the steps it is deleted at
/// `from` and inserted at `to` (``PresentationItemUpdate/steps(deleting:inserting:)``), and
/// what the presentation knows of it — its measured height — goes with it
/// (``PresentationLayout/updating(_:carrying:contentOffset:)``), so its cell is not measured
/// again where it lands.
public struct PresentationItemMove: Sendable, Hashable {
    /// Where the item was before the batch.
    public let from: ItemIndex
    /// Where it is after the batch.
    public let to: ItemIndex

    /// A move from `from` (numbered before the batch) to `to` (numbered after it).
    public init(from: ItemIndex, to: ItemIndex) {
        self.from = from
        self.to = to
    }
}
