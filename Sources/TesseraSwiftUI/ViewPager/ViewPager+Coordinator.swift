#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

extension ViewPager {
    /// Joins a `ViewPager`'s `TesseraUIKit.ViewPager` to the app: it hosts each page in a
    /// hosting controller kept for the page's identity (`HostedPages`) and each label in a tab
    /// kept for it, re-hosts what an update made stale (``CellHosting``), forwards the binding's
    /// values, the pages' reports and layouts to the core's binding (``BoundPosition``), and
    /// carries out what they answer. It decides nothing.
    @MainActor
    public final class Coordinator: PagedViewDataSource {
        private var parent: ViewPager
        private let position: BoundPosition<PagerPagesBehavior, ID>
        private let hosting = CellHosting<ID>()
        private var identities: [ID] = []
        /// The tab views by page identity: a tab keeps its view (and its selected state)
        /// through a change of data.
        private var tabs: [ID: HostingTab] = [:]
        private var pageViews: [ID: HostedPageView] = [:]
        private var hostedPages = HostedPages<ID>()
        /// The one custom indicator frame the strip is given; each update swaps what it calls.
        private let indicator = ClosureRelay<PagerIndicatorTransition, CGRect> { _ in .zero }
        private var applied: ViewPagerOptions?

        init(_ parent: ViewPager) {
            self.parent = parent
            position = BoundPosition(parent.selection)
        }

        // MARK: - Joining

        func attach(_ view: BoundViewPager, environment: EnvironmentValues) {
            let pages = view.pagedView
            position.channel.update {
                _ = hosting.update(identitiesChanged: true, isEcho: false, environment: environment)
                _ = view.adopt(environment.layoutDirection)
                apply(environment.viewPagerOptions, to: view)
                pages.onBehaviorReport = { [weak self, weak pages, weak view] report in
                    guard let self, let pages, let view else { return }
                    // The end of a motion flushes an echo's deferred re-hosting.
                    if self.hosting.receive(report) { view.setNeedsLayout() }
                    self.carryOut(self.position.receive(report, behavior: pages.pager, layout: pages.pagerLayout,
                                                        contentOffset: pages.collectionView.contentOffset), on: view)
                }
                view.didLayout = { [weak self, weak view] in
                    guard let self, let view else { return }
                    self.didLayout(view)
                }
                identities = parent.identities
                ViewPagerHeader.apply(parent.header, to: view, environment: environment)
                view.tabbedView.tabs = tabViews(in: view)
                pages.dataSource = self
            }
        }

        func update(_ parent: ViewPager, view: TesseraUIKit.ViewPager, animation: HostingAnimation,
                    environment: EnvironmentValues) {
            let pages = view.pagedView
            self.parent = parent
            position.source = parent.selection
            position.reducesMotion = environment.accessibilityReduceMotion
            position.channel.update {
                let now = parent.identities
                let isEcho = position.isEcho(identities: now, behavior: pages.pager, layout: pages.pagerLayout)
                if hosting.update(identitiesChanged: now != identities, isEcho: isEcho, environment: environment) {
                    view.setNeedsLayout()
                }
                // The data first: a layout the options cause must not meet the new pages unannounced.
                if now != identities { changeData(to: now, in: view) }
                _ = view.adopt(environment.layoutDirection) // the pager lays itself out again, mirrored
                apply(environment.viewPagerOptions, to: view)
                ViewPagerHeader.apply(parent.header, to: view, environment: environment)
                carryOut(position.appSet(animated: animation.isAnimated, identities: now, behavior: pages.pager,
                                         layout: pages.pagerLayout), on: view)
            }
        }

        /// The pages changed (inserts, removals, moves): pages and tabs are edited by identity as
        /// one change, the selected page stays selected, and the hosts of pages the data lost
        /// are let go.
        private func changeData(to now: [ID], in view: TesseraUIKit.ViewPager) {
            let pages = view.pagedView, old = identities
            identities = now
            position.dataWillChange()
            for gone in hostedPages.dataDidChange(to: now) { pageViews[gone] = nil }
            view.reloadPages(tabs: tabViews(in: view), map: PagerIndexMap(from: old, to: now))
            carryOut(position.dataDidChange(from: old, to: now, behavior: pages.pager, layout: pages.pagerLayout),
                     on: view)
        }

        /// The layout pass: pages on screen and tabs whose content is stale are hosted again
        /// (pages off screen are brought up to date as they come back) and a custom indicator is
        /// drawn again (its closure may read what the tabs do), then a page that waited for a
        /// layout is shown.
        private func didLayout(_ view: TesseraUIKit.ViewPager) {
            let pages = view.pagedView
            position.channel.update {
                if hosting.takeFlush() {
                    for (id, element) in elements() {
                        if let tab = tabs[id], hosting.isStale(tab.stamp as? HostedStamp<ID>, showing: id) {
                            host(tabLabel(element, id: id), in: tab, id: id)
                        }
                        if let page = pageViews[id], page.window != nil { refresh(page, id: id, element: element) }
                    }
                    if case .custom = applied?.indicator {
                        view.tabbedView.collectionView.collectionViewLayout.invalidateLayout()
                    }
                }
                carryOut(position.componentDidLayout(identities: identities, behavior: pages.pager,
                                                     layout: pages.pagerLayout), on: view)
            }
        }

