import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Selecting, settling, appearing

extension PagerPagesBehavior {
    /// Selects `page` (clamped to the pages): `moveToPage(at:)`, a tab's tap, a binding.
    ///
    /// Animated, the pages scroll there and the selection is reported when they arrive (asking
    /// again on the way does nothing). Unanimated, they jump and it is reported at once. Before
    /// the pages have room the content lands on it when laid out; without pages it waits.
    /// - Complexity: O(1).
    public mutating func select(page: Int, animated: Bool, scroll: ScrollState, layout: PagerPagesLayout) -> [Effect] {
        numberOfPages = Self.dataCount(layout)
        guard numberOfPages > 0 else {
            pendingSelection = max(0, page)
            return []
        }
        pendingSelection = nil
        let page = min(max(page, 0), numberOfPages - 1)
        guard layout.numberOfPages > 0 else { return commit(page, layout: layout, animated: false) }
        // In a loop, the shortest way round from where the pages are or are heading.
        let from = destination ?? layout.nearestVirtualPage(toFractionalPage: position)
        let target = animated ? layout.virtualPage(showing: page, nearestTo: from) : page
        let offset = layout.contentOffset(forVirtualPage: target)
        // A finger holds the content: it jumps under the finger, which goes on dragging.
        if motion == .dragging {
            return (scroll.isShowing(offset) ? [] : [.scroll(to: offset, animated: false)])
                + commit(target, layout: layout, animated: false, keepsMotion: true)
        }
        if animated {
            if destination == target && (motion == .animating || motion == .settling) { return [] }
            if scroll.isShowing(offset) && scroll.isIdle { return commit(target, layout: layout, animated: true) }
            motion = .animating
            destination = target
            return [.scroll(to: offset, animated: true)] + updateLifecycle(layout, animated: true)
        }
        return (scroll.isShowing(offset) ? [] : [.scroll(to: offset, animated: false)])
            + commit(target, layout: layout, animated: false)
    }

    /// The host view controller's own appearance (forwarded `viewWillAppear` … `viewDidDisappear`):
    /// the selected page appears and disappears with it.
    public mutating func setHostAppearance(_ host: PagerHostAppearance, animated: Bool, scroll: ScrollState,
                                           layout: PagerPagesLayout) -> [Effect] {
        lifecycle.host = host
        return updateLifecycle(layout, animated: animated)
    }

    // MARK: - Settling

    /// The content came to rest: on a page, that page is selected; between two (a scroll that
    /// was not a drag, a motion a touch caught), it moves onto the nearest one first.
    mutating func settleAtRest(_ scroll: ScrollState, layout: PagerPagesLayout) -> [Effect] {
        numberOfPages = Self.dataCount(layout)
        guard layout.numberOfPages > 0 else {
            motion = .rest
            destination = nil
            return updateLifecycle(layout, animated: true)
        }
        let page = layout.nearestVirtualPage(toFractionalPage: layout.fractionalPage(forContentOffset: scroll.contentOffset))
        let offset = layout.contentOffset(forVirtualPage: page)
        if !scroll.isShowing(offset) {
            motion = .animating
            destination = page
            return [.scroll(to: offset, animated: true)] + updateLifecycle(layout, animated: true)
        }
        return commit(page, layout: layout, animated: true)
    }

    /// Makes virtual page `virtualPage` selected at rest: the progress lands on it, the pages'
    /// appearance transitions end, `settled` is reported, and `selectionChanged` if it is a new
    /// (data) page. In a loop resting outside the home cycle (and no finger holding the
    /// content), the content then moves back by whole cycles: nothing changes on screen.
    mutating func commit(_ virtualPage: Int, layout: PagerPagesLayout, animated: Bool,
                         keepsMotion: Bool = false) -> [Effect] {
        if !keepsMotion {
            motion = .rest
            destination = nil
        }
        let page = layout.dataPage(forVirtualPage: virtualPage)
        let changed = page != selectedPage
        selectedPage = page
        restingVirtualPage = virtualPage
        var effects = moveProgress(to: CGFloat(virtualPage), layout: layout)
        effects += updateLifecycle(layout, animated: animated)
        effects.append(.settled(page))
        if changed { effects.append(.selectionChanged(page)) }
        if virtualPage != page && !keepsMotion { effects += recentre(on: page, layout: layout) }
        return effects
    }

    /// The progress at virtual page `fraction` (wrapped in a loop), reported if it changed.
    mutating func moveProgress(to fraction: CGFloat, layout: PagerPagesLayout) -> [Effect] {
        position = fraction
        let wrapped = layout.wrappedFraction(fraction)
        guard wrapped != progress else { return [] }
        progress = wrapped
        return frameEffects.just(.progress(wrapped))
    }

    // MARK: - Appearance

    /// Brings the pages' life and appearance to where the pages are now.
    mutating func updateLifecycle(_ layout: PagerPagesLayout, animated: Bool) -> [Effect] {
        lifecycle.update(to: lifecycleTarget(layout, animated: animated)).map(Effect.page)
    }

    /// At rest: the selected page and its neighbours alive, the selected page appeared. In
    /// motion: the pages around the progress alive, the selected page leaving for the
    /// destination.
    func lifecycleTarget(_ layout: PagerPagesLayout, animated: Bool) -> PagerPageLifecycle.Target {
        let count = layout.numberOfPages
        guard count > 0 else {
            return .init(live: 0..<0, selected: selectedPage, destination: nil, visible: nil, animated: animated)
        }
        let selected = min(max(selectedPage, 0), count - 1)
        if motion == .rest {
            // A loop's run starts in the home cycle, so the data page stands for its virtual pages.
            let live = layout.liveRun(forFractionalPage: CGFloat(selected))
            return .init(live: live.range, selected: selected, destination: nil, visible: selected...selected,
                         animated: animated, wrap: live.wrap)
        }
        let live = layout.liveRun(forFractionalPage: position)
        // On screen: the pages either side of the position (the end pages while bouncing).
        let p = layout.isLooping ? position : min(max(position, 0), CGFloat(count - 1))
        let low = Int(p, rounding: .down), high = Int(p, rounding: .up)
        let heading = destination.map { layout.dataPage(forVirtualPage: layout.clampedVirtualPage($0)) } ?? selected
        return .init(live: live.range, selected: selected, destination: heading,
                     visible: low...high, animated: animated, wrap: live.wrap)
    }

    /// The number of pages in the data, whether or not the view has room for them.
    static func dataCount(_ layout: PagerPagesLayout) -> Int {
        layout.context.sectionItemCounts.first ?? 0
    }
}
