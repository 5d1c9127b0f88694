import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Binding to the current page

extension PagedGridBehavior: BindableBehavior {
    /// The page the content last came to rest on; `nil` without pages (no items, or not laid
    /// out yet).
    public func boundValue(layout: PagedGridLayout) -> Int? {
        layout.numberOfPages > 0 ? currentPage : nil
    }

    /// The page nearest the offset, clamped to the pages; `nil` without pages.
    public func boundValue(atContentOffset offset: CGPoint, layout: PagedGridLayout) -> Int? {
        layout.numberOfPages > 0 ? layout.nearestPage(to: offset) : nil
    }

    /// Whether the offset shows the current page exactly (the pager settles before it
    /// reports an end of motion; between pages it is about to snap).
    public func restsOnBoundValue(atContentOffset offset: CGPoint, layout: PagedGridLayout) -> Bool {
        guard layout.numberOfPages > 0 else { return true }
        let page = layout.contentOffset(forPage: currentPage), tolerance = layout.context.pixelGrid.tolerance
        return abs(page.x - offset.x) <= tolerance && abs(page.y - offset.y) <= tolerance
    }

    /// `value` clamped to the pages (page 0 without any), as `scrollToPage` clamps it.
    public func resolvedBoundValue(_ value: Int, layout: PagedGridLayout) -> Int {
        min(max(value, 0), max(0, layout.numberOfPages - 1))
    }

    /// `pageChanged`.
    public static func reportedBoundValue(in effect: Effect) -> Int? {
        if case .pageChanged(let page) = effect { return page }
        return nil
    }

    /// An animated `scroll`.
    public static func animationTarget(of effect: Effect) -> CGPoint? {
        if case .scroll(let offset, animated: true) = effect { return offset }
        return nil
    }

    /// The first item of the page.
    public func item(standingFor value: Int, layout: PagedGridLayout) -> Int? {
        guard value >= 0 else { return nil }
        let (item, overflow) = value.multipliedReportingOverflow(by: layout.metrics.itemsPerPage)
        return overflow ? nil : item
    }

    /// The page holding the item (in one section).
    public func boundValue(showingItem item: Int, layout: PagedGridLayout) -> Int? {
        layout.page(containing: ItemIndex(item: item, section: 0))
    }
}
