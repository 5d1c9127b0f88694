import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Selecting, following the pages, edits

extension PagerTabStripBehavior {
    /// Selects `tab` (clamped to the tabs) now: `moveToTab(at:)`. Alone, the indicator slides
    /// there (or jumps, unanimated) and the strip scrolls to show it; following pages, the pages
    /// are asked to go there (`selectionRequested`) and the indicator follows them.
    public mutating func select(tab: Int, animated: Bool, scroll: ScrollState,
                                layout: PagerTabStripLayout) -> [Effect] {
        numberOfTabs = Self.dataCount(layout)
        let wanted = numberOfTabs > 0 ? min(max(tab, 0), numberOfTabs - 1) : max(0, tab)
        // The pages already show or are heading to it (its own page change, echoed back by a
        // delegate): nothing to ask.
        if followsPages && wanted == selection && wanted == selectedTab { return [] }
        selection = wanted
        var effects = syncSelection()
        guard numberOfTabs > 0 else { return effects }
        if followsPages { return effects + [.selectionRequested(selection)] }
        let target = CGFloat(selection)
        if animated && layout.numberOfTabs > 0 && indicatorProgress != target {
            let curve = CurveAnimation(from: indicatorProgress, to: target, duration: indicatorAnimationDuration,
                                       curve: .easeInOut)
            indicatorAnimation = IndicatorAnimation(curve: curve, start: scroll.now, target: selection)
        } else {
            indicatorAnimation = nil
            effects += moveIndicator(to: target)
        }
        isFollowing = true
        anchor = nil
        guard layout.numberOfTabs > 0, !scroll.isDragging else { return effects }
        let offset = layout.contentOffset(showingTab: selection, from: scroll.contentOffset)
        return effects + (scroll.isShowing(offset) ? [] : [.scroll(to: offset, animated: animated)])
    }

    /// One frame of the pages' motion: the indicator moves to `progress` and, unless the user
    /// scrolled the strip, so does the strip's offset (from where it was at the pages' last rest).
    /// - Complexity: O(1).
    mutating func follow(progress: CGFloat, scroll: ScrollState, layout: PagerTabStripLayout) -> [Effect] {
        numberOfTabs = Self.dataCount(layout)
        indicatorWraps = layout.indicatorWraps
        indicatorAnimation = nil
        var effects = moveIndicator(to: progress)
        guard isFollowing, !scroll.isDragging, layout.numberOfTabs > 0 else { return effects }
        let from = anchor ?? scroll.contentOffset
        anchor = from
        let offset = layout.contentOffset(forProgress: progress, from: from)
        if !scroll.isShowing(offset) { effects.append(.scroll(to: offset, animated: false)) }
        return effects
    }

    /// The pages came to rest on `page`: it is the selected tab. A strip the user scrolled
    /// away comes back to show it if the page changed (animated), and follows again.
    mutating func pagesSettled(on page: Int, scroll: ScrollState, layout: PagerTabStripLayout) -> [Effect] {
        numberOfTabs = Self.dataCount(layout)
        indicatorWraps = layout.indicatorWraps
        anchor = nil
        indicatorAnimation = nil
        let changed = page != settledPage
        settledPage = page
        selection = max(0, page)
        var effects = syncSelection() + moveIndicator(to: CGFloat(page))
        guard layout.numberOfTabs > 0, !scroll.isDragging else { return effects }
        if !isFollowing {
            guard changed else { return effects }
            isFollowing = true
            let offset = layout.contentOffset(showingTab: page, from: scroll.contentOffset)
            if !scroll.isShowing(offset) { effects.append(.scroll(to: offset, animated: true)) }
            return effects
        }
        let offset = layout.contentOffset(forProgress: CGFloat(page), from: scroll.contentOffset)
        if !scroll.isShowing(offset) && !scroll.isAnimating { effects.append(.scroll(to: offset, animated: false)) }
        return effects
    }

    /// The tabs are about to be edited as `map` says: call before reloading them. The tab shown
    /// selected keeps that state under its new index. Alone, or with pages edited the same way
    /// (`movesSelection`), the selection follows its tab by identity; otherwise it stays the
    /// pages' index. Returns no effects (the relayout that follows reports the changes).
    /// - Complexity: O(1) for closed-form maps.
    @discardableResult
    public mutating func applyEdit(_ map: PagerIndexMap, movesSelection: Bool = false) -> [Effect] {
        selectedTab = selectedTab.flatMap { map.newIndex(forOld: $0) }
        if !followsPages || movesSelection {
            let old = selection
            selection = map.newIndex(keeping: selection) ?? 0
            settledPage = map.newIndex(keeping: settledPage) ?? 0
            indicatorProgress += CGFloat(selection - old)
        }
        indicatorAnimation = nil
        emphasized = emphasized.compactMap { entry in
            map.newIndex(forOld: entry.tab).map { PagerTabEmphasis(tab: $0, value: entry.value) }
        }
        numberOfTabs = map.newCount
        return []
    }
}
