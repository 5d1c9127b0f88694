/// One move of an item within its section: take the item at `from` out, put it back so that
/// it ends at `to` (a data source's `moveItemAt:to:`).
///
/// While an item is held, the move to the place under it is also the *live permutation*
/// every other item flows by: the items between `from` and `to` shift one place towards
/// `from`, nothing else moves, and no data changes until the drop.
///
///     from 3, to 6:   0 1 2 [3] 4 5 6 7   shows as   0 1 2 4 5 6 [3] 7
public struct ReorderMove: Sendable, Hashable, CustomStringConvertible {
    /// Where the item was.
    public var from: ItemIndex
    /// Where the item goes (in the same section).
    public var to: ItemIndex

    /// Creates a move. `to` is taken in `from`'s section.
    public init(from: ItemIndex, to: ItemIndex) {
        self.from = from
        self.to = ItemIndex(item: to.item, section: from.section)
    }

    /// The move that leaves `item` where it is.
    public static func staying(_ item: ItemIndex) -> ReorderMove { ReorderMove(from: item, to: item) }

    /// Whether the move changes the order.
    public var changesOrder: Bool { from != to }

    /// Where the item now at `index` shows while (or after) the move: the moved item at `to`,
    /// the items between one place towards `from`.
    /// - Complexity: O(1).
    public func destination(of index: ItemIndex) -> ItemIndex {
        guard index.section == from.section else { return index }
        let i = index.item, f = from.item, t = to.item
        if i == f { return to }
        if f < t && i > f && i <= t { return ItemIndex(item: i - 1, section: index.section) }
        if t < f && i >= t && i < f { return ItemIndex(item: i + 1, section: index.section) }
        return index
    }

    /// The item (by its index before the move) shown at `place`: the inverse of
    /// `destination(of:)`.
    /// - Complexity: O(1).
    public func source(of place: ItemIndex) -> ItemIndex {
        guard place.section == from.section else { return place }
        let q = place.item, f = from.item, t = to.item
        if q == t { return from }
        if f < t && q >= f && q < t { return ItemIndex(item: q + 1, section: place.section) }
        if t < f && q > t && q <= f { return ItemIndex(item: q - 1, section: place.section) }
        return place
    }

    public var description: String { "\(from) → \(to)" }
}
