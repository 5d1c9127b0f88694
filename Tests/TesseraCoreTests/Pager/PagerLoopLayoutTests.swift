import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The looping pages' geometry against a brute-force reference, and the rules at the edges:
/// no loop with fewer than two pages, VoiceOver past the last page, the strip's wrap.
@Suite("Looping pages: layout")
struct PagerLoopLayoutTests {
    static func layout(pages: Int, width: CGFloat = 320, direction: LayoutDirection = .leftToRight) -> PagerPagesLayout {
        var layout = PagerPagesLayout()
        layout.loops = true
        layout.prepare(in: LayoutContext(viewportSize: CGSize(width: width, height: 200), itemCount: pages,
                                         layoutDirection: direction))
        return layout
    }

    /// Every position laid out, filtered, each data page kept once (the first position that
    /// overlaps): what `items(in:)` must return.
    static func reference(_ layout: PagerPagesLayout, _ rect: CGRect) -> [LayoutItem] {
        var seen = Set<Int>(), found: [LayoutItem] = []
        for position in 0..<layout.pagesLaidOut {
            let item = layout.page(atPosition: position)
            guard item.frame.intersects(rect), item.frame.width > 0, !seen.contains(item.index.item) else { continue }
            seen.insert(item.index.item)
            found.append(item)
        }
        return found
    }

    @Test func itemsInARect_matchTheReference() {
        var random = SeededGenerator(seed: 24)
        for pages in [2, 3, 5, 10] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let layout = Self.layout(pages: pages, direction: direction)
                #expect(layout.isLooping)
                let width = layout.contentSize.width
                for _ in 0..<200 {
                    let x = CGFloat.random(in: -400...(width + 400), using: &random)
                    let w = CGFloat.random(in: 0...(4 * 320 * CGFloat(pages)), using: &random)
                    let rect = CGRect(x: x, y: 0, width: w, height: 100)
                    let found = layout.items(in: rect), expected = Self.reference(layout, rect)
                    #expect(Set(found.map(\.index)) == Set(expected.map(\.index)), "\(pages) pages, \(rect)")
                    #expect(Set(found.map(\.index)).count == found.count, "each page once: \(rect)")
                    for item in found {
                        #expect(expected.contains(item), "\(item) in \(rect)")
                    }
                }
            }
        }
    }

    @Test func theHomeCycle_isInTheMiddleAndBounded() {
        for pages in [2, 5, 1_000] {
            let layout = Self.layout(pages: pages)
            let home = layout.contentOffset(forPage: 0).x
            #expect(home >= CarouselGeometry.minimumLoopMargin)
            #expect(layout.contentSize.width - home - CGFloat(pages) * 320 >= CarouselGeometry.minimumLoopMargin)
            #expect(layout.contentSize.width < 0x1p21)
            #expect(layout.item(at: ItemIndex(item: 1))?.frame.minX == home + 320)
            #expect(layout.fractionalPage(forContentOffset: CGPoint(x: home - 160, y: 0)) == -0.5)
            #expect(layout.nearestPage(toFractionalPage: -1) == pages - 1)
        }
    }

    @Test(arguments: [0, 1])
    func noneOrOnePage_doesNotLoop(pages: Int) {
        let layout = Self.layout(pages: pages)
        #expect(!layout.isLooping)
        #expect(layout.contentSize.width == CGFloat(pages) * 320)
        #expect(layout.contentOffset(forPage: 0) == .zero)
    }

    /// VoiceOver: after page 5 of 5, "Page 1 of 5"; before page 1, page 5.
    @Test func voiceOverScroll_wrapsAtTheEnds() {
        var engine = makePagesEngine(pages: 5)
        engine.updateLayout { $0.loops = true }
        engine.send { $0.select(page: 4, animated: false, scroll: $1, layout: $2) }
        engine.send { $0.accessibilityScroll(.next, scroll: $1, layout: $2) }
        #expect(engine.behavior.selectedPage == 0)
        #expect(engine.behavior.accessibilityAnnouncement(layout: engine.layout) == .position(.page, index: 0, count: 5))
        engine.send { $0.accessibilityScroll(.previous, scroll: $1, layout: $2) }
        #expect(engine.behavior.selectedPage == 4)
        #expect(engine.contentOffset == engine.offset(ofPage: 4))
    }

    /// The strip across the wrap: the last tab and the first share the emphasis, and the
    /// indicator leaves past the last tab, then comes in before the first.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theStripsIndicator_wrapsFromTheLastTabToTheFirst(direction: LayoutDirection) {
        var strip = PagerTabStripLayout(configuration: try! .init(size: .fixed(width: 60, height: 44)))
        strip.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 44), itemCount: 5, layoutDirection: direction))
        strip.indicatorWraps = true
        let last = strip.indicatorFrame(forTab: 4)!, first = strip.indicatorFrame(forTab: 0)!
        let forward: CGFloat = direction.isRightToLeft ? -1 : 1
        #expect(strip.indicatorFrame(forProgress: 4.25) == last.offsetBy(dx: forward * 15, dy: 0))
        #expect(strip.indicatorFrame(forProgress: 4.75) == first.offsetBy(dx: -forward * 15, dy: 0))
        #expect(PagerTabStripBehavior.emphasis(at: 4.25, count: 5, wraps: true)
            == [PagerTabEmphasis(tab: 0, value: 0.25), PagerTabEmphasis(tab: 4, value: 0.75)])
        strip.indicatorWraps = false
        #expect(strip.indicatorFrame(forProgress: 4.75) == last)
    }

    /// Hostile counts: `Int.max` looping pages (2³² after the gate) loop without trapping, and
    /// a fling back from page 1 lands on the last page.
    @Test func intMaxPages_loopSafely() {
        var engine = makePagesEngine(pages: Int.max)
        engine.updateLayout { $0.loops = true }
        #expect(engine.layout.isLooping)
        engine.beginDragging()
        for _ in 0..<5 { engine.advance(by: 1 / 60); engine.drag(by: CGPoint(x: -12, y: 0)) }
        engine.endDragging(velocity: CGPoint(x: -1500, y: 0))
        _ = engine.runUntilIdle()
        #expect(engine.behavior.selectedPage == engine.layout.numberOfPages - 1)
        #expect(engine.contentOffset == engine.offset(ofPage: engine.layout.numberOfPages - 1))
    }
}
