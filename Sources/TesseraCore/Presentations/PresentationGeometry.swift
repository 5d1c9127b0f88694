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
    var context = LayoutContext(viewportSize: .zero, itemCount: 0)
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
    /// A self-sizing grid's or mosaic's measured lines, per section (`PresentationLineHeights`).
    var lines: [PresentationLineHeights] = []
    /// What the lines were measured for; `nil` when the pattern does not size itself.
    var linesKey: PresentationPatternKey?
    /// Which groups of the pattern size their items by their cells.
    var estimating: [Bool] = []

    /// The size of the content: `.zero` when nothing is shown.
    var contentSize: CGSize {
        isEmpty ? .zero : CGSize(width: contentWidth, height: stack.height)
    }

    /// Section insets, headers and footers, shared by every presentation's configuration.
    struct Sections: Sendable {
        var insets: EdgeInsets
        var headerHeight: CGFloat
        var footerHeight: CGFloat = 0
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
        let estimating = groups.map(\.rowHeight.isEstimate)
        let key = PresentationPatternKey(groups: groups, availableWidth: contentWidth - insets.horizontal,
                                         itemSpacing: itemSpacing, lineSpacing: lineSpacing)
        restack(sections, contentHeights: syncLines(key: key, estimating: estimating), valid: pattern != nil)
    }

    /// Prepares a measured presentation, placing only what changed since the last time (an
    /// invalid configuration places nothing and shows nothing).
    /// - Complexity: O(sections + items added or removed at section ends); O(n) when the
    ///   placement (columns, line spacing, estimate) changed.
    mutating func prepare(in context: LayoutContext, placement: PresentationColumnTable.Placement, itemSpacing: CGFloat,
                          sections: Sections, isValid: Bool) {
        self.context = context
        pattern = nil
        lines = []
        linesKey = nil
        contentWidth = context.visibleContentSize.width
        columnGeometry = isValid ? PresentationColumnGeometry(
            columns: placement.columns, originX: sections.insets.left,
            availableWidth: contentWidth - sections.insets.horizontal, itemSpacing: itemSpacing) : nil
        guard isValid, table != nil else {
            counts = []
            return restack(sections, contentHeights: [], valid: false)
        }
        if table?.placement != placement {
            table = table.map { $0.replacingPlacement(placement) }
        }
        if let width = columnGeometry?.columnWidth { table?.itemWidthDidChange(to: width) }
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

    mutating func restack(_ sections: Sections, contentHeights: [CGFloat], valid: Bool) {
        stack = PresentationSectionStack(counts: counts, contentHeights: contentHeights,
                                         headerHeight: sections.headerHeight, topInset: sections.insets.top,
                                         bottomInset: sections.insets.bottom, footerHeight: sections.footerHeight)
        isEmpty = !valid || !hasArea
    }

    private var hasArea: Bool { contentWidth > 0 && stack.height > 0 }
}

extension PresentationGeometry {
    /// Appends measured items at the end of section `s` (one past the last starts it) and
    /// places them at once. Returns the item numbers added: none when `s` is out of range, the
    /// configuration is invalid or the table is full (`Limits.tableItemCount`).
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

    /// Replaces every measured height and places everything again (with a valid configuration).
    /// - Complexity: O(n).
    mutating func replaceMeasuredHeights(_ heights: [[CGFloat]], sections: Sections, isValid: Bool) {
        table?.replaceHeights(heights)
        guard isValid else { return }
        table?.sync(counts: context.sectionItemCounts)
        let tableSections = table?.sections ?? []
        counts = tableSections.map(\.count)
        restack(sections, contentHeights: tableSections.map(\.contentHeight), valid: columnGeometry != nil)
    }
}

extension PresentationGeometry {
    /// Gives a measured item the height its cell measured; see
    /// `PresentationColumnTable.measure(_:_:height:)`. Returns whether any frame changed.
    /// - Complexity: O(log n + sections).
    mutating func measure(_ index: ItemIndex, height: CGFloat, sections: Sections, keepingItemsBelow: Bool = false) -> Bool {
        guard !isEmpty, table?.measure(index.section, index.item, height: height,
                                       keepingItemsBelow: keepingItemsBelow) == true else { return false }
        restackTable(sections)
        return true
    }

    /// Whether the item at `index` stands at a height its cell measured at another item width.
    func hasOutdatedHeight(_ index: ItemIndex) -> Bool {
        if let table { return table.isOutdated(index.section, index.item) }
        return index.section < lines.count && lines[index.section].outdated.contains(index.item)
    }

