import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The view pager's front doors, and what each raw input becomes there: the strip's and the
/// pages' configurations (reject, naming the field and the value), the layout context (clamps
/// to `Limits`), a query's rectangle (`QueryRect`), the skin's measured widths, the progress
/// and offsets the public layout methods take, a custom indicator's frame, and the pages,
/// tabs and counts an app hands over.
@Suite("The gate: view pager")
struct ViewPagerGateTests {
    typealias Strip = PagerTabStripLayout.Configuration

    static let lengthRequirement = "finite, ≥ 0 and at most 65536.0"
    static let positiveRequirement = "finite, > 0 and at most 65536.0"

    /// Each invalid field, the error that names it and its value.
    static let rejections: [(make: @Sendable () throws -> Void, error: ConfigurationError)] = [
        ({ _ = try Strip(size: .fillEqually(height: 0)) },
         ConfigurationError(field: "size.height", value: "0.0", requirement: positiveRequirement)),
        ({ _ = try Strip(size: .fixed(width: -1, height: 44)) },
         ConfigurationError(field: "size.width", value: "-1.0", requirement: positiveRequirement)),
        ({ _ = try Strip(size: .fixed(width: 1e300, height: 44)) },
         ConfigurationError(field: "size.width", value: "1e+300", requirement: positiveRequirement)),
        ({ _ = try Strip(size: .selfSizing(height: 44, spacing: .nan)) },
         ConfigurationError(field: "size.spacing", value: "nan", requirement: lengthRequirement)),
        ({ _ = try Strip(size: .selfSizing(height: 44, estimatedWidth: .infinity)) },
         ConfigurationError(field: "size.estimatedWidth", value: "inf", requirement: positiveRequirement)),
        ({ _ = try Strip(leadingInset: .greatestFiniteMagnitude) },
         ConfigurationError(field: "leadingInset", value: "\(CGFloat.greatestFiniteMagnitude)", requirement: lengthRequirement)),
        ({ _ = try Strip(trailingInset: -1) },
         ConfigurationError(field: "trailingInset", value: "-1.0", requirement: lengthRequirement)),
        ({ _ = try Strip(tabPadding: 65_537) },
         ConfigurationError(field: "tabPadding", value: "65537.0", requirement: lengthRequirement)),
        ({ _ = try Strip(minimumTabWidth: .infinity) },
         ConfigurationError(field: "minimumTabWidth", value: "inf", requirement: lengthRequirement)),
        ({ _ = try Strip(indicator: .underline(height: 0)) },
         ConfigurationError(field: "indicator.height", value: "0.0", requirement: positiveRequirement)),
        ({ _ = try Strip(indicator: .capsule(insets: EdgeInsets(left: .nan))) },
         ConfigurationError(field: "indicator.insets.left", value: "nan", requirement: "finite and within ±65536.0")),
        ({ _ = try Strip(indicator: .underline(insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: -1e6))) },
         ConfigurationError(field: "indicator.insets.right", value: "-1000000.0", requirement: "finite and within ±65536.0")),
        ({ _ = try Strip(indicator: .capsule(cornerRadius: -1)) },
         ConfigurationError(field: "indicator.cornerRadius", value: "-1.0", requirement: lengthRequirement)),
        ({ _ = try PagerPagesLayout.Configuration(minimumFlickVelocity: .nan) },
         ConfigurationError(field: "minimumFlickVelocity", value: "nan", requirement: "finite and ≥ 0")),
        ({ _ = try PagerPagesLayout.Configuration(liveNeighbours: -1) },
         ConfigurationError(field: "liveNeighbours", value: "-1", requirement: "an integer from 0 to 511")),
        ({ _ = try PagerPagesLayout.Configuration(liveNeighbours: .max) },
         ConfigurationError(field: "liveNeighbours", value: "\(Int.max)", requirement: "an integer from 0 to 511")),
    ]

    // MARK: - The configurations

    @Test(arguments: rejections.indices)
    func configuration_rejectsEachInvalidFieldByNameAndValue(index: Int) {
        let (make, error) = Self.rejections[index]
        #expect(throws: error) { try make() }
    }

    @Test func theMessage_namesTheFieldTheLimitAndTheValue() {
        #expect { _ = try Strip(size: .fixed(width: -1, height: 44)) } throws: { error in
            (error as? ConfigurationError)?.description == "size.width must be finite, > 0 and at most 65536.0, got -1.0"
        }
    }

    @Test func theLargestValues_areAccepted() throws {
        _ = try Strip(size: .fixed(width: 65_536, height: 65_536, spacing: 65_536), leadingInset: 65_536,
                      indicator: .capsule(insets: EdgeInsets(all: -65_536), cornerRadius: 65_536))
        #expect(try PagerPagesLayout.Configuration(liveNeighbours: 511).liveNeighbours == 511)
    }

    @Test func invalidConfigurationsSetLater_layOutNothing() throws {
        var strip = preparedStrip(try selfSizingConfiguration(), tabs: 4, measured: canonicalTitles)
        strip.configuration.size = .fixed(width: .nan, height: 44)
        #expect(strip.contentSize == .zero && strip.numberOfTabs == 0)
        #expect(strip.items(in: .infinite).isEmpty && strip.indicatorItem == nil)
        var pages = PagerPagesLayout()
        pages.prepare(in: LayoutContext(viewportSize: pagerPagesViewport, itemCount: 5))
        pages.configuration.liveNeighbours = -1
        #expect(pages.numberOfPages == 0 && pages.items(in: .infinite).isEmpty)
    }

    // MARK: - The layout context

    /// `Int.max` tabs are 2³² (`Limits.itemCount`) and a viewport of ∞ is 65,536 pt wide.
    @Test(arguments: [PagerTabStripLayout.SizeConfiguration.fillEqually(height: 44, spacing: 8),
                      .fixed(width: 90, height: 44, spacing: 8), .selfSizing(height: 44, spacing: 8)])
    func intMaxTabs_areTwoToThe32(size: PagerTabStripLayout.SizeConfiguration) throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let strip = preparedStrip(try Strip(size: size, minimumTabWidth: 40), tabs: .max, measured: canonicalTitles,
                                      viewport: CGSize(width: CGFloat.infinity, height: 44), direction: direction)
            #expect(strip.numberOfTabs == 1 << 32)
            #expect(strip.item(at: ItemIndex(item: (1 << 32) - 1)) != nil)
            #expect(strip.item(at: ItemIndex(item: 1 << 32)) == nil)
            let last = try #require(strip.item(at: ItemIndex(item: (1 << 32) - 1)))
            #expect(strip.items(in: last.frame).map(\.index) == [last.index])
            #expect(strip.items(in: CGRect(x: 0, y: 0, width: 65_536, height: 44)).count < 2_000)
        }
    }

    @Test(arguments: [CGSize.zero, CGSize(width: 0, height: 44), CGSize(width: 320, height: 0),
                      CGSize(width: -5, height: CGFloat.nan)])
    func aStripWithNoRoom_isEmpty(viewport: CGSize) throws {
        let strip = preparedStrip(try selfSizingConfiguration(), tabs: 5, measured: canonicalTitles, viewport: viewport)
        #expect(strip.contentSize == .zero && strip.numberOfTabs == 0)
        #expect(strip.items(in: .infinite).isEmpty && strip.indicatorItem == nil)
        #expect(strip.contentOffset(forProgress: 2, from: CGPoint(x: 50, y: 0)) == .zero)
    }

    /// A content inset of −10³⁰⁸ is −40 pt, the viewport's width (a negative inset is at most
    /// the viewport's length): pages 80 pt wide in a 40 pt viewport.
    @Test func pagesInAContextOfRawValues_layOutWhatTheLimitsSay() throws {
        var pages = PagerPagesLayout()
        pages.prepare(in: LayoutContext(viewportSize: CGSize(width: 40, height: 1e300),
                                        contentInsets: EdgeInsets(top: 0, left: -.greatestFiniteMagnitude, bottom: 0, right: 0),
                                        itemCount: .max, layoutDirection: .rightToLeft))
        #expect(pages.numberOfPages == 1 << 32)
        #expect(pages.contentSize == CGSize(width: CGFloat(1 << 32) * 80, height: 65_536))
        let first = try #require(pages.item(at: ItemIndex(item: 0)))
        #expect(first.frame == CGRect(x: pages.contentSize.width - 80, y: 0, width: 80, height: 65_536))
        #expect(pages.items(in: CGRect(x: first.frame.maxX - 1, y: 0, width: 1, height: 1)).map(\.index) == [first.index])
    }

    // MARK: - A query's rectangle

    @Test(arguments: [CGRect.null, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
                      CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 44)])
    func aRectangleWithANaNEdge_holdsNoTabNoPageNoIndicator(rect: CGRect) throws {
        let strip = preparedStrip(try selfSizingConfiguration(), tabs: 4, measured: canonicalTitles)
        #expect(strip.items(in: rect).isEmpty && strip.elements(in: rect).isEmpty)
        #expect(makePagesEngine(pages: 3).layout.items(in: rect).isEmpty)
    }

    @Test func infiniteRectangles_holdEveryTabAndPage_upToTheQueryCap() throws {
        let strip = preparedStrip(try Strip(size: .fixed(width: 80, height: 44)), tabs: 3)
        #expect(strip.items(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: .infinity)).map(\.index.item) == [0, 1, 2])
        #expect(makePagesEngine(pages: 3).layout.items(in: .infinite).map(\.index.item) == [0, 1, 2])
        let many = preparedStrip(try Strip(size: .fixed(width: 80, height: 44)), tabs: .max)
        #expect(many.items(in: CGRect(x: 0, y: 0, width: 1e30, height: 44)).count == Limits.itemsPerQuery)
        let squeezed = preparedStrip(try Strip(size: .fillEqually(height: 44)), tabs: .max)
        #expect(squeezed.items(in: .infinite).count <= Limits.itemsPerQuery)
        let pages = makePagesEngine(pages: .max).layout
        #expect(pages.items(in: .infinite).map(\.index.item) == Array(0..<Limits.itemsPerQuery))
    }

    // MARK: - Values the skin and the app hand the layouts

    /// The skin's measurements: NaN and negative are 0, beyond 65,536 pt 65,536.
    @Test func measuredWidths_areBroughtIntoTheLengthLimit() throws {
        var strip = preparedStrip(try selfSizingConfiguration(), tabs: 4, measured: [.nan, -5, .infinity, 1e300])
        #expect(strip.measuredWidths == [0, 0, 65_536, 65_536])
        strip.setMeasuredWidth(-.infinity, forTab: 2)
        #expect(strip.measuredWidths == [0, 0, 0, 65_536])
    }

    @Test func progressAndOffsetsOutsideTheDomain_meanTheEndsOrZero() throws {
        let strip = preparedStrip(try selfSizingConfiguration(), tabs: 4, measured: canonicalTitles)
        #expect(strip.indicatorFrame(forProgress: .nan) == strip.indicatorFrame(forProgress: 0))
        #expect(strip.indicatorFrame(forProgress: .infinity) == strip.indicatorFrame(forProgress: 4))
        #expect(strip.indicatorFrame(forProgress: -.infinity) == strip.indicatorFrame(forProgress: -1))
        let nan = CGPoint(x: CGFloat.nan, y: 0)
        #expect(strip.contentOffset(forProgress: .nan, from: nan) == strip.contentOffset(forProgress: 0, from: .zero))
        #expect(strip.contentOffset(forProgress: 1e300, from: nan) == strip.contentOffset(forProgress: 3, from: .zero))
        let pages = makePagesEngine(pages: 3, viewport: CGSize(width: 0.5, height: 40)).layout
        #expect(pages.fractionalPage(forContentOffset: CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 0)) == 3)
        #expect(pages.fractionalPage(forContentOffset: CGPoint(x: -CGFloat.greatestFiniteMagnitude, y: 0)) == -1)
        #expect(pages.fractionalPage(forContentOffset: nan) == 0)
        #expect(pages.index(at: nan) == nil)
    }

    @Test func releasesOfRawReadings_endOnAPage_orAtTheOriginWithoutPages() {
        let pages = makePagesEngine(pages: 3).layout
        let nan = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        #expect(pages.targetContentOffset(proposed: nan, current: nan, velocity: nan) == .zero)
        #expect(pages.targetContentOffset(proposed: .zero, current: CGPoint(x: 330, y: 0),
                                          velocity: CGPoint(x: 1e30, y: 0)) == CGPoint(x: 640, y: 0))
        let none = makePagesEngine(pages: 0).layout
        #expect(none.targetContentOffset(proposed: CGPoint(x: CGFloat.nan, y: -60), current: .zero, velocity: .zero) == .zero)
    }

    /// An app's frame for a `.custom` indicator comes in as a query's rectangle does.
    @Test func aCustomIndicatorFrame_withANaNEdgeHides_andAnInfiniteOneIsClamped() throws {
        let hidden = preparedStrip(try Strip(indicator: .custom { _ in CGRect(x: CGFloat.nan, y: 0, width: 10, height: 2) }),
                                   tabs: 3, measured: canonicalTitles)
        #expect(hidden.indicatorItem == nil)
        let everywhere = preparedStrip(try Strip(indicator: .custom { _ in .infinite }), tabs: 3, measured: canonicalTitles)
        #expect(everywhere.indicatorItem?.frame == CGRect(x: -0x1p50, y: -0x1p50, width: 0x1p51, height: 0x1p51))
    }

    /// The most neighbours a configuration may ask for keep fewer than `Limits.livePages`
    /// pages alive, around the selected one.
    @Test func theMostLiveNeighbours_keepFewerThanTheLivePagesLimitAlive() throws {
        var pages = PagesEngine(layout: PagerPagesLayout(configuration: try .init(liveNeighbours: 511)),
                                behavior: PagerPagesBehavior(), viewportSize: pagerPagesViewport, itemCount: 100_000)
        pages.send { $0.select(page: 50_000, animated: false, scroll: $1, layout: $2) }
        #expect(pages.behavior.livePages == Array(49_489...50_511))
        #expect(pages.behavior.livePages.count < Limits.livePages)
    }

    // MARK: - Pages, tabs and counts an app hands over

    @Test(arguments: [Int.min, -1, 0, 7, Int.max])
    func selectingAnyIndex_clampsToThePagesAndTabs(index: Int) {
        var pager = makePager(pages: 3)
        pager.selectPage(index, animated: true)
        pager.settle()
        pager.following { $0.send { $0.select(tab: index, animated: true, scroll: $1, layout: $2) } }
        pager.settle()
        let expected = min(max(index, 0), 2)
        #expect(pager.leader.behavior.selectedPage == expected)
        #expect(pager.follower.behavior.selectedTab == expected)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: expected))
    }

    /// Counts and indices of any `Int` are brought into the pages that exist: nothing an
    /// edit map says can select a page that is not there or break an appearance.
    @Test func editsWithIntMaxCountsAndIndices_keepAPageThatExists() {
        var pager = makePager(pages: 4)
        pager.selectPage(3, animated: false)
        for map in [PagerIndexMap.inserting(.max, at: .max, into: 4), .removing(.max, at: .min, from: 4),
                    .moving(from: .max, to: .min, count: 4), .reloading(from: 0, to: 2), .replacing(from: 9, to: 0)] {
            pager.leading { $0.send { $0.applyEdit(map, scroll: $1, layout: $2) } }
            pager.leading { $0.reloadData(itemCount: min(map.newCount, 6)) }
        }
        #expect(pager.leader.behavior.selectedPage == 0)
        #expect(pager.leader.behavior.livePages.isEmpty)
        #expect(appearanceViolation(in: pager.leader.pageEvents) == nil)
    }
}
