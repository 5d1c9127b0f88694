import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The measured heights of one section of a self-sizing grid or mosaic, over its analytic
/// pattern (`PresentationPatternMetrics`).
///
/// A *line* is one pass of one group (a grid's row, a mosaic's group in one period). A line's
/// unit row is as tall as its tallest item needs — a measured item spanning `r` unit rows needs
/// `(height − (r − 1) · lineSpacing) / r` (at least `Limits.shortestRow`), an item not measured
/// yet the group's estimate — so
/// items in a line share their rows, as a flow layout's line is as tall as its tallest item.
/// Only lines whose unit differs from the estimate are stored. Periods (one pass through every
/// group) form a `PresentationHeightRun` whose estimate is the analytic period, so the top of
/// period `rep` is `rep · period + D(rep)` in O(log n), and a group's top inside it adds the
/// changes of the lines above it in the same period:
///
///     top(rep, g) = rep · period + D(rep) + groupTops[g] + Σ_{g′ < g} rows(g′) · (unit′(rep, g′) − unit(g′))
///
/// Unmeasured sections never build one (every position stays analytic, bit for bit).
struct PresentationLineHeights: Sendable {
    /// The periods, each `period` tall until a line in it is measured.
    var periods: PresentationHeightRun
    /// Unit row heights of measured lines that differ from their group's, by line number
    /// (`rep · groups + g`).
    var units: [Int: CGFloat] = [:]
    /// Heights measured, by item.
    var measured: [Int: CGFloat] = [:]
    /// Items of `measured` whose cells measured them at another width (a rotation): they still
    /// size their lines, as a guess, but are not known (see `PresentationGeometry.syncLines`).
    var outdated: Set<Int> = []
    /// The items of the section these lines were sized for.
    var itemCount: Int

    init(pattern: PresentationPatternMetrics, itemCount: Int) {
        periods = PresentationHeightRun(estimate: pattern.period, spacing: 0)
        periods.resize(to: Self.periodCount(pattern, itemCount))
        self.itemCount = itemCount
    }

    static func periodCount(_ pattern: PresentationPatternMetrics, _ itemCount: Int) -> Int {
        (itemCount + pattern.itemsPerPeriod - 1) / pattern.itemsPerPeriod
    }
}

extension PresentationPatternMetrics {
    // MARK: - Measured positions

    /// The estimated unit row height of group `g`.
    @inline(__always)
    func estimatedUnit(_ g: Int) -> CGFloat { groups[g].rowStep - lineSpacing }

    /// The unit row step (unit height plus line spacing) of line (`rep`, `g`).
    @inline(__always)
    func rowStep(_ rep: Int, _ g: Int, _ lines: PresentationLineHeights) -> CGFloat {
        guard let unit = lines.units[rep * groups.count + g] else { return groups[g].rowStep }
        return unit + lineSpacing
    }

    /// How much taller line (`rep`, `g`) is than its estimate.
    @inline(__always)
    func lineChange(_ rep: Int, _ g: Int, _ lines: PresentationLineHeights) -> CGFloat {
        guard let unit = lines.units[rep * groups.count + g] else { return 0 }
        return CGFloat(groups[g].rows) * (unit - estimatedUnit(g))
    }

    /// The top of line (`rep`, `g`); `g == groups.count` is the next period's first line.
    func lineTop(_ rep: Int, _ g: Int, _ lines: PresentationLineHeights) -> CGFloat {
        guard g < groups.count else { return lines.periods.top(rep + 1) }
        var top = lines.periods.top(rep) + groupTops[g]
        for earlier in 0..<g { top += lineChange(rep, earlier, lines) }
        return top
    }

    /// The edges of a tile of line (`rep`, `g`) whose top is `top`.
    @inline(__always)
    func edges(_ rep: Int, _ g: Int, top: CGFloat, step: CGFloat, column: Int, row: Int, columnSpan: Int,
               rowSpan: Int) -> PresentationEdges {
        let group = groups[g], end = column + columnSpan
        let maxX = end == group.columns ? originX + availableWidth : originX + CGFloat(end) * group.columnStep - itemSpacing
        return PresentationEdges(minX: originX + CGFloat(column) * group.columnStep, maxX: maxX,
                                 minY: top + CGFloat(row) * step, maxY: top + CGFloat(row + rowSpan) * step - lineSpacing)
    }

    /// The `k`-th item of line (`rep`, `g`), whose top is `top`.
    @inline(__always)
    func edges(_ rep: Int, _ g: Int, top: CGFloat, step: CGFloat, slot k: Int) -> PresentationEdges {
        let group = groups[g]
        if let tiles = group.tiles {
            let tile = tiles[k]
            return edges(rep, g, top: top, step: step, column: tile.column, row: tile.row,
                         columnSpan: tile.columnSpan, rowSpan: tile.rowSpan)
        }
        return edges(rep, g, top: top, step: step, column: k % group.columns, row: k / group.columns,
                     columnSpan: 1, rowSpan: 1)
    }

