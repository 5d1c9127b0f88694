import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The paged grid's behaviour: which page is current, and when that changes.
///
/// `pageChanged` is reported exactly once per real change, when the content comes to rest
/// on a new page (after a drag, after an animated `scrollToPage`, at once for a
/// non-animated one), or when a reload, a configuration change or a resize moves it.
/// Through a relayout the pager keeps the first item of the current page on screen: after a
/// rotation that is the same page; after a change of rows or columns it is the page that
/// item moved to; after a reload with fewer items it is the last page.
///
/// With looping pages (`loopsPages`) it counts *virtual* pages, which run on past either end
/// (page 5 of 5 pages is page 0 again, page −1 is page 4): `currentPage` and `pageChanged`
/// report the data page (the one wrap, `PagedGridLayout.dataPage(forVirtualPage:)`), and once
/// the content rests outside the cycle it rests in, it is moved back by whole cycles, which
/// shows the same items in the same cells and reloads nothing.
public struct PagedGridBehavior: ScrollBehavior {
    /// What the pager reports or asks for.
    public enum Effect: Sendable, Equatable {
        /// Move the content (performed by the engine or the scroll view).
        case scroll(to: CGPoint, animated: Bool)
        /// `pageView(_:didChangeToPage:)`.
        case pageChanged(Int)
        /// `pageView(_:didSelectItemAt:)`.
        case itemSelected(ItemIndex)
    }

    /// The page the content last came to rest on.
    public private(set) var currentPage = 0
    /// The number of pages.
    public private(set) var numberOfPages = 0
    /// The page under the viewport right now, as a fraction (for an interactive page control).
    public private(set) var pageProgress: CGFloat = 0
    /// The spring pages settle with.
    let settleSpring: SpringParameters

    /// The item kept on screen through relayouts: the first item of the page the content
    /// rests on or is travelling to.
    private var anchorItem: ItemIndex?
    /// The virtual page the content last came to rest on (`currentPage` without a loop).
    private(set) var restingVirtualPage = 0
    /// The virtual page an animation of the pager's own is taking the content to, so that a
    /// page turned before it ends goes on from there.
    private(set) var headingVirtualPage: Int?

    /// Creates a pager on page 0 whose pages settle with `settleSpring`. Defaults to
    /// `.paging` (UIKit's `isPagingEnabled` feel).
    public init(settleSpring: SpringParameters = .paging) {
        self.settleSpring = settleSpring
    }

    public var settleStyle: SettleStyle { .spring(settleSpring) }

    public static func command(for effect: Effect) -> ScrollCommand? {
        if case .scroll(let offset, let animated) = effect { return .setContentOffset(offset, animated: animated) }
        return nil
    }

    // MARK: - Commands

    /// Scrolls to `page` (clamped to the existing pages). Not animated, the change is
    /// reported at once; animated, when the animation ends.
    public mutating func scrollToPage(_ page: Int, animated: Bool, scroll: ScrollState,
                                      layout: PagedGridLayout) -> [Effect] {
        numberOfPages = layout.numberOfPages
        guard numberOfPages > 0 else { return [] }
        let page = min(max(page, 0), numberOfPages - 1)
        // In a loop, the shortest way round: page 0 after page 4 of 5 is one page on.
        let from = headingVirtualPage ?? layout.nearestVirtualPage(to: scroll.contentOffset)
        return scrollToVirtualPage(layout.virtualPage(showing: page, nearestTo: from), animated: animated,
                                   scroll: scroll, layout: layout)
    }

    /// Scrolls to virtual page `page` (one of the pages laid out); not animated, the change is
    /// reported at once, animated, when the animation ends.
    mutating func scrollToVirtualPage(_ page: Int, animated: Bool, scroll: ScrollState,
                                      layout: PagedGridLayout) -> [Effect] {
        numberOfPages = layout.numberOfPages
        guard numberOfPages > 0 else { return [] }
        let offset = layout.contentOffset(forVirtualPage: page)
        let alreadyThere = scroll.isShowing(offset)
        if animated && !alreadyThere {
            anchorItem = layout.firstItem(onPage: layout.dataPage(forVirtualPage: page))
            headingVirtualPage = page
            return [.scroll(to: offset, animated: true)]
        }
        return (alreadyThere ? [] : [.scroll(to: offset, animated: false)]) + rest(onVirtualPage: page, layout: layout)
    }

    // MARK: - ScrollBehavior

    public mutating func layoutDidChange(_ scroll: ScrollState, layout: PagedGridLayout,
                                         reason: LayoutChangeReason) -> [Effect] {
        numberOfPages = layout.numberOfPages
        guard numberOfPages > 0 else { return settle(onVirtualPage: 0, layout: layout) }
        var page = min(currentPage, numberOfPages - 1)
        if let anchor = anchorItem { page = layout.page(containing: anchor) ?? numberOfPages - 1 }
        // A finger on the content keeps it; the release will snap with the new geometry.
        guard !scroll.isDragging else { return [] }
        let offset = layout.contentOffset(forPage: page)
        // Moving content (a fling, an animation) is stopped on the page even if it happens to
        // pass over it right now.
        let stop = !scroll.isShowing(offset) || !scroll.isIdle
        // Page `page` of the cycle the content rests in is virtual page `page`.
        return (stop ? [.scroll(to: offset, animated: false)] : []) + settle(onVirtualPage: page, layout: layout)
    }

    public mutating func didScroll(_ scroll: ScrollState, layout: PagedGridLayout) -> [Effect] {
        let fraction = layout.fractionalPage(forContentOffset: scroll.contentOffset)
        // A loop's page control wraps: halfway from the last page to the first is n − 0.5.
        let count = CGFloat(layout.numberOfPages)
        pageProgress = layout.isLooping ? fraction - count * (fraction / count).rounded(.down) : fraction
        return []
    }

