import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Switches across item counts, sections, directions and rotations, and the reading order
/// VoiceOver follows.
@Suite("Presentation switch shapes")
struct PresentationSwitchShapeTests {
    /// 0, 1, 2, 3 and 1000 items, one section or three with headers: every switch ends with the
    /// anchor in place or the offset at an end of the content, frames equal to the new
    /// presentation's, and a valid offset; with nothing to show, no anchor and no crash.
    @Test(arguments: [[0], [1], [2], [3], [1000], [0, 0], [3, 0, 1000], [2, 1, 3]])
    func everyCount_switchesSafely(counts: [Int]) throws {
        let header: CGFloat = counts.count > 1 ? 30 : 0
        let chain = try scenarioPresentations(headerHeight: header, heights: scenarioHeights(counts, seed: 11))
        var engine = makePresentationEngine(chain[0], sectionItemCounts: counts)
        engine.scroll(by: 800)
        for next in chain[1...] + [chain[0]] {
            let anchor = engine.currentAnchor
            #expect((anchor == nil) == (counts.reduce(0, +) == 0))
            engine.setPresentation(next, animated: true)
            engine.runUntilSettled()
            #expect(!engine.layout.isSwitching && engine.layout.kind == next.kind)
            if let anchor { expectAnchorKept(engine, anchor, "\(counts) → \(next.kind)") }
            var fresh = next
            fresh.prepare(in: engine.context)
            #expect(engine.visibleItems == fresh.items(in: engine.scroll.visibleRect))
            let state = engine.scroll
            // Offsets are on the pixel grid, the content's end need not be: half a pixel of slack.
            let slack = state.pixelGrid.tolerance
            #expect(engine.contentOffset.y >= state.minimumOffset.y - slack
                && engine.contentOffset.y <= state.maximumOffset.y + slack, "\(next.kind)")
        }
        #expect(engine.completedSwitches.count == 4)
    }

    /// Several sections with headers: the anchor in a later section is kept, and headers move
    /// with their sections during the switch (present at both ends, they are interpolated).
    @Test func sections_keepTheAnchorAndMoveTheirHeaders() throws {
        let counts = [40, 60, 300]
        let chain = try scenarioPresentations(headerHeight: 36, heights: scenarioHeights(counts, seed: 5))
        var engine = makePresentationEngine(chain[1], sectionItemCounts: counts)
        let header = try #require(engine.layout.supplementaryItem(ofKind: .presentationHeader, at: ItemIndex(item: 0, section: 1)))
        engine.scroll(by: header.frame.minY + 10)
        let anchor = try #require(engine.currentAnchor)
        #expect(anchor.index.section == 1)
        engine.setPresentation(chain[0], animated: true)
        for _ in 0..<10 { engine.advance(by: 1 / 60) }
        let switching = try #require(engine.layout.activeSwitch)
        let entry = try #require(switching.transition.entries.first { $0.elementKind == .presentationHeader && $0.index.section == 1 })
        let shown = try #require(engine.visibleItems.first { $0.elementKind == .presentationHeader && $0.index.section == 1 })
        #expect(entry.fromFrame != nil && entry.toFrame != nil && shown.alpha == 1)
        #expect(shown.frame.minY > min(entry.fromFrame!.minY, entry.toFrame!.minY) - 1
            && shown.frame.minY < max(entry.fromFrame!.minY, entry.toFrame!.minY) + 1)
        expectAnchorKept(engine, anchor, "mid-switch")
        engine.runUntilSettled()
        expectAnchorKept(engine, anchor, "after")
    }

    /// Right-to-left: grids fill rows from the right and waterfall columns mirror, through the
    /// engine, and every switch keeps the anchor.
    @Test func rightToLeft_mirrorsAndKeepsTheAnchor() throws {
        let chain = try scenarioPresentations(heights: scenarioHeights([200], seed: 8))
        var engine = makePresentationEngine(chain[0], sectionItemCounts: [200], direction: .rightToLeft)
        engine.scroll(by: 2500)
        for next in chain[1...] {
            let anchor = try #require(engine.currentAnchor)
            engine.setPresentation(next, animated: true)
            engine.runUntilSettled()
            expectAnchorKept(engine, anchor, "\(next.kind)")
        }
        // The waterfall's first item is in the rightmost column; in the grid, item 0 leads at the right.
        let first = try #require(engine.layout.item(at: ItemIndex(item: 0)))
        #expect(abs(first.frame.maxX - 304) < 0.01)
        engine.setPresentation(chain[1], animated: false)
        let row = [0, 1, 2].compactMap { engine.layout.item(at: ItemIndex(item: $0))?.frame.minX }
        #expect(row == row.sorted(by: >) && abs(engine.layout.item(at: ItemIndex(item: 0))!.frame.maxX - 304) < 0.01)
    }

    /// Rotation without a switch keeps the anchor too, and rotating back returns exactly.
    @Test func rotation_keepsThePlaceAndRotatingBackReturns() throws {
        let chain = try scenarioPresentations(heights: scenarioHeights([1000], seed: 1))
        for presentation in chain {
            var engine = makePresentationEngine(presentation)
            engine.scroll(by: 30_000)
            let anchor = try #require(engine.currentAnchor)
            let offset = engine.contentOffset, frames = engine.shownFrames
            engine.setViewportSize(CGSize(width: 480, height: 320))
            expectAnchorKept(engine, anchor, "\(presentation.kind) landscape")
            engine.setViewportSize(presentationViewport)
            #expect(engine.contentOffset == offset && engine.shownFrames == frames, "\(presentation.kind)")
        }
    }

    /// VoiceOver reads a collection view's cells in index order. In every presentation, and
    /// halfway through a switch, index order is reading order: top to bottom, leading first.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func indexOrder_isReadingOrder(direction: LayoutDirection) throws {
        let counts = [7, 500]
        let chain = try scenarioPresentations(headerHeight: 20, heights: scenarioHeights(counts, seed: 6))
            + [AnyPresentation(TabledContentPresentation()), AnyPresentation(DefaultGriddedContentPresentation()),
               AnyPresentation(CustomGriddedContentPresentation())]
        func readingOrder(_ items: [LayoutItem]) -> [ItemIndex] {
            items.filter { $0.elementKind == .cell }.sorted { a, b in
                if a.index.section != b.index.section { return a.index.section < b.index.section }
                if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
                return direction.isRightToLeft ? a.frame.maxX > b.frame.maxX : a.frame.minX < b.frame.minX
            }.map(\.index)
        }
        for (from, to) in zip(chain, chain[1...] + [chain[0]]) {
            var engine = makePresentationEngine(from, sectionItemCounts: counts, direction: direction)
            engine.scroll(by: 1500)
            let all = engine.layout.items(in: CGRect(x: 0, y: 0, width: 320, height: engine.layout.contentSize.height))
            #expect(readingOrder(all) == all.filter { $0.elementKind == .cell }.map(\.index), "\(from.kind)")
            #expect(engine.visibleIndices == readingOrder(engine.visibleItems))
            engine.setPresentation(to, animated: true)
            for _ in 0..<10 { engine.advance(by: 1 / 60) }
            #expect(engine.visibleItems.filter { $0.elementKind == .cell }.map(\.index) == engine.visibleIndices)
        }
    }

    /// Cells read the presentation they are in: its kind (the nearer end's during a switch)
    /// and the shape of their frame.
    @Test func cellStyle_followsTheSwitch() throws {
        var engine = makePresentationEngine(TabledContentPresentation(), sectionItemCounts: [60])
        #expect(engine.layout.cellStyle(at: ItemIndex(item: 0)) == PresentationCellStyle(kind: .list, aspect: .horizontal))
        engine.setPresentation(DefaultGriddedContentPresentation(), animated: true)
        engine.advance(by: 0.1)
        #expect(engine.layout.cellStyle(at: ItemIndex(item: 0))?.kind == .list)
        engine.advance(by: 0.15)
        #expect(engine.layout.cellStyle(at: ItemIndex(item: 0))?.kind == .grid)
        engine.runUntilSettled()
        #expect(engine.layout.cellStyle(at: ItemIndex(item: 0)) == PresentationCellStyle(kind: .grid, aspect: .vertical))
        engine.setPresentation(CustomGriddedContentPresentation(), animated: false)
        #expect(engine.layout.cellStyle(at: ItemIndex(item: 4)) == PresentationCellStyle(kind: .mosaic, aspect: .horizontal))
        #expect(engine.layout.cellStyle(at: ItemIndex(item: 5)) == PresentationCellStyle(kind: .mosaic, aspect: .vertical))
    }
}
