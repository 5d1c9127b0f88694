#if canImport(UIKit)
import UIKit

/// Supplies a `GridPageView`'s items (the paged-grid tutorial's data source, unchanged).
@MainActor
public protocol GridPageViewDataSource: AnyObject {
    /// The cell for `indexPath`, dequeued from `collectionView`.
    func cellForItemAt(pageView: GridPageView, collectionView: UICollectionView, indexPath: IndexPath) -> UICollectionViewCell
    /// The number of items.
    func numberOfItems() -> Int
}

/// Hears about a `GridPageView`'s selection, page changes and scrolling. Every method has a
/// default that does nothing.
@MainActor
public protocol GridPageViewDelegate: AnyObject {
    /// The user tapped an item.
    func pageView(_ pageView: GridPageView, didSelectItemAt indexPath: IndexPath)
    /// The current page changed: reported once per real change, when the content comes to rest.
    func pageView(_ pageView: GridPageView, didChangeToPage page: Int)
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension GridPageViewDelegate {
    public func pageView(_ pageView: GridPageView, didSelectItemAt indexPath: IndexPath) {}
    public func pageView(_ pageView: GridPageView, didChangeToPage page: Int) {}
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
#endif
