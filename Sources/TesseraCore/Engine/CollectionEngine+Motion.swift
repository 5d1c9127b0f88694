import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Time

extension CollectionEngine {
    /// Moves the clock to `time` (seconds) and shows one frame: motion is evaluated in closed
    /// form at `time`, so a long step lands exactly where many short ones would. Earlier
    /// times are ignored.
    public mutating func advance(to time: TimeInterval) {
        guard time > now, time.isFinite else { return }
        now = time
        if phase == .decelerating || phase == .animating {
            bounceAtEdges()
            moveOffset(to: CGPoint(x: motionX.position(at: now), y: motionY.position(at: now)))
            if (phase == .decelerating || phase == .animating)
                && motionX.isFinished(at: now) && motionY.isFinished(at: now) {
                finishMotion()
            }
        }
        perform(behavior.tick(scroll, layout: layout))
    }

    /// Advances the clock by `interval` seconds.
    public mutating func advance(by interval: TimeInterval) {
        advance(to: now + interval)
    }

    /// Advances frame by frame at `frameRate` until nothing moves or `limit` seconds pass;
    /// returns the number of frames shown.
    @discardableResult
    public mutating func runUntilIdle(frameRate: Double = 60, limit: TimeInterval = 10) -> Int {
        let end = now + limit
        var frames = 0
        while isMoving && now < end {
            advance(by: 1 / frameRate)
            frames += 1
        }
        return frames
    }

    /// Ends any motion without callbacks (a touch catching the content).
    mutating func stopMotion() {
        motionX = .resting(contentOffset.x)
        motionY = .resting(contentOffset.y)
        if phase != .dragging { phase = .idle }
    }

    private mutating func finishMotion() {
        let wasAnimating = phase == .animating
        stopMotion()
        if wasAnimating {
            events.append(.didEndScrollingAnimation)
            perform(behavior.didEndScrollingAnimation(scroll, layout: layout))
        } else {
            events.append(.didEndDecelerating)
            perform(behavior.didEndDecelerating(scroll, layout: layout))
        }
    }

    /// A deceleration that has met an edge by `now` turns into a bounce spring starting at
    /// the edge with the velocity it had there (or stops at the edge without bounces).
    private mutating func bounceAtEdges() {
        motionX = bounced(motionX, along: .horizontal)
        motionY = bounced(motionY, along: .vertical)
    }

    private func bounced(_ motion: AxisMotion, along axis: Axis) -> AxisMotion {
        guard case .decelerating(let deceleration, let start) = motion else { return motion }
        let (lower, upper) = bounds(along: axis)
        // Content that shrank under a moving offset (a reload mid-fling) leaves it past the
        // edge with no crossing ahead: spring back from where it is, as UIKit does.
        let position = motion.position(at: now)
        let outside = position < lower - pixelGrid.tolerance || position > upper + pixelGrid.tolerance
        if outside, deceleration.time(toReach: position < lower ? lower : upper) == nil {
            guard configuration.bounces else { return .resting(min(max(position, lower), upper)) }
            let spring = SpringMotion(from: position, to: min(max(position, lower), upper),
                                      velocity: motion.velocity(at: now), parameters: .bounce)
            return .spring(spring, start: now)
        }
        let edge = deceleration.initialVelocity > 0 ? upper : lower
        // A deceleration aimed exactly at the edge reaches it only as it stops: no bounce.
        guard let crossing = deceleration.time(toReach: edge), crossing < deceleration.duration - 0.0005,
              start + crossing <= now else { return motion }
        guard configuration.bounces else { return .resting(edge) }
        let spring = SpringMotion(from: edge, to: edge, velocity: deceleration.velocity(at: crossing),
                                  parameters: .bounce)
        return .spring(spring, start: start + crossing)
    }
}

// MARK: - Moving the offset

extension CollectionEngine {
    /// Sets the offset (rounded to pixels); on a change, updates the cells, records
    /// `didScroll` and tells the behaviour.
    mutating func moveOffset(to offset: CGPoint) {
        let rounded = pixelGrid.round(offset)
        guard rounded != contentOffset, rounded.x.isFinite, rounded.y.isFinite else { return }
        contentOffset = rounded
        updateVisibleCells()
        events.append(.didScroll(rounded))
        perform(behavior.didScroll(scroll, layout: layout))
    }

    /// Records the behaviour's effects and performs the scroll commands among them.
    mutating func perform(_ produced: [Behavior.Effect]) {
        for effect in produced {
            effects.append(effect)
            guard let command = Behavior.command(for: effect) else { continue }
            // A behaviour that answers each scroll with another would recurse forever;
            // 16 nested commands is far beyond any real chain (recentre → didScroll → none).
            guard commandDepth < 16 else { continue }
            commandDepth += 1
            execute(command)
            commandDepth -= 1
        }
    }

    private mutating func execute(_ command: ScrollCommand) {
        switch command {
        case .setContentOffset(let offset, let animated):
            setContentOffset(offset, animated: animated)
        case .recenter(let delta):
            recenter(by: delta)
        case .animate(let offset, let duration, let curve):
            animate(to: offset, duration: duration, curve: curve)
        case .reloadData:
            reloadData(sectionItemCounts: sectionItemCounts)
        }
    }

    /// Moves the offset and every item by `delta`: nothing changes on screen, and a drag,
    /// deceleration or animation in progress continues at the same velocity.
    public mutating func recenter(by delta: CGPoint) {
        guard delta.x.isFinite, delta.y.isFinite, delta != .zero else { return }
        layout.recenter(by: delta)
        motionX = motionX.shifted(by: delta.x)
        motionY = motionY.shifted(by: delta.y)
        unboundedDragOffset.x += delta.x
        unboundedDragOffset.y += delta.y
        moveOffset(to: CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
    }
}
