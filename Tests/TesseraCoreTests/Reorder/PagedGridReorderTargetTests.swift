import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Where a held item lands, against a brute force: every cell of every page near the finger
/// (empty cells too), laid out by the most literal reading of the rules; the target is the
/// cell nearest the finger, in the held item's section, clamped to the section's last item.
struct ReferenceReorderTargets {
    let configuration: PagedGridLayout.Configuration
    let context: LayoutContext
    /// The pages laid out (whole cycles in a loop) and the data pages.
    let pagesLaidOut: Int, pages: Int
    let itemSize: CGSize, pageLength: CGFloat, contentWidth: CGFloat

    init(_ c: PagedGridLayout.Configuration, _ context: LayoutContext, pagesLaidOut: Int) {
        configuration = c
        self.context = context
        self.pagesLaidOut = pagesLaidOut
        let page = context.visibleContentSize, perPage = c.columns * c.rows
        pages = context.sectionItemCounts.reduce(0) { $0 + ($1 + perPage - 1) / perPage }
        itemSize = CGSize(width: (page.width - c.sectionInsets.left - c.sectionInsets.right - CGFloat(c.columns - 1) * c.itemSpacing) / CGFloat(c.columns),
                          height: (page.height - c.sectionInsets.top - c.sectionInsets.bottom - CGFloat(c.rows - 1) * c.lineSpacing) / CGFloat(c.rows))
        pageLength = c.pageAxis == .horizontal ? page.width : page.height
        let length = CGFloat(pagesLaidOut) * pageLength + CGFloat(pagesLaidOut - 1) * c.pageSpacing
        contentWidth = c.pageAxis == .horizontal ? length : page.width
    }

    /// Every cell of the pages in `window`, with its frame as drawn (mirrored), its page and slot.
    func cells(onPages window: ClosedRange<Int>) -> [(frame: CGRect, page: Int, slot: Int)] {
        let c = configuration, horizontal = c.pageAxis == .horizontal
        var cells: [(CGRect, Int, Int)] = []
        for page in window.clamped(to: 0...(pagesLaidOut - 1)) {
            let start = CGFloat(page) * (pageLength + c.pageSpacing)
            for slot in 0..<(c.columns * c.rows) {
                let row = c.fillOrder == .rowMajor ? slot / c.columns : slot % c.rows
                let column = c.fillOrder == .rowMajor ? slot % c.columns : slot / c.rows
                var frame = CGRect(x: (horizontal ? start : 0) + c.sectionInsets.left + CGFloat(column) * (itemSize.width + c.itemSpacing),
                                   y: (horizontal ? 0 : start) + c.sectionInsets.top + CGFloat(row) * (itemSize.height + c.lineSpacing),
                                   width: itemSize.width, height: itemSize.height)
                if context.layoutDirection == .rightToLeft { frame.origin.x = contentWidth - frame.maxX }
                cells.append((frame, page, slot))
            }
        }
        return cells
    }

    /// The target, or `nil`; `nil` too (`isTie`) when two cells are equally near.
    func target(for point: CGPoint, moving item: ItemIndex, near window: ClosedRange<Int>) -> (ItemIndex?, isTie: Bool) {
        func distance(_ frame: CGRect) -> CGFloat {
            let dx = max(frame.minX - point.x, 0, point.x - frame.maxX), dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
            return (dx * dx + dy * dy).squareRoot()
        }
        let ranked = cells(onPages: window).map { ($0, distance($0.frame)) }.sorted { $0.1 < $1.1 }
        guard let best = ranked.first else { return (nil, false) }
        if ranked.count > 1, ranked[1].1 - best.1 < 1e-6 { return (nil, true) }
        let dataPage = best.0.page % pages, perPage = configuration.columns * configuration.rows
        var first = 0
        for (section, count) in context.sectionItemCounts.enumerated() {
            let sectionPages = (count + perPage - 1) / perPage
            if dataPage < first + sectionPages {
                guard section == item.section else { return (nil, false) }
                return (ItemIndex(item: min((dataPage - first) * perPage + best.0.slot, count - 1), section: section), false)
            }
            first += sectionPages
        }
        return (nil, false)
    }
}

