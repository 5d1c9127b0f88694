#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

/// A `ViewPager`'s collapsing header: its heights and its content.
struct ViewPagerHeader {
    let configuration: PagerHeaderConfiguration
    let content: AnyView

    /// Shows `header` (or no header) above `view`'s strip: the content in a hosting view the
    /// pager keeps, seeing the environment around the `ViewPager`, re-hosted at each update.
    @MainActor
    static func apply(_ header: ViewPagerHeader?, to view: TesseraUIKit.ViewPager, environment: EnvironmentValues) {
        guard let header else {
            // Every update of a pager without a header comes here: nothing to take out.
            guard view.headerView != nil || view.headerConfiguration != nil else { return }
            view.headerConfiguration = nil
            view.headerView = nil
            return
        }
        let root = AnyView(header.content.environment(\.self, environment))
        if let host = view.headerView as? HostingView {
            host.rootView = root
        } else {
            view.headerView = HostingView(rootView: root)
        }
        // SwiftUI takes a hosted view's touches itself (its buttons have no UIKit controls to
        // find), so the header keeps its touches: a drag on it does not scroll the page.
        view.headerLetsDragsThrough = false
        if view.headerConfiguration != header.configuration { view.headerConfiguration = header.configuration }
    }
}

extension ViewPager {
    /// A header above the tab strip that collapses as the selected page's list scrolls up,
    /// until the strip pins at the top, and expands (and stretches, pulled further) as it
    /// scrolls back down: a profile's picture and name over its posts, replies and likes.
    ///
    ///     ViewPager(sections, selection: $selection) { section in
    ///         List(section.posts) { PostRow($0) }
    ///     } tab: { section in
    ///         Text(section.title)
    ///     }
    ///     .pagerHeader(try! PagerHeaderConfiguration(expandedHeight: 220, stretches: false)) {
    ///         ProfileHeader(user)
    ///     }
    ///
    /// Each page's scroll view (a `ScrollView` or a `List`) runs under the header and the strip,
    /// so a fling carries on into the header and each page keeps its place; a page coming on
    /// screen is set so the header stays still; `.refreshable` works (turn `stretches` off so
    /// the header does not cover its indicator). The pager finds a page's scroll view in the
    /// hosted page once SwiftUI has made it (see `TesseraUIKit.ViewPager.headerView`).
    ///
    /// A method of `ViewPager` rather than an environment modifier like the `viewPager…` ones:
    /// a header belongs to one pager, and an environment value would reach the pagers nested in
    /// its pages too.
    /// - Parameters:
    ///   - configuration: The header's heights.
    ///   - content: The header's content, as tall as `configuration.expandedHeight` (taller while
    ///     stretched: let a picture fill it).
    public func pagerHeader<Header: View>(_ configuration: PagerHeaderConfiguration,
                                          @ViewBuilder content: () -> Header) -> ViewPager {
        var pager = self
        pager.header = ViewPagerHeader(configuration: configuration, content: AnyView(content()))
        return pager
    }
}
#endif
