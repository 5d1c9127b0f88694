import Foundation
import Testing
@testable import TesseraCore

@Suite("Slot ledger: which reused cells show old content")
struct SlotLedgerTests {
    /// A banner carousel of 7 items in 4 slots: after a recentre the cells UIKit kept stand
    /// for other items. Exactly the slots whose item changed are named (they are reloaded,
    /// since the new item may use another cell class); the others, and slots never shown,
    /// are left alone.
    @Test func namesExactlyTheVisibleSlotsWhoseContentMovedOn() {
        var ledger = SlotLedger<Int>()
        let before = [0: 5, 1: 6, 2: 0, 3: 1]
        for (slot, item) in before { ledger.configured(slot: slot, with: item) }
        let after = [0: 5, 1: 2, 2: 0, 3: 3]
        #expect(ledger.staleSlots(among: [0, 1, 2, 3]) { after[$0] } == [1, 3])
        #expect(ledger.staleSlots(among: [3, 1]) { after[$0] } == [3, 1], "in the order given")
        #expect(ledger.staleSlots(among: [0, 2]) { after[$0] } == [])
        #expect(ledger.staleSlots(among: [4, 9]) { _ in 0 } == [], "never configured: UIKit asks for it")
        #expect(ledger.staleSlots(among: [1]) { _ in nil } == [], "standing for nothing")

        ledger.configured(slot: 1, with: 2)
        ledger.configured(slot: 3, with: 3)
        #expect(ledger.staleSlots(among: [0, 1, 2, 3]) { after[$0] } == [], "repaired")
        ledger.forgetAll()
        #expect(ledger.staleSlots(among: [0, 1, 2, 3]) { _ in 99 } == [])
    }

    /// The infinite grid's slots are tiles lent out: a tile is content too.
    @Test func worksForTiles() {
        var ledger = SlotLedger<GridCoordinates>()
        ledger.configured(slot: 0, with: GridCoordinates(x: 0, y: 0))
        #expect(ledger.staleSlots(among: [0]) { _ in GridCoordinates(x: 1, y: 0) } == [0])
    }

    /// A rotation changes how many slots the layout lends: the collection view reloads (and
    /// every cell is configured afresh); the same count, or no section yet, reloads nothing.
    @Test func aNewSlotCount_reloads_andForgets() {
        var ledger = SlotLedger<Int>()
        ledger.configured(slot: 0, with: 4)
        let sameCount = ledger.needsReload(known: 5, lent: 5)
        let noSection = ledger.needsReload(known: nil, lent: 7)
        #expect(!sameCount && !noSection, "the same count, or no section yet: nothing to reload")
        #expect(ledger.staleSlots(among: [0]) { _ in 9 } == [0], "still known")
        let rotated = ledger.needsReload(known: 5, lent: 7)
        #expect(rotated)
        #expect(ledger.staleSlots(among: [0]) { _ in 9 } == [], "forgotten: the reload configures every cell")
    }
}
