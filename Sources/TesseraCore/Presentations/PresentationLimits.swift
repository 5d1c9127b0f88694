import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Bounds every presentation enforces, so no value an app can pass makes a layout trap,
/// allocate without limit or produce non-finite frames.
enum PresentationLimits {
    /// The most columns a grid, a mosaic group or a waterfall may have: far more than fits on
    /// any screen, and small enough that per-column work stays cheap.
    static let maximumColumns = 1_000
    /// The most unit rows a mosaic group may have.
    static let maximumGroupRows = 1_000
    /// The most items measured presentations (per-item heights) lay out; items past this are
    /// not shown. 2²² items (over four million) keep about 100 MB of per-item state; a count
    /// of `Int.max` must not make a phone try to allocate more.
    static let maximumMeasuredItems = 1 << 22
    /// The longest height, spacing, inset or width a configuration accepts, in points (as
    /// tall as a measured height may be): sums over `Int.max` items of it, and their pixel
    /// rounding, stay finite. (A header 10³⁰⁸ pt tall had a frame rounding overflowed.)
    static let maximumLength = maximumItemHeight

    /// The most items one `items(in:)` returns: far more than any screen shows.
    static let maximumItemsPerQuery = PagedGridLayout.maximumItemsPerQuery
    /// Measured heights are clamped to this many points, so sums of them stay finite.
    static let maximumItemHeight: CGFloat = 1e9
    /// The heights an analytic item (from `PresentationItemHeight`) is kept within: rows
    /// under 1/64 pt let a query walk unboundedly many rows that round onto one pixel line
    /// (see `PresentationItemHeight.height(forWidth:)`).
    static let itemHeights: ClosedRange<CGFloat> = (1.0 / 64)...maximumItemHeight

    /// An app-measured height made safe: non-finite and negative values become 0.
    @inline(__always)
    static func sanitizedHeight(_ height: CGFloat) -> CGFloat {
        height.isFinite ? min(max(height, 0), maximumItemHeight) : 0
    }

    /// `value` rounded down to an integer in `0...upper`; NaN gives 0. Never traps, where
    /// `Int(value)` traps for values outside `Int`'s range.
    @inline(__always)
    static func floorIndex(_ value: CGFloat, upper: Int) -> Int {
        guard value > 0 else { return 0 }
        let floored = value.rounded(.down)
        return floored < CGFloat(upper) ? Int(floored) : upper
    }
}

extension Validate {
    /// A presentation's length (height, spacing, inset, width): finite, ≥ 0 (> 0 when
    /// `positive`) and at most `PresentationLimits.maximumLength`.
    static func presentationLength(_ value: CGFloat, _ field: String, positive: Bool = false) throws {
        try length(value, field, maximum: PresentationLimits.maximumLength, positive: positive)
    }

    static func presentationLength(_ insets: EdgeInsets, _ field: String) throws {
        for (edge, value) in insets.namedValues { try presentationLength(value, "\(field).\(edge)") }
    }

    /// A column count in `1...PresentationLimits.maximumColumns`.
    static func columns(_ value: Int, _ field: String) throws {
        guard value >= 1, value <= PresentationLimits.maximumColumns else {
            throw ConfigurationError(field: field, value: "\(value)",
                                     requirement: "an integer from 1 to \(PresentationLimits.maximumColumns)")
        }
    }
}
