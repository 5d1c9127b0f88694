#if canImport(UIKit)
import UIKit
import TesseraCore

/// A `GridPageView` data source whose items the user can reorder: a long press lifts an
/// item, the others flow out of its way, holding it at a page's edge turns the page, and the
/// drop reports one move here.
@MainActor
public protocol GridPageViewReorderingDataSource: GridPageViewDataSource {
    /// The user dropped the item at `sourceIndexPath` at `destinationIndexPath` (once per
    /// drop), or moved it with a VoiceOver action. Move it in your data: after a drop the grid
    /// already shows it there; after an action the grid moves it as this returns.
    func pageView(_ pageView: GridPageView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension GridPageView {
    /// Whether a long press lifts an item to reorder it, springboard style. Needs a data source
    /// that adopts `GridPageViewReorderingDataSource` (with another, a press does nothing and
    /// taps and swipes go on as usual). Defaults to `false`.
    ///
    /// Move the item in your data in `pageView(_:moveItemAt:to:)` and do not reload there:
    /// UIKit has already moved the cell and reloads it itself after the drop. VoiceOver users
    /// get the same moves as custom actions on each cell ("Move before …", "Move after …",
    /// "Move to page 3"; keys `tessera.moveBefore`, `tessera.moveAfter`, `tessera.moveToPage`,
    /// `tessera.itemNumber` in a `Tessera.strings` table of the app's bundle translate them).
    public var allowsReordering: Bool {
        get { reorder.press.isEnabled }
        set {
            reorder.press.isEnabled = newValue
            reorder.decorateVisibleCells()
        }
    }

    /// Whether an item is held now (from the lift until its drop or its cancel). Its collection
    /// view shows UIKit's live order meanwhile, not the data source's: content keyed by index
    /// path is best not refreshed until it ends.
    public var isReordering: Bool { reorder.session.isActive }

    /// How a held item behaves (press duration, lift, edge dwell before a page turns).
    public var reorderConfiguration: ReorderConfiguration {
        get { reorder.session.configuration }
        set {
            reorder.configure(newValue)
            flowLayout.liftScale = newValue.liftScale
        }
    }
}

extension GridPageView: BridgedReorderHost {
    var reorderCollectionView: UICollectionView { collectionView }
    var reorderHostView: UIView { self }
    var reorderLayout: any ReorderTargeting { flowLayout.gridLayout }
    var canReorder: Bool { dataSource is GridPageViewReorderingDataSource }

    func reorderAccessibilityActions(for item: ItemIndex) -> [ReorderAccessibilityAction] {
        flowLayout.gridLayout.reorderAccessibilityActions(for: item)
    }

    func reorderDataSourceMove(_ move: ReorderMove) {
        (dataSource as? GridPageViewReorderingDataSource)?.pageView(self, moveItemAt: move.from.indexPath,
                                                                   to: move.to.indexPath)
    }

    /// A move to another page shows that page before VoiceOver moves to the item.
    func reorderAccessibilityMoveDidEnd(toPage page: Int?) {
        if let page { scrollToPage(page, animated: false) }
    }
}
#endif