    /// The section-relative edges of item `i` with measured lines.
    /// - Complexity: O(log n + groups).
    func edges(ofItem i: Int, _ lines: PresentationLineHeights) -> PresentationEdges {
        let rep = i / itemsPerPeriod, j = i % itemsPerPeriod, g = group(containing: j)
        return edges(rep, g, top: lineTop(rep, g, lines), step: rowStep(rep, g, lines), slot: j - groupFirstItems[g])
    }

    /// The height of a section of `itemCount` items with measured lines.
    func contentHeight(itemCount: Int, _ lines: PresentationLineHeights) -> CGFloat {
        guard itemCount > 0 else { return 0 }
        let last = itemCount - 1
        let rep = last / itemsPerPeriod, j = last % itemsPerPeriod, g = group(containing: j)
        let k = j - groupFirstItems[g]
        let lowest = groups[g].tiles.map { tiles in tiles[0...k].map { $0.row + $0.rowSpan }.max() ?? 1 }
            ?? k / groups[g].columns + 1
        return lineTop(rep, g, lines) + CGFloat(lowest) * rowStep(rep, g, lines) - lineSpacing
    }

    /// `visit(itemCount:minX:maxX:minY:maxY:_:)` with measured lines: the period reaching
    /// `minY` by a descent of the periods' run, then line by line.
    /// - Complexity: O(log n + groups + items visited).
    func visit(itemCount: Int, _ lines: PresentationLineHeights, minX: CGFloat, maxX: CGFloat, minY: CGFloat,
               maxY: CGFloat, _ body: (Int, PresentationEdges) -> Bool) {
        guard itemCount > 0 else { return }
        var rep = min(lines.periods.firstReaching(minY), lines.periods.count - 1)
        while rep < lines.periods.count {
            guard lines.periods.top(rep) <= maxY else { return }
            for g in 0..<groups.count {
                let base = rep * itemsPerPeriod + groupFirstItems[g]
                guard base < itemCount else { return }
                // The same sums as `edges(ofItem:_:)`, so both give an item the same frame.
                let top = lineTop(rep, g, lines), step = rowStep(rep, g, lines)
                guard top <= maxY else { return }
                guard top + CGFloat(groups[g].rows) * step >= minY else { continue }
                for k in 0..<groups[g].itemCount where base + k < itemCount {
                    let edges = edges(rep, g, top: top, step: step, slot: k)
                    if edges.touches(minX: minX, maxX: maxX, minY: minY, maxY: maxY), !body(base + k, edges) { return }
                }
            }
            rep += 1
        }
    }

    // MARK: - Measuring

    /// Records `height` for item `i` of a section of `itemCount` items and sizes its line
    /// again. Returns whether anything moved. Items of groups whose height is not an estimate
    /// keep it.
    /// - Complexity: O(items in the line + groups + `PresentationHeightRun.blockSize` + log n).
    func measure(_ i: Int, height: CGFloat, itemCount: Int, estimating: [Bool],
                 _ lines: inout PresentationLineHeights) -> Bool {
        let rep = i / itemsPerPeriod, g = group(containing: i % itemsPerPeriod)
        guard estimating[g] else { return false }
        lines.measured[i] = height
        lines.outdated.remove(i)
        return resize(line: rep, g, itemCount: itemCount, &lines)
    }

    /// Sizes line (`rep`, `g`) to its tallest item and updates its period.
    @discardableResult
    func resize(line rep: Int, _ g: Int, itemCount: Int, _ lines: inout PresentationLineHeights) -> Bool {
        let group = groups[g], base = rep * itemsPerPeriod + groupFirstItems[g]
        var unit: CGFloat = 0
        for k in 0..<group.itemCount where base + k < itemCount {
            let span = group.tiles?[k].rowSpan ?? 1
            // At least `Limits.shortestRow`, as an estimated row: a query meets few lines.
            let needed = lines.measured[base + k].map {
                max(($0 - CGFloat(span - 1) * lineSpacing) / CGFloat(span), Limits.shortestRow)
            }
            unit = max(unit, needed ?? estimatedUnit(g))
        }
        let line = rep * groups.count + g, old = lines.units[line]
        let new: CGFloat? = unit == estimatedUnit(g) ? nil : unit
        guard new != old else { return false }
        lines.units[line] = new
        var change: CGFloat = 0
        for other in 0..<groups.count { change += lineChange(rep, other, lines) }
        lines.periods.setHeight(period + change, at: rep)
        return true
    }
}
