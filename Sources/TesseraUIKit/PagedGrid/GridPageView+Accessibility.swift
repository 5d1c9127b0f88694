#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - VoiceOver

extension GridPageView {
    /// A three-finger scroll or an adjustable increment/decrement: one page, announced as
    /// "Page 2 of 5". Returns `false` at either end so VoiceOver plays its boundary sound.
    @discardableResult
    func accessibilityScrollPages(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let effects = pager.accessibilityScroll(AccessibilityScrollDirection(direction), scroll: scrollState,
                                                layout: flowLayout.gridLayout)
        guard !effects.isEmpty else { return false }
        perform(effects)
        UIAccessibility.post(notification: .pageScrolled, argument: pager.accessibilityValue)
        return true
    }

    /// The pager's announcement, also what the adjustable element reads.
    var accessibilityPageValue: String { pager.accessibilityValue }
}

/// The grid's adjustable element: VoiceOver users swipe up or down on it to change page.
/// It sits before the collection view, whose cells stay individually reachable.
@MainActor
final class GridPagesAccessibilityElement: UIAccessibilityElement {
    private weak var pageView: GridPageView?

    init(pageView: GridPageView) {
        self.pageView = pageView
        super.init(accessibilityContainer: pageView)
        accessibilityLabel = pageView.pagesAccessibilityLabel
        accessibilityTraits = .adjustable
    }

    override var accessibilityValue: String? {
        get { pageView?.accessibilityPageValue }
        set {}
    }

    override var accessibilityFrameInContainerSpace: CGRect {
        get { pageView?.bounds ?? .zero }
        set {}
    }

    override func accessibilityIncrement() {
        pageView?.accessibilityScrollPages(.next)
    }

    override func accessibilityDecrement() {
        pageView?.accessibilityScrollPages(.previous)
    }
}
#endif
