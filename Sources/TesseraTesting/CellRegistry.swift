import Foundation
import TesseraCore

/// A cell the engine has handed out: an identity that is reused, like a `UICollectionViewCell`.
public struct LiveCell: Sendable, Hashable {
    /// A unique number per created cell; reuse keeps it.
    public let id: Int
    /// The reuse identifier it was dequeued with.
    public let reuseIdentifier: String
}

/// Counters that prove how many cells exist, so tests can show memory stays constant.
public struct ReuseStatistics: Sendable, Hashable {
    /// Cells ever created.
    public internal(set) var created = 0
    /// Cells on screen now.
    public internal(set) var inUse = 0
    /// Cells waiting in reuse pools.
    public internal(set) var pooled = 0
    /// The most cells on screen at once.
    public internal(set) var maxInUse = 0
    /// The most cells alive (on screen or pooled) at once.
    public internal(set) var maxAlive = 0
    /// Times a cell was configured for an item (`cellForItemAt` calls).
    public internal(set) var configured = 0
    /// Times a pooled cell was reused instead of creating one.
    public internal(set) var reused = 0

    /// Cells that exist now: on screen plus pooled.
    public var alive: Int { inUse + pooled }
}

/// Which items came on screen and which left in one update.
public struct VisibilityChange: Sendable, Equatable {
    public var appeared: [ItemIndex] = []
    public var disappeared: [ItemIndex] = []
    public var isEmpty: Bool { appeared.isEmpty && disappeared.isEmpty }
}

/// The visible cells and the reuse pool per reuse identifier.
///
/// Mirrors what `UICollectionView` does with `dequeueReusableCell`: a cell that leaves the
/// screen goes to the pool of its identifier, and an item that appears takes a pooled cell
/// before a new one is created.
public struct CellRegistry: Sendable {
    public private(set) var visible: [ItemIndex: LiveCell] = [:]
    private var pools: [String: [LiveCell]] = [:]
    public private(set) var statistics = ReuseStatistics()

    public init() {}

    /// Makes `indices` the visible set; returns what appeared and disappeared.
    /// - Complexity: O(visible).
    mutating func update(visibleIndices indices: [ItemIndex],
                         reuseIdentifier: (ItemIndex) -> String) -> VisibilityChange {
        var change = VisibilityChange()
        let incoming = Set(indices)
        for (index, cell) in visible where !incoming.contains(index) {
            visible[index] = nil
            pools[cell.reuseIdentifier, default: []].append(cell)
            change.disappeared.append(index)
        }
        for index in indices where visible[index] == nil {
            visible[index] = dequeue(reuseIdentifier(index))
            statistics.configured += 1
            change.appeared.append(index)
        }
        change.disappeared.sort()
        statistics.inUse = visible.count
        statistics.pooled = pools.values.reduce(0) { $0 + $1.count }
        statistics.maxInUse = max(statistics.maxInUse, statistics.inUse)
        statistics.maxAlive = max(statistics.maxAlive, statistics.alive)
        return change
    }

    /// `reloadData()`: every visible cell is configured again.
    mutating func reconfigureVisible() {
        statistics.configured += visible.count
    }

    private mutating func dequeue(_ identifier: String) -> LiveCell {
        if var pool = pools[identifier], let cell = pool.popLast() {
            pools[identifier] = pool
            statistics.reused += 1
            return cell
        }
        statistics.created += 1
        return LiveCell(id: statistics.created, reuseIdentifier: identifier)
    }
}
