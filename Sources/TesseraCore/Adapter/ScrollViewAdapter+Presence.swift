import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where the scroll view is: on screen in an active app, or out of sight.
public struct ScrollViewPresence: Sendable, Hashable {
    /// Whether the view is in a window (`UIView.window != nil`).
    public var isInWindow: Bool
    /// Whether the app is active (between `didBecomeActive` and `willResignActive`).
    public var isAppActive: Bool
    /// Whether the window's scene is active (`foregroundActive`), or `nil` for a window
    /// without a scene. iPad windows go to the background one by one while the app stays
    /// active, so a scene's state, where there is one, is what counts.
    public var isSceneActive: Bool?
    /// Whether the view or an ancestor is hidden or transparent (`isHidden`, or an `alpha`
    /// UIKit's hit testing takes for invisible: under 0.01).
    public var isHidden: Bool
    /// Whether no part of the view lies inside its window and the ancestors that clip it
    /// (a carousel in a table cell scrolled out of sight).
    public var isClippedAway: Bool

    public init(isInWindow: Bool, isAppActive: Bool, isSceneActive: Bool? = nil, isHidden: Bool = false,
                isClippedAway: Bool = false) {
        self.isInWindow = isInWindow
        self.isAppActive = isAppActive
        self.isSceneActive = isSceneActive
        self.isHidden = isHidden
        self.isClippedAway = isClippedAway
    }

    /// In a window whose scene (or, without one, the app) is active: the clock may run.
    var isAwake: Bool { isInWindow && isActive }

    /// Whether the active scene (or, without one, the app) is in the foreground and active.
    public var isActive: Bool { isSceneActive ?? isAppActive }

    /// In a window and neither hidden nor clipped away: someone could see it.
    public var isVisible: Bool { isInWindow && !isHidden && !isClippedAway }
}

// MARK: - Suspending and waking

extension ScrollViewAdapter {
    /// The view entered or left a window, was hidden or clipped away, or its scene or the
    /// app became active or left the foreground. The skin reports what it reads whenever it
    /// may have changed (its window, its scene, each clock fire: an ancestor hidden or a
    /// table scrolled sends the view nothing); the adapter and the behaviour decide.
    ///
    /// The behaviour hears every change (`ScrollBehavior.presenceDidChange`: auto-scroll
    /// stops while nobody sees it). Falling asleep (out of the window, scene or app
    /// inactive), the adapter's own motion jumps to where it would end (the behaviour hears
    /// it end, as it would have), the behaviour finishes what it was animating
    /// (`ScrollBehavior.didSuspend`), and the clock stops: a display link must not run for a
    /// view nobody sees. Waking, the clock follows the behaviour again, so an indicator that
    /// was sliding, or auto-scroll, goes on.
    public mutating func presenceChanged(to presence: ScrollViewPresence, _ scrollView: ScrollState,
                                         layout: Layout) -> [Action] {
        let wasAwake = self.presence.isAwake
        guard presence != self.presence else { return [] }
        self.presence = presence
        let state = observe(scrollView)
        var effects = behavior.presenceDidChange(presence, scroll: state, layout: layout)
        guard !presence.isAwake && wasAwake else { return respond(effects, state, layout: layout) }
        effects += behavior.didSuspend(state, layout: layout)
        return finishOwnMotion(scrollView, layout: layout) + respond(effects, state, layout: layout)
    }

    /// Whether the skin should read the view's visibility at this clock fire (it walks up the
    /// view hierarchy): only for a behaviour that acts on it, at most every quarter second.
    public mutating func wantsVisibility(at time: TimeInterval) -> Bool {
        guard behavior.watchesVisibility, abs(time - lastVisibilityLook) >= Self.visibilityLookInterval else {
            return false
        }
        lastVisibilityLook = time
        return true
    }

    /// How often, at most, the skin reads visibility at clock fires.
    static var visibilityLookInterval: TimeInterval { 0.25 }

    /// The adapter's own motion, ended where it would end, as if it had played out.
    mutating func finishOwnMotion(_ scrollView: ScrollState, layout: Layout) -> [Action] {
        guard mover == .adapter, let playing = motion else { return [] }
        let end = scrollView.clamped(playing.position(at: .infinity))
        return own(.setContentOffset(end), then: .motionFinished(playing.kind))
    }
}
