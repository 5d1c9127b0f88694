#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - UICollectionViewDataSource, UICollectionViewDelegate

extension GridPageView: UICollectionViewDataSource, UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        max(0, dataSource?.numberOfItems() ?? 0)
    }

    public func collectionView(_ collectionView: UICollectionView,
                               cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = dataSource?.cellForItemAt(pageView: self, collectionView: collectionView, indexPath: indexPath) {
            return cell
        }
        // UIKit throws for a cell that was not dequeued; an empty registered cell is safe.
        return collectionView.dequeueReusableCell(withReuseIdentifier: Self.fallbackReuseIdentifier, for: indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        perform(pager.didSelectItem(at: ItemIndex(indexPath), scroll: scrollState, layout: flowLayout.gridLayout))
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        perform(pager.didScroll(scrollState, layout: flowLayout.gridLayout))
        delegate?.scrollViewDidScroll(scrollView)
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        settleDriver.cancel()
        isAnimatingProgrammatically = false
        perform(pager.willBeginDragging(scrollState, layout: flowLayout.gridLayout))
    }

    /// The layout has already chosen the page (`GridPagedFlowLayout.targetContentOffset`).
    /// The core decides how the content gets there (`ScrollState.releaseMotion`, as in the
    /// engine): the page spring, which UIKit cannot play, so its deceleration is stopped and
    /// the driver plays it; or UIKit's own deceleration or edge bounce.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let perSecond = ScrollVelocity.pointsPerSecond(fromPointsPerMillisecond: velocity)
        let state = scrollState
        let proposed = targetContentOffset.pointee
        var target = proposed
        perform(pager.willEndDragging(state, layout: flowLayout.gridLayout, velocity: perSecond,
                                      targetContentOffset: &target))
        let motions = [Axis.horizontal, .vertical].map {
            state.releaseMotion(along: $0, velocity: perSecond, proposed: proposed, target: target,
                                style: pager.settleStyle)
        }
        let springs = motions.compactMap { if case .spring(let parameters) = $0 { parameters } else { nil } }
        let bounces = motions.contains { if case .bounceBack = $0 { true } else { false } }
        guard let spring = springs.first, !bounces else {
            targetContentOffset.pointee = target
            return
        }
        targetContentOffset.pointee = scrollView.contentOffset
        settleDriver.spring(to: target, velocity: perSecond, parameters: spring) { [weak self] in
            guard let self else { return }
            self.perform(self.pager.didEndDecelerating(self.scrollState, layout: self.flowLayout.gridLayout))
        }
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        perform(pager.didEndDragging(scrollState, layout: flowLayout.gridLayout,
                                     willDecelerate: decelerate || settleDriver.isRunning))
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        perform(pager.didEndDecelerating(scrollState, layout: flowLayout.gridLayout))
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        isAnimatingProgrammatically = false
        perform(pager.didEndScrollingAnimation(scrollState, layout: flowLayout.gridLayout))
    }
}
#endif
