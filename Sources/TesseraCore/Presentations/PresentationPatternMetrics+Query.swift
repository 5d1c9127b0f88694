import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PresentationPatternMetrics {
    /// Calls `body` with every item of a section of `itemCount` items whose edges may reach
    /// into the box (section-relative y, unmirrored x), in index order, until `body` returns
    /// `false` (a query that has found its cap of items).
    ///
    /// The period and the group holding `minY` are found arithmetically and by a binary
    /// search over the pattern's few groups; rows and columns of a uniform group are found
    /// by division, so only items near the box are visited.
    /// - Complexity: O(log groups + items visited).
    func visit(itemCount: Int, minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat,
               _ body: (Int, PresentationEdges) -> Bool) {
        guard itemCount > 0, maxY >= 0 else { return }
        let lastRep = (itemCount - 1) / itemsPerPeriod
        var rep = Self.floor(minY / period, within: lastRep)
        var g = firstGroup(notBelow: minY - CGFloat(rep) * period)
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

    /// The last group whose top is at or above `y` within a period (0 when `y` is above the first).
    private func firstGroup(notBelow y: CGFloat) -> Int {
        var low = 0, high = groups.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if groupTops[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
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
