#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - VoiceOver

extension CycleCollectionView {
    /// A three-finger scroll or an adjustable increment/decrement: one item, announced as
    /// "Item 3 of 7". Returns `false` at the ends of a carousel that does not loop, so
    /// VoiceOver plays its boundary sound.
    @discardableResult
    func accessibilityScrollItems(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let effects = pager.accessibilityScroll(AccessibilityScrollDirection(direction), scroll: scrollState,
                                                layout: carousel)
        guard !effects.isEmpty else { return false }
        perform(effects)
        UIAccessibility.post(notification: .pageScrolled, argument: pager.accessibility.value)
        return true
    }

    /// What the adjustable element reads: the current cell's own label if it has one.
    var currentItemAccessibilityLabel: String {
        let current = pager.currentVirtualIndex
        for indexPath in collectionView.indexPathsForVisibleItems
        where carousel.virtualIndex(forSlot: indexPath.item, visibleRect: collectionView.bounds) == current {
            if let label = collectionView.cellForItem(at: indexPath)?.accessibilityLabel, !label.isEmpty { return label }
        }
        return itemsAccessibilityLabel
    }
}

/// The carousel as one adjustable element: swipe up or down for the next or previous item,
/// double-tap to select the current one. Its value follows the current item, never the
/// offset, so recentring the loop cannot move the VoiceOver focus.
@MainActor
final class CycleItemsAccessibilityElement: UIAccessibilityElement {
    private weak var cycleView: CycleCollectionView?

    init(cycleView: CycleCollectionView) {
        self.cycleView = cycleView
        super.init(accessibilityContainer: cycleView)
        accessibilityTraits = .adjustable
    }

    override var accessibilityLabel: String? {
        get { cycleView?.currentItemAccessibilityLabel }
        set {}
    }

    override var accessibilityValue: String? {
        get { cycleView?.pager.accessibility.value }
        set {}
    }

    override var accessibilityFrameInContainerSpace: CGRect {
        get { cycleView?.bounds ?? .zero }
        set {}
    }

    override func accessibilityIncrement() {
        cycleView?.accessibilityScrollItems(.next)
    }

    override func accessibilityDecrement() {
        cycleView?.accessibilityScrollItems(.previous)
    }

    override func accessibilityActivate() -> Bool {
        guard let cycleView, cycleView.pager.itemCount > 0 else { return false }
        cycleView.didSelectItemBlock?(cycleView.currentIndex)
        return true
    }
}
#endif
