import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The small numeric helpers the pager's layouts share.
enum PagerMath {
    /// `value` rounded down to an integer, saturating at `Int.min`/`Int.max` and 0 for NaN:
    /// `Int(_:)` traps beyond ±2⁶³, which `CGFloat(Int.max)` itself is.
    static func floorIndex(_ value: CGFloat) -> Int {
        guard !value.isNaN else { return 0 }
        let floored = value.rounded(.down)
        if floored >= 9.2e18 { return .max }
        if floored <= -9.2e18 { return .min }
        return Int(floored)
    }

    /// `value` rounded to the nearest integer, saturating like `floorIndex`.
    static func nearestIndex(_ value: CGFloat) -> Int {
        floorIndex(value.rounded())
    }

    /// `value` clamped to `low...high` (NaN becomes `low`).
    static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        guard !value.isNaN else { return low }
        return min(max(value, low), max(low, high))
    }

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

    /// Whether every coordinate of `rect` is a finite number.
    static func isFinite(_ rect: CGRect) -> Bool {
        !rect.isNull && rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
    }
}
