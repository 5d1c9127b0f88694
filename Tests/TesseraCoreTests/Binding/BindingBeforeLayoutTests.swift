import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("Binding: values set before the first layout")
struct BindingBeforeLayoutTests {
    @Test func pagedGrid_pageSetBeforeLayout_isShownAtTheFirstLayout() {
        var grid = BoundGrid(engine: makeGridEngine(items: 40, viewport: .zero), glue: BehaviorBinding(),
                             initial: 3) { engine, page, animated in engine.scrollToPage(page, animated: animated) }
        #expect(grid.scrolls.isEmpty && grid.writes.isEmpty && grid.glue.waitingValue == 3)
        grid.resize(to: canonicalViewport)
        #expect(grid.scrolls == [.scroll(to: 3, animated: false)] && grid.writes.isEmpty)
        #expect(grid.isInStep && grid.engine.contentOffset == grid.engine.offset(ofPage: 3))
    }

    @Test func carousel_itemSetBeforeLayout_isShownAtTheFirstLayout() throws {
        var carousel = BoundCarousel(engine: try makeCarouselEngine(items: 7, viewport: .zero), glue: BehaviorBinding(),
                                     initial: 4) { engine, index, animated in engine.scrollToItem(index, animated: animated) }
        carousel.resize(to: canonicalViewport)
        #expect(carousel.scrolls == [.scroll(to: 4, animated: false)] && carousel.writes.isEmpty && carousel.isInStep)
    }

    @Test func infiniteGrid_centreGivenAtCreation_needsNoScroll() throws {
        var plane = BoundPlane(engine: try makeInfiniteEngine(center: GridCoordinates(x: 5, y: 5), viewport: .zero),
                               glue: BehaviorBinding(), initial: GridCoordinates(x: 5, y: 5)) { engine, center, animated in
            engine.scroll(to: center, animated: animated)
        }
        plane.resize(to: canonicalViewport)
        #expect(plane.scrolls.isEmpty && plane.writes.isEmpty && plane.isInStep)
    }
}
