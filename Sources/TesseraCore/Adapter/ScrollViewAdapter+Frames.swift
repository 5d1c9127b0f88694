import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Frames and scrolls

extension ScrollViewAdapter {
    /// `scrollViewDidScroll`. A scroll while nothing the adapter knows of moves the content
    /// (and not caused by the adapter's own commands) is someone else's: an app's animated
    /// `setContentOffset`, VoiceOver scrolling a focused cell into view. It is watched until
    /// UIKit ends it or it stays quiet.
    ///
    /// UIKit's deceleration that the scroll view no longer reports (an app's `setContentOffset`
    /// stopped it, and UIKit sends no end for that) has become such a scroll too: without this,
    /// the adapter would wait for a `didEndDecelerating` that never comes, and the content
    /// would stay wherever the app put it, outside the content or between two pages.
    public mutating func scrollViewDidScroll(_ scrollView: ScrollState, layout: Layout) -> [Action] {
        let decelerationStopped = mover == .uikitDeceleration && !scrollView.isDecelerating && !scrollView.isDragging
        if ownCommandDepth == 0 && (mover == .none || mover == .external || decelerationStopped) {
            mover = .external
            lastExternalScroll = observe(scrollView).now
        }
        let state = observe(scrollView)
        return respond(behavior.didScroll(state, layout: layout), scrollView, layout: layout,
                       told: recenterDepth > 0 ? nil : .didScroll(state.contentOffset))
    }

    /// The clock fired: a display-link frame (pass its `targetTimestamp`, the moment the frame
    /// will be seen, so motion is where it will be when it shows) or the one-shot timer.
    ///
    /// Plays a frame of the adapter's own motion, ends a scroll nobody asked for once it has
    /// been quiet, then lets the behaviour tick (auto-scroll).
    public mutating func clockFired(at time: TimeInterval, _ scrollView: ScrollState, layout: Layout) -> [Action] {
        var scrollView = scrollView
        if time.isFinite { scrollView.now = time }
        if mover == .adapter, var playing = motion {
            let state = observe(scrollView)
            playing.x = playing.x.bouncingAtEdges(lower: state.minimumOffset.x, upper: state.maximumOffset.x,
                                                 now: state.now, bounces: state.bounces,
                                                 tolerance: state.pixelGrid.tolerance)
            playing.y = playing.y.bouncingAtEdges(lower: state.minimumOffset.y, upper: state.maximumOffset.y,
                                                 now: state.now, bounces: state.bounces,
                                                 tolerance: state.pixelGrid.tolerance)
            motion = playing
            let position = playing.position(at: state.now)
            if playing.isFinished(at: state.now) {
                return own(.setContentOffset(position), then: .motionFinished(playing.kind))
            }
            // One array for the frame and the behaviour's tick.
            return own(.setContentOffset(position), followedBy: tick(scrollView, layout: layout))
        } else if mover == .external,
                  observe(scrollView).now - lastExternalScroll >= configuration.externalScrollQuietPeriod - 1e-6 {
            return endExternalScroll(scrollView, layout: layout)
        } else if mover == .uikitDeceleration && !scrollView.isDecelerating && !scrollView.isDragging {
            // Someone stopped UIKit's deceleration without moving the content (an app's
            // `setContentOffset` to where it already was: no `didScroll`, no end callback).
            return endExternalScroll(scrollView, layout: layout)
        }
        return tick(scrollView, layout: layout)
    }

    /// The behaviour's tick, then the clock's next schedule (then `finally`).
    mutating func tick(_ scrollView: ScrollState, layout: Layout,
                       finally: ScrollViewAdapterStep.Kind? = nil) -> [Action] {
        let state = observe(scrollView)
        return respond(behavior.tick(state, layout: layout), scrollView, layout: layout, finally: finally)
    }

