import Foundation
import TesseraCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Finger input

extension CollectionEngine {
    /// A finger starts to pan (touching down first if the test did not). Catches UIKit's
    /// motion in progress, as a touch on a decelerating scroll view does (no end callback).
    public mutating func beginDragging() {
        guard configuration.isScrollEnabled else { return }
        if !touchIsDown {
            syntheticTouch = true
            touchDown()
        }
        stopUIKitMotion()
        uikitPhase = .dragging
        unboundedDragOffset = CGPoint(x: unbounded(contentOffset.x, along: .horizontal),
                                      y: unbounded(contentOffset.y, along: .vertical))
        events.append(.willBeginDragging)
        perform(adapter.scrollViewWillBeginDragging(uikitState, layout: layout))
    }

    /// The finger moves the content offset by `delta` (a finger moving left by 10 pt is
    /// `drag(by: CGPoint(x: 10, y: 0))`). Past an edge the content follows the rubber band.
    /// Axes the content cannot scroll along ignore their component and keep their offset,
    /// even one outside the resting range (UIKit's pan moves only what it can scroll; an
    /// inset change under the finger can leave the other axis out of range until release).
    public mutating func drag(by delta: CGPoint) {
        guard uikitPhase == .dragging, delta.x.isFinite, delta.y.isFinite else { return }
        let horizontal = canScroll(along: .horizontal), vertical = canScroll(along: .vertical)
        unboundedDragOffset.x += horizontal ? delta.x : 0
        unboundedDragOffset.y += vertical ? delta.y : 0
        moveOffset(to: CGPoint(x: horizontal ? banded(unboundedDragOffset.x, along: .horizontal) : contentOffset.x,
                               y: vertical ? banded(unboundedDragOffset.y, along: .vertical) : contentOffset.y))
    }

    /// The finger lifts with the content-offset `velocity` in points per second (positive
    /// means the offset was increasing: the sign UIKit passes to `scrollViewWillEndDragging`).
    ///
    /// As UIKit does: it proposes where its own deceleration would rest, asks the layout and
    /// the delegate (here, the adapter) in `uikit.releaseOrder` — the delegate with the
    /// velocity in points per millisecond, the layout in `uikit.layoutVelocityUnit` — then
    /// decelerates towards the target it was given (re-aimed if it moved), or bounces back
    /// from past an edge. What the adapter plays itself, it plays on the clock.
    public mutating func endDragging(velocity: CGPoint) {
        guard uikitPhase == .dragging else { return }
        let released = CGPoint(x: canScroll(along: .horizontal) && velocity.x.isFinite ? velocity.x : 0,
                               y: canScroll(along: .vertical) && velocity.y.isFinite ? velocity.y : 0)
        if syntheticTouch && uikit.touchUpOrder == .beforeDragEnd { liftSyntheticTouch() }
        let rate = configuration.decelerationRate
        let proposed = uikitState.clamped(CGPoint(
            x: Deceleration.projectedPosition(from: contentOffset.x, velocity: released.x, rate: rate),
            y: Deceleration.projectedPosition(from: contentOffset.y, velocity: released.y, rate: rate)))
        let perMillisecond = ScrollVelocity.pointsPerMillisecond(fromPointsPerSecond: released)
        let layoutVelocity = uikit.layoutVelocityUnit == .pointsPerMillisecond ? perMillisecond : released
        var target: CGPoint
        switch uikit.releaseOrder {
        case .layoutFirst:
            target = adapter.layoutTargetContentOffset(forProposedContentOffset: proposed,
                                                       withScrollingVelocity: layoutVelocity, uikitState, layout: layout)
            perform(adapter.scrollViewWillEndDragging(uikitState, layout: layout, withVelocity: perMillisecond,
                                                      targetContentOffset: &target))
        case .delegateFirst:
            var answer = proposed
            perform(adapter.scrollViewWillEndDragging(uikitState, layout: layout, withVelocity: perMillisecond,
                                                      targetContentOffset: &answer))
            target = adapter.layoutTargetContentOffset(forProposedContentOffset: answer,
                                                       withScrollingVelocity: layoutVelocity, uikitState, layout: layout)
        }
        events.append(.willEndDragging(velocity: released, target: target))
        motionX = uikitReleaseMotion(along: .horizontal, velocity: released, proposed: proposed, target: target)
        motionY = uikitReleaseMotion(along: .vertical, velocity: released, proposed: proposed, target: target)
        let still = !motionX.isMoving && !motionY.isMoving
        stillDecelerationPending = still && released != .zero && uikit.stillRelease != .rests
        let willDecelerate = !still || stillDecelerationPending
        uikitPhase = willDecelerate ? .decelerating : .idle
        events.append(.didEndDragging(willDecelerate: willDecelerate))
        perform(adapter.scrollViewDidEndDragging(uikitState, layout: layout, willDecelerate: willDecelerate))
        if willDecelerate && uikitPhase == .decelerating { events.append(.willBeginDecelerating) }
        if syntheticTouch && uikit.touchUpOrder == .afterDragEnd { liftSyntheticTouch() }
    }

