import Foundation
import Testing
@testable import TesseraCore

/// The DocC article's example, as written there.
@Suite("Presentations documentation")
struct PresentationsDocumentationTests {
    @Test func documentationExample_runsAsWritten() throws {
        let context = LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 1_000)
        var list = AnyPresentation(try ListPresentation(rowHeight: 112, lineSpacing: 10))
        var grid = AnyPresentation(try GridPresentation(columns: .count(3), itemSpacing: 8, lineSpacing: 20))
        list.prepare(in: context)
        grid.prepare(in: context)

        let offset = CGPoint(x: 0, y: 12_200)                       // item 100 at the top
        #expect(PresentationAnchor(in: list, contentOffset: offset)?.index == ItemIndex(item: 100))
        let newOffset = PresentationAnchor.contentOffset(switchingFrom: list, to: grid, contentOffset: offset)
        #expect(grid.item(at: ItemIndex(item: 100))!.frame.minY - newOffset.y == 0)  // 0: still at the top

        var waterfall = WaterfallPresentation(configuration: .standard, itemHeights: [[120, 80, 200, 95]])
        waterfall.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 4))
        #expect(waterfall.appendItems(heights: [150, 60], toSection: 0) == 4..<6)  // items 4 and 5, placed at once
        #expect(waterfall.item(at: ItemIndex(item: 5)) != nil)
    }

    /// The doc comments' examples.
    @Test func docCommentExamples_runAsWritten() throws {
        var list = try ListPresentation(rowHeight: 112, lineSpacing: 10,
                                        sectionInsets: EdgeInsets(top: 16, left: 16, bottom: 20, right: 16))
        list.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 50))
        #expect(list.item(at: ItemIndex(item: 1))?.frame == CGRect(x: 16, y: 138, width: 288, height: 112))

        var grid = try GridPresentation(columns: .count(3), itemSpacing: 8, lineSpacing: 20,
                                        sectionInsets: EdgeInsets(top: 16, left: 16, bottom: 20, right: 16))
        grid.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 50))
        #expect(grid.columnCount == 3)
        #expect(grid.item(at: ItemIndex(item: 0))?.frame.size == CGSize(width: 90.5, height: 90.5))

        var mosaic = try MosaicPresentation(
            pattern: [.largeAndSmall(), .row(columns: 3), .largeAndSmall(largeLeading: false)])
        mosaic.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 90))
        #expect(mosaic.items(in: CGRect(x: 0, y: 0, width: 320, height: 480)).count > 6)

        struct CardsPresentation: Presentation {
            var base = GridPresentation(configuration: try! .init(columns: .count(2), itemHeight: .aspectRatio(0.75)))
            var kind: PresentationKind { "cards" }
            var context: LayoutContext { base.context }
            var contentSize: CGSize { base.contentSize }
            mutating func prepare(in context: LayoutContext) { base.prepare(in: context) }
            func items(in rect: CGRect) -> [LayoutItem] { base.items(in: rect) }
            func item(at index: ItemIndex) -> LayoutItem? { base.item(at: index) }
        }
        var cards = AnyPresentation(CardsPresentation())
        cards.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 10))
        #expect(cards.cellStyle(at: ItemIndex(item: 0)) == PresentationCellStyle(kind: "cards", aspect: .vertical))
        #expect(PresentationAnchor.contentOffset(switchingFrom: cards, to: grid, contentOffset: CGPoint(x: 0, y: 100)).y >= 0)
    }
}
