import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a pinch drives an interactive switch: which way it goes, how far it has got, and how
/// fast.
///
/// Pinching in (scale below 1) asks for denser content (a list becoming a grid), pinching out
/// for sparser. Progress follows the logarithm of the scale, so halving and doubling weigh the
/// same: with the default ``completionScale`` of 2, a pinch to 0.7 or to 1.41 is halfway.
///
///     let pinch = PresentationPinch()
///     PresentationPinch.direction(forScale: 0.8)             // .denser
///     pinch.progress(forScale: 0.5, direction: .denser)      // 1: the denser presentation in place
///     pinch.progress(forScale: 1.2, direction: .denser)      // 0: the pinch turned back
public struct PresentationPinch: Sendable, Hashable {
    /// Which way a pinch asks the content to go.
    public enum Direction: Sendable, Hashable {
        /// Fingers closing: more, smaller items.
        case denser
        /// Fingers opening: fewer, larger items.
        case sparser
    }

    /// ln of the scale at which a switch is complete.
    private let span: CGFloat

    /// Creates a pinch mapping: a switch is complete when the pinch has closed to
    /// `1 / completionScale` or opened to `completionScale` (a value that is not finite and
    /// above 1 is read as 2).
    public init(completionScale: CGFloat = 2) {
        span = completionScale.isFinite && completionScale > 1 ? log(completionScale) : log(2)
    }

    /// The direction of a pinch at `scale`; `nil` at exactly 1 or for a scale that is not
    /// positive and finite.
    public static func direction(forScale scale: CGFloat) -> Direction? {
        guard scale.isFinite, scale > 0, scale != 1 else { return nil }
        return scale < 1 ? .denser : .sparser
    }

    /// The progress of a switch in `direction` driven by a pinch at `scale`: how far the
    /// scale has gone that way, `ln scale / ln completionScale` (negated for `.denser`), clamped
    /// to 0…1. A pinch that turned back past 1 is at 0; a scale that is not positive and finite
    /// gives 0.
    public func progress(forScale scale: CGFloat, direction: Direction) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return 0 }
        let outward = direction == .denser ? -log(scale) : log(scale)
        return min(max(outward / span, 0), 1)
    }

    /// How fast that progress changes for a pinch at `scale` changing at `velocity` (scale per
    /// second, as `UIPinchGestureRecognizer.velocity` reports it): positive when the pinch goes
    /// further in `direction`.
    public func progressVelocity(forScale scale: CGFloat, velocity: CGFloat, direction: Direction) -> CGFloat {
        guard scale.isFinite, scale > 0, velocity.isFinite else { return 0 }
        let outward = velocity / (scale * span)
        return direction == .denser ? -outward : outward
    }
}
