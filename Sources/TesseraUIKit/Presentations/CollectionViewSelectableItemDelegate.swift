#if canImport(UIKit)
import UIKit

/// A collection view delegate that reports selection through a closure: the "changing
/// presentation on the fly" tutorial's protocol, unchanged.
///
/// The view controller keeps one delegate object per presentation and switches the collection
/// view among them; each answers `UICollectionViewDelegateFlowLayout`'s sizing questions for
/// its presentation. It is main-actor isolated, as the UIKit delegate protocol it refines is
/// (spelled out: Swift 5 mode does not carry an imported protocol's isolation over to a
/// refinement), so a Swift 6 view controller can store and configure these objects.
@MainActor
public protocol CollectionViewSelectableItemDelegate: AnyObject, UICollectionViewDelegateFlowLayout {
    /// Called with the index path of the item the user selected.
    var didSelectItem: ((_ indexPath: IndexPath) -> Void)? { get set }
}
#endif
