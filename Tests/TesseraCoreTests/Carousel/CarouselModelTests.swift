import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// What the UIKit skin reads off the core: the offset within a cycle, page starts, VoiceOver
/// scroll directions, the page control model.
@Suite("Carousel models")
struct CarouselModelTests {
    /// YJCycleCollectionView reports the offset "within the original items": 0 on item 0,
    /// a stride per item, back to 0 after a whole cycle (7 × 220 pt), also backwards.
    @Test func cycleOffset_countsFromItemZeroWithinOneCycle() throws {
        var engine = try makeCarouselEngine()
        #expect(engine.layout.cycleOffset(forContentOffset: engine.contentOffset) == .zero)
        engine.flingAndSettle(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1500, y: 0))
        #expect(engine.layout.cycleOffset(forContentOffset: engine.contentOffset).x == 220)
        engine.scrollToItem(0, animated: false)
        engine.flingAndSettle(by: CGPoint(x: -40, y: 0), velocity: CGPoint(x: -1500, y: 0))
        #expect(engine.layout.cycleOffset(forContentOffset: engine.contentOffset).x == 1320) // item 6: 6 × 220
        for _ in 0..<7 { engine.flingAndSettle(by: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 1500, y: 0)) }
        #expect(engine.layout.cycleOffset(forContentOffset: engine.contentOffset).x == 1320) // item 6: 6 × 220
        #expect(engine.behavior.currentIndex == 6)
    }

    @Test func firstDataIndexOfPage_followsScreenfuls() throws {
        let configuration = try CarouselLayout.Configuration(itemSizing: .fixed(CGSize(width: 90, height: 160)),
                                                             minimumLineSpacing: 10, insets: EdgeInsets(left: 10, right: 10),
                                                             alignment: .leading, paging: .screenful)
        let engine = try makeCarouselEngine(items: 10, configuration: configuration)
        #expect((0..<4).map(engine.layout.firstDataIndex(ofPage:)) == [0, 3, 6, 9])
        #expect(engine.behavior.pageControl.numberOfPages == 4)
    }

    /// A three-finger swipe left asks for the next item in left-to-right, the previous one in
    /// right-to-left; vertical carousels answer up and down only.
    @Test(arguments: [(Axis.horizontal, LayoutDirection.leftToRight, AccessibilityScrollDirection.left, 1),
                      (.horizontal, .rightToLeft, .left, 6), (.horizontal, .leftToRight, .previous, 6),
                      (.vertical, .leftToRight, .up, 1), (.vertical, .leftToRight, .left, 0)])
    func accessibilityScroll_movesOneItemInReadingOrder(axis: Axis, direction: LayoutDirection,
                                                         gesture: AccessibilityScrollDirection, expected: Int) throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.axis = axis
        var engine = try makeCarouselEngine(configuration: configuration, direction: direction)
        engine.send { pager, scroll, layout in pager.accessibilityScroll(gesture, scroll: scroll, layout: layout) }
        #expect(engine.behavior.currentIndex == expected)
        #expect(!engine.isMoving)
    }

    @Test func pageControlModel_wrapsAndClamps() {
        #expect(CarouselPageControl(numberOfPages: 5, progress: -0.4, isLooping: true).currentPage == 0)
        #expect(CarouselPageControl(numberOfPages: 5, progress: -0.6, isLooping: true).currentPage == 4)
        #expect(CarouselPageControl(numberOfPages: 5, progress: 12.2, isLooping: true).progress.isClose(to: 2.2))
        #expect(CarouselPageControl(numberOfPages: 5, progress: 9.4, isLooping: false).currentPage == 4)
        #expect(CarouselPageControl(numberOfPages: 5, progress: .nan, isLooping: true).currentPage == 0)
    }

    /// The DocC article's engine example, as written there.
    @Test func documentationExample_runsAsWritten() throws {
        let configuration = try CarouselLayout.Configuration(
            itemSizing: .fixed(CGSize(width: 200, height: 160)), minimumLineSpacing: 20,
            transform: .linearScale(minimumScale: 0.9))
        var engine = CollectionEngine(
            layout: CarouselLayout(configuration: configuration),
            behavior: CarouselBehavior(autoScroller: try AutoScroller(mode: .page(interval: 2.5), isEnabled: true)),
            viewportSize: CGSize(width: 320, height: 200), itemCount: 7,
            configuration: ScrollConfiguration(decelerationRate: configuration.recommendedDecelerationRate))
        engine.beginDragging()
        engine.drag(by: CGPoint(x: -40, y: 0))
        engine.endDragging(velocity: CGPoint(x: -1500, y: 0))
        engine.runUntilIdle()
        #expect(engine.behavior.currentIndex == 6)
        engine.advance(by: 2.5)
        engine.runUntilIdle()
        #expect(engine.behavior.currentIndex == 0)
    }
}
