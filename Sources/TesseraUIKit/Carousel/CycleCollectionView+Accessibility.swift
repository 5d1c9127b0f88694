#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - VoiceOver

extension CycleCollectionView {
    /// Three-finger scrolls reach the focused element, then its containers: this view.
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        bridge.voiceOverScroll(direction)
    }

    /// The adjustable element's value: the current cell's own label, then its position
    /// ("Sale banner, Item 3 of 7"). VoiceOver reads only the value after a swipe up or down,
    /// so an item's label kept in the element's label was never spoken.
    var currentItemAccessibilityValue: String? {
        let label = currentItemCell?.cell.accessibilityLabel
        return [label, bridge.voiceOverValue].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The current cell's own actions (a hosted item's buttons), for the actions rotor.
    var currentItemAccessibilityActions: [UIAccessibilityCustomAction]? {
        currentItemCell?.cell.accessibilityCustomActions
    }

    /// A double-tap selects the current item as a tap on its cell does (through the adapter),
    /// unless its cell handles it (``ItemAccessibilityActivating``).
    func activateCurrentItem() -> Bool {
        guard bridge.behavior.itemCount > 0, let current = currentItemCell else { return false }
        let select = { self.bridge.collectionView(self.collectionView, didSelectItemAt: current.indexPath) }
        guard let activating = current.cell as? ItemAccessibilityActivating else {
            select()
            return true
        }
        return activating.accessibilityActivateItem(select: select)
    }

    /// The cell on screen showing the current item, with its slot's index path.
    private var currentItemCell: (cell: UICollectionViewCell, indexPath: IndexPath)? {
        let current = bridge.behavior.currentVirtualIndex
        for indexPath in collectionView.indexPathsForVisibleItems
        where carousel.virtualIndex(forSlot: indexPath.item, visibleRect: collectionView.bounds) == current {
            if let cell = collectionView.cellForItem(at: indexPath) { return (cell, indexPath) }
        }
        return nil
    }
}

/// A cell that decides what VoiceOver's double-tap does to the item it shows, in a component
/// that is one adjustable element (`CycleCollectionView`, `InfiniteGridView`): a double-tap
/// there cannot reach a button inside the item. TesseraSwiftUI's cells adopt it to activate
/// their content's own button when the app handles no selection. Other cells are selected, as
/// a tap selects them.
@MainActor
public protocol ItemAccessibilityActivating: AnyObject {
    /// VoiceOver double-tapped the item: call `select` to report a selection as a tap does, or
    /// handle the double-tap otherwise. Returns whether it did something, as
    /// `accessibilityActivate()` does (VoiceOver tells the user when nothing happened).
    func accessibilityActivateItem(select: () -> Void) -> Bool
}

/// The carousel as one adjustable element: swipe up or down (or three fingers) for the next
/// or previous item, double-tap to select the current one (reported like a tap), the current
/// item's own actions in the actions rotor. Its value follows the current
/// item, never the offset, so recentring the loop cannot move the VoiceOver focus.
@MainActor
final class CycleItemsAccessibilityElement: UIAccessibilityElement {
    private weak var cycleView: CycleCollectionView?

    init(cycleView: CycleCollectionView) {
        self.cycleView = cycleView
        super.init(accessibilityContainer: cycleView)
        accessibilityTraits = .adjustable
    }

    override var accessibilityLabel: String? {
        get { cycleView?.itemsAccessibilityLabel }
        set {}
    }

    override var accessibilityValue: String? {
        get { cycleView?.currentItemAccessibilityValue }
        set {}
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { cycleView?.currentItemAccessibilityActions }
        set {}
    }

    /// The container is the carousel view, whose bounds start at zero.
    override var accessibilityFrameInContainerSpace: CGRect {
        get { cycleView?.bounds ?? .zero }
        set {}
    }

    override func accessibilityIncrement() {
        cycleView?.bridge.voiceOverAdjust(.next)
    }

    override func accessibilityDecrement() {
        cycleView?.bridge.voiceOverAdjust(.previous)
    }

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        cycleView?.bridge.voiceOverScroll(direction) ?? false
    }

    override func accessibilityActivate() -> Bool {
        cycleView?.activateCurrentItem() ?? false
    }
}
#endif
