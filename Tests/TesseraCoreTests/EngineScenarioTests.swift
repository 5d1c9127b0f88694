import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The engine driven like a finger over a plain strip of 100 items, 100 pt each.
@Suite("CollectionEngine scenarios")
struct EngineScenarioTests {
    @Test func flick_sendsUIKitsCallbacksInUIKitsOrder() {
        var engine = makeStripEngine()
        engine.flingAndSettle(by: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 900, y: 0))
        #expect(engine.milestones == [
            .willBeginDragging,
            .willEndDragging(velocity: CGPoint(x: 900, y: 0),
                             target: CGPoint(x: Deceleration.projectedPosition(from: 60, velocity: 900), y: 0)),
            .didEndDragging(willDecelerate: true),
            .willBeginDecelerating,
            .didEndDecelerating,
        ])
    }

    /// Free deceleration rests where the closed form says, at 60 Hz and at 120 Hz alike.
    @Test(arguments: [60.0, 120.0])
    func freeFling_restsAtTheProjectedOffset(frameRate: Double) {
        var engine = makeStripEngine()
        engine.fling(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1500, y: 0), frameRate: frameRate)
        let expected = Deceleration.projectedPosition(from: 40, velocity: 1500)
        let frames = engine.runUntilIdle(frameRate: frameRate)
        #expect(abs(engine.contentOffset.x - expected) <= 0.25)
        // ln(0.01/1.5)/ln(0.998) ≈ 2.5 s of frames.
        #expect(abs(Double(frames) / frameRate - 2.503) < 2 / frameRate)
    }

    @Test func dragPastTheLeadingEdge_rubberBands() {
        var engine = makeStripEngine()
        engine.beginDragging()
        engine.drag(by: CGPoint(x: -100, y: 0))
        // (1 − 1/(100·0.55/320 + 1))·320 = 46.93 pt, rounded to the 2× pixel grid.
        #expect(engine.contentOffset.x == -47)
        engine.drag(by: CGPoint(x: 100, y: 0))
        #expect(engine.contentOffset.x == 0)
    }

    @Test func releasePastTheEdge_bouncesBackExactlyToIt() {
        var engine = makeStripEngine()
        engine.fling(by: CGPoint(x: -150, y: 0), velocity: CGPoint(x: -300, y: 0))
        #expect(engine.phase == .decelerating)
        let frames = engine.runUntilIdle()
        #expect(engine.contentOffset == .zero)
        #expect(frames < 60) // about half a second
        #expect(engine.milestones.last == .didEndDecelerating)
    }

    @Test func flingIntoTheFarEdge_overshootsThenRestsOnIt() {
        var engine = makeStripEngine(items: 10) // content 1000, max offset 680
        engine.setContentOffset(CGPoint(x: 500, y: 0), animated: false)
        engine.fling(by: CGPoint(x: 20, y: 0), velocity: CGPoint(x: 3000, y: 0))
        var furthest: CGFloat = 0
        while engine.isMoving {
            engine.advance(by: 1 / 60)
            furthest = max(furthest, engine.contentOffset.x)
        }
        #expect(furthest > 690)
        #expect(furthest < 680 + 320)
        #expect(engine.contentOffset.x == 680)
    }

    @Test func touchDuringDeceleration_catchesTheContentWithoutEndCallback() {
        var engine = makeStripEngine()
        engine.fling(by: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 2000, y: 0))
        for _ in 0..<20 { engine.advance(by: 1 / 60) }
        let caught = engine.contentOffset
        engine.beginDragging()
        engine.advance(by: 0.5)
        #expect(engine.contentOffset == caught)
        #expect(!engine.events.contains(.didEndDecelerating))
    }

    @Test func animatedSetContentOffset_takesAboutPointThreeSecondsAndEndsOnce() {
        var engine = makeStripEngine()
        engine.setContentOffset(CGPoint(x: 400, y: 0), animated: true)
        let frames = engine.runUntilIdle()
        #expect(engine.contentOffset.x == 400)
        #expect(frames == 18) // 0.3 s at 60 Hz
        #expect(engine.milestones == [.didEndScrollingAnimation])
        engine.setContentOffset(CGPoint(x: 100, y: 0), animated: false)
        #expect(engine.events.last == .didScroll(CGPoint(x: 100, y: 0)))
        #expect(engine.uikitPhase == .idle)
        // The adapter cannot tell a jump from the first frame of an animation someone else
        // started: it hears the end once the scroll view has been still for a moment.
        #expect(engine.runUntilIdle() == 6)
        #expect(engine.heardMilestones == [.didEndScrollingAnimation, .didEndScrollingAnimation])
    }

    @Test func scrollToItem_clampsToTheContent() {
        var engine = makeStripEngine(items: 10)
        engine.scrollToItem(ItemIndex(item: 9), at: .left, animated: false)
        #expect(engine.contentOffset.x == 680)
        engine.scrollToItem(ItemIndex(item: 4), at: .centeredHorizontally, animated: false)
        #expect(engine.contentOffset.x == 290)
        engine.scrollToItem(ItemIndex(item: 42), at: .left, animated: false)
        #expect(engine.contentOffset.x == 290)
    }

    /// Recentring mid-fling moves offset and items together: no cell appears or disappears
    /// and the motion goes on at the same velocity. Content that recentres has its release
    /// played by the adapter, which moves its motion with the recentre.
    @Test func recenterDuringDeceleration_isInvisibleAndKeepsVelocity() {
        var engine = makeRecenteringStripEngine()
        engine.setContentOffset(CGPoint(x: 30_000, y: 0), animated: false)
        engine.fling(by: CGPoint(x: 20, y: 0), velocity: CGPoint(x: 2500, y: 0))
        for _ in 0..<10 { engine.advance(by: 1 / 60) }
        #expect(engine.uikitPhase == .idle) // UIKit was told to stay; the adapter moves it
        let before = engine.velocity.x
        let cells = engine.cells.visible
        let itemsOnScreen = engine.visibleItems.map { ($0.index, $0.frame.minX - engine.contentOffset.x) }
        engine.send { _, _, _ in [.recenter(by: CGPoint(x: -20_000, y: 0))] }
        #expect(engine.velocity.x == before)
        #expect(engine.lastVisibilityChange.isEmpty)
        #expect(engine.cells.visible == cells)
        let after = engine.visibleItems.map { ($0.index, $0.frame.minX - engine.contentOffset.x) }
        #expect(after.map(\.0) == itemsOnScreen.map(\.0))
        for (a, b) in zip(after, itemsOnScreen) { #expect(abs(a.1 - b.1) <= 0.25) }
        // The fling ends where it would have, 20,000 pt lower.
        let expected = Deceleration.projectedPosition(from: 30_020, velocity: 2500) - 20_000
        engine.runUntilIdle()
        #expect(abs(engine.contentOffset.x - expected) <= 0.5)
    }

    /// Why the adapter plays those releases: UIKit's own deceleration heads for an absolute
    /// offset, and the fake UIKit (like a device may) pulls a recentred offset straight back.
    @Test func recenterUnderUIKitsOwnDeceleration_isPulledBack() {
        var engine = makeStripEngine(items: 1000)
        engine.setContentOffset(CGPoint(x: 30_000, y: 0), animated: false)
        engine.fling(by: CGPoint(x: 20, y: 0), velocity: CGPoint(x: 2500, y: 0))
        engine.advance(by: 1 / 60)
        #expect(engine.uikitPhase == .decelerating)
        engine.send { _, _, _ in [.recenter(by: CGPoint(x: -20_000, y: 0))] }
        #expect(engine.contentOffset.x < 20_000)
        engine.advance(by: 1 / 60)
        #expect(engine.contentOffset.x > 30_000)
    }

    /// A layout switch mid-fling stops the fling where it is shown, then puts the new layout
    /// and the caller's offset in place in one pass (here keeping the leading item's screen
    /// position).
    @Test func layoutSwitchMidFling_stopsTheFlingAndKeepsTheAnchor() {
        var engine = makeStripEngine(items: 1000)
        engine.fling(by: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 2500, y: 0))
        for _ in 0..<10 { engine.advance(by: 1 / 60) }
        #expect(engine.isMoving)
        let anchor = engine.visibleItems[1]
        let onScreen = anchor.frame.minX - engine.contentOffset.x
        var narrow = StripLayout()
        narrow.itemSize = CGSize(width: 50, height: 200)
        engine.setLayout(narrow) { layout, _ in
            CGPoint(x: layout.item(at: anchor.index)!.frame.minX - onScreen, y: 0)
        }
        #expect(engine.layout.itemSize.width == 50)
        #expect(engine.layout.item(at: anchor.index)!.frame.minX - engine.contentOffset.x == onScreen)
        engine.runUntilIdle()
        #expect(engine.layout.item(at: anchor.index)!.frame.minX - engine.contentOffset.x == onScreen)
        #expect(engine.visibleIndices == engine.visibleItems.map(\.index))
    }

    /// `setContentOffset` does not clamp; once that scroll has ended, an offset outside the
    /// content comes back to the nearest edge (with the bounce spring from close by, in one
    /// jump from far away) and the behaviour hears the end of an animation.
    @Test(arguments: [(CGFloat(-150), CGFloat(0), true), (1e30, 9680, false)])
    func offsetSetOutsideTheContent_returnsToTheEdge(set: CGFloat, edge: CGFloat, springs: Bool) {
        var engine = makeStripEngine()
        engine.setContentOffset(CGPoint(x: set, y: 0), animated: false)
        let frames = engine.runUntilIdle()
        #expect(engine.contentOffset == CGPoint(x: edge, y: 0))
        #expect(springs ? frames > 20 : frames < 10)
        #expect(engine.heardMilestones == [.didEndScrollingAnimation])
    }

    /// NaN is not an offset: ignored. The most negative finite offset stays finite on the
    /// pixel grid and, like any offset outside the content, returns to the edge within a few
    /// frames.
    @Test func offsetBeyondThePixelGrid_returnsToTheEdge_nanIsIgnored() {
        var engine = makeStripEngine()
        engine.setContentOffset(CGPoint(x: CGFloat.nan, y: 0), animated: true)
        #expect(engine.runUntilIdle() == 0)
        engine.setContentOffset(CGPoint(x: -CGFloat.greatestFiniteMagnitude, y: 0), animated: false)
        #expect(engine.contentOffset.x.isFinite)
        #expect((1...30).contains(engine.runUntilIdle()))
        #expect(engine.contentOffset == .zero)
    }

    @Test func longScroll_reusesCellsInsteadOfCreatingThem() {
        var engine = makeStripEngine(items: 1000)
        for _ in 0..<30 {
            engine.flingAndSettle(by: CGPoint(x: 50, y: 0), velocity: CGPoint(x: 3000, y: 0))
        }
        #expect(engine.contentOffset.x > 20_000)
        #expect(engine.cells.statistics.maxInUse <= 5) // 320 pt shows at most 5 items 100 pt wide
        #expect(engine.cells.statistics.created <= 6)
        #expect(engine.cells.statistics.alive == engine.cells.statistics.created)
        #expect(engine.cells.statistics.reused > 100)
    }

    @Test func tap_selectsTheItemUnderTheFingerOnlyAtRest() {
        var engine = makeStripEngine()
        engine.setContentOffset(CGPoint(x: 250, y: 0), animated: false)
        engine.tap(at: CGPoint(x: 10, y: 100))
        #expect(engine.events.last == .didSelectItem(ItemIndex(item: 2)))
        engine.fling(by: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 2000, y: 0))
        engine.advance(by: 0.1)
        engine.tap(at: CGPoint(x: 10, y: 100))
        #expect(!engine.isMoving)
        #expect(engine.events.filter { if case .didSelectItem = $0 { true } else { false } }.count == 1)
    }

    @Test func zeroSizeViewportAndNoItems_doNotCrash() {
        var engine = makeStripEngine(items: 0, viewport: .zero)
        engine.flingAndSettle(by: CGPoint(x: 50, y: 50), velocity: CGPoint(x: 5000, y: 5000))
        engine.setContentOffset(CGPoint(x: CGFloat.nan, y: 0), animated: true)
        engine.scrollToItem(ItemIndex(item: 3), at: .left, animated: true)
        engine.tap(at: .zero)
        engine.advance(by: 1)
        #expect(engine.contentOffset == .zero)
        #expect(engine.visibleIndices.isEmpty)
    }

    @Test func contentNoWiderThanTheViewport_doesNotScrollUnlessAlwaysBounce() {
        var engine = makeStripEngine(items: 2)
        engine.beginDragging()
        engine.drag(by: CGPoint(x: 80, y: 0))
        #expect(engine.contentOffset == .zero)
        engine.endDragging(velocity: .zero)
        engine.updateConfiguration { $0.alwaysBounceHorizontal = true }
        engine.beginDragging()
        engine.drag(by: CGPoint(x: 80, y: 0))
        #expect(engine.contentOffset.x > 0)
        engine.endDragging(velocity: .zero)
        engine.runUntilIdle()
        #expect(engine.contentOffset == .zero)
    }
}

@Suite("CollectionEngine relayouts")
struct EngineRelayoutTests {
    /// The content shrinks under a fling: the offset is past the new edge with nothing ahead
    /// to cross, and must spring back inside rather than rest outside the content.
    @Test func reloadWithFewerItemsMidFling_springsBackInside() {
        var engine = makeStripEngine(items: 100)
        engine.setContentOffset(CGPoint(x: 5000, y: 0), animated: false)
        engine.fling(by: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 2000, y: 0))
        engine.advance(by: 0.1)
        engine.reloadData(itemCount: 10) // max offset is now 680
        engine.runUntilIdle()
        #expect(engine.contentOffset.x == 680)
        #expect(engine.milestones.last == .didEndDecelerating)
    }

    @Test func reloadWithFewerItemsAtRest_clampsImmediately() {
        var engine = makeStripEngine(items: 100)
        engine.setContentOffset(CGPoint(x: 5000, y: 0), animated: false)
        engine.reloadData(itemCount: 10)
        #expect(engine.contentOffset.x == 680)
        #expect(engine.reloadCount == 1)
        #expect(engine.visibleIndices.map(\.item) == [6, 7, 8, 9])
    }
}
