import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The interpolation the tab strip's indicator and offset follow the pages by.
enum PagerMath {
    /// `a + (b − a)·t`.
    static func interpolate(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat {
        t == 0 ? a : a + (b - a) * t
    }

    /// `a` and `b` interpolated edge by edge (so both position and size follow `t`).
    static func interpolate(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
        guard t != 0 else { return a }
        let minX = interpolate(a.minX, b.minX, t), maxX = interpolate(a.maxX, b.maxX, t)
        let minY = interpolate(a.minY, b.minY, t), maxY = interpolate(a.maxY, b.maxY, t)
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
