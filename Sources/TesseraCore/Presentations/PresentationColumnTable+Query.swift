import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

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
