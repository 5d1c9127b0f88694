import Foundation
import Testing
@testable import TesseraCore

@Suite("Hosting: how a carousel takes new items")
struct HostingCarouselDataChangeTests {
    @Test func theSameNumberOfItems_reconfiguresTheVisibleSlots_keepingTheirCells() {
        // A field changed under a new identity, two items swapped, one replaced: same slots.
        #expect(CarouselDataChange.plan(from: ["a", "b", "c"], to: ["a", "x", "c"]) == .reconfigure)
        #expect(CarouselDataChange.plan(from: ["a", "b", "c"], to: ["b", "a", "c"]) == .reconfigure)
    }

    @Test func anotherNumberOfItems_reloads_asTheSlotCountMayChange() {
        #expect(CarouselDataChange.plan(from: ["a", "b", "c"], to: ["a", "b"]) == .reload)
        #expect(CarouselDataChange.plan(from: [String](), to: ["a"]) == .reload)
        #expect(CarouselDataChange.plan(from: ["a"], to: [String]()) == .reload)
    }

    @Test func theSameIdentities_changeNothing() {
        #expect(CarouselDataChange.plan(from: ["a", "b"], to: ["a", "b"]) == .none)
    }

    @Test func reconfiguringTheSlots_keepsTheCurrentItemByIdentity() throws {
        // The banner shows "banner3"; "banner1" and "banner3" swap places, so it is at index 1.
        let list = IdentityList((0..<7).map { "banner\($0)" })
        var carousel = try makeHostedCarousel(identities: { list.ids }, index: 3)
        let old = list.ids
        list.ids.swapAt(1, 3)
        #expect(CarouselDataChange.plan(from: old, to: list.ids) == .reconfigure)
        carousel.step { $0.changeData(from: old, to: list.ids) }
        #expect(carousel.bound.engine.behavior.currentIndex == 1 && carousel.bound.writes.last == 1)
        #expect(carousel.showsCurrentContent)
    }
}
