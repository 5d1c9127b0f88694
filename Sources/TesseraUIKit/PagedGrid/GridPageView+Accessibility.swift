#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - VoiceOver

extension GridPageView {
    /// Three-finger scrolls reach the focused element and then its containers: this view is a
    /// container of both the page element and the cells.
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        bridge.voiceOverScroll(direction)
    }
}

/// The grid's adjustable element: VoiceOver users swipe up or down on it to change page, or
/// scroll with three fingers. It sits before the collection view, whose cells stay
/// individually reachable.
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
        get { pageView?.bridge.voiceOverValue }
        set {}
    }

    /// The container is the page view, whose bounds start at zero.
    override var accessibilityFrameInContainerSpace: CGRect {
        get { pageView?.bounds ?? .zero }
        set {}
    }

    override func accessibilityIncrement() {
        pageView?.bridge.voiceOverAdjust(.next)
    }

    override func accessibilityDecrement() {
        pageView?.bridge.voiceOverAdjust(.previous)
    }

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        pageView?.bridge.voiceOverScroll(direction) ?? false
    }
}
#endif
