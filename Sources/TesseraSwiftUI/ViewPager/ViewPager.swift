#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

/// Tabs over horizontally paged content for SwiftUI — a news app's sections, a profile's
/// posts / likes / media — with the selected page bound both ways.
///
///     struct Sections: View {
///         let sections: [NewsSection]             // Identifiable
///         @State private var selection = 0
///
///         var body: some View {
///             ViewPager(sections, selection: $selection) { section in
///                 ArticleList(section)
///             } tab: { section in
///                 Text(section.title).padding(.horizontal, 12)
///             }
///             .viewPagerTabSizing(.selfSizing(height: 44, spacing: 4))
///             .viewPagerIndicator(.capsule(), color: .accentColor.opacity(0.2))
///             Button("Top stories") { withAnimation { selection = 0 } }
///         }
///     }
///
/// Dragging the pages moves the indicator and the strip every frame; tapping a tab scrolls
/// the pages there. Setting the binding scrolls the pages (animated inside `withAnimation`,
/// and not with Reduce Motion) and the strip follows; a flick or a tap writes the page the
/// pages come to rest on, once. A page that does not exist is clamped and written back. While a
/// finger holds the pages, the app's value waits and loses. When the data changes (inserts,
/// removals, moves), the selected page stays selected by identity and the binding follows.
///
/// Pages are lazy: a page's content is built when the page is first loaded, in a hosting
/// controller of its own that the page keeps while it is in the data, so its `@State`, its
/// tasks and a `List`'s scroll offset survive a swipe away and back (as a `TabView`'s tabs do).
/// A tab reads how selected it is from the environment (`\.viewPagerTab`, a
/// ``ViewPagerTabState``), to colour or weigh its label as the pages are dragged. Self-sizing
/// tabs are measured where they are, when they are created and whenever their label or their
/// selection changes. Pages and tabs carry their item's identity and the whole environment
/// around the pager (see <doc:IdentityStateAndEnvironment>).
///
/// This is `TesseraUIKit.ViewPager` with cells and tabs that host SwiftUI content; every
/// decision (which page, when to write, what a change of data keeps) is made by
/// `BehaviorBinding`, `PagerPagesBehavior`, `PagerTabStripBehavior` and `PagerLink` in
/// TesseraCore, tested on Linux. In this module `ViewPager` is the SwiftUI view; the
/// tutorial's UIKit pager is `TesseraUIKit.ViewPager`.
@MainActor
public struct ViewPager<Data: RandomAccessCollection, ID: Hashable, Page: View, Tab: View>: UIViewRepresentable {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let selection: PositionSource<Int, ID>
    let page: (Data.Element) -> Page
    let tab: (Data.Element) -> Tab
    /// The collapsing header, if any (`ViewPager+Header.swift`).
    var header: ViewPagerHeader?

    /// Creates a pager of `data` identified by `id`: one page and one tab per element.
    /// - Parameters:
    ///   - selection: The index in `data` of the selected page and tab, kept in step both ways.
    ///   - page: The content of one page.
    ///   - tab: The label of one tab.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Int>,
                @ViewBuilder page: @escaping (Data.Element) -> Page,
                @ViewBuilder tab: @escaping (Data.Element) -> Tab) {
        self.init(data, id: id, source: .value(selection), page: page, tab: tab)
    }

    /// Creates a pager of `data` identified by `id`, the selected page bound by its identity.
    /// - Parameters:
    ///   - selection: The identity of the selected page, kept in step both ways; `nil`, or an
    ///     identity not in `data`, is answered with the selected page's.
    ///   - page: The content of one page.
    ///   - tab: The label of one tab.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
                @ViewBuilder page: @escaping (Data.Element) -> Page,
                @ViewBuilder tab: @escaping (Data.Element) -> Tab) {
        self.init(data, id: id, source: .identity(selection), page: page, tab: tab)
    }

    init(_ data: Data, id: KeyPath<Data.Element, ID>, source: PositionSource<Int, ID>,
         page: @escaping (Data.Element) -> Page, tab: @escaping (Data.Element) -> Tab) {
        self.data = data
        self.id = id
        self.selection = source
        self.page = page
        self.tab = tab
    }

    /// The identities of the pages, in order.
    var identities: [ID] { data.map { $0[keyPath: id] } }

    /// Creates the coordinator that joins the pager to the binding.
    public func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    /// Creates the pager.
    public func makeUIView(context: Context) -> TesseraUIKit.ViewPager {
        let view = BoundViewPager(tabSizeConfiguration: context.environment.viewPagerOptions.tabSizing)
        context.coordinator.attach(view, environment: context.environment)
        return view
    }

    /// Carries the representable's data, options and binding over to the pager.
    public func updateUIView(_ view: TesseraUIKit.ViewPager, context: Context) {
        context.coordinator.update(self, view: view, animation: HostingAnimation(context),
                                   environment: context.environment)
    }

    /// Lets go of the pager.
    public static func dismantleUIView(_ view: TesseraUIKit.ViewPager, coordinator: Coordinator) {
        view.pagedView.onBehaviorReport = nil
        (view as? BoundViewPager)?.didLayout = nil
    }
}

extension ViewPager where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates a pager of `Identifiable` elements: one page and one tab per element.
    /// - Parameters:
    ///   - selection: The index in `data` of the selected page and tab, kept in step both ways.
    ///   - page: The content of one page.
    ///   - tab: The label of one tab.
    public init(_ data: Data, selection: Binding<Int>, @ViewBuilder page: @escaping (Data.Element) -> Page,
                @ViewBuilder tab: @escaping (Data.Element) -> Tab) {
        self.init(data, id: \.id, selection: selection, page: page, tab: tab)
    }

    /// Creates a pager of `Identifiable` elements, the selected page bound by its identity.
    /// - Parameters:
    ///   - selection: The identity of the selected page, kept in step both ways; `nil`, or an
    ///     identity not in `data`, is answered with the selected page's.
    ///   - page: The content of one page.
    ///   - tab: The label of one tab.
    public init(_ data: Data, selection: Binding<ID?>, @ViewBuilder page: @escaping (Data.Element) -> Page,
                @ViewBuilder tab: @escaping (Data.Element) -> Tab) {
        self.init(data, id: \.id, selection: selection, page: page, tab: tab)
    }
}

/// The pager a `ViewPager` shows: it tells its coordinator when it has laid out.
final class BoundViewPager: TesseraUIKit.ViewPager {
    var didLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        didLayout?()
    }
}
#endif
