#if canImport(UIKit)
import UIKit
import TesseraCore

extension GridPageView {
    /// Applies item updates that the data source already reflects (`insertItems`,
    /// `deleteItems`, `moveItem` on `collectionView` inside `updates`), as
    /// `UICollectionView.performBatchUpdates` does: cells move with their items, animated unless
    /// `animated` is `false`. The grid then keeps its place as after `reloadData()`.
    public func performBatchUpdates(_ updates: () -> Void, animated: Bool) {
        reorder.cancel(.dataReloaded)
        if animated {
            collectionView.performBatchUpdates(updates)
        } else {
            UIView.performWithoutAnimation { collectionView.performBatchUpdates(updates) }
        }
        relayout(.reload)
        reorder.decorateVisibleCells()
    }
}
#endif
