import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What one axis of a scroll view is doing: resting, decelerating, springing or animating.
/// Each moving case carries the absolute time it started, so the two axes can change
/// independently (one axis meets the edge and bounces while the other decelerates on).
public enum AxisMotion: Sendable, Hashable {
    case resting(CGFloat)
    case decelerating(Deceleration, start: TimeInterval)
    case spring(SpringMotion, start: TimeInterval)
    case animating(CurveAnimation, start: TimeInterval)

    /// The position at absolute time `now`.
    public func position(at now: TimeInterval) -> CGFloat {
        switch self {
        case .resting(let value): value
        case .decelerating(let motion, let start): motion.position(at: now - start)
        case .spring(let motion, let start): motion.position(at: now - start)
        case .animating(let motion, let start): motion.position(at: now - start)
        }
    }

    /// The velocity in points per second at absolute time `now`.
    public func velocity(at now: TimeInterval) -> CGFloat {
        switch self {
        case .resting: 0
        case .decelerating(let motion, let start): motion.velocity(at: now - start)
        case .spring(let motion, let start): motion.velocity(at: now - start)
        case .animating(let motion, let start): motion.velocity(at: now - start)
        }
    }

    /// Whether the motion has ended by absolute time `now`.
    public func isFinished(at now: TimeInterval) -> Bool {
        switch self {
        case .resting: true
        case .decelerating(let motion, let start): now - start >= motion.duration
        case .spring(let motion, let start): now - start >= motion.duration
        case .animating(let motion, let start): now - start >= motion.duration
        }
    }

    /// The same motion moved by `delta`, with the same velocity at every moment; a non-finite
    /// delta is ignored.
    public func shifted(by delta: CGFloat) -> AxisMotion {
        guard delta.isFinite else { return self }
        return switch self {
        case .resting(let value): .resting(value + delta)
        case .decelerating(let motion, let start): .decelerating(motion.shifted(by: delta), start: start)
        case .spring(let motion, let start): .spring(motion.shifted(by: delta), start: start)
        case .animating(let motion, let start): .animating(motion.shifted(by: delta), start: start)
        }
    }

    /// Whether this axis is moving rather than resting.
    public var isMoving: Bool {
        if case .resting = self { return false }
        return true
    }
}
