import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Issue 10: the engine examples, and the shrunk cases the engine event properties
/// (`Properties/Engine*Properties.swift`) found, as named regressions.
@Suite("Engine hardening")
struct EngineHardeningTests {
    private static let oneByOne = try! PagedGridLayout.Configuration(columns: 1, rows: 1, itemSpacing: 0, lineSpacing: 0)

    // MARK: - The examples

    @Test(arguments: [CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 10, y: CGFloat.nan), CGPoint(x: CGFloat.infinity, y: 0),
                      CGPoint(x: 1e30, y: -1e30), CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 0)])
    func tapAtANonFiniteOrFarPoint_selectsNothingAndDoesNotTrap(point: CGPoint) throws {
        var grid = makeGridEngine()
        grid.tap(at: point)
        #expect(grid.reportedPages.isEmpty && !grid.events.contains { if case .didSelectItem = $0 { true } else { false } })
        var carousel = try makeCarouselEngine()
        carousel.tap(at: point)
        #expect(carousel.selectedItems.isEmpty)
        var infinite = try makeInfiniteEngine()
        infinite.tap(at: point)
        #expect(infinite.selectedTiles.isEmpty)
        #expect(grid.contentOffset.x.isFinite && carousel.contentOffset.x.isFinite && infinite.contentOffset.x.isFinite)
    }

    /// `setContentOffset` does not clamp (UIKit's does not); once that scroll ends, the grid
    /// brings an offset far outside its content window back inside and recentres, so it does
    /// not stay at 10³⁰.
    @Test(arguments: [CGFloat(1e30), -1e30, CGFloat.greatestFiniteMagnitude, 5e6])
    func infiniteGridOffsetSetFarOutside_comesBackInsideTheContent(x: CGFloat) throws {
        var engine = try makeInfiniteEngine()
        engine.setContentOffset(CGPoint(x: x, y: 0), animated: false)
        engine.runUntilIdle()
        let state = engine.uikitState
        #expect(!engine.isMoving)
        #expect(state.clamped(engine.contentOffset) == engine.contentOffset)
        #expect(abs(engine.contentOffset.x) < CGFloat(1 << 20))
        #expect(Set(engine.visibleIndices) == Set(engine.visibleItems.map(\.index)))
        #expect(!engine.visibleIndices.isEmpty)
    }

    // MARK: - Found by the engine event properties

    /// An app's `setContentOffset` stops UIKit's deceleration (a bounce, here) without an end
    /// callback. The adapter used to wait for `didEndDecelerating` forever: the engine never
    /// rested and the offset stayed at (−1000, −1000), outside the content. It now takes the
    /// scroll for someone else's, which ends and returns into the content.
    @Test func setContentOffsetDuringUIKitDeceleration_endsAndReturnsIntoTheContent() {
        var engine = makeGridEngine(items: 0, configuration: Self.oneByOne)
        engine.beginDragging()
        engine.drag(by: CGPoint(x: -400, y: -400))
        engine.endDragging(velocity: CGPoint(x: -9000, y: -9000))
        #expect(engine.adapter.mover == .uikitDeceleration)
        engine.setContentOffset(CGPoint(x: -1000, y: -1000), animated: false)
        #expect(engine.runUntilIdle() < 30)
        #expect(!engine.isMoving)
        #expect(engine.contentOffset == .zero)
        #expect(engine.heardMilestones.last == .didEndScrollingAnimation)
    }

    /// The same inside the content: a pager whose fling an app stopped hears the end.
    @Test func setContentOffsetDuringAStripFling_isHeardToEnd() {
        var engine = makeStripEngine()
        engine.fling(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 2000, y: 0))
        #expect(engine.adapter.mover == .uikitDeceleration)
        engine.setContentOffset(CGPoint(x: 500, y: 0), animated: false)
        engine.runUntilIdle()
        #expect(!engine.isMoving)
        #expect(engine.contentOffset == CGPoint(x: 500, y: 0))
        #expect(engine.heardMilestones.last == .didEndScrollingAnimation)
    }

    /// An animated `setContentOffset` under a finger used to start UIKit's animation and drop
    /// the drag: the release was never heard and the engine moved forever. The finger keeps
    /// the content: the offset jumps and the drag goes on from there.
    @Test func animatedSetContentOffsetDuringADrag_jumpsAndTheDragGoesOn() {
        var engine = makeGridEngine(items: 0, configuration: Self.oneByOne)
        engine.beginDragging()
        engine.drag(by: CGPoint(x: -400, y: -400))
        engine.setContentOffset(CGPoint(x: -1000, y: -1000), animated: true)
        #expect(engine.uikitPhase == .dragging)
        #expect(engine.contentOffset == CGPoint(x: -1000, y: -1000))
        engine.endDragging(velocity: .zero)
        engine.runUntilIdle()
        #expect(!engine.isMoving)
        #expect(engine.contentOffset == .zero)
    }

    /// After a step to an eon (10³⁰⁰ s) a frame's 1/60 s vanished in rounding, so the clock
    /// stood still and the return of an offset the app put outside the content never
    /// finished. A positive step now always moves the clock.
    @Test func advanceByAnEon_thenFrames_stillComesToRest() throws {
        var engine = try makeCarouselEngine(items: 0, viewport: CGSize(width: 0, height: 200))
        engine.setContentOffset(CGPoint(x: -1000, y: -1000), animated: false)
        engine.advance(by: 1e300)
        #expect(engine.runUntilIdle() < 10)
        #expect(!engine.isMoving)
        #expect(engine.contentOffset == .zero)
        let before = engine.now
        engine.advance(by: 1.0 / 60)
        #expect(engine.now > before)
        engine.advance(by: 0)
        engine.advance(by: -1)
        engine.advance(by: .nan)
        #expect(engine.now > before)
    }

    /// A touch that catches a bounce and lifts without dragging used to leave the content
    /// where it caught it (39 pt above an empty presentation's top). UIKit bounces it back.
    @Test func touchCatchingABounce_thenLifting_bouncesBack() throws {
        var engine = makePresentationEngine(try scenarioPresentations()[0], sectionItemCounts: [0],
                                            viewport: CGSize(width: 40, height: 40))
        engine.beginDragging()
        engine.drag(by: CGPoint(x: 0, y: -400))
        engine.endDragging(velocity: .zero)
        engine.advance(by: 1.0 / 60)
        engine.touchDown()
        let caught = engine.contentOffset
        #expect(caught.y < -1)
        engine.touchUp()
        engine.runUntilSettled()
        #expect(!engine.isMoving)
        #expect(engine.contentOffset == .zero)
    }

    /// Pages reloaded to none while their settle spring still headed for page 1: the spring
    /// used to end at x = 320, outside the now empty content, and stay there. Content a
    /// motion leaves outside its edges now comes back.
    @Test func pagesReloadedToNoneDuringASettle_returnIntoTheContent() {
        var pair = makePager(pages: 2)
        pair.dragPages(by: 160, steps: 2)
        pair.leading { $0.endDragging(velocity: .zero) }
        #expect(pair.leader.adapter.mover == .adapter)
        pair.leading { $0.reloadData(itemCount: 0) }
        pair.following { $0.reloadData(itemCount: 0) }
        pair.settle()
        #expect(!pair.leader.isMoving)
        #expect(pair.leader.contentOffset == .zero)
    }

    /// A pinch that began while a finger pulled an empty list 352 pt past its top: the switch
    /// ended at that offset (its anchor) and stopped UIKit's bounce, so the list rested outside
    /// its content. A layout change that leaves content outside its edges with nothing moving
    /// it now brings it back.
    @Test func pinchSwitchEndingPastTheTop_returnsIntoTheContent() throws {
        let presentations = try scenarioPresentations()
        var engine = makePresentationEngine(presentations[0], sectionItemCounts: [0, 0])
        engine.beginDragging()
        for _ in 0..<6 { engine.drag(by: CGPoint(x: 0, y: -400)) }
        engine.beginInteractiveSwitch(to: presentations[0])
        engine.updateInteractiveSwitch(progress: 0)
        engine.endDragging(velocity: .zero)
        engine.endInteractiveSwitch(progressVelocity: 0)
        engine.runUntilSettled()
        #expect(!engine.isMoving)
        #expect(engine.contentOffset == .zero)
    }

    /// Found by the engine properties: a release at 10³⁰ pt/s carried the infinite grid's
    /// offset ~2·10¹⁰ pt in one frame, past any window a recentre brings back; the adapter
    /// plays at most `maximumReleaseSpeed`.
    @Test(arguments: [CGPoint(x: 1e30, y: -9000), CGPoint(x: -9000, y: 9.2e18), CGPoint(x: -1e30, y: -1e30)])
    func releaseAtAnAdversarialVelocity_staysWithinTheRecentringWindow(velocity: CGPoint) throws {
        // The shrunk case: small tiles, columns bounded, a release with no drag before it.
        var engine = try makeInfiniteEngine(tile: CGSize(width: 31, height: 20), spacing: 17.5, xBounds: -3...3)
        engine.beginDragging()
        engine.endDragging(velocity: velocity)
        for _ in 0..<600 where engine.isMoving {
            engine.advance(by: 1.0 / 60)
            #expect(abs(engine.contentOffset.x) < 1_048_576 && abs(engine.contentOffset.y) < 1_048_576)
        }
        #expect(!engine.isMoving)
    }

    /// Found by the engine properties: a release at 9.2·10¹⁸ pt/s on a list of `Int.max` rows,
    /// which UIKit decelerates itself, aimed UIKit at its own proposal 10¹⁸ pt away and was
    /// still moving after 10 s. The adapter re-aims UIKit at where a release at
    /// `maximumReleaseSpeed` would rest (this test fails without it).
    @Test(arguments: UIKitModel.allPlausible)
    func releaseBeyondThePlayableSpeed_UIKitDecelerationRestsSoon(uikit: UIKitModel) throws {
        var engine = makePresentationEngine(try scenarioPresentations()[0], sectionItemCounts: [.max], uikit: uikit)
        engine.beginDragging()
        engine.endDragging(velocity: CGPoint(x: -9000, y: 9.2e18))
        engine.touchUp()
        Self.expectRestsWithinTenSecondsNearTheTop(&engine)
    }

    /// Found by the long mode: a release at 10³⁰ pt/s into the edge of a one-item list, where
    /// the playable target and UIKit's own are the same edge (nothing to re-aim), then
    /// `reload(Int.max)` before the next frame, left UIKit decelerating from the raw reading,
    /// 5·10¹¹ pt and 20 s long. The adapter now plays such a release itself, at
    /// `maximumReleaseSpeed` (the shrunk case, replayed, and the same release under every
    /// UIKit model).
    @Test func unplayableReleaseAtAnEdge_thenAReload_restsSoon() {
        var shrunk = Choices(sparse: [8: 70, 16: 174, 18: 1, 19: 63, 22: 163, 28: 119, 29: 236, 31: 236, 32: 223,
                                      33: 153, 34: 174, 35: 231, 36: 47])
        EnginePresentationProperties.check(EnginePresentationCase(&shrunk))
    }

    @Test(arguments: UIKitModel.allPlausible)
    func unplayableReleaseAtAnEdge_thenAReload_restsSoon(uikit: UIKitModel) throws {
        var engine = makePresentationEngine(try scenarioPresentations()[0], sectionItemCounts: [1],
                                            viewport: CGSize(width: 40, height: 40), uikit: uikit)
        engine.beginDragging()
        engine.endDragging(velocity: CGPoint(x: 0, y: 1e30))
        engine.touchUp()
        engine.reloadData(itemCount: .max)
        Self.expectRestsWithinTenSecondsNearTheTop(&engine)
    }

    /// Found by the long mode: a release at 10³⁰ pt/s while rubber-banding past the top of a
    /// one-item carousel launched UIKit's bounce spring at the raw reading (10¹² pt/s in the
    /// fake); one frame later the offset was 1.3·10¹⁰ pt, and a reload that made the carousel
    /// loop left it there, beyond any recentring. The adapter plays such a bounce itself, at
    /// `maximumReleaseSpeed` (the shrunk case, replayed).
    @Test func unplayableReleaseWhileRubberBanding_staysNearTheContent() {
        var shrunk = Choices(sparse: [0: 221, 6: 43, 15: 249, 19: 4, 31: 246, 33: 124, 37: 236, 38: 3, 39: 65, 42: 181, 44: 2])
        EngineCarouselProperties.check(EngineCarouselCase(&shrunk))
    }

    /// Found by the long mode: `scrollByStops(Int.min)` on a loop of `Int.max` items paged two
    /// to a screen (2⁶² stops) moved a whole cycle, 3·10²⁰ pt away, under a finger. Whole
    /// cycles now move nothing (the shrunk case, replayed).
    @Test func scrollByWholeCycles_movesNothing() {
        var shrunk = Choices(sparse: [0: 81, 9: 38, 14: 231, 15: 247, 16: 192, 21: 24, 24: 67, 32: 149, 40: 208,
                                      41: 231, 42: 156])
        EngineCarouselProperties.check(EngineCarouselCase(&shrunk))
    }

    /// Issue 10, fixed: an unanimated jump half way round a loop of `Int.max` items
    /// (`scrollToItem(Int.max / 2)`, 10²¹ pt) left the offset there. Recentring shifts the
    /// offset by a CGFloat, which it refuses beyond 2⁵⁰ pt (it could not land on an item
    /// exactly); such a jump now renumbers the loop by index (`.renumberLoop`) and scrolls
    /// next to home.
    @Test func jumpHalfWayRoundAnIntMaxLoop_staysWithinTheLoopBound() throws {
        var engine = try makeCarouselEngine(items: .max, configuration: .banner)
        engine.scrollToItem(Int.max / 2, animated: false)
        _ = engine.runUntilIdle()
        #expect(abs(engine.contentOffset.x) < EngineInvariants.loopBound)
        #expect(engine.behavior.currentIndex == Int.max / 2)
    }

    /// Issue 10, fixed, the same limit from the app's side: an offset the app set at −10³⁰ pt,
    /// then VoiceOver's "next" in a loop of 2 items, rested at −2⁵⁰ pt (stops are read with
    /// offsets clamped to ±2⁵⁰ pt, and recentring refuses to shift that far). Long mode; the
    /// shrunk case, replayed. The step now renumbers the loop and lands next to home.
    @Test func appOffsetBeyondTheRecentringLimit_thenVoiceOverNext_comesBack() {
        var shrunk = Choices(sparse: [0: 65, 9: 190, 15: 2, 16: 192, 24: 166, 25: 65, 28: 65, 31: 219, 35: 231,
                                      36: 104, 38: 124, 45: 235, 52: 124, 59: 246])
        EngineCarouselProperties.check(EngineCarouselCase(&shrunk))
    }

    /// Long mode, after the renumbering: `scrollByStops(Int.min)` on a loop of `Int.max` items
    /// three to a page is almost a cycle back, to a stop whose first item is next to
    /// `Int.min`. The loop was renumbered there, virtual indices saturated, and the next rest
    /// read a stop 6.8·10²⁰ pt away. A far jump now lands on the virtual stop of the same place
    /// nearest stop 0 (the shrunk case, replayed, and the jump by hand).
    @Test func jumpAlmostACycleBack_landsOnAStopNearZero() throws {
        var shrunk = Choices(sparse: [0: 137, 7: 2, 9: 80, 14: 231, 15: 57, 16: 192, 19: 27, 20: 8, 24: 213, 25: 65,
                                      28: 65, 31: 149, 32: 208, 33: 231, 34: 171, 41: 25, 42: 41, 48: 160, 49: 31])
        EngineCarouselProperties.check(EngineCarouselCase(&shrunk))

        let configuration = try CarouselLayout.Configuration(axis: .vertical, itemSizing: .fixed(CGSize(width: 200, height: 160)),
                                                             minimumLineSpacing: 20, paging: .screenful)
        var engine = try makeCarouselEngine(items: .max, configuration: configuration, viewport: CGSize(width: 67, height: 244))
        let stops = engine.layout.numberOfStops
        engine.send { $0.scrollByStops(Int.min, animated: false, scroll: $1, layout: $2) }
        #expect(engine.behavior.currentStop == 1, "of \(stops)")
        engine.drag(by: CGPoint(x: 0, y: -100))
        engine.endDragging(velocity: .zero)
        _ = engine.runUntilIdle()
        #expect(abs(engine.contentOffset.y - engine.layout.homeOffset.y) < EngineInvariants.loopBound)
        #expect(engine.contentOffset == engine.layout.restingOffset(forStop: engine.behavior.currentStop))
    }

    /// Long mode, fixed by the same re-aiming: a paged grid of `Int.max` items flicking any
    /// number of pages, released at 10³⁰ pt/s, and a view pager of `Int.max` pages released
    /// at 9.2·10¹⁸ pt/s, were still moving after 10 s (the shrunk cases, replayed).
    @Test func longModeReleasesBeyondThePlayableSpeed_comeToRest() {
        var grid = Choices(sparse: [0: 121, 8: 163, 10: 231, 11: 77, 15: 135, 16: 65, 19: 65, 36: 65, 39: 65, 46: 246,
                                    47: 157, 48: 124, 52: 236, 53: 13])
        EnginePagedGridProperties.check(EnginePagedGridCase(&grid))
        var pager = Choices(sparse: [0: 231, 1: 77, 7: 188, 8: 61, 11: 61, 14: 196, 25: 117, 26: 236, 27: 197, 35: 205])
        EnginePagerProperties.check(EnginePagerCase(&pager))
    }
}

