#if canImport(UIKit)
import UIKit
import TesseraCore

/// Forwards a collection view's callbacks, verbatim, to a component's `ScrollViewAdapter` and
/// lends the core's performer (`ScrollViewHost.perform(_:)`) its primitives: the whole of
/// what runs between UIKit and the core.
///
/// It is the collection view's delegate for scrolling and selection; each UIKit callback is
/// one call into the adapter with `ScrollState(scrollView:)` (what the scroll view says now)
/// and the layout subclass's core layout. Each primitive is one UIKit call. There is no
/// decision here: the same adapter and performer run under the engine's fake UIKit in every
/// test.
@MainActor
final class ScrollAdapterBridge<Behavior: ScrollBehavior>: NSObject, UICollectionViewDelegate,
    @preconcurrency ScrollViewHost {
    var adapter: ScrollViewAdapter<Behavior>
    var performance = ScrollViewPerformance<Behavior>()
    private(set) weak var scrollView: UIScrollView?
    private let layout: () -> Behavior.Layout
    private let recenterLayout: (_ delta: CGPoint, _ landing: CGPoint) -> Void
    private let invalidate: () -> Void
    private lazy var clock = FrameClock { [weak self] time in self?.clockFired(at: time) }

    /// The behaviour's effects (page changes, selections…), for the component to report.
    var onEffect: (Behavior.Effect) -> Void = { _ in }
    /// What the behaviour heard, for the component's own delegate (scrolling ended…).
    var onTold: (ScrollEvent) -> Void = { _ in }
    /// A `scrollViewDidScroll` came in (after the adapter answered it).
    var onScroll: () -> Void = {}
    /// Every effect of one callback, once the callback is fully carried out: what a
    /// `ScrollLink` routes to another scroll view, in the order `LinkedEngines` routes it
    /// (after the call, never in the middle of carrying it out).
    var onCallbackEffects: ([Behavior.Effect]) -> Void = { _ in }
    /// Carries out `.setLayout`: makes the layout the collection view's and the offset its
    /// offset in one layout pass (the component's layout subclass). Only components that switch
    /// layouts set it.
    var applyLayout: ((Behavior.Layout, CGPoint, Bool) -> Void)?
    /// The presence the adapter heard (window, scene and app activation, visibility), for
    /// what else in the component follows it (a reorder in progress).
    var onPresenceChange: (ScrollViewPresence) -> Void = { _ in }
    /// Asks for a layout pass of the component (`setNeedsLayout()`), where the viewport
    /// question is asked.
    var requestLayout: () -> Void = {}

    /// - Parameters:
    ///   - layout: the core layout the collection view's layout is showing now.
    ///   - invalidate: the layout subclass's `invalidateLayout()`.
    ///   - recenter: moves the core layout, the offset and every cell by a delta (the layout
    ///     subclass's `recenter(by:)`); only components that recentre need it.
    ///   All capture the layout object, never the view unowned: the bridge outlives its view
    ///   within a callback that drops it (an app removing a banner from its selection block).
    init(behavior: Behavior, scrollView: UIScrollView, layout: @escaping () -> Behavior.Layout,
         invalidate: @escaping () -> Void,
         recenter: @escaping (_ delta: CGPoint, _ landing: CGPoint) -> Void = { _, _ in }) {
        adapter = ScrollViewAdapter(behavior: behavior)
        self.scrollView = scrollView
        self.layout = layout
        self.invalidate = invalidate
        recenterLayout = recenter
        super.init()
        activationObserver = ActivationObserver(scene: { [weak self] in self?.scene },
                                                sceneChanged: { [weak self] in self?.sceneActivationChanged(isActive: $0) },
                                                appChanged: { [weak self] in self?.appActivationChanged(isActive: $0) })
        // Built before the view has a window (most are), the adapter starts asleep: no
        // auto-scroll timer or display link for a view nobody sees yet.
        windowDidChange(isInWindow: scrollView.window != nil)
    }

    /// The behaviour.
    var behavior: Behavior { adapter.behavior }

    /// What the scroll view says now.
    var state: ScrollState {
        guard let scrollView else {
            return ScrollState(contentOffset: .zero, viewportSize: .zero, contentSize: .zero, contentInsets: .zero,
                               isDragging: false, isDecelerating: false, now: CACurrentMediaTime(),
                               pixelGrid: PixelGrid(scale: 2))
        }
        return ScrollState(scrollView: scrollView)
    }

    // MARK: - UIScrollViewDelegate, UICollectionViewDelegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        carryOut(adapter.scrollViewDidScroll(state, layout: layout()))
        onScroll()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        carryOut(adapter.scrollViewWillBeginDragging(state, layout: layout()))
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        var target = targetContentOffset.pointee
        // Nested in a pager (or holding one), the scroll view that does not own the pan hears none.
        let velocity = (scrollView as? PagingCollectionView)?.nestedReleaseVelocity(velocity) ?? velocity
        let actions = adapter.scrollViewWillEndDragging(state, layout: layout(), withVelocity: velocity,
                                                        targetContentOffset: &target)
        targetContentOffset.pointee = target
        carryOut(actions)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        carryOut(adapter.scrollViewDidEndDragging(state, layout: layout(), willDecelerate: decelerate))
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        carryOut(adapter.scrollViewDidEndDecelerating(state, layout: layout()))
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        carryOut(adapter.scrollViewDidEndScrollingAnimation(state, layout: layout()))
    }

    /// UIKit changed `adjustedContentInset` (a refresh control, bars, the app's `contentInset`),
    /// perhaps during a layout pass: the component's next pass asks whether the viewport
    /// changed (relaying out from here could re-enter the scroll view's own layout).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        requestLayout()
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        carryOut(adapter.didSelectItem(at: ItemIndex(indexPath), state, layout: layout()))
    }

    // MARK: - The layout, touches, the clock

    /// The layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
    func layoutTargetContentOffset(forProposedContentOffset proposed: CGPoint,
                                   withScrollingVelocity velocity: CGPoint) -> CGPoint {
        adapter.layoutTargetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity,
                                          state, layout: layout())
    }

    // MARK: - Layout passes (the rule is the core's: ScrollViewHost+LayoutPass.swift)

    /// Before a layout pass of the collection view (its own `layoutSubviews`, or a
    /// container's `layoutIfNeeded` of it): the core invalidates the layout if the viewport
    /// (size or adjusted insets) changed, and returns that change.
    @discardableResult
    func willLayOutSubviews() -> LayoutChangeReason? {
        var host = self
        return host.layoutPassWillBegin()
    }

    /// After that pass: the behaviour hears why the layout changed, if it did, and places the
    /// content. Returns the reason it heard, if any.
    @discardableResult
    func didLayOutSubviews() -> LayoutChangeReason? {
        var host = self
        return host.layoutPassDidEnd()
    }

    /// The component changed its layout (a reload, a configuration, new tab widths): the
    /// layout is invalidated, and the next pass ends with the behaviour hearing `reason`.
    func noteLayoutChange(_ reason: LayoutChangeReason) {
        var host = self
        host.layoutWillChange(for: reason)
    }

    /// A container's `layoutSubviews`: its collection view takes `frame` and lays out between
    /// the two calls; `beforePass` hears a new viewport before UIKit lays the items out,
    /// `afterPass` runs once the cells are placed, before the behaviour hears. Returns the
    /// reason the behaviour heard, if the layout changed.
    @discardableResult
    func layOutCollectionView(in frame: CGRect, beforePass: (LayoutChangeReason) -> Void = { _ in },
                              afterPass: () -> Void = {}) -> LayoutChangeReason? {
        // UIKit documents no shortcut for an equal frame; a pass sets it only when it moved.
        if scrollView?.frame != frame { scrollView?.frame = frame }
        if let reason = willLayOutSubviews() { beforePass(reason) }
        scrollView?.layoutIfNeeded()
        afterPass()
        return didLayOutSubviews()
    }

    /// A change the component has made (a reload, a new configuration, a jump), carried out
    /// now: the layout is invalidated and laid out, then the behaviour hears `reason`. In a
    /// container, `afterPass` runs between the pass and the behaviour; a view that is its own
    /// collection view hears the change inside `layoutIfNeeded` (its own `layoutSubviews`).
    func relayout(_ reason: LayoutChangeReason, afterPass: () -> Void = {}) {
        noteLayoutChange(reason)
        scrollView?.layoutIfNeeded()
        afterPass()
        didLayOutSubviews()
    }

    func touchesBegan(_ touches: [Int]) {
        carryOut(adapter.touchesBegan(touches, state, layout: layout()))
    }

    /// Returns whether a finger is still down.
    func touchesEnded(_ touches: [Int]) -> Bool {
        carryOut(adapter.touchesEnded(touches, state, layout: layout()))
        return adapter.isTouching
    }

    func touchesReset() {
        carryOut(adapter.touchesReset(state, layout: layout()))
    }

    /// Calls into the behaviour (a component command) and carries out its answer. `call` runs
    /// while the adapter is being changed: it must use only its arguments, never this bridge.
    func send(_ call: (inout Behavior, ScrollState, Behavior.Layout) -> [Behavior.Effect]) {
        carryOut(adapter.send(state, layout: layout(), call))
    }

    /// Like `send`, for a call that can throw.
    func sendThrowing(_ call: (inout Behavior, ScrollState, Behavior.Layout) throws -> [Behavior.Effect]) throws {
        carryOut(try adapter.sendThrowing(state, layout: layout(), call))
    }

    // MARK: - Presence (see ScrollAdapterBridge+Presence.swift)

    private var activationObserver: ActivationObserver?
    /// The scroll view's window's scene, whose activation the bridge follows.
    var scene: UIScene? { scrollView?.window?.windowScene }

    /// Reports the presence the adapter last heard, changed by what the skin has just read.
    func reportPresence(_ change: (inout ScrollViewPresence) -> Void) {
        var presence = adapter.presence
        change(&presence)
        carryOut(adapter.presenceChanged(to: presence, state, layout: layout()))
        onPresenceChange(adapter.presence)
    }

    private func clockFired(at time: CFTimeInterval) {
        if adapter.wantsVisibility(at: time) { lookAgain() }
        carryOut(adapter.clockFired(at: time, state, layout: layout()))
    }

    // MARK: - Carrying out: the primitives, each one UIKit call

    /// The core's performer, on this bridge (a class: the copy is the same object).
    private func carryOut(_ actions: [ScrollViewAction<Behavior>]) {
        var host = self
        host.perform(actions)
    }

    var scrollState: ScrollState { state }
    var currentLayout: Behavior.Layout { layout() }

    // The core treats every primitive as instant: one that runs inside an animation block
    // (a rotation's layout pass) must not be animated, and a recentre's cells move in the same
    // pass as its offset (the invalidation alone would move them in the next, animated one).

    func setContentOffset(_ offset: CGPoint) {
        UIView.performWithoutAnimation { scrollView?.setContentOffset(offset, animated: false) }
    }

    func recenter(by delta: CGPoint, to landing: CGPoint) {
        UIView.performWithoutAnimation {
            recenterLayout(delta, landing)
            scrollView?.layoutIfNeeded()
        }
    }

    func stopScrolling() {
        guard let scrollView else { return }
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    }

    func followClock(_ schedule: ClockSchedule) {
        clock.follow(schedule)
    }

    func invalidateLayout() {
        invalidate()
    }

    func applyLayout(_ layout: Behavior.Layout, contentOffset: CGPoint, animated: Bool) {
        UIView.performWithoutAnimation { applyLayout?(layout, contentOffset, animated) }
    }

    func report(_ effect: Behavior.Effect) { onEffect(effect) }

    func tell(_ event: ScrollEvent) { onTold(event) }

    func callbackDidFinish(with effects: [Behavior.Effect]) { onCallbackEffects(effects) }
}

