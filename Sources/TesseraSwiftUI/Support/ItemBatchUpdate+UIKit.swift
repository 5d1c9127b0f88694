#if canImport(SwiftUI) && canImport(UIKit)
import UIKit
import TesseraCore

extension UICollectionView {
    /// The batch's operations on section `section`, for inside `performBatchUpdates`.
    func apply(_ batch: ItemBatchUpdate, section: Int = 0) {
        deleteItems(at: batch.deletions.map { IndexPath(item: $0, section: section) })
        insertItems(at: batch.insertions.map { IndexPath(item: $0, section: section) })
        for move in batch.moves {
            moveItem(at: IndexPath(item: move.from, section: section), to: IndexPath(item: move.to, section: section))
        }
    }

    /// The number of items the collection view shows in section 0 now, before it is told of a
    /// change; `nil` without a section. (It asks the data source if it never did, which then
    /// answers with the new data: the plan reloads unless that is the old count.)
    var shownItemCount: Int? {
        numberOfSections > 0 ? numberOfItems(inSection: 0) : nil
    }
}

extension ItemChangePlan {
    /// Carries the plan out on `collectionView`, whose data source already answers with the
    /// new items: a batch through `performBatch` (the component's `performBatchUpdates`, which
    /// keeps its place afterwards) inside the transaction's animation, or `reload`.
    @MainActor
    func carryOut(on collectionView: UICollectionView, animation: HostingAnimation,
                  performBatch: (_ updates: () -> Void, _ animated: Bool) -> Void, reload: () -> Void) {
        switch self {
        case .none:
            break
        case .batch(let batch, let animated):
            animation.perform { performBatch({ collectionView.apply(batch) }, animated) }
        case .reload:
            reload()
        }
    }
}
#endif
