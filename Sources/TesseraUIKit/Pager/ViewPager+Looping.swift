#if canImport(UIKit)
import UIKit
import TesseraCore

extension ViewPager {
    /// Whether the pages loop: a swipe past the last page shows the first, a swipe back from
    /// the first the last, with no multiplied pages and nothing reloaded at the wrap. Only two
    /// pages or more loop. Defaults to `false`.
    ///
    /// The tab strip stays a finite row of tabs and its indicator wraps: across the wrap it
    /// slides on past the last tab and comes back in before the first. A looping strip would
    /// need copies of its tabs whenever they fit on screen (XLPagerTabStrip's looping strip,
    /// pull request #169, "does not work if tab-items are few"), could not be `.fillEqually`,
    /// and would give VoiceOver a row without ends. A tab tap goes the shortest way round, as
    /// a swipe does: on the last tab, tapping the first is one page on, and the indicator
    /// moves the way the pages do (Tabman #537 asks why they moved in opposite directions).
    public var loops: Bool {
        get { pagedView.loops }
        set {
            // The strip first: the pages' relayout reports their progress to it.
            tabbedView.indicatorWraps = newValue
            pagedView.loops = newValue
        }
    }
}
#endif
