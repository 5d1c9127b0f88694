import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - VoiceOver

extension PagerPagesBehavior: AccessibleScrollBehavior {
    /// What VoiceOver reads for the pages: the selected page of the pages ("Page 2 of 5"), or
    /// nothing without pages.
    public func accessibilityAnnouncement(layout: PagerPagesLayout) -> AccessibilityAnnouncement? {
        layout.accessibility(forPage: selectedPage).map { .position(.page, index: $0.position - 1, count: $0.count) }
    }

    /// Three-finger scrolls and the adjustable element's increment / decrement: one page in
    /// reading order (swiping left goes back right to left), without animation, so VoiceOver
    /// announces the new page at once. No effects at either end, so VoiceOver plays its
    /// boundary sound.
    public mutating func accessibilityScroll(_ direction: AccessibilityScrollDirection, scroll: ScrollState,
                                             layout: PagerPagesLayout) -> [Effect] {
        guard let target = layout.page(afterAccessibilityScroll: direction, from: selectedPage) else { return [] }
        return select(page: target, animated: false, scroll: scroll, layout: layout)
    }
}