    private mutating func liftSyntheticTouch() {
        syntheticTouch = false
        touchUp()
    }

    /// What UIKit itself does along `axis` after a release aimed at `target`: it has no
    /// spring, only its deceleration (re-aimed when the target moved) and its bounce.
    private func uikitReleaseMotion(along axis: Axis, velocity: CGPoint, proposed: CGPoint,
                                    target: CGPoint) -> AxisMotion {
        let state = uikitState
        let position = axis.main(contentOffset), speed = axis.main(velocity), goal = axis.main(target)
        let rate = configuration.decelerationRate
        switch state.releaseMotion(along: axis, velocity: velocity, proposed: proposed, target: target,
                                   style: .deceleration) {
        case .bounceBack(let edge):
            return .spring(SpringMotion(from: position, to: edge, velocity: speed, parameters: .bounce), start: now)
        case .rest:
            return .resting(position)
        case .decelerate:
            return .decelerating(Deceleration(origin: position, velocity: speed, rate: rate), start: now)
        case .decelerateToTarget, .spring:
            // A target at the current offset (the adapter plays the motion) makes no motion.
            let deceleration = Deceleration(origin: position, restingAt: goal, rate: rate)
            return deceleration.duration > 0 ? .decelerating(deceleration, start: now) : .resting(position)
        }
    }

    // MARK: - Edges

    /// The resting range of the offset along `axis`.
    func bounds(along axis: Axis) -> (CGFloat, CGFloat) {
        let state = uikitState
        return (axis.main(state.minimumOffset), axis.main(state.maximumOffset))
    }

    /// Whether a drag moves the content along `axis` (UIKit: content longer than the
    /// viewport, or `alwaysBounce…`).
    func canScroll(along axis: Axis) -> Bool {
        let (lower, upper) = bounds(along: axis)
        return upper > lower || (configuration.bounces && (axis == .horizontal ? configuration.alwaysBounceHorizontal : configuration.alwaysBounceVertical))
    }

    /// An unbounded finger position shown with the rubber band (or clamped without bounces).
    private func banded(_ value: CGFloat, along axis: Axis) -> CGFloat {
        let (lower, upper) = bounds(along: axis)
        guard configuration.bounces else { return min(max(value, lower), upper) }
        return RubberBand.clamp(value, lower: lower, upper: upper, dimension: axis.main(viewportSize))
    }

    /// The finger position that shows as `value` (the inverse of `banded`), so a drag that
    /// starts during a bounce continues smoothly.
    private func unbounded(_ value: CGFloat, along axis: Axis) -> CGFloat {
        let (lower, upper) = bounds(along: axis)
        let dimension = axis.main(viewportSize)
        if value < lower { return lower + RubberBand.overshoot(forDisplacement: value - lower, dimension: dimension) }
        if value > upper { return upper + RubberBand.overshoot(forDisplacement: value - upper, dimension: dimension) }
        return value
    }
}