extension ScrollAdapterBridge where Behavior: AccessibleScrollBehavior {
    /// A three-finger scroll: one step, announced once with `.pageScrolled` (what UIKit asks
    /// of an `accessibilityScroll(_:)` that scrolled). Returns `false` at an end, so VoiceOver
    /// plays its boundary sound. (Not named `accessibilityScroll`: the bridge is an
    /// `NSObject`, which already has one.)
    func voiceOverScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let result = adapter.accessibilityScroll(AccessibilityScrollDirection(direction), state, layout: layout())
        carryOut(result.actions)
        result.announcement?.post()
        return result.didScroll
    }

    /// An adjustable element's increment or decrement: one step, not announced, because
    /// VoiceOver itself reads the element's new `accessibilityValue` (an announcement on top
    /// of it is spoken twice or cuts it off).
    func voiceOverAdjust(_ direction: UIAccessibilityScrollDirection) {
        carryOut(adapter.accessibilityScroll(AccessibilityScrollDirection(direction), state, layout: layout()).actions)
        // VoiceOver reads the new value right away: the cells must be where the content is.
        scrollView?.layoutIfNeeded()
    }

    /// What VoiceOver reads for the component now.
    var voiceOverValue: String? {
        behavior.accessibilityAnnouncement(layout: layout())?.localizedText
    }
}
#endif
