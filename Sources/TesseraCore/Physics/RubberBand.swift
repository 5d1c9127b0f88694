import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// UIScrollView's resistance past the edge of the content.
///
/// A finger that has pulled `overshoot` points past the edge moves the content by
///
///     (1 − 1 / (overshoot·c / d + 1))·d,   c = 0.55, d = viewport length on that axis
///
/// which starts at the finger's speed and approaches d but never reaches it.
public enum RubberBand {
    /// UIKit's constant.
    public static let coefficient: CGFloat = 0.55

    /// The displayed overshoot for a finger overshoot (sign preserved).
    public static func displacement(forOvershoot overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, overshoot != 0, overshoot.isFinite else { return 0 }
        let magnitude = (1 - 1 / (abs(overshoot) * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -magnitude : magnitude
    }

    /// The finger overshoot that displays as `displacement`: the inverse of
    /// `displacement(forOvershoot:dimension:)`, used when a drag starts out of bounds.
    public static func overshoot(forDisplacement displacement: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, displacement != 0 else { return 0 }
        let fraction = min(abs(displacement) / dimension, 0.999_999)
        let magnitude = dimension / coefficient * (1 / (1 - fraction) - 1)
        return displacement < 0 ? -magnitude : magnitude
    }

    /// `position` rubber-banded into `lower...upper`.
    public static func clamp(_ position: CGFloat, lower: CGFloat, upper: CGFloat, dimension: CGFloat) -> CGFloat {
        if position < lower { return lower + displacement(forOvershoot: position - lower, dimension: dimension) }
        if position > upper { return upper + displacement(forOvershoot: position - upper, dimension: dimension) }
        return position
    }
}
