import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The DocC article's example (ViewPager.md), as written there.
@Suite("Pager documentation")
struct PagerDocumentationTests {
    @Test func documentationExample_runsAsWritten() throws {
        var strip = PagerTabStripLayout(configuration: try .init(size: .selfSizing(height: 44, spacing: 8),
                                                                 leadingInset: 16, trailingInset: 16, tabPadding: 12))
        strip.setMeasuredWidths([60, 90, 45.5, 120])
        strip.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 44), itemCount: 4))

        var pages = PagerPagesLayout()
        pages.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 4))

        let progress = pages.fractionalPage(forContentOffset: CGPoint(x: 480, y: 0))
        #expect(progress == 1.5)
        strip.selectionProgress = progress
        #expect(strip.indicatorItem?.frame == CGRect(x: 169, y: 42, width: 92, height: 2))
        #expect(strip.contentOffset(forProgress: progress, from: .zero) == CGPoint(x: 55, y: 0))
        #expect(pages.targetContentOffset(proposed: CGPoint(x: 300, y: 0), current: CGPoint(x: 480, y: 0),
                                          velocity: CGPoint(x: -600, y: 0)) == CGPoint(x: 320, y: 0))
    }

    @Test func stateMachineExample_runsAsWritten() throws {
        let strip = PagerTabStripLayout(configuration: try .init(size: .fixed(width: 100, height: 44)))
        var pager = LinkedEngines(
            leader: CollectionEngine(layout: PagerPagesLayout(), behavior: PagerPagesBehavior(),
                                     viewportSize: CGSize(width: 320, height: 480), itemCount: 5),
            follower: CollectionEngine(layout: strip, behavior: PagerTabStripBehavior(followsPages: true),
                                       viewportSize: CGSize(width: 320, height: 44), itemCount: 5),
            link: PagerLink())

        pager.leading { $0.beginDragging() }
        pager.leading { $0.drag(by: CGPoint(x: 96, y: 0)) }
        #expect(pager.follower.behavior.indicatorProgress == 0.3)
        pager.leading { $0.endDragging(velocity: CGPoint(x: 1500, y: 0)) }
        pager.runUntilIdle()
        #expect(pager.leader.behavior.selectedPage == 1)
        #expect(pager.leader.reportedSelections == [1])
        #expect(pager.follower.behavior.selectedTab == 1)

        pager.following { $0.tap(at: CGPoint(x: 250, y: 22)) }
        pager.runUntilIdle()
        #expect(pager.leader.behavior.selectedPage == 2)
    }

    @Test func loopingExample_runsAsWritten() throws {
        var pages = PagerPagesLayout()
        pages.loops = true
        var strip = PagerTabStripLayout(configuration: try .init(size: .fixed(width: 60, height: 44)))
        strip.indicatorWraps = true
        var pager = LinkedEngines(
            leader: CollectionEngine(layout: pages, behavior: PagerPagesBehavior(),
                                     viewportSize: CGSize(width: 320, height: 480), itemCount: 5),
            follower: CollectionEngine(layout: strip, behavior: PagerTabStripBehavior(followsPages: true),
                                       viewportSize: CGSize(width: 320, height: 44), itemCount: 5),
            link: PagerLink())
        pager.leading { $0.send { $0.select(page: 4, animated: false, scroll: $1, layout: $2) } }

        pager.leading { $0.beginDragging() }
        pager.leading { $0.drag(by: CGPoint(x: 96, y: 0)) }
        #expect(abs(pager.leader.behavior.progress - 4.3) < 1e-9)
        pager.leading { $0.endDragging(velocity: CGPoint(x: 1500, y: 0)) }
        pager.runUntilIdle()
        #expect(pager.leader.behavior.selectedPage == 0)
        #expect(pager.leader.reportedSelections == [4, 0])
        #expect(pager.follower.behavior.selectedTab == 0)

        pager.following { $0.tap(at: CGPoint(x: 270, y: 22)) }
        var lowest = CGFloat.infinity
        while pager.leader.isMoving || pager.follower.isMoving {
            pager.advance(by: 1 / 60)
            lowest = min(lowest, pager.leader.fractionalPage)
        }
        #expect(pager.leader.behavior.selectedPage == 4)
        #expect(lowest >= -1 - 1e-9)                       // never further back than page 5 of the cycle before
    }
}
