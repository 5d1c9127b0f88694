#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

extension PagedGrid {
    /// Joins a `PagedGrid`'s `GridPageView` to the app: it hosts each item's content in its
    /// cell (``CellHosting``), forwards the binding's values, the grid's reports and its layouts
    /// to the core's binding (``BoundPosition``), applies a change of identities as the core
    /// plans it (`ItemChangePlan`), and carries out what they answer. It decides nothing.
    @MainActor
    public final class Coordinator: GridPageViewReorderingDataSource {
        private var parent: PagedGrid
        private let position: BoundPosition<PagedGridBehavior, ID>
        private let hosting = CellHosting<ID>()
        private var identities: [ID] = []
        /// Moves UIKit has shown (a drop, a VoiceOver move) that `parent.data` does not have
        /// yet: until SwiftUI hands over the app's moved data, item `i` on screen is element
        /// `shownMoves.source(of: i)` of it.
        private var shownMoves: [ReorderMove] = []
        /// Holds an update that would correct a drop's order until the drop's run-loop turn is over.
        private let dropTurn = DropTurn()

        init(_ parent: PagedGrid) {
            self.parent = parent
            position = BoundPosition(parent.position)
        }

        // MARK: - Joining

        func attach(_ view: BoundGridPageView, environment: EnvironmentValues) {
            position.channel.update {
                _ = hosting.update(identitiesChanged: true, isEcho: false, environment: environment)
                _ = view.adopt(environment.layoutDirection)
                view.collectionView.semanticContentAttribute = view.semanticContentAttribute
                view.registerCell(HostingCell.self, forCellWithReuseIdentifier: HostingCell.reuseIdentifier)
                view.dataSource = self
                view.onBehaviorReport = { [weak self, weak view] report in
                    guard let self, let view else { return }
                    self.receive(report, from: view)
                }
                view.didLayout = { [weak self, weak view] in
                    guard let self, let view else { return }
                    self.didLayout(view)
                }
                identities = parent.identities
                view.reloadData()
                view.allowsReordering = parent.moveAction != nil
            }
        }

        func update(_ parent: PagedGrid, view: GridPageView, animation: HostingAnimation, environment: EnvironmentValues) {
            // Data that orders the items otherwise than a drop of this turn showed: the
            // correction waits for the next turn (the update is carried out whole then).
            let later = { [weak self, weak view] in
                guard let self, let view else { return }
                self.update(parent, view: view, animation: animation, environment: environment)
            }
            if dropTurn.holds(later, reordering: parent.identities != identities) { return }
            self.parent = parent
            shownMoves.removeAll()
            position.source = parent.position
            position.reducesMotion = environment.accessibilityReduceMotion
            position.channel.update {
                let now = parent.identities
                let isEcho = position.isEcho(identities: now, behavior: view.pager, layout: view.gridLayout)
                if hosting.update(identitiesChanged: now != identities, isEcho: isEcho, environment: environment) {
                    view.setNeedsLayout()
                }
                // The data first: a layout the options cause must not meet the new items unannounced.
                if now != identities { changeData(to: now, in: view, animation: animation) }
                if view.adopt(environment.layoutDirection) {
                    view.collectionView.semanticContentAttribute = view.semanticContentAttribute
                    view.configuration = view.configuration // lays the grid out again, mirrored
                }
                if let configuration = parent.configuration(in: environment), configuration != view.configuration {
                    view.configuration = configuration
                }
                if view.allowsReordering != (parent.moveAction != nil) { view.allowsReordering = parent.moveAction != nil }
                carryOut(position.appSet(animated: animation.isAnimated, identities: now, behavior: view.pager,
                                         layout: view.gridLayout), on: view)
            }
        }

