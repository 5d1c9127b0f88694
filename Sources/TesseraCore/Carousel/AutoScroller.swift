import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// When a carousel scrolls by itself: a page every `interval` seconds, or a constant-speed
/// marquee. A state machine with time as an input; it owns no timer.
///
///                    touch / drag                release
///     waiting ───────────────────────▶ held ──────────────▶ waiting (interval restarts)
///     running (marquee)                     └────────────▶ awaitingRest ─ idle ─▶ running
///     any state ── disabled, no items, not seen, background, VoiceOver, Reduce Motion ─▶ stopped
///
/// Stopped because nobody sees it (hidden by an ancestor, scrolled out of a table), it asks
/// to be called every `visibilityCheckInterval`, so the skin can look again.
///
/// The marquee's distance is `speed × (now − since)`, computed afresh at every tick, never
/// accumulated frame by frame: it cannot drift, and it moves at the same speed at 60 Hz,
/// 120 Hz or with dropped frames (one that adds `speed / 60` a frame runs twice as fast at 120).
public struct AutoScroller: Sendable, Equatable {
    /// How the carousel scrolls by itself.
    public enum Mode: Sendable, Hashable {
        /// One stop forward every `interval` seconds (finite, > 0), animated.
        case page(interval: TimeInterval)
        /// Continuously, `speed` points per second in reading order (0 to 50,000).
        case marquee(speed: CGFloat)
    }

    /// Which conditions stop auto-scrolling. Each defaults to `true`.
    public struct Policy: Sendable, Hashable {
        /// Stop while the view is not on screen (no window, hidden, scrolled away).
        public var stopsWhenNotVisible: Bool
        /// Stop while the app is not active.
        public var stopsInBackground: Bool
        /// Stop while VoiceOver runs: moving content under the focus is disorienting.
        public var stopsWhenVoiceOverRunning: Bool
        /// Stop while Reduce Motion is on.
        public var stopsWhenReduceMotionEnabled: Bool

        /// Creates a policy. Every condition defaults to `true`.
        public init(stopsWhenNotVisible: Bool = true, stopsInBackground: Bool = true,
                    stopsWhenVoiceOverRunning: Bool = true, stopsWhenReduceMotionEnabled: Bool = true) {
            (self.stopsWhenNotVisible, self.stopsInBackground) = (stopsWhenNotVisible, stopsInBackground)
            (self.stopsWhenVoiceOverRunning, self.stopsWhenReduceMotionEnabled) = (stopsWhenVoiceOverRunning, stopsWhenReduceMotionEnabled)
        }
    }

    /// What the system says about the view and the user, as the UIKit skin observes it.
    public struct Environment: Sendable, Hashable {
        /// The view is in a window, not hidden (itself or by an ancestor) and not clipped
        /// away (`ScrollViewPresence.isVisible`). Defaults to `true`.
        public var isVisible: Bool
        /// The app is active. Defaults to `true`.
        public var isAppActive: Bool
        /// VoiceOver is running. Defaults to `false`.
        public var isVoiceOverRunning: Bool
        /// Reduce Motion is on. Defaults to `false`.
        public var isReduceMotionEnabled: Bool

        /// Creates an environment.
        public init(isVisible: Bool = true, isAppActive: Bool = true, isVoiceOverRunning: Bool = false,
                    isReduceMotionEnabled: Bool = false) {
            (self.isVisible, self.isAppActive) = (isVisible, isAppActive)
            (self.isVoiceOverRunning, self.isReduceMotionEnabled) = (isVoiceOverRunning, isReduceMotionEnabled)
        }
    }

    /// Why auto-scrolling is stopped.
    enum StopReason: Sendable, Hashable {
        case disabled, nothingToScroll, notVisible, background, voiceOver, reduceMotion
        /// A marquee in a carousel that does not loop reached the end; a drag restarts it.
        case reachedEnd
    }

    /// What the auto-scroller is doing.
    enum State: Sendable, Hashable {
        case stopped(StopReason)
        /// A finger is on the content.
        case held
        /// Page mode: the next page turns at `fireAt` (once the content is at rest).
        case waiting(fireAt: TimeInterval)
        /// Marquee mode after a release: starts when the content comes to rest.
        case awaitingRest
        /// Marquee mode, moving since `since`.
        case running(since: TimeInterval)
    }

