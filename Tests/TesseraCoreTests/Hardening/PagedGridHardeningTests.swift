import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Issue 10: adversarial inputs to the paged grid's public entry points. Each test names the
/// input that used to trap (or answer wrongly) and pins the documented answer instead.
@Suite("PagedGrid hardening")
struct PagedGridHardeningTests {
    private static let viewport = CGSize(width: 320, height: 200)

    private func prepared(_ configuration: PagedGridLayout.Configuration = .standard, counts: [Int] = [30],
                          viewport: CGSize = viewport, insets: EdgeInsets = .zero,
                          direction: LayoutDirection = .leftToRight) -> PagedGridLayout {
        var layout = PagedGridLayout(configuration: configuration)
        layout.prepare(in: LayoutContext(viewportSize: viewport, contentInsets: insets, sectionItemCounts: counts,
                                         layoutDirection: direction))
        return layout
    }

    // MARK: - Configuration

    @Test func columnsTimesRowsOverflowingInt_isRejectedNamingTheFieldsAndValues() {
        #expect(throws: ConfigurationError(field: "columns × rows", value: "\(Int.max) × 2",
                                           requirement: "at most \(Int.max) (items per page)")) {
            try PagedGridLayout.Configuration(columns: Int.max, rows: 2)
        }
        #expect(throws: ConfigurationError.self) { try PagedGridLayout(columns: 1 << 32, rows: 1 << 31) }
        // The largest product that fits is a legal (if useless) configuration.
        #expect(throws: Never.self) { try PagedGridLayout.Configuration(columns: Int.max, rows: 1) }
    }

    @Test func intMaxColumns_itemsInTheViewport_isEmptyInsteadOfTrapping() throws {
        // Used to trap in `items(in:)`: 320 pt / Int.max columns is a positive width, and the
        // cell range 320 / 3.5e-17 overflowed `Int`.
        let configuration = try PagedGridLayout.Configuration(columns: Int.max, rows: 1, itemSpacing: 0)
        let layout = prepared(configuration, counts: [Int.max])
        #expect(layout.items(in: CGRect(origin: .zero, size: Self.viewport)).isEmpty)
        #expect(layout.numberOfPages == 0)
        #expect(layout.contentSize == .zero)
        #expect(layout.item(at: ItemIndex(item: 5)) == nil)
    }

    @Test func itemsNarrowerThanAPixel_leaveNoRoom() throws {
        // 320 pt at 2× is 640 pixels: 641 columns cannot each have one.
        let configuration = try PagedGridLayout.Configuration(columns: 641, rows: 1, itemSpacing: 0)
        #expect(prepared(configuration).numberOfPages == 0)
        let fitting = try PagedGridLayout.Configuration(columns: 640, rows: 1, itemSpacing: 0)
        #expect(prepared(fitting, counts: [641]).numberOfPages == 2)
    }

    // MARK: - Counts

    @Test func layoutContextItemCount_ofSectionsSummingPastIntMax_saturates() {
        #expect(LayoutContext(viewportSize: Self.viewport, sectionItemCounts: [Int.max, 1]).itemCount == Int.max)
        #expect(LayoutContext(viewportSize: Self.viewport, sectionItemCounts: [Int.max, Int.max, -3]).itemCount == Int.max)
    }

    @Test func sectionCountsSummingPastIntMaxPages_prepareCutsThePagesOff() throws {
        // Used to trap in `prepare`: the running page count overflowed.
        let configuration = try PagedGridLayout.Configuration(columns: 1, rows: 1)
        let layout = prepared(configuration, counts: [Int.max, Int.max, 5])
        #expect(layout.numberOfPages == Int.max)
        #expect(layout.contentSize.width.isFinite && layout.contentSize.width > 0)
        #expect(layout.page(containing: ItemIndex(item: Int.max - 1)) == Int.max - 1)
        // The second section starts past the last representable page: no page, no frame.
        #expect(layout.page(containing: ItemIndex(item: 0, section: 1)) == nil)
        #expect(layout.item(at: ItemIndex(item: 0, section: 1)) == nil)
        #expect(layout.item(at: ItemIndex(item: 4, section: 2)) == nil)
        let last = try #require(layout.item(at: ItemIndex(item: Int.max - 1)))
        #expect(last.frame.minX.isFinite)
        #expect(layout.firstItem(onPage: Int.max - 1) == ItemIndex(item: Int.max - 1))
        // At 3·10²¹ pt a CGFloat is 2¹⁹ pt coarse (a viewport there has no width); the last
        // pages are still found by a rectangle wide enough to exist.
        let offset = layout.contentOffset(forPage: Int.max)
        let near = layout.items(in: CGRect(x: offset.x - 1e6, y: 0, width: 2e6, height: 200))
        #expect(near.contains { $0.index == ItemIndex(item: Int.max - 1) })
        #expect(near.allSatisfy { $0.index.section == 0 && $0.frame.minX.isFinite })
    }

    @Test func theEndOfAPageOfTwoToThe62Items_doesNotOverflowItemIndices() throws {
        // 2⁶² + 1 items per page (21.7 pt each on a 10²⁰ pt page), Int.max items: page 1 starts
        // at item 2⁶² + 1, and that plus a slot near 2⁶² used to overflow in `items(in:)`.
        let configuration = try PagedGridLayout.Configuration(columns: (1 << 62) + 1, rows: 1, itemSpacing: 0)
        let layout = prepared(configuration, counts: [Int.max], viewport: CGSize(width: 1e20, height: 200))
        #expect(layout.numberOfPages == 2)
        #expect(layout.items(in: CGRect(x: 2e20 - 5000, y: 0, width: 5000, height: 200)).isEmpty)
        // 10²⁰ + 1 is 10²⁰ in floating point: ask for a width that survives.
        let start = layout.items(in: CGRect(x: 1e20, y: 0, width: 1e5, height: 200))
        #expect(!start.isEmpty && start.allSatisfy { $0.index.item > 1 << 62 })
    }

    // MARK: - Rectangles

    @Test(arguments: [
        CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100),
        CGRect(x: 0, y: CGFloat.nan, width: 100, height: 100),
        CGRect(x: 0, y: 0, width: CGFloat.nan, height: 100),
        CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 100),
        CGRect.null,
    ])
    func itemsInARectangleWithANaNEdge_areNone(rect: CGRect) {
        // Used to trap on the NaN origin: the page number became Int(NaN).
        #expect(prepared().items(in: rect).isEmpty)
        #expect(prepared(direction: .rightToLeft).items(in: rect).isEmpty)
    }

    @Test func itemsInARectangleReachingInfinity_areEveryItemOnItsSide() {
        let layout = prepared()
        let everything = (0..<30).map { ItemIndex(item: $0) }
        #expect(layout.items(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity)).map(\.index) == everything)
        #expect(layout.items(in: CGRect.infinite).map(\.index) == everything)
        let rightOfFirstPage = CGRect(x: 330, y: -CGFloat.greatestFiniteMagnitude, width: CGFloat.infinity,
                                      height: CGFloat.infinity)
        #expect(layout.items(in: rightOfFirstPage).map(\.index) == Array(everything.dropFirst(8)))
    }

    @Test func aQueryAcrossPagesFarApart_doesNotTrap() throws {
        // Page spacing of 10³⁰⁰ pt: cells of one page measured from the other used to overflow.
        let configuration = try PagedGridLayout.Configuration(pageSpacing: 1e300)
        let layout = prepared(configuration, counts: [12])
        #expect(layout.numberOfPages == 2)
        #expect(layout.items(in: CGRect(x: 0, y: 0, width: 2e300, height: 200)).count == 12)
    }

    @Test func contentTooLongToMeasure_isEmpty() {
        let layout = prepared(counts: [100], viewport: CGSize(width: 1e308, height: 200))
        #expect(layout.numberOfPages == 0)
        #expect(layout.contentSize == .zero)
        #expect(layout.items(in: CGRect(x: 0, y: 0, width: 1e308, height: 200)).isEmpty)
    }

    @Test func aPageAsWideAsTheLargestCGFloat_answersQueriesWithoutTrapping() {
        // Found by the property suite: 1.7e308 pt of content plus a query's slack overflowed to
        // infinity, and Foundation's CGRect.intersection traps on that (on Linux).
        var layout = PagedGridLayout()
        layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 1.7e308, height: 200), itemCount: 4, displayScale: 1))
        #expect(layout.numberOfPages == 0)
        #expect(layout.items(in: CGRect(x: 0, y: 0, width: 1e308, height: 200)).isEmpty)
        #expect(layout.items(in: .infinite).isEmpty)
    }

    @Test func aSliverInTheGapBesideTwoToThe40Cells_isAnsweredWithoutVisitingThem() throws {
        // Found by the property suite (a hang in a 10⁵-case run): rows or columns whose
        // trailing spacing met the query were visited cell by cell, 2⁴⁰ of them, though none
        // overlapped the rectangle.
        let wide = try PagedGridLayout.Configuration(columns: 1 << 40, rows: 2, itemSpacing: 0, lineSpacing: 10)
        let rows = prepared(wide, counts: [Int.max], viewport: CGSize(width: 1e13, height: 200))
        #expect(rows.numberOfPages > 0)
        #expect(rows.items(in: CGRect(x: 0, y: 97, width: 1e13, height: 0)).isEmpty)
        #expect(rows.items(in: CGRect(x: 0, y: 97, width: 1e13, height: 10)).count == PagedGridLayout.maximumItemsPerQuery)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let tall = try PagedGridLayout.Configuration(columns: 2, rows: 1 << 40, itemSpacing: 10, lineSpacing: 0,
                                                         pageAxis: .vertical)
            let columns = prepared(tall, counts: [Int.max], viewport: CGSize(width: 320, height: 1e13), direction: direction)
            #expect(columns.numberOfPages > 0)
            #expect(columns.items(in: CGRect(x: 157, y: 0, width: 6, height: 1e13)).isEmpty)
            #expect(columns.items(in: CGRect(x: 150, y: 0, width: 20, height: 1e13)).count == PagedGridLayout.maximumItemsPerQuery)
        }
    }

    @Test func indexAtTheCornerOfAnItemFiveQuadrillionPointsOut_findsIt() throws {
        // Found (and shrunk) by the property suite: the default index(at:) probed ±0.5 pt, which
        // at 5·10¹⁵ pt rounds to a probe that only touches the item starting at the point.
        let configuration = try PagedGridLayout.Configuration(columns: 1, rows: 1, itemSpacing: 0, lineSpacing: 0,
                                                              pageSpacing: 1e15, sectionInsets: EdgeInsets(top: 10),
                                                              pageAxis: .vertical)
        let layout = prepared(configuration, counts: [0, 40], viewport: CGSize(width: 40, height: 407),
                              insets: EdgeInsets(top: -19.25, left: 0, bottom: -20, right: -20))
        let item = try #require(layout.item(at: ItemIndex(item: 5, section: 1)))
        #expect(item.frame.minY == 5_000_000_000_002_241)
        #expect(layout.index(at: item.frame.origin) == item.index)
    }

    // MARK: - Paging

    @Test func contentOffsetForPage_acceptsEveryInt() {
        let layout = prepared()
        #expect(layout.contentOffset(forPage: Int.min) == CGPoint(x: 0, y: 0))
        #expect(layout.contentOffset(forPage: Int.max) == CGPoint(x: 1020, y: 0))
        #expect(layout.firstItem(onPage: Int.min) == nil)
        #expect(layout.firstItem(onPage: Int.max) == nil)
        #expect(layout.page(containing: ItemIndex(item: Int.max, section: Int.max)) == nil)
        #expect(layout.page(containing: ItemIndex(item: Int.min, section: Int.min)) == nil)
        #expect(layout.item(at: ItemIndex(item: Int.min, section: 0)) == nil)
    }

    @Test func fractionalPage_ofAnyOffset_isFiniteAndWithinABounce() {
        let layout = prepared()
        #expect(layout.fractionalPage(forContentOffset: CGPoint(x: 1e30, y: 0)) == 4)
        #expect(layout.fractionalPage(forContentOffset: CGPoint(x: -1e30, y: 0)) == -1)
        #expect(layout.fractionalPage(forContentOffset: CGPoint(x: CGFloat.nan, y: 0)) == 0)
        #expect(layout.fractionalPage(forContentOffset: CGPoint(x: CGFloat.infinity, y: 0)) == 4)
        #expect(layout.fractionalPage(forContentOffset: CGPoint(x: -20, y: 0)) == -20.0 / 340)
    }

    @Test(arguments: [CGFloat.nan, CGFloat.infinity, -CGFloat.infinity, 1e30, -1e30])
    func targetContentOffset_withAdversarialOffsetsAndVelocities_isAnExistingPage(value: CGFloat) throws {
        // Used to trap: Int(fractional page) of a NaN or 1e30 offset.
        var configuration = PagedGridLayout.Configuration.standard
        configuration.maximumPagesPerFlick = Int.max
        for layout in [prepared(), prepared(configuration), prepared(direction: .rightToLeft)] {
            let pages = (0..<layout.numberOfPages).map { layout.contentOffset(forPage: $0) }
            let sane = CGPoint(x: 340, y: 0)
            for (current, proposed, velocity) in [(CGPoint(x: value, y: 0), sane, CGPoint(x: 500, y: 0)),
                                                  (sane, CGPoint(x: value, y: value), CGPoint(x: 5000, y: 0)),
                                                  (sane, sane, CGPoint(x: value, y: value)),
                                                  (CGPoint(x: value, y: value), CGPoint(x: value, y: 0), CGPoint(x: value, y: 0))] {
                let target = layout.targetContentOffset(proposed: proposed, current: current, velocity: velocity)
                #expect(pages.contains(target), "\(current) \(proposed) \(velocity) → \(target)")
            }
        }
    }

    @Test func manyPagesPerFlick_withIntMaxLimit_saturatesInsteadOfOverflowing() {
        var configuration = PagedGridLayout.Configuration.standard
        configuration.maximumPagesPerFlick = Int.max
        let layout = prepared(configuration, counts: [Int.max])
        let page = layout.targetPage(current: CGPoint(x: 340, y: 0), proposed: CGPoint(x: 1e30, y: 0),
                                     velocity: CGPoint(x: 1e6, y: 0))
        #expect(page == layout.numberOfPages - 1)
        let back = layout.targetPage(current: CGPoint(x: 340, y: 0), proposed: CGPoint(x: -1e30, y: 0),
                                     velocity: CGPoint(x: -1e6, y: 0))
        #expect(back == 0)
    }

    @Test func targetContentOffset_ofAnEmptyLayout_staysInsideTheOffsetRange() {
        // Found by the property suite: an empty layout handed back any proposal (9.2e18).
        let layout = prepared(counts: [0], insets: EdgeInsets(top: 5, left: 7, bottom: 0, right: 0))
        let nan = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        #expect(layout.targetContentOffset(proposed: nan, current: nan, velocity: nan) == CGPoint(x: -7, y: -5))
        #expect(layout.targetContentOffset(proposed: CGPoint(x: 0x1p63, y: 172), current: .zero, velocity: .zero)
                    == CGPoint(x: -7, y: -5))
    }

    @Test func contentOffsetForTheLastOfQuintillionsOfPages_staysInsideTheOffsetRange() throws {
        // Found by the property suite: at 10²⁰ pt a page's position rounds past the content's
        // end (or, mirrored, to −131,091 pt).
        let configuration = try PagedGridLayout.Configuration(columns: 1, rows: 1)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let layout = prepared(configuration, counts: [Int.max / 2], insets: EdgeInsets(left: 19), direction: direction)
            let (low, high) = layout.offsetRange
            for page in [0, 512_409_557_603_043_104, Int.max] {
                let offset = layout.contentOffset(forPage: page)
                #expect(offset.x >= low.x && offset.x <= high.x && offset.y == low.y, "\(direction) \(page)")
            }
        }
    }

    @Test func anInfiniteRectangleOverIntMaxItems_returnsAtMostTheQueryCap() throws {
        let layout = prepared(counts: [Int.max])
        #expect(layout.items(in: .infinite).count == PagedGridLayout.maximumItemsPerQuery)
        #expect(layout.items(in: .infinite).first?.index == ItemIndex(item: 0))
    }

    @Test func aViewportOfPagesTenToThe300Wide_visitsOnlyTheirOwnPages() throws {
        // Found by the property suite (a hang): the 10²⁸⁵ pt of float slack of the pages'
        // width was applied along the page axis too, over 10¹⁸ pages 196 pt apart.
        let configuration = try PagedGridLayout.Configuration(columns: 1, rows: 4, itemSpacing: 7.5, lineSpacing: 5,
                                                              pageSpacing: 26, pageAxis: .vertical)
        let layout = prepared(configuration, counts: [Int.max / 2], viewport: CGSize(width: 1e300, height: 170),
                              direction: .rightToLeft)
        #expect(layout.items(in: CGRect(x: 0, y: 108_218_460, width: 1e300, height: 170)).count == 4)
    }

    // MARK: - Pager

    private func scroll(at offset: CGPoint, layout: PagedGridLayout) -> ScrollState {
        ScrollState(contentOffset: offset, viewportSize: Self.viewport, contentSize: layout.contentSize,
                    contentInsets: .zero, isDragging: false, isDecelerating: false, isAnimating: false,
                    now: 0, pixelGrid: PixelGrid(scale: 2))
    }

    @Test(arguments: [CGFloat.nan, CGFloat.infinity, -CGFloat.infinity, 1e30, -1e30])
    func pager_releasedOrRestingAtAnAdversarialOffset_settlesOnAnExistingPage(value: CGFloat) {
        // Used to trap: Int(fractional page) of the target or resting offset.
        let layout = prepared()
        var pager = PagedGridBehavior()
        var target = CGPoint(x: value, y: value)
        let release = scroll(at: CGPoint(x: 340, y: 0), layout: layout)
        #expect(pager.willEndDragging(release, layout: layout, velocity: CGPoint(x: value, y: 0),
                                      targetContentOffset: &target).isEmpty)
        // Resting off every page, it moves onto the nearest existing page, which becomes
        // current once it arrives.
        let effects = pager.didEndDecelerating(scroll(at: CGPoint(x: value, y: 0), layout: layout), layout: layout)
        let expected = value > 0 && !value.isNaN ? 3 : 0
        let page = layout.contentOffset(forPage: expected)
        #expect(effects == [.scroll(to: page, animated: true)])
        let arrived = pager.didEndScrollingAnimation(scroll(at: page, layout: layout), layout: layout)
        #expect(pager.currentPage == expected)
        #expect(arrived == (expected == 0 ? [] : [.pageChanged(expected)]))
    }

    @Test func pager_scrollToPageIntMaxOrIntMin_clampsToTheEnds() {
        let layout = prepared()
        var pager = PagedGridBehavior()
        let there = pager.scrollToPage(Int.max, animated: false, scroll: scroll(at: .zero, layout: layout), layout: layout)
        #expect(there == [.scroll(to: CGPoint(x: 1020, y: 0), animated: false), .pageChanged(3)])
        let back = pager.scrollToPage(Int.min, animated: true, scroll: scroll(at: CGPoint(x: 1020, y: 0), layout: layout),
                                      layout: layout)
        #expect(back == [.scroll(to: CGPoint(x: 0, y: 0), animated: true)])
    }
}
