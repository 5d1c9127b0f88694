import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The geometry of a repeating pattern of groups (list, grid and mosaic) across one
/// available width, derived once per `prepare`; every position is arithmetic on it.
///
/// Positions are section-relative: y = 0 is the top of a section's first item, x is in
/// unmirrored space. One *period* is one pass through every group, `lineSpacing` between
/// groups and after the last:
///
///     y = 0       ┌──────────────┐ group 0 (full width)      ┐
///                 └──────────────┘                           │
///                   lineSpacing                              │ period
///     groupTops[1]┌────┐┌────┐┌────┐ group 1 (3 per row)     │
///                 └────┘└────┘└────┘                         │
///                   lineSpacing                              ┘
///     period      ┌──────────────┐ group 0 again (item itemsPerPeriod)
///
/// Item `i` is in period `i / itemsPerPeriod`, at position `i % itemsPerPeriod` of it.
struct PresentationPatternMetrics: Sendable {
    /// One group resolved for the available width.
    struct ResolvedGroup: Sendable {
        let columns: Int
        /// Unit width plus item spacing: the distance between unit columns.
        let columnStep: CGFloat
        /// Unit row height plus line spacing: the distance between unit rows.
        let rowStep: CGFloat
        let rows: Int
        let itemCount: Int
        /// `nil` for a uniform group (one unit per item, row-major).
        let tiles: [MosaicPresentation.Tile]?
        let height: CGFloat
    }

    let groups: [ResolvedGroup]
    /// Top of each group within a period; one more entry, the period, at the end.
    let groupTops: [CGFloat]
    /// First item of each group within a period; one more entry, `itemsPerPeriod`, at the end.
    let groupFirstItems: [Int]
    let itemsPerPeriod: Int
    let period: CGFloat
    let originX: CGFloat
    let availableWidth: CGFloat
    let itemSpacing: CGFloat
    let lineSpacing: CGFloat

    /// Resolves a valid configuration's `pattern` for a width; `nil` if a unit column has no room.
    /// - Complexity: O(groups).
    init?(pattern: [MosaicPresentation.Group], availableWidth: CGFloat, originX: CGFloat,
          itemSpacing: CGFloat, lineSpacing: CGFloat) {
        var groups: [ResolvedGroup] = [], tops: [CGFloat] = [0], firsts: [Int] = [0]
        var top: CGFloat = 0, first = 0
        for group in pattern {
            let columns = CGFloat(group.columns)
            let unitWidth = (availableWidth - (columns - 1) * itemSpacing) / columns
            guard unitWidth > 0 else { return nil }
            let unitHeight = group.rowHeight.height(forWidth: unitWidth), rows = group.rows
            let height = CGFloat(rows) * unitHeight + CGFloat(rows - 1) * lineSpacing
            groups.append(ResolvedGroup(columns: group.columns, columnStep: unitWidth + itemSpacing,
                                        rowStep: unitHeight + lineSpacing, rows: rows, itemCount: group.itemCount,
                                        tiles: group.tiles, height: height))
            top += height + lineSpacing
            first += group.itemCount
            tops.append(top)
            firsts.append(first)
        }
        self.groups = groups
        groupTops = tops
        groupFirstItems = firsts
        itemsPerPeriod = first
        period = top
        self.originX = originX
        self.availableWidth = availableWidth
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
    }

    // MARK: - Positions

    /// The top of group `g` of period `period`; `g == groups.count` is the next period's
    /// first group, so the last group's bottom edge meets it exactly.
    @inline(__always)
    func groupTop(_ rep: Int, _ g: Int) -> CGFloat {
        g < groups.count ? CGFloat(rep) * period + groupTops[g] : CGFloat(rep + 1) * period
    }

    /// The top of unit row `r` of group `g`; `r == rows` is the next group's top.
    @inline(__always)
    func rowTop(_ rep: Int, _ g: Int, _ r: Int) -> CGFloat {
        r < groups[g].rows ? groupTop(rep, g) + CGFloat(r) * groups[g].rowStep : groupTop(rep, g + 1)
    }

    /// The edges of a tile of group `g` in period `rep`.
    @inline(__always)
    func edges(_ rep: Int, _ g: Int, column: Int, row: Int, columnSpan: Int, rowSpan: Int) -> PresentationEdges {
        let group = groups[g], end = column + columnSpan
        let maxX = end == group.columns ? originX + availableWidth : originX + CGFloat(end) * group.columnStep - itemSpacing
        return PresentationEdges(minX: originX + CGFloat(column) * group.columnStep, maxX: maxX,
                                 minY: rowTop(rep, g, row), maxY: rowTop(rep, g, row + rowSpan) - lineSpacing)
    }

    /// The group of period position `j` (last group whose first item ≤ j).
    /// - Complexity: O(log groups).
    func group(containing j: Int) -> Int { Self.lastGroup(in: groupFirstItems, upTo: groups.count - 1, notAbove: j) }

