import Foundation
import PropertyBased
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A paged grid, its context and what to ask it, decoded from random choices: ordinary
/// grids mostly, and every degenerate and adversarial value a fuzzer would try (0 and
/// `Int.max` columns and counts, zero and enormous viewports, spacings wider than a page,
/// NaN and infinite sizes, rectangles and offsets).
struct PagedGridCase: CustomStringConvertible, Sendable {
    var columns = 4, rows = 2, maximumPagesPerFlick = 1
    var itemSpacing: CGFloat = 10, lineSpacing: CGFloat = 10, pageSpacing: CGFloat = 20
    var sectionInsets = EdgeInsets.zero
    var pageAxis = Axis.horizontal
    var fillOrder = PagedGridLayout.FillOrder.rowMajor
    var minimumFlickVelocity: CGFloat = 400
    var context = LayoutContext(viewportSize: .zero, itemCount: 0)
    var rects: [CGRect] = []
    var points: [CGPoint] = []
    var releases: [(current: CGPoint, proposed: CGPoint, velocity: CGPoint)] = []
    var pages: [Int] = []
    var indices: [ItemIndex] = []
    var choices: Choices

    init(_ c: inout Choices) {
        choices = c
        columns = Self.cellCount(&c)
        rows = Self.cellCount(&c)
        itemSpacing = c.chance(2) ? 65_536 : c.length { $0.steps(48, of: 0.5) }
        lineSpacing = c.length { $0.steps(48, of: 0.5) }
        pageSpacing = c.chance(2) ? 65_536 : c.length { $0.steps(40, of: 1) }
        sectionInsets = EdgeInsets(top: c.length({ $0.steps(12, of: 1) }, invalidPercent: 1),
                                   left: c.length({ $0.steps(12, of: 1) }, invalidPercent: 1),
                                   bottom: c.length({ $0.steps(12, of: 1) }, invalidPercent: 1),
                                   right: c.length({ $0.steps(12, of: 1) }, invalidPercent: 1))
        pageAxis = c.pick([.horizontal, .vertical])
        fillOrder = c.pick([.rowMajor, .columnMajor])
        maximumPagesPerFlick = [1, c.int(in: 2...5), Int.max, c.pick([0, -3, Int.min])][c.weighted([80, 12, 5, 3])]
        minimumFlickVelocity = c.length { $0.pick([400, 0, 150, 2500]) }
        context = Self.context(&c)
        guard let layout = layout else { return }
        // Ask around the content when it is small, else around a random page.
        let pageCount = max(1, layout.numberOfPages)
        let page = c.chance(30) ? pageCount - 1 : c.int(in: 0...min(pageCount - 1, 1_000_000))
        let viewport = CGRect(origin: layout.contentOffset(forPage: page), size: context.viewportSize)
        let area = layout.numberOfPages <= 12 && c.chance(60) ? CGRect(origin: .zero, size: layout.contentSize) : viewport
        // Rectangles over millions of items return tens of thousands (the query's cap): fewer of those.
        let adversarial = context.itemCount > 100_000 ? 4 : 20
        rects = (0..<4).map { _ in c.rect(around: area, adversarialPercent: adversarial) }
        points = (0..<4).map { _ in c.point(around: area) }
        releases = (0..<3).map { _ in (c.point(around: viewport), c.point(around: viewport), c.velocity()) }
        pages = (0..<2).map { _ in c.chance(20) ? c.pick([Int.min, Int.max, -1, pageCount]) : c.int(in: 0...pageCount) }
        indices = (0..<3).map { _ in
            c.chance(15) ? ItemIndex(item: c.pick([Int.min, Int.max, -1]), section: c.pick([0, Int.max, -1]))
                         : ItemIndex(item: c.int(in: 0...40), section: c.int(in: 0...3))
        }
    }

    /// Columns or rows: a few usually, sometimes many (up to `Limits.lines`, items narrower
    /// than a pixel), rarely beyond the limit or invalid.
    private static func cellCount(_ c: inout Choices) -> Int {
        switch c.weighted([84, 8, 4, 4]) {
        case 0: c.int(in: 1...6)
        case 1: c.int(in: 7...64)
        case 2: c.pick([1_000, 641, 1_001, Int.max, 1 << 32])
        default: c.pick([0, -1, Int.min])
        }
    }

