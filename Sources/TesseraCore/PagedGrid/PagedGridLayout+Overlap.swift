import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Cells overlapping a rectangle

extension PagedGridLayout {
    /// The part of `cells` (columns when `axis` is horizontal, rows otherwise) on `page` whose
    /// final frames — mirrored and pixel-rounded, exactly as returned — overlap `rect` along
    /// `axis`, or `nil` if none do. `other` is any row (or column): it does not change the
    /// extent along `axis`.
    ///
    /// Along an axis each final edge is monotonic in the cell number (increasing, or
    /// decreasing for mirrored columns), so the cells wholly before `rect`, overlapping it and
    /// wholly after it form three runs: two binary searches find the middle one.
    /// - Complexity: O(log cells).
    func overlapping(_ cells: ClosedRange<Int>, along axis: Axis, of rect: CGRect, page: Int,
                     other: Int) -> ClosedRange<Int>? {
        let low = axis.minimum(of: rect), high = axis.maximum(of: rect)
        /// −1 wholly before `rect` along the axis, 0 overlapping, +1 wholly after it.
        func side(_ cell: Int) -> Int {
            let unmirrored = axis == .horizontal ? metrics.frame(page: page, row: other, column: cell)
                                                 : metrics.frame(page: page, row: cell, column: other)
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
        guard predicate(high) else { return high.saturatingAdd(1) }
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
