import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How one axis moves after the finger lifts: decided once here for the engine and for the
/// UIKit skin, so what the tests drive is what the device does.
public enum ReleaseMotion: Sendable, Hashable {
    /// Released past an edge: the scroll view's bounce back to `edge`.
    case bounceBack(to: CGFloat)
    /// Already at the target and too slow to move: nothing moves.
    case rest
    /// The scroll view's own deceleration, unchanged (nobody moved the target).
    case decelerate
    /// The scroll view's deceleration re-aimed at the target (UIKit does this when a delegate
    /// or layout changes `targetContentOffset`).
    case decelerateToTarget
    /// The behaviour's settle spring to the target, from the release velocity; UIKit has no
    /// such motion, so the skin plays it.
    case spring(SpringParameters)

    /// Whether UIKit starts this motion from the release velocity itself (its plain
    /// deceleration, its bounce back), so that no target can change how fast it goes.
    var startsFromTheReleaseVelocity: Bool {
        switch self {
        case .decelerate, .bounceBack: true
        case .rest, .decelerateToTarget, .spring: false
        }
    }
}

extension ScrollState {
    /// How `axis` moves after a release with `velocity` (points per second), where plain
    /// deceleration would rest at `proposed` and the layout and behaviour chose `target`.
    public func releaseMotion(along axis: Axis, velocity: CGPoint, proposed: CGPoint, target: CGPoint,
                              style: SettleStyle) -> ReleaseMotion {
        let position = axis.main(contentOffset), speed = axis.main(velocity)
        let lower = axis.main(minimumOffset), upper = axis.main(maximumOffset)
        let goal = axis.main(target)
        if position < lower - pixelGrid.tolerance || position > upper + pixelGrid.tolerance {
            return .bounceBack(to: min(max(goal, lower), upper))
        }
        if abs(goal - position) < pixelGrid.tolerance && abs(speed) <= Deceleration.stopSpeed { return .rest }
        if goal == axis.main(proposed) { return .decelerate }
        switch style {
        case .deceleration: return .decelerateToTarget
        case .spring(let parameters): return .spring(parameters)
        }
    }
}
