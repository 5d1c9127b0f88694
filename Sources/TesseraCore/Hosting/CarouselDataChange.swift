/// How a hosting carousel applies a change of its items' identities.
///
/// A carousel's cells stand for slots (positions of the loop), not items, so a batch of item
/// updates cannot apply. `reloadData()` discards the visible cells (Apple's documentation: "it
/// discards any currently visible items"), and with them the SwiftUI state of items that did
/// not change. With the same number of items the slots are the same and stand for the same
/// data indices, so the visible slots are reconfigured instead (`reconfigureItems(at:)`, iOS
/// 15): each cell stays, an item that kept its index keeps its state, and a slot whose item
/// changed hosts the new item under the new identity.
public enum CarouselDataChange: Sendable, Hashable {
    /// Nothing changed.
    case none
    /// Reconfigure the visible slots, keeping their cells.
    case reconfigure
    /// `reloadData()`: the slot count may change with the item count.
    case reload

    /// How to go from `old` to `new`.
    /// - Complexity: O(`old.count`) to compare the identities.
    public static func plan<ID: Hashable>(from old: [ID], to new: [ID]) -> CarouselDataChange {
        if old == new { return .none }
        return old.count == new.count ? .reconfigure : .reload
    }
}
