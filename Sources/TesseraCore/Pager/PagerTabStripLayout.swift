import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The tab strip of a view pager (`TabbedView`): a horizontal row of tabs — equal, fixed or
/// self-sizing — that scrolls when they overflow, with an indicator that follows the pages.
///
/// Tabs are cells of section 0 (other sections are ignored); the indicator is one
/// supplementary item of kind `indicatorElementKind`, returned by `elements(in:)` and
/// `indicatorItem`, never by `items(in:)`, so that index paths stay the tabs'.
///
/// **Cost.** `prepare(in:)` is O(1). Self-sizing tabs keep their measured widths as prefix
/// sums, which only a width change rebuilds (from the changed tab on); `item(at:)` is O(1) and
/// `items(in:)` O(log n + tabs returned).
///
/// **Right to left.** Tab 0 sits at the right end: frames are mirrored in the content, as
/// `PagedGridLayout` does, so the skin sets `flipsHorizontallyInOppositeLayoutDirection` to
/// `false`.
///
///     var strip = try PagerTabStripLayout(configuration: .init(size: .selfSizing(height: 44, spacing: 8)))
///     strip.setMeasuredWidths([52, 96, 71])          // from the skin's title measurements
///     strip.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 44), itemCount: 3))
///     strip.selectionProgress = 1.25                 // the pages' fractional page
///     strip.indicatorItem?.frame                     // a quarter of the way from tab 1 to tab 2
///     strip.contentOffset(forProgress: 1.25, from: .zero)
public struct PagerTabStripLayout: CollectionLayout {
    /// The indicator's element kind (`"indicator"`).
    public static let indicatorElementKind = LayoutElementKind.supplementary("indicator")

    /// The strip's configuration. Setting an invalid one gives an empty layout (see `validate()`).
    public var configuration: Configuration {
        didSet {
            configurationIsValid = configuration.isValid
            updateMetrics()
        }
    }
    public private(set) var context: LayoutContext
    /// The fractional page the indicator follows: 1.5 is halfway from tab 1 to tab 2, in
    /// reading order. Setting it costs O(1); the indicator is `indicatorItem`. Defaults to 0.
    public var selectionProgress: CGFloat = 0
    /// Whether the indicator wraps from the last tab to the first while the pages it follows
    /// loop (`PagerPagesLayout.loops`): between n − 1 and n it leaves past the last tab and
    /// comes back in before the first (see `PagerTabStripLayout+Looping.swift`). The tabs
    /// themselves stay a finite row. Defaults to `false` (past the last tab is a bounce).
    public var indicatorWraps = false
    private(set) var metrics = PagerTabStripMetrics()
    private(set) var table = PagerTabWidthTable()
    /// Validated once per configuration change, so a prepare stays a handful of arithmetic.
    private var configurationIsValid: Bool

    /// Creates a layout from a configuration (`.standard` by default).
    public init(configuration: Configuration = .standard) {
        self.configuration = configuration
        self.context = LayoutContext(viewportSize: .zero, itemCount: 0)
        self.configurationIsValid = configuration.isValid
    }

    mutating func updateMetrics() {
        metrics = configurationIsValid
            ? PagerTabStripMetrics(configuration: configuration, context: context, table: table)
            : PagerTabStripMetrics()
    }

    // MARK: - CollectionLayout

    /// - Complexity: O(1), whatever the number of tabs.
    public mutating func prepare(in context: LayoutContext) {
        self.context = context
        updateMetrics()
    }

    /// As wide as the strip when the tabs fit in it, as wide as the tabs and insets when they
    /// overflow; as tall as the tabs. Zero with no tabs or no room.
    public var contentSize: CGSize {
        metrics.isEmpty ? .zero : CGSize(width: metrics.contentWidth, height: metrics.height)
    }

    /// The number of tabs laid out.
    var numberOfTabs: Int { metrics.isEmpty ? 0 : metrics.count }

    /// Whether the tabs overflow the strip, so it scrolls.
    var isScrollable: Bool { !metrics.isEmpty && metrics.overflows }

