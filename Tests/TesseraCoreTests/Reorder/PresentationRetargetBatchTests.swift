import Foundation
import Testing
@testable import TesseraCore

/// UIKit moves a held item to each new target as a batch of moves: the presentation layout
/// must not keep the place there (the content would jump by a row under the finger).
@Suite("A retarget during interactive movement keeps no place")
struct PresentationRetargetBatchTests {
    @Test func movesAlone_duringInteractiveMovement_keepNoPlace() {
        #expect(!PresentationItemUpdate.keepsPlace(for: [.move], duringInteractiveMovement: true))
        #expect(!PresentationItemUpdate.keepsPlace(for: [.move, .move], duringInteractiveMovement: true))
    }

    /// What the rule spares: the topmost visible item's place kept across a retarget that
    /// passes it moves the content offset (which UIKit's interactive movement does not expect).
    @Test func keepingThePlaceOfARetarget_wouldMoveTheContent() {
        let retarget: [PresentationItemUpdate] = [.delete(0..<1), .insert(5..<6)] // item 0 held, now at 5
        let kept = PresentationItemUpdate.keepsPlace(for: [.move], duringInteractiveMovement: true)
        // Item 1 is the topmost visible item: keeping its place would follow it to index 0.
        let anchorMoves = retarget.newIndex(for: ItemIndex(item: 1)) != ItemIndex(item: 1)
        #expect(anchorMoves)
        #expect(!kept)
    }

    @Test func countChanges_andBatchesOutsideAMovement_keepThePlace() {
        #expect(PresentationItemUpdate.keepsPlace(for: [.move, .insert], duringInteractiveMovement: true))
        #expect(PresentationItemUpdate.keepsPlace(for: [.delete], duringInteractiveMovement: true))
        #expect(PresentationItemUpdate.keepsPlace(for: [.reload, .move], duringInteractiveMovement: true))
        #expect(PresentationItemUpdate.keepsPlace(for: [.move], duringInteractiveMovement: false))
        #expect(PresentationItemUpdate.keepsPlace(for: [.insert, .delete], duringInteractiveMovement: false))
    }
}