extension EngineHardeningTests {
    /// Found by the engine properties (long mode): a looping carousel of `Int.max` items
    /// re-pinned next to virtual item −1 (data item `Int.max − 1`, 3·10²¹ pt into its cycle)
    /// placed items up to 2¹⁸ pt off, so a drag, `reload(Int.max)` and release settled 21 pt
    /// off its stop and re-animated every 0.3 s forever. Positions are now counted from the
    /// pinned item (the shrunk case, replayed, and the geometry it broke).
    @Test func loopOfIntMaxItems_behindItemZero_restsOnItsStops() throws {
        var shrunk = Choices(sparse: [6: 237, 19: 244, 21: 246, 47: 181, 48: 231, 49: 182])
        EngineCarouselProperties.check(EngineCarouselCase(&shrunk))

        var engine = try makeCarouselEngine(items: .max, configuration: .banner)
        for _ in 0..<3 {
            _ = engine.accessibilityScroll(.right)
            #expect(!engine.isMoving)
            #expect(engine.contentOffset == engine.layout.restingOffset(forStop: engine.behavior.currentStop))
        }
        #expect(engine.behavior.currentIndex == .max - 3)
        let frames = engine.visibleItems.map(\.frame).sorted { $0.minX < $1.minX }
        let stride = engine.layout.restingOffset(forStop: 1).x - engine.layout.restingOffset(forStop: 0).x
        #expect(stride > 0 && frames.count >= 2)
        for (left, right) in zip(frames, frames.dropFirst()) {
            #expect(right.minX - left.minX == stride, "\(left) then \(right)")
        }
    }
}

extension EngineHardeningTests {
    /// Runs 60 Hz frames for at most 10 s: the engine must have come to rest, and a release
    /// played at `maximumReleaseSpeed` rests within 50,000 pt of the top.
    static func expectRestsWithinTenSecondsNearTheTop(_ engine: inout PresentationEngine) {
        var elapsed: TimeInterval = 0
        while engine.isMoving && elapsed < 10 {
            engine.advance(by: 1.0 / 60)
            elapsed += 1.0 / 60
        }
        #expect(!engine.isMoving, "still moving after 10 s")
        #expect(engine.contentOffset.y > 0 && engine.contentOffset.y < 50_000)
    }
}
