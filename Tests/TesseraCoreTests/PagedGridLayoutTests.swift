import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("PagedGridLayout geometry")
struct PagedGridLayoutTests {
    private func prepared(_ configuration: PagedGridLayout.Configuration = .standard, items: Int = 30,
                          viewport: CGSize = canonicalViewport,
                          direction: LayoutDirection = .leftToRight) -> PagedGridLayout {
        var layout = PagedGridLayout(configuration: configuration)
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: items, layoutDirection: direction))
        return layout
    }

    // MARK: - Literal frames (320 × 200 pt, 4 × 2, spacings 10 / 10 / 20)

    /// Items are (320 − 3·10)/4 = 72.5 wide, (200 − 10)/2 = 95 tall; pages 340 pt apart.
    @Test func canonicalGrid_framesMatchTheTable() {
        let layout = prepared()
        let expected: [(Int, CGRect)] = [
            (0, CGRect(x: 0, y: 0, width: 72.5, height: 95)),
            (3, CGRect(x: 247.5, y: 0, width: 72.5, height: 95)),
            (4, CGRect(x: 0, y: 105, width: 72.5, height: 95)),
            (7, CGRect(x: 247.5, y: 105, width: 72.5, height: 95)),
            (8, CGRect(x: 340, y: 0, width: 72.5, height: 95)),
            (13, CGRect(x: 422.5, y: 105, width: 72.5, height: 95)),
            (29, CGRect(x: 1102.5, y: 105, width: 72.5, height: 95)),
        ]
        for (item, frame) in expected { #expect(layout.item(at: ItemIndex(item: item))?.frame == frame) }
        #expect(layout.numberOfPages == 4)
        #expect(layout.contentSize == CGSize(width: 4 * 320 + 3 * 20, height: 200))
        #expect(layout.item(at: ItemIndex(item: 30)) == nil)
        #expect(layout.item(at: ItemIndex(item: -1)) == nil)
        #expect(layout.item(at: ItemIndex(item: 0, section: 1)) == nil)
    }

    @Test func canonicalGrid_rightToLeft_putsPageZeroAtTheRightEnd() {
        let layout = prepared(direction: .rightToLeft)
        #expect(layout.item(at: ItemIndex(item: 0))?.frame == CGRect(x: 1267.5, y: 0, width: 72.5, height: 95))
        #expect(layout.item(at: ItemIndex(item: 3))?.frame == CGRect(x: 1020, y: 0, width: 72.5, height: 95))
        #expect(layout.contentOffset(forPage: 0) == CGPoint(x: 1020, y: 0))
        #expect(layout.contentOffset(forPage: 3) == CGPoint(x: 0, y: 0))
        #expect(layout.fractionalPage(forContentOffset: CGPoint(x: 850, y: 0)) == 0.5)
    }

    @Test func columnMajorAndVerticalPages() throws {
        var configuration = PagedGridLayout.Configuration.standard
        configuration.fillOrder = .columnMajor
        let columnMajor = prepared(configuration)
        #expect(columnMajor.item(at: ItemIndex(item: 1))?.frame.origin == CGPoint(x: 0, y: 105))
        #expect(columnMajor.item(at: ItemIndex(item: 2))?.frame.origin == CGPoint(x: 82.5, y: 0))
        configuration.pageAxis = .vertical
        let vertical = prepared(configuration)
        #expect(vertical.contentSize == CGSize(width: 320, height: 4 * 200 + 3 * 20))
        #expect(vertical.item(at: ItemIndex(item: 8))?.frame.origin == CGPoint(x: 0, y: 220))
        #expect(vertical.contentOffset(forPage: 2) == CGPoint(x: 0, y: 440))
    }

    // MARK: - Against the brute-force reference

    /// Seeded random configurations and contexts; every visible-rect query, every item
    /// frame, every point lookup and every page offset equals the reference's.
    @Test(arguments: 0..<60)
    func randomShapes_matchTheReference(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 1)
        let configuration = try PagedGridLayout.Configuration(
            columns: Int.random(in: 1...6, using: &random), rows: Int.random(in: 1...5, using: &random),
            itemSpacing: CGFloat(Int.random(in: 0...24, using: &random)) / 2,
            lineSpacing: CGFloat(Int.random(in: 0...24, using: &random)) / 2,
            pageSpacing: CGFloat(Int.random(in: 0...40, using: &random)),
            sectionInsets: EdgeInsets(top: CGFloat(Int.random(in: 0...12, using: &random)),
                                      left: CGFloat(Int.random(in: 0...12, using: &random)),
                                      bottom: CGFloat(Int.random(in: 0...12, using: &random)),
                                      right: CGFloat(Int.random(in: 0...12, using: &random))),
            pageAxis: Bool.random(using: &random) ? .horizontal : .vertical,
            fillOrder: Bool.random(using: &random) ? .rowMajor : .columnMajor)
        let counts = [0, 1, 2, 3, 5, 10, 1000]
        let sections = (0..<Int.random(in: 1...3, using: &random)).map { _ in counts.randomElement(using: &random)! }
        let context = LayoutContext(
            viewportSize: CGSize(width: CGFloat(Int.random(in: 40...500, using: &random)),
                                 height: CGFloat(Int.random(in: 40...500, using: &random))),
            contentInsets: EdgeInsets(top: CGFloat(Int.random(in: 0...20, using: &random)), left: 0,
                                      bottom: 0, right: CGFloat(Int.random(in: 0...20, using: &random))),
            sectionItemCounts: sections,
            layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
            displayScale: CGFloat(Int.random(in: 1...3, using: &random)))
        var layout = PagedGridLayout(configuration: configuration)
        layout.prepare(in: context)
        let reference = ReferencePagedGrid(configuration, context)

        #expect(layout.numberOfPages == reference.pageCount)
        #expect(layout.contentSize == reference.contentSize)
        for (index, frame) in reference.frames.prefix(200) { #expect(layout.item(at: index)?.frame == frame) }
        for _ in 0..<40 {
            let rect = CGRect(x: CGFloat.random(in: -100...max(1, reference.contentSize.width + 100), using: &random),
                              y: CGFloat.random(in: -100...max(1, reference.contentSize.height + 100), using: &random),
                              width: CGFloat.random(in: 0...600, using: &random),
                              height: CGFloat.random(in: 0...600, using: &random))
            #expect(layout.items(in: rect).map(\.index) == reference.items(in: rect))
            let point = CGPoint(x: rect.minX, y: rect.minY)
            #expect(layout.index(at: point) == reference.item(at: point))
        }
        for page in 0..<min(reference.pageCount, 50) {
            let offset = layout.contentOffset(forPage: page)
            #expect(abs(layout.fractionalPage(forContentOffset: offset) - CGFloat(page)) < 1e-9)
            let visible = CGRect(origin: CGPoint(x: offset.x + context.contentInsets.left,
                                                 y: offset.y + context.contentInsets.top),
                                 size: context.visibleContentSize)
            let onPage = reference.items(in: visible.insetBy(dx: 0.5, dy: 0.5))
            if let first = layout.firstItem(onPage: page) {
                #expect(onPage.contains(first), "page \(page) shows \(onPage) not \(first)")
                #expect(layout.page(containing: first) == page)
            }
        }
    }

    /// The whole-content rectangle returns every item once, in order, at any count.
    @Test(arguments: [0, 1, 2, 3, 5, 10, 1000])
    func wholeContentQuery_returnsEveryItemInOrder(count: Int) {
        let layout = prepared(items: count)
        let items = layout.items(in: CGRect(origin: .zero, size: layout.contentSize))
        #expect(items.map(\.index.item) == Array(0..<count))
    }

    // MARK: - Degenerate input

    /// One invalid value per field the configuration validates.
    enum InvalidValue: String, CaseIterable, Sendable {
        case columns, rows, itemSpacing, lineSpacing, pageSpacing, sectionInsetsLeft, maximumPagesPerFlick

        var field: String { self == .sectionInsetsLeft ? "sectionInsets.left" : rawValue }

        func make() throws -> PagedGridLayout.Configuration {
            switch self {
            case .columns: try .init(columns: 0)
            case .rows: try .init(rows: -2)
            case .itemSpacing: try .init(itemSpacing: -1)
            case .lineSpacing: try .init(lineSpacing: CGFloat.nan)
            case .pageSpacing: try .init(pageSpacing: CGFloat.infinity)
            case .sectionInsetsLeft: try .init(sectionInsets: EdgeInsets(left: -4))
            case .maximumPagesPerFlick: try .init(maximumPagesPerFlick: 0)
            }
        }
    }

    @Test(arguments: InvalidValue.allCases)
    func invalidConfiguration_throwsAnErrorNamingTheField(invalid: InvalidValue) {
        #expect { try invalid.make() } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.field == invalid.field && error.description.hasPrefix(invalid.field)
        }
    }

    @Test func errorMessage_namesFieldAndValue() {
        #expect(throws: ConfigurationError(field: "columns", value: "0", requirement: "an integer from 1 to 1000")) {
            try PagedGridLayout.Configuration(columns: 0)
        }
        #expect(ConfigurationError(field: "columns", value: "0", requirement: "an integer from 1 to 1000").description
            == "columns must be an integer from 1 to 1000, got 0")
    }

    @Test(arguments: [CGSize.zero, CGSize(width: 0, height: 200), CGSize(width: 320, height: 0),
                      CGSize(width: -5, height: CGFloat.nan), CGSize(width: 30, height: 30)])
    func degenerateViewport_givesAnEmptyValidLayout(viewport: CGSize) {
        let layout = prepared(items: 30, viewport: viewport)
        #expect(layout.contentSize == .zero)
        #expect(layout.items(in: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)).isEmpty)
        #expect(layout.numberOfPages == 0)
        #expect(layout.index(at: .zero) == nil)
        #expect(layout.contentOffset(forPage: 3) == .zero)
        // Issue 10: an empty layout keeps any proposal inside its (empty) offset range.
        #expect(layout.targetContentOffset(proposed: CGPoint(x: 5, y: 0), current: .zero,
                                           velocity: CGPoint(x: 900, y: 0)) == CGPoint(x: 0, y: 0))
    }

    @Test func zeroItems_givesAnEmptyValidLayout() {
        let layout = prepared(items: 0)
        #expect(layout.contentSize == .zero && layout.numberOfPages == 0)
        #expect(layout.items(in: CGRect(x: 0, y: 0, width: 320, height: 200)).isEmpty)
        #expect(layout.firstItem(onPage: 0) == nil)
    }

    @Test func invalidConfigurationSetLater_givesAnEmptyLayoutNotACrash() {
        var layout = prepared()
        layout.configuration.columns = 0
        #expect(layout.items(in: CGRect(x: 0, y: 0, width: 320, height: 200)).isEmpty)
        #expect(layout.numberOfPages == 0)
        layout.configuration.columns = Int.max
        layout.configuration.rows = 3
        #expect(layout.numberOfPages == 0)
    }

    @Test func hugeItemCount_answersAVisibleQueryWithOnePage() {
        var layout = PagedGridLayout()
        layout.prepare(in: LayoutContext(viewportSize: canonicalViewport, itemCount: 10_000_000))
        #expect(layout.numberOfPages == 1_250_000)
        let offset = layout.contentOffset(forPage: 1_000_000)
        let items = layout.items(in: CGRect(origin: offset, size: canonicalViewport))
        #expect(items.map(\.index.item) == Array(8_000_000..<8_000_008))
    }
}
