import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// What the adapter does when an app, a reload or a second finger cuts into a motion: every
/// motion ends, and content left outside its edges comes back.
@Suite("Adapter: interrupted motion")
struct AdapterInterruptionTests {
    private static let oneByOne = try! PagedGridLayout.Configuration(columns: 1, rows: 1, itemSpacing: 0, lineSpacing: 0)

    /// An app's `setContentOffset` stops UIKit's deceleration (a bounce, here) and UIKit sends
    /// no end callback: the adapter takes it for someone else's scroll, which ends, and the
    /// content returns inside its edges.
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

    /// The same inside the content: a strip whose fling an app stopped hears the end.
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

    /// An animated `setContentOffset` under a finger: the finger keeps the content, so the
    /// offset jumps and the drag goes on from there, then rests inside the content.
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

    /// A touch that catches a bounce and lifts without dragging: UIKit bounces the content back.
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

    /// Pages reloaded to none while their settle spring heads for page 1: content a motion
    /// leaves outside its edges comes back.
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

    /// A pinch that begins while a finger pulls an empty list far past its top: the switch
    /// ends at that offset, and the layout change brings the list back inside its content.
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
}
