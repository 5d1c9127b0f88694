import Foundation
import PropertyBased
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A view pager's tab strip and pages, their context and what to ask them, decoded from
/// random choices: ordinary strips mostly, and every degenerate and adversarial value a
/// fuzzer would try (0 and `Int.max` tabs, zero, NaN and enormous widths, heights, spacings,
/// insets and viewports, measured widths of every kind, NaN and huge progress and rectangles).
struct PagerCase: CustomStringConvertible, Sendable {
    var sizeKind = 0
    var width: CGFloat = 80, height: CGFloat = 44, spacing: CGFloat = 0, estimatedWidth: CGFloat = 80
    var alignment = PagerTabStripLayout.Alignment.leading
    var leadingInset: CGFloat = 0, trailingInset: CGFloat = 0, tabPadding: CGFloat = 0, minimumTabWidth: CGFloat = 0
    var indicatorKind = 0, indicatorWidth = PagerIndicatorWidth.tab
    var overscroll = PagerIndicatorOverscroll.clamp
    var position = PagerTabStripLayout.SelectedTabPosition.centered
    var measured: [CGFloat] = []
    var context = LayoutContext(viewportSize: .zero, itemCount: 0)
    var rects: [CGRect] = []
    var points: [CGPoint] = []
    var progress: [CGFloat] = []
    var releases: [(current: CGPoint, proposed: CGPoint, velocity: CGPoint)] = []
    var choices: Choices

    init(_ c: inout Choices) {
        choices = c
        sizeKind = c.int(in: 0...2)
        width = c.length { CGFloat($0.int(in: 20...400)) / 2 }
        height = c.length { CGFloat($0.int(in: 20...120)) / 2 }
        spacing = c.length { $0.steps(24, of: 0.5) }
        estimatedWidth = c.length { CGFloat($0.int(in: 20...300)) / 2 }
        alignment = c.pick([.leading, .centered, .fill])
        leadingInset = c.length({ $0.steps(20, of: 1) }, invalidPercent: 1)
        trailingInset = c.length({ $0.steps(20, of: 1) }, invalidPercent: 1)
        tabPadding = c.length({ $0.steps(16, of: 0.5) }, invalidPercent: 1)
        minimumTabWidth = c.chance(70) ? 0 : c.length({ $0.steps(100, of: 1) }, invalidPercent: 1)
        indicatorKind = c.int(in: 0...3)
        indicatorWidth = c.pick([.tab, .content])
        overscroll = c.pick([.clamp, .follow, .stretch])
        position = c.pick([.centered, .minimal])
        measured = c.chance(50) ? [] : (0..<c.int(in: 0...12)).map { _ in c.length { CGFloat($0.int(in: 0...400)) / 4 }
        }
        // One section of tabs (the strip reads section 0 only), sometimes more.
        let base = PagedGridCase.context(&c)
        let tabs = !c.chance(4) ? c.pick([0, 1, 2, 3, 5, 8, 40, 1000]) : c.pick([Int.max, 1 << 40, -2])
        context = LayoutContext(viewportSize: base.viewportSize, contentInsets: base.contentInsets,
                                sectionItemCounts: [tabs] + base.sectionItemCounts.dropFirst(),
                                layoutDirection: base.layoutDirection, displayScale: base.pixelGrid.scale)
        // Around the start of the content: a strip of billions of tabs is asked where a viewport can be.
        let area = CGRect(origin: .zero, size: CGSize(width: min(strip?.contentSize.width ?? 0, 4000),
                                                      height: max(context.viewportSize.height.isFinite ? context.viewportSize.height : 0, 0)))
        // Rectangles over billions of tabs return tens of thousands (the query's cap): fewer of those.
        let adversarial = tabs > 100_000 ? 4 : 20
        rects = (0..<4).map { _ in c.rect(around: area, adversarialPercent: adversarial) }
        points = (0..<4).map { _ in c.point(around: area) }
        progress = (0..<3).map { _ in
            c.chance(15) ? c.pick([.nan, .infinity, -.infinity, 1e30, -1e30, 0x1p63, -0.5, 1.5e-300])
                         : CGFloat(c.int(in: -8...Swift.min(max(tabs, 0), 2000) * 4 + 8)) / 4 - 1
        }
        releases = (0..<3).map { _ in (c.point(around: area), c.point(around: area), c.velocity()) }
    }

