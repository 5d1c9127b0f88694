#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - Reports

extension InfiniteGridView {
    /// What the scroller reports.
    func report(_ effect: InfiniteGridBehavior.Effect) {
        switch effect {
        case .centerChanged(let coordinates):
            gridDelegate?.infiniteGridView(self, didChangeCenterTo: coordinates)
        case .tileSelected(let coordinates):
            gridDelegate?.infiniteGridView(self, didSelectTileAt: grid.dataCoordinates(for: coordinates))
        case .recenter, .scroll:
            break // carried out by the adapter
        }
        onBehaviorReport?(.effect(effect))
    }

    /// What the scroller heard, for the grid's delegate: real movement (a recentre's own
    /// scroll is not told) and the ends of scrolling.
    func heard(_ event: ScrollEvent) {
        switch event {
        case .didScroll:
            gridDelegate?.infiniteGridViewDidScroll(self)
        case .didEndDecelerating, .didEndScrollingAnimation, .didEndDragging(willDecelerate: false):
            gridDelegate?.infiniteGridViewDidEndScrolling(self)
        default:
            break
        }
        onBehaviorReport?(.heard(event))
    }
}

/// The collection view's data source: slots in, tiles out.
@MainActor
final class InfiniteGridDataSource: NSObject, UICollectionViewDataSource {
    weak var gridView: InfiniteGridView?

    func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        gridView?.gridLayout.numberOfSlots ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let view = gridView, let tile = view.gridLayout.tile(forSlot: indexPath.item) else {
            // UIKit throws for a cell that was not dequeued; an empty registered cell is safe.
            return collectionView.dequeueReusableCell(withReuseIdentifier: InfiniteGridView.tileReuseIdentifier,
                                                      for: indexPath)
        }
        view.configuredTiles.configured(slot: indexPath.item, with: tile)
        let data = view.grid.dataCoordinates(for: tile)
        if let dataSource = view.gridDataSource {
            return dataSource.infiniteGridView(view, cellForTileAt: data, indexPath: indexPath)
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: InfiniteGridView.tileReuseIdentifier,
                                                      for: indexPath)
        (cell as? InfiniteGridTileCell)?.coordinates = data
        return cell
    }
}
#endif