    /// A viewport, insets, sections and a display.
    static func context(_ c: inout Choices) -> LayoutContext {
        func side(_ c: inout Choices) -> CGFloat {
            [CGFloat(c.int(in: 40...500)), c.pick([0, 0.5, 1, 3, 1e6, 1e300]), c.pick(Choices.invalidLengths)][c.weighted([92, 5, 3])]
        }
        let viewport = CGSize(width: side(&c), height: side(&c))
        let insets = !c.chance(20) ? EdgeInsets.zero
            : EdgeInsets(top: c.coordinate(near: -20...40, adversarialPercent: 3), left: c.coordinate(near: -20...40, adversarialPercent: 3),
                         bottom: c.coordinate(near: -20...40, adversarialPercent: 3), right: c.coordinate(near: -20...40, adversarialPercent: 3))
        let counts = (0...c.int(in: 0...2)).map { _ in
            !c.chance(6) ? c.pick([0, 1, 2, 3, 5, 8, 10, 17, 40, 100]) : c.pick([Int.max, Int.max / 2, 1_000_000_000, -5])
        }
        return LayoutContext(viewportSize: viewport, contentInsets: insets, sectionItemCounts: counts,
                             layoutDirection: c.pick([.leftToRight, .rightToLeft]),
                             displayScale: !c.chance(10) ? c.pick([2, 1, 3, 2.608]) : c.pick([0, .nan, 1e300, 0.001, -2]))
    }

    // MARK: - Expectations

    /// The first field `validate()` must name, in its order, or `nil` for a valid grid: lines
    /// 1…1,000, lengths 0…65,536 pt.
    var expectedInvalidField: (field: String, value: String)? {
        if !(1...1_000).contains(columns) { return ("columns", "\(columns)") }
        if !(1...1_000).contains(rows) { return ("rows", "\(rows)") }
        for (field, value) in [("itemSpacing", itemSpacing), ("lineSpacing", lineSpacing), ("pageSpacing", pageSpacing),
                               ("sectionInsets.top", sectionInsets.top), ("sectionInsets.left", sectionInsets.left),
                               ("sectionInsets.bottom", sectionInsets.bottom), ("sectionInsets.right", sectionInsets.right)]
        where !(value >= 0 && value <= 65_536) {
            return (field, "\(value)")
        }
        if maximumPagesPerFlick < 1 { return ("maximumPagesPerFlick", "\(maximumPagesPerFlick)") }
        if !(minimumFlickVelocity.isFinite && minimumFlickVelocity >= 0) {
            return ("minimumFlickVelocity", "\(minimumFlickVelocity)")
        }
        return nil
    }

    func makeConfiguration() throws -> PagedGridLayout.Configuration {
        try PagedGridLayout.Configuration(columns: columns, rows: rows, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
                                          pageSpacing: pageSpacing, sectionInsets: sectionInsets, pageAxis: pageAxis,
                                          fillOrder: fillOrder, maximumPagesPerFlick: maximumPagesPerFlick,
                                          minimumFlickVelocity: minimumFlickVelocity)
    }

    /// The prepared layout, or `nil` for an invalid configuration.
    var layout: PagedGridLayout? {
        guard let configuration = try? makeConfiguration() else { return nil }
        var layout = PagedGridLayout(configuration: configuration)
        layout.prepare(in: context)
        return layout
    }

    /// Every index when there are few enough items to enumerate.
    var universe: [ItemIndex]? {
        let counts = context.sectionItemCounts
        guard counts.reduce(0, { $0.saturatingAdd($1) }) <= 300 else { return nil }
        return counts.enumerated().flatMap { section, count in (0..<count).map { ItemIndex(item: $0, section: section) } }
    }

