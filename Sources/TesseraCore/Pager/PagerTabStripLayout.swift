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
/// sums, which only a width change rebuilds (O(n) at most, from the changed tab on); then
/// `item(at:)` is O(1) and `items(in:)` O(log n + tabs returned). A flow layout asking
/// `sizeForItemAt` recomputes every tab on every invalidation instead.
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

    /// The strip's configuration. Setting an invalid one gives an empty layout; validate with
    /// `Configuration.validate()` or the throwing initializer.
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

    /// Creates a layout, rejecting values that cannot work.
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    public init(size: SizeConfiguration, alignment: Alignment = .leading, leadingInset: CGFloat = 0,
                trailingInset: CGFloat = 0, tabPadding: CGFloat = 0,
                indicator: PagerIndicatorStyle = .underline()) throws {
        self.init(configuration: try Configuration(
            size: size, alignment: alignment, leadingInset: leadingInset, trailingInset: trailingInset,
            tabPadding: tabPadding, indicator: indicator))
    }

    mutating func updateMetrics() {
        metrics = configurationIsValid
            ? PagerTabStripMetrics(configuration: configuration, context: context, table: table)
            : PagerTabStripMetrics()
    }

    /// Mutates the measured widths in place (so they are not copied) and refreshes the
    /// metrics that depend on their total.
    mutating func editTable(_ edit: (inout PagerTabWidthTable) -> Void) {
        edit(&table)
        updateMetrics()
    }

    // MARK: - CollectionLayout

    /// - Complexity: O(1), whatever the number of tabs.
    public mutating func prepare(in context: LayoutContext) {
        self.context = context
        updateMetrics()
    }

    /// As wide as the strip when the tabs fit in it, as wide as the tabs and insets when they
    /// overflow; as tall as the tabs. Zero with no tabs or no room (or a strip too wide to
    /// round to pixels, beyond 10³⁰⁷ pt).
    public var contentSize: CGSize {
        metrics.isEmpty ? .zero : CGSize(width: metrics.contentWidth, height: metrics.height)
    }

    /// The number of tabs laid out.
    public var numberOfTabs: Int { metrics.isEmpty ? 0 : metrics.count }

    /// Whether the tabs overflow the strip, so it scrolls.
    public var isScrollable: Bool { !metrics.isEmpty && metrics.overflows }

    /// The tabs whose frames intersect `rect` (any rectangle: infinite edges reach the ends
    /// of the strip, a NaN edge holds nothing), in index order (cells only; see
    /// `elements(in:)` for the indicator too). Tabs that round to nothing (zero-width
    /// `.fillEqually` tabs squeezed out by their spacing, or thousands of them sharing a
    /// strip) show nothing and are left out.
    /// At most `maximumItemsPerQuery` tabs are returned (the first), and tabs narrower than a
    /// pixel are looked for across at most that many pixels: a rectangle over `Int.max` tabs
    /// answers instead of walking them all.
    /// - Complexity: O(log n + tabs returned) for measured widths, O(tabs returned) otherwise;
    ///   O(pixels across `rect`) when tabs are narrower than a pixel; at most
    ///   O(log n + `maximumItemsPerQuery`).
    public func items(in rect: CGRect) -> [LayoutItem] {
        // Infinite edges are cut at the content (a point beyond), NaN ones hold nothing.
        let content = CGRect(x: -1, y: -1, width: metrics.contentWidth + 2, height: metrics.height + 2)
        guard !metrics.isEmpty, !rect.isNull, let clipped = rect.clipped(to: content), rect.maxY > 0,
              rect.minY < context.pixelGrid.round(metrics.height) else { return [] }
        // Candidates are found in unmirrored space with a pixel of slack, then each final
        // (mirrored, pixel-rounded) frame is tested against `rect` itself: exactly what a
        // reference that filters every final frame returns.
        // A pixel, and a few ulps of the coordinates searched (of the content when mirroring:
        // right to left, every position is subtracted from its width).
        let slack = context.pixelGrid.searchSlack(from: clipped.minX, to: clipped.maxX, within: metrics.contentWidth,
                                                  mirrored: context.layoutDirection.isRightToLeft)
        let query = unmirrored(clipped).insetBy(dx: -slack, dy: 0)
        guard query.maxX > 0, query.minX < metrics.contentWidth else { return [] }
        // One binary search for the first tab; the rest are walked (a viewport holds a few).
        // A walk longer than the rectangle has pixels means tabs narrower than a pixel.
        let budget = min(4 * query.width * context.pixelGrid.scale + 64, CGFloat(4 * Self.maximumItemsPerQuery))
        var found: [LayoutItem] = []
        var tab = metrics.tab(containing: query.minX, table), walked: CGFloat = 0
        while tab < metrics.count, metrics.start(tab, table) <= query.maxX {
            walked += 1
            guard walked <= budget else { return subpixelTabs(in: rect) }
            let item = item(tab)
            if !item.frame.isEmpty, item.frame.overlaps(rect) { found.append(item) }
            guard found.count < Self.maximumItemsPerQuery else { break }
            tab += 1
        }
        return found
    }

    /// The most tabs one `items(in:)` returns: far more than any strip shows.
    public static let maximumItemsPerQuery = PagedGridLayout.maximumItemsPerQuery

    /// - Complexity: O(1).
    public func item(at index: ItemIndex) -> LayoutItem? {
        guard !metrics.isEmpty, index.section == 0, index.item >= 0, index.item < metrics.count else { return nil }
        return item(index.item)
    }

    /// The tab under `point` (never the indicator), or `nil` over spacing and insets.
    /// - Complexity: O(log n), plus O(tabs in a pixel) for tabs narrower than a pixel.
    public func index(at point: CGPoint) -> ItemIndex? {
        guard !metrics.isEmpty, point.x.isFinite, point.y.isFinite else { return nil }
        let u = unmirrored(x: point.x)
        // Rounding may move an edge by half a pixel, which on a coarse grid (16 pt at 1/16×)
        // spans many narrow tabs: every tab within a pixel is a candidate.
        let reach = context.pixelGrid.searchSlack(from: point.x, to: point.x, within: metrics.contentWidth,
                                                  mirrored: context.layoutDirection.isRightToLeft)
        let first = metrics.tab(containing: u - reach, table)
        let last = min(metrics.tab(containing: u + reach, table), first.saturatingAdd(Self.maximumItemsPerQuery))
        return (first...max(first, last)).first { item($0).frame.contains(point) }.map { ItemIndex(item: $0) }
    }

    /// The tabs and the indicator whose frames intersect `rect` (a
    /// `layoutAttributesForElements(in:)`): tabs in index order, then the indicator.
    public func elements(in rect: CGRect) -> [LayoutItem] {
        var found = items(in: rect)
        if let indicator = indicatorItem, indicator.frame.overlaps(rect) { found.append(indicator) }
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

    /// A content-space rectangle in unmirrored space.
    func unmirrored(_ rect: CGRect) -> CGRect {
        context.layoutDirection.mirror(rect, inWidth: metrics.contentWidth)
    }

    func unmirrored(x: CGFloat) -> CGFloat {
        context.layoutDirection.mirror(x: x, inWidth: metrics.contentWidth)
    }

    /// Tabs narrower than a pixel (thousands of `.fillEqually` tabs in one strip) mostly round
    /// to nothing: a tab shows only if a pixel edge falls inside it, so walk the pixel edges
    /// of the query instead of the tabs.
    private func subpixelTabs(in rect: CGRect) -> [LayoutItem] {
        let scale = context.pixelGrid.scale
        // A tab's rounded frame is non-empty iff a half-pixel mark, (j − ½)/scale, lies
        // inside it, and it is then whole pixels, each centred on a mark. So `rect` overlaps
        // it only where one of its marks lies within half a pixel of `rect`: marks in the
        // rectangle widened by half a pixel (a zero-width rectangle too, which overlaps the
        // pixel it lies inside), and in the content.
        let halfPixel = context.pixelGrid.tolerance
        let low = max(rect.minX, 0) - halfPixel, high = min(rect.maxX, metrics.contentWidth) + halfPixel
        guard low <= high else { return [] }
        let firstMark = PagerMath.floorIndex(low * scale)
        let lastMark = PagerMath.floorIndex((high * scale).rounded(.up)).saturatingAdd(1)
        var tabs = Set<Int>()
        var j = firstMark
        // Bounded walk: each mark adds at most three tabs.
        let finalMark = min(lastMark, firstMark.saturatingAdd(Self.maximumItemsPerQuery))
        while j <= finalMark {
            let mark = (CGFloat(j) - 0.5) / scale
            let tab = metrics.tab(containing: unmirrored(x: mark), table)
            for candidate in [tab - 1, tab, tab + 1] where candidate >= 0 && candidate < metrics.count {
                tabs.insert(candidate)
            }
            if j == .max { break }
            j += 1
        }
        return Array(tabs.sorted().lazy.map(item).filter { !$0.frame.isEmpty && $0.frame.overlaps(rect) }
            .prefix(Self.maximumItemsPerQuery))
    }
}
