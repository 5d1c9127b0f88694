/// Follows an item through a change of data by identity: where the item at an index went.
///
/// A collection that reloads keeps its current *index*, which after an insertion before it
/// holds another item. A wrapper that knows the identities of the items (SwiftUI's
/// `Identifiable` data, or a key path) keeps the item itself instead.
public enum DataIdentity {
    /// The index in `new` of the item at `index` in `old`. An item that was removed is
    /// replaced by its nearest survivor: the first later item still there (it moved into the
    /// removed item's place), else the nearest earlier one. With no survivor, `index` clamped
    /// to `new`; `nil` only when `new` is empty. Duplicate identities count at their first
    /// position.
    /// - Complexity: O(`old.count` + `new.count`).
    public static func index<ID: Hashable>(keeping index: Int, from old: [ID], to new: [ID]) -> Int? {
        guard !new.isEmpty else { return nil }
        let clamped = min(max(index, 0), new.count - 1)
        guard old.indices.contains(index) else { return clamped }
        var positions: [ID: Int] = [:]
        positions.reserveCapacity(new.count)
        for (position, id) in new.enumerated() where positions[id] == nil { positions[id] = position }
        if let position = positions[old[index]] { return position }
        for later in old[(index + 1)...] {
            if let position = positions[later] { return position }
        }
        for earlier in old[..<index].reversed() {
            if let position = positions[earlier] { return position }
        }
        return clamped
    }
}
