import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Fingers, apps and reloads handing the components what no screen produces: releases at
/// 10³⁰ pt/s, offsets of 10³⁰ pt, `Int.max` items. Each comes through the gate (`Limits`) and
/// ends as an ordinary motion: the content comes to rest on something that exists, inside its
/// content, within seconds.
@Suite("Extreme input, through the gate")
struct ExtremeInputScenarioTests {
    // MARK: - Taps

    @Test(arguments: [CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 10, y: CGFloat.nan)])
    func aTapAtANaNPoint_selectsNothing(point: CGPoint) throws {
        var grid = makeGridEngine()
        grid.tap(at: point)
        #expect(!grid.events.contains { if case .didSelectItem = $0 { true } else { false } })
        var carousel = try makeCarouselEngine()
        carousel.tap(at: point)
        #expect(carousel.selectedItems.isEmpty)
    }

    // MARK: - Releases beyond any finger

    /// UIKit decelerates a list itself: a reading of 9.2·10¹⁸ pt/s is played at
    /// `Limits.releaseSpeed`, so UIKit's deceleration is re-aimed where that speed rests.
    @Test(arguments: UIKitModel.allPlausible)
    func aListOfIntMaxRowsReleasedAt9e18PointsPerSecond_restsWithinTenSeconds(uikit: UIKitModel) throws {
        var engine = makePresentationEngine(try scenarioPresentations()[0], sectionItemCounts: [.max], uikit: uikit)
        engine.beginDragging()
        engine.endDragging(velocity: CGPoint(x: -9000, y: 9.2e18))
        engine.touchUp()
        Self.expectRestsWithinTenSecondsNearTheTop(&engine)
    }

    /// A release at 10³⁰ pt/s into the bottom edge of a one-row list, then a reload with
    /// `Int.max` rows before the next frame: the edge UIKit was heading for moves away, and the
    /// release goes on at the playable speed, not the reading.
    @Test(arguments: UIKitModel.allPlausible)
    func aOneRowListReleasedAt1e30IntoItsEdge_thenReloadedWithIntMaxRows_restsWithinTenSeconds(uikit: UIKitModel) throws {
        var engine = makePresentationEngine(try scenarioPresentations()[0], sectionItemCounts: [1],
                                            viewport: CGSize(width: 40, height: 40), uikit: uikit)
        engine.beginDragging()
        engine.endDragging(velocity: CGPoint(x: 0, y: 1e30))
        engine.touchUp()
        engine.reloadData(itemCount: .max)
        Self.expectRestsWithinTenSecondsNearTheTop(&engine)
    }

    /// A one-item carousel pulled past its top and released at 10³⁰ pt/s, then reloaded with 2
    /// items (so it loops) a frame later: the bounce plays at the playable speed, the loop
    /// recentres, and the carousel rests on a stop.
    @Test func aOneItemCarouselReleasedAt1e30WhileRubberBanding_thenMadeToLoop_restsOnAStop() throws {
        let configuration = try CarouselLayout.Configuration(axis: .vertical, itemSizing: .aspectRatio(1.5))
        var engine = try makeCarouselEngine(items: 1, configuration: configuration)
        engine.beginDragging()
        engine.drag(by: CGPoint(x: -400, y: -400))
        engine.endDragging(velocity: CGPoint(x: -9000, y: 1e30))
        engine.advance(by: 1.0 / 60)
        engine.reloadData(itemCount: 2)
        #expect(engine.runUntilIdle() < 600)
        #expect(engine.contentOffset == engine.layout.restingOffset(forStop: engine.behavior.currentStop))
        #expect(abs(engine.contentOffset.y - engine.layout.homeOffset.y) <= engine.layout.recenterThreshold)
    }

    /// The infinite grid flung at 10³⁰ pt/s (and 9.2·10¹⁸ pt/s) in any direction, with its
    /// columns bounded: it bounces at the edges at the playable speed (about 1,200 pt out at
    /// 50,000 pt/s), the offset stays within the 2²⁰ pt it recentres in, and the grid rests.
    @Test(arguments: [CGPoint(x: 1e30, y: -9000), CGPoint(x: -9000, y: 9.2e18), CGPoint(x: -1e30, y: -1e30)])
    func theInfiniteGridReleasedAt1e30_staysInItsContentAndRests(velocity: CGPoint) throws {
        var engine = try makeInfiniteEngine(tile: CGSize(width: 31, height: 20), spacing: 17.5, xBounds: -3...3)
        engine.beginDragging()
        engine.endDragging(velocity: velocity)
        for _ in 0..<600 where engine.isMoving {
            engine.advance(by: 1.0 / 60)
            #expect(max(abs(engine.contentOffset.x), abs(engine.contentOffset.y)) < CGFloat(1 << 20))
        }
        #expect(!engine.isMoving)
    }

    /// A paged grid of `Int.max` items (2³² behind the gate), dragged by 9.2·10¹⁸ pt and
    /// released at 10³⁰ pt/s with any number of pages per flick; a view pager of `Int.max`
    /// pages released at 9.2·10¹⁸ pt/s: both rest on a page within ten seconds.
    @Test func pagedGridAndPagerOfIntMaxItems_releasedBeyondAnyFinger_restOnAPage() throws {
        let configuration = try PagedGridLayout.Configuration(columns: 1, rows: 1, itemSpacing: 0, lineSpacing: 0,
                                                              pageAxis: .vertical)
        var grid = makeGridEngine(items: .max, configuration: configuration)
        grid.beginDragging()
        grid.drag(by: CGPoint(x: -400, y: 9.2e18))
        grid.endDragging(velocity: CGPoint(x: -9000, y: 1e30))
        #expect(grid.runUntilIdle() < 600)
        let page = grid.behavior.currentPage
        #expect(grid.contentOffset.y == CGFloat(page) * (200 + configuration.pageSpacing))

        var pager = makePager(pages: .max, widths: [])
        pager.dragPages(by: 400, steps: 1)
        pager.leading { $0.endDragging(velocity: CGPoint(x: 9.2e18, y: -9000)) }
        pager.settle()
        #expect(!pager.leader.isMoving)
    }

    // MARK: - Offsets an app sets far away

    /// An app sets the infinite grid's offset far outside its content: once that scroll ends
    /// the grid returns inside and recentres, with its tiles on screen.
    @Test(arguments: [CGFloat(1e30), -1e30, CGFloat.greatestFiniteMagnitude, 5e6])
    func anAppSetsTheInfiniteGridFarAway_itComesBackInsideItsContent(x: CGFloat) throws {
        var engine = try makeInfiniteEngine()
        engine.setContentOffset(CGPoint(x: x, y: 0), animated: false)
        engine.runUntilIdle()
        #expect(!engine.isMoving)
        #expect(engine.uikitState.clamped(engine.contentOffset) == engine.contentOffset)
        #expect(!engine.visibleIndices.isEmpty)
        #expect(Set(engine.visibleIndices) == Set(engine.visibleItems.map(\.index)))
    }

    /// An app sets a two-item loop's offset 10³⁰ pt away (±2⁵⁰ pt behind the gate), then
    /// VoiceOver says "next": the loop comes home onto a stop, showing its items.
    @Test func anAppSetsALoopTo1e30_thenVoiceOverNext_restsHomeOnAStop() throws {
        let configuration = try CarouselLayout.Configuration(axis: .vertical, itemSizing: .fixed(CGSize(width: 200, height: 160)),
                                                             paging: .none)
        var engine = try makeCarouselEngine(items: 2, configuration: configuration, viewport: CGSize(width: 40, height: 40))
        engine.setContentOffset(CGPoint(x: -1000, y: -1e30), animated: false)
        _ = engine.accessibilityScroll(.next)
        engine.runUntilIdle()
        #expect(!engine.isMoving)
        #expect(abs(engine.contentOffset.y - engine.layout.homeOffset.y) <= engine.layout.recenterThreshold)
        #expect(engine.contentOffset == engine.layout.restingOffset(forStop: engine.behavior.currentStop))
        #expect(!engine.visibleIndices.isEmpty)
    }

    /// A finger drags a loop whose offset an app set 10³⁰ pt away: the first `didScroll` brings
    /// it home, and the drag goes on from there over items it can see.
    @Test func aFingerDragsALoopAnAppSetTo1e30_itComesHomeUnderTheFinger() throws {
        var engine = try makeCarouselEngine(items: 7)
        engine.setContentOffset(CGPoint(x: 1e30, y: 0), animated: false)
        engine.beginDragging()
        engine.drag(by: CGPoint(x: 30, y: 0))
        #expect(abs(engine.contentOffset.x - engine.layout.homeOffset.x) <= engine.layout.recenterThreshold + 30)
        #expect(!engine.visibleIndices.isEmpty)
        engine.endDragging(velocity: .zero)
        engine.runUntilIdle()
        #expect(engine.contentOffset == engine.layout.restingOffset(forStop: engine.behavior.currentStop))
    }

    // MARK: - Loops of Int.max items

    /// `Int.max` items loop as 2³² (`Limits.itemCount`): a jump half way round lands on that
    /// item, the offset recentred home, and the neighbours sit a stride apart.
    @Test(arguments: [false, true])
    func aLoopOfIntMaxItems_scrolledHalfWayRound_restsOnThatItemAtHome(animated: Bool) throws {
        var engine = try makeCarouselEngine(items: .max)
        #expect(engine.layout.itemCount == 1 << 32)
        engine.send { $0.scrollToItem(1 << 31, animated: animated, scroll: $1, layout: $2) }
        engine.runUntilIdle()
        #expect(engine.behavior.currentIndex == 1 << 31)
        #expect(abs(engine.contentOffset.x - engine.layout.homeOffset.x) <= engine.layout.recenterThreshold)
        #expect(engine.contentOffset == engine.layout.restingOffset(forStop: engine.behavior.currentStop))
        Self.expectEvenlySpaced(engine)
    }

    /// VoiceOver steps back from item 0 of a loop of `Int.max` items: each step rests on the
    /// previous item (2³² − 1, − 2, − 3), on its stop, a stride from its neighbours.
    @Test func aLoopOfIntMaxItems_voiceOverStepsBackPastItemZero_restsOnEachItem() throws {
        var engine = try makeCarouselEngine(items: .max)
        for step in 1...3 {
            _ = engine.accessibilityScroll(.previous)
            #expect(!engine.isMoving)
            #expect(engine.behavior.currentIndex == (1 << 32) - step)
            #expect(engine.contentOffset == engine.layout.restingOffset(forStop: engine.behavior.currentStop))
        }
        Self.expectEvenlySpaced(engine)
    }

    /// `scrollByStops(Int.min)` on a loop of `Int.max` items three to a screen moves the
    /// remainder of whole cycles only, and a drag and release after it rests on a stop home.
    @Test func scrollingByIntMinStops_inALoopPagedByScreenful_movesTheRemainder() throws {
        let configuration = try CarouselLayout.Configuration(axis: .vertical, itemSizing: .fixed(CGSize(width: 200, height: 160)),
                                                             minimumLineSpacing: 20, paging: .screenful)
        var engine = try makeCarouselEngine(items: .max, configuration: configuration, viewport: CGSize(width: 67, height: 244))
        let stops = engine.layout.numberOfStops
        engine.send { $0.scrollByStops(Int.min, animated: false, scroll: $1, layout: $2) }
        let remainder = Int(Int.min.magnitude % UInt(stops))
        #expect(engine.behavior.currentStop == -remainder)
        engine.beginDragging()
        engine.drag(by: CGPoint(x: 0, y: -100))
        engine.endDragging(velocity: .zero)
        engine.runUntilIdle()
        #expect(abs(engine.contentOffset.y - engine.layout.homeOffset.y) <= engine.layout.recenterThreshold)
        #expect(engine.contentOffset == engine.layout.restingOffset(forStop: engine.behavior.currentStop))
    }

    // MARK: - Time

    /// The engine's clock advanced by 10³⁰⁰ s, then by frames: every positive step still moves
    /// the clock, and an offset the app left outside the content comes back.
    @Test func aClockAdvancedByAnEon_thenByFrames_stillComesToRest() throws {
        var engine = try makeCarouselEngine(items: 0, viewport: CGSize(width: 0, height: 200))
        engine.setContentOffset(CGPoint(x: -1000, y: -1000), animated: false)
        engine.advance(by: 1e300)
        #expect(engine.runUntilIdle() < 10)
        #expect(!engine.isMoving)
        #expect(engine.contentOffset == .zero)
        let before = engine.now
        engine.advance(by: 1.0 / 60)
        #expect(engine.now > before)
    }
}

extension ExtremeInputScenarioTests {
    /// Runs 60 Hz frames for at most 10 s: the engine must have come to rest, and a release
    /// played at `Limits.releaseSpeed` rests within 50,000 pt of the top.
    static func expectRestsWithinTenSecondsNearTheTop(_ engine: inout PresentationEngine) {
        var elapsed: TimeInterval = 0
        while engine.isMoving && elapsed < 10 {
            engine.advance(by: 1.0 / 60)
            elapsed += 1.0 / 60
        }
        #expect(!engine.isMoving, "still moving after 10 s")
        #expect(engine.contentOffset.y > 0 && engine.contentOffset.y < 50_000)
    }

    /// The visible items of a carousel sit exactly a stride apart.
    static func expectEvenlySpaced(_ engine: CarouselEngine) {
        let frames = engine.visibleItems.map(\.frame).sorted { $0.minX < $1.minX }
        let stride = engine.layout.restingOffset(forStop: 1).x - engine.layout.restingOffset(forStop: 0).x
        #expect(stride > 0 && frames.count >= 2)
        for (left, right) in zip(frames, frames.dropFirst()) {
            #expect(right.minX - left.minX == stride, "\(left) then \(right)")
        }
    }
}