        /// The items changed: inserts, removals and moves as batch updates (each cell moves with
        /// its item and keeps its content's state), or a reload; the page of the first item
        /// shown stays, by identity.
        private func changeData(to now: [ID], in view: GridPageView, animation: HostingAnimation) {
            let old = identities
            identities = now
            position.dataWillChange()
            ItemChangePlan.plan(from: old, to: now, shownCount: view.collectionView.shownItemCount,
                                animated: animation.isAnimated)
                .carryOut(on: view.collectionView, animation: animation,
                          performBatch: { view.performBatchUpdates($0, animated: $1) }, reload: { view.reloadData() })
            carryOut(position.dataDidChange(from: old, to: now, behavior: view.pager, layout: view.gridLayout), on: view)
        }

        private func receive(_ report: BehaviorReport<PagedGridBehavior.Effect>, from view: GridPageView) {
            // The end of a motion flushes an echo's deferred re-hosting.
            if hosting.receive(report) { view.setNeedsLayout() }
            if case .effect(.itemSelected(let index)) = report, let action = parent.selectAction,
               let element = element(at: index.item) {
                position.channel.write { action(element) }
            }
            carryOut(position.receive(report, behavior: view.pager, layout: view.gridLayout,
                                      contentOffset: view.collectionView.contentOffset), on: view)
        }

        /// The layout pass: stale cells are hosted again, then a page that waited for a layout
        /// is shown.
        private func didLayout(_ view: GridPageView) {
            position.channel.update {
                let visible = {
                    view.collectionView.visibleHostingCells().compactMap { cell, indexPath in
                        self.identity(at: indexPath.item).map { (cell: cell, identity: $0.id, item: $0.element) }
                    }
                }
                // While an item is held the visible index paths are UIKit's live order, not the
                // data's: re-hosting now would give the held and displaced cells the wrong
                // elements. The driver lays the view out again after the drop or the cancel.
                if !view.isReordering {
                    hosting.flush(visible) { cell, identity, element in
                        hosting.host(parent.content(element), identity: identity, in: cell)
                    }
                }
                carryOut(position.componentDidLayout(identities: identities, behavior: view.pager,
                                                     layout: view.gridLayout), on: view)
            }
        }

        private func carryOut(_ commands: [BindingCommand<Int>], on view: GridPageView) {
            for command in commands {
                switch command {
                case .scroll(let page, let animated):
                    view.scrollToPage(page, animated: animated)
                case .write(let page):
                    position.write(page, identities: identities, behavior: view.pager, layout: view.gridLayout)
                }
            }
        }

        /// The item at `index` of the data and its identity (read from the element itself, so a
        /// cell's identity always matches the content it is given).
        private func identity(at index: Int) -> (id: ID, element: Data.Element)? {
            element(at: index).map { ($0[keyPath: parent.id], $0) }
        }

        /// The element shown at `index`: the data's, through the moves UIKit has shown since.
        private func element(at index: Int) -> Data.Element? {
            parent.data.element(atOffset: shownMoves.source(of: ItemIndex(item: index)).item)
        }

        // MARK: - GridPageViewReorderingDataSource

        /// A drop or a VoiceOver move: the grid already shows it, so the identities are moved
        /// first and the app's own move of its data (in `onMove`) is no news when SwiftUI hands
        /// it over — no second move, no reload, the cell keeps its hosted state. An app that
        /// moves otherwise (or not at all) gets the difference as batch updates.
        public func pageView(_ pageView: GridPageView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
            let move = ReorderMove(from: ItemIndex(sourceIndexPath), to: ItemIndex(destinationIndexPath))
            guard let action = parent.moveAction, move.changesOrder else { return }
            identities = move.applied(to: identities)
            shownMoves.append(move)
            let (source, destination) = move.offsets
            position.channel.write { action(source, destination) }
            dropTurn.begin()
        }

        // MARK: - GridPageViewDataSource

        /// The number of items.
        public func numberOfItems() -> Int {
            parent.data.count
        }

        /// A hosting cell showing the item's content, identified by the item.
        public func cellForItemAt(pageView: GridPageView, collectionView: UICollectionView,
                                  indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: HostingCell.reuseIdentifier, for: indexPath)
            if let cell = cell as? HostingCell, let item = identity(at: indexPath.item) {
                hosting.host(parent.content(item.element), identity: item.id, in: cell)
            }
            return cell
        }
    }
}
#endif