    /// The tabs whose frames overlap `rect`, in index order (the indicator too: `elements(in:)`);
    /// at most `Limits.itemsPerQuery`, the first. Tabs that round to nothing are left out.
    /// - Complexity: O(log n + tabs returned) for measured widths, O(tabs returned) otherwise;
    ///   O(pixels across `rect`) when tabs are narrower than a pixel.
    public func items(in rect: CGRect) -> [LayoutItem] {
        guard !metrics.isEmpty, let query = QueryRect(rect), query.maxY > 0,
              query.minY < context.pixelGrid.round(metrics.height) else { return [] }
        // Candidates are found in unmirrored space, widened by the rounding slack; each final
        // (mirrored, pixel-rounded) frame is then tested against the query itself.
        let slack = context.pixelGrid.searchSlack(atMagnitude: metrics.contentWidth)
        let ends = (unmirrored(x: query.minX), unmirrored(x: query.maxX))
        let low = max(min(ends.0, ends.1), 0) - slack, high = min(max(ends.0, ends.1), metrics.contentWidth) + slack
        guard low <= high else { return [] }
        // One binary search for the first tab; the rest are walked (a viewport holds a few).
        // A walk longer than the rectangle has pixels, or than four times the most a query
        // returns, means tabs that mostly round to nothing: then the pixels are walked.
        let budget = min(4 * (high - low) * context.pixelGrid.scale + 64, CGFloat(4 * Limits.itemsPerQuery))
        var found: [LayoutItem] = []
        // Sized once for the tabs a strip shows (grown past them): one allocation a frame.
        found.reserveCapacity(16)
        var tab = metrics.tab(containing: low, table), walked: CGFloat = 0
        while tab < metrics.count, metrics.start(tab, table) <= high, found.count < Limits.itemsPerQuery {
            walked += 1
            guard walked <= budget else { return subpixelTabs(in: query) }
            let item = item(tab)
            if !item.frame.isEmpty, query.overlaps(item.frame) { found.append(item) }
            tab += 1
        }
        return found
    }

    /// - Complexity: O(1).
    public func item(at index: ItemIndex) -> LayoutItem? {
        guard !metrics.isEmpty, index.section == 0, index.item >= 0, index.item < metrics.count else { return nil }
        return item(index.item)
    }

    /// The tabs and the indicator whose frames intersect `rect` (a
    /// `layoutAttributesForElements(in:)`): tabs in index order, then the indicator.
    public func elements(in rect: CGRect) -> [LayoutItem] {
        var found = items(in: rect)
        if let indicator = indicatorItem, QueryRect(rect)?.overlaps(indicator.frame) == true { found.append(indicator) }
        return found
    }

    // MARK: - Helpers

    /// Tab `tab`'s layout item (0 ≤ tab < count).
    func item(_ tab: Int) -> LayoutItem {
        LayoutItem(index: ItemIndex(item: tab), frame: displayed(metrics.frame(tab, table)))
    }

    /// An unmirrored, unrounded frame as displayed: mirrored for right-to-left, pixel-rounded.
    func displayed(_ frame: CGRect) -> CGRect {
        context.pixelGrid.round(context.layoutDirection.mirror(frame, inWidth: metrics.contentWidth))
    }

    func unmirrored(x: CGFloat) -> CGFloat {
        context.layoutDirection.mirror(x: x, inWidth: metrics.contentWidth)
    }

    /// Tabs narrower than a pixel (thousands of `.fillEqually` tabs in one strip) mostly round
    /// to nothing, so walk the query's pixels instead of the tabs.
    private func subpixelTabs(in query: QueryRect) -> [LayoutItem] {
        let scale = context.pixelGrid.scale
        // A tab's rounded frame is non-empty iff a half-pixel mark, (j − ½)/scale, lies inside
        // it, and it is then whole pixels, each centred on a mark. So the query overlaps it only
        // where one of its marks lies in the content within half a pixel of the query (so a
        // zero-width query meets the pixel it lies in).
        let halfPixel = context.pixelGrid.tolerance
        let low = max(query.minX, 0) - halfPixel, high = min(query.maxX, metrics.contentWidth) + halfPixel
        guard low <= high else { return [] }
        let firstMark = Int(low * scale, rounding: .down)
        // Each mark adds at most three tabs: enough marks for the most a query returns.
        let lastMark = min(Int(high * scale, rounding: .up) + 1, firstMark + Limits.itemsPerQuery)
        var tabs = Set<Int>()
        for j in firstMark...lastMark {
            let tab = metrics.tab(containing: unmirrored(x: (CGFloat(j) - 0.5) / scale), table)
            for candidate in [tab - 1, tab, tab + 1] where candidate >= 0 && candidate < metrics.count {
                tabs.insert(candidate)
            }
        }
        return Array(tabs.sorted().lazy.map(item).filter { !$0.frame.isEmpty && query.overlaps($0.frame) }
            .prefix(Limits.itemsPerQuery))
    }
}

// MARK: - Measured widths

extension PagerTabStripLayout {
    /// The measured content widths, tab by tab, as lengths (`Limits.length`). A `.selfSizing` tab
    /// is its width plus twice `Configuration.tabPadding` (tabs past the list use the estimate);
    /// other sizes use them only to narrow a `.content` indicator.
    var measuredWidths: [CGFloat] { table.widths }

    /// Replaces every measured width (after a reload, or a Dynamic Type change that
    /// re-measures every title).
    /// - Complexity: O(n).
    public mutating func setMeasuredWidths(_ widths: [CGFloat]) {
        table = PagerTabWidthTable(widths)
        updateMetrics()
    }

    /// Changes one tab's measured width; does nothing for a tab without one. The tabs after it
    /// move; nothing before it is recomputed.
    /// - Complexity: O(n − index).
    public mutating func setMeasuredWidth(_ width: CGFloat, forTab index: Int) {
        table.setWidth(width, at: index)
        updateMetrics()
    }
}
