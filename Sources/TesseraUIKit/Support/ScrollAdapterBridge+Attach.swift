#if canImport(UIKit)
import UIKit
import TesseraCore

/// A layout subclass whose `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// asks the component's adapter where a release rests.
@MainActor
protocol ReleaseTargetingLayout: AnyObject {
    /// Where a release rests, from the proposed offset and the velocity UIKit passed.
    var releaseTarget: ((CGPoint, CGPoint) -> CGPoint)? { get set }
}

extension ScrollAdapterBridge {
    /// Wires `collectionView` to this bridge, as every component needs it: the bridge becomes
    /// its delegate, `layout` asks the adapter where releases rest, and a touch observer
    /// reports each finger (UIKit tells a delegate of drags, never of a finger that only
    /// rests). Every closure holds the bridge weakly: the view owns the bridge.
    func attach(to collectionView: UICollectionView, layout: some ReleaseTargetingLayout) {
        attachScrolling(to: collectionView, layout: layout)
    }

    fileprivate func attachScrolling(to collectionView: UICollectionView, layout: some ReleaseTargetingLayout) {
        collectionView.delegate = self
        layout.releaseTarget = { [weak self] in
            self?.layoutTargetContentOffset(forProposedContentOffset: $0, withScrollingVelocity: $1) ?? $0
        }
        collectionView.addGestureRecognizer(TouchObserver(
            began: { [weak self] in self?.touchesBegan($0) },
            ended: { [weak self] in self?.touchesEnded($0) ?? false },
            reset: { [weak self] in self?.touchesReset() }))
    }
}

extension ScrollAdapterBridge where Behavior: AccessibleScrollBehavior {
    /// The wiring above, and a `PagingCollectionView` passes VoiceOver's three-finger scrolls
    /// on to the adapter.
    func attach(to collectionView: UICollectionView, layout: some ReleaseTargetingLayout) {
        attachScrolling(to: collectionView, layout: layout)
        (collectionView as? PagingCollectionView)?.accessibilityScrollHandler = { [weak self] in
            self?.voiceOverScroll($0) ?? false
        }
    }
}

extension GridPagedFlowLayout: ReleaseTargetingLayout {}
extension CarouselCollectionViewLayout: ReleaseTargetingLayout {}
extension InfiniteGridCollectionViewLayout: ReleaseTargetingLayout {}
extension PagesCollectionViewLayout: ReleaseTargetingLayout {}
extension TabStripCollectionViewLayout: ReleaseTargetingLayout {}
extension PresentationCollectionViewLayout: ReleaseTargetingLayout {}
#endif
