#if canImport(UIKit)
import UIKit
import TesseraCore

extension ViewPagerController {
    /// A view above the tab strip that collapses as the selected page's content scrolls up
    /// (`ViewPager.headerView`). A page's view controller names its scroll view by adopting
    /// ``PagerHeaderScrollable``, or the first vertical scroll view in its view is taken.
    /// Defaults to `nil`.
    public var headerView: UIView? {
        get { viewPager.headerView }
        set { viewPager.headerView = newValue }
    }

    /// The header's heights (`ViewPager.headerConfiguration`). Defaults to `nil` (no header).
    public var headerConfiguration: PagerHeaderConfiguration? {
        get { viewPager.headerConfiguration }
        set { viewPager.headerConfiguration = newValue }
    }

    /// Where the header is now.
    public var headerState: PagerHeaderState { viewPager.headerState }
}
#endif
