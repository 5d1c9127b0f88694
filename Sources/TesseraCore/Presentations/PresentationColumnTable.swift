import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Items stacked in columns, each with a height given by the app, measured by its cell, or
/// estimated until one of those arrives: the state behind the waterfall and the list with
/// per-item heights (a one-column waterfall).
///
/// **Where an item goes.** Placed from scratch, each item goes to the column whose next free
/// y is smallest (ties to the leading column), `lineSpacing` below the item above it, with
/// the heights known then (the estimate for the others). A run of items whose heights are
/// not known is dealt in closed form: once the columns' next free y are within one step
/// (`estimate + lineSpacing`) of each other, equal items take the columns in a fixed turn —
/// lowest next y first, the leading one among equals — round after round, which is what the
/// shortest-column rule gives them. So only items placed with a known height (and the few
/// estimated ones that even out the columns) record their column; 10⁶ estimated items record
/// nothing. Items appended later without heights continue the turn.
///
/// **When a height arrives later** (a cell measured itself), the item keeps its column and
/// only the items below it *in that column* move: one `PresentationHeightRun` per column
/// keeps the tops, so that is O(log n). Placing from scratch again (new columns, line
/// spacing or estimate; an insert or delete in the middle) uses every height known by then.
///
///              column 0      column 1
///     y = 0    ┌──────┐      ┌──────┐
///              │  0   │      │  1   │      runs[0]: items 0, 2, 5 (positions 0, 1, 2)
///              └──────┘      │      │      runs[1]: items 1, 3, 4
///      minY ─ ─┌──────┐─ ─ ─ ┆─ ─ ─ ┆ ─ ─ per column, the first item whose bottom
///              │  2   │      └──────┘      reaches minY (a descent of the run's tree),
///              └──────┘      ┌──────┐      then down while tops are above maxY;
///      maxY ─ ─┌──────┐─ ─ ─ └──────┘─ ─   merged in index order: 1, 2, 3, 5
///              │  5   │      ┌──────┐
///              └──────┘      │  4   │
///
/// Positions are section-relative (y = 0 is the section's first item), so sections are
/// independent, and placement depends on heights, columns and line spacing only, not on the
/// width: a rotation re-places nothing.
struct PresentationColumnTable: Sendable {
    /// The placement of one section.
    struct Section: Sendable {
        var count = 0
        /// Items `0..<explicitCount` have a recorded column; later ones are dealt in `turn`.
        var explicitCount = 0
        /// Column of each recorded item (empty with one column); `Limits.lines` columns fit.
        var itemColumns: [UInt16] = []
        /// Recorded items of each column, top to bottom (empty with one column).
        var columnItems: [[Int32]]
        /// The columns in the order dealt items take them, and each column's place in it.
        var turn: [Int]
        var turnRank: [Int]
        /// The items of each column, top to bottom: their heights and tops.
        var runs: [PresentationHeightRun]
        /// Where each column's first item starts: 0 until a measurement above the screen keeps
        /// the items below it in place (`measure(_:_:height:keepingItemsBelow:)`); the highest
        /// column with items starts at 0, an empty one at 0.
        var origins: [CGFloat]
        /// The lowest bottom edge of the section's items.
        var contentHeight: CGFloat = 0

        init(placement: Placement) {
            let columns = placement.columns
            columnItems = columns > 1 ? Array(repeating: [], count: columns) : []
            turn = Array(0..<columns)
            turnRank = Array(0..<columns)
            runs = Array(repeating: PresentationHeightRun(estimate: placement.estimatedHeight,
                                                          spacing: placement.lineSpacing), count: columns)
            origins = Array(repeating: 0, count: columns)
        }

        var tailCount: Int { count - explicitCount }

        /// How many items column `c` holds.
        func size(ofColumn c: Int) -> Int {
            let columns = runs.count, tail = tailCount
            let recorded = columns > 1 ? columnItems[c].count : 0
            return recorded + tail / columns + (turnRank[c] < tail % columns ? 1 : 0)
        }

        /// The column of item `i` and its position in the column.
        /// - Complexity: O(1) for a dealt item, O(log n) for a recorded one.
        @inline(__always)
        func position(of i: Int) -> (column: Int, position: Int) {
            let columns = runs.count
            guard columns > 1 else { return (0, i) }
            if i < explicitCount {
                let c = Int(itemColumns[i]), items = columnItems[c]
                var low = 0, high = items.count - 1
                while low < high {
                    let mid = (low + high) / 2
                    if Int(items[mid]) < i { low = mid + 1 } else { high = mid }
                }
                return (c, low)
            }
            let t = i - explicitCount, c = turn[t % columns]
            return (c, columnItems[c].count + t / columns)
        }

