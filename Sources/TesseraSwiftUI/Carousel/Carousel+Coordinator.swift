#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore
import TesseraUIKit

extension Carousel {
    /// Joins a `Carousel`'s `CycleCollectionView` to the app's binding: it supplies the cells
    /// and forwards the binding's values, the carousel's reports and its layouts to a
    /// `BehaviorBinding`, then carries out what that answers. It decides nothing.
    @MainActor
    public final class Coordinator: NSObject, CycleCollectionViewDelegate {
        private var parent: Carousel
        private var binding = BehaviorBinding<CarouselBehavior>()
        private let channel: BindingChannel<Int>
        private var identities: [ID] = []
        private var environment = ForwardedEnvironment()
        private var applied: CarouselOptions?

        init(_ parent: Carousel) {
            self.parent = parent
            channel = BindingChannel(parent.currentIndex)
        }

        // MARK: - Joining

        func attach(_ view: CarouselContainerView, environment: EnvironmentValues) {
            let cycle = view.cycleView
            self.environment = ForwardedEnvironment(environment)
            adopt(environment.layoutDirection, in: cycle)
            cycle.register(HostingCell.self, forCellWithReuseIdentifier: HostingCell.reuseIdentifier)
            cycle.delegate = self
            apply(environment.carouselOptions, to: view)
            cycle.onBehaviorReport = { [weak self, weak cycle] report in
                guard let self, let cycle else { return }
                self.carryOut(self.binding.receive(report, behavior: cycle.pager, layout: cycle.carouselLayout.carousel,
                                                   contentOffset: cycle.collectionView.contentOffset), on: cycle)
            }
            view.didLayout = { [weak self, weak cycle] in
                guard let self, let cycle else { return }
                self.channel.update {
                    self.carryOut(self.binding.componentDidLayout(behavior: cycle.pager,
                                                                  layout: cycle.carouselLayout.carousel), on: cycle)
                }
            }
            identities = parent.identities
            cycle.reloadData()
        }

        func update(_ parent: Carousel, view: CarouselContainerView, transaction: Transaction,
                    environment: EnvironmentValues) {
            let cycle = view.cycleView
            self.parent = parent
            self.environment = ForwardedEnvironment(environment)
            channel.binding = parent.currentIndex
            binding.reducesMotion = environment.accessibilityReduceMotion
            channel.update {
                if adopt(environment.layoutDirection, in: cycle) {
                    cycle.alignment = cycle.alignment // lays the carousel out again, mirrored
                }
                apply(environment.carouselOptions, to: view)
                let now = parent.identities
                if now != identities {
                    let old = identities
                    identities = now
                    binding.dataWillChange()
                    cycle.reloadData()
                    carryOut(binding.dataDidChange(from: old, to: now, behavior: cycle.pager,
                                                   layout: cycle.carouselLayout.carousel), on: cycle)
                } else {
                    refreshVisibleCells(of: cycle)
                }
                carryOut(binding.appSet(parent.currentIndex.wrappedValue, animated: transaction.animatesChanges,
                                        behavior: cycle.pager, layout: cycle.carouselLayout.carousel), on: cycle)
            }
        }

        private func carryOut(_ commands: [BindingCommand<Int>], on cycle: CycleCollectionView) {
            for command in commands {
                switch command {
                case .scroll(let index, let animated):
                    cycle.scrollToItem(at: index, animated: animated)
                case .write(let index):
                    channel.write(index) { [weak self] in self?.binding.sync.isLatest(index) ?? false }
                }
            }
        }

        @discardableResult
        private func adopt(_ direction: SwiftUI.LayoutDirection, in cycle: CycleCollectionView) -> Bool {
            guard cycle.adopt(direction) else { return false }
            cycle.collectionView.semanticContentAttribute = cycle.semanticContentAttribute
            return true
        }

        /// Sets what changed since the last update (each property lays the carousel out again).
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
            if !(last?.transform.matches(options.transform) ?? false) { cycle.itemTransform = options.transform }
            if last?.autoScroll != options.autoScroll {
                switch options.autoScroll {
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
            view.pageControl.isHidden = !options.showsPageControl
        }

        /// Visible cells show the latest content closure (it may read state that changed).
        private func refreshVisibleCells(of cycle: CycleCollectionView) {
            for (cell, indexPath) in cycle.collectionView.visibleHostingCells() {
                guard let index = cycle.carouselLayout.dataIndex(forSlot: indexPath.item),
                      let element = parent.data.element(atOffset: index) else { continue }
                cell.show(parent.content(element).environment(forwarded: environment))
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
                cell.show(parent.content(element).environment(forwarded: environment))
            }
            return cell
        }
    }
}
#endif