        private func carryOut(_ commands: [BindingCommand<Int>], on view: TesseraUIKit.ViewPager) {
            let pages = view.pagedView
            for command in commands {
                switch command {
                case .scroll(let page, let animated):
                    view.select(index: page, animated: animated)
                case .write(let page):
                    position.write(page, identities: identities, behavior: pages.pager, layout: pages.pagerLayout)
                }
            }
        }

        // MARK: - Options

        /// Sets the strip's look if the options changed since the last update (each change lays
        /// the strip out again and measures its tabs). A custom indicator goes through the relay:
        /// a new closure is only drawn again, at the flush that re-hosts the tabs
        /// (``didLayout(_:)``).
        private func apply(_ options: ViewPagerOptions, to view: TesseraUIKit.ViewPager) {
            var relayed = options
            relayed.indicator = options.indicator.relaying(through: indicator)
            if let applied, applied.matches(options) { return }
            applied = options
            let strip = view.tabbedView
            if let configuration = relayed.stripConfiguration(from: strip.configuration) {
                strip.configuration = configuration
                view.sizeConfiguration = configuration.size // the strip's height follows
            }
            strip.indicatorColor = options.indicatorColor.map { UIColor($0) }
            view.loops = options.loops
            view.handsOverToEnclosingPager = options.handsOverToEnclosingPager
        }

        // MARK: - Content

        /// The elements with their identities, in order (read from the elements themselves, so a
        /// view's identity always matches the content it is given).
        private func elements() -> [(id: ID, element: Data.Element)] {
            parent.data.map { ($0[keyPath: parent.id], $0) }
        }

        /// A tab view per page, in order: the existing view of a page that stays, a new one for
        /// a new page (and for a repeated identity: a view can be in one cell only).
        private func tabViews(in view: TesseraUIKit.ViewPager) -> [TabItemProtocol] {
            var kept: [ID: HostingTab] = [:]
            let views = elements().map { id, element -> HostingTab in
                if kept[id] == nil, let tab = tabs[id] {
                    if hosting.isStale(tab.stamp as? HostedStamp<ID>, showing: id) {
                        host(tabLabel(element, id: id), in: tab, id: id)
                    }
                    kept[id] = tab
                    return tab
                }
                let tab = HostingTab(label: tabLabel(element, id: id))
                tab.stamp = hosting.stamp(for: id)
                tab.strip = view.tabbedView
                if kept[id] == nil { kept[id] = tab }
                return tab
            }
            tabs = kept
            return views
        }

        private func tabLabel(_ element: Data.Element, id: ID) -> (ViewPagerTabState) -> AnyView {
            let label = parent.tab(element), hosting = hosting
            return { state in AnyView(hosting.root(label.environment(\.viewPagerTab, state), identity: id)) }
        }

        private func host(_ label: @escaping (ViewPagerTabState) -> AnyView, in tab: HostingTab, id: ID) {
            tab.show(label)
            tab.stamp = hosting.stamp(for: id)
        }

        /// Hosts the page's content again if an update made it stale.
        private func refresh(_ page: HostedPageView, id: ID, element: Data.Element) {
            guard hosting.isStale(page.stamp as? HostedStamp<ID>, showing: id) else { return }
            page.rootView = pageRoot(element, id: id)
            page.stamp = hosting.stamp(for: id)
        }

        /// A page's root: its content, identity and environment. The page ignores the safe area
        /// as a cell's content does: the pager, placed by SwiftUI, already keeps to it.
        private func pageRoot(_ element: Data.Element, id: ID) -> AnyView {
            AnyView(hosting.root(parent.page(element), identity: id).ignoresSafeArea())
        }

        private func makePage(_ element: Data.Element, id: ID) -> HostedPageView {
            let page = HostedPageView(rootView: pageRoot(element, id: id))
            page.stamp = hosting.stamp(for: id)
            page.willEnterWindow = { [weak self, weak page] in
                guard let self, let page,
                      let element = self.parent.data.first(where: { $0[keyPath: self.parent.id] == id }) else { return }
                self.refresh(page, id: id, element: element)
            }
            return page
        }

        // MARK: - PagedViewDataSource

        /// The number of pages.
        public func numberOfPages(in pagedView: PagedView) -> Int {
            parent.data.count
        }

        /// The view of page `index`: the one its identity was first hosted in (its state kept),
        /// brought up to date, or a new one. Identities are unique, as `ForEach` needs them.
        public func pagedView(_ pagedView: PagedView, viewForPageAt index: Int) -> UIView {
            guard let element = parent.data.element(atOffset: index) else { return UIView() }
            let id = element[keyPath: parent.id]
            if hostedPages.load(id) { pageViews[id] = makePage(element, id: id) }
            guard let page = pageViews[id] else { return makePage(element, id: id) }
            refresh(page, id: id, element: element)
            return page
        }
    }
}
#endif
