import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("Keeping the user's place")
struct PresentationAnchorTests {
    /// The four presentations for one context, prepared.
    static func presentations(_ context: LayoutContext, heights: [[CGFloat]]) throws -> [AnyPresentation] {
        let insets = EdgeInsets(top: 16, left: 16, bottom: 20, right: 16)
        var all = [
            AnyPresentation(try ListPresentation(rowHeight: 112, lineSpacing: 10, sectionInsets: insets, headerHeight: 24)),
            AnyPresentation(try GridPresentation(columns: .count(3), itemSpacing: 8, lineSpacing: 20, sectionInsets: insets,
                                                 headerHeight: 24)),
            AnyPresentation(try MosaicPresentation(pattern: [.largeAndSmall(), .row(columns: 3)], sectionInsets: insets,
                                                   headerHeight: 24)),
            AnyPresentation(try WaterfallPresentation(columns: 2, sectionInsets: insets, headerHeight: 24, itemHeights: heights)),
        ]
        for index in all.indices { all[index].prepare(in: context) }
        return all
    }

    /// The default anchor by its definition, by scanning every cell.
    static func bruteForceAnchor(_ layout: some Presentation, offset: CGPoint) -> PresentationAnchor? {
        let area = PresentationAnchor.visibleArea(of: layout, contentOffset: offset)
        var cells: [LayoutItem] = []
        for (section, count) in layout.context.sectionItemCounts.enumerated() {
            for item in 0..<count {
                if let cell = layout.item(at: ItemIndex(item: item, section: section)), cell.frame.overlaps(area) {
                    cells.append(cell)
                }
            }
        }
        let rtl = layout.context.layoutDirection.isRightToLeft
        let order: (LayoutItem, LayoutItem) -> Bool = { a, b in
            (a.frame.minY, rtl ? -a.frame.maxX : a.frame.minX, a.index.section, a.index.item)
                < (b.frame.minY, rtl ? -b.frame.maxX : b.frame.minX, b.index.section, b.index.item)
        }
        let best = cells.filter { $0.frame.midY >= area.minY }.min(by: order) ?? cells.min(by: order)
        return best.map { PresentationAnchor(index: $0.index, distanceFromVisibleTop: $0.frame.minY - area.minY) }
    }

