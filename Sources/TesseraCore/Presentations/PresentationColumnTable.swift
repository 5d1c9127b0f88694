import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Measured items placed in columns: the state behind the waterfall and the list with
/// per-item heights (a one-column waterfall).
///
/// Each item goes to the column whose next free y is smallest (ties to the leading column),
/// `lineSpacing` below the item above it. Placement depends on heights, columns and line
/// spacing only, not on the width, so a rotation re-places nothing, and items appended at
/// the end of a section are placed from where the columns stand: O(k) for k items.
///
/// Within a column items are stacked, so both their tops and their bottoms increase with
/// their position in the column. A visible-rect query therefore binary-searches each
/// column for the first item whose bottom reaches the rectangle and walks down while tops
/// are still inside it:
///
///              column 0      column 1
///     y = 0    ┌──────┐      ┌──────┐
///              │  0   │      │  1   │     columnItems[0] = [0, 2, 5]
///              └──────┘      │      │     columnItems[1] = [1, 3, 4]
///      minY ─ ─┌──────┐─ ─ ─ ┆─ ─ ─ ┆ ─ ─ binary search: first bottom ≥ minY
///              │  2   │      └──────┘       column 0 → item 2, column 1 → item 1
///              │      │      ┌──────┐
///              └──────┘      │  3   │     walk while top ≤ maxY
///      maxY ─ ─┌──────┐─ ─ ─ └──────┘─ ─   column 0: 2, 5   column 1: 1, 3
///              │  5   │      ┌──────┐     merged in index order: 1, 2, 3, 5
///              └──────┘      │  4   │
///
/// Positions are section-relative (y = 0 is the section's first item), so sections are
/// independent: changing one re-places nothing in the others.
struct PresentationColumnTable: Sendable {
    /// The placement of one section.
    struct Section: Sendable {
        var count = 0
        var tops: [CGFloat] = []
        /// Column of each item (empty with one column: every item is in column 0).
        var itemColumns: [Int32] = []
        /// Items of each column, top to bottom (empty with one column: column 0 is `0..<count`).
        var columnItems: [[Int32]]
        /// Where the next item of each column would start.
        var columnNext: [CGFloat]
        /// The lowest bottom edge of the section's items.
        var contentHeight: CGFloat = 0

        init(columns: Int) {
            columnItems = columns > 1 ? Array(repeating: [], count: columns) : []
            columnNext = Array(repeating: 0, count: columns)
        }
    }

    /// What placement depends on: a configuration's columns, line spacing and estimate.
    struct Placement: Sendable, Equatable {
        var columns: Int
        var lineSpacing: CGFloat
        /// The height of items without a measured height.
        var estimatedHeight: CGFloat
    }

    let placement: Placement
    var columns: Int { placement.columns }
    var lineSpacing: CGFloat { placement.lineSpacing }
    /// Heights as the app gave them, per section; they may be fewer or more than the items.
    private(set) var heights: [[CGFloat]]
    private(set) var sections: [Section] = []

    /// A table of `heights`, placed by the first `sync` (only with a valid configuration's
    /// placement: nothing is placed before).
    init(placement: Placement, heights: [[CGFloat]]) {
        self.placement = placement
        self.heights = heights
    }

    /// The height item `i` of section `s` is laid out with: an app-measured height enters the
    /// domain here, where it is read, as a length (`Limits.length`).
    @inline(__always)
    func height(_ s: Int, _ i: Int) -> CGFloat {
        Limits.length(s < heights.count && i < heights[s].count ? heights[s][i] : placement.estimatedHeight)
    }

    // MARK: - Placing

    /// Places or removes items at the ends of sections until each section `s` holds
    /// `counts[s]` items (at most `Limits.tableItemCount` in all).
    /// - Complexity: O(sections + items added or removed).
    mutating func sync(counts: [Int]) {
        if sections.count > counts.count { sections.removeLast(sections.count - counts.count) }
        while sections.count < counts.count { sections.append(Section(columns: columns)) }
        var budget = Limits.tableItemCount
        for s in counts.indices {
            let target = min(counts[s], budget)
            budget -= target
            if target > sections[s].count { place(s, upTo: target) } else if target < sections[s].count { truncate(s, to: target) }
        }
    }

    /// Replaces every height; everything is placed again by the next `sync`.
    mutating func replaceHeights(_ newHeights: [[CGFloat]]) {
        heights = newHeights
        sections = []
    }

    /// Records `newHeights` for the items `first…` of section `s` (`sync` places them); items
    /// between the known heights and `first` keep the estimate.
    /// - Complexity: O(new heights), plus O(first) once if earlier items had no heights.
    mutating func setHeights(_ newHeights: [CGFloat], section s: Int, from first: Int) {
        while heights.count <= s { heights.append([]) }
        if heights[s].count < first {
            heights[s].append(contentsOf: repeatElement(placement.estimatedHeight, count: first - heights[s].count))
        }
        for (offset, height) in newHeights.enumerated() {
            let i = first + offset
            if i < heights[s].count { heights[s][i] = height } else { heights[s].append(height) }
        }
    }