    /// What a tick asks the carousel to do.
    enum Action: Sendable, Hashable {
        /// Turn one page (stop) forward.
        case advance
        /// Be `distance` points further in reading order than at `since`.
        case marquee(since: TimeInterval, distance: CGFloat)
    }

    /// When the owner of the clock should tick next: not until an input changes (or the
    /// content comes to rest), at a time (a one-shot timer), or every display frame.
    typealias Schedule = ClockSchedule

    /// How often a carousel stopped because nobody sees it asks to be called, so the skin can
    /// look again: an ancestor shown again or a table scrolled back tells the view nothing.
    static let visibilityCheckInterval: TimeInterval = 1

    // MARK: - State

    /// Page or marquee, with its interval or speed.
    public private(set) var mode: Mode
    /// Whether auto-scrolling is wanted (it may still be stopped by a condition).
    public private(set) var isEnabled: Bool
    /// Which conditions stop it.
    let policy: Policy
    /// The last system state it was told.
    public private(set) var environment = Environment()
    /// What it is doing now.
    private(set) var state: State
    private var canScroll = false
    private var isTouching = false
    private var isDragging = false
    /// While stopped because nobody sees it: when to look again.
    private var visibilityCheckAt: TimeInterval = 0

    /// Creates an auto-scroller, stopped until enabled and given something to scroll.
    /// - Throws: `ConfigurationError` for a non-positive interval or a negative speed.
    public init(mode: Mode = .page(interval: 2.5), isEnabled: Bool = false, policy: Policy = Policy()) throws {
        try Self.validate(mode)
        self.mode = mode
        self.isEnabled = isEnabled
        self.policy = policy
        self.state = .stopped(isEnabled ? .nothingToScroll : .disabled)
    }

    /// Off, paging every 2.5 s once enabled, stopping on every condition (the initializer's
    /// defaults).
    public static let standard = try! AutoScroller()

    /// Checks a mode's parameters.
    /// - Throws: `ConfigurationError` naming the field and value.
    static func validate(_ mode: Mode) throws {
        switch mode {
        case .page(let interval):
            try Validate.positive(CGFloat(interval), "interval")
        case .marquee(let speed):
            // No faster than the fastest release the adapter plays.
            try Validate.number(speed, "scrollSpeed", in: 0...Limits.releaseSpeed)
        }
    }

    // MARK: - Inputs

    /// Turns auto-scrolling on or off.
    mutating func setEnabled(_ enabled: Bool, now: TimeInterval) {
        guard enabled != isEnabled else { return }
        isEnabled = enabled
        restart(now: now)
    }

    /// Changes the mode; a running auto-scroll starts over in the new mode.
    /// - Throws: `ConfigurationError` for an invalid mode (the old one stays).
    mutating func setMode(_ mode: Mode, now: TimeInterval) throws {
        try Self.validate(mode)
        guard mode != self.mode else { return }
        self.mode = mode
        restart(now: now)
    }

    /// The system's state changed (visibility, app state, VoiceOver, Reduce Motion).
    mutating func update(environment: Environment, now: TimeInterval) {
        guard environment != self.environment else { return }
        self.environment = environment
        reevaluate(now: now)
    }

    /// Whether there is anything to scroll (at least two stops, or a loop). Called on every
    /// reload: with 0 items there is no timer; when items come back it starts again.
    mutating func setCanScroll(_ canScroll: Bool, now: TimeInterval) {
        guard canScroll != self.canScroll else { return }
        self.canScroll = canScroll
        reevaluate(now: now)
    }

    /// A finger touched the content: pause.
    mutating func touchDown(now: TimeInterval) {
        isTouching = true
        reevaluate(now: now)
    }

    /// The finger left: resume after a full interval (page) or once at rest (marquee).
    mutating func touchUp(now: TimeInterval) {
        isTouching = false
        release(now: now)
    }

    /// A drag began: pause.
    mutating func dragBegan(now: TimeInterval) {
        isDragging = true
        reevaluate(now: now)
    }

