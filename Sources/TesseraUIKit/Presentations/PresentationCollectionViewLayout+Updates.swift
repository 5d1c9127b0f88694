#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - Batch updates keep the place

// UIKit's order in `performBatchUpdates` (and a diffable data source's apply), all inside
// that call: the counts change and the layout is invalidated with `invalidateDataSourceCounts`
// (not `invalidateEverything`, which is a reload); the layout is prepared with the new counts
// and may be asked for the items in a rect; then it is told the updates
// (`prepare(forCollectionViewUpdates:)`), asked for the offset at the end of the animation
// (`targetContentOffset(forProposedContentOffset:)`, "after prepare() and
// collectionViewContentSize") and finally `finalizeCollectionViewUpdates()`, inside the
// animation block. Until the update items arrive the layout cannot know where items went
// (a prepend of 50 looks like 50 appended), so it answers no items then (other custom
// layouts found UIKit draws overlapping cells from wrong ones) and applies the core's steps to
// the layout from before the counts changed: measured heights move with their items.
extension PresentationCollectionViewLayout {
    /// Only an invalidation of the counts alone waits for update items; any other (a reload, a
    /// new size, a measured cell) ends the wait, so items are never withheld for long.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if (context as? PresentationInvalidationContext)?.movesPinnedHeadersOnly == true {
            return super.invalidateLayout(with: context) // a scroll moving pinned headers and footers
        }
        needsCorePrepare = true
        if context.invalidateDataSourceCounts, !context.invalidateEverything {
            if layoutBeforeCountChange == nil { layoutBeforeCountChange = presentationLayout }
        } else {
            layoutBeforeCountChange = nil
        }
        super.invalidateLayout(with: context)
    }

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        let before = layoutBeforeCountChange ?? presentationLayout
        layoutBeforeCountChange = nil
        let isMovingInUIKit = (collectionView as? PresentationCollectionView)?.reorder.isMovingInUIKit ?? false
        let keepsPlace = PresentationItemUpdate.keepsPlace(for: updateItems.map { PresentationUpdateAction($0.updateAction) },
                                                           duringInteractiveMovement: isMovingInUIKit)
        // Sections inserted, deleted or moved: the items are numbered anew and UIKit keeps the
        // offset; the layout already prepared for the new counts stands.
        guard let collectionView, let batch = Self.steps(of: updateItems), !batch.steps.isEmpty else { return }
        let (updated, offset) = before.updating(batch.steps, carrying: batch.moves, contentOffset: collectionView.contentOffset)
        guard keepsPlace else {
            // UIKit moving a held item to its new target (a batch of moves alone, counts
            // unchanged) is no update of the app's: no place kept, no offset, no anchor news (the
            // core's rule); the moved items only take their measured heights along.
            presentationLayout = updated
            presentationLayout.prepare(in: LayoutContext(collectionView: collectionView))
            return
        }
        presentationLayout = updated
        presentationLayout.prepare(in: LayoutContext(collectionView: collectionView))
        pendingContentOffset = offset
        isApplyingUpdates = true
        didApplyItemUpdates?(before, updated, offset)
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        layoutBeforeCountChange = nil
        guard isApplyingUpdates, let collectionView else { return }
        isApplyingUpdates = false
        // UIKit has set the offset it asked for (an animated change sets the model value at
        // once). Should it not have asked, or a measurement during the update moved the place,
        // the difference is added as UIKit adds any adjustment; the content size is read again.
        let context = UICollectionViewLayoutInvalidationContext()
        if let offset = pendingContentOffset {
            context.contentOffsetAdjustment = CGPoint(x: offset.x - collectionView.contentOffset.x,
                                                      y: offset.y - collectionView.contentOffset.y)
        }
        pendingContentOffset = nil
        invalidateLayout(with: context)
    }

    /// The batch as the core's ordered steps and the items it moves (whose measured heights go
    /// with them), or `nil` when a section comes, goes or moves.
    static func steps(of updateItems: [UICollectionViewUpdateItem])
        -> (steps: [PresentationItemUpdate], moves: [PresentationItemMove])? {
        var deleted: [ItemIndex] = [], inserted: [ItemIndex] = [], moves: [PresentationItemMove] = []
        for update in updateItems {
            for path in [update.indexPathBeforeUpdate, update.indexPathAfterUpdate].compactMap({ $0 })
            where path.count < 2 || path.item == NSNotFound {
                return nil
            }
            switch update.updateAction {
            case .delete: deleted += update.indexPathBeforeUpdate.map { [ItemIndex($0)] } ?? []
            case .insert: inserted += update.indexPathAfterUpdate.map { [ItemIndex($0)] } ?? []
            case .move:
                // Deleted where it was, inserted where it lands, its measured height carried.
                guard let from = update.indexPathBeforeUpdate, let to = update.indexPathAfterUpdate else { break }
                deleted.append(ItemIndex(from))
                inserted.append(ItemIndex(to))
                moves.append(PresentationItemMove(from: ItemIndex(from), to: ItemIndex(to)))
            case .reload, .none: break // the same item: measured again when it shows
            @unknown default: break
            }
        }
        return (PresentationItemUpdate.steps(deleting: deleted, inserting: inserted), moves)
    }
}

extension PresentationUpdateAction {
    /// UIKit's action, as the core reads it.
    init(_ action: UICollectionViewUpdateItem.Action) {
        switch action {
        case .insert: self = .insert
        case .delete: self = .delete
        case .reload: self = .reload
        case .move: self = .move
        case .none: self = .none
        @unknown default: self = .none
        }
    }
}
#endif
