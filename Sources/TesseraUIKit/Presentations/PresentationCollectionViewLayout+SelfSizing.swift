#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - Self-sizing cells

// UIKit's order for a cell it shows: the cell is dequeued with the layout's frame (an
// estimate), asked for `preferredLayoutAttributesFitting(_:)`, then the layout is asked
// whether that changes anything and for the invalidation context, whose
// `contentOffsetAdjustment` UIKit adds to the offset before the next pass prepares the layout
// and asks for the visible items again. Every answer is the core's (`PresentationLayout`'s
// self-sizing, played in this order by the engine's `SelfSizingCells` on Linux).
extension PresentationCollectionViewLayout {
    /// Whether a cell's preferred height changes the layout: a self-sizing presentation
    /// (``PresentationLayoutAttributes/sizesItself``), no switch running, another pixel.
    /// Headers keep the presentation's height.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard preferredAttributes.representedElementCategory == .cell else { return false }
        return presentationLayout.shouldInvalidate(forPreferredHeight: preferredAttributes.size.height,
                                                   ofItemAt: ItemIndex(preferredAttributes.indexPath))
    }

    /// Records the cell's height and keeps the user's place: the topmost visible item of known
    /// height (the bottommost with `.bottom` place keeping) stays on its pixel, through the
    /// context's `contentOffsetAdjustment`. The content size is read again after the pass
    /// (`collectionViewContentSize`), so no `contentSizeAdjustment` is added on top of it.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                                withOriginalAttributes: originalAttributes)
        guard let collectionView, preferredAttributes.representedElementCategory == .cell else { return context }
        // During a batch update the place is the offset UIKit animates to, and an adjustment
        // set now is not reliably applied (other custom layouts found it ignored): it joins
        // the update's target, applied at `finalizeCollectionViewUpdates()` at the latest.
        let place = isApplyingUpdates ? pendingContentOffset ?? collectionView.contentOffset : collectionView.contentOffset
        guard let invalidation = presentationLayout.invalidate(forPreferredHeight: preferredAttributes.size.height,
                                                               ofItemAt: ItemIndex(preferredAttributes.indexPath),
                                                               contentOffset: place)
        else { return context }
        // The measurement moved its section's end, where the footer (or the next header) pushes
        // a pinned header and where a pinned footer's own place is.
        invalidatePinnedSupplementaries(ofSection: preferredAttributes.indexPath.section, in: context)
        let adjustment = invalidation.contentOffsetAdjustment
        if isApplyingUpdates {
            pendingContentOffset = CGPoint(x: place.x + adjustment.x, y: place.y + adjustment.y)
        } else {
            context.contentOffsetAdjustment = adjustment
        }
        return context
    }
}
#endif
