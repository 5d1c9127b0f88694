#if canImport(UIKit)
import UIKit
import TesseraCore

extension CycleCollectionView {
    /// Whether this carousel, inside a page of a pager scrolling the same way, hands the pan
    /// over to the pager at its first and last item (the same pan then turns the pager). A
    /// looping carousel has no edge and keeps every pan. Defaults to `true`.
    @objc public var handsOverToEnclosingPager: Bool {
        get { nestedCollectionView?.nesting.handsOver ?? false }
        set {
            nestedCollectionView?.nesting.handsOver = newValue
            nestedCollectionView?.updateNestedScrollLink()
        }
    }

    private var nestedCollectionView: PagingCollectionView? { collectionView as? PagingCollectionView }

    /// Hands over along its scroll direction while it has edges (not looping).
    func setUpNestedScrolling() {
        nestedCollectionView?.nesting.axis = { [weak self] in
            guard let self, !self.isInfiniteLoop else { return nil }
            return Axis(self.scrollDirection)
        }
        nestedCollectionView?.nesting.isAtStart = { [weak self] in (self?.currentIndex ?? 0) == 0 }
    }
}
#endif
