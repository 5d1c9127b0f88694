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

    public init(isInWindow: Bool, isAppActive: Bool, isSceneActive: Bool? = nil) {
        self.isInWindow = isInWindow
        self.isAppActive = isAppActive
        self.isSceneActive = isSceneActive
    }

    /// In a window whose scene (or, without one, the app) is active: the clock may run.
    var isAwake: Bool { isInWindow && (isSceneActive ?? isAppActive) }
}

// MARK: - Suspending and waking

extension ScrollViewAdapter {
    /// The view entered or left a window, or the app became active or left the foreground.
    ///
    /// Falling asleep, the adapter's own motion jumps to where it would end (the behaviour
    /// hears it end, as it would have), the behaviour finishes what it was animating
    /// (`ScrollBehavior.didSuspend`), and the clock stops: a display link must not run for a
    /// view nobody sees. Waking, the clock follows the behaviour again, so an indicator that
    /// was sliding, or auto-scroll, goes on. The skin reports every change; the adapter
    /// decides.
    public mutating func presenceChanged(to presence: ScrollViewPresence, _ scrollView: ScrollState,
                                         layout: Layout) -> [Action] {
        let wasAwake = self.presence.isAwake
        self.presence = presence
        guard presence.isAwake != wasAwake else { return [] }
        let state = observe(scrollView)
        guard !presence.isAwake else { return clockActions(state, layout: layout) }
        let suspended = behavior.didSuspend(state, layout: layout)
        return finishOwnMotion(scrollView, layout: layout) + respond(suspended, state, layout: layout)
    }

    /// The adapter's own motion, ended where it would end, as if it had played out.
    mutating func finishOwnMotion(_ scrollView: ScrollState, layout: Layout) -> [Action] {
        guard mover == .adapter, let playing = motion else { return [] }
        let end = scrollView.clamped(playing.position(at: .infinity))
        return own(.setContentOffset(end), then: .motionFinished(playing.kind))
    }
}
