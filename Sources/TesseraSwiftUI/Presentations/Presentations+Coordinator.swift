#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

extension Presentations {
    /// Joins a `Presentations`' `PresentationCollectionView` to the app: it hosts each item's
    /// content in its cell (``CellHosting``), forwards the binding's values and the collection's
    /// reports to a `PresentationBinding`, applies a change of identities as the core plans it
    /// (`ItemChangePlan`), and carries out what they answer (a scroll is a switch). It decides
    /// nothing.
    @MainActor
    public final class Coordinator: NSObject, PresentationCollectionViewReorderingDataSource {
        private var parent: Presentations
        private var binding: PresentationBinding<Selection>
        private let channel = BindingChannel()
        private let hosting = CellHosting<ID>()
        private var identities: [ID] = []
        private var appliedDuration: TimeInterval?
        /// Moves UIKit has shown (a drop, a VoiceOver move) that `parent.data` does not have
        /// yet: until SwiftUI hands over the app's moved data, item `i` on screen is element
        /// `shownMoves.source(of: i)` of it.
        private var shownMoves: [ReorderMove] = []
        /// Holds an update that would correct a drop's order until the drop's run-loop turn is over.
        private let dropTurn = DropTurn()

        init(_ parent: Presentations) {
            self.parent = parent
            binding = PresentationBinding(shown: parent.presentation.wrappedValue)
        }

        // MARK: - Joining

        func attach(_ view: BoundPresentationCollectionView, environment: EnvironmentValues) {
            channel.update {
                _ = hosting.update(identitiesChanged: true, isEcho: false, environment: environment)
                _ = view.adopt(environment.layoutDirection)
                view.register(PresentationHostingCell.self,
                              forCellWithReuseIdentifier: PresentationHostingCell.presentationReuseIdentifier)
                view.onBehaviorReport = { [weak self, weak view] report in
                    guard let self, let view else { return }
                    // The end of a motion flushes an echo's deferred re-hosting.
                    if self.hosting.receive(report) { view.setNeedsLayout() }
                    self.carryOut(self.binding.receive(report), on: view)
                }
                view.didLayout = { [weak self, weak view] in
                    guard let self, let view else { return }
                    self.didLayout(view)
                }
                identities = parent.identities
                view.dataSource = self
                view.allowsReordering = parent.moveAction != nil
            }
        }

        func update(_ parent: Presentations, view: PresentationCollectionView, animation: HostingAnimation,
                    environment: EnvironmentValues) {
            // Data that orders the items otherwise than a drop of this turn showed: the
            // correction waits for the next turn (the update is carried out whole then).
            let later = { [weak self, weak view] in
                guard let self, let view else { return }
                self.update(parent, view: view, animation: animation, environment: environment)
            }
            if dropTurn.holds(later, reordering: parent.identities != identities) { return }
            self.parent = parent
            shownMoves.removeAll()
            binding.reducesMotion = environment.accessibilityReduceMotion
            channel.update {
                let now = parent.identities
                let isEcho = binding.sync.isEcho(parent.presentation.wrappedValue)
                if hosting.update(identitiesChanged: now != identities, isEcho: isEcho, environment: environment) {
                    view.setNeedsLayout()
                }
                // The data first: a layout the options cause must not meet the new items unannounced.
                if now != identities { changeData(to: now, in: view, animation: animation) }
                if view.adopt(environment.layoutDirection) { view.collectionViewLayout.invalidateLayout() }
                if view.allowsReordering != (parent.moveAction != nil) { view.allowsReordering = parent.moveAction != nil }
                let duration = environment.presentationsSwitchDuration
                if duration != appliedDuration {
                    appliedDuration = duration
                    view.switchDuration = duration
                }
                carryOut(binding.appSet(parent.presentation.wrappedValue, animated: animation.isAnimated), on: view)
            }
        }

        /// The items changed: inserts, removals and moves as batch updates (each cell moves with
        /// its item and keeps its content's state), or a reload; the switcher keeps the top
        /// item's place either way.
        private func changeData(to now: [ID], in view: PresentationCollectionView, animation: HostingAnimation) {
            let old = identities
            identities = now
            ItemChangePlan.plan(from: old, to: now, shownCount: view.shownItemCount, animated: animation.isAnimated)
                .carryOut(on: view, animation: animation,
                          performBatch: { view.performItemUpdates($0, animated: $1) }, reload: { view.reloadData() })
        }

