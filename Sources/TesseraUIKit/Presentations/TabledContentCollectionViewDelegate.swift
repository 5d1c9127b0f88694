#if canImport(UIKit)
import UIKit
import TesseraCore

/// The tutorial's list: full-width rows 112 pt tall, 10 pt apart, inside
/// ``DefaultCollectionViewDelegate/sectionInsets``. As in the tutorial, the spacing between
/// items of a row is left to the flow layout (a row holds one item).
///
/// Each answer is a one-line forward to the core's `TabledContentPresentation`, whose frames in
/// ``PresentationCollectionView`` have the same sizes. The methods are visible to
/// Objective-C, where UIKit looks for them.
@preconcurrency @MainActor
open class TabledContentCollectionViewDelegate: DefaultCollectionViewDelegate {
    /// The presentation whose numbers these are.
    public let presentation = TabledContentPresentation()

    /// Creates the delegate.
    public override init() {
        super.init()
    }

    // MARK: - UICollectionViewDelegateFlowLayout

    @objc open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                   sizeForItemAt indexPath: IndexPath) -> CGSize {
        presentation.sizeForItem(at: ItemIndex(indexPath), collectionViewWidth: collectionView.bounds.width)
    }

    @objc open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                   insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(presentation.insetForSection(at: section))
    }

    @objc open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                   minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        presentation.minimumLineSpacingForSection(at: section)
    }
}
#endif
