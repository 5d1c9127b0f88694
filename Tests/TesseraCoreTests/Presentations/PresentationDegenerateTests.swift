import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("Presentations: degenerate input")
struct PresentationDegenerateTests {
    // MARK: - Invalid configuration

    /// One invalid value per validated field; each error names the field and the value.
    static let invalid: [(String, @Sendable () throws -> Void)] = [
        ("rowHeight", { _ = try ListPresentation(rowHeight: 0) }),
        ("lineSpacing", { _ = try ListPresentation(lineSpacing: -1) }),
        ("headerHeight", { _ = try ListPresentation(headerHeight: .nan) }),
        ("sectionInsets.left", { _ = try ListPresentation(sectionInsets: EdgeInsets(left: -4)) }),
        ("columns.count", { _ = try GridPresentation(columns: .count(0)) }),
        ("columns.count", { _ = try GridPresentation(columns: .count(1_001)) }),
        ("columns.minimumItemWidth", { _ = try GridPresentation(columns: .minimumItemWidth(0)) }),
        ("itemHeight.aspectRatio", { _ = try GridPresentation(itemHeight: .aspectRatio(-1)) }),
        ("itemHeight.fixed", { _ = try GridPresentation(itemHeight: .fixed(.infinity)) }),
        ("itemSpacing", { _ = try GridPresentation(itemSpacing: .infinity) }),
        ("pattern", { _ = try MosaicPresentation(pattern: []) }),
        ("pattern[1].columns", { _ = try MosaicPresentation(pattern: [.row(columns: 2), .row(columns: 0)]) }),
        ("pattern[0].items", { _ = try MosaicPresentation(pattern: [.uniform(columns: 2, items: 0)]) }),
        ("pattern[0].rowHeight.fixed", { _ = try MosaicPresentation(pattern: [.fullWidth(height: .fixed(-3))]) }),
        ("pattern[0].tiles[1]", {
            _ = try MosaicPresentation(pattern: [.init(columns: 2, rows: 1, tiles: [.init(column: 0, row: 0, columnSpan: 2),
                                                                                    .init(column: 1, row: 0)])])
        }),
        ("pattern[0].tiles[0]", {
            _ = try MosaicPresentation(pattern: [.init(columns: 2, rows: 1, tiles: [.init(column: 1, row: 0, columnSpan: 2)])])
        }),
        ("pattern[0].rows", { _ = try MosaicPresentation(pattern: [.init(columns: 2, rows: 0, tiles: [])]) }),
        ("pattern[0].tiles", { _ = try MosaicPresentation(pattern: [.init(columns: 2, rows: 1, tiles: [])]) }),
        ("pattern[1].items", {
            _ = try MosaicPresentation(pattern: [.uniform(columns: 1, items: .max), .uniform(columns: 1, items: .max)])
        }),
        ("fullWidthEvery", {
            _ = try MosaicPresentation.Configuration.pattern(fullWidthEvery: 0, fullWidthHeight: .fixed(10), columns: 3)
        }),
        ("columns", { _ = try WaterfallPresentation(columns: 0) }),
        ("estimatedItemHeight", { _ = try WaterfallPresentation(estimatedItemHeight: -1) }),
    ]

