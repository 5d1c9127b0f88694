import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Cells overlapping a query

extension PagedGridLayout {
    /// The query's extent along `axis` in unmirrored content space, widened by `slack` on
    /// both sides.
    func searchSpan(_ query: QueryRect, along axis: Axis, slack: CGFloat) -> (low: CGFloat, high: CGFloat) {
        var (low, high) = query.range(along: axis)
        if axis == .horizontal && context.layoutDirection.isRightToLeft {
            let width = metrics.contentSize.width
            (low, high) = (width - high, width - low)
        }
        return (low - slack, high + slack)
    }

    /// The cells along `axis` (columns when horizontal, rows when vertical) on `page` whose
    /// final frames overlap `query` along that axis, from the candidates `span` (unmirrored,
    /// with slack) touches; `nil` if none do.
    /// - Complexity: O(log cells).
    func cells(along axis: Axis, onPage page: Int, near span: (low: CGFloat, high: CGFloat),
               overlapping query: QueryRect) -> ClosedRange<Int>? {
        let horizontal = axis == .horizontal
        let start = axis.main(metrics.pageOrigin(page))
            + (horizontal ? configuration.sectionInsets.left : configuration.sectionInsets.top)
        let step = horizontal ? metrics.columnStep : metrics.rowStep
        let count = horizontal ? configuration.columns : configuration.rows
        // The cell whose stretch (itself and the spacing after it) holds each end of the span.
        let first = max(Int((span.low - start) / step, rounding: .down), 0)
        let last = min(Int((span.high - start) / step, rounding: .down), count - 1)
        guard first <= last else { return nil }
        return overlapping(first...last, along: axis, of: query, page: page)
    }

    /// The part of `cells` on `page` whose final frames — mirrored and pixel-rounded, exactly
    /// as returned — overlap `query` along `axis`, or `nil` if none do.
    ///
    /// Along an axis each final edge is monotonic in the cell number (increasing, or
    /// decreasing for mirrored columns), so the cells wholly before the query, overlapping it
    /// and wholly after it form three runs: two binary searches find the middle one.
    /// - Complexity: O(log cells).
    private func overlapping(_ cells: ClosedRange<Int>, along axis: Axis, of query: QueryRect,
                             page: Int) -> ClosedRange<Int>? {
        let (low, high) = query.range(along: axis)
        /// −1 wholly before the query along the axis, 0 overlapping, +1 wholly after it.
        func side(_ cell: Int) -> Int {
            // Row 0 or column 0 stands for all: a column's x is the same in every row.
            let unmirrored = axis == .horizontal ? metrics.frame(page: page, row: 0, column: cell)
                                                 : metrics.frame(page: page, row: cell, column: 0)
            let frame = layoutItem(ItemIndex(item: 0), unmirrored).frame
            if axis.maximum(of: frame) <= low { return -1 }
            if axis.minimum(of: frame) >= high { return 1 }
            return 0
        }
        let increasing = !(axis == .horizontal && context.layoutDirection.isRightToLeft)
        // In cell order the sides run −1…0…+1 (or +1…0…−1 for mirrored columns).
        let before = increasing ? -1 : 1, after = -before
        let first = partitionPoint(cells) { side($0) != before }
        guard first <= cells.upperBound else { return nil }
        let end = partitionPoint(first...cells.upperBound) { side($0) == after }
        return first < end ? first...(end - 1) : nil
    }

    /// The first value of `range` for which `predicate` holds (it holds for a suffix of the
    /// range), or `range.upperBound + 1` if it holds for none.
    private func partitionPoint(_ range: ClosedRange<Int>, _ predicate: (Int) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        guard predicate(high) else { return high + 1 }
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