    /// list → grid → mosaic → waterfall → list from random offsets: the anchor is the one the
    /// definition names, and it lands within 1 pt of where it was, or the offset is exactly
    /// the end of the new content's range when that is as near as the content allows.
    @Test(arguments: 0..<30)
    func switchingAround_keepsTheAnchorInPlace(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 31 &+ 7)
        let counts = (0..<random.int(1...2)).map { _ in random.element([1, 3, 10, 1000]) }
        let context = LayoutContext(viewportSize: CGSize(width: CGFloat(random.int(280...420)), height: CGFloat(random.int(300...900))),
                                    contentInsets: EdgeInsets(top: CGFloat(random.int(0...64)), left: 0,
                                                              bottom: CGFloat(random.int(0...34)), right: 0),
                                    sectionItemCounts: counts, layoutDirection: random.bool() ? .leftToRight : .rightToLeft,
                                    displayScale: CGFloat(random.int(2...3)))
        let heights = counts.map { (0..<$0).map { _ in random.half(60...500) } }
        let chain = try Self.presentations(context, heights: heights)
        var current = chain[0]
        var offset = PresentationAnchor.clamped(CGPoint(x: 0, y: CGFloat.random(in: -50...current.contentSize.height, using: &random)),
                                                in: current)
        for next in chain[1...] + [chain[0]] {
            let anchor = PresentationAnchor(in: current, contentOffset: offset)
            #expect(anchor == Self.bruteForceAnchor(current, offset: offset))
            let newOffset = PresentationAnchor.contentOffset(switchingFrom: current, to: next, contentOffset: offset)
            if let anchor, let frame = next.item(at: anchor.index)?.frame {
                let wanted = frame.minY - anchor.distanceFromVisibleTop - context.contentInsets.top
                let bounds = PresentationAnchor.clamped(CGPoint(x: 0, y: -1e12), in: next).y...PresentationAnchor.clamped(CGPoint(x: 0, y: 1e12), in: next).y
                if bounds.contains(wanted) {
                    let distance = frame.minY - (newOffset.y + context.contentInsets.top)
                    #expect(abs(distance - anchor.distanceFromVisibleTop) <= 1, "\(current.kind) → \(next.kind)")
                } else {
                    #expect(newOffset.y == (wanted < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound))
                }
                #expect(newOffset.x == -context.contentInsets.left)
            }
            current = next
            offset = newOffset
        }
    }

    @Test func namedAnchor_isKeptWhereverItIs() throws {
        let context = LayoutContext(viewportSize: presentationViewport, itemCount: 200)
        let all = try Self.presentations(context, heights: [])
        let (list, grid) = (all[0], all[1])
        let offset = CGPoint(x: 0, y: 7000)
        let anchor = try #require(PresentationAnchor.named(ItemIndex(item: 60), in: list, contentOffset: offset))
        #expect(anchor.distanceFromVisibleTop == list.item(at: ItemIndex(item: 60))!.frame.minY - 7000)
        let newOffset = PresentationAnchor.contentOffset(switchingFrom: list, to: grid, contentOffset: offset,
                                                         anchorItem: ItemIndex(item: 60))
        #expect(abs(grid.item(at: ItemIndex(item: 60))!.frame.minY - newOffset.y - anchor.distanceFromVisibleTop) <= 0.25)
        #expect(PresentationAnchor.named(ItemIndex(item: 200), in: list, contentOffset: offset) == nil)
        // An unknown named item falls back to the default anchor.
        #expect(PresentationAnchor.contentOffset(switchingFrom: list, to: grid, contentOffset: offset,
                                                 anchorItem: ItemIndex(item: 999))
            == PresentationAnchor.contentOffset(switchingFrom: list, to: grid, contentOffset: offset))
    }

    /// A row scrolled more than half out of sight is passed over for the next one.
    @Test func defaultAnchor_skipsARowMostlyScrolledAway() throws {
        let list = prepared(try ListPresentation(rowHeight: 100), items: 20)
        #expect(PresentationAnchor(in: list, contentOffset: CGPoint(x: 0, y: 140))
            == PresentationAnchor(index: ItemIndex(item: 1), distanceFromVisibleTop: -40))
        #expect(PresentationAnchor(in: list, contentOffset: CGPoint(x: 0, y: 160))
            == PresentationAnchor(index: ItemIndex(item: 2), distanceFromVisibleTop: 40))
        // In a row of a grid the leading item wins; right-to-left that is the rightmost.
        let grid = prepared(GridPresentation(), items: 20, direction: .rightToLeft)
        #expect(PresentationAnchor(in: grid, contentOffset: .zero)?.index == ItemIndex(item: 0))
        #expect(grid.item(at: ItemIndex(item: 0))!.frame.maxX == 320)
    }

    @Test func nearTheEnd_theOffsetIsClampedExactly() throws {
        let context = LayoutContext(viewportSize: presentationViewport, itemCount: 30)
        let all = try Self.presentations(context, heights: [])
        let list = all[0], grid = all[1]
        // The last rows of the list, then a grid far shorter: the grid's last offset.
        let end = PresentationAnchor.clamped(CGPoint(x: 0, y: CGFloat.infinity), in: list)
        #expect(end.y == list.contentSize.height - 480)
        let newOffset = PresentationAnchor.contentOffset(switchingFrom: list, to: grid, contentOffset: end)
        #expect(newOffset.y == grid.contentSize.height - 480)
    }

    // MARK: - Interactive transition

    @Test(arguments: 0..<10)
    func transition_holdsTheAnchor_andCancelsBackToTheStart(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) + 3)
        let context = LayoutContext(viewportSize: presentationViewport, contentInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                    itemCount: 500)
        let all = try Self.presentations(context, heights: [(0..<500).map { _ in random.half(100...400) }])
        let from = all[seed % 4], to = all[(seed + 1) % 4]
        let offset = PresentationAnchor.clamped(CGPoint(x: 0, y: CGFloat.random(in: 0...3000, using: &random)), in: from)
        let transition = PresentationTransition(from: from, to: to, contentOffset: offset, anchor: nil)
        let anchor = try #require(transition.anchor)
        #expect(transition.contentOffset(at: 0) == offset)
        #expect(transition.contentOffset(at: 1) == transition.toContentOffset)
        let fromFrames = transition.items(at: 0), toFrames = transition.items(at: 1)
        for (start, end) in zip(fromFrames, toFrames) {
            #expect(start.frame == (start.elementKind == .cell ? from.item(at: start.index)!.frame
                : from.supplementaryItem(ofKind: start.elementKind, at: start.index)!.frame))
            #expect(end.frame == (end.elementKind == .cell ? to.item(at: end.index)!.frame
                : to.supplementaryItem(ofKind: end.elementKind, at: end.index)!.frame))
        }
        let startDistance = from.item(at: anchor.index)!.frame.minY - offset.y
        let endDistance = to.item(at: anchor.index)!.frame.minY - transition.toContentOffset.y
        for step in 0...8 {
            let progress = CGFloat(step) / 8
            let frame = try #require(transition.items(at: progress).first { $0.index == anchor.index && $0.elementKind == .cell })
            let onScreen = frame.frame.minY - transition.contentOffset(at: progress).y
            let expected = startDistance + (endDistance - startDistance) * progress
            #expect(abs(onScreen - expected) <= 0.5)
        }
        if abs(startDistance - endDistance) > 0.5 { // clamped at an end of the new content
            #expect(transition.toContentOffset == PresentationAnchor.clamped(CGPoint(x: 0, y: CGFloat.infinity), in: to)
                || transition.toContentOffset == PresentationAnchor.clamped(CGPoint(x: 0, y: -CGFloat.infinity), in: to))
        }
        #expect(transition.finalContentOffset(isCancelled: true) == offset)
        #expect(transition.finalContentOffset(isCancelled: false) == transition.toContentOffset)
        #expect(transition.contentSize(at: 0.5).height == (from.contentSize.height + to.contentSize.height) / 2)
    }

    @Test func transition_fadesItemsOnlyOneSideShows() throws {
        let context = LayoutContext(viewportSize: presentationViewport, sectionItemCounts: [5, 5])
        var withHeaders = try ListPresentation(rowHeight: 50, headerHeight: 30)
        var without = GridPresentation()
        withHeaders.prepare(in: context)
        without.prepare(in: context)
        let transition = PresentationTransition(from: withHeaders, to: without, contentOffset: .zero, anchor: nil)
        let header = try #require(transition.items(at: 0.25).first { $0.elementKind == .presentationHeader })
        #expect(header.alpha == 0.75)
        #expect(transition.entries.first?.elementKind == .presentationHeader) // headers first in a section
    }
}
