import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The front doors of the presentations, and what each raw input becomes there: a
/// configuration is rejected naming the field and the value; the context, a query's
/// rectangle, a measured height, a point, an offset, a progress and a pinch are brought into
/// the domain (`Limits`).
@Suite("The gate: presentations")
struct PresentationGateTests {
    static let viewport = CGSize(width: 320, height: 480)

    /// The four presentations, valid, with headers and section insets.
    static func all() throws -> [any Presentation] {
        [try ListPresentation(rowHeight: 40, sectionInsets: EdgeInsets(all: 10), headerHeight: 20),
         ListPresentation(configuration: try .init(headerHeight: 20), itemHeights: [[10, 20, 30, 50]]),
         try GridPresentation(itemSpacing: 30, sectionInsets: EdgeInsets(all: 10), headerHeight: 20),
         try MosaicPresentation(itemSpacing: 30, sectionInsets: EdgeInsets(all: 10), headerHeight: 20),
         try WaterfallPresentation(columns: 3, itemSpacing: 30, sectionInsets: EdgeInsets(all: 10), headerHeight: 20,
                                   itemHeights: [[10, 20, 30]])]
    }

    static func prepared(_ presentation: any Presentation, _ context: LayoutContext) -> any Presentation {
        var presentation = presentation
        presentation.prepare(in: context)
        return presentation
    }

    // MARK: - Configurations

    /// One invalid value per validated field: the error names the field, the value and what
    /// the field accepts, in the limits of the domain.
    static let invalid: [(field: String, value: String, make: @Sendable () throws -> Void)] = [
        ("rowHeight", "0.0", { _ = try ListPresentation(rowHeight: 0) }),
        ("lineSpacing", "-1.0", { _ = try ListPresentation(lineSpacing: -1) }),
        ("headerHeight", "nan", { _ = try ListPresentation(headerHeight: .nan) }),
        ("headerHeight", "65536.5", { _ = try ListPresentation(headerHeight: 65_536.5) }),
        ("sectionInsets.left", "-4.0", { _ = try ListPresentation(sectionInsets: EdgeInsets(left: -4)) }),
        ("sectionInsets.top", "1e+300", { _ = try GridPresentation(sectionInsets: EdgeInsets(top: 1e300)) }),
        ("columns.count", "0", { _ = try GridPresentation(columns: .count(0)) }),
        ("columns.count", "1001", { _ = try GridPresentation(columns: .count(1_001)) }),
        ("columns.count", "\(Int.max)", { _ = try GridPresentation(columns: .count(.max)) }),
        ("columns.minimumItemWidth", "0.0", { _ = try GridPresentation(columns: .minimumItemWidth(0)) }),
        ("columns.minimumItemWidth", "inf", { _ = try GridPresentation(columns: .minimumItemWidth(.infinity)) }),
        ("itemHeight.aspectRatio", "-1.0", { _ = try GridPresentation(itemHeight: .aspectRatio(-1)) }),
        ("itemHeight.aspectRatio", "nan", { _ = try GridPresentation(itemHeight: .aspectRatio(.nan)) }),
        ("itemHeight.fixed", "inf", { _ = try GridPresentation(itemHeight: .fixed(.infinity)) }),
        ("itemSpacing", "inf", { _ = try GridPresentation(itemSpacing: .infinity) }),
        ("pattern", "[]", { _ = try MosaicPresentation(pattern: []) }),
        ("pattern[1].columns", "0", { _ = try MosaicPresentation(pattern: [.row(columns: 2), .row(columns: 0)]) }),
        ("pattern[0].items", "0", { _ = try MosaicPresentation(pattern: [.uniform(columns: 2, items: 0)]) }),
        ("pattern[0].items", "\(Int.max)", { _ = try MosaicPresentation(pattern: [.uniform(columns: 1, items: .max)]) }),
        ("pattern[0].rowHeight.fixed", "-3.0", { _ = try MosaicPresentation(pattern: [.fullWidth(height: .fixed(-3))]) }),
        ("pattern[0].tiles[1]", "Tile(column: 1, row: 0, columnSpan: 1, rowSpan: 1)", {
            _ = try MosaicPresentation(pattern: [.init(columns: 2, rows: 1, tiles: [.init(column: 0, row: 0, columnSpan: 2),
                                                                                    .init(column: 1, row: 0)])])
        }),
        ("pattern[0].tiles[0]", "Tile(column: 1, row: 0, columnSpan: 2, rowSpan: 1)", {
            _ = try MosaicPresentation(pattern: [.init(columns: 2, rows: 1, tiles: [.init(column: 1, row: 0, columnSpan: 2)])])
        }),
        ("pattern[0].tiles[0]", "Tile(column: \(Int.min), row: 0, columnSpan: 1, rowSpan: 1)", {
            _ = try MosaicPresentation(pattern: [.init(columns: 2, rows: 1, tiles: [.init(column: .min, row: 0)])])
        }),
        ("pattern[0].rows", "0", { _ = try MosaicPresentation(pattern: [.init(columns: 2, rows: 0, tiles: [])]) }),
        ("pattern[0].rows", "1001", { _ = try MosaicPresentation(pattern: [.init(columns: 2, rows: 1_001, tiles: [])]) }),
        ("pattern[0].tiles", "[]", { _ = try MosaicPresentation(pattern: [.init(columns: 2, rows: 1, tiles: [])]) }),
        ("fullWidthEvery", "0", {
            _ = try MosaicPresentation.Configuration.pattern(fullWidthEvery: 0, fullWidthHeight: .fixed(10), columns: 3)
        }),
        ("fullWidthEvery", "\(Int.max)", {
            _ = try MosaicPresentation.Configuration.pattern(fullWidthEvery: .max, fullWidthHeight: .fixed(10), columns: 3)
        }),
        ("columns", "0", { _ = try WaterfallPresentation(columns: 0) }),
        ("columns", "\(Int.min)", { _ = try WaterfallPresentation(columns: .min) }),
        ("estimatedItemHeight", "-1.0", { _ = try WaterfallPresentation(estimatedItemHeight: -1) }),
        ("estimatedItemHeight", "10000000000.0", { _ = try WaterfallPresentation(estimatedItemHeight: 1e10) }),
    ]

