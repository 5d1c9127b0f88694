import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The item-count lag: the app changes its data, and the collection view hears of it only at
/// `reloadData()`. In between UIKit lays out with the counts it cached (a split-view resize,
/// the frames of a fling), so a layout must answer from those counts, never from the data's:
/// attributes for an item UIKit does not know make it throw. After the reload every
/// component is back within the new data, at rest.
@Suite struct ItemCountLagScenarioTests {
    enum Change: CaseIterable, Sendable { case shrinks, grows }

    @Test(arguments: UIKitModel.allPlausible, Change.allCases)
    func dataChangingBeforeTheReload_isLaidOutWithUIKitsCounts(uikit: UIKitModel, change: Change) throws {
        var grid = makeGridEngine(items: 30, uikit: uikit)
        #expect(Self.survivesTheLag(&grid, to: change == .shrinks ? 5 : 60, fling: CGPoint(x: 400, y: 0)))
        #expect(grid.behavior.currentPage < grid.behavior.numberOfPages)
        // The carousel lends slots (its items are not the data's); its item must exist.
        var carousel = try makeCarouselEngine(items: 7, uikit: uikit)
        #expect(Self.survivesTheLag(&carousel, to: change == .shrinks ? 2 : 12, fling: CGPoint(x: 300, y: 0)))
        #expect(carousel.behavior.currentIndex < (change == .shrinks ? 2 : 12))
        var pages = makePagesEngine(pages: 5, uikit: uikit)
        #expect(Self.survivesTheLag(&pages, to: change == .shrinks ? 2 : 9, fling: CGPoint(x: 500, y: 0)))
        #expect(pages.behavior.selectedPage < (change == .shrinks ? 2 : 9))
        var strip = makeTabStripEngine(tabs: 30, uikit: uikit)
        #expect(Self.survivesTheLag(&strip, to: change == .shrinks ? 4 : 40, fling: CGPoint(x: 600, y: 0)))
        var list = makePresentationEngine(PresentationEngineSupport.list, uikit: uikit)
        #expect(Self.survivesTheLag(&list, to: change == .shrinks ? 20 : 2_000, fling: CGPoint(x: 0, y: 3_000)))
    }

    /// Starts at the end of the content (where a layout that read the data's counts would show
    /// items UIKit does not have), flings back by `fling`, changes the data mid-fling, resizes
    /// the view and lets frames pass before the reload, then reloads and settles. Whether no layout ever answered beyond UIKit's counts,
    /// no cell was asked for beyond the data once it was reloaded, and the component came to
    /// rest showing only items that exist.
    static func survivesTheLag<B: ScrollBehavior>(_ engine: inout CollectionEngine<B>, to count: Int,
                                                 fling: CGPoint) -> Bool {
        let size = engine.context.viewportSize
        let content = engine.layout.contentSize
        engine.setContentOffset(CGPoint(x: max(0, content.width - size.width), y: max(0, content.height - size.height)),
                                animated: false)
        engine.runUntilIdle()
        engine.fling(by: CGPoint(x: -fling.x / 4, y: -fling.y / 4), velocity: CGPoint(x: -fling.x * 4, y: -fling.y * 4))
        engine.advance(by: 0.1)
        engine.changeData(sectionItemCounts: [count])
        engine.setViewportSize(CGSize(width: size.width * 0.8, height: size.height))
        engine.advance(by: 0.1)
        let askedBeyondDataInTheLag = engine.dataSourceFaults.cellsBeyondData.count
        engine.reloadData()
        engine.runUntilIdle()
        return engine.dataSourceFaults.attributesBeyondUIKit.isEmpty
            && engine.dataSourceFaults.cellsBeyondData.count == askedBeyondDataInTheLag
            && (engine.layout is LendsItemSlots || engine.visibleIndices.allSatisfy { $0.item < count })
            && !engine.visibleIndices.isEmpty
            && !engine.isMoving
    }
}
