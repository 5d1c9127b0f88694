/// A change of items as `UICollectionView.performBatchUpdates` takes it: deletions at indices
/// of the old items, insertions at indices of the new ones, and moves from an old index to a
/// new one. Items in none of them keep their relative order.
public struct ItemBatchUpdate: Sendable, Hashable {
    /// One item moving, from its old index to its new one.
    public struct Move: Sendable, Hashable {
        /// The item's index in the old items.
        public var from: Int
        /// The item's index in the new items.
        public var to: Int

        /// Creates a move.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Old indices of removed items, ascending.
    public var deletions: [Int]
    /// New indices of inserted items, ascending.
    public var insertions: [Int]
    /// Items whose order changed.
    public var moves: [Move]

    /// Creates a batch.
    public init(deletions: [Int] = [], insertions: [Int] = [], moves: [Move] = []) {
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
    }

    /// Whether the batch changes nothing.
    public var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty }

    /// The number of operations.
    public var count: Int { deletions.count + insertions.count + moves.count }

    /// The batch that turns `old` into `new`: the standard library's difference, its removal
    /// and insertion of one identity paired into a move.
    /// - Complexity: O((`old.count` + `new.count`) · d), d the number of changes.
    public init<ID: Hashable>(from old: [ID], to new: [ID]) {
        let difference = new.difference(from: old).inferringMoves()
        var deletions: [Int] = [], insertions: [Int] = [], moves: [Move] = []
        for change in difference {
            switch change {
            case let .remove(offset, _, associatedWith: moved):
                if let moved { moves.append(Move(from: offset, to: moved)) } else { deletions.append(offset) }
            case let .insert(offset, _, associatedWith: moved):
                if moved == nil { insertions.append(offset) }
            }
        }
        self.init(deletions: deletions.sorted(), insertions: insertions.sorted(),
                  moves: moves.sorted { $0.from < $1.from })
    }
}

/// How a hosting component applies a change of its items' identities.
public enum ItemChangePlan: Sendable, Hashable {
    /// Nothing changed.
    case none
    /// `performBatchUpdates` with these operations, animated if asked: cells move with their
    /// items, so each keeps its hosted content and its SwiftUI state.
    case batch(ItemBatchUpdate, animated: Bool)
    /// `reloadData()`.
    case reload

    /// The most operations a batch may hold; beyond, a reload is cheaper than animating them.
    public static let batchLimit = 200

    /// How to go from `old` to `new`.
    ///
    /// A batch needs the collection view to hold `old.count` items before it (UIKit checks
    /// `old + inserted − deleted == new` and throws otherwise), so a collection view that holds
    /// another count (`shownCount`, its `numberOfItems(inSection: 0)`; nil before it asked its
    /// data source) reloads. Duplicate identities make a diff ambiguous: they reload too.
    /// - Parameters:
    ///   - animated: whether SwiftUI's transaction animates.
    /// - Complexity: O((`old.count` + `new.count`) · d), d the number of changes.
    public static func plan<ID: Hashable>(from old: [ID], to new: [ID], shownCount: Int?,
                                          animated: Bool) -> ItemChangePlan {
        guard old != new else { return .none }
        guard shownCount == old.count, Set(old).count == old.count, Set(new).count == new.count else { return .reload }
        let batch = ItemBatchUpdate(from: old, to: new)
        return batch.count <= batchLimit ? .batch(batch, animated: animated) : .reload
    }
}