    @Test(arguments: 0..<invalid.count)
    func invalidConfiguration_isRejectedNamingTheFieldAndTheValue(case number: Int) {
        let (field, value, make) = Self.invalid[number]
        #expect { try make() } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.field == field && error.value == value && error.description.hasPrefix("\(field) must be ")
        }
    }

    @Test func rejection_readsAsASentenceWithTheLimit() {
        #expect(throws: ConfigurationError(field: "columns", value: "0", requirement: "an integer from 1 to 1000")) {
            try WaterfallPresentation(columns: 0)
        }
        #expect(String(describing: ConfigurationError(field: "columns", value: "0", requirement: "an integer from 1 to 1000"))
            == "columns must be an integer from 1 to 1000, got 0")
        #expect(throws: ConfigurationError(field: "headerHeight", value: "1e+300",
                                           requirement: "finite, ≥ 0 and at most 65536.0")) {
            try ListPresentation(headerHeight: 1e300)
        }
        #expect(throws: ConfigurationError(field: "pattern[0].items", value: "4294967297",
                                           requirement: "an integer from 1 to 4294967296")) {
            try MosaicPresentation(pattern: [.uniform(columns: 3, items: (1 << 32) + 1)])
        }
    }

    /// The largest values of the domain are accepted: 1,000 columns and rows, 2³² items a
    /// group, 65,536 pt lengths.
    @Test func theLimitsThemselves_areAccepted() throws {
        _ = try GridPresentation(columns: .count(1_000), itemHeight: .fixed(65_536), itemSpacing: 65_536,
                                 lineSpacing: 65_536, sectionInsets: EdgeInsets(all: 65_536), headerHeight: 65_536)
        _ = try MosaicPresentation(pattern: [.uniform(columns: 1_000, items: 1 << 32),
                                             .init(columns: 1, rows: 1_000, tiles: [.init(column: 0, row: 0, rowSpan: 1_000)])])
        _ = try WaterfallPresentation(columns: 1_000, estimatedItemHeight: 65_536)
    }

    /// A configuration set to an invalid one later lays out nothing, and lays out again when
    /// it is valid again (measured heights kept).
    @Test func invalidConfigurationSetLater_givesAnEmptyLayout() throws {
        let context = LayoutContext(viewportSize: Self.viewport, itemCount: 50)
        let everything = CGRect(x: 0, y: 0, width: 320, height: 480)
        var grid = GridPresentation()
        grid.prepare(in: context)
        grid.configuration.columns = .count(0)
        #expect(grid.contentSize == .zero && grid.items(in: everything).isEmpty)
        grid.configuration.columns = .count(.max)
        #expect(grid.items(in: everything).isEmpty)
        var waterfall = WaterfallPresentation(itemHeights: [[10, 20]])
        waterfall.prepare(in: context.withSectionItemCounts([2]))
        waterfall.configuration.columns = .max
        #expect(waterfall.contentSize == .zero && waterfall.item(at: ItemIndex(item: 0)) == nil)
        #expect(waterfall.appendItems(heights: [5], toSection: 0).isEmpty)
        waterfall.configuration.columns = 2
        #expect(waterfall.item(at: ItemIndex(item: 1))?.frame == CGRect(x: 164, y: 0, width: 156, height: 20))
        var list = ListPresentation(itemHeights: [[10, 20]])
        list.prepare(in: context.withSectionItemCounts([2]))
        list.configuration.lineSpacing = -.infinity
        list.setItemHeights([[30, 40]])
        #expect(list.contentSize == .zero && list.item(at: ItemIndex(item: 0)) == nil)
        list.configuration.lineSpacing = 0
        #expect(list.item(at: ItemIndex(item: 1))?.frame == CGRect(x: 0, y: 30, width: 320, height: 40))
        var mosaic = MosaicPresentation()
        mosaic.prepare(in: context)
        mosaic.configuration.pattern = []
        #expect(mosaic.contentSize == .zero && mosaic.index(at: CGPoint(x: 5, y: 5)) == nil)
    }

    // MARK: - The context

    /// A viewport that is zero, NaN or negative (0 once through the gate), narrower than the
    /// insets or than a grid's spacing: an empty layout. The list still has rows where it has
    /// any width.
    @Test(arguments: [CGSize.zero, CGSize(width: 0, height: 480), CGSize(width: 320, height: 0),
                      CGSize(width: -5, height: CGFloat.nan), CGSize(width: 15, height: 480), CGSize(width: 60, height: 480)])
    func viewportWithoutRoom_laysOutNothingItCannotPlace(viewport: CGSize) throws {
        for presentation in try Self.all() {
            let layout = Self.prepared(presentation, LayoutContext(viewportSize: viewport, sectionItemCounts: [0, 4, 1_000]))
            let everything = layout.items(in: .infinite)
            if viewport.width <= 60, layout.kind != .list {
                #expect(layout.contentSize == .zero && everything.isEmpty, "\(layout.kind)")
            }
            #expect(everything.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 })
            #expect(layout.index(at: CGPoint(x: 1, y: 30)) == everything.first {
                $0.elementKind == .cell && $0.frame.contains(CGPoint(x: 1, y: 30))
            }?.index)
        }
    }

    /// A viewport and insets beyond the domain are those of the domain: 65,536 pt wide, insets
    /// of ±65,536 pt, a negative one at most the viewport's length: a content inset of −10³⁰⁸
    /// widens the content of a 40 pt viewport by 40 pt.
    @Test func viewportAndInsetsBeyondTheDomain_layOutAtTheLimit() throws {
        var list = try ListPresentation(rowHeight: 44)
        list.prepare(in: LayoutContext(viewportSize: CGSize(width: 1e300, height: .infinity), itemCount: 3))
        #expect(list.contentSize == CGSize(width: 65_536, height: 132))
        list.prepare(in: LayoutContext(viewportSize: CGSize(width: 40, height: 40),
                                       contentInsets: EdgeInsets(left: -.greatestFiniteMagnitude), itemCount: 3))
        #expect(list.contentSize == CGSize(width: 80, height: 132))
        #expect(list.items(in: .infinite).map(\.frame) == (0..<3).map { CGRect(x: 0, y: 44 * CGFloat($0), width: 80, height: 44) })
    }

    /// `Int.max` items in a section is 2³² items, and the sections after it have none: the last
    /// is there, with every analytic presentation, at its place; a query near it answers the few
    /// on screen.
    @Test func intMaxItems_areTwoToThe32_andTheLastOneIsWhereItBelongs() throws {
        for presentation: any Presentation in [ListPresentation(), GridPresentation(), MosaicPresentation(),
                                               try MosaicPresentation(pattern: [.uniform(columns: 3, items: 1 << 32)])] {
            let layout = Self.prepared(presentation, LayoutContext(viewportSize: Self.viewport, sectionItemCounts: [.max, .max]))
            let last = try #require(layout.item(at: ItemIndex(item: (1 << 32) - 1)), "\(layout.kind)")
            #expect(layout.item(at: ItemIndex(item: 1 << 32)) == nil && layout.item(at: ItemIndex(item: 0, section: 1)) == nil)
            // The content's end is not on the pixel grid; the last frame's edge is, within half a pixel.
            #expect(abs(last.frame.maxY - layout.contentSize.height) <= 0.25 && layout.contentSize.height < 0x1p50)
            let screen = CGRect(x: 0, y: last.frame.maxY - 480, width: 320, height: 480)
            let shown = layout.items(in: screen)
            #expect(shown.last?.index == last.index && shown.count < 100)
        }
        let list = Self.prepared(ListPresentation(), LayoutContext(viewportSize: Self.viewport, itemCount: .max))
        #expect(list.contentSize.height == 44 * 0x1p32)
    }

    /// A measured presentation keeps the heights of at most 2²² items (`Limits.tableItemCount`):
    /// `Int.max` items lay out 2²², the sections after them none, and nothing more is appended.
    @Test func intMaxMeasuredItems_placeTheTableLimit() throws {
        var waterfall = try WaterfallPresentation(columns: 2)
        waterfall.prepare(in: LayoutContext(viewportSize: Self.viewport, sectionItemCounts: [.max, 5]))
        #expect(waterfall.item(at: ItemIndex(item: (1 << 22) - 1)) != nil)
        #expect(waterfall.item(at: ItemIndex(item: 1 << 22)) == nil)
        #expect(waterfall.item(at: ItemIndex(item: 0, section: 1)) == nil)
        #expect(waterfall.appendItems(heights: [1], toSection: 1).isEmpty)
        // 2²² items of the 100 pt estimate in two columns, 8 pt apart.
        #expect(waterfall.contentSize.height == CGFloat(1 << 21) * 108 - 8)
        #expect(waterfall.items(in: CGRect(x: 0, y: 1e6, width: 320, height: 480)).count == 10)
    }

    // MARK: - Measured heights

    /// An app-measured height is a stacked length: NaN, negative ones and ones shorter than
    /// 2⁻²⁰ pt are 0, larger ones 65,536 pt (`Limits.stackedLength`), whether given at first,
    /// appended or set again.
    @Test func measuredHeights_areLengths() throws {
        let raw: [CGFloat] = [-1, .nan, .infinity, 1e300, 5, -.infinity, 1e-300, 0.5]
        let lengths: [CGFloat] = [0, 0, 65_536, 65_536, 5, 0, 0, 0.5]
        func heights(_ layout: some Presentation) -> [CGFloat] {
            (0..<raw.count).map { layout.item(at: ItemIndex(item: $0))!.frame.height }
        }
        let context = LayoutContext(viewportSize: Self.viewport, itemCount: raw.count)
        let waterfall = Self.prepared(try WaterfallPresentation(columns: 1, lineSpacing: 0, itemHeights: [raw]), context)
        #expect(heights(waterfall) == lengths)
        #expect(waterfall.contentSize.height == CGFloat(2 * 65_536 + 5.5))
        var appended = try WaterfallPresentation(columns: 1, lineSpacing: 0)
        appended.appendItems(heights: raw, toSection: 0)
        appended.prepare(in: context)
        #expect(heights(appended) == lengths)
        var list = try ListPresentation(rowHeight: 7)
        list.prepare(in: context)
        list.setItemHeights([raw])
        #expect(heights(list) == lengths)
    }

    /// A waterfall's spacing shorter than 2⁻²⁰ pt is 0 (float noise, 10⁻³⁰⁰ here): otherwise
    /// 4 pt estimates stacked on columns 7·10⁻³⁰⁰ and 8·10⁻³⁰⁰ pt high meet at exactly 4 pt,
    /// and the leading column, where placing one by one puts the next item, was not the one
    /// dealing in turn chose (the property's shrunk case).
    @Test func aSpacingShorterThanTheShortestLength_isNone_soDealingPlacesAsOneByOne() throws {
        let waterfall = try WaterfallPresentation(columns: 2, itemSpacing: 0, lineSpacing: 1e-300, estimatedItemHeight: 4,
                                                  itemHeights: [[], [0, -1, 0, 0, 0, 0, 0, 0], Array(repeating: 0, count: 9)])
        let context = LayoutContext(viewportSize: CGSize(width: 40, height: 40), sectionItemCounts: [0, 8, 17], displayScale: 2)
        let laidOut = Self.prepared(waterfall, context)
        let columns = (9..<17).map { laidOut.item(at: ItemIndex(item: $0, section: 2))!.frame.minX }
        #expect(columns == [0, 20, 0, 20, 0, 20, 0, 20])
        #expect(laidOut.contentSize.height == 16)
    }

    /// A height from an aspect ratio is kept from 1/64 pt (so a pixel line holds at most 64
    /// rows) to 65,536 pt, whatever the ratio.
    @Test func extremeAspectRatios_giveRowsFromASixtyFourthOfAPointTo65536() throws {
        let tall = Self.prepared(try GridPresentation(columns: .count(1), itemHeight: .aspectRatio(1e-300), lineSpacing: 0),
                                 LayoutContext(viewportSize: Self.viewport, itemCount: 3))
        #expect(tall.item(at: ItemIndex(item: 2))?.frame == CGRect(x: 0, y: 131_072, width: 320, height: 65_536))
        for presentation: any Presentation in [
            try GridPresentation(columns: .count(3), itemHeight: .aspectRatio(1e300), itemSpacing: 0, lineSpacing: 0),
            try MosaicPresentation(pattern: [.row(columns: 3, height: .fixed(.leastNonzeroMagnitude))], itemSpacing: 0,
                                   lineSpacing: 0),
        ] {
            let flat = Self.prepared(presentation, LayoutContext(viewportSize: Self.viewport, itemCount: .max, displayScale: 4))
            #expect(flat.item(at: ItemIndex(item: 64 * 3))?.frame.minY == 1)
            // 64 rows a point, most of them rounded to no height on the 4× grid: the strip holds
            // at most 32 · 64 rows of 3.
            let strip = flat.items(in: CGRect(x: 0, y: 0, width: 320, height: 32))
            #expect(strip.count > 3 * 64 * 31 && strip.count <= 3 * 64 * 32)
        }
    }

    // MARK: - A query's rectangle

    /// Null and NaN rectangles hold nothing; infinite and huge ones reach every item, the first
    /// `Limits.itemsPerQuery` of them when there are more.
    @Test func queryRectangles_nullAndNaNHoldNothing_infiniteOnesReachTheQueryCap() throws {
        for presentation in try Self.all() {
            let layout = Self.prepared(presentation, LayoutContext(viewportSize: Self.viewport, itemCount: 10))
            #expect(layout.items(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isEmpty)
            #expect(layout.items(in: CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan)).isEmpty)
            #expect(layout.items(in: .null).isEmpty)
            let cells = layout.items(in: .infinite).filter { $0.elementKind == .cell }
            #expect(cells.map(\.index.item) == Array(0..<cells.count) && !cells.isEmpty)
            #expect(layout.items(in: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)) == layout.items(in: .infinite))
        }
        for presentation: any Presentation in [try ListPresentation(rowHeight: 44), GridPresentation(), MosaicPresentation()] {
            let layout = Self.prepared(presentation, LayoutContext(viewportSize: Self.viewport, sectionItemCounts: [.max, .max, 3]))
            let items = layout.items(in: .infinite)
            #expect(items.count == Limits.itemsPerQuery && items.allSatisfy { $0.index.section == 0 })
            #expect(items.last?.index.item == Limits.itemsPerQuery - 1)
        }
    }

    // MARK: - Points, offsets, progress and pinches

    /// A hit test is a query of the square around the point (`QueryRect`): a NaN point is over
    /// nothing, an infinite coordinate is 2⁵⁰ pt away, where nothing is; an index outside the
    /// content has no item.
    @Test func rawPointsAndIndices_atTheLayoutsDoors() throws {
        for presentation in try Self.all() {
            let layout = Self.prepared(presentation, LayoutContext(viewportSize: Self.viewport, itemCount: 10))
            #expect(layout.index(at: CGPoint(x: CGFloat.nan, y: .nan)) == nil)
            #expect(layout.index(at: CGPoint(x: 35, y: CGFloat.nan)) == nil)
            #expect(layout.index(at: CGPoint(x: 5, y: CGFloat.infinity)) == nil)
            #expect(layout.index(at: CGPoint(x: -CGFloat.infinity, y: 5)) == nil)
            #expect(layout.item(at: ItemIndex(item: .max, section: .max)) == nil)
            #expect(layout.item(at: ItemIndex(item: .min, section: 0)) == nil)
            #expect(layout.supplementaryItem(ofKind: .presentationHeader, at: ItemIndex(item: 0, section: .min)) == nil)
        }
    }

    /// An offset handed to the anchor or to a switch is brought in by `Limits.point`: NaN is 0,
    /// infinite offsets are 2⁵⁰ pt, where nothing is visible (no anchor; the switch keeps the
    /// offset clamped into the new content).
    @Test func rawOffsets_atTheAnchorAndTheSwitch() throws {
        let list = Self.prepared(try ListPresentation(rowHeight: 100), LayoutContext(viewportSize: Self.viewport, itemCount: 20))
        #expect(PresentationAnchor(in: list, contentOffset: CGPoint(x: CGFloat.nan, y: .nan))?.index == ItemIndex(item: 0))
        #expect(PresentationAnchor(in: list, contentOffset: CGPoint(x: 0, y: CGFloat.infinity)) == nil)
        let layout = PresentationLayout(list)
        let fromNaN = layout.switching(to: GridPresentation(), contentOffset: CGPoint(x: CGFloat.nan, y: .nan))
        #expect(fromNaN.activeSwitch?.anchorItem == ItemIndex(item: 0))
        #expect(fromNaN.settled(atTarget: true).contentOffset == .zero)
        let fromFar = layout.switching(to: GridPresentation(), contentOffset: CGPoint(x: 0, y: -CGFloat.infinity))
        #expect(fromFar.activeSwitch?.transition.fromContentOffset == CGPoint(x: 0, y: -0x1p50))
        #expect(fromFar.settled(atTarget: true).contentOffset == .zero)
        #expect(fromFar.settled(atTarget: false).contentOffset == CGPoint(x: 0, y: -0x1p50))
    }

    /// A switch's progress is clamped to 0…1 at the layout's door, NaN being 0; the behaviour
    /// ignores a NaN progress and reads a NaN release velocity as 0.
    @Test func rawProgress_isClampedIntoZeroToOne() throws {
        let context = LayoutContext(viewportSize: Self.viewport, itemCount: 100)
        let list = Self.prepared(try ListPresentation(rowHeight: 50), context)
        let switching = PresentationLayout(list).switching(to: GridPresentation(), contentOffset: CGPoint(x: 0, y: 300))
        let start = switching.atProgress(0).items(in: .infinite), end = switching.atProgress(1).items(in: .infinite)
        #expect(switching.atProgress(-3).items(in: .infinite) == start && switching.atProgress(.nan).items(in: .infinite) == start)
        #expect(switching.atProgress(7).items(in: .infinite) == end && switching.atProgress(.infinity).switchProgress == 1)
        var engine = makePresentationEngine(list)
        engine.beginInteractiveSwitch(to: GridPresentation())
        engine.updateInteractiveSwitch(progress: 0.7)
        engine.updateInteractiveSwitch(progress: .nan)
        #expect(engine.layout.switchProgress == 0.7)
        engine.endInteractiveSwitch(progressVelocity: .nan)
        engine.runUntilSettled()
        #expect(engine.completedSwitches == [.grid])
    }

    /// A pinch's scale and velocity are UIKit's raw readings: a scale that is not positive and
    /// finite has no direction and no progress; a completion scale that is not above 1 is 2.
    @Test func rawPinchReadings_giveNoProgress() {
        let pinch = PresentationPinch()
        for scale: CGFloat in [0, -1, .nan, .infinity, -.infinity] {
            #expect(PresentationPinch.direction(forScale: scale) == nil)
            #expect(pinch.progress(forScale: scale, direction: .denser) == 0)
            #expect(pinch.progressVelocity(forScale: scale, velocity: 1, direction: .sparser) == 0)
        }
        #expect(pinch.progressVelocity(forScale: 0.5, velocity: .nan, direction: .sparser) == 0)
        for completion: CGFloat in [.nan, 1, -3, .infinity] {
            #expect(PresentationPinch(completionScale: completion).progress(forScale: 2, direction: .sparser) == 1)
        }
    }

    /// The collection view's width the tutorial's delegates read is a length: NaN and negative
    /// widths are 0 (sizes of 0), widths beyond 65,536 pt are 65,536.
    @Test func rawCollectionViewWidths_areLengths() {
        let list = TabledContentPresentation(), grid = DefaultGriddedContentPresentation()
        #expect(list.sizeForItem(at: ItemIndex(item: 0), collectionViewWidth: .nan) == CGSize(width: 0, height: 112))
        #expect(list.sizeForItem(at: ItemIndex(item: 0), collectionViewWidth: -5) == CGSize(width: 0, height: 112))
        #expect(list.sizeForItem(at: ItemIndex(item: 0), collectionViewWidth: .infinity) == CGSize(width: 65_504, height: 112))
        #expect(grid.sizeForItem(at: ItemIndex(item: 0), collectionViewWidth: 1e300).width == CGFloat(65_536 - 48) / 3)
    }
}
