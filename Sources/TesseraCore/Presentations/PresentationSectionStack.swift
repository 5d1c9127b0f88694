import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Sections stacked down the content: each a header, its top inset, its items and its bottom
/// inset. A section without items is its header alone (nothing at all without headers).
///
///     starts[s]          ┌──────────── header ────────────┐  headerHeight
///                        └────────────────────────────────┘
///                          sectionInsets.top
///     contentStarts[s]     [item] [item] [item]              content height
///                          [item] …
///                          sectionInsets.bottom
///     starts[s + 1]      ┌──────────── header ────────────┐
struct PresentationSectionStack: Sendable {
    /// The top of each section; one more entry, the total height, at the end.
    private(set) var starts: [CGFloat]
    /// The top of each section's first item.
    private(set) var contentStarts: [CGFloat]
    let headerHeight: CGFloat
    let topInset: CGFloat
    let bottomInset: CGFloat

    /// - Complexity: O(sections).
    init(counts: [Int], contentHeights: [CGFloat], headerHeight: CGFloat, topInset: CGFloat, bottomInset: CGFloat) {
        self.headerHeight = headerHeight
        self.topInset = topInset
        self.bottomInset = bottomInset
        starts = [0]
        contentStarts = []
        starts.reserveCapacity(counts.count + 1)
        contentStarts.reserveCapacity(counts.count)
        for s in counts.indices { append(count: counts[s], contentHeight: contentHeights[s]) }
    }

    /// The total height.
    var height: CGFloat { starts[starts.count - 1] }

    /// The number of sections.
    var count: Int { contentStarts.count }

    /// Re-stacks the last section after items were appended to it.
    /// - Complexity: O(1).
    mutating func replaceLast(count: Int, contentHeight: CGFloat) {
        guard !contentStarts.isEmpty else { return }
        starts.removeLast()
        contentStarts.removeLast()
        append(count: count, contentHeight: contentHeight)
    }

    private mutating func append(count: Int, contentHeight: CGFloat) {
        let start = starts[starts.count - 1]
        let afterHeader = start + headerHeight
        guard count > 0 else {
            contentStarts.append(afterHeader)
            starts.append(afterHeader)
            return
        }
        let contentStart = afterHeader + topInset
        contentStarts.append(contentStart)
        starts.append(contentStart + contentHeight + bottomInset)
    }

    /// The sections whose extent reaches into `minY...maxY`.
    /// - Complexity: O(log sections).
    func sections(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        // First section whose end (starts[s + 1]) is at or below minY.
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid + 1] >= minY { high = mid } else { low = mid + 1 }
        }
        var end = low
        // Last section starting at or above maxY, by binary search as well.
        var top = count
        while end < top {
            let mid = (end + top) / 2
            if starts[mid] <= maxY { end = mid + 1 } else { top = mid }
        }
        return low..<max(low, end)
    }
}