@Suite("PagedGridLayout reorder target")
struct PagedGridReorderTargetTests {
    @Test func theCanonicalGrid_literally() throws {
        var layout = PagedGridLayout()
        layout.prepare(in: LayoutContext(viewportSize: canonicalViewport, itemCount: 30))
        let three = ItemIndex(item: 3)
        func target(_ x: CGFloat, _ y: CGFloat) -> Int? { layout.reorderTarget(for: CGPoint(x: x, y: y), moving: three)?.item }
        #expect(target(283.75, 47.5) == 3)
        #expect(target(76, 47.5) == 0)            // the first half of the spacing: the cell before
        #expect(target(78, 47.5) == 1)            // the second half: the cell after
        #expect(target(325, 47.5) == 3)           // the page gap's first half: page 0
        #expect(target(335, 47.5) == 8)           // its second half: page 1
        #expect(target(680 + 118.75, 152.5) == 21)
        #expect(target(1020 + 283.75, 152.5) == 29) // past the last item: the last item
        #expect(target(-500, 500) == 4)           // beyond the content: the nearest cell
    }

    /// Many shapes (counts 0…1000, sections, fill orders, axes, directions, insets, loops),
    /// many fingers: the O(1) answer is the brute force's.
    @Test(arguments: 0..<24)
    func everyShape_matchesTheBruteForce(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 7_919 &+ 17)
        for _ in 0..<12 {
            let counts = Bool.random(using: &random)
                ? [[0, 1, 2, 3, 5, 10, 1_000].randomElement(using: &random)!]
                : (0..<Int.random(in: 2...3, using: &random)).map { _ in Int.random(in: 0...20, using: &random) }
            let configuration = try PagedGridLayout.Configuration(
                columns: Int.random(in: 1...6, using: &random), rows: Int.random(in: 1...4, using: &random),
                itemSpacing: CGFloat(Int.random(in: 0...24, using: &random)), lineSpacing: CGFloat(Int.random(in: 0...24, using: &random)),
                pageSpacing: CGFloat(Int.random(in: 0...40, using: &random)),
                sectionInsets: Bool.random(using: &random) ? .zero : EdgeInsets(top: 8, left: 12, bottom: 4, right: 6),
                pageAxis: Bool.random(using: &random) ? .horizontal : .vertical,
                fillOrder: Bool.random(using: &random) ? .rowMajor : .columnMajor, loopsPages: Bool.random(using: &random))
            let context = LayoutContext(viewportSize: CGSize(width: CGFloat(Int.random(in: 200...420, using: &random)),
                                                             height: CGFloat(Int.random(in: 150...600, using: &random))),
                                        sectionItemCounts: counts,
                                        layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft)
            var layout = PagedGridLayout(configuration: configuration)
            layout.prepare(in: context)
            guard layout.numberOfPages > 0 else {
                #expect(layout.reorderTarget(for: .zero, moving: ItemIndex(item: 0)) == nil)
                continue
            }
            let reference = ReferenceReorderTargets(configuration, context, pagesLaidOut: layout.metrics.pagesLaidOut)
            let nonEmpty = counts.indices.filter { counts[$0] > 0 }
            for _ in 0..<16 {
                let section = nonEmpty.randomElement(using: &random)!
                let item = ItemIndex(item: Int.random(in: 0..<counts[section], using: &random), section: section)
                // Around a page of the cycle the content rests in, or of another cycle in a loop.
                let page = Int.random(in: 0..<layout.metrics.pagesLaidOut, using: &random)
                let virtual = page - layout.metrics.homeFirstPage
                let origin = layout.contentOffset(forVirtualPage: virtual)
                let point = CGPoint(x: origin.x + CGFloat.random(in: -60...(context.viewportSize.width + 60), using: &random),
                                    y: origin.y + CGFloat.random(in: -60...(context.viewportSize.height + 60), using: &random))
                let (expected, isTie) = reference.target(for: point, moving: item, near: (page - 2)...(page + 2))
                guard !isTie else { continue }
                #expect(layout.reorderTarget(for: point, moving: item) == expected,
                        "\(configuration) \(context) item \(item) at \(point)")
            }
        }
    }
}
