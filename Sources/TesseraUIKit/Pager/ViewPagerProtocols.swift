#if canImport(UIKit)
import UIKit

/// A tab of a `TabbedView`: any view, told when it becomes selected and when it stops being
/// (the view-pager tutorial's protocol, unchanged). Each is called exactly once per real
/// change of the selected tab.
@MainActor
public protocol TabItemProtocol: UIView {
    /// This tab became the selected one.
    func onSelected()
    /// This tab stopped being the selected one.
    func onNotSelected()
}

/// A tab that interpolates its look (colour, scale, weight) while the pages are dragged
/// between it and a neighbour.
@MainActor
public protocol TabItemProgressProtocol: TabItemProtocol {
    /// How selected the tab looks now: 1 with the indicator on it, falling to 0 one tab away.
    /// Called only when the value changes, on every frame of a page drag.
    func onSelectionProgress(_ progress: CGFloat)
}

/// A tab that measures its own content where it is (a tab hosting SwiftUI content): a
/// self-sizing strip asks it rather than taking it out of its cell to measure it, so the content
/// never leaves the window for a measurement (SwiftUI would run its `onDisappear` and
/// `onAppear`). Tell the strip when its content changed with `TabbedView.setNeedsMeasure(_:)`.
@MainActor
public protocol TabItemMeasuring: TabItemProtocol {
    /// The narrowest width the tab's content fits in at `height`, in points.
    func fittingWidth(height: CGFloat) -> CGFloat
}

/// Told when the user taps a tab of a `TabbedView` (the tutorial's delegate, unchanged).
@MainActor
public protocol TabbedViewDelegate: AnyObject {
    /// The user tapped tab `index`.
    func didMoveToTab(at index: Int)
}

/// Told when a `PagedView`'s selected page changes (the tutorial's delegate, unchanged).
@MainActor
public protocol PagedViewDelegate: AnyObject {
    /// Page `index` is selected: reported once per real change, when the pages come to rest on
    /// a new page, at once for an unanimated move, and when an edit moves the selected page.
    func didMoveToPage(index: Int)
}

/// Creates a `PagedView`'s pages on demand: only the page on screen and its neighbours exist
/// at any time (`PagerPagesLayout.livePages(forFractionalPage:)`).
@MainActor
public protocol PagedViewDataSource: AnyObject {
    /// The number of pages.
    func numberOfPages(in pagedView: PagedView) -> Int
    /// A new view for page `index`; it is dropped when the page is no longer near the screen
    /// and asked for again when it comes back.
    func pagedView(_ pagedView: PagedView, viewForPageAt index: Int) -> UIView
}

/// Supplies a `PagedView`'s pages as cells: for page content that lives in a cell's content
/// configuration (SwiftUI's `UIHostingConfiguration`) rather than in a view of its own. Cells
/// exist only for the pages on screen and are reused.
@MainActor
public protocol PagedViewCellDataSource: AnyObject {
    /// The number of pages.
    func numberOfPages(in pagedView: PagedView) -> Int
    /// The cell of page `indexPath.item`, dequeued from `pagedView.collectionView` (register
    /// its class there first).
    func pagedView(_ pagedView: PagedView, cellForPageAt indexPath: IndexPath) -> UICollectionViewCell
}

/// Creates a `ViewPagerController`'s pages (view controllers, on demand) and its tabs.
@MainActor
public protocol ViewPagerControllerDataSource: AnyObject {
    /// The number of pages (and tabs).
    func numberOfPages(in viewPagerController: ViewPagerController) -> Int
    /// A new view controller for page `index`: added as a child while the page is near the
    /// screen, removed when it is not, created again when it comes back.
    func viewPagerController(_ viewPagerController: ViewPagerController, viewControllerAt index: Int) -> UIViewController
    /// The tab of page `index`.
    func viewPagerController(_ viewPagerController: ViewPagerController, tabAt index: Int) -> TabItemProtocol
}

/// Told when a `ViewPagerController`'s selected page changes.
@MainActor
public protocol ViewPagerControllerDelegate: AnyObject {
    /// Page `index` is selected (once per real change).
    func viewPagerController(_ viewPagerController: ViewPagerController, didSelectPageAt index: Int)
}
#endif
