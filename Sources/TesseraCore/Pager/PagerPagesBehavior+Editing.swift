import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Edits and relayouts

extension PagerPagesBehavior {
    /// The pages are about to be edited as `map` says: call before reloading them. The selected
    /// page is kept by identity (removed, the page that took its place) and reported if its
    /// index changed; removed live pages disappear and are dropped. The relayout that follows
    /// puts the content back on the selected page, or keeps the page under a finger.
    /// - Complexity: O(1) for closed-form maps, plus O(live pages).
    public mutating func applyEdit(_ map: PagerIndexMap, scroll: ScrollState, layout: PagerPagesLayout) -> [Effect] {
        let count = layout.numberOfPages
        // The virtual page under the viewport: in a loop, the copy the content shows now.
        let virtualAnchor = count > 0 ? layout.nearestVirtualPage(toFractionalPage: position) : selectedPage
        let anchor = count > 0 ? layout.dataPage(forVirtualPage: virtualAnchor) : selectedPage
        pendingEdit = PendingEdit(anchor: anchor, newAnchor: map.newIndex(keeping: anchor),
                                  anchorOffset: layout.contentOffset(forVirtualPage: virtualAnchor),
                                  contentOffset: scroll.contentOffset)
        var effects = lifecycle.remap(map).map(Effect.page)
        // Renamed as data pages: a loop's relayout stops the content in the home cycle.
        destination = destination.flatMap { map.newIndex(keeping: layout.dataPage(forVirtualPage: $0)) }
        let removed = map.newIndex(forOld: selectedPage) == nil && selectedPage < map.oldCount
        let selected = map.newIndex(keeping: selectedPage) ?? 0
        numberOfPages = map.newCount
        // A page that took the selected one's place is a new selection; a reload that replaced
        // every page keeps the index and reports nothing.
        restingVirtualPage = selected
        if selected != selectedPage || (removed && !map.replacesEveryPage) {
            selectedPage = selected
            effects.append(.selectionChanged(selected))
        }
        return effects
    }

    public mutating func layoutDidChange(_ scroll: ScrollState, layout: PagerPagesLayout,
                                         reason: LayoutChangeReason) -> [Effect] {
        numberOfPages = Self.dataCount(layout)
        let edit = pendingEdit
        pendingEdit = nil
        let effects = clampSelectionToThePages()
        guard layout.numberOfPages > 0 else {
            motion = .rest
            destination = nil
            return effects + updateLifecycle(layout, animated: false)
        }
        if scroll.isDragging { return effects + keepTheFingersPage(scroll, layout: layout, edit: edit) }
        // Moving content (a settle, an animation) stops on the page it was heading to.
        // In a loop, the heading page's copy in the home cycle: the same page on screen.
        let heading = destination.map { layout.dataPage(forVirtualPage: layout.clampedVirtualPage($0)) }
        let page = min(max(heading ?? selectedPage, 0), layout.numberOfPages - 1)
        let offset = layout.contentOffset(forPage: page)
        let stop = !scroll.isShowing(offset) || !scroll.isIdle
        return effects + (stop ? [.scroll(to: offset, animated: false)] : [])
            + commit(page, layout: layout, animated: false)
    }

    /// The selection after a change of page count: a pending one (set while there were no
    /// pages) if there is one, else the current one, each cut to the last page (0 without pages).
    private mutating func clampSelectionToThePages() -> [Effect] {
        let wanted = pendingSelection ?? selectedPage
        pendingSelection = numberOfPages == 0 ? pendingSelection : nil
        let page = numberOfPages == 0 ? 0 : min(wanted, numberOfPages - 1)
        guard page != selectedPage else { return [] }
        selectedPage = page
        return [.selectionChanged(page)]
    }

    /// A finger keeps its hold: the page it holds stays under it through an edit.
    private mutating func keepTheFingersPage(_ scroll: ScrollState, layout: PagerPagesLayout,
                                             edit: PendingEdit?) -> [Effect] {
        var effects: [Effect] = []
        var offset = scroll.contentOffset
        if let edit, let newAnchor = edit.newAnchor, scroll.canRecenter {
            let wanted = layout.contentOffset(forPage: newAnchor).x + (edit.contentOffset.x - edit.anchorOffset.x)
            let delta = scroll.pixelGrid.round(wanted - scroll.contentOffset.x)
            if delta != 0 { effects.append(.recenter(by: CGPoint(x: delta, y: 0))) }
            offset.x += delta
        }
        // The progress where the content will be, so no page is loaded for a moment only.
        effects += moveProgress(to: layout.fractionalPage(forContentOffset: offset), layout: layout)
        return effects + updateLifecycle(layout, animated: true)
    }
}
