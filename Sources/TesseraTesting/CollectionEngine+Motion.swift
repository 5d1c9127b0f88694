import Foundation
import TesseraCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Time

extension CollectionEngine {
    /// Moves the clock to `time` (seconds) and shows one frame: UIKit's own motion first
    /// (evaluated in closed form at `time`, so a long step lands exactly where many short ones
    /// would), then the adapter's clock if it asked for this frame (its display link, or its
    /// timer once due). Earlier times are ignored.
    public mutating func advance(to time: TimeInterval) {
        guard time > now, time.isFinite else { return }
        now = time
        if uikitPhase == .decelerating || uikitPhase == .animating {
            if stillDecelerationPending {
                stillDecelerationPending = false
                finishUIKitMotion()
            } else {
                advanceUIKitMotion()
            }
        }
        switch clockSchedule {
        case .everyFrame, .steadyFrames:
            perform(adapter.clockFired(at: now, uikitState, layout: layout))
        case .at(let due) where due <= now:
            clockSchedule = .none
            perform(adapter.clockFired(at: now, uikitState, layout: layout))
        case .at, .none:
            break
        }
    }

    /// Advances the clock by `interval` seconds. A positive step always moves the clock, by at
    /// least the next representable time: after a step to an eon (10³⁰⁰ s) a frame's 1/60 s
    /// is lost in rounding, and a clock that no longer moves would leave motion that started
    /// then playing forever.
    public mutating func advance(by interval: TimeInterval) {
        guard interval > 0 else { return }
        advance(to: max(now + interval, now.nextUp))
    }

    /// Advances frame by frame at `frameRate` until nothing moves or `limit` seconds pass;
    /// returns the number of frames shown.
    @discardableResult
    public mutating func runUntilIdle(frameRate: Double = 60, limit: TimeInterval = 10) -> Int {
        // Frames, not an end time: at a clock of 10³⁰⁰ s, `now + limit` is `now`.
        let maximum = limit * frameRate
        var frames = 0
        while isMoving && Double(frames) < maximum {
            advance(by: 1 / frameRate)
            frames += 1
        }
        return frames
    }

    private mutating func advanceUIKitMotion() {
        let state = uikitState, tolerance = pixelGrid.tolerance
        motionX = motionX.bouncingAtEdges(lower: state.minimumOffset.x, upper: state.maximumOffset.x, now: now,
                                          bounces: configuration.bounces, tolerance: tolerance)
        motionY = motionY.bouncingAtEdges(lower: state.minimumOffset.y, upper: state.maximumOffset.y, now: now,
                                          bounces: configuration.bounces, tolerance: tolerance)
        moveOffset(to: CGPoint(x: motionX.position(at: now), y: motionY.position(at: now)))
        if (uikitPhase == .decelerating || uikitPhase == .animating)
            && motionX.isFinished(at: now) && motionY.isFinished(at: now) {
            finishUIKitMotion()
        }
    }

    /// Ends UIKit's motion without callbacks (a touch catching the content, a
    /// `setContentOffset`).
    mutating func stopUIKitMotion() {
        motionX = .resting(contentOffset.x)
        motionY = .resting(contentOffset.y)
        stillDecelerationPending = false
        if uikitPhase != .dragging { uikitPhase = .idle }
    }

    private mutating func finishUIKitMotion() {
        let wasAnimating = uikitPhase == .animating
        stopUIKitMotion()
        if wasAnimating {
            events.append(.didEndScrollingAnimation)
            perform(adapter.scrollViewDidEndScrollingAnimation(uikitState, layout: layout))
        } else {
            events.append(.didEndDecelerating)
            perform(adapter.scrollViewDidEndDecelerating(uikitState, layout: layout))
        }
    }
}

// MARK: - Moving the offset

extension CollectionEngine {
    /// Sets the offset (rounded to pixels) as UIKit's `contentOffset` setter does: on a change,
    /// updates the cells and calls `scrollViewDidScroll`.
    mutating func moveOffset(to offset: CGPoint) {
        let rounded = pixelGrid.round(offset)
        guard rounded != contentOffset, rounded.x.isFinite, rounded.y.isFinite else { return }
        contentOffset = rounded
        layout.didScroll(to: rounded)
        updateVisibleCells()
        events.append(.didScroll(rounded))
        // A behaviour that answers each scroll with another would recurse forever; 16 nested
        // scrolls is far beyond any real chain (recentre → didScroll → none).
        guard callbackDepth < 16 else { return }
        callbackDepth += 1
        perform(adapter.scrollViewDidScroll(uikitState, layout: layout))
        callbackDepth -= 1
    }

    /// Moves the offset and every item by `delta`: nothing changes on screen and a drag goes
    /// on. UIKit's own deceleration or animation is deliberately *not* moved: it heads for an
    /// absolute offset (whether it follows an assigned `contentOffset` is undocumented), so a
    /// recentre under it shows as a jump here, as it could on a device.
    public mutating func recenter(by delta: CGPoint, to landing: CGPoint) {
        layout.recenter(by: delta)
        // The finger goes on from the new offset, however far the old one was.
        unboundedDragOffset.x += landing.x - contentOffset.x
        unboundedDragOffset.y += landing.y - contentOffset.y
        moveOffset(to: landing)
    }
}
