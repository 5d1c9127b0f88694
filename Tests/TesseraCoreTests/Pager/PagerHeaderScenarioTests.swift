import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A profile screen: a 200 pt header over a 44 pt tab strip over three pages, each page a
/// list in its own vertical scroll view extended under both. Driven like a finger.
@Suite struct PagerHeaderScenarioTests {
    static let stripHeight: CGFloat = 44

    static func makeEngine(stretches: Bool = true, uikit: UIKitModel = .standard, rows: [Int] = [1000, 1000, 1000]) throws
        -> HeaderedPagerEngine<PresentationBehavior> {
        let header = PagerHeaderCoordinator(configuration: try PagerHeaderConfiguration(expandedHeight: 200,
                                                                                       stretches: stretches))
        let top = header.configuration.topInset(stripHeight: stripHeight)
        let contents = rows.map { count in
            var page = makePresentationEngine(PresentationEngineSupport.list, sectionItemCounts: [count],
                                              insets: EdgeInsets(top: top, left: 0, bottom: 0, right: 0), uikit: uikit)
            page.setContentOffset(CGPoint(x: 0, y: -top), animated: false)
            return page
        }
        return HeaderedPagerEngine(pages: makePagesEngine(pages: 3, uikit: uikit), contents: contents, header: header,
                                   stripHeight: stripHeight)
    }

    @Test(arguments: UIKitModel.allPlausible)
    func draggingAPageUp300_collapsesTheHeader_andPinsTheStrip(uikit: UIKitModel) throws {
        var engine = try Self.makeEngine(uikit: uikit)
        engine.content(0) { $0.beginDragging() }
        engine.content(0) { $0.drag(by: CGPoint(x: 0, y: 120)) }
        #expect(engine.header.state.collapse == 120)
        #expect(!engine.header.state.isPinned)
        engine.content(0) { $0.drag(by: CGPoint(x: 0, y: 180)) }
        #expect(engine.header.state.collapse == 200)
        #expect(engine.header.state.isPinned)
        #expect(engine.header.state.stripTop(in: engine.header.configuration) == 0)
        #expect(engine.distance(of: 0) == 300)
        engine.content(0) { $0.endDragging(velocity: .zero) }
        engine.runUntilIdle()
        #expect(engine.header.state.isPinned)
    }

    /// From deep in the content, a 3,000 pt/s fling down: the page's own deceleration carries
    /// on into the header's range and expands it, as one scroll view would.
    @Test(arguments: UIKitModel.allPlausible)
    func aFlingDownFromTheMiddle_carriesIntoTheHeader_andExpandsIt(uikit: UIKitModel) throws {
        var engine = try Self.makeEngine(uikit: uikit)
        let top = engine.topInset
        engine.content(0) { $0.setContentOffset(CGPoint(x: 0, y: 1_300 - top), animated: false) }
        #expect(engine.header.state.isPinned)
        engine.content(0) { $0.fling(by: CGPoint(x: 0, y: -60), velocity: CGPoint(x: 0, y: -3_000)) }
        var expandedWhileCoasting = false
        engine.runUntilIdle { engine in
            let coasting = engine.contents[0].phase == .decelerating
            if coasting && engine.header.state.collapse < 200 && engine.header.state.collapse > 0 {
                expandedWhileCoasting = true
            }
        }
        #expect(expandedWhileCoasting)
        #expect(engine.header.state == .expanded)
        #expect(engine.distance(of: 0) == 0)
    }

    /// Partly collapsed, a swipe to the next page: the header does not move on any frame;
    /// the incoming page appears scrolled by the collapse (its top under the strip).
    @Test(arguments: UIKitModel.allPlausible)
    func changingPagesWithTheHeaderPartlyCollapsed_movesNothing(uikit: UIKitModel) throws {
        var engine = try Self.makeEngine(uikit: uikit)
        let top = engine.topInset
        engine.content(0) { $0.setContentOffset(CGPoint(x: 0, y: 120 - top), animated: false) }
        #expect(engine.header.state.collapse == 120)
        engine.pages { $0.fling(by: CGPoint(x: 120, y: 0), velocity: CGPoint(x: 900, y: 0)) }
        var collapses: Set<CGFloat> = [engine.header.state.collapse]
        engine.runUntilIdle { collapses.insert($0.header.state.collapse) }
        #expect(engine.pages.behavior.selectedPage == 1)
        #expect(collapses == [120])
        #expect(engine.distance(of: 1) == 120)
        #expect(engine.header.selectedPage == 1)
    }

    /// A page of two rows, aligned to 120 as it comes on screen, holds that place when it is
    /// touched and let go: it gets the bottom inset it needs to pin the strip, so the header
    /// does not jump back.
    @Test(arguments: UIKitModel.allPlausible)
    func aShortPage_holdsThePlaceItIsAlignedTo(uikit: UIKitModel) throws {
        var engine = try Self.makeEngine(uikit: uikit, rows: [1000, 2, 1000])
        let top = engine.topInset
        engine.content(0) { $0.setContentOffset(CGPoint(x: 0, y: 120 - top), animated: false) }
        engine.pages { $0.fling(by: CGPoint(x: 120, y: 0), velocity: CGPoint(x: 900, y: 0)) }
        engine.runUntilIdle()
        #expect(engine.distance(of: 1) == 120)
        engine.content(1) {
            $0.beginDragging()
            $0.drag(by: CGPoint(x: 0, y: 10))
            $0.endDragging(velocity: .zero)
        }
        engine.runUntilIdle()
        #expect(engine.distance(of: 1) == 130)
        #expect(engine.header.state.collapse == 130)
        engine.content(1) { $0.setContentOffset(CGPoint(x: 0, y: 400 - top), animated: false) }
        #expect(engine.header.state.isPinned)
    }