    /// The adapter's motion has set its final offset: the behaviour hears the end UIKit
    /// would send for it, then (once that answer is carried out) ticks. One answer, in reused
    /// storage: a page turn's last frame allocates only what the behaviour returns.
    mutating func finishMotion(_ kind: OwnMotion.Kind, _ scrollView: ScrollState, layout: Layout) -> [Action] {
        guard mover == .adapter, motion?.kind == kind else { return [] }
        motion = nil
        mover = .none
        let state = observe(scrollView)
        let effects = kind == .settle ? behavior.didEndDecelerating(state, layout: layout)
                                      : behavior.didEndScrollingAnimation(state, layout: layout)
        return respond(effects, scrollView, layout: layout,
                       told: kind == .settle ? .didEndDecelerating : .didEndScrollingAnimation,
                       finally: .tickThenReturnIntoContent)
    }

    /// After a motion ended or the layout changed: content left outside its edges with nothing
    /// moving it (the content shrank under a settle heading for a page that no longer exists; a
    /// presentation switch ended where a finger had pulled the content past its top) comes
    /// back, as after a scroll nobody asked for. Not while the behaviour's clock runs: it is
    /// playing something of its own (a switch, an auto-scroll), which decides.
    mutating func returnIntoContentIfResting(_ scrollView: ScrollState, layout: Layout) -> [Action] {
        guard mover == .none, behavior.clockSchedule(observe(scrollView), layout: layout) == .none,
              let back = returnIntoContent(scrollView) else { return [] }
        return back + clockActions(observe(scrollView), layout: layout)
    }

    /// A scroll nobody asked for ended: the behaviour sees the offset once more with a
    /// recentre allowed (a loop that drifted under an app's animation comes home), then the
    /// end of an animation (a pager snaps onto a page).
    ///
    /// An offset left outside the content (`setContentOffset` does not clamp) is first brought
    /// back, as a release past an edge is: with UIKit's bounce spring within a viewport of the
    /// edge, in one jump from farther (a spring across 10³⁰ points would be a teleport anyway).
    mutating func endExternalScroll(_ scrollView: ScrollState, layout: Layout) -> [Action] {
        mover = .none
        if let back = returnIntoContent(scrollView) { return back + clockActions(observe(scrollView), layout: layout) }
        let state = observe(scrollView)
        var effects = behavior.didScroll(state, layout: layout)
        effects += behavior.didEndScrollingAnimation(state, layout: layout)
        return respond(effects, scrollView, layout: layout,
                       told: .didScroll(state.contentOffset), thenTold: .didEndScrollingAnimation)
    }

    /// The animation that brings an offset outside the content back to its nearest edge, or
    /// `nil` if it is inside (or a finger holds it).
    mutating func returnIntoContent(_ scrollView: ScrollState) -> [Action]? {
        let state = observe(scrollView)
        let inside = state.clamped(state.contentOffset)
        let tolerance = state.pixelGrid.tolerance
        guard !isTouching, abs(inside.x - state.contentOffset.x) > tolerance
                || abs(inside.y - state.contentOffset.y) > tolerance else { return nil }
        func axis(_ position: CGFloat, _ edge: CGFloat, _ length: CGFloat) -> AxisMotion {
            guard abs(position - edge) > tolerance else { return .resting(edge) }
            guard abs(position - edge) <= max(length, 1) else { return .resting(edge) }
            return .spring(SpringMotion(from: position, to: edge, velocity: 0, parameters: .bounce), start: state.now)
        }
        let far = abs(inside.x - state.contentOffset.x) > max(state.viewportSize.width, 1)
            || abs(inside.y - state.contentOffset.y) > max(state.viewportSize.height, 1)
        motion = OwnMotion(kind: .animation,
                           x: far ? .resting(inside.x) : axis(state.contentOffset.x, inside.x, state.viewportSize.width),
                           y: far ? .resting(inside.y) : axis(state.contentOffset.y, inside.y, state.viewportSize.height))
        mover = .adapter
        return far ? own(.setContentOffset(inside)) : []
    }
}
