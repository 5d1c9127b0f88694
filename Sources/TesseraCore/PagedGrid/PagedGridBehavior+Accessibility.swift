import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - VoiceOver

extension PagedGridBehavior: AccessibleScrollBehavior {
    /// What VoiceOver reads for the pager: the current page of the pages ("Page 2 of 5"), or
    /// nothing with no pages.
    public func accessibilityAnnouncement(layout: PagedGridLayout) -> AccessibilityAnnouncement? {
        numberOfPages > 0 ? .position(.page, index: currentPage, count: numberOfPages) : nil
    }

    /// Adjustable increment / decrement and three-finger scrolls: one page in reading order,
    /// without animation (VoiceOver announces the new page at once). Returns no effects at
    /// either end, so VoiceOver can play its boundary sound.
    public mutating func accessibilityScroll(_ direction: AccessibilityScrollDirection, scroll: ScrollState,
                                             layout: PagedGridLayout) -> [Effect] {
        guard let step = direction.step(along: layout.configuration.pageAxis,
                                        layoutDirection: layout.context.layoutDirection) else { return [] }
        let target = currentPage + step
        guard target >= 0, target < layout.numberOfPages else { return [] }
        return scrollToPage(target, animated: false, scroll: scroll, layout: layout)
    }
}