    public mutating func willEndDragging(_ scroll: ScrollState, layout: PagedGridLayout, velocity: CGPoint,
                                         targetContentOffset: inout CGPoint) -> [Effect] {
        anchorItem = layout.firstItem(onPage: layout.nearestPage(to: targetContentOffset))
        return []
    }

    public mutating func didEndDragging(_ scroll: ScrollState, layout: PagedGridLayout,
                                        willDecelerate: Bool) -> [Effect] {
        willDecelerate ? [] : settleAtRest(scroll, layout: layout)
    }

    public mutating func didEndDecelerating(_ scroll: ScrollState, layout: PagedGridLayout) -> [Effect] {
        settleAtRest(scroll, layout: layout)
    }

    /// A scroll animation ended: the grid's own (on a page) or someone else's, such as
    /// VoiceOver bringing a cell into view or `scrollRectToVisible`, which move the least that
    /// shows it. Resting between pages, the grid goes on to the page it was moving toward,
    /// which holds what was revealed: the nearest page could be the one it left, and the cell
    /// VoiceOver focuses would be off screen again.
    public mutating func didEndScrollingAnimation(_ scroll: ScrollState, layout: PagedGridLayout) -> [Effect] {
        let fraction = layout.fractionalPage(forContentOffset: scroll.contentOffset)
        let resting = CGFloat(restingVirtualPage)
        let toward = fraction > resting ? fraction.rounded(.up) : fraction < resting ? fraction.rounded(.down) : fraction
        return settleAtRest(scroll, layout: layout, between: Int(toward, rounding: .towardZero))
    }

    public mutating func didSelectItem(at index: ItemIndex, scroll: ScrollState,
                                       layout: PagedGridLayout) -> [Effect] {
        [.itemSelected(index)]
    }

    // MARK: - Settling

    /// The content came to rest: on a page, it is current; between two (a scroll that was not
    /// a drag: VoiceOver bringing an off-page cell into view, an app's `scrollRectToVisible`,
    /// a motion caught by a touch), it moves onto the nearest page first, so the grid never
    /// rests between pages and `currentPage` never goes stale.
    /// `between`: the page to go to when resting between pages (else the nearest).
    private mutating func settleAtRest(_ scroll: ScrollState, layout: PagedGridLayout,
                                       between: Int? = nil) -> [Effect] {
        numberOfPages = layout.numberOfPages
        let nearest = layout.nearestVirtualPage(to: scroll.contentOffset)
        let onAPage = scroll.isShowing(layout.contentOffset(forVirtualPage: nearest))
        let page = onAPage ? nearest : layout.clampedVirtualPage(between ?? nearest)
        let offset = layout.contentOffset(forVirtualPage: page)
        if numberOfPages > 0 && !scroll.isShowing(offset) {
            anchorItem = layout.firstItem(onPage: layout.dataPage(forVirtualPage: page))
            headingVirtualPage = page
            return [.scroll(to: offset, animated: true)]
        }
        return rest(onVirtualPage: page, layout: layout)
    }

    /// Makes virtual page `page` current, then, in a loop resting outside the cycle it rests
    /// in, moves the content back by whole cycles: the same items in the same cells, at an
    /// offset that never reaches the content's ends.
    private mutating func rest(onVirtualPage page: Int, layout: PagedGridLayout) -> [Effect] {
        let effects = settle(onVirtualPage: page, layout: layout)
        guard layout.isLooping, page != currentPage else { return effects }
        restingVirtualPage = currentPage
        return effects + [.scroll(to: layout.contentOffset(forPage: currentPage), animated: false)]
    }

    /// Makes `page` current; reports its data page if it differs from the last page reported.
    private mutating func settle(onVirtualPage virtualPage: Int, layout: PagedGridLayout) -> [Effect] {
        let page = layout.dataPage(forVirtualPage: virtualPage)
        anchorItem = layout.firstItem(onPage: page)
        pageProgress = CGFloat(page)
        restingVirtualPage = virtualPage
        headingVirtualPage = nil
        guard page != currentPage else { return [] }
        currentPage = page
        return [.pageChanged(page)]
    }
}

// MARK: - VoiceOver

extension PagedGridBehavior: AccessibleScrollBehavior {
    /// What VoiceOver reads for the pager: the current page of the pages ("Page 2 of 5"), or
    /// nothing with no pages.
    public func accessibilityAnnouncement(layout: PagedGridLayout) -> AccessibilityAnnouncement? {
        numberOfPages > 0 ? .position(.page, index: currentPage, count: numberOfPages) : nil
    }

    /// Adjustable increment / decrement and three-finger scrolls: one page in reading order,
    /// without animation (VoiceOver announces the new page at once). Returns no effects at
    /// either end, so VoiceOver can play its boundary sound; looping pages have no end (after
    /// page 5 of 5, "Page 1 of 5").
    public mutating func accessibilityScroll(_ direction: AccessibilityScrollDirection, scroll: ScrollState,
                                             layout: PagedGridLayout) -> [Effect] {
        guard let step = direction.step(along: layout.configuration.pageAxis,
                                        layoutDirection: layout.context.layoutDirection) else { return [] }
        let target = restingVirtualPage + step
        guard layout.numberOfPages > 0, layout.isLooping || (target >= 0 && target < layout.numberOfPages) else { return [] }
        return scrollToVirtualPage(target, animated: false, scroll: scroll, layout: layout)
    }
}
