#if canImport(UIKit)
import UIKit
import TesseraCore

/// The tutorial's grid: three square items per row, 8 pt apart, rows 20 pt apart, inside
/// ``DefaultCollectionViewDelegate/sectionInsets``.
///
/// Each answer is a one-line forward to the core's `DefaultGriddedContentPresentation`, whose frames in
/// ``PresentationCollectionView`` have the same sizes. The methods are visible to
/// Objective-C, where UIKit looks for them.
@preconcurrency @MainActor
open class DefaultGriddedContentCollectionViewDelegate: DefaultCollectionViewDelegate {
    /// The presentation whose numbers these are.
    public let presentation = DefaultGriddedContentPresentation()

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

    @objc open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                   minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        presentation.minimumInteritemSpacingForSection(at: section)
    }
}
#endif
