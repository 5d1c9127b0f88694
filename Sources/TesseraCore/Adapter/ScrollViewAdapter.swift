import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The one place where UIKit's scroll callbacks become a component's decisions, on the
/// device and in the tests alike.
///
/// It owns a component's `ScrollBehavior` and receives exactly what UIKit delivers, in
/// UIKit's order and units: the layout's `targetContentOffset(forProposedContentOffset:
/// withScrollingVelocity:)` (whose velocity unit is undocumented), then
/// `scrollViewWillEndDragging` with the target the layout already snapped and the velocity in
/// points per millisecond, `scrollViewDidScroll`, the end callbacks, display-link frames,
/// touches, taps, layout changes and VoiceOver scrolls. It answers with `ScrollViewAction`s:
/// commands for the scroll view (`ScrollViewCommand`) and the behaviour's effects.
///
/// The UIKit skin forwards every callback verbatim and carries out the actions; on Linux
/// `CollectionEngine` is a fake UIKit that calls the same adapter in UIKit's order (and in
/// every plausible order where UIKit documents none). Nothing in between decides anything.
///
/// What the adapter adds to UIKit:
/// - **Its own motion.** A settle spring (UIKit has none to an arbitrary offset), every
///   animation a behaviour asks for, and every release motion of content that recentres
///   (UIKit's deceleration and animations head for an absolute offset a recentre would not
///   move) are played by the adapter from the same closed-form physics the engine uses,
///   frame by frame at each display link's target timestamp.
/// - **Who moves the content** (`Mover`), which UIKit only partly exposes: the behaviour sees a
///   `ScrollState` that says whether its own spring is still settling, and whether a recentre
///   is safe (`ScrollState.canRecenter`).
/// - **Scrolls nobody asked for** (an app's animated `setContentOffset`, VoiceOver scrolling a
///   focused cell into view, `scrollRectToVisible`) end, for the behaviour, when UIKit says so
///   or after `Configuration.externalScrollQuietPeriod` without a scroll, so a pager never
///   rests between pages.
public struct ScrollViewAdapter<Behavior: ScrollBehavior>: Sendable {
    public typealias Layout = Behavior.Layout
    public typealias Action = ScrollViewAction<Behavior>

    /// What moves the content, as the adapter knows it.
    public enum Mover: Sendable, Hashable {
        /// Nothing: the content rests.
        case none
        /// A finger drags it (UIKit's pan).
        case finger
        /// UIKit decelerates it after a release, towards the target the adapter gave it.
        case uikitDeceleration
        /// The adapter's own motion (a settle, an animation) plays.
        case adapter
        /// Something else scrolls it: an app's animation, VoiceOver, `scrollRectToVisible`.
        case external
    }

    /// Tunables of the adapter.
    public struct Configuration: Sendable, Hashable {
        /// How long without an unexplained scroll before a scroll nobody asked for counts as
        /// finished. UIKit's own animations scroll on every frame, so 0.1 s (six frames at
        /// 60 Hz) never splits one. Defaults to 0.1.
        var externalScrollQuietPeriod: TimeInterval

        /// Creates a configuration.
        public init(externalScrollQuietPeriod: TimeInterval = 0.1) {
            self.externalScrollQuietPeriod = externalScrollQuietPeriod
        }
    }

    // MARK: - State

    /// The component's behaviour.
    public internal(set) var behavior: Behavior
    /// Tunables.
    public var configuration: Configuration
    /// What moves the content now.
    public internal(set) var mover: Mover = .none
    /// The adapter's own motion while `mover` is `.adapter`.
    public internal(set) var motion: OwnMotion?
    /// The schedule the clock was last given.
    public internal(set) var clockSchedule: ClockSchedule = .none
    /// Where the scroll view is, as the skin last reported it (on screen until told otherwise).
    public internal(set) var presence = ScrollViewPresence(isInWindow: true, isAppActive: true)
    /// The viewport the layout was last prepared for (`viewportChange(_:)`).
    var laidOutViewport: LaidOutViewport?
    /// When the skin last read visibility at a clock fire (`wantsVisibility(at:)`).
    var lastVisibilityLook: TimeInterval = -.greatestFiniteMagnitude

