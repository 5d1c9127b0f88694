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
    static let coefficient: CGFloat = 0.55

    /// The displayed overshoot for a finger overshoot (sign preserved): less than `dimension`
    /// in size. An infinite overshoot shows as the limit, ±`dimension`; a NaN one,
    /// or a dimension that is not positive and finite, as 0.
    static func displacement(forOvershoot overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, dimension.isFinite, overshoot != 0, !overshoot.isNaN else { return 0 }
        guard overshoot.isFinite else { return overshoot < 0 ? -dimension : dimension }
        let magnitude = (1 - 1 / (abs(overshoot) * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -magnitude : magnitude
    }

    /// The finger overshoot that displays as `displacement`: the inverse of
    /// `displacement(forOvershoot:dimension:)`, used when a drag starts out of bounds. A
    /// displacement of `dimension` or more (which no overshoot shows) gives the overshoot of
    /// 0.999999 of it; a NaN one, or a dimension that is not positive and finite, gives 0.
    public static func overshoot(forDisplacement displacement: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, dimension.isFinite, displacement != 0, !displacement.isNaN else { return 0 }
        let fraction = min(abs(displacement) / dimension, 0.999_999)
        // Finite even for a dimension near the largest CGFloat.
        let magnitude = min(dimension * (1 / (1 - fraction) - 1) / coefficient, .greatestFiniteMagnitude)
        return displacement < 0 ? -magnitude : magnitude
    }

    /// `position` rubber-banded into `lower...upper`: at most `dimension` beyond either bound,
    /// also for an infinite position. A NaN position counts as `lower`.
    public static func clamp(_ position: CGFloat, lower: CGFloat, upper: CGFloat, dimension: CGFloat) -> CGFloat {
        if position.isNaN { return lower }
        if position < lower { return lower + displacement(forOvershoot: position - lower, dimension: dimension) }
        if position > upper { return upper + displacement(forOvershoot: position - upper, dimension: dimension) }
        return position
    }
}
