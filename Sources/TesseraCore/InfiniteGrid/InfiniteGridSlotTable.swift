/// A rectangle of grid coordinates: every tile whose column is in `columns` and whose row is
/// in `rows`.
struct GridRegion: Sendable, Hashable {
    var columns: ClosedRange<Int>
    var rows: ClosedRange<Int>

    /// The number of tiles. Regions are built from a viewport, so this never overflows.
    var count: Int { columns.count * rows.count }

    func contains(_ coordinates: GridCoordinates) -> Bool {
        columns.contains(coordinates.x) && rows.contains(coordinates.y)
    }

    /// The tiles in both regions, or `nil` if they share none.
    func intersection(_ other: GridRegion) -> GridRegion? {
        guard columns.overlaps(other.columns), rows.overlaps(other.rows) else { return nil }
        return GridRegion(columns: columns.clamped(to: other.columns), rows: rows.clamped(to: other.rows))
    }
}

/// Recyclable item indices ("slots") for the tiles near the viewport.
///
/// A collection view needs a finite item count, but the grid is infinite; so the tiles
/// currently near the viewport borrow item indices from a fixed pool. A hash map answers
/// "which slot does this tile hold" and an array answers "which tile holds this slot", both
/// in O(1); freed slots go on a free list.
///
/// Two rules make the mapping safe for `UICollectionView`, which keys cells by index path:
/// - a tile keeps its slot for as long as it stays in the live region (visible tiles plus
///   one ring), so a visible tile's slot is never reassigned;
/// - a slot freed in one update cools down and is handed out again only from the next
///   update on, so no index is ever seen in two consecutive updates holding two different
///   tiles (the collection view would keep the old cell and show stale content). A fling that
///   replaces every tile in one frame needs the whole pool: hence the capacity of twice the
///   largest live region.
struct InfiniteGridSlotTable: Sendable {
    /// The number of slots: the item count to give the collection view.
    let capacity: Int
    /// The region whose tiles hold slots, or `nil` before the first update.
    private(set) var region: GridRegion?
    /// Tiles that wanted a slot when none was free. Zero unless the region outgrew the
    /// capacity it was sized for (the layout prevents that); counted for tests.
    private(set) var overflowCount = 0

    private var slotByTile: [GridCoordinates: Int]
    private var tileBySlot: [GridCoordinates?]
    /// Slots free to hand out, used as a stack.
    private var free: [Int]
    /// Slots freed in the current update; free from the next one.
    private var cooling: [Int] = []

    /// Creates a table of `capacity` free slots.
    init(capacity: Int) {
        self.capacity = capacity
        slotByTile = Dictionary(minimumCapacity: capacity)
        tileBySlot = Array(repeating: nil, count: capacity)
        // Reversed so that the stack hands out 0, 1, 2… first.
        free = Array((0..<capacity).reversed())
    }

    // MARK: - Lookup

    /// The slot `tile` holds. - Complexity: O(1).
    func slot(for tile: GridCoordinates) -> Int? { slotByTile[tile] }

    /// The tile holding `slot`. - Complexity: O(1).
    func tile(inSlot slot: Int) -> GridCoordinates? {
        slot >= 0 && slot < capacity ? tileBySlot[slot] : nil
    }

    /// Calls `body` with every occupied slot and its tile, in slot order.
    /// - Complexity: O(`capacity`).
    func forEachOccupied(_ body: (Int, GridCoordinates) -> Void) {
        for (slot, tile) in tileBySlot.enumerated() {
            if let tile { body(slot, tile) }
        }
    }

    /// Bytes the table holds: its arrays and the hash map's storage, counted from their
    /// capacities (the hash map as one key and one value per bucket).
    var byteCount: Int {
        slotByTile.capacity * (MemoryLayout<GridCoordinates>.stride + MemoryLayout<Int>.stride)
            + tileBySlot.capacity * MemoryLayout<GridCoordinates?>.stride
            + (free.capacity + cooling.capacity) * MemoryLayout<Int>.stride
    }

    // MARK: - Updating

    /// Makes `newRegion`'s tiles the ones holding slots: tiles that left it free their slots
    /// (cooling until the next update), tiles that entered it take free ones, tiles in both
    /// keep theirs.
    /// - Complexity: O(1) when the region is unchanged; otherwise O(rows of both regions +
    ///   tiles that left + tiles that entered), because only the strips that differ are visited.
    mutating func update(to newRegion: GridRegion?) {
        free.append(contentsOf: cooling)
        cooling.removeAll(keepingCapacity: true)
        guard newRegion != region else { return }
        let old = region
        if let old { Self.forEach(in: old, notIn: newRegion) { release($0) } }
        if let newRegion { Self.forEach(in: newRegion, notIn: old) { assign($0) } }
        region = newRegion
    }

    private mutating func release(_ tile: GridCoordinates) {
        guard let slot = slotByTile.removeValue(forKey: tile) else { return }
        tileBySlot[slot] = nil
        cooling.append(slot)
    }

    private mutating func assign(_ tile: GridCoordinates) {
        guard slotByTile[tile] == nil else { return }
        guard let slot = free.popLast() else {
            overflowCount += 1
            return
        }
        slotByTile[tile] = slot
        tileBySlot[slot] = tile
    }

    /// Calls `body` for every tile of `region` that is not in `other`, visiting whole rows
    /// only where `other` has no such row and otherwise just the columns on either side.
    private static func forEach(in region: GridRegion, notIn other: GridRegion?,
                                _ body: (GridCoordinates) -> Void) {
        for y in region.rows {
            guard let other, other.rows.contains(y) else {
                for x in region.columns { body(GridCoordinates(x: x, y: y)) }
                continue
            }
            let columns = region.columns
            if columns.lowerBound < other.columns.lowerBound {
                let end = min(columns.upperBound, other.columns.lowerBound - 1)
                for x in columns.lowerBound...end { body(GridCoordinates(x: x, y: y)) }
            }
            if columns.upperBound > other.columns.upperBound {
                let start = max(columns.lowerBound, other.columns.upperBound + 1)
                for x in start...columns.upperBound { body(GridCoordinates(x: x, y: y)) }
            }
        }
    }
}
