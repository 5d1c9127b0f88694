import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The body every built-in presentation shares: sections stacked down the content (headers,
/// insets) over either an analytic pattern or a table of measured columns, and the one way
/// edges become frames (mirrored for right-to-left, then rounded to pixels).
///
/// Queries look items up in unmirrored space with a pixel of slack and then test each final
/// frame against the rectangle itself: exactly what a reference that filters every final
/// frame returns.
struct PresentationGeometry: Sendable {
    private(set) var context = LayoutContext(viewportSize: .zero, itemCount: 0)
    private(set) var stack = PresentationSectionStack(counts: [], contentHeights: [], headerHeight: 0,
                                                      topInset: 0, bottomInset: 0)
    /// Items shown per section.
    var counts: [Int] = []
    private(set) var contentWidth: CGFloat = 0
    private(set) var isEmpty = true
    private(set) var pattern: PresentationPatternMetrics?
    private(set) var columnGeometry: PresentationColumnGeometry?
    /// The measured state (waterfall, list with per-item heights); `nil` for analytic ones.
    var table: PresentationColumnTable?

    /// The size of the content: `.zero` when nothing is shown.
    var contentSize: CGSize {
        isEmpty ? .zero : CGSize(width: contentWidth, height: stack.height)
    }

    /// Section insets and headers, shared by every presentation's configuration.
    struct Sections: Sendable {
        var insets: EdgeInsets
        var headerHeight: CGFloat
    }

    // MARK: - Preparing

    /// Prepares an analytic presentation.
    /// - Complexity: O(sections + groups).
    mutating func prepare(in context: LayoutContext, pattern groups: [MosaicPresentation.Group], itemSpacing: CGFloat,
                          lineSpacing: CGFloat, sections: Sections, isValid: Bool) {
        self.context = context
        table = nil
        columnGeometry = nil
        contentWidth = context.visibleContentSize.width
        let insets = sections.insets
        pattern = isValid ? PresentationPatternMetrics(
            pattern: groups, availableWidth: contentWidth - insets.horizontal, originX: insets.left,
            itemSpacing: itemSpacing, lineSpacing: lineSpacing) : nil
        counts = context.sectionItemCounts
        let heights = counts.map { pattern?.contentHeight(itemCount: $0) ?? 0 }
        restack(sections, contentHeights: heights, valid: pattern != nil)
    }

    /// Prepares a measured presentation, placing only what changed since the last time (an
    /// invalid configuration places nothing and shows nothing).
    /// - Complexity: O(sections + items added or removed at section ends); O(n) when the
    ///   placement (columns, line spacing, estimate) changed.
    mutating func prepare(in context: LayoutContext, placement: PresentationColumnTable.Placement, itemSpacing: CGFloat,
                          sections: Sections, isValid: Bool) {
        self.context = context
        pattern = nil
        contentWidth = context.visibleContentSize.width
        columnGeometry = isValid ? PresentationColumnGeometry(
            columns: placement.columns, originX: sections.insets.left,
            availableWidth: contentWidth - sections.insets.horizontal, itemSpacing: itemSpacing) : nil
        guard isValid, table != nil else {
            counts = []
            return restack(sections, contentHeights: [], valid: false)
        }
        if table?.placement != placement {
            table = table.map { PresentationColumnTable(placement: placement, heights: $0.heights) }
        }
        table?.sync(counts: context.sectionItemCounts)
        counts = table?.sections.map(\.count) ?? []
        restack(sections, contentHeights: table?.sections.map(\.contentHeight) ?? [], valid: columnGeometry != nil)
    }

    /// After items were appended to section `s` of the table: updates counts and the stack.
    /// - Complexity: O(1) for the last section, O(sections) otherwise.
    mutating func tableDidAppend(toSection s: Int, sections: Sections) {
        guard let table else { return }
        var newCounts = context.sectionItemCounts
        while newCounts.count < table.sections.count { newCounts.append(0) }
        newCounts[s] = table.sections[s].count
        context = context.withSectionItemCounts(newCounts)
        if s == counts.count - 1, s == table.sections.count - 1 {
            counts[s] = table.sections[s].count
            stack.replaceLast(count: counts[s], contentHeight: table.sections[s].contentHeight)
            isEmpty = columnGeometry == nil || !hasArea
        } else {
            counts = table.sections.map(\.count)
            restack(sections, contentHeights: table.sections.map(\.contentHeight), valid: columnGeometry != nil)
        }
    }

    mutating func restackMeasured(_ sections: Sections, contentHeights: [CGFloat]) {
        restack(sections, contentHeights: contentHeights, valid: columnGeometry != nil)
    }

    private mutating func restack(_ sections: Sections, contentHeights: [CGFloat], valid: Bool) {
        stack = PresentationSectionStack(counts: counts, contentHeights: contentHeights,
                                         headerHeight: sections.headerHeight, topInset: sections.insets.top,
                                         bottomInset: sections.insets.bottom)
        isEmpty = !valid || !hasArea
    }

    /// Whether the content has an area to show items in.
    private var hasArea: Bool { contentWidth > 0 && stack.height > 0 }
}