    var description: String {
        """
        PagedGridCase(columns: \(columns), rows: \(rows), itemSpacing: \(itemSpacing), lineSpacing: \(lineSpacing), \
        pageSpacing: \(pageSpacing), sectionInsets: \(sectionInsets), pageAxis: \(pageAxis), fillOrder: \(fillOrder), \
        maximumPagesPerFlick: \(maximumPagesPerFlick), minimumFlickVelocity: \(minimumFlickVelocity),
          context: \(context),
          rects: \(rects), points: \(points), releases: \(releases), pages: \(pages), indices: \(indices),
          \(choices))
        """
    }
}

struct PagedGridProperties {
    /// Whether the configuration's items are at least a pixel wide and tall in `context`.
    static func itemsAreAPixel(_ c: PagedGridLayout.Configuration, _ context: LayoutContext) -> Bool {
        let page = context.visibleContentSize, pixel = 1 / context.pixelGrid.scale
        let width = (page.width - c.sectionInsets.left - c.sectionInsets.right - CGFloat(c.columns - 1) * c.itemSpacing)
            / CGFloat(c.columns)
        let height = (page.height - c.sectionInsets.top - c.sectionInsets.bottom - CGFloat(c.rows - 1) * c.lineSpacing)
            / CGFloat(c.rows)
        return width >= pixel && height >= pixel
    }

    static func check(_ testCase: PagedGridCase) {
        // Invalid configurations throw, naming the first invalid field and its value.
        checkValidation(testCase.makeConfiguration, rejects: testCase.expectedInvalidField)
        guard let layout = testCase.layout else { return }

        var invariants = LayoutInvariants(layout)
        // The reference frames every item by the most literal reading of the configuration and
        // the context (`ReferencePagedGrid`), never by asking the layout under test.
        // Items smaller than a pixel leave no room (the layout's rule; the reference frames
        // any positive size): then nothing is laid out.
        if testCase.universe != nil, let configuration = try? testCase.makeConfiguration() {
            let reference = ReferencePagedGrid(configuration, layout.context)
            let roomy = Self.itemsAreAPixel(configuration, layout.context)
            let items = roomy ? reference.frames.map { LayoutItem(index: $0.0, frame: $0.1) } : []
            invariants.reference = { rect in items.filter { $0.frame.overlaps(rect) } }
            let (pages, size) = roomy ? (reference.pageCount, reference.contentSize) : (0, .zero)
            if layout.numberOfPages != pages || layout.contentSize != size {
                Issue.record("\(layout.numberOfPages) pages of \(layout.contentSize), reference \(pages) of \(size)")
            }
        }
        invariants.acceptsAnyProposal = true
        invariants.checkGeometry()
        for rect in testCase.rects { invariants.checkItems(in: rect) }
        for point in testCase.points { invariants.checkIndex(at: point) }
        for release in testCase.releases {
            invariants.checkTargetContentOffset(proposed: release.proposed, current: release.current, velocity: release.velocity)
        }

        // Paging answers for any page, offset and index.
        let (low, high) = invariants.offsetRange
        let pages = layout.numberOfPages
        for page in testCase.pages {
            let offset = layout.contentOffset(forPage: page)
            if !(offset.x.isFinite && offset.y.isFinite && offset.x >= low.x && offset.x <= high.x
                 && offset.y >= low.y && offset.y <= high.y) {
                Issue.record("contentOffset(forPage: \(page)) is \(offset), outside \(low)...\(high)")
            }
            if let first = layout.firstItem(onPage: page), layout.page(containing: first) != page {
                Issue.record("firstItem(onPage: \(page)) is \(first), on page \(String(describing: layout.page(containing: first)))")
            }
        }
        // Behind the gate the behaviour asks for the page at the offset UIKit reported
        // (`ScrollState` brings it in): within a bounce of the pages.
        for release in testCase.releases {
            let offset = Limits.point(release.current)
            let fraction = layout.fractionalPage(forContentOffset: offset)
            if !(fraction.isFinite && fraction >= -1 && fraction <= CGFloat(max(pages, 0))) {
                Issue.record("fractionalPage(forContentOffset: \(offset)) is \(fraction)")
            }
        }
        for index in testCase.indices where (layout.page(containing: index) == nil) != (layout.item(at: index) == nil) {
            Issue.record("page(containing: \(index)) and item(at: \(index)) disagree on whether it exists")
        }
    }
}