    /// The drag ended: resume as after `touchUp`.
    mutating func dragEnded(now: TimeInterval) {
        isDragging = false
        release(now: now)
    }

    /// A marquee in a carousel that does not loop hit the end of the content.
    mutating func reachedEnd() {
        if case .running = state { state = .stopped(.reachedEnd) }
    }

    // MARK: - Time

    /// Time passed. `isIdle`: nothing else moves the content (no drag, deceleration or
    /// animation); a page never turns under another motion, and a marquee resumes only at rest.
    mutating func tick(now: TimeInterval, isIdle: Bool) -> Action? {
        switch (state, mode) {
        case (.waiting(let fireAt), .page(let interval)):
            guard now >= fireAt, isIdle else { return nil }
            // Pages turn on a fixed grid of times; after a long wait, start a fresh interval
            // rather than turning several pages at once.
            let next = fireAt + interval
            state = .waiting(fireAt: next > now ? next : now + interval)
            return .advance
        case (.awaitingRest, .marquee):
            guard isIdle else { return nil }
            state = .running(since: now)
            return nil
        case (.running(let since), .marquee(let speed)):
            return .marquee(since: since, distance: speed * CGFloat(max(0, now - since)))
        case (.stopped(.notVisible), _):
            if now >= visibilityCheckAt { visibilityCheckAt = now + Self.visibilityCheckInterval }
            return nil
        default:
            return nil
        }
    }

    /// When the next tick can matter, for the UIKit skin's timer or display link.
    func schedule(isIdle: Bool) -> Schedule {
        switch state {
        case .waiting(let fireAt): isIdle ? .at(fireAt) : .none // rest re-evaluates
        // At rest a marquee restarts on the next frame; the owner asks again once content
        // that still moves comes to rest.
        case .awaitingRest: isIdle ? marqueeFrames : .none
        case .running: marqueeFrames
        case .stopped(.notVisible): .at(visibilityCheckAt)
        case .stopped, .held: .none
        }
    }

    /// A marquee's frames, at the rates its speed needs.
    private var marqueeFrames: Schedule {
        guard case .marquee(let speed) = mode else { return .everyFrame }
        return .steadyFrames(.steadyMotion(speed: speed))
    }

    /// Whether auto-scrolling is active (not stopped, though perhaps held by a finger).
    var isActive: Bool {
        if case .stopped = state { return false }
        return true
    }

    // MARK: - Transitions

    private var blockingReason: StopReason? {
        if !isEnabled { return .disabled }
        if !canScroll { return .nothingToScroll }
        if policy.stopsWhenNotVisible && !environment.isVisible { return .notVisible }
        if policy.stopsInBackground && !environment.isAppActive { return .background }
        if policy.stopsWhenVoiceOverRunning && environment.isVoiceOverRunning { return .voiceOver }
        if policy.stopsWhenReduceMotionEnabled && environment.isReduceMotionEnabled { return .reduceMotion }
        return nil
    }

    private mutating func reevaluate(now: TimeInterval) {
        if let reason = blockingReason {
            stop(reason, now: now)
        } else if isTouching || isDragging {
            state = .held
        } else if state == .held || !isActive {
            start(now: now)
        }
    }

    private mutating func restart(now: TimeInterval) {
        state = .stopped(.disabled)
        reevaluate(now: now)
    }

    /// Stops; stopped because nobody sees it, it looks again every
    /// `visibilityCheckInterval`.
    private mutating func stop(_ reason: StopReason, now: TimeInterval) {
        if reason == .notVisible && state != .stopped(reason) {
            visibilityCheckAt = now + Self.visibilityCheckInterval
        }
        state = .stopped(reason)
    }

    private mutating func release(now: TimeInterval) {
        if let reason = blockingReason {
            stop(reason, now: now)
        } else if isTouching || isDragging {
            state = .held
        } else if case .page(let interval) = mode {
            state = .waiting(fireAt: now + interval)
        } else {
            state = .awaitingRest
        }
    }

    private mutating func start(now: TimeInterval) {
        switch mode {
        case .page(let interval): state = .waiting(fireAt: now + interval)
        case .marquee: state = .running(since: now)
        }
    }
}
