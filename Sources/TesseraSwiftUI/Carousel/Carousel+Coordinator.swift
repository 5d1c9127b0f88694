#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

extension Carousel {
    /// Joins a `Carousel`'s `CycleCollectionView` to the app: it hosts each item's content in
    /// its cell (``CellHosting``), forwards the binding's values, the carousel's reports and its
    /// layouts to the core's binding (``BoundPosition``), and carries out what they answer. It
    /// decides nothing.
    @MainActor
    public final class Coordinator: NSObject, CycleCollectionViewDelegate {
        private var parent: Carousel
        private let position: BoundPosition<CarouselBehavior, ID>
        private let hosting = CellHosting<ID>()
        /// The one custom transform the carousel is given; each update swaps what it calls.
        private let effect = ClosureRelay<CarouselItemProgress, ItemAppearance> { _ in .plain }
        private var identities: [ID] = []
        private var applied: CarouselOptions?

        init(_ parent: Carousel) {
            self.parent = parent
            position = BoundPosition(parent.position)
        }

        // MARK: - Joining

        func attach(_ view: CarouselContainerView, environment: EnvironmentValues) {
            position.channel.update {
                let cycle = view.cycleView
                _ = hosting.update(identitiesChanged: true, isEcho: false, environment: environment)
                adopt(environment.layoutDirection, in: cycle)
                cycle.register(HostingCell.self, forCellWithReuseIdentifier: HostingCell.reuseIdentifier)
                cycle.delegate = self
                apply(environment.carouselOptions, to: view)
                cycle.onBehaviorReport = { [weak self, weak view] report in
                    guard let self, let view else { return }
                    self.receive(report, from: view)
                }
                view.didLayout = { [weak self, weak view] in
                    guard let self, let view else { return }
                    self.didLayout(view.cycleView)
                }
                identities = parent.identities
                cycle.reloadData()
            }
        }

        func update(_ parent: Carousel, view: CarouselContainerView, animation: HostingAnimation,
                    environment: EnvironmentValues) {
            let cycle = view.cycleView, now = parent.identities
            self.parent = parent
            position.source = parent.position
            position.reducesMotion = environment.accessibilityReduceMotion
            position.channel.update {
                let isEcho = position.isEcho(identities: now, behavior: cycle.pager, layout: cycle.carouselLayout.carousel)
                if hosting.update(identitiesChanged: now != identities, isEcho: isEcho, environment: environment) {
                    view.setNeedsLayout()
                }
                // The data first: a layout the options cause must not meet the new items unannounced.
                if now != identities { changeData(to: now, in: cycle, animation: animation) }
                if adopt(environment.layoutDirection, in: cycle) {
                    cycle.alignment = cycle.alignment // lays the carousel out again, mirrored
                }
                apply(environment.carouselOptions, to: view)
                carryOut(position.appSet(animated: animation.isAnimated, identities: now, behavior: cycle.pager,
                                         layout: cycle.carouselLayout.carousel), on: cycle)
            }
        }

        /// The items changed: the carousel reconfigures its visible slots, or reloads if the
        /// count changed (`CarouselDataChange`), cross-fading inside an animated transaction, and
        /// keeps its current item by identity.
        private func changeData(to now: [ID], in cycle: CycleCollectionView, animation: HostingAnimation) {
            let old = identities
            identities = now
            position.dataWillChange()
            let apply: () -> Void
            switch CarouselDataChange.plan(from: old, to: now) {
            case .none: apply = {}
            case .reconfigure:
                // The cells stay: each slot's cell is configured again in place (a new item under
                // its own identity, an item that kept its index with its state).
                apply = { cycle.collectionView.reconfigureItems(at: cycle.collectionView.indexPathsForVisibleItems) }
            case .reload: apply = { cycle.reloadData() }
            }
            if animation.isAnimated {
                UIView.transition(with: cycle.collectionView, duration: HostingAnimation.crossFadeDuration,
                                  options: [.transitionCrossDissolve, .allowUserInteraction], animations: apply)
            } else {
                apply()
            }
            carryOut(position.dataDidChange(from: old, to: now, behavior: cycle.pager, layout: cycle.carouselLayout.carousel), on: cycle)
        }

        private func receive(_ report: BehaviorReport<CarouselBehavior.Effect>, from view: CarouselContainerView) {
            let cycle = view.cycleView
            // The end of a motion flushes an echo's deferred re-hosting.
            if hosting.receive(report) { view.setNeedsLayout() }
            if case .effect(.itemSelected(let index)) = report, let action = parent.selectAction,
               let element = parent.data.element(atOffset: index) {
                position.channel.write { action(element) }
            }
            carryOut(position.receive(report, behavior: cycle.pager, layout: cycle.carouselLayout.carousel,
                                      contentOffset: cycle.collectionView.contentOffset), on: cycle)
        }

