import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scroll view that carries out what `ScrollViewAdapter` answers: the UIKit skin's bridge
/// over a real `UICollectionView`, or the engine's fake UIKit.
///
/// A host supplies primitives, each one UIKit call (in the fake, what UIKit does for that
/// call, callbacks included); `perform(_:)` below is the one place that turns the adapter's
/// `ScrollViewAction`s into them: their order, `resume` steps, re-entry (a primitive may call
/// back into the adapter, as a new offset calls `scrollViewDidScroll`) and the effects of one
/// outermost callback gathered for a `ScrollLink`. So the device and the tests run the same
/// steps, and a host has nothing to decide.
public protocol ScrollViewHost {
    associatedtype Behavior: ScrollBehavior

    /// The adapter the host forwards its callbacks to.
    var adapter: ScrollViewAdapter<Behavior> { get set }
    /// What the scroll view says now (`ScrollState(scrollView:)` on a device).
    var scrollState: ScrollState { get }
    /// The core layout the collection view shows now.
    var currentLayout: Behavior.Layout { get }
    /// `perform(_:)`'s bookkeeping; a host only stores it.
    var performance: ScrollViewPerformance<Behavior> { get set }

    /// `setContentOffset(offset, animated: false)`.
    mutating func setContentOffset(_ offset: CGPoint)
    /// Moves the layout and every cell by `delta` (`CollectionLayout.recenter(by:)`), then
    /// `contentOffset = landing`, without animation.
    mutating func recenter(by delta: CGPoint, to landing: CGPoint)
    /// Ends UIKit's deceleration or animation where the content is
    /// (`setContentOffset(contentOffset, animated: false)`).
    mutating func stopScrolling()
    /// Calls `clockFired` on `schedule` (a display link, a one-shot timer, or nothing).
    mutating func followClock(_ schedule: ClockSchedule)
    /// The layout subclass's `invalidateLayout()`: the next layout pass prepares it again.
    mutating func invalidateLayout()
    /// Makes `layout` the collection view's and `contentOffset` its offset in one layout pass.
    mutating func applyLayout(_ layout: Behavior.Layout, contentOffset: CGPoint, animated: Bool)
    /// Hands an effect to the component, which reports it to the app.
    mutating func report(_ effect: Behavior.Effect)
    /// What the behaviour was told (for the component's delegate and the engine's log).
    mutating func tell(_ event: ScrollEvent)
    /// Every effect of one outermost callback, once it is carried out: what a `ScrollLink`
    /// routes to the other scroll view (after the call, never in the middle of it).
    mutating func callbackDidFinish(with effects: [Behavior.Effect])
    /// Whether the host wants `callbackDidFinish` (the skin's bridge, which routes a link's
    /// effects from it); `true` unless the host says otherwise.
    static var routesCallbackEffects: Bool { get }
}

extension ScrollViewHost {
    public static var routesCallbackEffects: Bool { true }
}

/// What `ScrollViewHost.perform(_:)` keeps between its nested calls.
public struct ScrollViewPerformance<Behavior: ScrollBehavior>: Sendable {
    @usableFromInline var depth = 0
    @usableFromInline var callbackEffects: [Behavior.Effect] = []
    /// Why the layout pass under way prepares the layout again, if it does
    /// (`ScrollViewHost+LayoutPass.swift`).
    var pendingLayoutChange: LayoutChangeReason?

    public init() {}
}

extension ScrollViewHost {
    /// Carries out `actions` in order, synchronously; a `resume` hands control back to the
    /// adapter once the actions before it are done. Inlinable, so each host (another module)
    /// gets it specialised for its behaviour: it runs on every frame.
    @inlinable
    public mutating func perform(_ actions: [ScrollViewAction<Behavior>]) {
        performance.depth += 1
        for action in actions {
            switch action {
            case .command(let command):
                execute(command)
            case .effect(let effect):
                report(effect)
                if Self.routesCallbackEffects { performance.callbackEffects.append(effect) }
            case .told(let event):
                tell(event)
            case .resume(let step):
                perform(adapter.resume(step, scrollState, layout: currentLayout))
            case .setLayout(let layout, let offset, let animated):
                applyLayout(layout, contentOffset: offset, animated: animated)
                perform(adapter.layoutDidChange(scrollState, layout: currentLayout, reason: .invalidation))
            }
        }
        performance.depth -= 1
        guard performance.depth == 0, !performance.callbackEffects.isEmpty else { return }
        // Emptied before it is handed over: what the link calls from there is a callback of
        // its own, whose effects must not meet these again (a tap on the selected tab would
        // bounce between the views forever). The buffer comes back afterwards, so a steady
        // frame allocates nothing.
        var effects: [Behavior.Effect] = []
        swap(&effects, &performance.callbackEffects)
        callbackDidFinish(with: effects)
        effects.removeAll(keepingCapacity: true)
        if performance.callbackEffects.isEmpty { swap(&effects, &performance.callbackEffects) }
    }

    @inlinable
    mutating func execute(_ command: ScrollViewCommand) {
        switch command {
        case .setContentOffset(let offset): setContentOffset(offset)
        case .recenter(let delta, let landing): recenter(by: delta, to: landing)
        case .stopUIKitMotion: stopScrolling()
        case .setClock(let schedule): followClock(schedule)
        }
    }
}
