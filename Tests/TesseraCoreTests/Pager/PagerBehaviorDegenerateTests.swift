import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The pager's behaviours given values they cannot use: no trap, no NaN, no runaway work.
@Suite("Pager behaviours, degenerate input")
struct PagerBehaviorDegenerateTests {
    @Test(arguments: [Int.min, -1, 0, 7, Int.max])
    func selectingAnyIndex_clampsToThePages(index: Int) {
        var pager = makePager(pages: 3)
        pager.selectPage(index, animated: true)
        pager.settle()
        pager.following { $0.send { $0.select(tab: index, animated: true, scroll: $1, layout: $2) } }
        pager.settle()
        let expected = min(max(index, 0), 2)
        #expect(pager.leader.behavior.selectedPage == expected)
        #expect(pager.follower.behavior.selectedTab == expected)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: expected))
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 1e300])
    func followingAnyProgress_keepsTheStripFinite(progress: CGFloat) {
        var strip = makeTabStripEngine(tabs: 6)
        strip.send { $0.follow(progress: progress, scroll: $1, layout: $2) }
        #expect(strip.contentOffset.x.isFinite)
        #expect(strip.behavior.indicatorProgress.isNaN == false)
        #expect(strip.indicatorFrame.map { $0.minX.isFinite && $0.width.isFinite } ?? true)
        strip.send { $0.pagesSettled(on: .max, scroll: $1, layout: $2) }
        #expect(strip.behavior.selectedTab == 5)
    }

    @Test func editsWithHugeOrMismatchedMaps_areSafe() {
        var pager = makePager(pages: 4)
        pager.selectPage(3, animated: false)
        for map in [PagerIndexMap.inserting(.max, at: .max, into: 4), .removing(.max, at: .min, from: 4),
                    .moving(from: .max, to: .min, count: 4), .reloading(from: 0, to: 2), .replacing(from: 9, to: 0)] {
            pager.leading { $0.send { $0.applyEdit(map, scroll: $1, layout: $2) } }
            pager.leading { $0.reloadData(itemCount: min(map.newCount, 6)) }
        }
        #expect(pager.leader.behavior.selectedPage == 0)
        #expect(pager.leader.behavior.lifecycle.live.isEmpty)
        #expect(appearanceViolation(in: pager.leader.pageEvents) == nil)
    }

    /// A configuration asking every page to stay alive keeps at most
    /// `PagerPageLifecycle.Target.maximumLivePages` of them.
    @Test func everyPageAlive_isBounded() throws {
        var pages = PagesEngine(layout: PagerPagesLayout(configuration: try .init(liveNeighbours: .max)),
                                behavior: PagerPagesBehavior(), viewportSize: pagerPagesViewport, itemCount: 100_000)
        pages.send { $0.select(page: 50_000, animated: false, scroll: $1, layout: $2) }
        let live = pages.behavior.lifecycle.live
        #expect(live.count == PagerPageLifecycle.Target.maximumLivePages)
        #expect(live.contains(50_000))
    }
}
