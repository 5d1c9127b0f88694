#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

extension PagedGrid {
    /// Joins a `PagedGrid`'s `GridPageView` to the app's binding: it supplies the cells and
    /// forwards the binding's values, the grid's reports and its layouts to a
    /// `BehaviorBinding`, then carries out what that answers. It decides nothing.
    @MainActor
    public final class Coordinator: GridPageViewDataSource {
        private var parent: PagedGrid
        private var binding = BehaviorBinding<PagedGridBehavior>()
        private let channel: BindingChannel<Int>
        private var identities: [ID] = []
        private var environment = ForwardedEnvironment()

        init(_ parent: PagedGrid) {
            self.parent = parent
            channel = BindingChannel(parent.currentPage)
        }

        // MARK: - Joining

        func attach(_ view: BoundGridPageView, environment: EnvironmentValues) {
            self.environment = ForwardedEnvironment(environment)
            _ = view.adopt(environment.layoutDirection)
            view.collectionView.semanticContentAttribute = view.semanticContentAttribute
            view.registerCell(HostingCell.self, forCellWithReuseIdentifier: HostingCell.reuseIdentifier)
            view.dataSource = self
            view.onBehaviorReport = { [weak self, weak view] report in
                guard let self, let view else { return }
                self.carryOut(self.binding.receive(report, behavior: view.pager, layout: view.gridLayout,
                                                   contentOffset: view.collectionView.contentOffset), on: view)
            }
            view.didLayout = { [weak self, weak view] in
                guard let self, let view else { return }
                self.channel.update {
                    self.carryOut(self.binding.componentDidLayout(behavior: view.pager, layout: view.gridLayout), on: view)
                }
            }
            identities = parent.identities
            view.reloadData()
        }

        func update(_ parent: PagedGrid, view: GridPageView, transaction: Transaction, environment: EnvironmentValues) {
            self.parent = parent
            self.environment = ForwardedEnvironment(environment)
            channel.binding = parent.currentPage
            binding.reducesMotion = environment.accessibilityReduceMotion
            channel.update {
                if view.adopt(environment.layoutDirection) {
                    view.collectionView.semanticContentAttribute = view.semanticContentAttribute
                    view.configuration = view.configuration // lays the grid out again, mirrored
                }
                if let configuration = parent.configuration(in: environment), configuration != view.configuration {
                    view.configuration = configuration
                }
                let now = parent.identities
                if now != identities {
                    let old = identities
                    identities = now
                    binding.dataWillChange()
                    view.reloadData()
                    carryOut(binding.dataDidChange(from: old, to: now, behavior: view.pager, layout: view.gridLayout),
                             on: view)
                } else {
                    refreshVisibleCells(of: view)
                }
                carryOut(binding.appSet(parent.currentPage.wrappedValue, animated: transaction.animatesChanges,
                                        behavior: view.pager, layout: view.gridLayout), on: view)
            }
        }

        private func carryOut(_ commands: [BindingCommand<Int>], on view: GridPageView) {
            for command in commands {
                switch command {
                case .scroll(let page, let animated):
                    view.scrollToPage(page, animated: animated)
                case .write(let page):
                    channel.write(page) { [weak self] in self?.binding.sync.isLatest(page) ?? false }
                }
            }
        }

        /// Visible cells show the latest content closure (it may read state that changed).
        private func refreshVisibleCells(of view: GridPageView) {
            for (cell, indexPath) in view.collectionView.visibleHostingCells() {
                guard let element = parent.data.element(atOffset: indexPath.item) else { continue }
                cell.show(parent.content(element).environment(forwarded: environment))
            }
        }

        // MARK: - GridPageViewDataSource

        /// The number of items.
        public func numberOfItems() -> Int {
            parent.data.count
        }

        /// A hosting cell showing the item's content.
        public func cellForItemAt(pageView: GridPageView, collectionView: UICollectionView,
                                  indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: HostingCell.reuseIdentifier, for: indexPath)
            if let cell = cell as? HostingCell, let element = parent.data.element(atOffset: indexPath.item) {
                cell.show(parent.content(element).environment(forwarded: environment))
            }
            return cell
        }
    }
}
#endif