        /// The item at position `k` of column `c`.
        @inline(__always)
        func item(column c: Int, position k: Int) -> Int {
            let columns = runs.count
            guard columns > 1 else { return k }
            let recorded = columnItems[c].count
            if k < recorded { return Int(columnItems[c][k]) }
            return explicitCount + (k - recorded) * columns + turnRank[c]
        }

        /// Where the next item of each column would start.
        var columnNext: [CGFloat] { runs.indices.map { runs[$0].top(runs[$0].count) + origins[$0] } }

        /// Every column with items moved alike so that the highest starts at 0; empty ones at 0.
        mutating func normalizeOrigins() {
            var highest = CGFloat.infinity
            for c in runs.indices {
                if runs[c].count == 0 { origins[c] = 0 } else { highest = min(highest, origins[c]) }
            }
            guard highest.isFinite, highest != 0 else { return }
            for c in runs.indices where runs[c].count > 0 { origins[c] -= highest }
        }

        mutating func updateContentHeight() {
            contentHeight = runs.indices.reduce(0) { max($0, runs[$1].contentHeight + origins[$1]) }
        }
    }

    /// What placement depends on: a configuration's columns, line spacing and estimate.
    struct Placement: Sendable, Equatable {
        var columns: Int
        var lineSpacing: CGFloat
        /// The height of items without a known height.
        var estimatedHeight: CGFloat

        /// The configuration's spacing and estimate as stacked lengths (`Limits.stackedLength`;
        /// an estimate, positive, at least `Limits.shortestLength`): the table's door.
        init(columns: Int, lineSpacing: CGFloat, estimatedHeight: CGFloat) {
            self.columns = columns
            self.lineSpacing = Limits.stackedLength(lineSpacing)
            self.estimatedHeight = estimatedHeight > 0 ? max(Limits.stackedLength(estimatedHeight), Limits.shortestLength) : 0
        }
    }

    let placement: Placement
    var columns: Int { placement.columns }
    var lineSpacing: CGFloat { placement.lineSpacing }
    /// Heights the app gave, per section, as stacked lengths (`Limits.stackedLength`); −1 where an inserted
    /// item has none yet. They may be fewer or more than the items.
    var heights: [[CGFloat]]
    /// Heights measured past the end of `heights[s]`, per section: a self-sizing feed of 10⁶
    /// items keeps only the ones its cells reported.
    var measured: [[Int: CGFloat]] = []
    /// Items of each section whose cell measured its height at another item width (before a
    /// rotation, or a change of insets or columns): see `itemWidthDidChange(to:)`.
    var outdated: [Set<Int>] = []
    /// The width items were last placed for: the width their cells measured at.
    var itemWidth: CGFloat?
    var sections: [Section] = []

    /// A table of `heights`, placed by the first `sync` (only with a valid configuration's
    /// placement: nothing is placed before). App heights enter the domain here, as lengths.
    /// - Complexity: O(heights given).
    init(placement: Placement, heights: [[CGFloat]]) {
        self.placement = placement
        self.heights = heights.map(Self.lengths)
    }

    /// `heights` as lengths: the caller's own array, not a copy, when every height is one
    /// already (10⁶ photo heights are), so the table stores nothing per given item for them.
    /// - Complexity: O(n) reads; O(n) writes only for heights out of the domain.
    static func lengths(_ heights: [CGFloat]) -> [CGFloat] {
        // Counted without stopping early, so the loop has no branch to predict.
        let outside = heights.withUnsafeBufferPointer { buffer in
            buffer.reduce(0) { $0 &+ ($1 == 0 || ($1 >= Limits.shortestLength && $1 <= Limits.length) ? 0 : 1) }
        }
        return outside == 0 ? heights : heights.map(Limits.stackedLength)
    }

    /// The same heights, given and measured, for another placement (placed again by `sync`).
    func replacingPlacement(_ newPlacement: Placement) -> PresentationColumnTable {
        var table = PresentationColumnTable(placement: newPlacement, heights: [])
        table.heights = heights
        table.measured = measured
        table.outdated = outdated
        table.itemWidth = itemWidth
        return table
    }

    /// The height known for item `i` of section `s` (given or measured), or `nil`.
    func knownHeight(_ s: Int, _ i: Int) -> CGFloat? {
        Self.knownHeight(i, given: s < heights.count ? heights[s] : [], measured: s < measured.count ? measured[s] : [:])
    }

