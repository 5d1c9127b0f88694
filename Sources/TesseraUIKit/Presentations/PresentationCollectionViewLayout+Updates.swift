#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - Batch updates keep the place

// UIKit's order in `performBatchUpdates` (and a diffable data source's apply): the counts
// change, the layout is invalidated and prepared with the new counts, then told the updates
// (`prepare(forCollectionViewUpdates:)`), asked for the offset at the end of the animation
// (`targetContentOffset(forProposedContentOffset:)`, "after prepare() and
// collectionViewContentSize") and finally `finalizeCollectionViewUpdates()`. The steps apply to
// the layout from before the counts changed (measured heights move with their items, not
// with their numbers); the switcher's `applyUpdates` decides the layout and the offset that
// keeps the visible item nearest the kept edge on its pixel.
extension PresentationCollectionViewLayout {
    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        let before = layoutBeforeCountChange ?? presentationLayout
        layoutBeforeCountChange = nil
        // Sections inserted, deleted or moved: the items are numbered anew, and UIKit keeps
        // the offset (the switcher measures its anchor where the content is).
        guard let updates = Self.steps(of: updateItems), !updates.isEmpty, let applyItemUpdates else { return }
        isApplyingUpdates = true
        applyItemUpdates(updates, before)
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        guard isApplyingUpdates else { return }
        isApplyingUpdates = false
        // UIKit documents asking for the target offset during the update; should a release
        // not have asked (an undocumented order), the offset is set here, once, unanimated.
        if let offset = pendingContentOffset, let collectionView, collectionView.contentOffset != offset {
            collectionView.contentOffset = offset
        }
        pendingContentOffset = nil
    }

    /// The batch as the core's ordered steps, or `nil` when a section comes, goes or moves.
    static func steps(of updateItems: [UICollectionViewUpdateItem]) -> [PresentationItemUpdate]? {
        var deleted: [ItemIndex] = [], inserted: [ItemIndex] = []
        for update in updateItems {
            for path in [update.indexPathBeforeUpdate, update.indexPathAfterUpdate].compactMap({ $0 })
            where path.count < 2 || path.item == NSNotFound {
                return nil
            }
            switch update.updateAction {
            case .delete: deleted += update.indexPathBeforeUpdate.map { [ItemIndex($0)] } ?? []
            case .insert: inserted += update.indexPathAfterUpdate.map { [ItemIndex($0)] } ?? []
            case .move:
                deleted += update.indexPathBeforeUpdate.map { [ItemIndex($0)] } ?? []
                inserted += update.indexPathAfterUpdate.map { [ItemIndex($0)] } ?? []
            case .reload, .none: break // the same item: measured again when it shows
            @unknown default: break
            }
        }
        return PresentationItemUpdate.steps(deleting: deleted, inserting: inserted)
    }
}
#endif
