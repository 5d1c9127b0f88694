import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Touches, taps, layout changes and commands

extension ScrollViewAdapter {
    /// Fingers touched the view (a gesture recognizer's `touchesBegan`, identities of the
    /// touches it was given). The first one catches the adapter's own motion, as a touch
    /// catches UIKit's deceleration, and the behaviour hears `didTouchDown` (auto-scroll
    /// pauses before any drag starts).
    public mutating func touchesBegan(_ touches: some Sequence<Int>, _ scrollView: ScrollState,
                                      layout: Layout) -> [Action] {
        guard self.touches.began(touches) == .down else { return [] }
        touchCaughtMotion = mover == .adapter || mover == .uikitDeceleration
        // UIKit selects nothing for a tap that stops moving content; it cannot know the
        // adapter's motion moved it, so the adapter drops that selection.
        suppressesSelection = touchCaughtMotion
        if mover == .adapter { stopOwnMotion() }
        let state = observe(scrollView)
        return respond(behavior.didTouchDown(state, layout: layout), scrollView, layout: layout)
    }

    /// Fingers lifted or were cancelled. After the last one, the behaviour hears
    /// `didTouchUp`; if that touch caught moving content and never dragged, it also hears the
    /// motion end, so a pager settles onto a page instead of resting between two.
    public mutating func touchesEnded(_ touches: some Sequence<Int>, _ scrollView: ScrollState,
                                      layout: Layout) -> [Action] {
        guard self.touches.ended(touches) == .up else { return [] }
        return lastTouchLifted(scrollView, layout: layout)
    }

    /// The touch recognizer was reset: every touch is gone.
    public mutating func touchesReset(_ scrollView: ScrollState, layout: Layout) -> [Action] {
        guard touches.reset() == .up else { return [] }
        return lastTouchLifted(scrollView, layout: layout)
    }

    private mutating func lastTouchLifted(_ scrollView: ScrollState, layout: Layout) -> [Action] {
        var effects = behavior.didTouchUp(observe(scrollView), layout: layout)
        var told: ScrollEvent?
        // The touch may lift before UIKit ends a drag it started: the release handles that.
        if touchCaughtMotion && mover != .finger {
            touchCaughtMotion = false
            if mover == .uikitDeceleration { mover = .none }
            effects += behavior.didEndDecelerating(observe(scrollView), layout: layout)
            told = .didEndDecelerating
        }
        return respond(effects, scrollView, layout: layout, told: told)
    }

    /// `collectionView(_:didSelectItemAt:)`. Dropped when the tap only stopped moving content.
    public mutating func didSelectItem(at index: ItemIndex, _ scrollView: ScrollState, layout: Layout) -> [Action] {
        guard !suppressesSelection else {
            suppressesSelection = false
            return []
        }
        let state = observe(scrollView)
        return respond(behavior.didSelectItem(at: index, scroll: state, layout: layout), scrollView, layout: layout,
                       told: .didSelectItem(index))
    }

    /// The layout was prepared again (reload, resize, new configuration) and the scroll view
    /// laid out; the behaviour decides where the content belongs now. Ends what
    /// `layoutWillChange()` began.
    public mutating func layoutDidChange(_ scrollView: ScrollState, layout: Layout,
                                         reason: LayoutChangeReason) -> [Action] {
        ownCommandDepth = max(0, ownCommandDepth - 1)
        laidOutViewport = LaidOutViewport(scrollView)
        let state = observe(scrollView)
        return respond(behavior.layoutDidChange(state, layout: layout, reason: reason), scrollView, layout: layout,
                       finally: .returnIntoContent, toLayoutChange: true)
    }

    /// Calls into the behaviour (a component command such as `scrollToPage`) and answers
    /// with what it asks for.
    public mutating func send(_ scrollView: ScrollState, layout: Layout,
                              _ call: (inout Behavior, ScrollState, Layout) -> [Behavior.Effect]) -> [Action] {
        let state = observe(scrollView)
        let effects = call(&behavior, state, layout)
        return respond(effects, scrollView, layout: layout)
    }

    /// Like `send`, for calls that can throw (a new auto-scroll mode).
    public mutating func sendThrowing(_ scrollView: ScrollState, layout: Layout,
                                      _ call: (inout Behavior, ScrollState, Layout) throws -> [Behavior.Effect])
        rethrows -> [Action] {
        let state = observe(scrollView)
        let effects = try call(&behavior, state, layout)
        return respond(effects, scrollView, layout: layout)
    }
}

// MARK: - VoiceOver

/// What an accessibility scroll did.
public struct AccessibilityScrollResult<Behavior: ScrollBehavior>: Sendable {
    /// Whether the content moved; `false` at an end, so VoiceOver plays its boundary sound.
    public let didScroll: Bool
    /// What to carry out.
    public let actions: [ScrollViewAction<Behavior>]
    /// What to post with `UIAccessibility.Notification.pageScrolled`, once.
    public let announcement: AccessibilityAnnouncement?
}

extension ScrollViewAdapter where Behavior: AccessibleScrollBehavior {
    /// A three-finger scroll or an adjustable element's increment / decrement: one step in
    /// `direction`, unanimated, announced once.
    public mutating func accessibilityScroll(_ direction: AccessibilityScrollDirection, _ scrollView: ScrollState,
                                             layout: Layout) -> AccessibilityScrollResult<Behavior> {
        let state = observe(scrollView)
        let effects = behavior.accessibilityScroll(direction, scroll: state, layout: layout)
        guard !effects.isEmpty else { return AccessibilityScrollResult(didScroll: false, actions: [], announcement: nil) }
        return AccessibilityScrollResult(didScroll: true, actions: respond(effects, scrollView, layout: layout),
                                         announcement: behavior.accessibilityAnnouncement(layout: layout))
    }
}

// MARK: - Switching layouts

extension ScrollViewAdapter {
    /// Makes `layout` the scroll view's layout with the content at `contentOffset` (computed by
    /// the caller from `scrollView`, e.g. to keep an anchor item where it is on screen). A
    /// fling in progress stops first, where `scrollView` shows it (UIKit's or the adapter's
    /// own); a finger keeps the content. The performer applies the layout and the offset in
    /// one layout pass, then calls `layoutDidChange(_:layout:reason:)` with `.invalidation`.
    public mutating func setLayout(_ layout: Layout, contentOffset: CGPoint, animated: Bool,
                                   _ scrollView: ScrollState) -> [Action] {
        let stopsUIKit = mover == .uikitDeceleration || mover == .external
        if mover != .finger { stopOwnMotion() }
        ownCommandDepth += 1
        let change = Action.setLayout(layout, contentOffset: Limits.point(contentOffset), animated: animated)
        // Every frame of a presentation switch: in reused storage.
        return stopsUIKit ? layoutActions.just(.command(.stopUIKitMotion), then: change) : layoutActions.just(change)
    }
}
