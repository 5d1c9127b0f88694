import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What VoiceOver should say about a tab or a page, as data: the skin formats it with its own
/// localized strings ("Tab 2 of 5, selected", "Page 2 of 5") and traits, so the core never
/// decides wording or language.
public enum PagerAccessibility: Sendable, Hashable {
    /// Tab `index` (0-based) of `count`, selected or not (the skin adds the `.selected` trait and a "tab" role).
    case tab(index: Int, count: Int, isSelected: Bool)
    /// Page `index` (0-based) of `count`.
    case page(index: Int, count: Int)

    /// The 1-based position to read ("2" of "Tab 2 of 5").
    var position: Int {
        switch self {
        case .tab(let index, _, _), .page(let index, _): index + 1
        }
    }

    /// The total to read ("5" of "Tab 2 of 5").
    var count: Int {
        switch self {
        case .tab(_, let count, _), .page(_, let count): count
        }
    }

    /// Whether this is the selected tab (pages: `false`).
    var isSelected: Bool {
        if case .tab(_, _, let isSelected) = self { return isSelected }
        return false
    }
}

// MARK: - Tabs and pages

extension PagerTabStripLayout {
    /// VoiceOver's description of tab `index` when `selectedTab` is selected, or `nil` if there is no such tab.
    public func accessibility(forTab index: Int, selectedTab: Int) -> PagerAccessibility? {
        guard index >= 0, index < numberOfTabs else { return nil }
        return .tab(index: index, count: numberOfTabs, isSelected: index == selectedTab)
    }
}

extension PagerPagesLayout {
    /// VoiceOver's description of `page`, or `nil` if there is no such page.
    func accessibility(forPage page: Int) -> PagerAccessibility? {
        guard page >= 0, page < numberOfPages else { return nil }
        return .page(index: page, count: numberOfPages)
    }

    /// The page a VoiceOver scroll (three-finger swipe) from `page` asks for, or `nil` at
    /// either end or for a vertical gesture, so VoiceOver can play its boundary sound. Right
    /// to left, swiping left goes back. Looping pages have no end: after the last page the
    /// first ("Page 1 of 5").
    func page(afterAccessibilityScroll direction: AccessibilityScrollDirection, from page: Int) -> Int? {
        guard let step = direction.step(along: .horizontal, layoutDirection: context.layoutDirection) else { return nil }
        let target = page + step
        if isLooping { return dataPage(forVirtualPage: target) }
        return target >= 0 && target < numberOfPages ? target : nil
    }
}

// MARK: - VoiceOver

extension PagerPagesBehavior: AccessibleScrollBehavior {
    /// What VoiceOver reads for the pages: the selected page ("Page 2 of 5"), or nothing without pages.
    public func accessibilityAnnouncement(layout: PagerPagesLayout) -> AccessibilityAnnouncement? {
        layout.accessibility(forPage: selectedPage).map { .position(.page, index: $0.position - 1, count: $0.count) }
    }

    /// One page in reading order, unanimated so VoiceOver announces it at once; nothing at
    /// either end, so VoiceOver plays its boundary sound.
    public mutating func accessibilityScroll(_ direction: AccessibilityScrollDirection, scroll: ScrollState,
                                             layout: PagerPagesLayout) -> [Effect] {
        guard let target = layout.page(afterAccessibilityScroll: direction, from: selectedPage) else { return [] }
        return select(page: target, animated: false, scroll: scroll, layout: layout)
    }
}
