import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A springboard retargets once a turned page lands, not once per column that slides under a
/// still finger while it turns.
@Suite("Springboard page turns hold the target until they land")
struct SpringboardTurnLandingTests {
    static let cases = [LayoutDirection.leftToRight, .rightToLeft].flatMap { direction in
        UIKitModel.allPlausible.map { (direction, $0) }
    }

    @Test(arguments: cases)
    func aTurn_retargetsOnceWhenThePageLands(direction: LayoutDirection, uikit: UIKitModel) throws {
        var board = try makeSpringboard(direction: direction, uikit: uikit)
        board.longPress(at: cellCentre(slot: 3, direction: direction))
        let edge = CGPoint(x: direction.isRightToLeft ? 5 : 315, y: 47.5)
        board.slide(to: edge)
        let before = board.session.liveMove
        var frames = 0
        while board.turns.isEmpty && frames < 120 {
            board.advance(by: 1.0 / 60)
            frames += 1
        }
        #expect(board.session.isAwaitingLanding)
        let turned = board.reorderEffects.count
        var turning = 0
        while board.session.isAwaitingLanding && turning < 120 {
            #expect(board.session.liveMove == before, "frame \(turning) of the turn")
            board.advance(by: 1.0 / 60)
            turning += 1
        }
        #expect(turning > 5, "the turn took \(turning) frames")
        let retargets = board.reorderEffects[turned...].compactMap { if case .retargeted(let move) = $0 { move } else { nil } }
        // Landed on page 1 with the item at the trailing column of the first row: slot 3 of page 1.
        #expect(retargets == [ReorderMove(from: ItemIndex(item: 3), to: ItemIndex(item: 11))])
        #expect(board.engine.reportedPages == [1])
    }
}
