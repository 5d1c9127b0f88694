import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Binding to the selected page

extension PagerPagesBehavior: BindableBehavior {
    /// The selected page; `nil` without pages in the data. Unlike the paged grid, the pages need
    /// no room: a selection before the first layout lands when laid out (Parchment #123).
    public func boundValue(layout: PagerPagesLayout) -> Int? {
        Self.dataCount(layout) > 0 ? selectedPage : nil
    }

    /// The page nearest the offset, clamped to the pages; `nil` without room for pages.
    public func boundValue(atContentOffset offset: CGPoint, layout: PagerPagesLayout) -> Int? {
        guard layout.numberOfPages > 0 else { return nil }
        return layout.nearestPage(toFractionalPage: layout.fractionalPage(forContentOffset: offset))
    }

    /// Whether the offset shows the selected page exactly (the pages settle before they report
    /// an end of motion; between pages they are about to snap).
    public func restsOnBoundValue(atContentOffset offset: CGPoint, layout: PagerPagesLayout) -> Bool {
        guard layout.numberOfPages > 0 else { return true }
        // In a loop, any copy of the selected page.
        let virtualPage = layout.nearestVirtualPage(toFractionalPage: layout.fractionalPage(forContentOffset: offset))
        guard layout.dataPage(forVirtualPage: virtualPage) == selectedPage else { return false }
        let page = layout.contentOffset(forVirtualPage: virtualPage), tolerance = layout.context.pixelGrid.tolerance
        return abs(page.x - offset.x) <= tolerance && abs(page.y - offset.y) <= tolerance
    }

    /// `value` clamped to the pages in the data (page 0 without any), as `select` clamps it.
    public func resolvedBoundValue(_ value: Int, layout: PagerPagesLayout) -> Int {
        min(max(value, 0), max(0, Self.dataCount(layout) - 1))
    }

    /// `selectionChanged` (`didMoveToPage(index:)`).
    public static func reportedBoundValue(in effect: Effect) -> Int? {
        if case .selectionChanged(let page) = effect { return page }
        return nil
    }

    /// An animated `scroll`: a tab's tap, a snap onto the nearest page, an app's page.
    public static func animationTarget(of effect: Effect) -> CGPoint? {
        if case .scroll(let offset, animated: true) = effect { return offset }
        return nil
    }

    /// The page itself: one data item per page.
    public func item(standingFor value: Int, layout: PagerPagesLayout) -> Int? {
        value >= 0 ? value : nil
    }

    /// The page showing the item: itself, clamped to the pages; `nil` without pages.
    public func boundValue(showingItem item: Int, layout: PagerPagesLayout) -> Int? {
        Self.dataCount(layout) > 0 ? resolvedBoundValue(item, layout: layout) : nil
    }
}