    /// Pinned, the incoming page keeps its own place if it is past the pin point (page 1 at
    /// 800), and is brought to the pin point if not (page 2 at its top).
    @Test func pinned_theIncomingPageKeepsItsPlace_orComesToThePinPoint() throws {
        var engine = try Self.makeEngine()
        let top = engine.topInset
        engine.content(1) { $0.setContentOffset(CGPoint(x: 0, y: 800 - top), animated: false) }
        engine.content(0) { $0.setContentOffset(CGPoint(x: 0, y: 500 - top), animated: false) }
        engine.pages { $0.send { $0.select(page: 1, animated: true, scroll: $1, layout: $2) } }
        engine.runUntilIdle()
        #expect(engine.distance(of: 1) == 800)
        #expect(engine.header.state.isPinned)
        engine.pages { $0.send { $0.select(page: 2, animated: true, scroll: $1, layout: $2) } }
        engine.runUntilIdle()
        #expect(engine.distance(of: 2) == 200)
        #expect(engine.header.state.isPinned)
    }

    @Test func pullingPastTheTop_stretchesTheHeader_andLettingGoShrinksIt() throws {
        var engine = try Self.makeEngine()
        engine.content(0) { $0.beginDragging() }
        engine.content(0) { $0.drag(by: CGPoint(x: 0, y: -120)) }
        let stretch = engine.header.state.stretch
        #expect(stretch > 0)
        #expect(stretch == -engine.distance(of: 0))
        #expect(engine.header.state.visibleHeight(in: engine.header.configuration) == 200 + stretch)
        engine.content(0) { $0.endDragging(velocity: .zero) }
        engine.runUntilIdle()
        #expect(engine.header.state == .expanded)
    }

    /// With `stretches` off, a refresh control works where it always does: the header never
    /// moves while the page is pulled, refreshes (UIKit adds the control's height to the
    /// insets) and ends refreshing.
    @Test func aRefreshControl_neverMovesTheHeader() throws {
        var engine = try Self.makeEngine(stretches: false)
        var states: Set<PagerHeaderState> = []
        engine.content(0) { $0.beginDragging() }
        engine.content(0) { $0.drag(by: CGPoint(x: 0, y: -150)) }
        states.insert(engine.header.state)
        engine.content(0) { $0.beginRefreshing() }
        states.insert(engine.header.state)
        engine.content(0) { $0.endDragging(velocity: .zero) }
        engine.runUntilIdle { states.insert($0.header.state) }
        engine.content(0) { $0.endRefreshing() }
        engine.runUntilIdle { states.insert($0.header.state) }
        #expect(states == [.expanded])
        #expect(engine.distance(of: 0) == 0)
    }

    /// UIKit adds a refresh control's height to the adjusted insets when it starts refreshing
    /// under the finger; the header reads the page's distance without it, so a stretched
    /// header does not jump by the control's height.
    @Test func aRefreshControlStartingUnderAFinger_doesNotJumpAStretchedHeader() throws {
        var engine = try Self.makeEngine()
        engine.content(0) { $0.beginDragging() }
        engine.content(0) { $0.drag(by: CGPoint(x: 0, y: -150)) }
        let stretched = engine.header.state
        engine.content(0) { $0.beginRefreshing() }
        #expect(stretched.stretch > 60)
        #expect(engine.header.state == stretched)
    }

    @Test func theConfiguration_refusesACollapsedHeightAboveTheExpandedOne() {
        #expect(throws: ConfigurationError.self) { try PagerHeaderConfiguration(expandedHeight: 100, collapsedHeight: 120) }
        #expect(throws: ConfigurationError.self) { try PagerHeaderConfiguration(expandedHeight: .nan) }
    }

    @Test func aCollapsedHeight_stopsTheCollapseShortOfIt() throws {
        var header = PagerHeaderCoordinator(configuration: try PagerHeaderConfiguration(expandedHeight: 200, collapsedHeight: 56))
        header.pageDidScroll(0, distance: 500)
        #expect(header.state.collapse == 144)
        #expect(header.state.isPinned)
        #expect(header.state.visibleHeight(in: header.configuration) == 56)
    }
}

extension PagerHeaderScenarioTests {
    /// The example in the ViewPager article, as written there.
    @Test func theArticlesExample() throws {
        var header = PagerHeaderCoordinator(configuration: try PagerHeaderConfiguration(expandedHeight: 220))
        header.pageDidScroll(0, distance: 120)
        #expect(header.state.collapse == 120)
        #expect(header.alignment(forAppearing: 1) == 120)
        header.selectPage(1)
        header.pageDidScroll(1, distance: 400)
        #expect(header.state.isPinned)
    }
}
