import Foundation

// MARK: - A move as the data sees it

extension ReorderMove {
    /// The move as SwiftUI's `onMove(perform:)` states it: the offsets of the moved item, and
    /// the offset in the data *before* the move in front of which it goes (one past `to` when
    /// it moves towards the end), so `Array.move(fromOffsets:toOffset:)` makes exactly this move.
    ///
    ///     from 3, to 6:   0 1 2 [3] 4 5 6 7   →  source [3], destination 7 (in front of 7)
    ///     from 6, to 3:   0 1 2 3 4 5 [6] 7   →  source [6], destination 3 (in front of 3)
    public var offsets: (source: IndexSet, destination: Int) {
        (IndexSet(integer: from.item), to.item > from.item ? to.item + 1 : to.item)
    }

    /// `elements` (one section's, in order) with this move made: what the data holds once the
    /// app has moved its element. Unchanged when either index is outside `elements`.
    /// - Complexity: O(n).
    public func applied<Element>(to elements: [Element]) -> [Element] {
        guard elements.indices.contains(from.item), elements.indices.contains(to.item) else { return elements }
        var moved = elements
        moved.insert(moved.remove(at: from.item), at: to.item)
        return moved
    }
}

extension Sequence where Element == ReorderMove {
    /// The index, before these moves (made in order), of the item at `index` after them.
    /// - Complexity: O(moves).
    public func source(of index: ItemIndex) -> ItemIndex {
        reversed().reduce(index) { place, move in move.source(of: place) }
    }

    /// The index, after these moves (made in order), of the item at `index` before them.
    /// - Complexity: O(moves).
    public func destination(of index: ItemIndex) -> ItemIndex {
        reduce(index) { place, move in move.destination(of: place) }
    }
}
