import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PresentationGeometry {
    /// Appends measured items at the end of section `s` (or starts section `s` when it is one
    /// past the last) and places them at once.
    /// - Returns: the item numbers added; empty when `s` is out of range, the configuration is
    ///   invalid or the table is full (`Limits.tableItemCount`).
    /// - Complexity: O(k + sections) for k heights, with O(1) re-stacking for the last section.
    mutating func appendMeasured(heights newHeights: [CGFloat], toSection s: Int, sections: Sections,
                                 isValid: Bool) -> Range<Int> {
        guard isValid, table != nil else { return 0..<0 }
        table?.sync(counts: context.sectionItemCounts)
        let sectionCount = table?.sections.count ?? 0
        guard s >= 0, s <= sectionCount, !newHeights.isEmpty else { return 0..<0 }
        let first = s < sectionCount ? table?.sections[s].count ?? 0 : 0
        table?.setHeights(newHeights, section: s, from: first)
        var newCounts = table?.sections.map(\.count) ?? []
        if s == newCounts.count { newCounts.append(0) }
        newCounts[s] = first + newHeights.count
        table?.sync(counts: newCounts)
        tableDidAppend(toSection: s, sections: sections)
        return first..<max(first, table?.sections[s].count ?? first)
    }

    /// Replaces every measured height and places everything again (nothing with an invalid
    /// configuration, until it is valid).
    /// - Complexity: O(n).
    mutating func replaceMeasuredHeights(_ heights: [[CGFloat]], sections: Sections, isValid: Bool) {
        table?.replaceHeights(heights)
        guard isValid else { return }
        table?.sync(counts: context.sectionItemCounts)
        let tableSections = table?.sections ?? []
        counts = tableSections.map(\.count)
        restackMeasured(sections, contentHeights: tableSections.map(\.contentHeight))
    }
}
