import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The paged grid driven like a finger: 30 items, 4 × 2 per page, four pages 340 pt apart.
@Suite("PagedGridBehavior scenarios")
struct GridPagerScenarioTests {
    // MARK: - Snapping by velocity

    /// Drag 40% of a page, release at 1,500 pt/s: one page on, reported once, settled in
    /// 300–380 ms like UIKit's paging spring.
    @Test(arguments: [60.0, 120.0])
    func whenFlickedPastThreshold_itAdvancesOnePage(frameRate: Double) {
        var engine = makeGridEngine()
        engine.fling(by: CGPoint(x: 128, y: 0), velocity: CGPoint(x: 1500, y: 0), frameRate: frameRate)
        let released = engine.now
        engine.runUntilIdle(frameRate: frameRate)
        #expect(engine.contentOffset == CGPoint(x: 340, y: 0))
        #expect(engine.behavior.currentPage == 1)
        #expect(engine.reportedPages == [1])
        let settle = engine.now - released
        #expect(settle >= 0.28 && settle <= 0.38 + 1 / frameRate, "settled after \(settle) s")
    }

    @Test func whenFlickedVeryHard_itStillMovesOnlyOnePage() {
        var engine = makeGridEngine()
        engine.flingAndSettle(by: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 8000, y: 0))
        #expect(engine.behavior.currentPage == 1)
        #expect(engine.reportedPages == [1])
    }

    @Test func whenAllowedSeveralPagesPerFlick_projectionDecidesUpToTheLimit() throws {
        let configuration = try PagedGridLayout.Configuration(maximumPagesPerFlick: 2)
        var engine = makeGridEngine(items: 80, configuration: configuration)
        engine.flingAndSettle(by: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 8000, y: 0))
        #expect(engine.behavior.currentPage == 2)
        engine.flingAndSettle(by: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 600, y: 0))
        #expect(engine.behavior.currentPage == 3)
        #expect(engine.reportedPages == [2, 3])
    }

    @Test(arguments: [(CGFloat(100), 2, 2), (200, 2, 3), (-100, 2, 2), (-200, 2, 1)])
    func whenReleasedSlowly_itSnapsToTheNearestPage(drag: CGFloat, from: Int, to: Int) {
        var engine = makeGridEngine()
        engine.scrollToPage(from, animated: false)
        engine.flingAndSettle(by: CGPoint(x: drag, y: 0), velocity: CGPoint(x: 100 * (drag < 0 ? -1 : 1), y: 0))
        #expect(engine.behavior.currentPage == to)
        #expect(engine.contentOffset == engine.offset(ofPage: to))
    }

    @Test func whenFlickedBackward_itGoesBackOnePage() {
        var engine = makeGridEngine()
        engine.scrollToPage(2, animated: false)
        engine.flingAndSettle(by: CGPoint(x: -40, y: 0), velocity: CGPoint(x: -1500, y: 0))
        #expect(engine.behavior.currentPage == 1)
        #expect(engine.reportedPages == [2, 1])
    }

    @Test func whenFlickedPastEitherEnd_itBouncesBackWithoutAPageChange() {
        var engine = makeGridEngine()
        engine.flingAndSettle(by: CGPoint(x: -80, y: 0), velocity: CGPoint(x: -2000, y: 0))
        #expect(engine.contentOffset == .zero)
        engine.scrollToPage(3, animated: false)
        engine.flingAndSettle(by: CGPoint(x: 80, y: 0), velocity: CGPoint(x: 2000, y: 0))
        #expect(engine.contentOffset == engine.offset(ofPage: 3))
        #expect(engine.reportedPages == [3])
    }

    @Test func dragAndReturnWithoutLifting_reportsNothing() {
        var engine = makeGridEngine()
        engine.beginDragging()
        engine.drag(by: CGPoint(x: 300, y: 0))
        engine.drag(by: CGPoint(x: -290, y: 0))
        engine.endDragging(velocity: .zero)
        engine.runUntilIdle()
        #expect(engine.reportedPages.isEmpty)
        #expect(engine.contentOffset == .zero)
    }

    // MARK: - Directions

    /// In right-to-left, page 0 is at the right end and the next page is reached by
    /// dragging the content to the right (the offset decreases).
    @Test func rightToLeft_flickTowardsTheLeftEdgeAdvances() {
        var engine = makeGridEngine(direction: .rightToLeft)
        #expect(engine.contentOffset == CGPoint(x: 1020, y: 0))
        #expect(engine.visibleIndices.map(\.item) == Array(0..<8))
        engine.flingAndSettle(by: CGPoint(x: -128, y: 0), velocity: CGPoint(x: -1500, y: 0))
        #expect(engine.contentOffset == CGPoint(x: 680, y: 0))
        #expect(engine.reportedPages == [1])
        engine.tap(at: CGPoint(x: 300, y: 10))
        #expect(engine.effects.last == .itemSelected(ItemIndex(item: 8)))
    }

    @Test func verticalPages_snapAlongY() throws {
        let configuration = try PagedGridLayout.Configuration(pageAxis: .vertical)
        var engine = makeGridEngine(configuration: configuration)
        engine.flingAndSettle(by: CGPoint(x: 40, y: 70), velocity: CGPoint(x: 3000, y: 1500))
        #expect(engine.contentOffset == CGPoint(x: 0, y: 220))
        #expect(engine.reportedPages == [1])
    }

    // MARK: - Programmatic

    @Test func scrollToPage_reportsOnceWhenTheContentArrives() {
        var engine = makeGridEngine()
        engine.scrollToPage(2, animated: true)
        #expect(engine.reportedPages.isEmpty)
        engine.runUntilIdle()
        #expect(engine.contentOffset == engine.offset(ofPage: 2))
        #expect(engine.reportedPages == [2])
        engine.scrollToPage(2, animated: true)
        engine.scrollToPage(0, animated: false)
        engine.scrollToPage(99, animated: false)
        #expect(engine.reportedPages == [2, 0, 3])
        #expect(engine.heardMilestones.filter { $0 == .didEndScrollingAnimation }.count == 1)
    }

    @Test func tap_mapsToTheItemUnderTheFinger() {
        var engine = makeGridEngine()
        engine.scrollToPage(1, animated: false)
        engine.tap(at: CGPoint(x: 100, y: 150))  // column 1, row 1 of page 1
        engine.tap(at: CGPoint(x: 77, y: 150))   // the spacing between columns 0 and 1
        #expect(engine.effects.compactMap { if case .itemSelected(let i) = $0 { i } else { nil } }
            == [ItemIndex(item: 13)])
    }

    // MARK: - Relayouts

    @Test func reloadWithFewerItems_movesToTheLastPageAndReportsIt() {
        var engine = makeGridEngine()
        engine.scrollToPage(3, animated: false)
        engine.reloadData(itemCount: 12)
        #expect(engine.behavior.numberOfPages == 2)
        #expect(engine.contentOffset == engine.offset(ofPage: 1))
        #expect(engine.reportedPages == [3, 1])
        engine.reloadData(itemCount: 40)
        #expect(engine.reportedPages == [3, 1])
        engine.reloadData(itemCount: 0)
        #expect(engine.reportedPages == [3, 1, 0])
        #expect(engine.behavior.numberOfPages == 0)
        engine.flingAndSettle(by: CGPoint(x: 50, y: 0), velocity: CGPoint(x: 2000, y: 0))
        #expect(engine.contentOffset == .zero)
    }

    /// Page 2 starts with item 16; with 2 columns (4 per page) item 16 is on page 4.
    @Test func changingColumns_keepsTheFirstVisibleItemOnScreen() {
        var engine = makeGridEngine()
        engine.scrollToPage(2, animated: false)
        engine.updateLayout { $0.configuration.columns = 2 }
        #expect(engine.behavior.currentPage == 4)
        #expect(engine.visibleIndices.first == ItemIndex(item: 16))
        #expect(engine.reportedPages == [2, 4])
        engine.updateLayout { $0.configuration.itemSpacing = 30 }
        #expect(engine.visibleIndices.first == ItemIndex(item: 16))
        #expect(engine.reportedPages == [2, 4])
    }

    @Test func rotation_keepsTheCurrentPageWithoutReportingIt() {
        var engine = makeGridEngine()
        engine.scrollToPage(2, animated: false)
        engine.setViewportSize(CGSize(width: 200, height: 320))
        #expect(engine.contentOffset == CGPoint(x: 440, y: 0))
        #expect(engine.visibleIndices.first == ItemIndex(item: 16))
        engine.setViewportSize(canonicalViewport)
        #expect(engine.contentOffset == engine.offset(ofPage: 2))
        #expect(engine.reportedPages == [2])
    }

    @Test func rotationOrReloadMidFling_landsOnAValidPage() {
        var engine = makeGridEngine()
        engine.fling(by: CGPoint(x: 128, y: 0), velocity: CGPoint(x: 1500, y: 0))
        engine.advance(by: 0.05)
        engine.setViewportSize(CGSize(width: 200, height: 320))
        engine.runUntilIdle()
        #expect(engine.contentOffset == engine.offset(ofPage: engine.behavior.currentPage))
        engine.fling(by: CGPoint(x: 128, y: 0), velocity: CGPoint(x: 1500, y: 0))
        engine.advance(by: 0.05)
        engine.reloadData(itemCount: 3)
        engine.runUntilIdle()
        #expect(engine.behavior.currentPage == 0)
        #expect(engine.contentOffset == .zero)
        #expect(engine.reportedPages.last == 0)
    }

    @Test func zeroSizeViewport_andOneItem_doNotCrash() {
        var engine = makeGridEngine(items: 1, viewport: .zero)
        engine.flingAndSettle(by: CGPoint(x: 50, y: 0), velocity: CGPoint(x: 2000, y: 0))
        engine.scrollToPage(3, animated: true)
        engine.runUntilIdle()
        #expect(engine.contentOffset == .zero)
        engine.setViewportSize(canonicalViewport)
        #expect(engine.behavior.numberOfPages == 1)
        engine.flingAndSettle(by: CGPoint(x: 50, y: 0), velocity: CGPoint(x: 2000, y: 0))
        #expect(engine.contentOffset == .zero)
        #expect(engine.visibleIndices == [ItemIndex(item: 0)])
    }

    // MARK: - Readings beyond the domain

    /// UIKit hands the adapter 10⁶ pt/s: it is played at `Limits.releaseSpeed`, so the pages
    /// end where a 50,000 pt/s flick ends, however many pages a flick may travel.
    @Test func releasedAtAMillionPointsPerSecond_landsWhereFiftyThousandWould() throws {
        let configuration = try PagedGridLayout.Configuration(maximumPagesPerFlick: .max)
        var million = makeGridEngine(items: 2_000, configuration: configuration)
        var fastest = makeGridEngine(items: 2_000, configuration: configuration)
        million.flingAndSettle(by: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 1e6, y: 0))
        fastest.flingAndSettle(by: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 50_000, y: 0))
        #expect(fastest.behavior.currentPage > 50)
        #expect(million.behavior.currentPage == fastest.behavior.currentPage)
        #expect(million.contentOffset == million.offset(ofPage: million.behavior.currentPage))
        #expect(million.reportedPages == [million.behavior.currentPage])
    }

    /// A data source answering `Int.max` items mid-fling has 2³² (`Limits.itemCount`): the
    /// fling ends on an existing page, with a page of cells on screen.
    @Test func reloadWithIntMaxItemsMidFling_endsOnAnExistingPage() {
        var engine = makeGridEngine()
        engine.fling(by: CGPoint(x: 128, y: 0), velocity: CGPoint(x: 3000, y: 0))
        engine.advance(by: 0.05)
        engine.reloadData(itemCount: .max)
        engine.runUntilIdle()
        #expect(engine.layout.numberOfPages == 1 << 29)
        #expect(engine.behavior.currentPage == 1)
        #expect(engine.contentOffset == engine.offset(ofPage: 1))
        #expect(engine.visibleIndices.map(\.item) == Array(8..<16))
        #expect(engine.cells.statistics.maxInUse <= 16)
    }

    // MARK: - Cells

    /// Across every page, no more than two pages' worth of cells ever exist.
    @Test func visitingEveryPage_keepsAtMostTwoPagesOfCells() {
        var engine = makeGridEngine(items: 1000)
        for _ in 0..<40 { engine.flingAndSettle(by: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 1500, y: 0)) }
        #expect(engine.behavior.currentPage == 40)
        #expect(engine.reportedPages == Array(1...40))
        #expect(engine.cells.statistics.maxInUse <= 16)
        #expect(engine.cells.statistics.created <= 16)
        #expect(engine.visibleIndices.map(\.item) == Array(320..<328))
    }
}