    /// What UIKit and the layout said about the release in progress.
    var release = ReleaseRecord()
    /// A motion decided in `willEndDragging`, started in `didEndDragging`.
    var pendingRelease: OwnMotion?
    /// Layouts the behaviour asked to show, each waiting for its `showLayout` step; the next
    /// is at `nextPendingLayout`. Read by index, not `removeFirst()`: in the adapter's generic
    /// code, unspecialised in the component's module, `removeFirst` allocates a temporary on
    /// every frame of a presentation switch.
    var pendingLayouts: [LayoutChange<Layout>] = []
    var nextPendingLayout = 0
    /// Storage for the answers, reused so that a frame allocates nothing here: the answers to
    /// callbacks; those to layout changes, which come nested in carrying out another answer
    /// (every frame of a presentation switch shows a layout); the adapter's own commands (a
    /// frame of its own motion); a layout to show.
    private var answers = ReusedAnswer<Action>()
    private var layoutChangeAnswers = ReusedAnswer<Action>()
    private var ownCommands = ReusedAnswer<Action>()
    var layoutActions = ReusedAnswer<Action>()
    private var clockCommands = ReusedAnswer<Action>()
    /// When the last scroll nobody asked for happened.
    var lastExternalScroll: TimeInterval = 0
    var touches = TouchTracker()
    /// A touch stopped the content: when it lifts without dragging, the behaviour hears that
    /// the motion ended (UIKit sends nothing), and a tap it makes selects nothing.
    var touchCaughtMotion = false
    var suppressesSelection = false
    /// > 0 while the scroll view carries out the adapter's own commands.
    var ownCommandDepth = 0
    /// > 0 while the scroll view carries out a recentre: its `didScroll` moved nothing on
    /// screen, so it is not told as one.
    var recenterDepth = 0
    /// The latest time seen; the clock never runs backwards for the behaviour (a display
    /// link's target timestamp is slightly ahead of `CACurrentMediaTime()`).
    var latestTime: TimeInterval = -Double.greatestFiniteMagnitude

    /// Creates an adapter for `behavior`.
    public init(behavior: Behavior, configuration: Configuration = Configuration()) {
        self.behavior = behavior
        self.configuration = configuration
    }

    // MARK: - What the behaviour sees

    /// `scrollView` (what the skin or the engine read off the scroll view) with the adapter's
    /// knowledge laid over it, on a clock that never runs backwards.
    mutating func observe(_ scrollView: ScrollState) -> ScrollState {
        latestTime = max(latestTime, scrollView.now)
        var state = scrollView
        state.now = latestTime
        state.isDragging = scrollView.isDragging || mover == .finger
        state.isDecelerating = mover == .uikitDeceleration || (mover == .adapter && motion?.kind == .settle)
        state.isAnimating = mover == .external || (mover == .adapter && motion?.kind == .animation)
        state.canRecenter = mover == .none || mover == .finger || mover == .adapter
        return state
    }

    /// What the behaviour would see of `scrollView` now, without noting its time.
    public func observed(_ scrollView: ScrollState) -> ScrollState {
        var copy = self
        return copy.observe(scrollView)
    }

    // MARK: - Effects into actions

    /// The behaviour's effects as actions, appended to `actions`: each effect, then (for a
    /// scroll request or a layout to show) a step that carries it out once the actions before
    /// it are, so it sees the offset they produced.
    mutating func append(_ effects: [Behavior.Effect], to actions: inout [Action]) {
        for effect in effects {
            actions.append(.effect(effect))
            if let command = Behavior.command(for: effect) {
                actions.append(.resume(ScrollViewAdapterStep(kind: .perform(command))))
            }
            if let change = Behavior.layoutChange(for: effect) {
                pendingLayouts.append(change)
                actions.append(.resume(ScrollViewAdapterStep(kind: .showLayout)))
            }
        }
    }

    /// The adapter's own offset-changing command, marked so that the `didScroll`s it causes
    /// are not taken for someone else's scroll, then `next`, then `more` (in reused storage:
    /// this runs every frame of the adapter's own motion).
    mutating func own(_ command: ScrollViewCommand, then next: ScrollViewAdapterStep.Kind? = nil,
                      followedBy more: [Action] = []) -> [Action] {
        ownCommandDepth += 1
        var commands = ownCommands.take()
        commands.reserveCapacity(3 + more.count)
        commands.append(.command(command))
        commands.append(.resume(ScrollViewAdapterStep(kind: .ownCommandsDone)))
        if let next { commands.append(.resume(ScrollViewAdapterStep(kind: next))) }
        if !more.isEmpty { commands += more }
        return ownCommands.keep(commands)
    }

