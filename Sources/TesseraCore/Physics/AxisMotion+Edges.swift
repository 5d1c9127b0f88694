import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Meeting an edge

extension AxisMotion {
    /// This motion as it is at `now` given the resting range `lower...upper`: a deceleration
    /// that has met an edge becomes the bounce spring UIKit plays from that edge with the
    /// velocity it had there (or stops at the edge without bounces). Used by the engine's fake
    /// UIKit for UIKit's decelerations and by `ScrollViewAdapter` for the ones it plays, so the
    /// two bounce alike.
    public func bouncingAtEdges(lower: CGFloat, upper: CGFloat, now: TimeInterval, bounces: Bool,
                                tolerance: CGFloat) -> AxisMotion {
        guard case .decelerating(let deceleration, let start) = self, lower <= upper else { return self }
        // Content that shrank under a moving offset (a reload mid-fling) leaves it past the
        // edge with no crossing ahead: spring back from where it is, as UIKit does.
        let position = self.position(at: now)
        let outside = position < lower - tolerance || position > upper + tolerance
        if outside, deceleration.time(toReach: position < lower ? lower : upper) == nil {
            let edge = min(max(position, lower), upper)
            guard bounces else { return .resting(edge) }
            return .spring(SpringMotion(from: position, to: edge, velocity: velocity(at: now), parameters: .bounce),
                           start: now)
        }
        let edge = deceleration.initialVelocity > 0 ? upper : lower
        // A deceleration aimed exactly at the edge reaches it only as it stops: no bounce.
        guard let crossing = deceleration.time(toReach: edge), crossing < deceleration.duration - 0.0005,
              start + crossing <= now else { return self }
        guard bounces else { return .resting(edge) }
        let spring = SpringMotion(from: edge, to: edge, velocity: deceleration.velocity(at: crossing),
                                  parameters: .bounce)
        return .spring(spring, start: start + crossing)
    }
}
