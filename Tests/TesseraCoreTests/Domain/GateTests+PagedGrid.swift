import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The paged grid's front doors, and what each raw input becomes there: the configuration
/// (rejects, naming the field and the value), the layout context (clamps to `Limits`), a
/// query's rectangle (`QueryRect`), the offsets and velocity UIKit hands a standalone
/// `GridPagedFlowLayout`, and the pages an app asks for.
@Suite("The gate: paged grid")
struct PagedGridGateTests {
    private static func prepared(_ configuration: PagedGridLayout.Configuration = .standard, counts: [Int] = [30],
                                 viewport: CGSize = canonicalViewport, insets: EdgeInsets = .zero) -> PagedGridLayout {
        var layout = PagedGridLayout(configuration: configuration)
        layout.prepare(in: LayoutContext(viewportSize: viewport, contentInsets: insets, sectionItemCounts: counts))
        return layout
    }

    // MARK: - The configuration

    static let lengthRequirement = "finite, ≥ 0 and at most 65536.0"

    /// Each invalid field, the error that names it and its value.
    static let rejections: [(make: @Sendable () throws -> PagedGridLayout.Configuration, error: ConfigurationError)] = [
        ({ try .init(columns: 0) }, ConfigurationError(field: "columns", value: "0", requirement: "an integer from 1 to 1000")),
        ({ try .init(columns: Int.max, rows: 1) },
         ConfigurationError(field: "columns", value: "\(Int.max)", requirement: "an integer from 1 to 1000")),
        ({ try .init(columns: 1_001) }, ConfigurationError(field: "columns", value: "1001", requirement: "an integer from 1 to 1000")),
        ({ try .init(rows: -2) }, ConfigurationError(field: "rows", value: "-2", requirement: "an integer from 1 to 1000")),
        ({ try .init(itemSpacing: -1) }, ConfigurationError(field: "itemSpacing", value: "-1.0", requirement: lengthRequirement)),
        ({ try .init(lineSpacing: .nan) }, ConfigurationError(field: "lineSpacing", value: "nan", requirement: lengthRequirement)),
        ({ try .init(pageSpacing: 1e300) },
         ConfigurationError(field: "pageSpacing", value: "1e+300", requirement: lengthRequirement)),
        ({ try .init(sectionInsets: EdgeInsets(top: 0, left: 0, bottom: .infinity, right: 0)) },
         ConfigurationError(field: "sectionInsets.bottom", value: "inf", requirement: lengthRequirement)),
        ({ try .init(maximumPagesPerFlick: 0) },
         ConfigurationError(field: "maximumPagesPerFlick", value: "0", requirement: "an integer ≥ 1")),
        ({ try .init(minimumFlickVelocity: -.infinity) },
         ConfigurationError(field: "minimumFlickVelocity", value: "-inf", requirement: "finite and ≥ 0")),
    ]

    @Test(arguments: rejections.indices)
    func configuration_rejectsEachInvalidFieldByNameAndValue(index: Int) {
        let (make, error) = Self.rejections[index]
        #expect(throws: error) { try make() }
    }

