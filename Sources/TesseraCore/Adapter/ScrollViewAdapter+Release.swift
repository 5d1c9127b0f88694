import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Dragging and releasing

extension ScrollViewAdapter {
    /// `UICollectionViewLayout.targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`:
    /// UIKit asks the layout where a release should rest, before it asks the delegate.
    ///
    /// The adapter remembers `proposedContentOffset` (where UIKit's own deceleration would
    /// rest), because by the time `scrollViewWillEndDragging` runs, UIKit has replaced it with
    /// the layout's snapped answer, and the choice between a settle spring and UIKit's
    /// deceleration depends on whether the target moved. The velocity's unit here is
    /// undocumented in practice (the documentation says points per second; devices pass
    /// `scrollViewWillEndDragging`'s points per millisecond), so it is read in whichever unit
    /// agrees with `proposedContentOffset` (see `ScrollVelocity.fromLayoutCallback`); the
    /// delegate's documented velocity decides the final target anyway. If UIKit asked the
    /// delegate first, the target it decided is returned unchanged.
    /// - Parameter velocity: the velocity UIKit passed, unconverted.
    public mutating func layoutTargetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                                   withScrollingVelocity velocity: CGPoint,
                                                   _ scrollView: ScrollState, layout: Layout) -> CGPoint {
        if let answered = release.answer { return answered }
        let state = observe(scrollView)
        let proposed = Limits.point(proposedContentOffset)
        release.proposed = proposed
        let perSecond = Limits.velocity(ScrollVelocity.fromLayoutCallback(velocity, proposed: proposed, scrollView: state))
        return layout.targetContentOffset(proposed: proposed, current: state.contentOffset, velocity: perSecond)
    }

    /// `scrollViewWillBeginDragging`: a finger took the content. It catches the adapter's own
    /// motion as it catches UIKit's deceleration: no end callback.
    public mutating func scrollViewWillBeginDragging(_ scrollView: ScrollState, layout: Layout) -> [Action] {
        motion = nil
        pendingRelease = nil
        release = ReleaseRecord()
        touchCaughtMotion = false
        suppressesSelection = false
        mover = .finger
        let state = observe(scrollView)
        return respond(behavior.willBeginDragging(state, layout: layout), scrollView, layout: layout,
                       told: .willBeginDragging)
    }

    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, with UIKit's velocity
    /// in points per millisecond (converted here, the one place) and `targetContentOffset` as
    /// UIKit passes it (the layout's answer when UIKit asked the layout first).
    ///
    /// The layout, then the behaviour, choose the target from UIKit's proposal; then
    /// `ScrollState.releaseMotion` decides, per axis, how the content gets there. UIKit plays
    /// its own deceleration (re-aimed at the target) and its bounce; the adapter plays a
    /// settle spring, and every motion of content that recentres, and for those sets
    /// `targetContentOffset` to the current offset so UIKit stays still.
    public mutating func scrollViewWillEndDragging(_ scrollView: ScrollState, layout: Layout,
                                                   withVelocity velocity: CGPoint,
                                                   targetContentOffset: inout CGPoint) -> [Action] {
        let state = observe(scrollView)
        // The front door of the release: UIKit's reading, converted, then brought into the
        // domain (`Limits.releaseSpeed`).
        let reading = ScrollVelocity.pointsPerSecond(fromPointsPerMillisecond: velocity)
        let perSecond = Limits.velocity(reading)
        // What UIKit's own deceleration would do: as the layout was told, or (asked first, or
        // with a layout that does not forward) the closed form UIKit's deceleration follows.
        // Never `targetContentOffset` itself, which may already be the layout's snapped answer.
        // A reading beyond `Limits.releaseSpeed` is played at that speed even when UIKit
        // decelerates: its own proposal for 10¹⁸ pt/s lies 10¹⁸ pt away and takes 20 s to
        // reach, so it is re-aimed at where the playable speed would rest.
        let rate = state.decelerationRate
        let projected = CGPoint(
            x: Deceleration.projectedPosition(from: state.contentOffset.x, velocity: perSecond.x, rate: rate),
            y: Deceleration.projectedPosition(from: state.contentOffset.y, velocity: perSecond.y, rate: rate))
        let proposed = state.clamped(perSecond == reading ? release.proposed ?? projected : projected)
        var target = layout.targetContentOffset(proposed: proposed, current: state.contentOffset, velocity: perSecond)
        let effects = behavior.willEndDragging(state, layout: layout, velocity: perSecond, targetContentOffset: &target)
        target = Limits.point(target)

        let motions = Axis.allCases.map {
            state.releaseMotion(along: $0, velocity: perSecond, proposed: proposed, target: target,
                                style: behavior.settleStyle)
        }
        if playsItself(motions, velocity: perSecond, reading: reading, layout: layout) {
            pendingRelease = OwnMotion(kind: .settle,
                                       x: axisMotion(motions[0], along: .horizontal, state, perSecond, target),
                                       y: axisMotion(motions[1], along: .vertical, state, perSecond, target))
            targetContentOffset = state.contentOffset
        } else {
            pendingRelease = nil
            targetContentOffset = target
        }
        release.answer = targetContentOffset
        return respond(effects, scrollView, layout: layout, told: .willEndDragging(velocity: perSecond, target: target))
    }

    /// Whether the adapter plays a release itself rather than UIKit: any motion of content that
    /// recentres, a settle spring (UIKit has none, though it bounces), and a reading beyond the
    /// playable speed where UIKit's motion starts from the velocity itself: its plain
    /// deceleration (the target is already UIKit's own, an edge both reach; a reload that moves
    /// the edge away leaves it travelling 10¹¹ pt for 20 s) and its bounce back from a rubber
    /// band (a spring launched at 10¹² pt/s is 10¹⁰ pt out one frame later).
    private func playsItself(_ motions: [ReleaseMotion], velocity: CGPoint, reading: CGPoint, layout: Layout) -> Bool {
        guard motions.contains(where: { $0 != .rest }) else { return false }
        let springs = motions.contains { if case .spring = $0 { true } else { false } }
        let bounces = motions.contains { if case .bounceBack = $0 { true } else { false } }
        let unplayable = zip(Axis.allCases, motions).contains { axis, motion in
            motion.startsFromTheReleaseVelocity && axis.main(velocity) != axis.main(reading)
        }
        return behavior.recentersContent(layout: layout) || (springs && !bounces) || unplayable
    }

    /// `scrollViewDidEndDragging(_:willDecelerate:)`. A settle the adapter plays starts now;
    /// if UIKit still runs a (zero-length) deceleration of its own, it is stopped, and the
    /// behaviour hears `willDecelerate: true` either way.
    public mutating func scrollViewDidEndDragging(_ scrollView: ScrollState, layout: Layout,
                                                  willDecelerate: Bool) -> [Action] {
        release = ReleaseRecord()
        var actions: [Action] = []
        let decelerates: Bool
        if let settle = pendingRelease {
            pendingRelease = nil
            motion = settle
            mover = .adapter
            if willDecelerate { actions.append(.command(.stopUIKitMotion)) }
            decelerates = true
        } else {
            mover = willDecelerate ? .uikitDeceleration : .none
            decelerates = willDecelerate
        }
        let state = observe(scrollView)
        return actions + respond(behavior.didEndDragging(state, layout: layout, willDecelerate: decelerates),
                                 scrollView, layout: layout, told: .didEndDragging(willDecelerate: decelerates))
    }

    /// `scrollViewDidEndDecelerating`. Ignored unless UIKit was the one decelerating: under the
    /// adapter's own settle it only reports the end of a deceleration the adapter stopped.
    public mutating func scrollViewDidEndDecelerating(_ scrollView: ScrollState, layout: Layout) -> [Action] {
        guard mover == .uikitDeceleration else { return clockActions(observe(scrollView), layout: layout) }
        mover = .none
        touchCaughtMotion = false
        let state = observe(scrollView)
        return respond(behavior.didEndDecelerating(state, layout: layout), scrollView, layout: layout,
                       told: .didEndDecelerating) + [.resume(ScrollViewAdapterStep(kind: .returnIntoContent))]
    }

    /// `scrollViewDidEndScrollingAnimation`. The adapter never asks UIKit to animate, so this
    /// ends a scroll someone else started (an app's animated `setContentOffset`, an animated
    /// `scrollRectToVisible`); the behaviour hears it as the end of an animation.
    public mutating func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollState, layout: Layout) -> [Action] {
        guard mover == .external else { return clockActions(observe(scrollView), layout: layout) }
        return endExternalScroll(scrollView, layout: layout)
    }

    /// The motion of one axis the adapter plays after a release.
    private func axisMotion(_ release: ReleaseMotion, along axis: Axis, _ state: ScrollState, _ velocity: CGPoint,
                            _ target: CGPoint) -> AxisMotion {
        let position = axis.main(state.contentOffset), speed = axis.main(velocity), goal = axis.main(target)
        switch release {
        case .bounceBack(let edge):
            return .spring(SpringMotion(from: position, to: edge, velocity: speed, parameters: .bounce), start: state.now)
        case .rest:
            return .resting(position)
        case .decelerate:
            return .decelerating(Deceleration(origin: position, velocity: speed, rate: state.decelerationRate),
                                 start: state.now)
        case .decelerateToTarget:
            return .decelerating(Deceleration(origin: position, restingAt: goal, rate: state.decelerationRate),
                                 start: state.now)
        case .spring(let parameters):
            return .spring(SpringMotion(from: position, to: goal, velocity: speed, parameters: parameters),
                           start: state.now)
        }
    }
}