@Suite("PagedGridBehavior accessibility")
struct GridPagerAccessibilityTests {
    @Test func adjustingAndThreeFingerScrolls_movePageByPageAndAnnounce() {
        var engine = makeGridEngine()
        #expect(engine.behavior.accessibilityAnnouncement(layout: engine.layout) == .position(.page, index: 0, count: 4))
        engine.send { $0.accessibilityScroll(.next, scroll: $1, layout: $2) }
        engine.send { $0.accessibilityScroll(.left, scroll: $1, layout: $2) }
        #expect(engine.behavior.accessibilityAnnouncement(layout: engine.layout) == .position(.page, index: 2, count: 4))
        #expect(engine.contentOffset == engine.offset(ofPage: 2))
        engine.send { $0.accessibilityScroll(.up, scroll: $1, layout: $2) } // across the page axis: ignored
        engine.send { $0.accessibilityScroll(.right, scroll: $1, layout: $2) }
        #expect(engine.reportedPages == [1, 2, 1])
    }

    @Test func atEitherEnd_nothingHappens() {
        var engine = makeGridEngine()
        engine.send { $0.accessibilityScroll(.previous, scroll: $1, layout: $2) }
        #expect(engine.effects.isEmpty)
        engine.scrollToPage(3, animated: false)
        engine.send { $0.accessibilityScroll(.next, scroll: $1, layout: $2) }
        #expect(engine.reportedPages == [3])
        let empty = makeGridEngine(items: 0)
        #expect(empty.behavior.accessibilityAnnouncement(layout: empty.layout) == nil)
    }

    @Test func rightToLeft_swipeRightMeansNext() {
        var engine = makeGridEngine(direction: .rightToLeft)
        engine.send { $0.accessibilityScroll(.right, scroll: $1, layout: $2) }
        #expect(engine.reportedPages == [1])
        #expect(engine.contentOffset == CGPoint(x: 680, y: 0))
    }
}
