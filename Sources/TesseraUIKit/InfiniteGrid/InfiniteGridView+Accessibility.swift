#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - VoiceOver

extension InfiniteGridView {
    /// What the adjustable element reads: the centre cell's own label if it has one.
    var centerTileAccessibilityLabel: String {
        if let label = cellForTile(at: centerCoordinates)?.accessibilityLabel, !label.isEmpty { return label }
        return tilesAccessibilityLabel
    }

    /// Three-finger swipes move by one tile in their direction.
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        bridge.voiceOverScroll(direction)
    }

    // The grid is one adjustable element: its cells are recycled slots in no reading order,
    // and the element's value follows the centre tile, never the offset, so recentring cannot
    // move the VoiceOver focus.

    /// The adjustable element only.
    open override var accessibilityElements: [Any]? {
        get { [tilesElement] }
        set {}
    }

    /// One element: the adjustable grid.
    open override func accessibilityElementCount() -> Int { 1 }

    /// The adjustable element at index 0.
    open override func accessibilityElement(at index: Int) -> Any? {
        index == 0 ? tilesElement : nil
    }

    /// 0 for the adjustable element.
    open override func index(ofAccessibilityElement element: Any) -> Int {
        (element as? InfiniteGridAccessibilityElement) === tilesElement ? 0 : NSNotFound
    }
}

/// The grid as one adjustable element: swipe up or down for the next or previous column (in
/// reading order), three fingers to move a tile in any direction, double-tap to select the
/// tile at the centre, the centre tile's own actions in the actions rotor.
@MainActor
final class InfiniteGridAccessibilityElement: UIAccessibilityElement {
    private weak var gridView: InfiniteGridView?

    init(gridView: InfiniteGridView) {
        self.gridView = gridView
        super.init(accessibilityContainer: gridView)
        accessibilityTraits = .adjustable
    }

    override var accessibilityLabel: String? {
        get { gridView?.centerTileAccessibilityLabel }
        set {}
    }

    override var accessibilityValue: String? {
        get { gridView?.bridge.voiceOverValue }
        set {}
    }

    /// The centre tile's own actions (a hosted tile's buttons), for the actions rotor.
    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { gridView.flatMap { $0.cellForTile(at: $0.centerCoordinates)?.accessibilityCustomActions } }
        set {}
    }

    /// The container is the grid, a scroll view: its coordinate space is its content, whose
    /// visible part (`ScrollState.visibleRect`, the bounds) starts at the content offset,
    /// thousands of points from zero.
    override var accessibilityFrameInContainerSpace: CGRect {
        get { gridView?.bridge.state.visibleRect ?? .zero }
        set {}
    }

    override func accessibilityIncrement() {
        gridView?.bridge.voiceOverAdjust(.next)
    }

    override func accessibilityDecrement() {
        gridView?.bridge.voiceOverAdjust(.previous)
    }

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        gridView?.bridge.voiceOverScroll(direction) ?? false
    }

    /// Selects the centre tile as a tap does, unless its cell handles the double-tap
    /// (``ItemAccessibilityActivating``).
    override func accessibilityActivate() -> Bool {
        guard let gridView, let indexPath = gridView.gridLayout.indexPath(for: gridView.centerCoordinates) else {
            return false
        }
        let select = { gridView.bridge.collectionView(gridView, didSelectItemAt: indexPath) }
        guard let activating = gridView.cellForItem(at: indexPath) as? ItemAccessibilityActivating else {
            select()
            return true
        }
        return activating.accessibilityActivateItem(select: select)
    }
}
#endif
