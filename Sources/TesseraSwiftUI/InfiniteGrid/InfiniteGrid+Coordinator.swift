#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

extension InfiniteGrid {
    /// Joins an `InfiniteGrid`'s `InfiniteGridView` to the app's binding: it supplies the
    /// cells and forwards the binding's values, the grid's reports and its layouts to a
    /// `BehaviorBinding`, then carries out what that answers. It decides nothing.
    @MainActor
    public final class Coordinator: InfiniteGridViewDataSource {
        private var parent: InfiniteGrid
        private var binding = BehaviorBinding<InfiniteGridBehavior>()
        private let channel: BindingChannel<GridCoordinates>
        private var environment = ForwardedEnvironment()

        init(_ parent: InfiniteGrid) {
            self.parent = parent
            channel = BindingChannel(parent.centerCoordinates)
        }

        // MARK: - Joining

        func attach(_ view: BoundInfiniteGridView, environment: EnvironmentValues) {
            self.environment = ForwardedEnvironment(environment)
            _ = view.adopt(environment.layoutDirection)
            view.register(HostingCell.self, forCellWithReuseIdentifier: HostingCell.reuseIdentifier)
            view.onBehaviorReport = { [weak self, weak view] report in
                guard let self, let view else { return }
                self.carryOut(self.binding.receive(report, behavior: view.scroller, layout: view.grid,
                                                   contentOffset: view.contentOffset), on: view)
            }
            view.didLayout = { [weak self, weak view] in
                guard let self, let view else { return }
                self.channel.update {
                    self.carryOut(self.binding.componentDidLayout(behavior: view.scroller, layout: view.grid), on: view)
                }
            }
            view.gridDataSource = self
        }

        func update(_ parent: InfiniteGrid, view: InfiniteGridView, transaction: Transaction,
                    environment: EnvironmentValues) {
            self.parent = parent
            self.environment = ForwardedEnvironment(environment)
            channel.binding = parent.centerCoordinates
            binding.reducesMotion = environment.accessibilityReduceMotion
            channel.update {
                if view.adopt(environment.layoutDirection) {
                    view.collectionViewLayout.invalidateLayout()
                    view.setNeedsLayout()
                }
                if let configuration = try? environment.infiniteGridOptions.configuration(),
                   configuration != view.configuration {
                    view.configuration = configuration
                }
                refreshVisibleCells(of: view)
                carryOut(binding.appSet(parent.centerCoordinates.wrappedValue, animated: transaction.animatesChanges,
                                        behavior: view.scroller, layout: view.grid), on: view)
            }
        }

        private func carryOut(_ commands: [BindingCommand<GridCoordinates>], on view: InfiniteGridView) {
            for command in commands {
                switch command {
                case .scroll(let coordinates, let animated):
                    view.scroll(to: coordinates, animated: animated)
                case .write(let coordinates):
                    channel.write(coordinates) { [weak self] in self?.binding.sync.isLatest(coordinates) ?? false }
                }
            }
        }

        /// Visible cells show the latest content closure (it may read state that changed).
        private func refreshVisibleCells(of view: InfiniteGridView) {
            for (cell, indexPath) in view.visibleHostingCells() {
                guard let tile = view.coordinates(for: indexPath) else { continue }
                cell.show(parent.content(view.grid.dataCoordinates(for: tile)).environment(forwarded: environment))
            }
        }

        // MARK: - InfiniteGridViewDataSource

        /// A hosting cell showing the tile's content.
        public func infiniteGridView(_ gridView: InfiniteGridView, cellForTileAt coordinates: GridCoordinates,
                                     indexPath: IndexPath) -> UICollectionViewCell {
            let cell = gridView.dequeueReusableCell(withReuseIdentifier: HostingCell.reuseIdentifier, for: indexPath)
            (cell as? HostingCell)?.show(parent.content(coordinates).environment(forwarded: environment))
            return cell
        }
    }
}
#endif
