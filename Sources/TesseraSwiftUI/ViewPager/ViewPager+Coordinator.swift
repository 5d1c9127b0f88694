#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

extension ViewPager {
    /// Joins a `ViewPager`'s `TesseraUIKit.ViewPager` to the app's binding: it supplies the
    /// page cells and tab views and forwards the binding's values and the pages' reports to a
    /// `BehaviorBinding`, then carries out what that answers. It decides nothing.
    @MainActor
    public final class Coordinator: PagedViewCellDataSource {
        private var parent: ViewPager
        private var binding = BehaviorBinding<PagerPagesBehavior>()
        private let channel: BindingChannel<Int>
        private var identities: [ID] = []
        /// The tab views by page identity: a tab keeps its view (and its selected state)
        /// through a change of data.
        private var tabs: [ID: HostingTab] = [:]
        private var environment = ForwardedEnvironment()
        private var applied: ViewPagerOptions?

        init(_ parent: ViewPager) {
            self.parent = parent
            channel = BindingChannel(parent.selection)
        }

        // MARK: - Joining

        func attach(_ view: TesseraUIKit.ViewPager, environment: EnvironmentValues) {
            let pages = view.pagedView
            self.environment = ForwardedEnvironment(environment)
            _ = view.adopt(environment.layoutDirection)
            pages.collectionView.register(HostingCell.self, forCellWithReuseIdentifier: HostingCell.reuseIdentifier)
            apply(environment.viewPagerOptions, to: view)
            pages.onBehaviorReport = { [weak self, weak pages] report in
                guard let self, let pages else { return }
                self.carryOut(self.binding.receive(report, behavior: pages.pager, layout: pages.pagerLayout,
                                                   contentOffset: pages.collectionView.contentOffset), on: view)
            }
            identities = parent.identities
            view.tabbedView.tabs = tabViews()
            pages.cellDataSource = self
        }

        func update(_ parent: ViewPager, view: TesseraUIKit.ViewPager, transaction: Transaction,
                    environment: EnvironmentValues) {
            let pages = view.pagedView
            self.parent = parent
            let forwarded = ForwardedEnvironment(environment)
            let textChanged = forwarded.dynamicTypeSize != self.environment.dynamicTypeSize
                || forwarded.legibilityWeight != self.environment.legibilityWeight
                || forwarded.locale != self.environment.locale
            self.environment = forwarded
            channel.binding = parent.selection
            binding.reducesMotion = environment.accessibilityReduceMotion
            channel.update {
                _ = view.adopt(environment.layoutDirection) // the pager lays itself out again, mirrored
                apply(environment.viewPagerOptions, to: view)
                let now = parent.identities
                if now != identities {
                    let old = identities
                    identities = now
                    binding.dataWillChange()
                    view.reloadPages(tabs: tabViews(), map: PagerIndexMap(from: old, to: now))
                    carryOut(binding.dataDidChange(from: old, to: now, behavior: pages.pager, layout: pages.pagerLayout),
                             on: view)
                } else {
                    refreshContent(of: view)
                    // Labels at another text size are measured again (the strip re-measures
                    // when its configuration is set).
                    if textChanged { view.tabbedView.configuration = view.tabbedView.configuration }
                }
                carryOut(binding.appSet(parent.selection.wrappedValue, animated: transaction.animatesChanges,
                                        behavior: pages.pager, layout: pages.pagerLayout), on: view)
            }
        }

        private func carryOut(_ commands: [BindingCommand<Int>], on view: TesseraUIKit.ViewPager) {
            for command in commands {
                switch command {
                case .scroll(let page, let animated):
                    view.select(index: page, animated: animated)
                case .write(let page):
                    channel.write(page) { [weak self] in self?.binding.sync.isLatest(page) ?? false }
                }
            }
        }

        /// Sets the strip's look if the options changed since the last update (each change lays
        /// the strip out again and measures its tabs).
        private func apply(_ options: ViewPagerOptions, to view: TesseraUIKit.ViewPager) {
            if let applied, applied.matches(options) { return }
            applied = options
            let strip = view.tabbedView
            if let configuration = options.stripConfiguration(from: strip.configuration) {
                strip.configuration = configuration
                view.sizeConfiguration = configuration.size // the strip's height follows
            }
            strip.indicatorColor = options.indicatorColor.map { UIColor($0) }
        }

        // MARK: - Content

        /// A tab view per page, in order: the existing view of a page that stays, a new one for
        /// a new page (and for a repeated identity: a view can be in one cell only).
        private func tabViews() -> [TabItemProtocol] {
            var kept: [ID: HostingTab] = [:]
            let views = zip(identities, parent.data).map { id, element -> HostingTab in
                let label = tabLabel(element)
                guard kept[id] == nil else { return HostingTab(label: label) }
                let view = tabs[id] ?? HostingTab(label: label)
                view.show(label)
                kept[id] = view
                return view
            }
            tabs = kept
            return views
        }

        private func tabLabel(_ element: Data.Element) -> AnyView {
            AnyView(parent.tab(element).environment(forwarded: environment))
        }

        /// Pages on screen and every tab show the latest content closures (they may read state
        /// that changed).
        private func refreshContent(of view: TesseraUIKit.ViewPager) {
            for (cell, indexPath) in view.pagedView.collectionView.visibleHostingCells() {
                guard let element = parent.data.element(atOffset: indexPath.item) else { continue }
                cell.show(parent.page(element).environment(forwarded: environment))
            }
            for (id, element) in zip(identities, parent.data) { tabs[id]?.show(tabLabel(element)) }
        }

        // MARK: - PagedViewCellDataSource

        /// The number of pages.
        public func numberOfPages(in pagedView: PagedView) -> Int {
            parent.data.count
        }

        /// A hosting cell showing the page's content.
        public func pagedView(_ pagedView: PagedView, cellForPageAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = pagedView.collectionView.dequeueReusableCell(withReuseIdentifier: HostingCell.reuseIdentifier,
                                                                    for: indexPath)
            if let cell = cell as? HostingCell, let element = parent.data.element(atOffset: indexPath.item) {
                cell.show(parent.page(element).environment(forwarded: environment))
            }
            return cell
        }
    }
}
#endif
