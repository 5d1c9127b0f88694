import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Finger input

extension CollectionEngine {
    /// A finger touches down and starts to pan. Catches any motion in progress, as a touch
    /// on a decelerating scroll view does (no end-of-motion callback is sent).
    public mutating func beginDragging() {
        guard configuration.isScrollEnabled else { return }
        stopMotion()
        phase = .dragging
        unboundedDragOffset = CGPoint(x: unbounded(contentOffset.x, along: .horizontal),
                                      y: unbounded(contentOffset.y, along: .vertical))
        events.append(.willBeginDragging)
        perform(behavior.willBeginDragging(scroll, layout: layout))
    }

    /// The finger moves the content offset by `delta` (a finger moving left by 10 pt is
    /// `drag(by: CGPoint(x: 10, y: 0))`). Past an edge the content follows the rubber band.
    /// Axes the content cannot scroll along ignore their component.
    public mutating func drag(by delta: CGPoint) {
        guard phase == .dragging else { return }
        unboundedDragOffset.x += canScroll(along: .horizontal) ? delta.x : 0
        unboundedDragOffset.y += canScroll(along: .vertical) ? delta.y : 0
        moveOffset(to: CGPoint(x: banded(unboundedDragOffset.x, along: .horizontal),
                               y: banded(unboundedDragOffset.y, along: .vertical)))
    }

    /// The finger lifts with the content-offset `velocity` in points per second (positive
    /// means the offset was increasing: the sign UIKit passes to `scrollViewWillEndDragging`).
    ///
    /// The layout, then the behaviour, may move the resting offset plain deceleration would
    /// reach; the content travels there by that deceleration, by the behaviour's settle style
    /// if the target moved, or (released past an edge) by bouncing back.
    public mutating func endDragging(velocity: CGPoint) {
        guard phase == .dragging else { return }
        let scrollable = (canScroll(along: .horizontal), canScroll(along: .vertical))
        let released = CGPoint(x: scrollable.0 && velocity.x.isFinite ? velocity.x : 0,
                                y: scrollable.1 && velocity.y.isFinite ? velocity.y : 0)
        let rate = configuration.decelerationRate
        let state = scroll
        let proposed = state.clamped(CGPoint(
            x: Deceleration.projectedPosition(from: contentOffset.x, velocity: released.x, rate: rate),
            y: Deceleration.projectedPosition(from: contentOffset.y, velocity: released.y, rate: rate)))
        // UICollectionView asks its layout first; the delegate then sees the layout's answer.
        var target = layout.targetContentOffset(proposed: proposed, current: contentOffset, velocity: released)
        let adjustments = behavior.willEndDragging(state, layout: layout, velocity: released,
                                                   targetContentOffset: &target)
        events.append(.willEndDragging(velocity: released, target: target))
        motionX = releaseMotion(along: .horizontal, velocity: released, proposed: proposed, target: target)
        motionY = releaseMotion(along: .vertical, velocity: released, proposed: proposed, target: target)
        let willDecelerate = motionX.isMoving || motionY.isMoving
        phase = willDecelerate ? .decelerating : .idle
        perform(adjustments)
        events.append(.didEndDragging(willDecelerate: willDecelerate))
        perform(behavior.didEndDragging(scroll, layout: layout, willDecelerate: willDecelerate))
        if willDecelerate && phase == .decelerating { events.append(.willBeginDecelerating) }
    }

    /// One axis's motion after the finger lifts, as `ScrollState.releaseMotion` decides it.
    private func releaseMotion(along axis: Axis, velocity: CGPoint, proposed: CGPoint, target: CGPoint) -> AxisMotion {
        let position = axis.main(contentOffset), speed = axis.main(velocity), goal = axis.main(target)
        let rate = configuration.decelerationRate
        switch scroll.releaseMotion(along: axis, velocity: velocity, proposed: proposed, target: target,
                                    style: behavior.settleStyle) {
        case .bounceBack(let edge):
            return .spring(SpringMotion(from: position, to: edge, velocity: speed, parameters: .bounce), start: now)
        case .rest:
            return .resting(position)
        case .decelerate:
            return .decelerating(Deceleration(origin: position, velocity: speed, rate: rate), start: now)
        case .decelerateToTarget:
            return .decelerating(Deceleration(origin: position, restingAt: goal, rate: rate), start: now)
        case .spring(let parameters):
            return .spring(SpringMotion(from: position, to: goal, velocity: speed, parameters: parameters), start: now)
        }
    }

    // MARK: - Edges

    /// The resting range of the offset along `axis`.
    func bounds(along axis: Axis) -> (CGFloat, CGFloat) {
        let state = scroll
        return (axis.main(state.minimumOffset), axis.main(state.maximumOffset))
    }

    /// Whether a drag moves the content along `axis` (UIKit: content longer than the
    /// viewport, or `alwaysBounce…`).
    func canScroll(along axis: Axis) -> Bool {
        let (lower, upper) = bounds(along: axis)
        return upper > lower || (configuration.bounces && configuration.alwaysBounces(along: axis))
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
