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
    public mutating func scrollViewDidScroll(_ scrollView: ScrollState, layout: Layout) -> [Action] {
        if ownCommandDepth == 0 && (mover == .none || mover == .external) {
            mover = .external
            lastExternalScroll = observe(scrollView).now
        }
        let state = observe(scrollView)
        return respond(behavior.didScroll(state, layout: layout), scrollView, layout: layout,
                       told: recenterDepth > 0 ? [] : [.didScroll(state.contentOffset)])
    }

    /// The clock fired: a display-link frame (pass its `targetTimestamp`, the moment the frame
    /// will be seen, so motion is where it will be when it shows) or the one-shot timer.
    ///
    /// Plays a frame of the adapter's own motion, ends a scroll nobody asked for once it has
    /// been quiet, then lets the behaviour tick (auto-scroll).
    public mutating func clockFired(at time: TimeInterval, _ scrollView: ScrollState, layout: Layout) -> [Action] {
        var scrollView = scrollView
        if time.isFinite { scrollView.now = time }
        var actions: [Action] = []
        if mover == .adapter, var playing = motion {
            let state = observe(scrollView)
            playing.x = playing.x.bouncingAtEdges(lower: state.minimumOffset.x, upper: state.maximumOffset.x,
                                                 now: state.now, bounces: state.bounces,
                                                 tolerance: state.pixelGrid.tolerance)
            playing.y = playing.y.bouncingAtEdges(lower: state.minimumOffset.y, upper: state.maximumOffset.y,
                                                 now: state.now, bounces: state.bounces,
                                                 tolerance: state.pixelGrid.tolerance)
            motion = playing
            actions += own([.setContentOffset(playing.position(at: state.now))])
            if playing.isFinished(at: state.now) {
                actions.append(.resume(ScrollViewAdapterStep(kind: .motionFinished(playing.kind))))
                return actions
            }
        } else if mover == .external,
                  observe(scrollView).now - lastExternalScroll >= configuration.externalScrollQuietPeriod - 1e-6 {
            return endExternalScroll(scrollView, layout: layout)
        }
        return actions + tick(scrollView, layout: layout)
    }

    /// The behaviour's tick, then the clock's next schedule.
    private mutating func tick(_ scrollView: ScrollState, layout: Layout) -> [Action] {
        let state = observe(scrollView)
        return respond(behavior.tick(state, layout: layout), scrollView, layout: layout)
    }

    /// The adapter's motion has set its final offset: the behaviour hears the end UIKit
    /// would send for it, then ticks.
    mutating func finishMotion(_ kind: OwnMotion.Kind, _ scrollView: ScrollState, layout: Layout) -> [Action] {
        guard mover == .adapter, motion?.kind == kind else { return [] }
        motion = nil
        mover = .none
        let state = observe(scrollView)
        let effects = kind == .settle ? behavior.didEndDecelerating(state, layout: layout)
                                      : behavior.didEndScrollingAnimation(state, layout: layout)
        return respond(effects, scrollView, layout: layout,
                       told: [kind == .settle ? .didEndDecelerating : .didEndScrollingAnimation])
            + tick(scrollView, layout: layout)
    }

    /// A scroll nobody asked for ended: the behaviour sees the offset once more with a
    /// recentre allowed (a loop that drifted under an app's animation comes home), then the
    /// end of an animation (a pager snaps onto a page).
    mutating func endExternalScroll(_ scrollView: ScrollState, layout: Layout) -> [Action] {
        mover = .none
        let state = observe(scrollView)
        var effects = behavior.didScroll(state, layout: layout)
        effects += behavior.didEndScrollingAnimation(state, layout: layout)
        return respond(effects, scrollView, layout: layout,
                       told: [.didScroll(state.contentOffset), .didEndScrollingAnimation])
    }
}
