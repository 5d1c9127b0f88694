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
            if scrollType == .constantSpeed { notifyScrollEnded() }
        case .itemSelected(let index):
            didSelectItemBlock?(index)
        case .scroll, .recenter:
            break // carried out by the adapter
        }
        onBehaviorReport?(.effect(effect))
    }

    /// The ends the pager heard are YJCycleCollectionView's end-of-scroll report.
    func heard(_ event: ScrollEvent) {
        switch event {
        case .didEndDecelerating, .didEndScrollingAnimation, .didEndDragging(willDecelerate: false):
            notifyScrollEnded()
        default:
            break
        }
        onBehaviorReport?(.heard(event))
    }

    /// YJCycleCollectionView's end-of-scroll report: the index (−1 without paging) and the
    /// offset within one cycle.
    func notifyScrollEnded() {
        guard let block = didScrollItemOperationBlock else { return }
        block(isPagingEnabled && scrollType == .page ? currentIndex : -1,
              carousel.cycleOffset(forContentOffset: collectionView.contentOffset))
    }

    /// A slot that stayed on screen must still show its item. Without prefetching that is
    /// always so; this guards against a cell UIKit kept for a slot that moved on.
    func reconfigureStaleSlots() {
        var stale: [IndexPath] = []
        for indexPath in collectionView.indexPathsForVisibleItems {
            guard let data = carouselLayout.dataIndex(forSlot: indexPath.item) else { continue }
            if let shown = slotData[indexPath.item], shown != data { stale.append(indexPath) }
        }
        if !stale.isEmpty { collectionView.reconfigureItems(at: stale) }
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
        view.slotData[indexPath.item] = data
        return delegate.collectionView(view, cellForItemAt: IndexPath(item: data, section: 0))
    }
}
#endif
