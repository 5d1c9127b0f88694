#if canImport(UIKit)
import UIKit
import TesseraCore

extension PagedView {
    /// Whether these pages, inside a page of another pager (a `PagedView` or a `ViewPager`'s
    /// pages, UIKit or SwiftUI), hand the pan over to it at their first and last page: the
    /// same pan then moves the outer pager by the rest, and back. Found by itself when the
    /// view enters a window; `false` lets the inner pages keep every pan (they rubber-band at
    /// their edges). Defaults to `true`.
    public var handsOverToEnclosingPager: Bool {
        get { nestedCollectionView?.nesting.handsOver ?? false }
        set {
            nestedCollectionView?.nesting.handsOver = newValue
            nestedCollectionView?.updateNestedScrollLink()
        }
    }

    /// Whether, nested in a pager and both on their first page, a navigation controller's
    /// swipe-back goes first (the pans wait for it to fail). Defaults to `true`.
    public var yieldsToSwipeBackAtStart: Bool {
        get { nestedCollectionView?.nesting.yieldsToSwipeBack ?? true }
        set {
            nestedCollectionView?.nesting.yieldsToSwipeBack = newValue
            nestedCollectionView?.nesting.link?.invalidate()
            nestedCollectionView?.nesting.link = nil
            nestedCollectionView?.updateNestedScrollLink()
        }
    }

    private var nestedCollectionView: PagingCollectionView? { collectionView as? PagingCollectionView }

    /// Pages host scroll views nested in them, and hand over to a pager around them.
    func setUpNestedScrolling() {
        nestedCollectionView?.nesting.isHost = true
        nestedCollectionView?.nesting.axis = { .horizontal }
        nestedCollectionView?.nesting.isAtStart = { [weak self] in (self?.selectedIndex ?? 0) == 0 }
    }
}

extension ViewPager {
    /// Whether this pager's pages, inside a page of another pager, hand the pan over to it at
    /// their edges (`PagedView.handsOverToEnclosingPager`). Defaults to `true`.
    public var handsOverToEnclosingPager: Bool {
        get { pagedView.handsOverToEnclosingPager }
        set { pagedView.handsOverToEnclosingPager = newValue }
    }
}
#endif
