#if canImport(UIKit)
import UIKit
import TesseraCore

/// A ``DefaultCollectionViewDelegate`` whose flow-layout answers come from a core
/// presentation's `PresentationFlowMetrics`: the one implementation behind the tutorial's
/// three delegates. (The tutorial's own base class must not answer these, since apps
/// subclass it and declare them without `override`; this class sits between the two.)
///
/// Each answer is a one-line forward to the core, whose frames in
/// ``PresentationCollectionView`` have the same sizes. The methods are visible to
/// Objective-C, where UIKit looks for them.
@preconcurrency @MainActor
open class PresentationFlowCollectionViewDelegate: DefaultCollectionViewDelegate {
    /// Where the answers come from.
    public let metrics: any PresentationFlowMetrics

    /// Creates a delegate answering with `metrics`.
    public init(metrics: any PresentationFlowMetrics) {
        self.metrics = metrics
        super.init()
    }

    // MARK: - UICollectionViewDelegateFlowLayout

    @objc open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                   sizeForItemAt indexPath: IndexPath) -> CGSize {
        metrics.sizeForItem(at: ItemIndex(indexPath), collectionViewWidth: collectionView.bounds.width)
    }

    @objc open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                   insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(metrics.insetForSection(at: section))
    }

    @objc open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                   minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        metrics.minimumLineSpacingForSection(at: section)
    }

    @objc open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                   minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        metrics.minimumInteritemSpacingForSection(at: section)
    }
}

/// The tutorial's list: full-width rows 112 pt tall, 10 pt apart, inside
/// ``DefaultCollectionViewDelegate/sectionInsets`` (the spacing between items of a row is the
/// flow layout's default, as the tutorial leaves it: a row holds one item).
@preconcurrency @MainActor
open class TabledContentCollectionViewDelegate: PresentationFlowCollectionViewDelegate {
    /// The presentation whose numbers these are.
    public let presentation = TabledContentPresentation()

    /// Creates the delegate.
    public init() {
        super.init(metrics: TabledContentPresentation())
    }
}

/// The tutorial's grid: three square items per row, 8 pt apart, rows 20 pt apart, inside
/// ``DefaultCollectionViewDelegate/sectionInsets``.
@preconcurrency @MainActor
open class DefaultGriddedContentCollectionViewDelegate: PresentationFlowCollectionViewDelegate {
    /// The presentation whose numbers these are.
    public let presentation = DefaultGriddedContentPresentation()

    /// Creates the delegate.
    public init() {
        super.init(metrics: DefaultGriddedContentPresentation())
    }
}

/// The tutorial's every-4th-item-wide grid: items 0, 4, 8, … full width and 112 pt tall, the
/// others three square items per row, spacings as the grid's.
@preconcurrency @MainActor
open class CustomGriddedContentCollectionViewDelegate: PresentationFlowCollectionViewDelegate {
    /// The presentation whose numbers these are.
    public let presentation = CustomGriddedContentPresentation()

    /// Creates the delegate.
    public init() {
        super.init(metrics: CustomGriddedContentPresentation())
    }
}
#endif
