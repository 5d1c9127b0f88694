#if canImport(UIKit)
import UIKit
import TesseraCore

extension PresentationCollectionView {
    /// Applies item updates that the data source already reflects (`insertItems`,
    /// `deleteItems`, `moveItem` inside `updates`) with `performBatchUpdates`, animated unless
    /// `animated` is `false`. As with any `performBatchUpdates` (or a diffable data source's
    /// apply), the visible item nearest the kept edge (``placeKeeping``) stays on its pixel:
    /// 50 items inserted above what the user reads move nothing on screen.
    public func performItemUpdates(_ updates: () -> Void, animated: Bool) {
        // A held item is put back before the counts change under UIKit's interactive movement.
        reorder.cancel(.dataReloaded)
        if animated {
            performBatchUpdates(updates)
        } else {
            UIView.performWithoutAnimation { performBatchUpdates(updates) }
        }
        reorder.decorateVisibleCells()
    }
}
#endif
