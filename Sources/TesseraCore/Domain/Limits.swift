import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The domain Tessera's layouts and behaviours work in: every bound, with its reason, in one
/// table.
///
/// Values from outside come in through four front doors, and each brings them inside these
/// bounds once: a configuration's initialiser or `validate()` (rejects, naming the field and
/// the value), `LayoutContext.init` (clamps what the scroll view measured), the adapter's
/// inputs (`ScrollState.init` and the release velocity: what UIKit hands a delegate) and a
/// query's rectangle (`QueryRect`). Behind the doors, code trusts its values: no layout checks
/// for NaN, for an infinite offset or for an overflowing count.
///
/// | limit | value | why |
/// |---|---|---|
/// | `length` | 2¹⁶ pt | Longest item, spacing, inset, tab, tile or viewport: 48 iPad screens. Sums of 2³² of them stay below 2⁴⁹ pt. A layout's negative inset is at most its viewport's length: beyond it the inset area lies off the screen. |
/// | `itemCount` | 2³² | Items in all sections together (a section past them keeps the rest, later ones none). A larger count (`Int.max`, a "loop forever" hack) lays out 2³² items: more than anyone scrolls through. Index arithmetic with it and a line count stays far from `Int.max`, and a carousel's cycle (at most 2³² items of at most 2¹⁶ pt, so below 2⁴⁸ pt) stays where a jump and a recentre by a whole-point delta keep items within 1/16 pt. |
/// | `coordinate` | 2⁵⁰ pt | Farthest offset, point or rectangle edge: content is at most `itemCount` × 2 · `length`, so 2⁴⁹ pt. Below 2⁵⁰ a `Double` resolves ¼ pt. |
/// | `lines` | 1,000 | Columns, rows or group rows of a grid: 10 times what the widest iPad fits at 1 pt a column. |
/// | `displayScale` | 1…4 | iOS displays are 1×, 2× and 3×; 0 (an unset trait) and anything else is brought into the range. |
/// | `releaseSpeed` | 50,000 pt/s | Five times the fastest flick measured on devices (about 10,000 pt/s). A faster reading is a broken digitiser or a fuzzer; played at this speed. |
/// | `itemsPerQuery` | 2¹⁶ | Items one visible-rectangle query returns: 50 times the cells of the densest emoji keyboard on the largest iPad. |
/// | `tableItemCount` | 2²² | Items whose sizes a layout keeps in a table (per-item carousel sizes, measured presentations): about 100 MB of per-item state. Larger tables are not built. |
/// | `livePages` | 1,024 | View-controller pages a pager keeps alive at once. |
/// | `tileSlots` | 2²⁰ | Tiles an infinite grid shows at once (1 pt tiles on a 1,024 × 1,024 pt viewport). |
/// | `transformReach` | 1,000 items | How far beyond the viewport a carousel transform may pull items in. |
/// | `physicsSpeed` | 10¹² pt/s | The fastest start (and, in points, the largest displacement) the closed-form physics computes, for UIKit's own motions the engine models from raw readings: every position stays finite. |
/// | `springParameter` | 10⁻⁶…10⁹ | Stiffness and damping of a spring: beyond them its closed form (ζ², e^(r·t)) overflows into NaN. |
/// | `decelerationRate` | 0.5…0.999999 per ms | UIKit's rates are 0.99 and 0.998; at 1 a fling never stops, at 0 it never starts. |
/// | `shortestLength` | 2⁻²⁰ pt | A height or spacing stacked in a column (a list's or a waterfall's): a positive one shorter than this is 0, an estimate this long. Float noise such as the 5.6·10⁻¹⁷ of `0.1 * 3 − 0.3` is nothing on screen, but summed with longer lengths it rounds away, and a waterfall's choice of column would then be decided by rounding (dealing estimated items in turn would differ from placing them one by one). |
/// | `shortestRow` | 1/64 pt | The least height of a row a presentation computes from a ratio: a query one pixel tall meets at most 64 rows, even at a ratio of 10³⁰⁰ without spacing. |
/// | `timingCurveY` | ±1,000 | A timing curve's control points' output: overshoot beyond 1,000× is no animation anyone designs. |
enum Limits {
    static let length: CGFloat = 65_536
    static let itemCount = 1 << 32
    static let coordinate: CGFloat = 0x1p50
    static let lines = 1_000
    static let displayScale: ClosedRange<CGFloat> = 1...4
    static let releaseSpeed: CGFloat = 50_000
    static let itemsPerQuery = 1 << 16
    static let tableItemCount = 1 << 22
    static let livePages = 1_024
    static let tileSlots = 1 << 20
    static let transformReach = 1_000
    static let physicsSpeed: CGFloat = 1e12
    static let springParameter: ClosedRange<CGFloat> = 1e-6...1e9
    static let decelerationRate: ClosedRange<CGFloat> = 0.5...0.999_999
    static let shortestLength: CGFloat = 0x1p-20
    static let shortestRow: CGFloat = 1.0 / 64
    static let timingCurveY: CGFloat = 1_000
}

