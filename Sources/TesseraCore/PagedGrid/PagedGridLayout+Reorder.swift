import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Where a held item lands

extension PagedGridLayout: ReorderTargeting {
    public var reorderAxis: Axis { configuration.pageAxis }

    /// The place under `position`: the cell nearest it (empty cells of a section's last page
    /// included, which stand for that section's last item), in `item`'s section. Spacing,
    /// insets and the gap between pages are split between the cells on either side, so a held
    /// item over a page gap belongs to the nearer page. In a loop the page wraps to its data
    /// page, so a held item crosses the wrap like any gap. `nil` over a page of another
    /// section, for an item the layout does not have, or when empty.
    ///
    ///        page p                       page p + 1
    ///     … | c−2 |sp| c−1 | ins ·  gap  · ins |  0  |sp|  1  | …
    ///                      |<--- nearer c−1 --->|<-- nearer 0 -->
    /// - Complexity: O(1) (O(log sections) with several sections).
    public func reorderTarget(for position: CGPoint, moving item: ItemIndex) -> ItemIndex? {
        guard metrics.page(of: item) != nil, let point = QueryRect.point(position) else { return nil }
        let axis = configuration.pageAxis
        let x = context.layoutDirection.mirror(x: point.x, inWidth: metrics.contentSize.width)
        let unmirrored = CGPoint(x: x, y: point.y)
        let (page, along) = nearestCell(alongPages: axis.main(unmirrored))
        let across = nearestLine(axis.cross.main(unmirrored), along: axis.cross)
        let (row, column) = axis == .horizontal ? (across, along) : (along, across)
        guard let (section, pageInSection) = metrics.locate(page: metrics.dataPage(atPosition: page)),
              section == item.section else { return nil }
        let place = pageInSection * metrics.itemsPerPage + metrics.slot(row: row, column: column)
        return ItemIndex(item: min(place, metrics.sectionItemCounts[section] - 1), section: section)
    }

    /// The position page and the cell along the page axis nearest `main` (unmirrored): the
    /// nearest cell on the page under it or on either page beside it.
    private func nearestCell(alongPages main: CGFloat) -> (page: Int, cell: Int) {
        let axis = configuration.pageAxis, last = metrics.pagesLaidOut - 1
        let under = min(max(Int(main / metrics.stride, rounding: .down), 0), last)
        var best = (page: under, cell: 0, distance: CGFloat.infinity)
        for page in max(under - 1, 0)...min(under + 1, last) {
            let start = axis.main(metrics.pageOrigin(page))
            let cell = nearestLine(main - start, along: axis)
            let low = start + lineStart(cell, along: axis), high = low + axis.main(metrics.itemSize)
            let distance = main < low ? low - main : (main > high ? main - high : 0)
            if distance < best.distance { best = (page, cell, distance) }
        }
        return (best.page, best.cell)
    }

    /// The column (horizontal) or row (vertical) of a page nearest `distance` from the page's
    /// start: spacing is split between the lines on either side.
    private func nearestLine(_ distance: CGFloat, along axis: Axis) -> Int {
        let horizontal = axis == .horizontal
        let step = horizontal ? metrics.columnStep : metrics.rowStep
        let spacing = horizontal ? configuration.itemSpacing : configuration.lineSpacing
        let count = horizontal ? configuration.columns : configuration.rows
        let local = distance - lineStart(0, along: axis)
        return min(max(Int((local + spacing / 2) / step, rounding: .down), 0), count - 1)
    }

    /// Where line `line` starts from its page's start along `axis`.
    private func lineStart(_ line: Int, along axis: Axis) -> CGFloat {
        axis == .horizontal ? configuration.sectionInsets.left + CGFloat(line) * metrics.columnStep
                            : configuration.sectionInsets.top + CGFloat(line) * metrics.rowStep
    }
}

// MARK: - VoiceOver

extension PagedGridLayout {
    /// The most pages offered as "Move to page n" actions: every page of a section up to this
    /// many, else the pages beside the item's (VoiceOver's actions rotor lists them all).
    static let maximumPageActions = 12

    /// VoiceOver's custom actions for `item`: "Move before" the item before it, "Move after"
    /// the item after it, and "Move to page n" for the other pages of its section (only the
    /// pages beside its own in a long section; in a loop the first and last pages are beside
    /// each other). Empty for an item the layout does not have.
    /// - Complexity: O(pages offered), at most `maximumPageActions`.
    public func reorderAccessibilityActions(for item: ItemIndex) -> [ReorderAccessibilityAction] {
        guard let page = metrics.page(of: item) else { return [] }
        let count = metrics.sectionItemCounts[item.section], first = metrics.sectionFirstPage[item.section]
        let pages = (count + metrics.itemsPerPage - 1) / metrics.itemsPerPage
        var actions = ReorderAccessibilityAction.neighbourMoves(for: item, count: count)
        let offered: [Int]
        if pages <= Self.maximumPageActions {
            offered = Array(0..<pages)
        } else {
            let here = page - first
            let wrapsAround = isLooping && metrics.sectionItemCounts.count == 1
            offered = [here - 1, here + 1].compactMap { wrapsAround ? $0.positiveModulo(pages) : ((0..<pages).contains($0) ? $0 : nil) }
        }
        for target in offered where target != page - first {
            // The first place of the page: an item taken from before it lands there too,
            // because the items it passes shift back by one.
            let to = ItemIndex(item: min(target * metrics.itemsPerPage, count - 1), section: item.section)
            actions.append(.init(kind: .moveToPage(first + target, of: numberOfPages), move: ReorderMove(from: item, to: to)))
        }
        return actions
    }
}
