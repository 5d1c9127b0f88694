import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Where a held item lands

extension PagedGridLayout: ReorderTargeting {
    public var reorderAxis: Axis { configuration.pageAxis }

    /// The place under `position`: the cell nearest it on the page it is over (over spacing,
    /// the cell on either side whose half it is in; past the last item of a section's last
    /// page, that last item), in `item`'s section. In a loop, the page it is over wraps to its
    /// data page, so a held item crosses the wrap like any page gap. `nil` over a page of
    /// another section, for an item the layout does not have, or when empty.
    ///
    ///     column:   |  0  |sp|  1  |sp|  2  |      a position in the first half of a
    ///               |<-- step -->|                 spacing belongs to the cell before it
    /// - Complexity: O(1) (O(log sections) with several sections).
    public func reorderTarget(for position: CGPoint, moving item: ItemIndex) -> ItemIndex? {
        guard metrics.page(of: item) != nil, let point = QueryRect.point(position) else { return nil }
        let axis = configuration.pageAxis, insets = configuration.sectionInsets
        let x = context.layoutDirection.isRightToLeft ? metrics.contentSize.width - point.x : point.x
        let unmirrored = CGPoint(x: x, y: point.y)
        let position = min(max(Int(axis.main(unmirrored) / metrics.stride, rounding: .down), 0), metrics.pagesLaidOut - 1)
        let origin = metrics.pageOrigin(position)
        func line(_ distance: CGFloat, step: CGFloat, spacing: CGFloat, count: Int) -> Int {
            min(max(Int((distance + spacing / 2) / step, rounding: .down), 0), count - 1)
        }
        let column = line(unmirrored.x - origin.x - insets.left, step: metrics.columnStep,
                          spacing: configuration.itemSpacing, count: configuration.columns)
        let row = line(unmirrored.y - origin.y - insets.top, step: metrics.rowStep,
                       spacing: configuration.lineSpacing, count: configuration.rows)
        guard let (section, pageInSection) = metrics.locate(page: metrics.dataPage(atPosition: position)),
              section == item.section else { return nil }
        let place = pageInSection * metrics.itemsPerPage + metrics.slot(row: row, column: column)
        return ItemIndex(item: min(place, metrics.sectionItemCounts[section] - 1), section: section)
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
        var actions: [ReorderAccessibilityAction] = []
        if item.item > 0 {
            let before = ItemIndex(item: item.item - 1, section: item.section)
            actions.append(.init(kind: .moveBefore(before), move: ReorderMove(from: item, to: before)))
        }
        if item.item < count - 1 {
            let after = ItemIndex(item: item.item + 1, section: item.section)
            actions.append(.init(kind: .moveAfter(after), move: ReorderMove(from: item, to: after)))
        }
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
