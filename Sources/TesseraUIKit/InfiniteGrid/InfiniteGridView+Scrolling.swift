#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - Forwarding to the scroller

extension InfiniteGridView {
    /// What a delegate would read off the view; an animation played by the motion driver
    /// counts as a programmatic animation, as it does in the engine.
    var scrollState: ScrollState {
        ScrollState(scrollView: self, isAnimating: motionDriver.isRunning)
    }

    /// Performs the scroller's effects.
    func perform(_ effects: [InfiniteGridScroller.Effect]) {
        for effect in effects {
            switch effect {
            case .recenter(let delta):
                // Offset and cells move together: the new offset and the invalidated layout
                // are applied in the same layout pass, before the frame is committed, so
                // nothing flickers. A drag, a UIKit deceleration and the driver's animation
                // all continue at the same velocity.
                UIView.performWithoutAnimation {
                    gridLayout.recenter(by: delta)
                    motionDriver.shift(by: delta)
                }
            case .scroll(let offset, let animated):
                scroll(toOffset: offset, animated: animated)
            case .centerChanged(let coordinates):
                gridDelegate?.infiniteGridView(self, didChangeCenterTo: coordinates)
            case .tileSelected(let coordinates):
                gridDelegate?.infiniteGridView(self, didSelectTileAt: grid.dataCoordinates(for: coordinates))
            }
        }
    }

    /// Not animated: `setContentOffset(_:animated: false)`, which ends any motion, as in the
    /// engine. Animated: the motion driver plays the core's ease-in-out curve, because a UIKit
    /// scroll animation interpolates towards a fixed offset and cannot follow a recentre,
    /// while the driver's motion shifts with every recentre.
    private func scroll(toOffset offset: CGPoint, animated: Bool) {
        motionDriver.cancel()
        guard animated else {
            setContentOffset(offset, animated: false)
            return
        }
        let now = CACurrentMediaTime(), from = contentOffset
        let duration = CurveAnimation.defaultDuration
        motionDriver.play(
            x: .animating(CurveAnimation(from: from.x, to: offset.x, duration: duration, curve: .easeInOut), start: now),
            y: .animating(CurveAnimation(from: from.y, to: offset.y, duration: duration, curve: .easeInOut), start: now)
        ) { [weak self] in
            guard let self else { return }
            self.perform(self.scroller.didEndScrollingAnimation(self.scrollState, layout: self.grid))
            self.gridDelegate?.infiniteGridViewDidEndScrolling(self)
        }
    }
}

/// The collection view's data source and delegate: slots in, tiles out.
@MainActor
final class InfiniteGridCoordinator: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
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
        view.configuredTiles[indexPath.item] = tile
        let data = view.grid.dataCoordinates(for: tile)
        if let dataSource = view.gridDataSource {
            return dataSource.infiniteGridView(view, cellForTileAt: data, indexPath: indexPath)
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: InfiniteGridView.tileReuseIdentifier,
                                                      for: indexPath)
        (cell as? InfiniteGridTileCell)?.coordinates = data
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let view = gridView else { return }
        collectionView.deselectItem(at: indexPath, animated: false)
        view.perform(view.scroller.didSelectItem(at: ItemIndex(indexPath), scroll: view.scrollState, layout: view.grid))
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let view = gridView else { return }
        let before = view.scroller.recenterCount
        view.perform(view.scroller.didScroll(view.scrollState, layout: view.grid))
        // A recentre calls back here (its own didScroll, reported there); the delegate hears
        // about real movement once.
        if view.scroller.recenterCount == before { view.gridDelegate?.infiniteGridViewDidScroll(view) }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard let view = gridView else { return }
        view.motionDriver.cancel()
        view.perform(view.scroller.willBeginDragging(view.scrollState, layout: view.grid))
    }

    /// UIKit passes points per millisecond; the core takes points per second (converted here,
    /// the one place). The scroller leaves free scrolling's target alone.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let view = gridView else { return }
        let perSecond = ScrollVelocity.pointsPerSecond(fromPointsPerMillisecond: velocity)
        var target = targetContentOffset.pointee
        view.perform(view.scroller.willEndDragging(view.scrollState, layout: view.grid, velocity: perSecond,
                                                   targetContentOffset: &target))
        targetContentOffset.pointee = target
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard let view = gridView else { return }
        view.perform(view.scroller.didEndDragging(view.scrollState, layout: view.grid, willDecelerate: decelerate))
        if !decelerate { view.gridDelegate?.infiniteGridViewDidEndScrolling(view) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard let view = gridView else { return }
        view.perform(view.scroller.didEndDecelerating(view.scrollState, layout: view.grid))
        view.gridDelegate?.infiniteGridViewDidEndScrolling(view)
    }

    /// The offset is a position in a recentred window; scrolling "to the top" would only
    /// reach the window's edge.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { false }
}
#endif
