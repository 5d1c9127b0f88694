#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TesseraCore
import TesseraUIKit

extension View {
    /// Whether the pages of the `ViewPager`s in this view loop: a swipe past the last page
    /// shows the first, a swipe back from the first the last; the selection binding holds the
    /// data's index and a new selection goes the shortest way round. The tab strip stays a
    /// finite row and its indicator wraps the way the pages move (see `ViewPager.loops` in
    /// TesseraUIKit for why). Only two pages or more loop. Defaults to `false`.
    ///
    ///     ViewPager(sections, selection: $selection) { PageView($0) } tab: { Text($0.title) }
    ///         .viewPagerLoops()
    public func viewPagerLoops(_ loops: Bool = true) -> some View {
        transformEnvironment(\.viewPagerOptions) { $0.loops = loops }
    }
}
#endif