    var size: PagerTabStripLayout.SizeConfiguration {
        switch sizeKind {
        case 0: .fillEqually(height: height, spacing: spacing)
        case 1: .fixed(width: width, height: height, spacing: spacing)
        default: .selfSizing(height: height, spacing: spacing, estimatedWidth: estimatedWidth)
        }
    }

    var indicator: PagerIndicatorStyle {
        switch indicatorKind {
        case 0: .underline(height: 2, insets: EdgeInsets(left: 4, right: 4), width: indicatorWidth)
        case 1: .capsule(insets: EdgeInsets(top: 4, left: -6, bottom: 4, right: -6), width: indicatorWidth)
        case 2: .custom { $0.interpolatedFrame.insetBy(dx: 2, dy: 2) }
        default: .none
        }
    }

    /// The first field `validate()` must name, in its order, or `nil` for a valid strip: lengths
    /// up to 65,536 pt (`Limits.length`).
    var expectedInvalidField: (field: String, value: String)? {
        let maximum: CGFloat = 65_536
        func positive(_ v: CGFloat) -> Bool { v.isFinite && v > 0 && v <= maximum }
        func nonNegative(_ v: CGFloat) -> Bool { v.isFinite && v >= 0 && v <= maximum }
        if sizeKind == 1, !positive(width) { return ("size.width", "\(width)") }
        if sizeKind == 2, !positive(estimatedWidth) { return ("size.estimatedWidth", "\(estimatedWidth)") }
        if !positive(height) { return ("size.height", "\(height)") }
        if !nonNegative(spacing) { return ("size.spacing", "\(spacing)") }
        for (field, value) in [("leadingInset", leadingInset), ("trailingInset", trailingInset), ("tabPadding", tabPadding),
                               ("minimumTabWidth", minimumTabWidth)] where !nonNegative(value) {
            return (field, "\(value)")
        }
        return nil
    }

    func makeConfiguration() throws -> PagerTabStripLayout.Configuration {
        try PagerTabStripLayout.Configuration(size: size, alignment: alignment, leadingInset: leadingInset,
                                              trailingInset: trailingInset, tabPadding: tabPadding,
                                              minimumTabWidth: minimumTabWidth, indicator: indicator,
                                              indicatorOverscroll: overscroll, selectedTabPosition: position)
    }

    var strip: PagerTabStripLayout? {
        guard let configuration = try? makeConfiguration() else { return nil }
        var strip = PagerTabStripLayout(configuration: configuration)
        strip.setMeasuredWidths(measured)
        strip.prepare(in: context)
        return strip
    }

    var pages: PagerPagesLayout {
        var pages = PagerPagesLayout()
        pages.prepare(in: context)
        return pages
    }

    /// Every tab (page) when there are few enough to enumerate.
    var universe: [ItemIndex]? {
        let count = context.sectionItemCounts.first ?? 0
        return count <= 1000 ? (0..<max(count, 0)).map { ItemIndex(item: $0) } : nil
    }

    var description: String {
        """
        PagerCase(size: \(size), alignment: \(alignment), leadingInset: \(leadingInset), trailingInset: \(trailingInset), \
        tabPadding: \(tabPadding), minimumTabWidth: \(minimumTabWidth), indicator: \(indicatorKind) \(indicatorWidth), \
        overscroll: \(overscroll), position: \(position), measured: \(measured),
          context: \(context),
          rects: \(rects), points: \(points), progress: \(progress), releases: \(releases),
          \(choices))
        """
    }
}

