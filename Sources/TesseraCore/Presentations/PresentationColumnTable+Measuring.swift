import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PresentationColumnTable {
    /// Gives item `i` of section `s` the height its cell measured (a length: the presentation's
    /// `setMeasuredHeight` brought it in). The item keeps its column; the items below it in
    /// that column move — or, with `keepingItemsBelow` and several columns, stay, and the item
    /// and those above it in its column move up instead (its column's origin moves).
    ///
    /// Why a column's origin: a waterfall scrolled up through cells measured as they appear at
    /// the top changes one column at a time, and no single content-offset adjustment keeps
    /// every column still. Moving the measured column's origin keeps every item below the
    /// measured one where it is, in every column, without any adjustment; then, if the column
    /// now starts above the section's top, every column moves down by as much (`origins` keep
    /// the highest column at 0), which one content-offset adjustment cancels on screen, since
    /// everything moved alike. (Re-dealing items below the screen instead would leave the
    /// measured column's visible items moving.) The columns' tops may then differ, as their
    /// bottoms do: placing from scratch (a new configuration, an insert or a delete) evens them.
    /// - Returns: whether any frame changed.
    /// - Complexity: O(log n + `PresentationHeightRun.blockSize` + columns).
    mutating func measure(_ s: Int, _ i: Int, height: CGFloat, keepingItemsBelow: Bool = false) -> Bool {
        guard s < sections.count, i >= 0, i < sections[s].count else { return false }
        remember(height, s, i)
        let (c, k) = sections[s].position(of: i)
        let growth = sections[s].runs[c].setHeight(height, at: k)
        guard growth != 0 else { return false }
        if keepingItemsBelow, columns > 1 {
            sections[s].origins[c] -= growth
            sections[s].normalizeOrigins()
        }
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
        if s < outdated.count, !outdated[s].isEmpty {
            outdated[s] = Set(outdated[s].compactMap { i in
                i < items.lowerBound ? i : isInsert ? i + items.count : i >= items.upperBound ? i - items.count : nil
            })
        }
        if s < sections.count { sections[s] = Section(placement: placement) }
    }
}
