/// Where each page (or tab) went in an edit: insertions, removals, a move, or any change
/// between two lists of identities. The pager keeps its place through it — the selected page,
/// the pages alive and their appearance states follow their page by identity, not by index.
///
///     old   A B C D          PagerIndexMap(from: ["A", "B", "C", "D"], to: ["X", "A", "C", "D"])
///     new   X A C D          A: 0 → 1, B: removed, C: 2 → 2, D: 3 → 3
///
/// Closed-form edits (`inserting`, `removing`, `moving`, `reloading`) answer in O(1) whatever
/// the count; a map between identities costs O(n) to build, then O(1) per question.
public struct PagerIndexMap: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// Index i stays i while it exists (a reload without identities).
        case positional
        case insert(at: Int, count: Int)
        case remove(at: Int, count: Int)
        case move(from: Int, to: Int)
        /// `table[old]` is the new index, −1 for removed.
        case table([Int])
        /// Every page is new; a place keeps its index.
        case replaced
    }

    /// The number of pages before the edit.
    let oldCount: Int
    /// The number of pages after it.
    public let newCount: Int
    let kind: Kind
}

// The initialisers live in an extension so that the memberwise one is synthesised.
extension PagerIndexMap {
    // MARK: - Creating

    /// Every page keeps its index (the ones past a smaller new count are gone): what a reload
    /// without identities can promise. Counts, here and in every edit, are item counts of the
    /// domain: 0…2³² (`Limits.itemCount`).
    public static func reloading(from oldCount: Int, to newCount: Int) -> PagerIndexMap {
        PagerIndexMap(oldCount: Limits.itemCount(oldCount), newCount: Limits.itemCount(newCount), kind: .positional)
    }

    /// Every page replaced by a new one (a data source's `reloadData()`): nothing keeps its
    /// state, but the selection keeps its index (clamped).
    public static func replacing(from oldCount: Int, to newCount: Int) -> PagerIndexMap {
        PagerIndexMap(oldCount: Limits.itemCount(oldCount), newCount: Limits.itemCount(newCount), kind: .replaced)
    }

    /// Whether every page was replaced (`replacing(from:to:)`).
    var replacesEveryPage: Bool { kind == .replaced }

    /// `count` pages inserted before `index` (clamped into `0…oldCount`).
    public static func inserting(_ count: Int = 1, at index: Int, into oldCount: Int) -> PagerIndexMap {
        let old = Limits.itemCount(oldCount), new = Limits.itemCount(old + Limits.itemCount(count))
        return PagerIndexMap(oldCount: old, newCount: new, kind: .insert(at: min(max(index, 0), old), count: new - old))
    }

    /// `count` pages removed from `index` on (clamped to the pages that exist).
    public static func removing(_ count: Int = 1, at index: Int, from oldCount: Int) -> PagerIndexMap {
        let old = Limits.itemCount(oldCount), start = min(max(index, 0), old)
        let count = min(max(count, 0), old - start)
        return PagerIndexMap(oldCount: old, newCount: old - count, kind: .remove(at: start, count: count))
    }

    /// The page at `source` moved to `destination` (both clamped to the pages); the pages
    /// between shift by one, as `UICollectionView.moveItem(at:to:)` does.
    public static func moving(from source: Int, to destination: Int, count: Int) -> PagerIndexMap {
        let count = Limits.itemCount(count)
        guard count > 0 else { return PagerIndexMap(oldCount: 0, newCount: 0, kind: .positional) }
        return PagerIndexMap(oldCount: count, newCount: count,
                             kind: .move(from: min(max(source, 0), count - 1), to: min(max(destination, 0), count - 1)))
    }

    /// The edit that turns `old` into `new`, matching pages by identity (the first of
    /// duplicate identities matches). Identities can be anything hashable: the page views'
    /// `ObjectIdentifier`s, a model's IDs.
    /// - Complexity: O(old + new).
    public init<ID: Hashable>(from old: [ID], to new: [ID]) {
        var position: [ID: Int] = [:]
        position.reserveCapacity(new.count)
        for (index, id) in new.enumerated() where position[id] == nil { position[id] = index }
        var taken = Set<Int>()
        let table = old.map { id -> Int in
            guard let index = position[id], taken.insert(index).inserted else { return -1 }
            return index
        }
        self.init(oldCount: old.count, newCount: new.count, kind: .table(table))
    }

    // MARK: - Questions

    /// Where the page at `old` went, or `nil` if it was removed (or never existed).
    /// - Complexity: O(1).
    public func newIndex(forOld old: Int) -> Int? {
        guard old >= 0, old < oldCount else { return nil }
        let index: Int?
        switch kind {
        case .positional:
            index = old
        case .insert(let at, let count):
            index = old < at ? old : old + count
        case .remove(let at, let count):
            index = old < at ? old : (old < at + count ? nil : old - count)
        case .move(let from, let to):
            if old == from { index = to }
            else if from < to, old > from, old <= to { index = old - 1 }
            else if to < from, old >= to, old < from { index = old + 1 }
            else { index = old }
        case .table(let table):
            index = table[old] >= 0 ? table[old] : nil
        case .replaced:
            index = nil
        }
        guard let index, index < newCount else { return nil }
        return index
    }

    /// `elements` (one per page before the edit) after it: each where its page went, the
    /// places of new pages taking `inserted` in order. A place left without an element (too
    /// few `inserted`) is dropped, and elements past the old count are ignored.
    ///
    ///     PagerIndexMap.inserting(at: 1, into: 3).applied(to: ["A", "B", "C"], inserting: ["X"])
    ///     // ["A", "X", "B", "C"]
    /// - Complexity: O(old + new).
    public func applied<Element>(to elements: [Element], inserting inserted: [Element] = []) -> [Element] {
        var placed = [Element?](repeating: nil, count: newCount)
        for (old, element) in elements.prefix(oldCount).enumerated() {
            if let new = newIndex(forOld: old) { placed[new] = element }
        }
        var fill = inserted.makeIterator()
        return placed.compactMap { $0 ?? fill.next() }
    }

    /// Where the page at `old` went, or — if it was removed — the page that took its place:
    /// the first surviving page after it, else the last one before it. `nil` only without
    /// pages after the edit.
    /// - Complexity: O(1) for closed-form edits; O(n) at worst for a map between identities.
    func newIndex(keeping old: Int) -> Int? {
        guard newCount > 0 else { return nil }
        if let index = newIndex(forOld: old) { return index }
        switch kind {
        case .positional, .insert, .move, .replaced:
            return min(max(old, 0), newCount - 1)
        case .remove(let at, _):
            return min(at, newCount - 1)
        case .table:
            // Any index an app holds (the selection of a strip without tabs may be `Int.max`).
            let start = min(max(old, -1), oldCount)
            for after in stride(from: start + 1, to: oldCount, by: 1) {
                if let index = newIndex(forOld: after) { return index }
            }
            for before in stride(from: start - 1, through: 0, by: -1) {
                if let index = newIndex(forOld: before) { return index }
            }
            return min(max(old, 0), newCount - 1)
        }
    }
}
