import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension CGFloat {
    /// `self + other`, clamped to the finite range: shifting a motion at 10³⁰⁸ by 10³⁰⁸
    /// (a recentre of an absurd offset) must leave a finite position, not ∞.
    func finiteAdding(_ other: CGFloat) -> CGFloat {
        let sum = self + other
        return sum.isFinite || sum.isNaN ? sum : (sum > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
    }
}
