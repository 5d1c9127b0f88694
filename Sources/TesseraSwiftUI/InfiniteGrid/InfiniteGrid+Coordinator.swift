#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

extension InfiniteGrid {
    /// Joins an `InfiniteGrid`'s `InfiniteGridView` to the app: it hosts each tile's content
    /// in its cell, by the tile's coordinates (``CellHosting``), forwards the binding's values,
    /// the grid's reports and its layouts to the core's binding (``BoundPosition``), and carries
    /// out what they answer. It decides nothing.
    @MainActor
    public final class Coordinator: InfiniteGridViewDataSource {
        private var parent: InfiniteGrid
        private let position: BoundPosition<InfiniteGridBehavior, GridCoordinates>
        /// A fling writes the tile at the centre at each crossing (some 35 a second per axis,
        /// 50–250 tiles on screen): the echoes mark the tiles stale, and they are hosted again
        /// once, when the motion ends.
        private let hosting = CellHosting<GridCoordinates>(echoTiming: .atSettle)

        init(_ parent: InfiniteGrid) {
            self.parent = parent
            position = BoundPosition(.value(parent.centerCoordinates))
        }

        // MARK: - Joining

        func attach(_ view: BoundInfiniteGridView, environment: EnvironmentValues) {
            position.channel.update {
                _ = hosting.update(identitiesChanged: true, isEcho: false, environment: environment)
                _ = view.adopt(environment.layoutDirection)
                view.register(HostingCell.self, forCellWithReuseIdentifier: HostingCell.reuseIdentifier)
                view.onBehaviorReport = { [weak self, weak view] report in
                    guard let self, let view else { return }
                    self.receive(report, from: view)
                }
                view.didLayout = { [weak self, weak view] in
                    guard let self, let view else { return }
                    self.didLayout(view)
                }
                view.gridDataSource = self
            }
        }

        func update(_ parent: InfiniteGrid, view: InfiniteGridView, animation: HostingAnimation,
                    environment: EnvironmentValues) {
            self.parent = parent
            position.source = .value(parent.centerCoordinates)
            position.reducesMotion = environment.accessibilityReduceMotion
            position.channel.update {
                let isEcho = position.isEcho(identities: [], behavior: view.scroller, layout: view.grid)
                if hosting.update(identitiesChanged: false, isEcho: isEcho, environment: environment) {
                    view.setNeedsLayout()
                }
                if view.adopt(environment.layoutDirection) {
                    view.collectionViewLayout.invalidateLayout()
                    view.setNeedsLayout()
                }
                if let configuration = try? environment.infiniteGridOptions.configuration(),
                   configuration != view.configuration {
                    view.configuration = configuration
                }
                carryOut(position.appSet(animated: animation.isAnimated, identities: [], behavior: view.scroller,
                                         layout: view.grid), on: view)
            }
        }

        private func receive(_ report: BehaviorReport<InfiniteGridBehavior.Effect>, from view: InfiniteGridView) {
            // The end of a motion flushes the echoes' deferred re-hosting.
            if hosting.receive(report) { view.setNeedsLayout() }
            if case .effect(.tileSelected(let tile)) = report, let action = parent.selectAction {
                let data = view.grid.dataCoordinates(for: tile)
                position.channel.write { action(data) }
            }
            carryOut(position.receive(report, behavior: view.scroller, layout: view.grid,
                                      contentOffset: view.contentOffset), on: view)
        }

        /// The layout pass: stale tiles are hosted again, then a centre that waited for a
        /// layout is shown.
        private func didLayout(_ view: InfiniteGridView) {
            position.channel.update {
                let visible = {
                    view.visibleHostingCells().compactMap { cell, indexPath in
                        view.coordinates(for: indexPath).map { (cell: cell, identity: $0, item: $0) }
                    }
                }
                hosting.flush(visible) { cell, tile, _ in
                    hosting.host(parent.content(view.grid.dataCoordinates(for: tile)), identity: tile, in: cell)
                }
                carryOut(position.componentDidLayout(identities: [], behavior: view.scroller, layout: view.grid), on: view)
            }
        }

        private func carryOut(_ commands: [BindingCommand<GridCoordinates>], on view: InfiniteGridView) {
            for command in commands {
                switch command {
                case .scroll(let coordinates, let animated):
                    view.scroll(to: coordinates, animated: animated)
                case .write(let coordinates):
                    position.write(coordinates, identities: [], behavior: view.scroller, layout: view.grid)
                }
            }
        }

        // MARK: - InfiniteGridViewDataSource

        /// A hosting cell showing the tile's content, identified by the tile's coordinates (a
        /// torus repeats data, not state).
        public func infiniteGridView(_ gridView: InfiniteGridView, cellForTileAt coordinates: GridCoordinates,
                                     indexPath: IndexPath) -> UICollectionViewCell {
            let cell = gridView.dequeueReusableCell(withReuseIdentifier: HostingCell.reuseIdentifier, for: indexPath)
            if let cell = cell as? HostingCell {
                hosting.host(parent.content(coordinates), identity: gridView.coordinates(for: indexPath) ?? coordinates,
                             in: cell)
                cell.selectsOnActivate = { [weak self] in self?.parent.selectAction != nil }
            }
            return cell
        }
    }
}
#endif
