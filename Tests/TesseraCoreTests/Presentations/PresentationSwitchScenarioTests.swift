import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Presentation switches driven through the engine like a finger and a pinch: the anchor item
/// stays where the user saw it, whatever else happens around the switch.
@Suite("Presentation switch scenarios")
struct PresentationSwitchScenarioTests {
    // MARK: - The cycle from random places

    /// list → grid → mosaic → waterfall → list, animated, from random scroll positions (dragged
    /// there by a finger): after each switch, and on every frame of it when the new content's
    /// ends do not move the anchor, the anchor is within 1 pt of its place.
    @Test(arguments: 0..<16)
    func cycleFromRandomPlaces_keepsTheAnchorOnEveryFrame(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 97 &+ 5)
        let counts = (0..<random.int(1...3)).map { _ in random.element([1, 2, 3, 40, 1000]) }
        let header: CGFloat = random.bool() ? 0 : 28
        let chain = try scenarioPresentations(headerHeight: header, heights: scenarioHeights(counts, seed: UInt64(seed)))
        let viewport = CGSize(width: CGFloat(random.int(300...430)), height: CGFloat(random.int(400...900)))
        let insets = EdgeInsets(top: CGFloat(random.int(0...64)), left: 0, bottom: CGFloat(random.int(0...34)), right: 0)
        var engine = makePresentationEngine(chain[0], sectionItemCounts: counts, viewport: viewport, insets: insets,
                                            direction: random.bool() ? .leftToRight : .rightToLeft,
                                            scale: CGFloat(random.int(2...3)))
        for (step, next) in (chain[1...] + [chain[0]]).enumerated() {
            engine.scroll(by: CGFloat.random(in: -2000...8000, using: &random))
            let anchor = try #require(engine.currentAnchor)
            engine.setPresentation(next, animated: true)
            let switching = try #require(engine.layout.activeSwitch)
            #expect(switching.anchorItem == anchor.index, "step \(step)")
            // Unless the new content's ends clamp the final offset, the anchor is held on every frame.
            let finalDistance = engine.layout.presentation.item(at: anchor.index).map {
                $0.frame.minY - switching.transition.toContentOffset.y - insets.top
            }
            let heldThroughout = finalDistance.map { abs($0 - anchor.distanceFromVisibleTop) <= 0.5 } ?? false
            var frames = 0
            while engine.behavior.phase == .animating && frames < 100 {
                engine.advance(by: 1 / 60)
                frames += 1
                if heldThroughout { expectAnchorKept(engine, anchor, "seed \(seed) step \(step) frame \(frames)") }
            }
            #expect(frames >= 20 && frames <= 23, "a 0.35 s switch takes 21 frames at 60 Hz, took \(frames)")
            #expect(!engine.layout.isSwitching && engine.layout.kind == next.kind)
            expectAnchorKept(engine, anchor, "seed \(seed) after step \(step)")
            #expect(engine.visibleIndices == engine.visibleItems.filter { $0.elementKind == .cell }.map(\.index)
                || engine.visibleIndices == engine.visibleItems.map(\.index))
        }
        #expect(engine.completedSwitches == [.grid, .mosaic, .waterfall, .list])
    }

    /// Without scrolling in between, every switch keeps the first one's anchor, so a whole
    /// cycle comes back to exactly the frames and offset it began with, even through
    /// presentations whose ends clamped the anchor away from its place.
    @Test(arguments: [CGFloat(0), 4000, 1e9])
    func cycleWithoutScrolling_returnsExactly(scrolledBy distance: CGFloat) throws {
        let chain = try scenarioPresentations(headerHeight: 24, heights: scenarioHeights([60, 60], seed: 21))
        var engine = makePresentationEngine(chain[0], sectionItemCounts: [60, 60])
        engine.scroll(by: distance)
        let start = engine.shownFrames, offset = engine.contentOffset
        let anchor = try #require(engine.topAnchor)
        for next in chain[1...] + [chain[0]] {
            engine.setPresentation(next, animated: true)
            #expect(engine.layout.activeSwitch?.anchorItem == anchor.index)
            engine.runUntilSettled()
            expectAnchorKept(engine, anchor, "\(next.kind)")
        }
        #expect(engine.contentOffset == offset && engine.shownFrames == start)
    }

    /// Once the user scrolls, the next switch anchors on the item at the top again, not on the
    /// last switch's anchor.
    @Test func scrollingAfterASwitch_anchorsOnTheTopItemAgain() throws {
        let chain = try scenarioPresentations(heights: scenarioHeights([1000], seed: 17))
        var engine = makePresentationEngine(chain[0])
        engine.scroll(by: 7000)
        let first = try #require(engine.topAnchor)
        engine.setPresentation(chain[1], animated: false)
        #expect(engine.behavior.anchor == first)
        engine.scroll(by: 333)
        let top = try #require(engine.topAnchor)
        #expect(top.index != first.index && engine.behavior.anchor == top)
        engine.setPresentation(chain[3], animated: true)
        #expect(engine.layout.activeSwitch?.anchorItem == top.index)
        // Leaving the window mid-switch ends it where it was going.
        engine.advance(by: 0.1)
        engine.setPresence(ScrollViewPresence(isInWindow: false, isAppActive: true))
        #expect(!engine.layout.isSwitching && engine.layout.kind == .waterfall && engine.clockSchedule == .none)
        expectAnchorKept(engine, top, "completed")
        engine.setPresence(ScrollViewPresence(isInWindow: true, isAppActive: true))
        #expect(engine.clockSchedule == .none && engine.layout.kind == .waterfall)
    }

    /// The same cycle without animation: each switch is one layout pass.
    @Test func cycleWithoutAnimation_switchesInOnePass() throws {
        let chain = try scenarioPresentations(heights: scenarioHeights([1000], seed: 9))
        var engine = makePresentationEngine(chain[0])
        engine.scroll(by: 30_000)
        for next in chain[1...] + [chain[0]] {
            let anchor = try #require(engine.currentAnchor)
            engine.setPresentation(next, animated: false)
            #expect(!engine.layout.isSwitching && engine.behavior.phase == .idle && engine.clockSchedule == .none)
            expectAnchorKept(engine, anchor, "\(next.kind)")
        }
        #expect(engine.completedSwitches == [.grid, .mosaic, .waterfall, .list])
    }

    // MARK: - Around other motion

    /// A fling, a few frames, then a switch: the fling stops where it is shown, the anchor seen
    /// then is kept, and nothing moves after the switch ends. Under every plausible UIKit.
    @Test(arguments: UIKitModel.allPlausible)
    func switchMidFling_stopsTheFlingAndKeepsTheAnchor(uikit: UIKitModel) throws {
        let chain = try scenarioPresentations()
        var engine = makePresentationEngine(chain[0], uikit: uikit)
        engine.scroll(by: 12_000)
        engine.fling(by: CGPoint(x: 0, y: 60), velocity: CGPoint(x: 0, y: 3000))
        for _ in 0..<6 { engine.advance(by: 1 / 60) }
        #expect(engine.isMoving)
        let anchor = try #require(engine.currentAnchor)
        engine.setPresentation(chain[1], animated: true)
        #expect(engine.uikitPhase == .idle && engine.adapter.mover == .none, "the fling stopped")
        engine.runUntilSettled()
        expectAnchorKept(engine, anchor, "\(uikit)")
        let rest = engine.contentOffset
        engine.advance(by: 1)
        #expect(engine.contentOffset == rest && !engine.isMoving)
    }

    /// An animated switch, halfway, then another: the second starts from the frames on screen
    /// (nothing jumps) and keeps the first one's anchor.
    @Test func switchMidSwitch_startsFromTheFramesOnScreen() throws {
        let chain = try scenarioPresentations(heights: scenarioHeights([1000], seed: 4))
        var engine = makePresentationEngine(chain[0])
        engine.scroll(by: 20_000)
        let anchor = try #require(engine.currentAnchor)
        engine.setPresentation(chain[1], animated: true)
        for _ in 0..<10 { engine.advance(by: 1 / 60) }
        let progress = try #require(engine.layout.switchProgress)
        #expect(progress > 0.3 && progress < 0.7)
        let before = engine.shownFrames, offset = engine.contentOffset
        engine.setPresentation(chain[2], animated: true)
        #expect(engine.shownFrames == before && engine.contentOffset == offset, "nothing jumps")
        #expect(engine.layout.activeSwitch?.anchorItem == anchor.index)
        expectAnchorKept(engine, anchor, "mid-switch")
        engine.runUntilSettled()
        #expect(engine.layout.kind == .mosaic && !engine.layout.isSwitching)
        expectAnchorKept(engine, anchor, "after the second switch")
        #expect(engine.completedSwitches == [.mosaic])
    }

    /// Rotation halfway through a switch retargets it: it ends on time in the new viewport
    /// with the anchor kept and frames equal to the new presentation's.
    @Test func rotationMidSwitch_retargetsAndKeepsTheAnchor() throws {
        let chain = try scenarioPresentations(headerHeight: 30, heights: scenarioHeights([300, 700], seed: 2))
        var engine = makePresentationEngine(chain[3], sectionItemCounts: [300, 700])
        engine.scroll(by: 40_000)
        let anchor = try #require(engine.currentAnchor)
        engine.setPresentation(chain[2], animated: true)
        for _ in 0..<10 { engine.advance(by: 1 / 60) }
        let rotated = CGSize(width: 480, height: 320)
        engine.setViewportSize(rotated)
        #expect(engine.layout.isSwitching && engine.layout.context.viewportSize == rotated)
        expectAnchorKept(engine, anchor, "right after the rotation")
        engine.runUntilSettled()
        var fresh = chain[2]
        fresh.prepare(in: engine.context)
        #expect(engine.visibleItems == fresh.items(in: engine.scroll.visibleRect))
        expectAnchorKept(engine, anchor, "after the switch")
        #expect(engine.completedSwitches == [.mosaic])
    }

    /// A reload halfway through a switch: more items (up to `Int.max`, 2³² once through the
    /// gate), the anchor kept; fewer items than the anchor's index, no crash and a valid offset.
    @Test(arguments: [1500, 400, 0, Int.max])
    func reloadMidSwitch_isSafe(newCount: Int) throws {
        let chain = try scenarioPresentations()
        var engine = makePresentationEngine(chain[1])
        engine.scroll(by: 60_000)
        let anchor = try #require(engine.currentAnchor)
        #expect(anchor.index.item > 400)
        engine.setPresentation(chain[0], animated: true)
        for _ in 0..<8 { engine.advance(by: 1 / 60) }
        engine.reloadData(itemCount: newCount)
        engine.runUntilSettled()
        #expect(!engine.layout.isSwitching && engine.layout.kind == .list)
        let state = engine.scroll
        let slack = state.pixelGrid.tolerance
        #expect(engine.contentOffset.y >= state.minimumOffset.y - slack && engine.contentOffset.y <= state.maximumOffset.y + slack)
        if newCount > anchor.index.item { expectAnchorKept(engine, anchor, "after the reload") }
        var fresh = chain[0]
        fresh.prepare(in: engine.context)
        #expect(engine.visibleItems == fresh.items(in: engine.scroll.visibleRect))
    }

    /// A touch during an animated switch ends it where it was going; the finger then drags the
    /// new presentation.
    @Test func touchMidSwitch_endsTheSwitchAtItsTarget() throws {
        let chain = try scenarioPresentations()
        var engine = makePresentationEngine(chain[0])
        engine.scroll(by: 5000)
        let anchor = try #require(engine.currentAnchor)
        engine.setPresentation(chain[1], animated: true)
        for _ in 0..<5 { engine.advance(by: 1 / 60) }
        engine.touchDown()
        #expect(!engine.layout.isSwitching && engine.layout.kind == .grid && engine.behavior.phase == .idle)
        expectAnchorKept(engine, anchor, "touched")
        engine.beginDragging()
        engine.drag(by: CGPoint(x: 0, y: 100))
        engine.endDragging(velocity: .zero)
        engine.touchUp()
        engine.runUntilSettled()
        #expect(engine.completedSwitches == [.grid])
    }

    // MARK: - At the limits of the domain

    /// A list of `Int.max` rows (2³², 1.9·10¹¹ pt) flung at a million points per second: the
    /// release plays at 50,000 pt/s (`Limits.releaseSpeed`), so the content comes to rest about
    /// 25,000 pt on, every frame showing the consecutive rows on screen, on the pixel grid.
    @Test func listOfIntMaxRows_flungAtAMillionPointsPerSecond_restsShowingTheRowsOnScreen() throws {
        var engine = makePresentationEngine(try ListPresentation(rowHeight: 44), sectionItemCounts: [.max])
        engine.beginDragging()
        engine.drag(by: CGPoint(x: 0, y: 120))
        engine.endDragging(velocity: CGPoint(x: 0, y: 1e6))
        engine.touchUp()
        for _ in 0..<600 where engine.isMoving {
            engine.advance(by: 1.0 / 60)
            let rows = engine.visibleIndices.map(\.item)
            #expect(rows == Array((rows.first ?? 0)..<((rows.first ?? 0) + rows.count)) && rows.count <= 12)
        }
        #expect(!engine.isMoving)
        #expect(engine.contentOffset.y > 20_000 && engine.contentOffset.y < 30_000)
        #expect(engine.visibleItems.allSatisfy { ($0.frame.minY * 2).rounded() == $0.frame.minY * 2 })
    }

    /// Scrolled to the last rows of `Int.max` items, a switch to the grid keeps the item at the
    /// top of the screen in place, 10¹¹ pt down, and switching back returns exactly.
    @Test func switchAtTheEndOfIntMaxItems_keepsTheAnchorAndReturns() throws {
        let chain = try scenarioPresentations()
        var engine = makePresentationEngine(chain[0], sectionItemCounts: [.max])
        engine.setContentOffset(CGPoint(x: 0, y: engine.layout.contentSize.height - 2_000), animated: false)
        engine.runUntilSettled()
        let start = engine.contentOffset, anchor = try #require(engine.currentAnchor)
        #expect(anchor.index.item > 3_000_000_000)
        engine.setPresentation(chain[1], animated: true)
        engine.runUntilSettled()
        expectAnchorKept(engine, anchor, "in the grid")
        engine.setPresentation(chain[0], animated: true)
        engine.runUntilSettled()
        #expect(engine.contentOffset == start && engine.completedSwitches == [.grid, .list])
    }
}
