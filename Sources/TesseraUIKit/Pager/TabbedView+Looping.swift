#if canImport(UIKit)
import UIKit
import TesseraCore

extension TabbedView {
    /// Whether the indicator wraps from the last tab to the first, following pages that loop
    /// (`ViewPager.loops` sets it): it leaves past the last tab and comes back in before the
    /// first, the way the pages move (`PagerTabStripLayout.indicatorWraps`). The tabs stay one
    /// finite row. Defaults to `false`.
    public var indicatorWraps: Bool {
        get { stripLayout.indicatorWraps }
        set {
            guard newValue != stripLayout.indicatorWraps else { return }
            stripLayout.indicatorWraps = newValue
            relayout(.invalidation)
        }
    }
}
#endif
