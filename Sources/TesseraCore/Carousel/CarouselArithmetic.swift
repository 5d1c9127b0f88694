import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Wrapping

extension CarouselLayout {
    /// The one wrap function: the data index a virtual index shows.
    ///
    /// A looping carousel numbers its positions with unbounded *virtual* indices (…, −1, 0, 1,
    /// …); position `v` shows data item `v mod count`. Nothing else in Tessera maps a position
    /// to an item, so there is no ×N item multiplication and nothing to reload at the wrap.
    ///
    ///     wrap(-1, count: 7) == 6     wrap(7, count: 7) == 0     wrap(15, count: 7) == 1
    ///
    /// - Returns: a value in `0..<count`, or 0 when `count` is not positive.
    public static func wrap(_ virtualIndex: Int, count: Int) -> Int {
        count > 0 ? virtualIndex.positiveModulo(count) : 0
    }
}

/// Search, conversion and rounding helpers of the carousel.
enum CarouselArithmetic {
    /// The largest `i` with `sorted[i] ≤ value`, or −1 (also for NaN).
    /// - Complexity: O(log n).
    static func lastIndex(in sorted: [CGFloat], notAbove value: CGFloat) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] <= value { low = mid + 1 } else { high = mid }
        }
        return low - 1
    }

    /// An integral `value` as an `Int`, saturating at `Int.min` / `Int.max`; 0 for NaN.
    /// `Int(someCGFloat)` traps on NaN, on infinities and beyond ±2⁶³, all of which a public
    /// entry point may be handed.
    @inline(__always)
    static func clampedInt(_ value: CGFloat) -> Int {
        // ±2⁶³: -2⁶³ is Int.min exactly; 2⁶³ is one past Int.max.
        if value < 0x1p63, value >= -0x1p63 { return Int(value) }
        return value.isNaN ? 0 : (value > 0 ? .max : .min)
    }

    /// `value.rounded(.down)` without the libm call (the per-frame query floors a few
    /// coordinates). Equal to it for every input except the sign of a zero result.
    @inline(__always)
    static func floor(_ value: CGFloat) -> CGFloat {
        // 2⁵²: every double this large is already an integer (and NaN / ±∞ fail the test).
        guard abs(value) < 4_503_599_627_370_496 else { return value }
        let truncated = CGFloat(Int(value))
        return truncated > value ? truncated - 1 : truncated
    }

    /// `value.rounded()` (to nearest, ties away from zero) without the libm call: the
    /// per-frame query rounds every frame edge to pixels. Equal to it for every input
    /// (NaN and infinities included) except the sign of a zero result (-0.3 gives +0), which
    /// no comparison or rendering of a frame can tell.
    @inline(__always)
    static func rounded(_ value: CGFloat) -> CGFloat {
        guard abs(value) < 4_503_599_627_370_496 else { return value }
        // Exact: the fraction of a double below 2⁵² is representable, and so are t ± 1.
        let truncated = CGFloat(Int(value))
        let fraction = value - truncated
        return fraction >= 0.5 ? truncated + 1 : (fraction <= -0.5 ? truncated - 1 : truncated)
    }
}

/// Rounds to a display's pixel grid exactly as `PixelGrid.round(_:)` does, multiplying by
/// the inverse scale where that is exact (1×, 2×, 4×): a division is the slowest step of
/// the per-frame query, which rounds every frame edge.
struct CarouselPixelRounding: Sendable {
    let scale: CGFloat
    private let inverse: CGFloat
    private let inverseIsExact: Bool

    init(scale: CGFloat) {
        self.scale = scale
        inverse = 1 / scale
        // A power of two: x / s and x · (1 / s) are the same exact scaling.
        inverseIsExact = scale.isNormal && Double(scale).significandBitPattern == 0
    }

    @inline(__always)
    func round(_ value: CGFloat) -> CGFloat {
        let pixels = CarouselArithmetic.rounded(value * scale)
        return inverseIsExact ? pixels * inverse : pixels / scale
    }
}