    @Test(arguments: 0..<invalid.count)
    func invalidConfiguration_throwsAnErrorNamingTheField(case number: Int) {
        let (field, make) = Self.invalid[number]
        #expect { try make() } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.field == field && error.description.hasPrefix(field) && !error.value.isEmpty
        }
    }

    @Test func errorMessage_namesFieldAndValue() {
        #expect(throws: ConfigurationError(field: "columns", value: "0", requirement: "an integer from 1 to 1000")) {
            try WaterfallPresentation(columns: 0)
        }
    }

    @Test func invalidConfigurationSetLater_givesAnEmptyLayout() throws {
        var grid = prepared(GridPresentation())
        grid.configuration.columns = .count(0)
        #expect(grid.contentSize == .zero && grid.items(in: CGRect(x: 0, y: 0, width: 320, height: 480)).isEmpty)
        grid.configuration.columns = .count(.max)
        #expect(grid.items(in: CGRect(x: 0, y: 0, width: 320, height: 480)).isEmpty)
        var waterfall = prepared(WaterfallPresentation(itemHeights: [[10, 20]]))
        waterfall.configuration.columns = .max
        #expect(waterfall.contentSize == .zero && waterfall.item(at: ItemIndex(item: 0)) == nil)
        waterfall.configuration.columns = 2
        #expect(waterfall.item(at: ItemIndex(item: 1))?.frame == CGRect(x: 164, y: 0, width: 156, height: 20))
        var mosaic = prepared(MosaicPresentation())
        mosaic.configuration.pattern = []
        #expect(mosaic.contentSize == .zero && mosaic.index(at: CGPoint(x: 5, y: 5)) == nil)
    }

    // MARK: - Degenerate geometry

    static func all() throws -> [AnyPresentation] {
        [AnyPresentation(try ListPresentation(rowHeight: 40, sectionInsets: EdgeInsets(all: 10), headerHeight: 20)),
         AnyPresentation(ListPresentation(configuration: try .init(headerHeight: 20), itemHeights: [[10, .nan, -4, 50]])),
         AnyPresentation(try GridPresentation(itemSpacing: 30, sectionInsets: EdgeInsets(all: 10), headerHeight: 20)),
         AnyPresentation(try MosaicPresentation(itemSpacing: 30, sectionInsets: EdgeInsets(all: 10), headerHeight: 20)),
         AnyPresentation(try WaterfallPresentation(columns: 3, itemSpacing: 30, sectionInsets: EdgeInsets(all: 10),
                                                   headerHeight: 20, itemHeights: [[10, 20, 30]]))]
    }

    /// Zero-size and non-finite viewports, a viewport narrower than the insets, spacing wider
    /// than the viewport: an empty layout, never a trap or a NaN.
    @Test(arguments: [CGSize.zero, CGSize(width: 0, height: 480), CGSize(width: 320, height: 0),
                      CGSize(width: -5, height: CGFloat.nan), CGSize(width: 15, height: 480), CGSize(width: 60, height: 480)])
    func degenerateViewport_neverTraps(viewport: CGSize) throws {
        for var presentation in try Self.all() {
            presentation.prepare(in: LayoutContext(viewportSize: viewport, sectionItemCounts: [0, 4, 1_000]))
            let size = presentation.contentSize
            #expect(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0)
            let everything = presentation.items(in: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e12))
            for item in everything {
                #expect(item.frame.width >= 0 && item.frame.height >= 0 && item.frame.minY.isFinite && item.frame.minX.isFinite)
            }
            if viewport.width <= 60 { // no room for a grid column or the waterfall's three
                if presentation.kind != .list { #expect(size == .zero && everything.isEmpty, "\(presentation.kind)") }
            }
            _ = presentation.index(at: CGPoint(x: 1, y: 30))
            _ = PresentationAnchor(in: presentation, contentOffset: .zero)
            #expect(PresentationAnchor.clamped(CGPoint(x: 0, y: 50), in: presentation).y.isFinite)
        }
    }

    @Test func nonFiniteQueries_answerNothing() throws {
        for var presentation in try Self.all() {
            presentation.prepare(in: LayoutContext(viewportSize: presentationViewport, itemCount: 10))
            #expect(presentation.items(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isEmpty)
            #expect(presentation.items(in: CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan)).isEmpty)
            #expect(presentation.items(in: .null).isEmpty)
            #expect(presentation.index(at: CGPoint(x: CGFloat.nan, y: 5)) == nil)
            #expect(presentation.index(at: CGPoint(x: 5, y: CGFloat.infinity)) == nil)
            #expect(!presentation.items(in: .infinite).isEmpty)
            #expect(presentation.item(at: ItemIndex(item: .max, section: .max)) == nil)
            #expect(presentation.item(at: ItemIndex(item: .min, section: 0)) == nil)
            #expect(PresentationAnchor(in: presentation, contentOffset: CGPoint(x: 0, y: CGFloat.nan)) == nil)
            #expect(PresentationAnchor.contentOffset(switchingFrom: presentation, to: presentation,
                                                     contentOffset: CGPoint(x: CGFloat.nan, y: CGFloat.nan)) == .zero)
        }
    }

    /// `Int.max` items in analytic presentations: the last item and a query near it work.
    @Test func hugeCounts_analyticPresentationsAnswerAtTheEnd() throws {
        let presentations: [AnyPresentation] = [AnyPresentation(ListPresentation()), AnyPresentation(GridPresentation()),
                                                AnyPresentation(MosaicPresentation()),
                                                AnyPresentation(try MosaicPresentation(pattern: [.uniform(columns: 3, items: .max)]))]
        for var presentation in presentations {
            presentation.prepare(in: LayoutContext(viewportSize: presentationViewport, sectionItemCounts: [.max, .max]))
            #expect(presentation.contentSize.height.isFinite && presentation.contentSize.height > 1e18)
            let last = try #require(presentation.item(at: ItemIndex(item: .max - 1, section: 1)))
            #expect(last.frame.minY.isFinite)
            let found = presentation.items(in: CGRect(x: 0, y: 1e6, width: 320, height: 480))
            #expect(!found.isEmpty && found.count < 100)
            _ = presentation.items(in: CGRect(x: 0, y: presentation.contentSize.height - 480, width: 320, height: 480))
            _ = presentation.index(at: CGPoint(x: 10, y: presentation.contentSize.height / 3))
        }
    }

    /// Measured presentations lay out at most 2²² items, so `Int.max` cannot exhaust memory.
    @Test func hugeCounts_measuredPresentationsStopAtTheLimit() throws {
        var waterfall = try WaterfallPresentation(columns: 2)
        waterfall.prepare(in: LayoutContext(viewportSize: presentationViewport, sectionItemCounts: [.max, 5]))
        #expect(waterfall.item(at: ItemIndex(item: (1 << 22) - 1)) != nil)
        #expect(waterfall.item(at: ItemIndex(item: 1 << 22)) == nil)
        #expect(waterfall.item(at: ItemIndex(item: 0, section: 1)) == nil)
        #expect(waterfall.appendItems(heights: [1], toSection: 1).isEmpty)
        #expect(waterfall.items(in: CGRect(x: 0, y: 1e6, width: 320, height: 480)).count > 4)
    }

    /// Measured heights that are negative, NaN or enormous are laid out as 0 or 10⁹ pt.
    @Test func hostileHeights_areSanitized() throws {
        let waterfall = prepared(try WaterfallPresentation(columns: 1, lineSpacing: 0,
                                                           itemHeights: [[-1, .nan, .infinity, 1e300, 5]]), items: 5)
        let heights = (0..<5).map { waterfall.item(at: ItemIndex(item: $0))!.frame.height }
        #expect(heights == [0, 0, 0, 1e9, 5])
        #expect(waterfall.contentSize.height == 1e9 + 5)
    }
}
