import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The session alone, driven with hand-made scroll states over the canonical grid (page 0 on
/// screen, 30 items): its legal steps, and time as an input.
@Suite("ReorderSession")
struct ReorderSessionTests {
    let layout: PagedGridLayout = {
        var layout = PagedGridLayout()
        layout.prepare(in: LayoutContext(viewportSize: canonicalViewport, itemCount: 30))
        return layout
    }()

    func scroll(at now: TimeInterval, offset: CGPoint = .zero) -> ScrollState {
        ScrollState(contentOffset: offset, viewportSize: canonicalViewport, contentSize: layout.contentSize,
                    contentInsets: .zero, isDragging: false, isDecelerating: false, now: now, pixelGrid: PixelGrid(scale: 2))
    }

    /// A session holding item 3 (lifted at its centre at t = 0).
    func holding(_ configuration: ReorderConfiguration = .standard) -> ReorderSession {
        var session = ReorderSession(configuration: configuration)
        _ = session.lift(at: CGPoint(x: 283.75, y: 47.5), scroll: scroll(at: 0), layout: layout)
        return session
    }

    @Test func aLift_holdsTheItemUnderTheFinger_andMovesNothingYet() {
        var session = ReorderSession()
        let effects = session.lift(at: CGPoint(x: 283.75, y: 47.5), scroll: scroll(at: 0), layout: layout)
        #expect(effects.first == .lifted(ItemIndex(item: 3)))
        #expect(session.liveMove == .staying(ItemIndex(item: 3)))
        #expect(session.liftedItem(contentOffset: .zero)?.transform.scale == 1.1)
    }

    @Test func aLiftOverEmptySpace_orASecondLift_doesNothing() {
        var session = ReorderSession()
        #expect(session.lift(at: CGPoint(x: 76, y: 100), scroll: scroll(at: 0), layout: layout).isEmpty)
        #expect(!session.isActive)
        var held = holding()
        #expect(held.lift(at: CGPoint(x: 36, y: 47), scroll: scroll(at: 0.1), layout: layout).isEmpty)
        #expect(held.liveMove?.from == ItemIndex(item: 3))
    }

    @Test func movingOverAnotherCell_retargetsTheLiveMove() {
        var session = holding()
        let effects = session.moveFinger(to: CGPoint(x: 118, y: 150), scroll: scroll(at: 0.1), layout: layout)
        #expect(effects.contains(.retargeted(ReorderMove(from: ItemIndex(item: 3), to: ItemIndex(item: 5)))))
    }

    /// The default dwell is half a second: not a frame earlier, and again every half second
    /// while held there.
    @Test func heldInTheEdgeZone_turnsAPageAfterTheDwell_andAgainWhileHeld() {
        var session = holding()
        _ = session.moveFinger(to: CGPoint(x: 315, y: 47.5), scroll: scroll(at: 0.2), layout: layout)
        #expect(session.clockSchedule == .at(0.7))
        #expect(session.tick(now: 0.69).isEmpty)
        #expect(session.tick(now: 0.7) == [.turn(.forward)])
        #expect(session.tick(now: 1.1).isEmpty)
        #expect(session.tick(now: 1.2) == [.turn(.forward)])
    }

    @Test(arguments: [0.2, 1.2])
    func theDwellIsConfigurable(dwell: TimeInterval) throws {
        var session = holding(try ReorderConfiguration(edgeDwell: dwell))
        _ = session.moveFinger(to: CGPoint(x: 5, y: 47.5), scroll: scroll(at: 1), layout: layout)
        #expect(session.tick(now: 1 + dwell - 0.01).isEmpty)
        #expect(session.tick(now: 1 + dwell) == [.turn(.backward)])
    }

    @Test func leavingTheEdgeZone_restartsTheDwell() {
        var session = holding()
        _ = session.moveFinger(to: CGPoint(x: 315, y: 47.5), scroll: scroll(at: 0), layout: layout)
        _ = session.moveFinger(to: CGPoint(x: 200, y: 47.5), scroll: scroll(at: 0.4), layout: layout)
        #expect(session.clockSchedule == ClockSchedule.none)
        _ = session.moveFinger(to: CGPoint(x: 315, y: 47.5), scroll: scroll(at: 0.45), layout: layout)
        #expect(session.tick(now: 0.9).isEmpty)
        #expect(session.tick(now: 0.95) == [.turn(.forward)])
    }

    @Test func moving_withinTheSameEdgeZone_keepsTheDwell() {
        var session = holding()
        _ = session.moveFinger(to: CGPoint(x: 315, y: 47.5), scroll: scroll(at: 0), layout: layout)
        _ = session.moveFinger(to: CGPoint(x: 310, y: 150), scroll: scroll(at: 0.3), layout: layout)
        #expect(session.tick(now: 0.5) == [.turn(.forward)])
    }

    @Test func rightToLeft_theLeftEdgeTurnsForward() {
        var layout = PagedGridLayout()
        layout.prepare(in: LayoutContext(viewportSize: canonicalViewport, itemCount: 30, layoutDirection: .rightToLeft))
        let offset = layout.contentOffset(forPage: 0)
        let state = ScrollState(contentOffset: offset, viewportSize: canonicalViewport, contentSize: layout.contentSize,
                                contentInsets: .zero, isDragging: false, isDecelerating: false, now: 0,
                                pixelGrid: PixelGrid(scale: 2))
        var session = ReorderSession()
        let finger = CGPoint(x: offset.x + 36.25, y: 47.5)
        #expect(session.lift(at: finger, scroll: state, layout: layout).first == .lifted(ItemIndex(item: 3)))
        _ = session.moveFinger(to: CGPoint(x: offset.x + 5, y: 47.5), scroll: state, layout: layout)
        #expect(session.tick(now: 0.5) == [.turn(.forward)])
    }

    @Test func aDropInside_endsWithTheOneMove_andADropOutsideCancels() {
        var inside = holding()
        let dropped = inside.drop(at: CGPoint(x: 118, y: 150), scroll: scroll(at: 1), layout: layout)
        #expect(dropped.last == .dropped(ReorderMove(from: ItemIndex(item: 3), to: ItemIndex(item: 5))))
        #expect(!inside.isActive)
        var outside = holding()
        #expect(outside.drop(at: CGPoint(x: 118, y: 250), scroll: scroll(at: 1), layout: layout) == [.cancelled(.liftedOutside)])
    }

    @Test(arguments: [(LayoutChangeReason.reload, ReorderCancelReason?.some(.dataReloaded)),
                      (.viewportResize, .layoutChanged), (.invalidation, .layoutChanged), (.insetsChange, nil)])
    func aRelayout_cancelsUnlessOnlyTheInsetsChanged(reason: LayoutChangeReason, expected: ReorderCancelReason?) {
        var session = holding()
        #expect(session.layoutDidChange(reason: reason) == (expected.map { [.cancelled($0)] } ?? []))
        #expect(session.isActive == (expected == nil))
    }

    @Test func withNothingHeld_everyInputIsIgnored() {
        var session = ReorderSession()
        #expect(session.moveFinger(to: .zero, scroll: scroll(at: 0), layout: layout).isEmpty)
        #expect(session.tick(now: 10).isEmpty)
        #expect(session.drop(at: .zero, scroll: scroll(at: 0), layout: layout).isEmpty)
        #expect(session.cancel(.gestureCancelled).isEmpty)
        #expect(session.state == .idle)
    }

    @Test func badConfigurationsAreRejectedByName() {
        #expect(throws: ConfigurationError.self) { try ReorderConfiguration(edgeDwell: -1) }
        #expect(throws: ConfigurationError.self) { try ReorderConfiguration(edgeWidth: .nan) }
        #expect(throws: ConfigurationError.self) { try ReorderConfiguration(liftScale: 0) }
        #expect(throws: ConfigurationError.self) { try ReorderConfiguration(minimumPressDuration: .infinity) }
    }
}

/// The live permutation against literally moving an element of an array.
@Suite("ReorderMove")
struct ReorderMoveTests {
    @Test func destinationAndSource_matchMovingAnArrayElement() {
        let count = 9
        for from in 0..<count {
            for to in 0..<count {
                var order = Array(0..<count)
                order.insert(order.remove(at: from), at: to)
                let move = ReorderMove(from: ItemIndex(item: from), to: ItemIndex(item: to))
                for place in 0..<count {
                    #expect(move.source(of: ItemIndex(item: place)).item == order[place])
                    #expect(move.destination(of: ItemIndex(item: order[place])).item == place)
                }
            }
        }
    }

    @Test func otherSectionsDoNotMove() {
        let move = ReorderMove(from: ItemIndex(item: 1, section: 1), to: ItemIndex(item: 4, section: 1))
        #expect(move.destination(of: ItemIndex(item: 2)) == ItemIndex(item: 2))
        #expect(move.source(of: ItemIndex(item: 2, section: 2)) == ItemIndex(item: 2, section: 2))
    }
}

/// What the hover shows, as a layout's items: the places permuted, the held item's place
/// empty, the held item on top, grown, under the finger.
@Suite("ReorderSession: the hover's items")
struct ReorderHoverItemsTests {
    @Test func theItemsInTheViewport_showTheLiveMove() throws {
        var layout = PagedGridLayout()
        layout.prepare(in: LayoutContext(viewportSize: canonicalViewport, itemCount: 30))
        let scroll = ScrollState(contentOffset: .zero, viewportSize: canonicalViewport, contentSize: layout.contentSize,
                                 contentInsets: .zero, isDragging: false, isDecelerating: false, now: 0,
                                 pixelGrid: PixelGrid(scale: 2))
        var session = ReorderSession()
        _ = session.lift(at: CGPoint(x: 283.75, y: 47.5), scroll: scroll, layout: layout)
        _ = session.moveFinger(to: CGPoint(x: 118.75, y: 152.5), scroll: scroll, layout: layout)
        let visible = CGRect(origin: .zero, size: canonicalViewport)
        let shown = session.items(in: visible, layout: layout, contentOffset: .zero)
        let places = layout.items(in: visible)
        // Place 5 is the held item's: empty; places 3 and 4 show items 4 and 5.
        #expect(shown.filter { $0.zIndex == 0 }.map(\.index.item) == [0, 1, 2, 4, 5, 6, 7])
        #expect(shown.first { $0.index.item == 4 }?.frame == places[3].frame)
        #expect(shown.first { $0.index.item == 5 }?.frame == places[4].frame)
        let held = try #require(shown.last)
        #expect(held.index.item == 3 && held.zIndex > 0 && held.transform.scale == 1.1)
        #expect(CGPoint(x: held.frame.midX, y: held.frame.midY).isClose(to: CGPoint(x: 118.75, y: 152.5)))
        var idle = ReorderSession()
        #expect(idle.items(in: visible, layout: layout, contentOffset: .zero) == places)
        _ = idle.cancel(.gestureCancelled)
    }
}
