import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PagerTabStripLayout {
    // MARK: - Options

    /// How wide and tall the tabs are (`TabbedView.SizeConfiguration` of the tutorial, plus self-sizing).
    public enum SizeConfiguration: Sendable, Hashable {
        /// The tabs share the strip's width equally (minus insets and spacing). They never
        /// overflow the strip, unless `Configuration.minimumTabWidth` or a spacing wider than
        /// the strip forces them to; then the strip scrolls.
        case fillEqually(height: CGFloat, spacing: CGFloat = 0)
        /// Every tab is `width` wide; the strip scrolls when they overflow it.
        case fixed(width: CGFloat, height: CGFloat, spacing: CGFloat = 0)
        /// Each tab is as wide as its measured content (`setMeasuredWidths(_:)`) plus
        /// `Configuration.tabPadding` on each side; tabs not measured yet use
        /// `estimatedWidth` for their content. The strip scrolls when they overflow it.
        case selfSizing(height: CGFloat, spacing: CGFloat = 0, estimatedWidth: CGFloat = 80)

        /// The tabs' height, which is the strip's height.
        public var height: CGFloat {
            switch self {
            case .fillEqually(let height, _), .fixed(_, let height, _), .selfSizing(let height, _, _): height
            }
        }

        var spacing: CGFloat {
            switch self {
            case .fillEqually(_, let spacing), .fixed(_, _, let spacing), .selfSizing(_, let spacing, _): spacing
            }
        }

        /// Every length is at most `Limits.length`.
        func validate() throws {
            switch self {
            case .fillEqually:
                break
            case .fixed(let width, _, _):
                try Validate.length(width, "size.width", positive: true)
            case .selfSizing(_, _, let estimatedWidth):
                try Validate.length(estimatedWidth, "size.estimatedWidth", positive: true)
            }
            try Validate.length(height, "size.height", positive: true)
            try Validate.length(spacing, "size.spacing")
        }
    }

    /// Where tabs that do not fill the strip sit (tabs that overflow start at the leading inset).
    public enum Alignment: Sendable, Hashable {
        /// Against the leading inset.
        case leading
        /// Centred between the insets.
        case centered
        /// Stretched: every tab grows by the same amount until they fill the strip.
        case fill
    }

    /// How the strip scrolls to keep the selected tab visible.
    public enum SelectedTabPosition: Sendable, Hashable {
        /// The selected tab centred, as far as the content allows.
        case centered
        /// The least scrolling that shows the selected tab whole (none if it already is).
        case minimal
    }

    /// What a tab strip looks like.
    ///
    /// ```
    ///  strip (viewport)
    ///  |lead|[ tab 0 ]sp[  tab 1  ]sp[ tab 2 ]|trail|       overflowing: scrolls
    ///  |lead|[ tab 0 ]sp[ tab 1 ]        |trail|             fitting, .leading
    ///  |lead|    [ tab 0 ]sp[ tab 1 ]    |trail|             fitting, .centered
    ///  |lead|[  tab 0   ]sp[   tab 1    ]|trail|             fitting, .fill
    ///        pad[title]pad                                   a self-sizing tab
    /// ```
    public struct Configuration: Sendable {
        /// Tab widths, height and spacing. Defaults to `.selfSizing(height: 44, spacing: 0)`.
        public var size: SizeConfiguration
        /// Where tabs that fit the strip sit. Defaults to `.leading`.
        public var alignment: Alignment
        /// Space before the first tab (at the right end right to left), in points. Defaults to 0.
        var leadingInset: CGFloat
        /// Space after the last tab, in points. Defaults to 0.
        var trailingInset: CGFloat
        /// Space on each side of a tab's content, in points: a self-sizing tab is its measured
        /// width plus twice this; a `.content` indicator leaves it out. Defaults to 0.
        public var tabPadding: CGFloat
        /// The narrowest a `.fillEqually` tab may get, in points; tabs that would be narrower
        /// keep this width and the strip scrolls (Parchment's `sizeToFit(minWidth:)`).
        /// Defaults to 0: equal tabs never overflow.
        var minimumTabWidth: CGFloat
        /// What marks the selected tab. Defaults to a 2 pt `.underline()`.
        public var indicator: PagerIndicatorStyle
        /// What the indicator does while the pages bounce past either end. Defaults to `.clamp`.
        public var indicatorOverscroll: PagerIndicatorOverscroll
        /// How the strip keeps the selected tab visible. Defaults to `.centered`.
        public var selectedTabPosition: SelectedTabPosition

        /// Creates a configuration, rejecting values that cannot work.
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        public init(size: SizeConfiguration = .selfSizing(height: 44), alignment: Alignment = .leading,
                    leadingInset: CGFloat = 0, trailingInset: CGFloat = 0, tabPadding: CGFloat = 0,
                    minimumTabWidth: CGFloat = 0, indicator: PagerIndicatorStyle = .underline(),
                    indicatorOverscroll: PagerIndicatorOverscroll = .clamp,
                    selectedTabPosition: SelectedTabPosition = .centered) throws {
            self.size = size
            self.alignment = alignment
            self.leadingInset = leadingInset
            self.trailingInset = trailingInset
            self.tabPadding = tabPadding
            self.minimumTabWidth = minimumTabWidth
            self.indicator = indicator
            self.indicatorOverscroll = indicatorOverscroll
            self.selectedTabPosition = selectedTabPosition
            try validate()
        }

        /// The initializer's defaults: self-sizing 44 pt tabs, a 2 pt underline, selection centred.
        public static let standard = try! Configuration()

        /// Checks every field: lengths from 0 (widths and height above 0) to `Limits.length`.
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        public func validate() throws {
            try size.validate()
            try Validate.length(leadingInset, "leadingInset")
            try Validate.length(trailingInset, "trailingInset")
            try Validate.length(tabPadding, "tabPadding")
            try Validate.length(minimumTabWidth, "minimumTabWidth")
            try indicator.validate()
        }

        var isValid: Bool { (try? validate()) != nil }
    }
}
