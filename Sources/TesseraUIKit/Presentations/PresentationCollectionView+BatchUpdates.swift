#if canImport(UIKit)
import UIKit
import TesseraCore

extension PresentationCollectionView {
    /// Applies item updates that the data source already reflects (`insertItems`,
    /// `deleteItems`, `moveItem` inside `updates`) with `performBatchUpdates`, animated unless
    /// `animated` is `false`, then lets the switcher keep the user's place as after
    /// `reloadData()`.
    public func performItemUpdates(_ updates: () -> Void, animated: Bool) {
        // A held item is put back before the counts change under UIKit's interactive movement.
        reorder.cancel(.dataReloaded)
        if animated {
            performBatchUpdates(updates)
        } else {
            UIView.performWithoutAnimation { performBatchUpdates(updates) }
        }
        bridge.relayout(.reload)
        reorder.decorateVisibleCells()
    }
}
#endif
