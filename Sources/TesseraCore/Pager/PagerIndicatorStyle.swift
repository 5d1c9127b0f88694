import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What marks the selected tab of a tab strip, and how it is shaped.
///
/// The indicator is one supplementary view (`PagerTabStripLayout.indicatorElementKind`)
/// whose frame follows the page progress: between tabs ⌊p⌋ and ⌈p⌉ both its position and its
/// width are interpolated, so it stretches from a narrow tab to a wide one as the page is
/// dragged.
///
///     underline                              capsule (behind the title)
///     ┌──────────┬───────────────┐           ┌──────────┬───────────────┐
///     │  Home    │  Notifications│           │ (Home)   │  Notifications│
///     │ ▔▔▔▔▔▔▔▔ │               │           │          │               │
///     └──────────┴───────────────┘           └──────────┴───────────────┘
///       insets.left ↔ insets.right; bottom lifts it off the strip's bottom edge
public enum PagerIndicatorStyle: Sendable {
    /// No indicator.
    case none
    /// A bar under the tab, drawn above the tabs.
    /// - Parameters:
    ///   - height: the bar's height in points. Defaults to 2.
    ///   - insets: `left` (leading) and `right` (trailing) shorten the bar, `bottom` lifts it
    ///     off the bottom of the tab; `top` is ignored. Defaults to zero.
    ///   - width: the whole tab, or only its content. Defaults to `.tab`.
    case underline(height: CGFloat = 2, insets: EdgeInsets = .zero, width: PagerIndicatorWidth = .tab)
    /// A rounded rectangle behind the tab's title.
    /// - Parameters:
    ///   - insets: shrink (or, negative, grow) the capsule from the tab's frame or content
    ///     span; `left` is the leading edge. Defaults to 4 pt top and bottom.
    ///   - cornerRadius: in points; `nil` makes round ends (half the height). Defaults to `nil`.
    ///   - width: the whole tab, or only its content. Defaults to `.tab`.
    case capsule(insets: EdgeInsets = EdgeInsets(top: 4, bottom: 4), cornerRadius: CGFloat? = nil,
                 width: PagerIndicatorWidth = .tab)
    /// Any frame, computed from the two tabs the page progress lies between.
    /// - Parameters:
    ///   - behindTabs: whether the indicator is drawn behind the tabs. Defaults to `false`.
    ///   - frame: the indicator's frame for a transition; called once per frame while pages
    ///     scroll, so keep it cheap. A frame with a NaN edge hides the indicator; other
    ///     edges are brought within ±2⁵⁰ pt (`Limits.coordinate`).
    case custom(behindTabs: Bool = false, frame: @Sendable (PagerIndicatorTransition) -> CGRect)

    /// The indicator's z-index: above the tabs (1) or behind them (−1).
    var zIndex: Int {
        switch self {
        case .none, .underline: 1
        case .capsule: -1
        case .custom(let behindTabs, _): behindTabs ? -1 : 1
        }
    }

    /// The corner radius the skin should give a view of `frame`: the capsule's (half the
    /// height unless given), 0 for other styles.
    public func cornerRadius(for frame: CGRect) -> CGFloat {
        guard case .capsule(_, let radius, _) = self else { return 0 }
        let half = max(0, frame.height / 2)
        return min(radius ?? half, half)
    }

    /// Checks the style's numbers: a height above 0, insets within ±65,536 pt and a corner
    /// radius from 0 to 65,536 pt (`Limits.length`).
    /// - Throws: `ConfigurationError` naming the field (`indicator.height`, …) and its value.
    func validate() throws {
        switch self {
        case .none, .custom:
            break
        case .underline(let height, let insets, _):
            try Validate.length(height, "indicator.height", positive: true)
            try Self.validate(insets, "indicator.insets")
        case .capsule(let insets, let radius, _):
            try Self.validate(insets, "indicator.insets")
            if let radius { try Validate.length(radius, "indicator.cornerRadius") }
        }
    }

    /// Insets may be negative (a capsule grows past its tab), within ±`Limits.length`.
    private static func validate(_ insets: EdgeInsets, _ field: String) throws {
        for (edge, value) in insets.namedValues where !(abs(value) <= Limits.length) {
            throw ConfigurationError(field: "\(field).\(edge)", value: "\(value)",
                                     requirement: "finite and within ±\(Limits.length)")
        }
    }
}

/// How wide a tab's indicator is.
public enum PagerIndicatorWidth: Sendable, Hashable {
    /// As wide as the tab.
    case tab
    /// As wide as the tab's content: its measured width, centred in the tab (see
    /// `PagerTabStripLayout.Configuration.tabPadding`).
    case content
}

/// What the indicator does while the pages bounce past their first or last page (fractional
/// page below 0 or above `count − 1`).
public enum PagerIndicatorOverscroll: Sendable, Hashable {
    /// It stays on the first or last tab.
    case clamp
    /// It moves on past the tab, as far as the pages overscroll (at most one tab's stride).
    case follow
    /// Its outer edge moves on past the tab while its inner edge stays: it stretches.
    case stretch
}

/// The two tabs the page progress lies between, for a `.custom` indicator.
public struct PagerIndicatorTransition: Sendable, Equatable {
    /// The tab at ⌊progress⌋.
    public var fromIndex: Int
    /// Its frame (content coordinates, mirrored and rounded as displayed).
    public var from: CGRect
    /// The tab at ⌈progress⌉ (`fromIndex` at an integral progress).
    public var toIndex: Int
    /// Its frame; equal to `from` at an integral progress.
    public var to: CGRect
    /// How far from `from` to `to`, in 0..<1.
    public var fraction: CGFloat

    /// `from` and `to` interpolated edge by edge: what the built-in styles do.
    public var interpolatedFrame: CGRect { PagerMath.interpolate(from, to, fraction) }
}

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
