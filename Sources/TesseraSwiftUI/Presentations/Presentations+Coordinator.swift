#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

extension Presentations {
    /// Joins a `Presentations`' `PresentationCollectionView` to the app's binding: it supplies
    /// the cells and forwards the binding's values and the collection's reports to a
    /// `PresentationBinding`, then carries out what that answers (a scroll is a switch). It
    /// decides nothing.
    @MainActor
    public final class Coordinator: NSObject, UICollectionViewDataSource {
        private var parent: Presentations
        private var binding: PresentationBinding<Selection>
        private let channel: BindingChannel<Selection>
        private var identities: [ID] = []
        private var environment = ForwardedEnvironment()
        private var appliedDuration: TimeInterval?

        init(_ parent: Presentations) {
            self.parent = parent
            binding = PresentationBinding(shown: parent.presentation.wrappedValue)
            channel = BindingChannel(parent.presentation)
        }

        // MARK: - Joining

        func attach(_ view: PresentationCollectionView, environment: EnvironmentValues) {
            self.environment = ForwardedEnvironment(environment)
            _ = view.adopt(environment.layoutDirection)
            view.register(PresentationHostingCell.self,
                          forCellWithReuseIdentifier: PresentationHostingCell.presentationReuseIdentifier)
            view.onBehaviorReport = { [weak self, weak view] report in
                guard let self, let view else { return }
                self.carryOut(self.binding.receive(report), on: view)
            }
            identities = parent.identities
            view.dataSource = self
        }

        func update(_ parent: Presentations, view: PresentationCollectionView, transaction: Transaction,
                    environment: EnvironmentValues) {
            self.parent = parent
            self.environment = ForwardedEnvironment(environment)
            channel.binding = parent.presentation
            binding.reducesMotion = environment.accessibilityReduceMotion
            channel.update {
                if view.adopt(environment.layoutDirection) { view.collectionViewLayout.invalidateLayout() }
                let duration = environment.presentationsSwitchDuration
                if duration != appliedDuration {
                    appliedDuration = duration
                    view.switchDuration = duration
                }
                let now = parent.identities
                if now != identities {
                    identities = now
                    // The switcher keeps the top item's place through a reload.
                    view.reloadData()
                } else {
                    refreshVisibleCells(of: view)
                }
                carryOut(binding.appSet(parent.presentation.wrappedValue, animated: transaction.animatesChanges),
                         on: view)
            }
        }

        private func carryOut(_ commands: [BindingCommand<Selection>], on view: PresentationCollectionView) {
            for command in commands {
                switch command {
                case .scroll(let selection, let animated):
                    view.setPresentation(parent.layout(selection), animated: animated)
                case .write(let selection):
                    channel.write(selection) { [weak self] in self?.binding.sync.isLatest(selection) ?? false }
                }
            }
        }

        /// Visible cells show the latest content closure (it may read state that changed).
        private func refreshVisibleCells(of view: PresentationCollectionView) {
            for (cell, indexPath) in view.visibleHostingCells(PresentationHostingCell.self) {
                configure(cell, at: indexPath, in: view)
            }
        }

        private func configure(_ cell: PresentationHostingCell, at indexPath: IndexPath, in view: UICollectionView) {
            guard let element = parent.data.element(atOffset: indexPath.item) else { return }
            let attributes = view.collectionViewLayout.layoutAttributesForItem(at: indexPath)
            let style = cell.cellStyle ?? (attributes as? PresentationLayoutAttributes)?.cellStyle
                ?? PresentationCellStyle(kind: .list, aspect: .horizontal)
            cell.cellStyle = style
            cell.render = { [weak self, weak cell] style in
                guard let self, let cell else { return }
                cell.show(self.parent.content(element, style).environment(forwarded: self.environment))
            }
            cell.show(parent.content(element, style).environment(forwarded: environment))
        }

        // MARK: - UICollectionViewDataSource

        /// The number of items (one section).
        public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            parent.data.count
        }

        /// A hosting cell showing the item's content for the presentation it is in.
        public func collectionView(_ collectionView: UICollectionView,
                                   cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: PresentationHostingCell.presentationReuseIdentifier, for: indexPath)
            if let cell = cell as? PresentationHostingCell { configure(cell, at: indexPath, in: collectionView) }
            return cell
        }
    }
}
#endif