    @Test func intMaxColumns_isRejected_withTheMessageNamingColumnsAndTheValue() {
        #expect { _ = try PagedGridLayout.Configuration(columns: Int.max, rows: 1) } throws: { error in
            (error as? ConfigurationError)?.description == "columns must be an integer from 1 to 1000, got \(Int.max)"
        }
    }

    @Test func theLargestValues_areAccepted() throws {
        let configuration = try PagedGridLayout.Configuration(
            columns: 1_000, rows: 1_000, itemSpacing: 65_536, lineSpacing: 0, pageSpacing: 65_536,
            sectionInsets: EdgeInsets(all: 65_536), maximumPagesPerFlick: .max, minimumFlickVelocity: 1e300)
        #expect(configuration.columns == 1_000)
    }

    /// A configuration set directly (a UIKit property) is not checked until the layout reads
    /// it: an invalid one lays out nothing.
    @Test(arguments: [(0, 2), (Int.max, 3), (Int.min, Int.min), (4, 1_001)])
    func invalidConfigurationSetLater_laysOutNothing(columns: Int, rows: Int) {
        var layout = Self.prepared()
        layout.configuration.columns = columns
        layout.configuration.rows = rows
        #expect(layout.numberOfPages == 0 && layout.contentSize == .zero)
        #expect(layout.items(in: .infinite).isEmpty)
        #expect(layout.item(at: ItemIndex(item: 0)) == nil)
    }

    // MARK: - The layout context

    /// A viewport of 10³⁰⁰ pt is 65,536 pt (`Limits.length`) and `Int.max` items are 2³²
    /// (`Limits.itemCount`): 2²⁹ pages of 8, the last item at the content's far edge.
    @Test func aContextOfRawValues_laysOutWhatTheLimitsSay() throws {
        let layout = Self.prepared(counts: [Int.max], viewport: CGSize(width: 1e300, height: 200))
        #expect(layout.numberOfPages == 1 << 29)
        #expect(layout.contentSize == CGSize(width: CGFloat(1 << 29) * 65_556 - 20, height: 200))
        let last = try #require(layout.item(at: ItemIndex(item: (1 << 32) - 1)))
        #expect(last.frame == CGRect(x: layout.contentSize.width - 16_376.5, y: 105, width: 16_376.5, height: 95))
        #expect(layout.item(at: ItemIndex(item: 1 << 32)) == nil)
        #expect(layout.items(in: last.frame).map(\.index) == [last.index])
    }

    /// Sections summing past 2³² items keep 2³² in all; each section starts its own pages.
    @Test func sectionsSummingPastTheItemLimit_eachStartTheirOwnPages() throws {
        let layout = Self.prepared(counts: [(1 << 32) - 5, Int.max, 5])
        #expect(layout.context.sectionItemCounts == [(1 << 32) - 5, 5, 0])
        #expect(layout.numberOfPages == (1 << 29) + 1)
        #expect(layout.page(containing: ItemIndex(item: 0, section: 1)) == 1 << 29)
        #expect(layout.firstItem(onPage: 1 << 29) == ItemIndex(item: 0, section: 1))
        let last = try #require(layout.item(at: ItemIndex(item: 4, section: 1)))
        #expect(layout.items(in: last.frame).map(\.index) == [last.index])
        #expect(layout.item(at: ItemIndex(item: 0, section: 2)) == nil)
    }

    @Test(arguments: [CGSize(width: CGFloat.nan, height: 200), CGSize(width: -320, height: 200),
                      CGSize(width: 320, height: 0), CGSize(width: 30, height: 30)])
    func aViewportWithNoRoom_laysOutNothing(viewport: CGSize) {
        let layout = Self.prepared(viewport: viewport)
        #expect(layout.numberOfPages == 0 && layout.contentSize == .zero)
        #expect(layout.items(in: .infinite).isEmpty)
        #expect(layout.contentOffset(forPage: 2) == .zero)
    }

    /// 320 pt at 2× is 640 pixels: 641 columns cannot each have one, and a viewport 10⁻³⁰⁰
    /// pt tall (a length of the domain) leaves no pixel for a row.
    @Test func itemsSmallerThanAPixel_leaveNoRoom() throws {
        let narrow = try PagedGridLayout.Configuration(columns: 641, rows: 1, itemSpacing: 0)
        #expect(Self.prepared(narrow).numberOfPages == 0)
        let fitting = try PagedGridLayout.Configuration(columns: 640, rows: 1, itemSpacing: 0)
        #expect(Self.prepared(fitting, counts: [641]).numberOfPages == 2)
        let flat = try PagedGridLayout.Configuration(columns: 1, rows: 1, itemSpacing: 0, lineSpacing: 0, pageSpacing: 0,
                                                     pageAxis: .vertical)
        let sliver = Self.prepared(flat, counts: [Int.max], viewport: CGSize(width: 0.25, height: 1e-300))
        #expect(sliver.numberOfPages == 0 && sliver.items(in: .infinite).isEmpty)
    }

    // MARK: - A query's rectangle

    @Test(arguments: [CGRect.null, CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100),
                      CGRect(x: 0, y: 0, width: 100, height: CGFloat.nan),
                      CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 100)])
    func aRectangleWithANaNEdge_holdsNothing(rect: CGRect) {
        #expect(Self.prepared().items(in: rect).isEmpty)
    }

    @Test func infiniteEdges_reachTheEndsOfTheContent() {
        let layout = Self.prepared()
        let everything = (0..<30).map { ItemIndex(item: $0) }
        #expect(layout.items(in: .infinite).map(\.index) == everything)
        #expect(layout.items(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1e300)).map(\.index) == everything)
        let pastThePage = CGRect(x: 330, y: -CGFloat.greatestFiniteMagnitude, width: .infinity, height: .infinity)
        #expect(layout.items(in: pastThePage).map(\.index) == Array(everything.dropFirst(8)))
    }

    @Test func theWholeDomainOverIntMaxItems_returnsTheFirstItemsUpToTheQueryCap() {
        let items = Self.prepared(counts: [Int.max]).items(in: .infinite)
        #expect(items.count == Limits.itemsPerQuery)
        #expect(items.map(\.index.item) == Array(0..<Limits.itemsPerQuery))
    }

    /// Every page has the same rows: a sliver between them over 2²⁹ pages is answered at once.
    @Test func aSliverInTheGapBetweenRowsAcrossEveryPage_isEmpty() {
        let layout = Self.prepared(counts: [Int.max])
        #expect(layout.items(in: CGRect(x: 0, y: 96, width: 1e300, height: 8)).isEmpty)
        var vertical = PagedGridLayout.Configuration.standard
        vertical.pageAxis = .vertical
        let columns = Self.prepared(vertical, counts: [Int.max])
        #expect(columns.items(in: CGRect(x: 73, y: -1e300, width: 9, height: .infinity)).isEmpty)
    }

    // MARK: - UIKit's readings at a standalone layout

    @Test func aReleaseOfNaNs_isAReleaseAtRestAtTheOrigin() {
        let layout = Self.prepared()
        let nan = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        #expect(layout.targetContentOffset(proposed: nan, current: nan, velocity: nan) == .zero)
    }

    /// A reading of 10³⁰ pt/s is played at `Limits.releaseSpeed`: a flick, one page on.
    @Test func aFlickFasterThanTheReleaseSpeed_movesToTheNextPageInItsDirection() {
        let layout = Self.prepared()
        let released = CGPoint(x: 330, y: 0)
        #expect(layout.targetContentOffset(proposed: CGPoint(x: 1e300, y: 0), current: released,
                                           velocity: CGPoint(x: 1e30, y: .nan)) == CGPoint(x: 340, y: 0))
        #expect(layout.targetContentOffset(proposed: CGPoint(x: -CGFloat.infinity, y: 0), current: released,
                                           velocity: CGPoint(x: -CGFloat.infinity, y: 0)) == .zero)
    }

    @Test func aProposalBeyondTheContent_withNoFlickLimit_endsOnTheLastPage() {
        var configuration = PagedGridLayout.Configuration.standard
        configuration.maximumPagesPerFlick = .max
        let layout = Self.prepared(configuration, counts: [Int.max])
        let target = layout.targetContentOffset(proposed: CGPoint(x: 0x1p63, y: 0), current: .zero,
                                                velocity: CGPoint(x: 1e6, y: 0))
        #expect(target == layout.contentOffset(forPage: (1 << 29) - 1))
    }

    @Test func anEmptyLayout_keepsAnyProposalAtItsOrigin() {
        let layout = Self.prepared(counts: [0], insets: EdgeInsets(top: 5, left: 7, bottom: 0, right: 0))
        let nan = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        #expect(layout.targetContentOffset(proposed: nan, current: nan, velocity: nan) == CGPoint(x: -7, y: -5))
        #expect(layout.targetContentOffset(proposed: CGPoint(x: 0x1p63, y: 172), current: .zero, velocity: .zero)
                    == CGPoint(x: -7, y: -5))
    }

    @Test(arguments: [CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 1e300, y: 10), CGPoint(x: 10, y: -CGFloat.infinity)])
    func aPointOutsideTheDomain_hitsNoItem(point: CGPoint) {
        #expect(Self.prepared().index(at: point) == nil)
    }

    // MARK: - Pages and items an app asks for

    @Test func anyPage_isClampedToThePages() {
        let layout = Self.prepared()
        #expect(layout.contentOffset(forPage: Int.min) == .zero)
        #expect(layout.contentOffset(forPage: Int.max) == CGPoint(x: 1_020, y: 0))
        #expect(layout.firstItem(onPage: Int.max) == nil && layout.firstItem(onPage: Int.min) == nil)
        #expect(layout.page(containing: ItemIndex(item: Int.max, section: Int.max)) == nil)
        #expect(layout.item(at: ItemIndex(item: Int.min, section: 0)) == nil)
    }

    @Test func askingThePagerForPageIntMax_scrollsToTheLastPage_andIntMinBack() {
        var engine = makeGridEngine()
        engine.scrollToPage(Int.max, animated: true)
        engine.runUntilIdle()
        #expect(engine.behavior.currentPage == 3)
        #expect(engine.contentOffset == CGPoint(x: 1_020, y: 0))
        engine.scrollToPage(Int.min, animated: false)
        #expect(engine.behavior.currentPage == 0)
        #expect(engine.reportedPages == [3, 0])
    }
}
