import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Every example the hardening issue opened with, each a named test: ten entry points that
/// trapped and two wrong answers. The families they stand for are covered by the property
/// suites (`Properties/`) and the per-component hardening tests; these keep the examples
/// themselves from coming back.
@Suite("Hardening: the issue's examples")
struct IssueExampleRegressionTests {
    static let viewport = CGSize(width: 320, height: 200)

    // MARK: - Integer overflow on legal-looking values

    /// `PagedGridLayout(columns: Int.max, ...)` passed validation, then `items(in:)` trapped.
    @Test func pagedGridWithIntMaxColumns_isRejectedOrAnswersWithoutTrapping() {
        #expect { _ = try PagedGridLayout.Configuration(columns: Int.max, rows: 2) }
            throws: { ($0 as? ConfigurationError)?.description.contains("columns") == true }
        guard let configuration = try? PagedGridLayout.Configuration(columns: Int.max, rows: 1) else { return }
        var layout = PagedGridLayout(configuration: configuration)
        layout.prepare(in: LayoutContext(viewportSize: Self.viewport, itemCount: 100))
        let items = layout.items(in: CGRect(origin: .zero, size: Self.viewport))
        #expect(items.allSatisfy { $0.frame.minX.isFinite && $0.frame.width.isFinite })
    }

    /// `LayoutContext(sectionItemCounts: [Int.max, 1]).itemCount` trapped.
    @Test func itemCountOfSectionsPastIntMax_saturates() {
        #expect(LayoutContext(viewportSize: Self.viewport, sectionItemCounts: [Int.max, 1]).itemCount == Int.max)
    }

    /// Section counts summing past `Int.max` trapped in `prepare`.
    @Test func sectionCountsSummingPastIntMax_prepareWithoutTrapping() throws {
        let context = LayoutContext(viewportSize: Self.viewport, sectionItemCounts: [Int.max, Int.max, 3])
        var grid = PagedGridLayout()
        grid.prepare(in: context)
        #expect(grid.contentSize.width.isFinite && grid.contentSize.height.isFinite)
        var carousel = CarouselLayout(configuration: try .banner)
        carousel.prepare(in: context)
        #expect(carousel.contentSize.width.isFinite)
    }

    /// `stackedCards(visibleCount: Int.max)` trapped.
    @Test func stackedCardsWithIntMaxVisible_isRejectedOrLaysOutFinitely() throws {
        let transform = CarouselTransform.stackedCards(visibleCount: Int.max, offset: 12, scaleStep: 0.06)
        guard let configuration = try? CarouselLayout.Configuration(itemSizing: .fixed(CGSize(width: 280, height: 180)),
                                                                    transform: transform) else { return }
        var layout = CarouselLayout(configuration: configuration)
        layout.prepare(in: LayoutContext(viewportSize: Self.viewport, itemCount: 10))
        let items = layout.items(in: CGRect(origin: layout.homeOffset, size: Self.viewport))
        #expect(!items.isEmpty)
        #expect(items.allSatisfy { $0.frame.minX.isFinite && $0.frame.width.isFinite })
    }

    /// `CarouselBehavior.scrollByStops(Int.max, ...)` trapped.
    @Test(arguments: [true, false])
    func carouselScrollByIntMaxStops_landsOnAnItem(looping: Bool) throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.isInfinite = looping
        var engine = try makeCarouselEngine(items: 10, configuration: configuration)
        for count in [Int.max, Int.min] {
            engine.send { pager, scroll, layout in
                pager.scrollByStops(count, animated: true, scroll: scroll, layout: layout)
            }
            engine.runUntilIdle()
            #expect(engine.contentOffset.x.isFinite)
            #expect((0..<10).contains(engine.behavior.currentIndex))
        }
    }

    // MARK: - Int(CGFloat) of NaN or huge values

    /// `items(in:)` with a NaN-origin rectangle trapped.
    @Test func pagedGridQueryWithNaNOrigin_isEmpty() {
        var layout = PagedGridLayout()
        layout.prepare(in: LayoutContext(viewportSize: Self.viewport, itemCount: 100))
        #expect(layout.items(in: CGRect(x: CGFloat.nan, y: CGFloat.nan, width: 320, height: 200)).isEmpty)
    }

    /// `CarouselLayout.index(at:)` / `items(in:)` at x = 1e30 trapped.
    @Test func carouselQueriesAt1e30_answerWithoutTrapping() throws {
        var layout = CarouselLayout(configuration: try .banner)
        layout.prepare(in: LayoutContext(viewportSize: Self.viewport, itemCount: 10))
        #expect(layout.index(at: CGPoint(x: 1e30, y: 100)) == nil)
        let items = layout.items(in: CGRect(x: 1e30, y: 0, width: 320, height: 200))
        #expect(items.allSatisfy { $0.frame.minX.isFinite })
    }

    /// The engine's `tap(at:)` with a NaN point trapped.
    @Test func engineTapAtNaN_selectsNothing() throws {
        var engine = try makeCarouselEngine(items: 10)
        engine.tap(at: CGPoint(x: CGFloat.nan, y: CGFloat.nan))
        engine.runUntilIdle()
        #expect(engine.contentOffset.x.isFinite)
        #expect(!engine.told.contains { if case .didSelectItem = $0 { true } else { false } })
    }

    // MARK: - Wrong answers

    /// A carousel that does not loop (10 items) answered `nil` from `item(at:)` for items 0
    /// and 1, which `items(in:)` returned; a very large rectangle returned 7 of the 10.
    @Test func nonLoopingCarousel_answersEveryItemEverywhere() throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.isInfinite = false
        var layout = CarouselLayout(configuration: configuration)
        layout.prepare(in: LayoutContext(viewportSize: Self.viewport, itemCount: 10))
        let visible = layout.items(in: CGRect(origin: .zero, size: Self.viewport))
        for item in visible { #expect(layout.item(at: item.index) == item) }
        #expect(layout.item(at: ItemIndex(item: 0)) != nil)
        #expect(layout.item(at: ItemIndex(item: 1)) != nil)
        let everything = layout.items(in: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
        #expect(Set(everything.map(\.index.item)) == Set(0..<10))
    }
}
