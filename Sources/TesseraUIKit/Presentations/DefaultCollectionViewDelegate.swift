#if canImport(UIKit)
import UIKit
import TesseraCore

/// The tutorial's base delegate: selection through ``didSelectItem``, a highlighted cell's
/// background cleared and an unhighlighted one's made white again, and the section insets
/// every presentation shares.
///
/// It answers none of the flow layout's sizing questions, so a subclass declares them as the
/// tutorial's do, without `override`:
///
///     class CardsDelegate: DefaultCollectionViewDelegate {
///         func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
///                             sizeForItemAt indexPath: IndexPath) -> CGSize {
///             CGSize(width: collectionView.bounds.width - sectionInsets.left - sectionInsets.right, height: 200)
///         }
///     }
///
/// ``TabledContentCollectionViewDelegate``, ``DefaultGriddedContentCollectionViewDelegate`` and
/// ``CustomGriddedContentCollectionViewDelegate`` are the tutorial's three.
@preconcurrency @MainActor
open class DefaultCollectionViewDelegate: NSObject, CollectionViewSelectableItemDelegate {
    /// Called with the index path of the item the user selected. Defaults to `nil`.
    public var didSelectItem: ((_ indexPath: IndexPath) -> Void)?
    /// The tutorial's section insets: top 16, left 16, bottom 20, right 16.
    public let sectionInsets = UIEdgeInsets(TabledContentPresentation().insetForSection(at: 0))

    /// Creates a delegate with no selection handler.
    public override init() {
        super.init()
    }

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        didSelectItem?(indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        collectionView.cellForItem(at: indexPath)?.backgroundColor = .clear
    }

    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        collectionView.cellForItem(at: indexPath)?.backgroundColor = .white
    }
}
#endif
