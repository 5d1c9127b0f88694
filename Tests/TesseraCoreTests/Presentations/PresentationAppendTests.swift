import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Appending to measured presentations gives exactly what preparing from scratch gives.
@Suite("Measured presentations: appending")
struct PresentationAppendTests {
    /// Every cell and header, and a few queries, of a prepared presentation.
    private func snapshot(_ layout: some Presentation) -> [LayoutItem] {
        var all: [LayoutItem] = []
        for (section, count) in layout.context.sectionItemCounts.enumerated() {
            if let header = layout.supplementaryItem(ofKind: .presentationHeader, at: ItemIndex(item: 0, section: section)) {
                all.append(header)
            }
            for item in 0..<count { all.append(layout.item(at: ItemIndex(item: item, section: section))!) }
        }
        return all + layout.items(in: CGRect(x: 0, y: layout.contentSize.height / 2, width: 320, height: 480))
    }

    private func randomHeights(_ count: Int, _ random: inout SeededGenerator) -> [CGFloat] {
        (0..<count).map { _ in random.half(20...600) }
    }

    @Test(arguments: 0..<8)
    func waterfall_appendingInChunks_equalsPreparingFromScratch(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) + 99)
        let configuration = try WaterfallPresentation.Configuration(
            columns: random.int(1...4), itemSpacing: random.spacing(), lineSpacing: random.spacing(),
            sectionInsets: random.insets(), headerHeight: random.headerHeight())
        let heights = [randomHeights(random.int(0...30), &random), randomHeights(1000, &random)]
        let context = LayoutContext(viewportSize: presentationViewport, sectionItemCounts: heights.map(\.count),
                                    layoutDirection: random.bool() ? .leftToRight : .rightToLeft)
        var scratch = WaterfallPresentation(configuration: configuration, itemHeights: heights)
        scratch.prepare(in: context)

        var appended = WaterfallPresentation(configuration: configuration, itemHeights: [heights[0]])
        appended.prepare(in: LayoutContext(viewportSize: presentationViewport, sectionItemCounts: [heights[0].count, 0],
                                           layoutDirection: context.layoutDirection))
        var next = 0
        while next < 1000 {
            let k = min(random.int(1...150), 1000 - next)
            let added = appended.appendItems(heights: Array(heights[1][next..<(next + k)]), toSection: 1)
            #expect(added == next..<(next + k))
            next += k
        }
        #expect(appended.context == context)
        #expect(appended.contentSize == scratch.contentSize)
        #expect(snapshot(appended) == snapshot(scratch))
        appended.prepare(in: context) // the same counts: nothing to place
        #expect(snapshot(appended) == snapshot(scratch))
    }

    /// Preparing with larger counts places only the new items; smaller counts undo the last ones.
    @Test func waterfall_prepareDetectsAppendsAndTruncations() throws {
        var random = SeededGenerator(seed: 5)
        let heights = [randomHeights(1000, &random)]
        let configuration = try WaterfallPresentation.Configuration(columns: 3, lineSpacing: 4)
        var layout = WaterfallPresentation(configuration: configuration, itemHeights: heights)
        for count in [10, 600, 1000, 400, 999, 0, 1000] {
            let context = LayoutContext(viewportSize: presentationViewport, itemCount: count)
            layout.prepare(in: context)
            var scratch = WaterfallPresentation(configuration: configuration, itemHeights: heights)
            scratch.prepare(in: context)
            #expect(snapshot(layout) == snapshot(scratch), "count \(count)")
        }
        // A rotation re-places nothing: only x changes.
        layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 480, height: 320), itemCount: 1000))
        var rotated = WaterfallPresentation(configuration: configuration, itemHeights: heights)
        rotated.prepare(in: LayoutContext(viewportSize: CGSize(width: 480, height: 320), itemCount: 1000))
        #expect(snapshot(layout) == snapshot(rotated))
    }

    @Test func waterfall_appendingToAMiddleSectionMovesTheLaterOnes() throws {
        var layout = try WaterfallPresentation(columns: 2, headerHeight: 20, itemHeights: [[50, 60], [70]])
        layout.prepare(in: LayoutContext(viewportSize: presentationViewport, sectionItemCounts: [2, 1]))
        #expect(layout.appendItems(heights: [80, 90], toSection: 0) == 2..<4)
        var scratch = try WaterfallPresentation(columns: 2, headerHeight: 20, itemHeights: [[50, 60, 80, 90], [70]])
        scratch.prepare(in: LayoutContext(viewportSize: presentationViewport, sectionItemCounts: [4, 1]))
        #expect(snapshot(layout) == snapshot(scratch))
        // A new section, then out-of-range sections and empty appends change nothing.
        #expect(layout.appendItems(heights: [10], toSection: 2) == 0..<1)
        #expect(layout.context.sectionItemCounts == [4, 1, 1])
        #expect(layout.appendItems(heights: [10], toSection: 5).isEmpty)
        #expect(layout.appendItems(heights: [10], toSection: -1).isEmpty)
        #expect(layout.appendItems(heights: [], toSection: 0).isEmpty)
        #expect(layout.context.sectionItemCounts == [4, 1, 1])
    }

    @Test func measuredList_appendEqualsScratch_andAFixedListSwitchesToMeasured() throws {
        var list = try ListPresentation(rowHeight: 44, lineSpacing: 1)
        list.prepare(in: LayoutContext(viewportSize: presentationViewport, itemCount: 3))
        #expect(!list.usesItemHeights)
        #expect(list.appendItems(heights: [10, 20], toSection: 0) == 3..<5)
        #expect(list.usesItemHeights)
        #expect(list.item(at: ItemIndex(item: 2))?.frame == CGRect(x: 0, y: 90, width: 320, height: 44))
        #expect(list.item(at: ItemIndex(item: 4))?.frame == CGRect(x: 0, y: 146, width: 320, height: 20))
        var scratch = ListPresentation(configuration: try .init(rowHeight: 44, lineSpacing: 1),
                                       itemHeights: [[44, 44, 44, 10, 20]])
        scratch.prepare(in: LayoutContext(viewportSize: presentationViewport, itemCount: 5))
        #expect(snapshot(list) == snapshot(scratch))
        list.setItemHeights([[1, 2, 3, 4, 5]])
        #expect(list.contentSize.height - 19 == 0, "\(list.contentSize.height - 19)")
    }

    /// Appending before the first `prepare` counts the items; the prepare then places nothing new.
    @Test func appendingBeforePreparing_isCountedByTheContext() throws {
        var layout = try WaterfallPresentation(columns: 2)
        #expect(layout.appendItems(heights: [100, 100, 50], toSection: 0) == 0..<3)
        #expect(layout.context.sectionItemCounts == [3])
        layout.prepare(in: LayoutContext(viewportSize: presentationViewport, itemCount: 3))
        #expect(layout.item(at: ItemIndex(item: 2))?.frame == CGRect(x: 0, y: 108, width: 156, height: 50))
    }
}
