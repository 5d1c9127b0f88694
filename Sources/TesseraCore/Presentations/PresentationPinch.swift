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
///     pinch.progress(forScale: 0.5)        // 1: a denser presentation fully in place
///     PresentationPinch.direction(forScale: 1.3)  // .sparser
public struct PresentationPinch: Sendable, Hashable {
    /// Which way a pinch asks the content to go.
    public enum Direction: Sendable, Hashable {
        /// Fingers closing: more, smaller items.
        case denser
        /// Fingers opening: fewer, larger items.
        case sparser
    }

    /// The scale at which a switch is complete: pinching in to `1 / completionScale` or out to
    /// `completionScale`. Values not above 1 are read as 2. Defaults to 2.
    public var completionScale: CGFloat

    /// Creates a pinch mapping.
    public init(completionScale: CGFloat = 2) {
        self.completionScale = completionScale
    }

    private var span: CGFloat {
        completionScale.isFinite && completionScale > 1 ? log(completionScale) : log(2)
    }

    /// The direction of a pinch at `scale`; `nil` at exactly 1 or for a scale that is not
    /// positive and finite.
    public static func direction(forScale scale: CGFloat) -> Direction? {
        guard scale.isFinite, scale > 0, scale != 1 else { return nil }
        return scale < 1 ? .denser : .sparser
    }

    /// The progress of a switch driven by a pinch at `scale`: `|ln scale| / ln completionScale`,
    /// clamped to 0…1 (0 for a scale that is not positive and finite).
    public func progress(forScale scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return 0 }
        return min(abs(log(scale)) / span, 1)
    }

    /// How fast that progress changes for a pinch at `scale` changing at `velocity` (scale per
    /// second, as `UIPinchGestureRecognizer.velocity`): positive when the pinch goes further
    /// its own way.
    public func progressVelocity(forScale scale: CGFloat, velocity: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0, velocity.isFinite else { return 0 }
        let outward = velocity / (scale * span)
        return scale < 1 ? -outward : outward
    }
}
