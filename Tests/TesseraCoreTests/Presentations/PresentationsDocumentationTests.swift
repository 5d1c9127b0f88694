import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The DocC article's example, as written there.
@Suite("Presentations documentation")
struct PresentationsDocumentationTests {
    @Test func documentationExample_runsAsWritten() throws {
        let context = LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 1_000)
        var list = try ListPresentation(rowHeight: 112, lineSpacing: 10)
        let grid = try GridPresentation(columns: .count(3), itemSpacing: 8, lineSpacing: 20)
        list.prepare(in: context)

        let offset = CGPoint(x: 0, y: 12_200)                       // item 100 at the top
        #expect(PresentationAnchor(in: list, contentOffset: offset)?.index == ItemIndex(item: 100))
        let (shown, newOffset) = PresentationLayout(list).switching(to: grid, contentOffset: offset)
            .settled(atTarget: true)
        #expect(shown.item(at: ItemIndex(item: 100))!.frame.minY - newOffset!.y == 0)  // 0: still at the top
        #expect(shown.kind == .grid)

        var waterfall = WaterfallPresentation(configuration: .standard, itemHeights: [[120, 80, 200, 95]])
        waterfall.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 4))
        #expect(waterfall.appendItems(heights: [150, 60], toSection: 0) == 4..<6)  // items 4 and 5, placed at once
        #expect(waterfall.item(at: ItemIndex(item: 5)) != nil)
    }

    /// The article's switching example, as written there.
    @Test func switchingExample_runsAsWritten() throws {
        var engine = PresentationEngine(presentation: try ListPresentation(rowHeight: 112, lineSpacing: 10),
                                        viewportSize: CGSize(width: 320, height: 480), sectionItemCounts: [1_000])
        engine.setContentOffset(CGPoint(x: 0, y: 12_200), animated: false)  // item 100 at the top
        engine.runUntilSettled()
        #expect(engine.visibleIndices.first == ItemIndex(item: 100))

        engine.setPresentation(try GridPresentation(columns: .count(3), lineSpacing: 20), animated: true)
        #expect(engine.runUntilSettled() == 21)                              // 21 frames at 60 Hz
        #expect(engine.layout.item(at: ItemIndex(item: 100))!.frame.minY - engine.contentOffset.y == 0)  // 0: still at the top

        // A pinch: a progress from 0 to 1, then finish or cancel.
        let grid = engine.visibleItems
        engine.beginInteractiveSwitch(to: MosaicPresentation())
        engine.updateInteractiveSwitch(progress: 0.4)
        engine.cancelInteractiveSwitch(animated: true)
        engine.runUntilSettled()                                             // the grid again, exactly
        #expect(engine.visibleItems == grid && engine.layout.kind == .grid)

        let pinch = PresentationPinch()
        #expect(PresentationPinch.direction(forScale: 0.8) == .denser)
        #expect(pinch.progress(forScale: 0.5, direction: .denser) == 1)      // the denser presentation in place
        #expect(pinch.progress(forScale: 1.2, direction: .denser) == 0)      // the pinch turned back
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
            var base = try! GridPresentation(columns: .count(2), itemHeight: .aspectRatio(0.75))
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

extension PresentationsDocumentationTests {
    /// "Pinned section headers", "Section footers", and the feed of "Self-sizing cells", as written there.
    @Test func pinnedAndSelfSizingExamples_runAsWritten() throws {
        var feed = try ListPresentation(rowHeight: 64, headerHeight: 32)
        feed.pinsSectionHeaders = true
        var layout = PresentationLayout(feed)
        layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), sectionItemCounts: [20, 20]))
        let visible = CGRect(x: 0, y: 700, width: 320, height: 480)
        let header = layout.pinnedHeader(ofSection: 0, visibleArea: visible)
        #expect(header?.frame.minY == 700)

        // "Section footers".
        var footed = try ListPresentation(rowHeight: 64, headerHeight: 32, footerHeight: 24)
        footed.pinsSectionHeaders = true
        footed.pinsSectionFooters = true
        var pinned = PresentationLayout(footed)
        pinned.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), sectionItemCounts: [20, 20]))
        #expect(pinned.pinnedFooter(ofSection: 0, visibleArea: visible)!.frame.maxY == 1_180)
        #expect(pinned.pinnedFooter(ofSection: 1, visibleArea: visible)!.frame.minY == 1_368)

        let selfSizing = try ListPresentation.selfSizing(estimatedRowHeight: 90, lineSpacing: 8)
        #expect(selfSizing.isSelfSizing)
    }
}