    /// The performer is about to prepare the layout again (a reload, a resize): the scroll
    /// it may cause (UIKit clamping the offset into the new content) is part of that, not a
    /// scroll someone else started. Pair with `layoutDidChange(_:layout:reason:)`.
    public mutating func layoutWillChange() {
        ownCommandDepth += 1
    }

    /// Carries on where an earlier answer said `resume`.
    public mutating func resume(_ step: ScrollViewAdapterStep, _ scrollView: ScrollState,
                                layout: Layout) -> [Action] {
        switch step.kind {
        case .ownCommandsDone:
            ownCommandDepth = max(0, ownCommandDepth - 1)
            return []
        case .perform(let command):
            return perform(command, observe(scrollView), layout: layout)
        case .motionFinished(let kind):
            return finishMotion(kind, scrollView, layout: layout)
        case .updateClock:
            return clockActions(observe(scrollView), layout: layout)
        case .recenterDone:
            recenterDepth = max(0, recenterDepth - 1)
            return []
        case .returnIntoContent:
            return returnIntoContentIfResting(scrollView, layout: layout)
        case .tickThenReturnIntoContent:
            return tick(scrollView, layout: layout, finally: .returnIntoContent)
        case .showLayout:
            guard nextPendingLayout < pendingLayouts.count else { return [] }
            let change = pendingLayouts[nextPendingLayout]
            nextPendingLayout += 1
            if nextPendingLayout == pendingLayouts.count {
                pendingLayouts.removeAll(keepingCapacity: true)
                nextPendingLayout = 0
            }
            return setLayout(change.layout, contentOffset: change.contentOffset, animated: false, scrollView)
        }
    }

    /// A behaviour's scroll request, with the scroll view as it is now.
    private mutating func perform(_ command: ScrollCommand, _ state: ScrollState, layout: Layout) -> [Action] {
        switch command {
        case .setContentOffset(let offset, animated: false):
            // UIKit's setContentOffset ends any motion but a finger's, with no end callback.
            if mover != .finger { stopOwnMotion() }
            var actions = own(.setContentOffset(Limits.point(offset)))
            actions += clockActions(state, layout: layout)
            return actions
        case .setContentOffset(let offset, animated: true):
            return animate(to: offset, duration: CurveAnimation.defaultDuration, curve: .easeInOut, state,
                           layout: layout)
        case .animate(let offset, let duration, let curve):
            return animate(to: offset, duration: duration, curve: curve, state, layout: layout)
        case .recenter(let delta):
            let delta = Limits.point(delta)
            guard delta != CGPoint(x: 0, y: 0) else { return [] }
            motion = motion?.shifted(by: delta)
            pendingRelease = pendingRelease?.shifted(by: delta)
            release.shift(by: delta)
            recenterDepth += 1
            let landing = CGPoint(x: state.contentOffset.x + delta.x, y: state.contentOffset.y + delta.y)
            return own(.recenter(by: delta, to: landing), then: .recenterDone)
        }
    }

    /// Plays an animation to `offset` (the adapter's own, so a recentre can move it).
    private mutating func animate(to offset: CGPoint, duration: TimeInterval, curve: TimingCurve,
                                  _ state: ScrollState, layout: Layout) -> [Action] {
        guard mover != .finger else { return [] }
        let offset = Limits.point(offset)
        // UIKit's own motion (a deceleration, or someone else's animation) would fight this one.
        let stopUIKit: [Action] = mover == .uikitDeceleration || mover == .external ? [.command(.stopUIKitMotion)] : []
        stopOwnMotion()
        let from = state.contentOffset
        guard state.pixelGrid.round(offset) != from else { return stopUIKit + clockActions(state, layout: layout) }
        motion = OwnMotion(kind: .animation,
                           x: .animating(CurveAnimation(from: from.x, to: offset.x, duration: duration, curve: curve),
                                         start: state.now),
                           y: .animating(CurveAnimation(from: from.y, to: offset.y, duration: duration, curve: curve),
                                         start: state.now))
        mover = .adapter
        return stopUIKit + clockActions(state, layout: layout)
    }

