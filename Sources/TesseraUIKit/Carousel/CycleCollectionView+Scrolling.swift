#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - Reports

extension CycleCollectionView {
    /// The core layout, prepared for the collection view's current state.
    var carousel: CarouselLayout { carouselLayout.carousel }

    /// What the pager reports.
    func report(_ effect: CarouselBehavior.Effect) {
        switch effect {
        case .currentIndexChanged:
            syncPageControl()
            if settings.reportsEachNewItem { notifyScrollEnded() }
        case .itemSelected(let index):
            didSelectItemBlock?(index)
        case .scroll, .recenter:
            break // carried out by the adapter
        }
        onBehaviorReport?(.effect(effect))
    }

    /// The ends the pager heard are YJCycleCollectionView's end-of-scroll report.
    func heard(_ event: ScrollEvent) {
        if CycleSettings.endsScrolling(event) { notifyScrollEnded() }
        onBehaviorReport?(.heard(event))
    }

    /// YJCycleCollectionView's end-of-scroll report: the index (−1 without paging) and the
    /// offset within one cycle.
    func notifyScrollEnded() {
        guard let block = didScrollItemOperationBlock else { return }
        block(settings.reportedIndex(currentIndex: currentIndex),
              carousel.cycleOffset(forContentOffset: collectionView.contentOffset))
    }

    /// A slot that stayed on screen must still show its item. Without prefetching that is
    /// always so; this guards against a cell UIKit kept for a slot that moved on.
    func reloadStaleSlots() {
        // Only when UIKit knows the slots the layout lends: a reload against other counts throws.
        guard collectionView.numberOfSections > 0,
              collectionView.numberOfItems(inSection: 0) == carouselLayout.numberOfSlots else { return }
        let visible = collectionView.indexPathsForVisibleItems.map(\.item)
        collectionView.reloadSlots(slotData.staleSlots(among: visible) { [carouselLayout] in
            carouselLayout.dataIndex(forSlot: $0)
        })
    }
}

/// The collection view's data source: slots in, the app's items out. A separate object keeps
/// `CycleCollectionView`'s public surface exactly YJCycleCollectionView's.
@MainActor
final class CycleCollectionDataSource: NSObject, UICollectionViewDataSource {
    weak var cycleView: CycleCollectionView?

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        cycleView?.carouselLayout.numberOfSlots ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let view = cycleView, let data = view.carouselLayout.dataIndex(forSlot: indexPath.item),
              let delegate = view.delegate else {
            // UIKit throws for a cell that was not dequeued; an empty registered cell is safe.
            return collectionView.dequeueReusableCell(withReuseIdentifier: CycleCollectionView.fallbackReuseIdentifier,
                                                      for: indexPath)
        }
        view.configuringSlot = indexPath
        defer { view.configuringSlot = nil }
        view.slotData.configured(slot: indexPath.item, with: data)
        return delegate.collectionView(view, cellForItemAt: IndexPath(item: data, section: 0))
    }
}
#endif
