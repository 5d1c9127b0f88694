#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - Forwarding to the pager

extension CycleCollectionView {
    /// What a delegate would read off the collection view; a page animation played by the
    /// motion driver counts as a programmatic animation, as it does in the engine.
    var scrollState: ScrollState {
        ScrollState(scrollView: collectionView, isAnimating: motionDriver.isRunning)
    }

    var carousel: CarouselLayout { carouselLayout.carousel }

    /// Performs the pager's effects, then lets the auto-scroll clock follow its schedule.
    func perform(_ effects: [CarouselPager.Effect]) {
        for effect in effects {
            switch effect {
            case .scroll(let offset, let animated):
                scroll(to: offset, animated: animated)
            case .recenter(let delta):
                // UIKit decelerates onto the target `scrollViewWillEndDragging` chose; whether it
                // follows an offset moved under it is not documented, so a deceleration is left
                // alone and recentred when it ends. The loop's 2¹⁸ pt of margin is far more than
                // any deceleration travels (10,000 pt/s goes about 1,000 pt at the `.fast` rate).
                guard !collectionView.isDecelerating else { continue }
                carouselLayout.recenter(by: delta)
                motionDriver.shift(by: delta)
            case .currentIndexChanged:
                syncPageControl()
                UIAccessibility.post(notification: .pageScrolled, argument: pager.accessibility.value)
                if scrollType == .constantSpeed { notifyScrollEnded() }
            case .itemSelected(let index):
                didSelectItemBlock?(index)
            }
        }
        let state = scrollState
        clock.follow(pager.autoScrollSchedule(isIdle: state.isIdle))
    }

    /// Not animated: `setContentOffset(_:animated: false)`, which ends any motion, as in the
    /// engine. Animated: the motion driver plays the core's ease-in-out curve, because a
    /// UIKit scroll animation cannot be recentred under way (it interpolates towards a fixed
    /// offset), while the driver's motion shifts with every recentring.
    private func scroll(to offset: CGPoint, animated: Bool) {
        motionDriver.cancel()
        guard animated else {
            collectionView.setContentOffset(offset, animated: false)
            return
        }
        let now = CACurrentMediaTime(), from = collectionView.contentOffset
        let duration = CurveAnimation.defaultDuration
        motionDriver.play(x: .animating(CurveAnimation(from: from.x, to: offset.x, duration: duration, curve: .easeInOut), start: now),
                          y: .animating(CurveAnimation(from: from.y, to: offset.y, duration: duration, curve: .easeInOut), start: now)) {
            [weak self] in
            guard let self else { return }
            self.perform(self.pager.didEndScrollingAnimation(self.scrollState, layout: self.carousel))
            self.notifyScrollEnded()
        }
    }

    func autoScrollTick() {
        perform(pager.tick(scrollState, layout: carousel))
    }

    func touchDown() {
        perform(pager.didTouchDown(scrollState, layout: carousel))
    }

    func touchUp() {
        perform(pager.didTouchUp(scrollState, layout: carousel))
    }

    /// YJCycleCollectionView's end-of-scroll report: the index (−1 without paging) and the
    /// offset within one cycle.
    func notifyScrollEnded() {
        guard let block = didScrollItemOperationBlock else { return }
        block(isPagingEnabled && scrollType == .page ? pager.currentIndex : -1,
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

/// The collection view's data source and delegate. A separate object keeps
/// `CycleCollectionView`'s public surface exactly YJCycleCollectionView's.
@MainActor
final class CycleCollectionCoordinator: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
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

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let view = cycleView else { return }
        view.perform(view.pager.didSelectItem(at: ItemIndex(indexPath), scroll: view.scrollState, layout: view.carousel))
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let view = cycleView else { return }
        view.perform(view.pager.didScroll(view.scrollState, layout: view.carousel))
        view.reconfigureStaleSlots()
        view.syncPageControl()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard let view = cycleView else { return }
        view.motionDriver.cancel()
        view.perform(view.pager.willBeginDragging(view.scrollState, layout: view.carousel))
    }

    /// The layout has already snapped the target to a stop; the pager may re-aim a release
    /// without velocity by the drag's direction. UIKit then decelerates to it.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let view = cycleView else { return }
        let perSecond = ScrollVelocity.pointsPerSecond(fromPointsPerMillisecond: velocity)
        var target = targetContentOffset.pointee
        view.perform(view.pager.willEndDragging(view.scrollState, layout: view.carousel, velocity: perSecond,
                                                targetContentOffset: &target))
        targetContentOffset.pointee = target
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard let view = cycleView else { return }
        view.perform(view.pager.didEndDragging(view.scrollState, layout: view.carousel, willDecelerate: decelerate))
        if !decelerate { view.notifyScrollEnded() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard let view = cycleView else { return }
        // The recentring skipped while decelerating, now at rest.
        view.perform(view.pager.didScroll(view.scrollState, layout: view.carousel))
        view.perform(view.pager.didEndDecelerating(view.scrollState, layout: view.carousel))
        view.notifyScrollEnded()
    }
}
#endif
