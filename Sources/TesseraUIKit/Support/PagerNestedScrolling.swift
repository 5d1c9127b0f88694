#if canImport(UIKit)
import UIKit
import ObjectiveC
import TesseraCore

/// How a component's collection view takes part in nested scrolling: a pager's pages host
/// inner scroll views; a pager or a non-looping carousel inside a page hands the pan over to
/// the pager around it at its edge (`NestedScrollHandoff` decides; `NestedEngines` tests it).
struct NestedScrollingRole {
    /// Whether inner scroll views along the same axis may hand over to this one (a pager's pages).
    var isHost = false
    /// The axis this collection view can hand over along, or `nil` if it cannot now (a
    /// looping carousel has no edge).
    var axis: () -> Axis? = { nil }
    /// Whether it shows its first page or item (a navigation controller's swipe-back goes
    /// first there, `NestedScrollHandoff.yieldsToSwipeBack`).
    var isAtStart: () -> Bool = { true }
    /// Whether it looks for a pager around it. The component's `handsOverToEnclosingPager`.
    var handsOver = true
    /// The component's `yieldsToSwipeBackAtStart`.
    var yieldsToSwipeBack = true
    /// The link to the pager around it, while it is in a window inside one.
    var link: NestedScrollLink?
    /// As a host: the links of the scroll views inside it.
    var inners = NSHashTable<NestedScrollLink>.weakObjects()
}

/// One pan shared by an inner paging collection view and the pager it sits in, carried out as
/// `NestedScrollHandoff` says, as `NestedEngines` does in the tests:
/// - both pans recognise together (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`),
///   so UIKit drags both and sends each its own callbacks;
/// - after each move of either (the inner's pan action, KVO of either offset: UIKit documents
///   no order between two recognisers' actions, so both are answered, and the answer depends
///   only on the finger's travel), both offsets are set to the hand-off's shares — the inner
///   never rubber-bands, the outer takes the rest;
/// - at the release, `scrollViewWillEndDragging` of the one that does not own the pan hears a
///   zero velocity (`nestedReleaseVelocity`), so its component's target is where it is.
///
/// Known cost (device review, finding 3): UIKit's own move of the outer lands before the share
/// is set back, and its `scrollViewDidScroll` runs inside that `setContentOffset`, before KVO:
/// the outer's core sees a step and a step back each frame of a mid-range inner pan, so its
/// pages start a transition to the neighbour they never make (pinned by the engine test
/// `aMidRangeInnerPan_todayStartsAnAppearanceOnTheOuter`). Applying the share inside an
/// overridden `contentOffset` setter would keep UIKit's move from landing, but it is left for a
/// device: UIKit documents neither that its pan, deceleration, bounce and `scrollRectToVisible`
/// all go through that setter (some move `bounds` directly), nor whether the pan computes the
/// next offset from the current one (a clamped write would then be read back as the finger's
/// position and the pan would drift) or from where it began; and every programmatic write made
/// during a pan (selection, the header's alignment) would be rewritten too. Getting that wrong
/// breaks every swipe of every pager, which is worse than the spurious transition.
@MainActor
final class NestedScrollLink: NSObject {
    private(set) weak var inner: PagingCollectionView?
    private(set) weak var outer: PagingCollectionView?
    private(set) var handoff: NestedScrollHandoff
    /// The pan's translation along the axis when it began (the travel is counted from there).
    private var origin: CGFloat = 0
    private var isPanning = false
    private var isSetting = false
    private var observations: [NSKeyValueObservation] = []