    /// Whether a finger is on the view (as the touch observer reported it).
    public var isTouching: Bool { touches.isTouching }

    /// Ends the adapter's own motion (or forgets UIKit's) where the content is, with no
    /// callback.
    mutating func stopOwnMotion() {
        motion = nil
        if mover == .adapter || mover == .uikitDeceleration || mover == .external { mover = .none }
    }

    // MARK: - Clock

    /// Tells the clock what it must do next, if that changed: every frame while the adapter's
    /// own motion plays or a scroll nobody asked for is watched, else what the behaviour wants.
    mutating func clockActions(_ state: ScrollState, layout: Layout) -> [Action] {
        // UIKit's deceleration is watched too: an app's `setContentOffset` can stop it with no
        // callback at all, and only the scroll view's `isDecelerating` tells.
        // Out of sight, nothing runs (see `presenceChanged`).
        let wanted: ClockSchedule = !presence.isAwake ? .none
            : mover == .adapter || mover == .external || mover == .uikitDeceleration
            ? .everyFrame : behavior.clockSchedule(state, layout: layout)
        guard wanted != clockSchedule else { return [] }
        clockSchedule = wanted
        return clockCommands.just(.command(.setClock(wanted)))
    }

    /// Behaviour effects produced with `state` (after the callbacks `told` and `thenTold`, if
    /// any, are noted), followed by a step that gives the clock its schedule once they are
    /// carried out (a schedule decided now could be stale by then: a page turn starts an
    /// animation, and so may the app's code answering a callback), then `finally`. Written
    /// into reused storage, so answering a frame allocates nothing.
    mutating func respond(_ effects: [Behavior.Effect], _ state: ScrollState, layout: Layout,
                          told: ScrollEvent? = nil, thenTold: ScrollEvent? = nil,
                          finally: ScrollViewAdapterStep.Kind? = nil, toLayoutChange: Bool = false) -> [Action] {
        // Taken out while it is written (appending effects also notes pending layouts).
        var answer = toLayoutChange ? layoutChangeAnswers.take() : answers.take()
        answer.reserveCapacity(2 * effects.count + 4)
        if let told { answer.append(.told(told)) }
        if let thenTold { answer.append(.told(thenTold)) }
        append(effects, to: &answer)
        answer.append(.resume(ScrollViewAdapterStep(kind: .updateClock)))
        if let finally { answer.append(.resume(ScrollViewAdapterStep(kind: finally))) }
        return toLayoutChange ? layoutChangeAnswers.keep(answer) : answers.keep(answer)
    }
}

/// The adapter's own motion: both axes and why it plays.
public struct OwnMotion: Sendable, Hashable {
    /// A settle after a release ends with `didEndDecelerating`; an animation with
    /// `didEndScrollingAnimation`.
    public enum Kind: Sendable, Hashable {
        case settle, animation
    }

    public var kind: Kind
    public var x: AxisMotion
    public var y: AxisMotion

    /// The offset at `time`.
    public func position(at time: TimeInterval) -> CGPoint {
        CGPoint(x: x.position(at: time), y: y.position(at: time))
    }

    /// The velocity at `time`, points per second.
    public func velocity(at time: TimeInterval) -> CGPoint {
        CGPoint(x: x.velocity(at: time), y: y.velocity(at: time))
    }

    /// Whether both axes are done at `time`.
    public func isFinished(at time: TimeInterval) -> Bool {
        x.isFinished(at: time) && y.isFinished(at: time)
    }

    /// The same motion moved by `delta`, at the same velocity.
    func shifted(by delta: CGPoint) -> OwnMotion {
        OwnMotion(kind: kind, x: x.shifted(by: delta.x), y: y.shifted(by: delta.y))
    }
}

/// What the layout and the delegate said about one release.
struct ReleaseRecord: Sendable, Equatable {
    /// UIKit's proposed resting offset, as the layout was given it.
    var proposed: CGPoint?
    /// What the adapter answered in `scrollViewWillEndDragging` (the target, or the current
    /// offset when it plays the motion itself).
    var answer: CGPoint?

    mutating func shift(by delta: CGPoint) {
        proposed = proposed.map { CGPoint(x: $0.x + delta.x, y: $0.y + delta.y) }
        answer = answer.map { CGPoint(x: $0.x + delta.x, y: $0.y + delta.y) }
    }
}
