#if canImport(UIKit)
import UIKit

/// A collection view whose three-finger VoiceOver scrolls go to its component.
///
/// VoiceOver sends `accessibilityScroll` to the focused element, then up its containers: with a
/// cell focused, this collection view comes before the component's view (which answers too).
/// UIScrollView's own accessibility scroll moves by the bounds size, which is wrong for pages
/// with spacing between them or for one carousel item at a time; the component answers
/// instead (one page or item, announced), and returns `false` at an end so VoiceOver plays its
/// boundary sound.
@MainActor
final class PagingCollectionView: UICollectionView {
    /// Answers a VoiceOver scroll; when unset, UIScrollView scrolls by its bounds.
    var accessibilityScrollHandler: ((UIAccessibilityScrollDirection) -> Bool)?
    /// Runs after each of the collection view's own layout passes, when its cells are where
    /// the layout put them (a repair of cells that show stale content belongs there).
    var didLayOutCells: () -> Void = {}
    /// How this collection view takes part in nested scrolling (`PagerNestedScrolling.swift`).
    var nesting = NestedScrollingRole()

    override func didMoveToWindow() {
        super.didMoveToWindow()
        updateNestedScrollLink()
    }

    /// Moved to another pager's page while in a window (a reused cell): the pager around it
    /// may have changed.
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        updateNestedScrollLink()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        didLayOutCells()
    }

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        accessibilityScrollHandler?(direction) ?? super.accessibilityScroll(direction)
    }
}
#endif
