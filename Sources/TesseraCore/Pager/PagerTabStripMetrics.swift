import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The geometry of a tab strip in one context: a handful of scalars derived in O(1) by
/// `prepare(in:)`. Per-tab positions come from these plus the measured widths' prefix sums,
/// which are passed in (never copied here: a copy would make every width edit O(n) again).
///
/// Coordinates are *unmirrored* (tab 0 at the left); the layout mirrors on the way out.
///
///     |lead|origin                                           |trail|
///          [ tab 0 ]sp[  tab 1  ]sp[ tab 2 ]
///          start(i) = origin + S(i) + i·(spacing + extra)     S(i) = Σ base widths before i
///          width(i) = base(i) + extra                         extra > 0 only for `.fill`
struct PagerTabStripMetrics: Sendable, Equatable {
    /// How base widths are found.
    enum Widths: Sendable, Equatable {
        /// Every tab `width` wide (fixed, fill equally).
        case uniform(width: CGFloat)
        /// Tab i: the measured width i (i < `measured`) or `estimate`, plus `padding` (both sides).
        case measured(measured: Int, estimate: CGFloat, padding: CGFloat)
    }

    let count: Int
    let widths: Widths
    let spacing: CGFloat
    /// What each tab grows by to fill the strip (`.fill` alignment).
    let extra: CGFloat
    /// Where tab 0 starts.
    let origin: CGFloat
    let height: CGFloat
    let contentWidth: CGFloat
    let overflows: Bool
    /// No tabs, no room, or an invalid configuration.
    let isEmpty: Bool
}

// The initialisers live in an extension so that the memberwise one is synthesised.
extension PagerTabStripMetrics {
    /// An empty strip.
    init() {
        self.init(count: 0, widths: .uniform(width: 0), spacing: 0, extra: 0, origin: 0, height: 0,
                  contentWidth: 0, overflows: false, isEmpty: true)
    }

    /// - Complexity: O(1). `c` must be valid (the layout checks it once per change).
    init(configuration c: PagerTabStripLayout.Configuration, context: LayoutContext, table: PagerTabWidthTable) {
        let n = context.sectionItemCounts.first ?? 0
        let visible = context.visibleContentSize
        guard n > 0, visible.width > 0, visible.height > 0 else { self.init(); return }
        let v = visible.width, s = c.size.spacing
        let available = max(0, v - c.leadingInset - c.trailingInset)
        let gaps = CGFloat(n - 1) * s
        let widths: Widths, tabsLength: CGFloat
        var mayAlign = true
        switch c.size {
        case .fixed(let width, _, _):
            widths = .uniform(width: width)
            tabsLength = CGFloat(n) * width + gaps
        case .fillEqually:
            let shared = (available - gaps) / CGFloat(n)
            let width = max(shared, c.minimumTabWidth, 0)
            widths = .uniform(width: width)
            tabsLength = CGFloat(n) * width + gaps
            // Shared widths fill the strip by construction; aligning them would only move them
            // by floating-point dust.
            mayAlign = width > shared
        case .selfSizing(_, _, let estimate):
            let measured = min(table.count, n)
            widths = .measured(measured: measured, estimate: estimate, padding: 2 * c.tabPadding)
            tabsLength = table.sums[measured] + CGFloat(n - measured) * estimate + CGFloat(n) * 2 * c.tabPadding + gaps
        }
        let extent = c.leadingInset + tabsLength + c.trailingInset
        let overflows = mayAlign && extent > v
        var origin = c.leadingInset, extra: CGFloat = 0
        if mayAlign && !overflows {
            switch c.alignment {
            case .leading: break
            case .centered: origin += (available - tabsLength) / 2
            case .fill: extra = (available - tabsLength) / CGFloat(n)
            }
        }
        self.init(count: n, widths: widths, spacing: s, extra: extra, origin: origin, height: c.size.height,
                  contentWidth: overflows ? extent : v, overflows: overflows, isEmpty: false)
    }

    // MARK: - Tabs

    /// Σ base widths of the tabs before `i` (0 ≤ i ≤ count).
    /// - Complexity: O(1).
    func baseSum(_ i: Int, _ table: PagerTabWidthTable) -> CGFloat {
        switch widths {
        case .uniform(let width):
            return CGFloat(i) * width
        case .measured(let measured, let estimate, let padding):
            let inTable = min(i, measured)
            return table.sums[inTable] + CGFloat(i - inTable) * estimate + CGFloat(i) * padding
        }
    }

    /// Where tab `i` starts (0 ≤ i ≤ count; `start(count)` is past the last spacing).
    /// - Complexity: O(1).
    func start(_ i: Int, _ table: PagerTabWidthTable) -> CGFloat {
        origin + baseSum(i, table) + CGFloat(i) * (spacing + extra)
    }

    /// The measured (or estimated) content width of tab `i`, or `nil` if it was not measured
    /// and the strip does not size itself.
    func contentWidth(_ i: Int, _ table: PagerTabWidthTable) -> CGFloat? {
        switch widths {
        case .uniform: i < table.count ? table.widths[i] : nil
        case .measured(let measured, let estimate, _): i < measured ? table.widths[i] : estimate
        }
    }

    /// Tab `i`'s width.
    /// - Complexity: O(1).
    func width(_ i: Int, _ table: PagerTabWidthTable) -> CGFloat {
        switch widths {
        case .uniform(let width): width + extra
        case .measured(_, _, let padding): (contentWidth(i, table) ?? 0) + padding + extra
        }
    }

    /// Tab `i`'s unmirrored, unrounded frame.
    func frame(_ i: Int, _ table: PagerTabWidthTable) -> CGRect {
        CGRect(x: start(i, table), y: 0, width: width(i, table), height: height)
    }

    /// The tab whose stretch (itself and the spacing after it) holds the unmirrored
    /// coordinate `u`, clamped to `0..<count`.
    /// - Complexity: O(1) for uniform widths, O(log n) for measured ones.
    func tab(containing u: CGFloat, _ table: PagerTabWidthTable) -> Int {
        guard !isEmpty else { return 0 }
        let index: Int
        switch widths {
        case .uniform(let width):
            let stride = width + spacing + extra
            index = stride > 0 ? Int((u - origin) / stride, rounding: .down) : 0
        case .measured(let measured, let estimate, let padding):
            let tailStart = start(measured, table)
            if u < tailStart || measured == count {
                index = PagerTabWidthTable.lastIndex(upTo: min(measured, count - 1), notAbove: u) { start($0, table) }
            } else {
                let stride = estimate + padding + spacing + extra
                index = measured + (stride > 0 ? Int((u - tailStart) / stride, rounding: .down) : 0)
            }
        }
        return min(max(index, 0), count - 1)
    }
}
