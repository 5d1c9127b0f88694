import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PresentationColumnTable {
    /// Gives item `i` of section `s` the height its cell measured (a length: the presentation's
    /// `setMeasuredHeight` brought it in). The item keeps its column; the items below it in
    /// that column move.
    /// - Returns: whether any frame changed.
    /// - Complexity: O(log n + `PresentationHeightRun.blockSize` + columns · log n).
    mutating func measure(_ s: Int, _ i: Int, height: CGFloat) -> Bool {
        guard s < sections.count, i >= 0, i < sections[s].count else { return false }
        remember(height, s, i)
        let (c, k) = sections[s].position(of: i)
        guard sections[s].runs[c].setHeight(height, at: k) != 0 else { return false }
        sections[s].updateContentHeight()
        return true
    }

    /// Items `items` of section `s` were inserted (`isInsert`) or deleted: the heights known
    /// for the items after them move along, and the section is placed again by the next `sync`.
    /// - Complexity: O(heights given and measured in the section).
    mutating func update(_ items: Range<Int>, section s: Int, isInsert: Bool) {
        guard !items.isEmpty else { return }
        if s < heights.count, items.lowerBound < heights[s].count {
            if isInsert {
                heights[s].insert(contentsOf: repeatElement(-1, count: items.count), at: items.lowerBound)
            } else {
                heights[s].removeSubrange(items.clamped(to: 0..<heights[s].count))
            }
        }
        if s < measured.count, !measured[s].isEmpty {
            var moved: [Int: CGFloat] = [:]
            for (i, height) in measured[s] {
                if i < items.lowerBound {
                    moved[i] = height
                } else if isInsert {
                    moved[i + items.count] = height
                } else if i >= items.upperBound {
                    moved[i - items.count] = height
                }
            }
            measured[s] = moved
        }
        if s < sections.count { sections[s] = Section(placement: placement) }
    }
}