    init(inner: PagingCollectionView, outer: PagingCollectionView, axis: Axis, yieldsToSwipeBack: Bool) {
        self.inner = inner
        self.outer = outer
        handoff = NestedScrollHandoff(axis: axis, yieldsToSwipeBackAtStart: yieldsToSwipeBack)
        super.init()
        inner.panGestureRecognizer.addTarget(self, action: #selector(panned(_:)))
        observations = [inner, outer].map { scrollView in
            scrollView.observe(\.contentOffset, options: []) { [weak self] _, _ in
                let link = self
                runOnMainThread { link?.impose() }
            }
        }
        outer.nesting.inners.add(self)
    }

    /// Lets go of both scroll views.
    func invalidate() {
        observations.forEach { $0.invalidate() }
        observations = []
        inner?.panGestureRecognizer.removeTarget(self, action: #selector(panned(_:)))
        outer?.nesting.inners.remove(self)
        isPanning = false
    }

    /// Whether the inner's pan is under way or ending now (its state during the release's
    /// callbacks is `.ended`).
    var isTracking: Bool {
        guard let state = inner?.panGestureRecognizer.state else { return false }
        return state == .began || state == .changed || state == .ended
    }

    /// The velocity `scrollView` hears at the release.
    func releaseVelocity(for scrollView: NestedScrollHandoff.Owner, _ velocity: CGPoint) -> CGPoint {
        handoff.releaseVelocity(for: scrollView, velocity)
    }

    /// Whether the pans wait for a navigation controller's edge swipe.
    var yieldsToSwipeBack: Bool {
        handoff.yieldsToSwipeBack(outerAtStart: outer?.nesting.isAtStart() ?? true,
                                  innerAtStart: inner?.nesting.isAtStart() ?? true)
    }

    @objc private func panned(_ pan: UIPanGestureRecognizer) {
        guard let inner, let outer else { return }
        switch pan.state {
        case .began:
            origin = handoff.axis.main(pan.translation(in: inner))
            handoff.panBegan(innerOffset: handoff.axis.main(inner.contentOffset),
                             outerOffset: handoff.axis.main(outer.contentOffset))
            isPanning = true
        case .changed:
            impose()
        default:
            isPanning = false
        }
    }

    /// Sets both offsets to the hand-off's shares of the finger's travel so far.
    private func impose() {
        guard isPanning, !isSetting, let inner, let outer else { return }
        let axis = handoff.axis
        let travel = -(axis.main(inner.panGestureRecognizer.translation(in: inner)) - origin)
        let inside = ScrollState(scrollView: inner), around = ScrollState(scrollView: outer)
        let shares = handoff.panMoved(by: travel,
                                      innerRange: axis.main(inside.minimumOffset)...max(axis.main(inside.minimumOffset),
                                                                                         axis.main(inside.maximumOffset)),
                                      outerRange: axis.main(around.minimumOffset)...max(axis.main(around.minimumOffset),
                                                                                         axis.main(around.maximumOffset)),
                                      outerViewport: axis.main(around.viewportSize))
        isSetting = true
        set(inner, to: shares.inner)
        set(outer, to: shares.outer)
        isSetting = false
    }

    /// The property, not `setContentOffset(_:animated:)`: the drag goes on from the offset set
    /// under it.
    private func set(_ scrollView: UIScrollView, to main: CGFloat) {
        let axis = handoff.axis
        let offset = axis.point(main: main, cross: axis.cross.main(scrollView.contentOffset))
        if scrollView.contentOffset != offset { scrollView.contentOffset = offset }
    }
}

// MARK: - The collection views' side

extension PagingCollectionView: UIGestureRecognizerDelegate {
    /// Looks for the pager this collection view sits in (moved into a window) or lets go of it.
    func updateNestedScrollLink() {
        let host = window == nil || !nesting.handsOver ? nil : enclosingHost()
        guard host !== nesting.link?.outer else { return }
        nesting.link?.invalidate()
        nesting.link = nil
        guard let host, let axis = nesting.axis() else { return }
        nesting.link = NestedScrollLink(inner: self, outer: host, axis: axis, yieldsToSwipeBack: nesting.yieldsToSwipeBack)
    }

    /// The nearest pager around this one scrolling along the same axis.
    private func enclosingHost() -> PagingCollectionView? {
        guard let axis = nesting.axis() else { return nil }
        var view = superview
        while let current = view {
            if let host = current as? PagingCollectionView, host.nesting.isHost, host.nesting.axis() == axis { return host }
            view = current.superview
        }
        return nil
    }

    /// The velocity this collection view's component hears at a release: none if the pan was
    /// the other scroll view's.
    func nestedReleaseVelocity(_ velocity: CGPoint) -> CGPoint {
        if let link = nesting.link, link.isTracking { return link.releaseVelocity(for: .inner, velocity) }
        for link in nesting.inners.allObjects where link.isTracking {
            return link.releaseVelocity(for: .outer, velocity)
        }
        return velocity
    }

    /// The inner's pan and the pager's recognise together; every other pair as UIKit decides.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer {
            if let outer = nesting.link?.outer, other === outer.panGestureRecognizer { return true }
            for link in nesting.inners.allObjects
            where other === link.inner?.panGestureRecognizer { return true }
        }
        return uikitAnswer(#selector(UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)),
                           gestureRecognizer, other)
    }

    /// A navigation controller's swipe-back goes first while the pager and the scroll view in
    /// it both show their first page. `NestedScrollHandoff` says the pans wait for its
    /// recogniser to fail; asked here rather than set once with `require(toFail:)`, because the
    /// answer changes with the pages and a failure requirement cannot be taken back.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, let swipeBack = navigationSwipeBack, other === swipeBack,
           let link = linkUnderTouch(of: gestureRecognizer) {
            return link.yieldsToSwipeBack
        }
        return uikitAnswer(#selector(UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRequireFailureOf:)),
                           gestureRecognizer, other)
    }

    /// The link whose pan this is: this view's own, or (a pager) that of the inner scroll view
    /// the finger is on.
    private func linkUnderTouch(of pan: UIGestureRecognizer) -> NestedScrollLink? {
        if let link = nesting.link { return link }
        return nesting.inners.allObjects.first { link in
            guard let inner = link.inner, inner.window != nil else { return false }
            return inner.bounds.contains(pan.location(in: inner))
        }
    }

    /// The interactive pop recogniser of the navigation controller this view is shown in.
    private var navigationSwipeBack: UIGestureRecognizer? {
        var responder: UIResponder? = next
        while let current = responder {
            if let controller = current as? UIViewController {
                return controller.navigationController?.interactivePopGestureRecognizer
            }
            responder = current.next
        }
        return nil
    }

    /// What UIScrollView answers itself when it implements the question (it is its own pan's
    /// delegate), `false` otherwise: implementing the method here must not change any other pair.
    private func uikitAnswer(_ selector: Selector, _ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        guard UICollectionView.instancesRespond(to: selector),
              let implementation = class_getMethodImplementation(UICollectionView.self, selector) else { return false }
        typealias Question = @convention(c) (AnyObject, Selector, UIGestureRecognizer, UIGestureRecognizer) -> Bool
        return unsafeBitCast(implementation, to: Question.self)(self, selector, first, second)
    }
}
#endif