    private mutating func place(_ s: Int, upTo target: Int) {
        var section = sections[s]
        sections[s] = Section(columns: 0) // release the storage so appending below does not copy it
        // Reserve only for a first placement: reserving `target` on every append would
        // reallocate exactly, copying all n tops each time, where appending grows geometrically.
        if section.count == 0 {
            section.tops.reserveCapacity(target)
            if columns > 1 { section.itemColumns.reserveCapacity(target) }
        }
        let given = s < heights.count ? heights[s] : []
        for i in section.count..<target {
            var best = 0, bestY = section.columnNext[0]
            for c in 1..<columns where section.columnNext[c] < bestY {
                best = c
                bestY = section.columnNext[c]
            }
            let bottom = bestY + Limits.length(i < given.count ? given[i] : placement.estimatedHeight)
            section.tops.append(bestY)
            if columns > 1 {
                section.itemColumns.append(Int32(best))
                section.columnItems[best].append(Int32(i))
            }
            section.columnNext[best] = bottom + lineSpacing
            section.contentHeight = max(section.contentHeight, bottom)
        }
        section.count = target
        sections[s] = section
    }

    /// Undoes the placement of the items past `target`, last first: each column's next free
    /// y goes back to the top its removed item had, exactly as before it was placed.
    private mutating func truncate(_ s: Int, to target: Int) {
        var section = sections[s]
        sections[s] = Section(columns: 0)
        for i in stride(from: section.count - 1, through: target, by: -1) {
            let c = columns > 1 ? Int(section.itemColumns[i]) : 0
            if columns > 1 { section.columnItems[c].removeLast() }
            section.columnNext[c] = section.tops[i]
        }
        section.tops.removeLast(section.count - target)
        if columns > 1 { section.itemColumns.removeLast(section.count - target) }
        section.count = target
        section.contentHeight = 0
        for c in 0..<columns {
            let last = columns > 1 ? section.columnItems[c].last.map(Int.init) : (target > 0 ? target - 1 : nil)
            if let last { section.contentHeight = max(section.contentHeight, section.tops[last] + height(s, last)) }
        }
        sections[s] = section
    }
}

/// Where the columns of a measured presentation are across the available width (unmirrored).
struct PresentationColumnGeometry: Sendable {
    let columns: Int
    let originX: CGFloat
    let availableWidth: CGFloat
    let itemSpacing: CGFloat
    /// Column width plus item spacing.
    let columnStep: CGFloat
    /// The width of one column.
    let columnWidth: CGFloat

    /// `nil` when no column fits (spacing or insets wider than the width).
    init?(columns: Int, originX: CGFloat, availableWidth: CGFloat, itemSpacing: CGFloat) {
        let count = CGFloat(columns)
        columnWidth = (availableWidth - (count - 1) * itemSpacing) / count
        guard columnWidth > 0 else { return nil }
        self.columns = columns
        self.originX = originX
        self.availableWidth = availableWidth
        self.itemSpacing = itemSpacing
        columnStep = columnWidth + itemSpacing
    }

    @inline(__always) func minX(_ c: Int) -> CGFloat { originX + CGFloat(c) * columnStep }

    /// The last column's right edge is the available width's, exactly.
    @inline(__always) func maxX(_ c: Int) -> CGFloat {
        c == columns - 1 ? originX + availableWidth : originX + CGFloat(c + 1) * columnStep - itemSpacing
    }
}

extension PresentationColumnTable {
    /// The section-relative edges of item `i` of section `s`.
    /// - Complexity: O(1).
    func edges(_ s: Int, _ i: Int, in geometry: PresentationColumnGeometry) -> PresentationEdges {
        let section = sections[s]
        let c = columns > 1 ? Int(section.itemColumns[i]) : 0
        let top = section.tops[i]
        return PresentationEdges(minX: geometry.minX(c), maxX: geometry.maxX(c), minY: top, maxY: top + height(s, i))
    }

    /// Calls `body` with every item of section `s` whose edges may reach into the box
    /// (section-relative y, unmirrored x), in index order.
    /// - Complexity: O(columns · log n + k log k) for k items found.
    func visit(section s: Int, in geometry: PresentationColumnGeometry,
               minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat,
               _ body: (Int, PresentationEdges) -> Void) {
        let section = sections[s]
        guard section.count > 0 else { return }
        if columns == 1 {
            guard geometry.maxX(0) >= minX, geometry.minX(0) <= maxX else { return }
            var i = firstReaching(minY, count: section.count) { section.tops[$0] + height(s, $0) }
            while i < section.count, section.tops[i] <= maxY {
                body(i, edges(s, i, in: geometry))
                i += 1
            }
            return
        }
        var found: [Int] = []
        for c in 0..<columns where geometry.maxX(c) >= minX && geometry.minX(c) <= maxX {
            let items = section.columnItems[c]
            var k = firstReaching(minY, count: items.count) { section.tops[Int(items[$0])] + height(s, Int(items[$0])) }
            while k < items.count, section.tops[Int(items[k])] <= maxY {
                found.append(Int(items[k]))
                k += 1
            }
        }
        found.sort()
        for i in found { body(i, edges(s, i, in: geometry)) }
    }

    /// The first position in a column whose item's bottom is at or below `y`; `count` if none.
    /// Bottoms increase down a column, so this is a binary search.
    @inline(__always)
    private func firstReaching(_ y: CGFloat, count: Int, _ bottom: (Int) -> CGFloat) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if bottom(mid) >= y { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
