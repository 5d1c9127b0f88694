import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("Hosting: the size a carousel asks for")
struct HostingCarouselFittingSizeTests {
    private func configuration(_ sizing: CarouselLayout.ItemSizing, axis: Axis = .horizontal,
                               insets: EdgeInsets = EdgeInsets(top: 8, left: 30, bottom: 8, right: 30)) throws
        -> CarouselLayout.Configuration {
        try CarouselLayout.Configuration(axis: axis, itemSizing: sizing, insets: insets)
    }

    @Test func inAVerticalScrollView_fixedItems_setTheHeight_theWidthIsTheProposedOne() throws {
        let fixed = try configuration(.fixed(CGSize(width: 300, height: 160)))
        #expect(CarouselFittingSize.size(for: fixed, proposedWidth: 390, proposedHeight: nil)
            == CGSize(width: 390, height: 176))
        #expect(CarouselFittingSize.size(for: fixed, proposedWidth: 390, proposedHeight: .infinity, accessoryHeight: 26)
            == CGSize(width: 390, height: 202))
    }

    @Test func aProposedHeight_isTaken_asAFrameGivesIt() throws {
        let fixed = try configuration(.fixed(CGSize(width: 300, height: 160)))
        #expect(CarouselFittingSize.size(for: fixed, proposedWidth: 390, proposedHeight: 120) == CGSize(width: 390, height: 120))
    }

    @Test func nothingProposed_fixedItems_askForOneItemAndTheInsets() throws {
        let fixed = try configuration(.fixed(CGSize(width: 300, height: 160)))
        #expect(CarouselFittingSize.size(for: fixed, proposedWidth: nil, proposedHeight: nil) == CGSize(width: 360, height: 176))
    }

    @Test func anAspectRatio_fillsTheProposedWidth() throws {
        let ratio = try configuration(.aspectRatio(2))
        #expect(CarouselFittingSize.size(for: ratio, proposedWidth: 360, proposedHeight: nil) == CGSize(width: 360, height: 166))
        let vertical = try configuration(.aspectRatio(0.5), axis: .vertical, insets: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
        #expect(CarouselFittingSize.size(for: vertical, proposedWidth: 340, proposedHeight: nil, accessoryHeight: 26)
            == CGSize(width: 340, height: 150 + 20 + 26))
    }

    @Test func itemsWithoutALengthOfTheirOwn_leaveTheSizeToTheParent() throws {
        #expect(CarouselFittingSize.size(for: try configuration(.fill), proposedWidth: 390, proposedHeight: nil) == nil)
        #expect(CarouselFittingSize.size(for: try configuration(.aspectRatio(2)), proposedWidth: nil, proposedHeight: nil) == nil)
        #expect(CarouselFittingSize.size(for: try configuration(.fill), proposedWidth: 390, proposedHeight: 200)
            == CGSize(width: 390, height: 200))
    }
}
