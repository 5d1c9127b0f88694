#if canImport(UIKit)
import UIKit
import TesseraCore

/// The tutorial's custom grid: every 4th item full width and 112 pt tall, the others three
/// square items per row, inside ``DefaultCollectionViewDelegate/sectionInsets``.
///
/// Each answer is a one-line forward to the core's `CustomGriddedContentPresentation`, whose frames in
/// ``PresentationCollectionView`` have the same sizes. The methods are visible to
/// Objective-C, where UIKit looks for them.
@preconcurrency @MainActor
open class CustomGriddedContentCollectionViewDelegate: DefaultCollectionViewDelegate {
    /// The presentation whose numbers these are.
    public let presentation = CustomGriddedContentPresentation()

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