        /// The layout pass: stale cells are hosted again and a custom transform is drawn again
        /// (its closure may read what the cells do), then a value that waited for a layout is
        /// shown.
        private func didLayout(_ cycle: CycleCollectionView) {
            position.channel.update {
                let flushed = hosting.flush({ visibleCells(of: cycle) }) { cell, identity, element in
                    hosting.host(parent.content(element), identity: identity, in: cell)
                }
                if flushed, case .custom = applied?.transform {
                    cycle.carouselLayout.invalidateLayout()
                    cycle.layoutIfNeeded()
                }
                carryOut(position.componentDidLayout(identities: identities, behavior: cycle.pager,
                                                     layout: cycle.carouselLayout.carousel), on: cycle)
            }
        }

        private func carryOut(_ commands: [BindingCommand<Int>], on cycle: CycleCollectionView) {
            for command in commands {
                switch command {
                case .scroll(let index, let animated):
                    cycle.scrollToItem(at: index, animated: animated)
                case .write(let index):
                    position.write(index, identities: identities, behavior: cycle.pager, layout: cycle.carouselLayout.carousel)
                }
            }
        }

        @discardableResult
        private func adopt(_ direction: SwiftUI.LayoutDirection, in cycle: CycleCollectionView) -> Bool {
            guard cycle.adopt(direction) else { return false }
            cycle.collectionView.semanticContentAttribute = cycle.semanticContentAttribute
            return true
        }

        /// The hosting cells on screen, each with the identity and element of the item its slot
        /// stands for now.
        private func visibleCells(of cycle: CycleCollectionView) -> [(cell: HostingCell, identity: ID, item: Data.Element)] {
            cycle.collectionView.visibleHostingCells().compactMap { cell, indexPath in
                guard let index = cycle.carouselLayout.dataIndex(forSlot: indexPath.item),
                      let element = parent.data.element(atOffset: index) else { return nil }
                return (cell, element[keyPath: parent.id], element)
            }
        }

        // MARK: - Options

        /// Sets what changed since the last update (each property lays the carousel out again).
        /// A custom transform goes through the relay: a new closure of the same reach is only
        /// drawn again, at the flush that re-hosts the cells (``didLayout(_:)``).
        private func apply(_ options: CarouselOptions, to view: CarouselContainerView) {
            let cycle = view.cycleView, last = applied
            applied = options
            if last?.loops != options.loops { cycle.isInfiniteLoop = options.loops }
            if last?.axis != options.axis { cycle.scrollDirection = options.axis == .vertical ? .vertical : .horizontal }
            if last?.spacing != options.spacing { cycle.minimumLineSpacing = options.spacing }
            if last?.insets != options.insets { cycle.paddingInset = UIEdgeInsets(options.insets) }
            if last?.itemSize != options.itemSize { cycle.itemSize = options.itemSize ?? .zero }
            if last?.aspectRatio != options.aspectRatio { cycle.itemSizeScale = options.aspectRatio ?? 0 }
            if last?.alignment != options.alignment { cycle.alignment = options.alignment }
            if last?.isPagingEnabled != options.isPagingEnabled { cycle.isPagingEnabled = options.isPagingEnabled }
            let transform = options.transform.relaying(through: effect)
            if !(last?.transform.hasSameShape(as: options.transform) ?? false) { cycle.itemTransform = transform }
            if last?.autoScroll != options.autoScroll { apply(options.autoScroll, to: cycle) }
            if last?.showsPageControl != options.showsPageControl {
                view.pageControl.isHidden = !options.showsPageControl
                view.setNeedsLayout()
            }
        }

        private func apply(_ autoScroll: CarouselOptions.AutoScroll, to cycle: CycleCollectionView) {
            switch autoScroll {
            case .off:
                cycle.isAutoScroll = false
            case .page(let interval):
                cycle.scrollType = .page
                cycle.autoScrollTimeInterval = interval
                cycle.isAutoScroll = true
            case .marquee(let speed):
                cycle.scrollType = .constantSpeed
                cycle.scrollSpeed = speed
                cycle.isAutoScroll = true
            }
        }

        // MARK: - CycleCollectionViewDelegate

        /// The number of items.
        public func collectionView(_ collectionView: CycleCollectionView, numberOfItemsInSection section: Int) -> Int {
            parent.data.count
        }

        /// A hosting cell showing the item's content (`indexPath` holds a data index).
        public func collectionView(_ collectionView: CycleCollectionView,
                                   cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: HostingCell.reuseIdentifier, for: indexPath)
            if let cell = cell as? HostingCell, let element = parent.data.element(atOffset: indexPath.item) {
                hosting.host(parent.content(element), identity: element[keyPath: parent.id], in: cell)
                cell.selectsOnActivate = { [weak self] in self?.parent.selectAction != nil }
            }
            return cell
        }
    }
}
#endif
