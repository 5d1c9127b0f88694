import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Looping pages: the layout against the brute-force reference in every cycle, and the grid
/// driven like a finger across the wrap.
@Suite("PagedGrid looping pages")
struct PagedGridLoopTests {
    // MARK: - Geometry

    /// Any cycle shows the same items in the same cells as the reference's pages, moved by
    /// whole cycles: no multiplied items, nothing that could need a reload at the wrap.
    @Test(arguments: 0..<16)
    func everyCycle_showsTheReferencePagesMovedByWholeCycles(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &+ 401)
        for _ in 0..<8 {
            let axis: Axis = Bool.random(using: &random) ? .horizontal : .vertical
            let configuration = try PagedGridLayout.Configuration(
                columns: Int.random(in: 1...5, using: &random), rows: Int.random(in: 1...3, using: &random),
                pageSpacing: CGFloat(Int.random(in: 0...30, using: &random)), pageAxis: axis,
                fillOrder: Bool.random(using: &random) ? .rowMajor : .columnMajor, loopsPages: true)
            let counts = [[1, 2, 3, 5, 10, 1_000].randomElement(using: &random)!, Int.random(in: 0...9, using: &random)]
            let direction: LayoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
            let context = LayoutContext(viewportSize: canonicalViewport, sectionItemCounts: counts, layoutDirection: direction)
            var layout = PagedGridLayout(configuration: configuration)
            layout.prepare(in: context)
            let reference = ReferencePagedGrid(configuration, context)
            let pages = reference.pageCount
            #expect(layout.isLooping == (pages >= 2))
            guard layout.isLooping else { continue }
            let stride = axis.main(canonicalViewport) + configuration.pageSpacing
            for _ in 0..<6 {
                let virtual = Int.random(in: (-layout.metrics.homeFirstPage)...(layout.metrics.pagesLaidOut - 1 - layout.metrics.homeFirstPage),
                                         using: &random)
                let data = layout.dataPage(forVirtualPage: virtual)
                // Unmirrored, the virtual page is this far from its data page in the reference.
                let shift = CGFloat(virtual + layout.metrics.homeFirstPage - data) * stride
                func moved(_ frame: CGRect) -> CGRect {
                    guard axis == .horizontal else { return frame.offsetBy(dx: 0, dy: shift) }
                    guard direction.isRightToLeft else { return frame.offsetBy(dx: shift, dy: 0) }
                    return frame.offsetBy(dx: layout.contentSize.width - reference.contentSize.width - shift, dy: 0)
                }
                let visible = CGRect(origin: layout.contentOffset(forVirtualPage: virtual), size: canonicalViewport)
                let expected = reference.frames.filter { moved($0.1).overlaps(visible) }
                let found = layout.items(in: visible)
                #expect(found.map(\.index) == expected.map(\.0), "virtual page \(virtual) of \(pages)")
                for (item, (index, frame)) in zip(found, expected) where item.index == index {
                    #expect(item.frame.origin.isClose(to: moved(frame).origin), "item \(index) on virtual page \(virtual)")
                }
            }
        }
    }

    @Test func aRectangleOverSeveralCycles_returnsEachItemOnce() throws {
        var layout = PagedGridLayout(configuration: try .init(loopsPages: true))
        layout.prepare(in: LayoutContext(viewportSize: canonicalViewport, itemCount: 20))
        let everything = layout.items(in: CGRect(origin: .zero, size: layout.contentSize))
        #expect(everything.map(\.index.item) == Array(0..<20))
    }

    @Test func onePage_doesNotLoop() throws {
        var layout = PagedGridLayout(configuration: try .init(loopsPages: true))
        layout.prepare(in: LayoutContext(viewportSize: canonicalViewport, itemCount: 8))
        #expect(!layout.isLooping)
        #expect(layout.contentSize == canonicalViewport)
    }

    // MARK: - Driven like a finger

    /// After page 5 of 5, page 1 — reported, announced, and the content back in the cycle it
    /// rests in, with nothing reloaded.
    @Test(arguments: UIKitModel.allPlausible)
    func flickingPastTheLastPage_showsTheFirst(uikit: UIKitModel) throws {
        var engine = makeGridEngine(items: 40, configuration: try .init(loopsPages: true), uikit: uikit)
        engine.scrollToPage(4, animated: false)
        let reloads = engine.reloadCount
        engine.fling(by: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 1500, y: 0))
        // Over the wrap: the last page's items beside the first page's.
        let onScreen = Set(engine.visibleItems.map(\.index.item))
        #expect(onScreen.contains(35) && onScreen.contains(0), "\(onScreen.sorted())")
        engine.runUntilIdle()
        #expect(engine.behavior.currentPage == 0)
        #expect(engine.reportedPages == [4, 0])
        #expect(engine.behavior.accessibilityAnnouncement(layout: engine.layout) == .position(.page, index: 0, count: 5))
        #expect(engine.contentOffset == engine.offset(ofPage: 0))
        #expect(engine.reloadCount == reloads)
        #expect(engine.visibleIndices.map(\.item) == Array(0..<8))
    }

    @Test(arguments: UIKitModel.allPlausible)
    func flickingBeforeTheFirstPage_showsTheLast(uikit: UIKitModel) throws {
        var engine = makeGridEngine(items: 40, configuration: try .init(loopsPages: true), direction: .rightToLeft, uikit: uikit)
        // Right to left, the previous page is to the right: the offset grows.
        engine.flingAndSettle(by: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 1500, y: 0))
        #expect(engine.reportedPages == [4])
        #expect(engine.contentOffset == engine.offset(ofPage: 4))
    }

    /// Fifty flicks one way: the offset comes back to the cycle it rests in after each, so it
    /// never reaches the content's end.
    @Test func manyFlicksOneWay_keepTheOffsetInTheCycleItRestsIn() throws {
        var engine = makeGridEngine(items: 24, configuration: try .init(loopsPages: true))
        for flick in 1...50 {
            engine.flingAndSettle(by: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 2000, y: 0))
            #expect(engine.behavior.currentPage == flick % 3)
            #expect(engine.contentOffset == engine.offset(ofPage: flick % 3))
        }
        #expect(engine.reportedPages.count == 50)
    }

    @Test func voiceOver_pagesOnPastTheLastPage() throws {
        var engine = makeGridEngine(items: 40, configuration: try .init(loopsPages: true))
        engine.scrollToPage(4, animated: false)
        #expect(engine.accessibilityScroll(.next) == .position(.page, index: 0, count: 5))
        #expect(engine.accessibilityScroll(.previous) == .position(.page, index: 4, count: 5))
        var plain = makeGridEngine(items: 40)
        plain.scrollToPage(4, animated: false)
        #expect(plain.accessibilityScroll(.next) == nil, "without a loop the last page is an end")
    }

    /// The page control wraps: halfway from page 5 to page 1 reads 4.5.
    @Test func thePageControl_wrapsAcrossTheWrap() throws {
        var engine = makeGridEngine(items: 40, configuration: try .init(loopsPages: true))
        engine.scrollToPage(4, animated: false)
        engine.beginDragging()
        engine.drag(by: CGPoint(x: 170, y: 0))
        #expect(abs(engine.behavior.pageProgress - 4.5) < 0.01)
    }

    /// `scrollToPage(0)` from the last page goes the short way round: one page on.
    @Test func scrollingToTheFirstPageFromTheLast_goesOnePageOn() throws {
        var engine = makeGridEngine(items: 40, configuration: try .init(loopsPages: true))
        engine.scrollToPage(4, animated: false)
        let start = engine.contentOffset
        engine.scrollToPage(0, animated: true)
        engine.advance(by: 0.1)
        #expect(engine.contentOffset.x > start.x)
        engine.runUntilIdle()
        #expect(engine.reportedPages == [4, 0])
        #expect(engine.contentOffset == engine.offset(ofPage: 0))
    }
}