    /// Whether any item stands at a height measured at another item width.
    var hasOutdatedHeights: Bool {
        if let table { return table.outdated.contains { !$0.isEmpty } }
        return lines.contains { !$0.outdated.isEmpty }
    }

    /// Items inserted or deleted in a measured presentation: the heights known move with their
    /// items and the section is placed again at once for the new counts.
    /// - Complexity: O(items placed with known heights + blocks + sections).
    mutating func update(_ update: PresentationItemUpdate, sections: Sections, isValid: Bool) {
        guard table != nil else { return }
        table?.update(update.items, section: update.section, isInsert: update.kind == .insert)
        let counts = update.counts(after: context.sectionItemCounts)
        context = context.withSectionItemCounts(counts)
        guard isValid, columnGeometry != nil else { return }
        table?.sync(counts: context.sectionItemCounts)
        restackTable(sections)
    }

    /// Counts and the section stack again from the table.
    private mutating func restackTable(_ sections: Sections) {
        let tableSections = table?.sections ?? []
        counts = tableSections.map(\.count)
        restack(sections, contentHeights: tableSections.map(\.contentHeight), valid: columnGeometry != nil)
    }
}

/// An item's four edges before mirroring and pixel rounding.
///
/// Presentations compute edges, not origin-and-size rectangles, so that two items that
/// touch share the very same coordinate (the right edge of one column *is* the left edge of
/// the next when the spacing is 0) and still touch after rounding to pixels.
struct PresentationEdges: Sendable, Equatable {
    var minX: CGFloat
    var maxX: CGFloat
    var minY: CGFloat
    var maxY: CGFloat

    @inline(__always)
    func offsetBy(dy: CGFloat) -> PresentationEdges {
        PresentationEdges(minX: minX, maxX: maxX, minY: minY + dy, maxY: maxY + dy)
    }

    /// Whether these edges reach into the closed query box (a loose test; callers filter the
    /// final frames exactly).
    @inline(__always)
    func touches(minX qMinX: CGFloat, maxX qMaxX: CGFloat, minY qMinY: CGFloat, maxY qMaxY: CGFloat) -> Bool {
        maxX >= qMinX && minX <= qMaxX && maxY >= qMinY && minY <= qMaxY
    }
}

/// Sections stacked down the content: each a header, its top inset, its items, its bottom
/// inset and its footer (after the bottom inset, as in `UICollectionViewFlowLayout`). A section
/// without items is its header and footer alone (nothing at all without them).
///
///     starts[s]          ┌──────────── header ────────────┐  headerHeight
///                        └────────────────────────────────┘
///                          sectionInsets.top
///     contentStarts[s]     [item] [item] [item]              content height
///                          [item] …
///                          sectionInsets.bottom
///     footerTop(s)       ┌──────────── footer ────────────┐  footerHeight
///     starts[s + 1]      ┌──────────── header ────────────┐
struct PresentationSectionStack: Sendable {
    /// The top of each section; one more entry, the total height, at the end.
    private(set) var starts: [CGFloat]
    /// The top of each section's first item.
    private(set) var contentStarts: [CGFloat]
    let headerHeight: CGFloat
    let topInset: CGFloat
    let bottomInset: CGFloat
    let footerHeight: CGFloat

    /// - Complexity: O(sections).
    init(counts: [Int], contentHeights: [CGFloat], headerHeight: CGFloat, topInset: CGFloat, bottomInset: CGFloat,
         footerHeight: CGFloat = 0) {
        self.headerHeight = headerHeight
        self.topInset = topInset
        self.bottomInset = bottomInset
        self.footerHeight = footerHeight
        starts = [0]
        contentStarts = []
        starts.reserveCapacity(counts.count + 1)
        contentStarts.reserveCapacity(counts.count)
        for s in counts.indices { append(count: counts[s], contentHeight: contentHeights[s]) }
    }

    var height: CGFloat { starts[starts.count - 1] }

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
            starts.append(afterHeader + footerHeight)
            return
        }
        let contentStart = afterHeader + topInset
        contentStarts.append(contentStart)
        starts.append(contentStart + contentHeight + bottomInset + footerHeight)
    }

    /// The natural top of section `s`'s footer: its section's end less the footer's height.
    @inline(__always)
    func footerTop(_ s: Int) -> CGFloat { starts[s + 1] - footerHeight }

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