    /// The height known for item `i` of a section with `given` and `measured` heights: a given
    /// height (−1 for none), else a measured one. Read from the section's arrays taken once, as
    /// placing 10⁶ items does.
    @inline(__always)
    static func knownHeight(_ i: Int, given: [CGFloat], measured: [Int: CGFloat]) -> CGFloat? {
        i < given.count && given[i] >= 0 ? given[i] : measured[i]
    }

    /// The height the cell of item `i` of section `s` measured at the current item width (or
    /// the app gave); `nil` for an estimate or a height measured at another width.
    func currentHeight(_ s: Int, _ i: Int) -> CGFloat? {
        isOutdated(s, i) ? nil : knownHeight(s, i)
    }

    /// Whether item `i` of section `s` stands at a height its cell measured at another width.
    @inline(__always)
    func isOutdated(_ s: Int, _ i: Int) -> Bool {
        s < outdated.count && !outdated[s].isEmpty && outdated[s].contains(i)
    }

    /// Items are placed for `width` now. When it differs from the width they were measured at
    /// (a rotation; new insets or columns), every height a cell measured becomes outdated: text
    /// reflows at another width, so the cell must be asked again (`currentHeight` is `nil`,
    /// UIKit's should-invalidate lets its answer through). The outdated height still places the
    /// item — a far better guess for the new width than the estimate, so nothing moves and the
    /// content size does not jump at the rotation; each item moves only by what its cell then
    /// measures. The app's given heights stay: they are the app's, for every width.
    /// - Complexity: O(measured items) when the width changed, O(1) otherwise.
    mutating func itemWidthDidChange(to width: CGFloat) {
        defer { itemWidth = width }
        guard let itemWidth, itemWidth != width else { return }
        outdated = measured.map { Set($0.keys) }
    }

    /// The last item below `end` of section `s` with a known height, or −1.
    func lastKnown(_ s: Int, below end: Int) -> Int {
        var last = s < heights.count ? min(heights[s].count, end) - 1 : -1
        if s < measured.count {
            for key in measured[s].keys where key < end && key > last { last = key }
        }
        return last
    }

    /// Records a measured height as known, for placing from scratch later. (Overriding a given
    /// height copies the caller's array once, if the caller still holds it: `lengths(_:)`.)
    /// A measurement overriding a given height is also kept in `measured` (placing reads the
    /// given array first), so that a width change can tell it was measured.
    mutating func remember(_ length: CGFloat, _ s: Int, _ i: Int) {
        if s < heights.count, i < heights[s].count { heights[s][i] = length }
        while measured.count <= s { measured.append([:]) }
        measured[s][i] = length
        if s < outdated.count { outdated[s].remove(i) }
    }

    // MARK: - Placing

    /// Places or removes items at the ends of sections until each section `s` holds
    /// `counts[s]` items (at most `Limits.tableItemCount` in all).
    /// - Complexity: O(sections + items with known heights added + blocks added or removed).
    mutating func sync(counts: [Int]) {
        if sections.count > counts.count { sections.removeLast(sections.count - counts.count) }
        while sections.count < counts.count { sections.append(Section(placement: placement)) }
        var budget = Limits.tableItemCount
        for s in counts.indices {
            let target = min(counts[s], budget)
            budget -= target
            if target > sections[s].count { place(s, upTo: target) } else if target < sections[s].count { truncate(s, to: target) }
        }
    }

    /// Replaces every height given and forgets the measured ones; everything is placed again
    /// by the next `sync`.
    mutating func replaceHeights(_ newHeights: [[CGFloat]]) {
        heights = newHeights.map(Self.lengths)
        measured = []
        outdated = []
        sections = []
    }

    /// Records `newHeights` for the items `first…` of section `s` (`sync` places them); items
    /// between the known heights and `first` keep the estimate.
    /// - Complexity: O(new heights), plus O(first) once if earlier items had no heights.
    mutating func setHeights(_ newHeights: [CGFloat], section s: Int, from first: Int) {
        while heights.count <= s { heights.append([]) }
        if heights[s].count < first {
            heights[s].append(contentsOf: repeatElement(-1, count: first - heights[s].count))
        }
        for (offset, height) in newHeights.enumerated() {
            let i = first + offset, length = Limits.stackedLength(height)
            if i < heights[s].count { heights[s][i] = length } else { heights[s].append(length) }
            if s < measured.count { measured[s][i] = nil }
            if s < outdated.count { outdated[s].remove(i) }
        }
    }
}