struct PagerProperties {
    static func checkStrip(_ testCase: PagerCase) {
        checkValidation(testCase.makeConfiguration, rejects: testCase.expectedInvalidField)
        guard let strip = testCase.strip, let configuration = try? testCase.makeConfiguration() else { return }
        var invariants = LayoutInvariants(strip)
        // The reference walks the tabs left to right from the configuration, the measured
        // widths and the context (`ReferencePagerTabStrip`), never asking the layout. Tabs
        // that round to nothing are left out, as `items(in:)` documents.
        if testCase.universe != nil {
            let reference = ReferencePagerTabStrip(configuration, measured: testCase.measured, strip.context)
            let all = reference.frames.enumerated().map { LayoutItem(index: ItemIndex(item: $0.offset), frame: $0.element) }
                .filter { !$0.frame.isEmpty }
            invariants.reference = { rect in all.filter { $0.frame.overlaps(rect) } }
            if strip.contentSize != reference.contentSize {
                Issue.record("content size \(strip.contentSize), reference \(reference.contentSize)")
            }
        }
        invariants.checkGeometry()
        for rect in testCase.rects { invariants.checkItems(in: rect) }
        for point in testCase.points { invariants.checkIndex(at: point) }
        for release in testCase.releases {
            invariants.checkTargetContentOffset(proposed: release.proposed, current: release.current, velocity: release.velocity)
        }
        // The indicator: a finite frame on the pixel grid (or none), at any progress; the
        // strip's offset for it inside the offset range.
        let range = strip.contentOffsetRange
        for p in testCase.progress {
            if let frame = strip.indicatorFrame(forProgress: p) {
                invariants.checkFrame(frame, of: ItemIndex(item: 0), "indicatorFrame(forProgress: \(p))")
            } else if strip.numberOfTabs > 0, testCase.indicatorKind < 2 {
                Issue.record("indicatorFrame(forProgress: \(p)) is nil with \(strip.numberOfTabs) tabs")
            }
            for from in testCase.releases.map(\.current) {
                let offset = strip.contentOffset(forProgress: p, from: from)
                if !(offset.x.isFinite && offset.y.isFinite && range.contains(offset.x)) {
                    Issue.record("contentOffset(forProgress: \(p), from: \(from)) is \(offset), outside \(range)")
                }
            }
        }
    }

    static func checkPages(_ testCase: PagerCase) {
        let pages = testCase.pages
        var invariants = LayoutInvariants(pages)
        // One page per item, side by side, each the visible size, mirrored right to left: the
        // reference frames each page from the context alone.
        if testCase.universe != nil {
            let context = pages.context, size = context.visibleContentSize
            let count = size.width > 0 && size.height > 0 ? context.sectionItemCounts.first ?? 0 : 0
            let width = CGFloat(count) * size.width, rtl = context.layoutDirection.isRightToLeft
            let all = (0..<count).map { page in
                let x = CGFloat(page) * size.width
                let frame = CGRect(x: rtl ? width - (x + size.width) : x, y: 0, width: size.width, height: size.height)
                return LayoutItem(index: ItemIndex(item: page), frame: context.pixelGrid.round(frame))
            }
            invariants.reference = { rect in all.filter { $0.frame.overlaps(rect) } }
            if pages.contentSize != (count > 0 ? CGSize(width: width, height: size.height) : .zero) {
                Issue.record("content size \(pages.contentSize) for \(count) pages of \(size)")
            }
        }
        invariants.acceptsAnyProposal = true
        invariants.checkGeometry()
        let area = CGRect(origin: .zero, size: CGSize(width: min(pages.contentSize.width, 4000), height: pages.contentSize.height))
        var choices = testCase.choices
        let adversarial = pages.numberOfPages > 100_000 ? 4 : 20
        for rect in testCase.rects + (0..<2).map({ _ in choices.rect(around: area, adversarialPercent: adversarial) }) {
            invariants.checkItems(in: rect)
        }
        for point in testCase.points { invariants.checkIndex(at: point) }
        let count = pages.numberOfPages
        for release in testCase.releases {
            invariants.checkTargetContentOffset(proposed: release.proposed, current: release.current, velocity: release.velocity)
            // The fractional page at any offset, and the pages kept alive there.
            let fraction = pages.fractionalPage(forContentOffset: release.current)
            if !(fraction >= -1 && fraction <= CGFloat(count)) {
                Issue.record("fractionalPage(forContentOffset: \(release.current)) is \(fraction)")
            }
            let live = pages.livePages(forFractionalPage: fraction)
            if count > 0, live.isEmpty || live.lowerBound < 0 || live.upperBound > count || live.count > 3 {
                Issue.record("livePages(forFractionalPage: \(fraction)) is \(live) of \(count)")
            }
        }
        // Page offsets are pixel-rounded (the frames are): within half a pixel of the range.
        let (low, high) = invariants.offsetRange
        let tolerance = pages.context.pixelGrid.tolerance + 1e-9 * max(abs(high.x), 1)
        for page in [0, 1, -1, Int.max, Int.min, count - 1] {
            let offset = pages.contentOffset(forPage: page)
            if !(offset.x >= low.x - tolerance && offset.x <= high.x + tolerance && offset.y == low.y) {
                Issue.record("contentOffset(forPage: \(page)) is \(offset), outside \(low)...\(high)")
            }
        }
    }
}