// MARK: - Bringing values into the domain

extension Limits {
    /// A length: 0 for NaN or a negative value, at most `length`.
    @inline(__always)
    static func length(_ value: CGFloat) -> CGFloat {
        value > 0 ? min(value, length) : 0
    }

    /// A height or spacing stacked in a column: a `length`, 0 below `shortestLength`.
    @inline(__always)
    static func stackedLength(_ value: CGFloat) -> CGFloat {
        value >= shortestLength ? min(value, length) : 0
    }

    /// A coordinate: 0 for NaN, within ±`coordinate`.
    @inline(__always)
    static func coordinate(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, -coordinate), coordinate)
    }

    /// A point with both coordinates brought in.
    @inline(__always)
    static func point(_ point: CGPoint) -> CGPoint {
        CGPoint(x: coordinate(point.x), y: coordinate(point.y))
    }

    /// A size with both lengths brought in.
    static func size(_ size: CGSize) -> CGSize {
        CGSize(width: length(size.width), height: length(size.height))
    }

    /// An inset: 0 for NaN, within ±`length` (UIKit allows negative insets).
    static func insets(_ insets: EdgeInsets) -> EdgeInsets {
        func inset(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, -length), length) }
        return EdgeInsets(top: inset(insets.top), left: inset(insets.left), bottom: inset(insets.bottom),
                          right: inset(insets.right))
    }

    /// Insets of a layout's viewport: as `insets(_:)`, a negative one at most the viewport's
    /// length along its axis (beyond it the area the insets bound lies wholly off the screen,
    /// which no scroll view shows).
    static func insets(_ insets: EdgeInsets, viewport: CGSize) -> EdgeInsets {
        let inside = self.insets(insets)
        return EdgeInsets(top: max(inside.top, -viewport.height), left: max(inside.left, -viewport.width),
                          bottom: max(inside.bottom, -viewport.height), right: max(inside.right, -viewport.width))
    }

    /// An item count: 0 for a negative one, at most `itemCount`.
    static func itemCount(_ count: Int) -> Int { min(max(count, 0), itemCount) }

    /// A display scale: 1 for 0, NaN or a negative value, else clamped into `displayScale`.
    static func displayScale(_ scale: CGFloat) -> CGFloat {
        scale > 0 ? min(max(scale, displayScale.lowerBound), displayScale.upperBound) : 1
    }

    /// A release velocity, points per second: 0 for NaN, each axis within ±`releaseSpeed`.
    static func velocity(_ velocity: CGPoint) -> CGPoint {
        func speed(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, -releaseSpeed), releaseSpeed) }
        return CGPoint(x: speed(velocity.x), y: speed(velocity.y))
    }
}

// MARK: - The one float-to-integer conversion

extension Int {
    /// `value` rounded by `rule`, as an integer: how every computed page, item, stop or tile
    /// number becomes an `Int`.
    ///
    /// Behind the gate coordinates are within 2⁵⁰ pt, so quotients by a stride of a point or
    /// more fit easily; the conversion still saturates at ±2⁶² (and reads NaN as 0) so that no
    /// quotient, however formed, can trap. Rounds by truncating where the value is below 2⁵²
    /// (exact there), without the libm call `rounded(_:)` makes on Linux: the per-frame queries
    /// convert a few coordinates each.
    @inline(__always)
    init(_ value: CGFloat, rounding rule: FloatingPointRoundingRule) {
        guard abs(value) < 0x1p52 else {
            self = value.isNaN ? 0 : (value > 0 ? 1 << 62 : -(1 << 62))
            return
        }
        let truncated = Int(value), fraction = value - CGFloat(truncated)
        switch rule {
        case .down: self = fraction < 0 ? truncated - 1 : truncated
        case .up: self = fraction > 0 ? truncated + 1 : truncated
        case .towardZero: self = truncated
        case .toNearestOrAwayFromZero:
            self = fraction >= 0.5 ? truncated + 1 : (fraction <= -0.5 ? truncated - 1 : truncated)
        default: self = Int(value.rounded(rule))
        }
    }
}
