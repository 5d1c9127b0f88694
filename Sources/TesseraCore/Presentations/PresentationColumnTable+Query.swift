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
    /// - Complexity: O(log n).
    func edges(_ s: Int, _ i: Int, in geometry: PresentationColumnGeometry) -> PresentationEdges {
        let section = sections[s]
        let (c, k) = section.position(of: i)
        let run = section.runs[c], top = run.top(k) + section.origins[c]
        return PresentationEdges(minX: geometry.minX(c), maxX: geometry.maxX(c), minY: top, maxY: top + run.height(k))
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
            let run = section.runs[0], left = geometry.minX(0), right = geometry.maxX(0), origin = section.origins[0]
            run.forEach(from: run.firstReaching(minY - origin), whileTopIsAtMost: maxY - origin) { k, top, height in
                body(k, PresentationEdges(minX: left, maxX: right, minY: top + origin, maxY: top + origin + height))
                return true
            }
            return
        }
        var found: [(Int, PresentationEdges)] = []
        for c in 0..<columns where geometry.maxX(c) >= minX && geometry.minX(c) <= maxX {
            let run = section.runs[c], left = geometry.minX(c), right = geometry.maxX(c), origin = section.origins[c]
            run.forEach(from: run.firstReaching(minY - origin), whileTopIsAtMost: maxY - origin) { k, top, height in
                found.append((section.item(column: c, position: k),
                              PresentationEdges(minX: left, maxX: right, minY: top + origin, maxY: top + origin + height)))
                return true
            }
        }
        found.sort { $0.0 < $1.0 }
        for (i, edges) in found { body(i, edges) }
    }
}
