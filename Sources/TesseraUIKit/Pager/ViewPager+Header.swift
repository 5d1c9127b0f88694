#if canImport(UIKit)
import UIKit
import TesseraCore

/// A page's view or view controller that names the vertical scroll view a `ViewPager`'s
/// collapsing header follows (a profile's posts table, a feed's collection view).
///
/// Without it, the pager takes the page's view if it is a scroll view, else the first vertical
/// scroll view inside it, breadth first (text views and pagers are passed over);
/// `ViewPager.headerScrollViewProvider` overrides both.
@MainActor
public protocol PagerHeaderScrollable: AnyObject {
    /// The page's vertical scroll view, or `nil` if it has none (the header then stays where it
    /// is while the page is selected).
    var pagerHeaderScrollView: UIScrollView? { get }
}

extension ViewPager {
    /// A view above the tab strip that collapses as the selected page's content scrolls up,
    /// until the strip pins under the safe area's top, and expands (and stretches, pulled
    /// further) as it scrolls back down. Shown while `headerConfiguration` is set too.
    ///
    ///     pager.headerView = ProfileHeaderView()
    ///     pager.headerConfiguration = try PagerHeaderConfiguration(expandedHeight: 220, collapsedHeight: 0)
    ///
    /// Each page's vertical scroll view (see ``PagerHeaderScrollable``) runs under the header
    /// and the strip: its top inset grows by their heights (on top of the app's own inset),
    /// so a fling carries on into the header, each page keeps its own place and a
    /// `UIRefreshControl` works as it always does (turn `stretches` off so the header does not
    /// cover it). A page coming on screen is set so that the header stays still. Give the strip
    /// a background: the pages scroll under it. The header's background lets touches through to
    /// the page (a drag on the header scrolls the page); its controls keep theirs.
    ///
    /// A page with no vertical scroll view (the app's provider or ``PagerHeaderScrollable``
    /// answers `nil`, or none is found) is given the room below the strip as extra top safe area
    /// (`additionalSafeAreaInsets`) when its view is a view controller's; lay out a plain page
    /// view from its safe area's top yourself. The header follows the pages of `pages` and of
    /// `pagedView.dataSource`; pages given as cells (`pagedView.cellDataSource`) are not
    /// followed (a cell's content view is reused for other pages), so the header stays expanded.
    /// Defaults to `nil`.
    public var headerView: UIView? {
        get { header.view }
        set { header.view = newValue }
    }

    /// The header's heights: expanded, collapsed (what stays pinned above the strip), and
    /// whether a pull past the top stretches it. Set it again when the header's height changes
    /// (Dynamic Type, rotation): the pages keep their places. Defaults to `nil` (no header).
    public var headerConfiguration: PagerHeaderConfiguration? {
        get { header.configuration }
        set { header.configuration = newValue }
    }

    /// Names page `page`'s vertical scroll view, given the page's view, when neither the view nor
    /// its view controller is ``PagerHeaderScrollable``. Defaults to `nil`.
    public var headerScrollViewProvider: ((_ page: Int, _ pageView: UIView) -> UIScrollView?)? {
        get { header.scrollViewProvider }
        set { header.scrollViewProvider = newValue }
    }

    /// Whether a drag that starts on the header's background scrolls the page below (as one
    /// scroll view would); the header's controls and views with their own gesture recognisers
    /// keep their touches either way. Turn it off for a header that handles touches everywhere
    /// itself (hosted SwiftUI content, a map). Defaults to `true`.
    public var headerLetsDragsThrough: Bool {
        get { header.letsDragsThrough }
        set { header.letsDragsThrough = newValue }
    }

    /// Where the header is now (how far collapsed or stretched, whether the strip is pinned).
    public var headerState: PagerHeaderState { header.state }

    /// Told whenever `headerState` changes: fade a title into a navigation bar as the header
    /// pins. Defaults to `nil`.
    public var onHeaderStateChange: ((PagerHeaderState) -> Void)? {
        get { header.onChange }
        set { header.onChange = newValue }
    }

    /// A page replaced its scroll view (a view controller swapped its table for another):
    /// the pager looks for the pages' scroll views again at its next layout. The pager notices
    /// new and removed pages, and pages whose views changed, by itself.
    public func setNeedsHeaderScrollViewUpdate() {
        header.setNeedsResolve()
    }
}
#endif