    /// The last of `starts[0...last]` (non-decreasing) at or below `value`; 0 when none is.
    @inline(__always)
    private static func lastGroup<T: Comparable>(in starts: [T], upTo last: Int, notAbove value: T) -> Int {
        var low = 0, high = last
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= value { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The section-relative edges of item `i`.
    /// - Complexity: O(log groups).
    func edges(ofItem i: Int) -> PresentationEdges {
        let rep = i / itemsPerPeriod, j = i % itemsPerPeriod, g = group(containing: j)
        return edges(rep, g, slot: j - groupFirstItems[g])
    }

    /// The edges of the `k`-th item of group `g` in period `rep`.
    @inline(__always)
    func edges(_ rep: Int, _ g: Int, slot k: Int) -> PresentationEdges {
        let group = groups[g]
        if let tiles = group.tiles {
            let tile = tiles[k]
            return edges(rep, g, column: tile.column, row: tile.row, columnSpan: tile.columnSpan, rowSpan: tile.rowSpan)
        }
        return edges(rep, g, column: k % group.columns, row: k / group.columns, columnSpan: 1, rowSpan: 1)
    }

    /// The height of a section of `itemCount` items: the lowest bottom edge of its items.
    /// - Complexity: O(log groups), or O(tiles of one group) for a tiled last group.
    func contentHeight(itemCount: Int) -> CGFloat {
        guard itemCount > 0 else { return 0 }
        let last = itemCount - 1
        let rep = last / itemsPerPeriod, j = last % itemsPerPeriod, g = group(containing: j)
        let k = j - groupFirstItems[g]
        if let tiles = groups[g].tiles {
            let lowest = tiles[0...k].map { $0.row + $0.rowSpan }.max() ?? 1
            return rowTop(rep, g, lowest) - lineSpacing
        }
        return rowTop(rep, g, k / groups[g].columns + 1) - lineSpacing
    }
}

extension PresentationPatternMetrics {
    /// Calls `body` with every item of a section of `itemCount` items whose edges may reach
    /// into the box (section-relative y, unmirrored x), in index order, until it returns `false`.
    /// The period holding `minY` is found by division, its group by a binary search, and the
    /// rows and columns of a uniform group by division: only items near the box are visited.
    /// - Complexity: O(log groups + items visited).
    func visit(itemCount: Int, minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat,
               _ body: (Int, PresentationEdges) -> Bool) {
        guard itemCount > 0, maxY >= 0 else { return }
        let lastRep = (itemCount - 1) / itemsPerPeriod
        var rep = Self.floor(minY / period, within: lastRep)
        var g = Self.lastGroup(in: groupTops, upTo: groups.count - 1, notAbove: minY - CGFloat(rep) * period)
        while rep <= lastRep {
            while g < groups.count {
                guard groupTop(rep, g) <= maxY else { return }
                let base = rep * itemsPerPeriod + groupFirstItems[g]
                guard base < itemCount else { return }
                guard visitGroup(rep, g, base: base, itemCount: itemCount, minX, maxX, minY, maxY, body) else { return }
                g += 1
            }
            rep += 1
            g = 0
        }
    }

    /// - Returns: whether to go on (`body` has not asked to stop).
    private func visitGroup(_ rep: Int, _ g: Int, base: Int, itemCount: Int,
                            _ minX: CGFloat, _ maxX: CGFloat, _ minY: CGFloat, _ maxY: CGFloat,
                            _ body: (Int, PresentationEdges) -> Bool) -> Bool {
        let group = groups[g]
        if group.tiles != nil {
            for k in 0..<group.itemCount {
                let item = base + k
                guard item < itemCount else { return true }
                let edges = edges(rep, g, slot: k)
                if edges.touches(minX: minX, maxX: maxX, minY: minY, maxY: maxY), !body(item, edges) { return false }
            }
            return true
        }
        let top = groupTop(rep, g)
        let firstRow = Self.floor((minY - top) / group.rowStep, within: group.rows - 1)
        let lastRow = Self.floor((maxY - top) / group.rowStep, within: group.rows - 1)
        let firstColumn = Self.floor((minX - originX) / group.columnStep, within: group.columns - 1)
        let lastColumn = Self.floor((maxX - originX) / group.columnStep, within: group.columns - 1)
        guard firstRow <= lastRow, firstColumn <= lastColumn else { return true }
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn {
                let k = row * group.columns + column
                guard k < group.itemCount else { return true }
                let item = base + k
                guard item < itemCount else { return true }
                guard body(item, edges(rep, g, column: column, row: row, columnSpan: 1, rowSpan: 1)) else { return false }
            }
        }
        return true
    }

    /// The row, column or period a quotient falls in, from 0 to `last`.
    @inline(__always)
    private static func floor(_ quotient: CGFloat, within last: Int) -> Int {
        min(max(Int(quotient, rounding: .down), 0), last)
    }
}
