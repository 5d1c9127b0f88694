#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - VoiceOver

extension InfiniteGridView {
    /// A three-finger scroll (any direction) or an adjustable increment/decrement: one tile,
    /// announced as "Column 3, row -2". Returns `false` where the grid ends, so VoiceOver plays
    /// its boundary sound.
    @discardableResult
    func accessibilityScrollTiles(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let effects = scroller.accessibilityScroll(AccessibilityScrollDirection(direction), scroll: scrollState,
                                                   layout: grid)
        guard !effects.isEmpty else { return false }
        perform(effects)
        UIAccessibility.post(notification: .pageScrolled, argument: accessibilityTileValue)
        return true
    }

    /// The scroller's announcement for the tile at the centre.
    var accessibilityTileValue: String { scroller.accessibilityValue(layout: grid) }

    /// What the adjustable element reads: the centre cell's own label if it has one.
    var centerTileAccessibilityLabel: String {
        if let label = cellForTile(at: centerCoordinates)?.accessibilityLabel, !label.isEmpty { return label }
        return tilesAccessibilityLabel
    }

    /// Three-finger swipes move by one tile in their direction.
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        accessibilityScrollTiles(direction)
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
/// tile at the centre.
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
        get { gridView?.accessibilityTileValue }
        set {}
    }

    override var accessibilityFrameInContainerSpace: CGRect {
        get { gridView.map { CGRect(origin: .zero, size: $0.bounds.size) } ?? .zero }
        set {}
    }

    override func accessibilityIncrement() {
        gridView?.accessibilityScrollTiles(.next)
    }

    override func accessibilityDecrement() {
        gridView?.accessibilityScrollTiles(.previous)
    }

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        gridView?.accessibilityScrollTiles(direction) ?? false
    }

    override func accessibilityActivate() -> Bool {
        guard let gridView, let indexPath = gridView.gridLayout.indexPath(for: gridView.centerCoordinates) else {
            return false
        }
        gridView.perform(gridView.scroller.didSelectItem(at: ItemIndex(indexPath), scroll: gridView.scrollState,
                                                         layout: gridView.grid))
        return true
    }
}
#endif
