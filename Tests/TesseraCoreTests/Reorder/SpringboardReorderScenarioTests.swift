import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A springboard drag driven like a finger, under every plausible UIKit: long-press item 3 on
/// page 0, hold at the edge through two page turns, drop on slot 5 of the page reached.
@Suite("Springboard reorder scenarios")
struct SpringboardReorderScenarioTests {
    struct Shape: Sendable, CustomStringConvertible {
        var direction: LayoutDirection, loops: Bool, items: Int
        /// The edge the finger holds (viewport x), and the pages the turns reach.
        var edgeX: CGFloat, pages: [Int]
        /// The move the drop makes.
        var from: Int, to: Int
        var description: String { "\(direction)\(loops ? ", looping" : "")" }
    }

    static let shapes = [
        // Forward: the trailing edge (left in right-to-left), pages 1 then 2; slot 5 of page 2 is 21.
        Shape(direction: .leftToRight, loops: false, items: 30, edgeX: 315, pages: [1, 2], from: 3, to: 21),
        Shape(direction: .rightToLeft, loops: false, items: 30, edgeX: 5, pages: [1, 2], from: 3, to: 21),
        // Backward across the wrap of five pages: page 4 then page 3; slot 5 of page 3 is 29.
        Shape(direction: .leftToRight, loops: true, items: 40, edgeX: 5, pages: [4, 3], from: 3, to: 29),
        Shape(direction: .rightToLeft, loops: true, items: 40, edgeX: 315, pages: [4, 3], from: 3, to: 29),
    ]

    static let cases = shapes.flatMap { shape in UIKitModel.allPlausible.map { (shape, $0) } }

    /// Exactly one move, every item at its new place in the data and on screen, the items that
    /// made room having flown there.
    @Test(arguments: cases)
    func dropAfterTwoPageTurns_movesExactlyOneItemAndEveryFrameFlowsToItsNewPlace(shape: Shape, uikit: UIKitModel) throws {
        var board = try makeSpringboard(items: shape.items, loops: shape.loops, direction: shape.direction, uikit: uikit)
        let reloads = board.engine.reloadCount
        board.longPress(at: cellCentre(slot: 3, direction: shape.direction))
        #expect(board.session.liveMove == .staying(ItemIndex(item: 3)))
        board.slide(to: CGPoint(x: shape.edgeX, y: 47.5))
        board.holdThroughTurns(2)
        #expect(board.engine.reportedPages == shape.pages)
        #expect(board.turns.count == 2)

        let slot5 = cellCentre(slot: 5, direction: shape.direction)
        board.moveFinger(to: slot5)
        // The items between the last place and slot 5 make room, animated.
        let neighbour = board.identity(at: shape.to)
        let before = try #require(board.layoutFrame(ofIndex: shape.to))
        let after = try #require(board.layoutFrame(ofIndex: shape.to - 1))
        board.advance(by: Springboard.flowDuration / 2)
        let midway = board.frame(ofIdentity: neighbour)
        #expect(midway != before && midway != after, "item \(neighbour) at \(midway) is not on its way")
        #expect(min(before.minX, after.minX) <= midway.minX && midway.minX <= max(before.minX, after.minX))

        board.release()
        board.runUntilIdle()
        let move = ReorderMove(from: ItemIndex(item: shape.from), to: ItemIndex(item: shape.to))
        #expect(board.drops == [move])
        #expect(board.moves == [move])
        #expect(board.cancels.isEmpty)
        #expect(board.engine.reloadCount == reloads, "nothing reloaded, also not at the wrap")
        for index in 0..<shape.items {
            let expectedIdentity = index == shape.to ? shape.from
                : (index >= shape.from && index < shape.to ? index + 1 : index)
            #expect(board.identity(at: index) == expectedIdentity)
        }
        for identity in 0..<shape.items {
            let place = try #require(board.layoutFrame(ofIndex: board.index(ofIdentity: identity)))
            #expect(board.frame(ofIdentity: identity) == place, "item \(identity)")
        }
    }