        private func carryOut(_ commands: [BindingCommand<Selection>], on view: PresentationCollectionView) {
            for command in commands {
                switch command {
                case .scroll(let selection, let animated):
                    view.setPresentation(parent.layout(selection), animated: animated)
                case .write(let selection):
                    channel.write { [weak self] in
                        guard let self, self.binding.sync.isLatest(selection) else { return }
                        self.parent.presentation.wrappedValue = selection
                    }
                }
            }
        }

        /// The layout pass: cells whose content is stale are hosted again.
        private func didLayout(_ view: PresentationCollectionView) {
            // While an item is held the visible index paths are UIKit's live order, not the
            // data's: re-hosting now would give the held and displaced cells the wrong
            // elements. The driver lays the view out again after the drop or the cancel.
            guard !view.isReordering else { return }
            channel.update {
                let visible = {
                    view.visibleHostingCells(PresentationHostingCell.self).compactMap { cell, indexPath in
                        self.element(at: indexPath.item)
                            .map { (cell: cell, identity: $0[keyPath: self.parent.id], item: $0) }
                    }
                }
                hosting.flush(visible) { cell, _, element in configure(cell, showing: element, in: view, at: nil) }
            }
        }

        /// Hosts `element`'s content in `cell` for the presentation style the cell is in, and
        /// again whenever UIKit gives the cell another style.
        private func configure(_ cell: PresentationHostingCell, showing element: Data.Element, in view: UICollectionView,
                               at indexPath: IndexPath?) {
            let attributes = indexPath.flatMap { view.collectionViewLayout.layoutAttributesForItem(at: $0) }
            let fresh = attributes as? PresentationLayoutAttributes
            let style = cell.cellStyle ?? fresh?.cellStyle ?? PresentationCellStyle(kind: .list, aspect: .horizontal)
            // A cell already given attributes keeps what `apply(_:)` told it; a new one reads them.
            if cell.cellStyle == nil, let fresh { cell.sizesItself = fresh.sizesItself }
            cell.cellStyle = style
            let identity = element[keyPath: parent.id]
            cell.render = { [weak self, weak cell] style in
                guard let self, let cell else { return }
                self.hosting.host(self.content(element, style, in: cell), identity: identity, in: cell)
            }
            hosting.host(content(element, style, in: cell), identity: identity, in: cell)
        }

        /// The item's content; in a cell that gives its own height, at its ideal height (what
        /// the cell measures: a flexible view would otherwise take any height it is offered).
        /// The same view type either way, so the content keeps its state through a switch.
        private func content(_ element: Data.Element, _ style: PresentationCellStyle,
                             in cell: PresentationHostingCell) -> some View {
            parent.content(element, style).fixedSize(horizontal: false, vertical: cell.sizesItself)
        }

        /// The element shown at `index`: the data's, through the moves UIKit has shown since.
        private func element(at index: Int) -> Data.Element? {
            parent.data.element(atOffset: shownMoves.source(of: ItemIndex(item: index)).item)
        }

        // MARK: - PresentationCollectionViewReorderingDataSource

        /// A drop or a VoiceOver move: the view already shows it, so the identities are moved
        /// first and the app's own move of its data (in `onMove`) is no news when SwiftUI hands
        /// it over — no second move, no reload, the cell keeps its hosted state. An app that
        /// moves otherwise (or not at all) gets the difference as batch updates.
        public func presentationView(_ presentationView: PresentationCollectionView,
                                     moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            let move = ReorderMove(from: ItemIndex(sourceIndexPath), to: ItemIndex(destinationIndexPath))
            guard let action = parent.moveAction, move.changesOrder else { return }
            identities = move.applied(to: identities)
            shownMoves.append(move)
            let (source, destination) = move.offsets
            channel.write { action(source, destination) }
            dropTurn.begin()
        }

        // MARK: - UICollectionViewDataSource

        /// The number of items (one section).
        public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            parent.data.count
        }

        /// A hosting cell showing the item's content for the presentation it is in, identified
        /// by the item.
        public func collectionView(_ collectionView: UICollectionView,
                                   cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: PresentationHostingCell.presentationReuseIdentifier, for: indexPath)
            if let cell = cell as? PresentationHostingCell, let element = element(at: indexPath.item) {
                configure(cell, showing: element, in: collectionView, at: indexPath)
            }
            return cell
        }
    }
}
#endif
