import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The components' core scenarios under every plausible answer to what UIKit leaves
/// undocumented (`UIKitModel.allPlausible`: who is asked first at a release, the layout
/// velocity's unit, what a release UIKit is told to hold still does, when the touch observer
/// hears the finger lift). The adapter must give the same result under all of them.
@Suite("The adapter under every UIKit model")
struct EveryUIKitModelTests {
    @Test(arguments: UIKitModel.allPlausible)
    func pagedGrid_slowAndFastReleases(uikit: UIKitModel) {
        var engine = makeGridEngine(uikit: uikit)
        engine.flingAndSettle(by: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 100, y: 0)) // 29%: back
        #expect(engine.contentOffset == .zero)
        engine.flingAndSettle(by: CGPoint(x: 200, y: 0), velocity: CGPoint(x: 100, y: 0)) // 59%: on
        #expect(engine.contentOffset == engine.offset(ofPage: 1))
        engine.flingAndSettle(by: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 8000, y: 0)) // hard: one page
        #expect(engine.contentOffset == engine.offset(ofPage: 2))
        engine.flingAndSettle(by: CGPoint(x: 150, y: 0), velocity: CGPoint(x: 3000, y: 0)) // past the end
        #expect(engine.contentOffset == engine.offset(ofPage: 3))
        #expect(engine.reportedPages == [1, 2, 3])
        #expect(!engine.isMoving)
    }

    @Test(arguments: UIKitModel.allPlausible)
    func carousel_flicksOneItemAndWraps(uikit: UIKitModel) throws {
        var engine = try makeCarouselEngine(items: 3, uikit: uikit)
        let home = engine.contentOffset
        engine.flingAndSettle(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1500, y: 0))
        #expect(engine.contentOffset == CGPoint(x: home.x + 220, y: 0))
        for _ in 0..<4 { engine.flingAndSettle(by: CGPoint(x: -40, y: 0), velocity: CGPoint(x: -1500, y: 0)) }
        #expect(engine.reportedIndices == [1, 0, 2, 1, 0])
        #expect(abs(engine.contentOffset.x - home.x) < engine.layout.recenterThreshold + 220)
        #expect(!engine.isMoving)
    }

    @Test(arguments: UIKitModel.allPlausible)
    func infiniteGrid_flingTravelsTheClosedFormDistance(uikit: UIKitModel) throws {
        var engine = try makeInfiniteEngine(uikit: uikit)
        var watch = GridWatch(engine, start: .zero)
        let before = watch.tracker.viewportOrigin(engine)
        if let problem = watch.fling(&engine, by: CGPoint(x: 60, y: -60), velocity: CGPoint(x: 6000, y: -6000)) {
            Issue.record("\(problem)")
            return
        }
        if let problem = watch.settle(&engine) { Issue.record("\(problem)"); return }
        let after = watch.tracker.viewportOrigin(engine)
        let expected = Deceleration.projectedPosition(from: 60, velocity: 6000)
        #expect(abs(CGFloat(after.x - before.x) / 2 - expected) <= 0.5)
        #expect(abs(CGFloat(after.y - before.y) / 2 + expected) <= 0.5)
        #expect(engine.behavior.recenterCount > 0)
    }

    /// A plain list (no spring, no recentring) decelerates with UIKit's own motion.
    @Test(arguments: UIKitModel.allPlausible)
    func plainScrolling_isUIKitsOwnDeceleration(uikit: UIKitModel) {
        var engine = makeStripEngine()
        engine.uikit = uikit
        engine.fling(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1500, y: 0))
        #expect(engine.uikitPhase == .decelerating)
        engine.runUntilIdle()
        #expect(abs(engine.contentOffset.x - Deceleration.projectedPosition(from: 40, velocity: 1500)) <= 0.25)
        #expect(engine.heardMilestones.last == .didEndDecelerating)
    }
}