    /// Cancelled half way (after one turn), every item goes back and nothing moves.
    @Test(arguments: cases)
    func liftedOutsideHalfWay_movesNothingAndEveryFrameReturns(shape: Shape, uikit: UIKitModel) throws {
        var board = try makeSpringboard(items: shape.items, loops: shape.loops, direction: shape.direction, uikit: uikit)
        board.longPress(at: cellCentre(slot: 3, direction: shape.direction))
        board.slide(to: CGPoint(x: shape.edgeX, y: 47.5))
        board.holdThroughTurns(1)
        #expect(board.engine.reportedPages == [shape.pages[0]])
        #expect(board.session.liveMove?.changesOrder == true, "the items made room on the page turned to")
        board.slide(to: CGPoint(x: 160, y: 260))
        board.release()
        board.runUntilIdle()
        #expect(board.cancels == [.liftedOutside])
        #expect(board.drops.isEmpty && board.moves.isEmpty)
        for identity in 0..<shape.items {
            #expect(board.index(ofIdentity: identity) == identity)
            let place = try #require(board.layoutFrame(ofIndex: identity))
            #expect(board.frame(ofIdentity: identity) == place, "item \(identity)")
        }
    }

    /// Whatever ends a hold from outside (the app backgrounded, a reload, a rotation, the
    /// system), nothing moves and every item is back.
    @Test(arguments: [ReorderCancelReason.backgrounded, .dataReloaded, .layoutChanged, .gestureCancelled])
    func cancelledFromOutside_movesNothing(reason: ReorderCancelReason) throws {
        var board = try makeSpringboard()
        board.longPress(at: cellCentre(slot: 3))
        board.slide(to: cellCentre(slot: 6))
        #expect(board.session.liveMove == ReorderMove(from: ItemIndex(item: 3), to: ItemIndex(item: 6)))
        switch reason {
        case .backgrounded: board.setPresence(ScrollViewPresence(isInWindow: true, isAppActive: false))
        case .dataReloaded: board.reloadData(itemCount: 30)
        case .layoutChanged: board.setViewportSize(CGSize(width: 200, height: 320))
        default: board.cancelGesture()
        }
        board.release()
        board.runUntilIdle()
        #expect(board.cancels == [reason])
        #expect(board.moves.isEmpty)
        for identity in 0..<30 {
            let place = try #require(board.layoutFrame(ofIndex: identity))
            #expect(board.frame(ofIdentity: identity) == place, "item \(identity)")
        }
    }

    /// Vertical pages turn at the bottom edge; the drop is the same one move.
    @Test func verticalPages_turnAtTheBottomEdge() throws {
        var board = try makeSpringboard(axis: .vertical)
        board.longPress(at: cellCentre(slot: 3))
        board.slide(to: CGPoint(x: 283.75, y: 195))
        board.holdThroughTurns(2)
        #expect(board.engine.reportedPages == [1, 2])
        board.moveFinger(to: cellCentre(slot: 5))
        board.release()
        board.runUntilIdle()
        #expect(board.moves == [ReorderMove(from: ItemIndex(item: 3), to: ItemIndex(item: 21))])
    }

    /// A press that moves before it is recognised is a scroll, not a lift.
    @Test func aPressThatMovesEarly_liftsNothing() throws {
        var board = try makeSpringboard()
        board.press(at: cellCentre(slot: 3))
        board.advance(by: 0.1)
        board.moveFinger(to: CGPoint(x: 200, y: 47))
        board.hold(for: 1)
        #expect(!board.session.isActive)
        #expect(board.reorderEffects.isEmpty)
    }

    /// Held away from the edges, no page turns, however long.
    @Test func heldAwayFromTheEdges_neverTurnsAPage() throws {
        var board = try makeSpringboard()
        board.longPress(at: cellCentre(slot: 3))
        board.slide(to: cellCentre(slot: 2))
        board.hold(for: 3)
        #expect(board.turns.isEmpty)
        #expect(board.engine.contentOffset == .zero)
    }

    /// At the last page of a grid that does not loop, the held item turns no further.
    @Test func atTheLastPage_withoutALoop_turnsNoFurther() throws {
        var board = try makeSpringboard()
        board.longPress(at: cellCentre(slot: 3))
        board.slide(to: CGPoint(x: 315, y: 47.5))
        board.holdThroughTurns(5)
        #expect(board.engine.reportedPages == [1, 2, 3])
        #expect(board.engine.contentOffset == board.engine.offset(ofPage: 3))
    }
}
