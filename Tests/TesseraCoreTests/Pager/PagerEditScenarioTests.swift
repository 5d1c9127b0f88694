import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Changes that must not lose the user's place: edits around the selection, a reload under a
/// finger, a selection before the pages have room, rotation, and the smallest pagers.
@Suite("Pager edit scenarios")
struct PagerEditScenarioTests {
    /// Inserts, removes or moves pages and tabs together, as `ViewPager`'s edit methods do.
    private func edit(_ pager: inout PagerPair, _ map: PagerIndexMap) {
        pager.following { $0.send { strip, _, _ in strip.applyEdit(map, movesSelection: true) } }
        pager.following { $0.reloadData(itemCount: map.newCount) }
        pager.leading { $0.send { $0.applyEdit(map, scroll: $1, layout: $2) } }
        pager.leading { $0.reloadData(itemCount: map.newCount) }
    }

    // MARK: - Edits around the selection

    @Test func insertingBeforeTheSelection_keepsTheSelectedPage() {
        var pager = makePager(pages: 5)
        pager.selectPage(2, animated: false)
        pager.clearLogs()
        edit(&pager, .inserting(at: 0, into: 5))
        #expect(pager.leader.behavior.selectedPage == 3)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 3))
        #expect(pager.leader.reportedSelections == [3])
        #expect(pager.follower.tabChanges.isEmpty, "the selected tab view kept its state")
        #expect(pager.follower.behavior.selectedTab == 3)
        #expect(pager.follower.indicatorFrame == pager.follower.layout.indicatorFrame(forTab: 3))
        #expect(pager.leader.appearanceEvents.isEmpty, "nothing on screen changed")
        #expect(appearanceViolation(in: pager.leader.pageEvents, initiallyAppeared: [2], initiallyLive: [1, 2, 3]) == nil)
    }

    @Test func insertingAfterTheSelection_changesNothingSeen() {
        var pager = makePager(pages: 5)
        pager.selectPage(2, animated: false)
        pager.clearLogs()
        edit(&pager, .inserting(at: 3, into: 5))
        #expect(pager.leader.behavior.selectedPage == 2)
        #expect(pager.leader.reportedSelections.isEmpty)
        #expect(pager.follower.tabChanges.isEmpty)
        // The new neighbour is loaded; the old one, now page 4, is no longer a neighbour.
        #expect(pager.leader.pageEvents.dropFirst() == [.load(3), .unload(4)])
        #expect(appearanceViolation(in: pager.leader.pageEvents, initiallyAppeared: [2], initiallyLive: [1, 2, 3]) == nil)
    }

    @Test func removingTheSelectedPage_selectsTheOneThatTookItsPlace() {
        var pager = makePager(pages: 5)
        pager.selectPage(2, animated: false)
        pager.clearLogs()
        edit(&pager, .removing(at: 2, from: 5))
        #expect(pager.leader.behavior.selectedPage == 2)
        #expect(pager.leader.reportedSelections == [2], "a different page is selected")
        #expect(pager.follower.tabChanges == [[nil, 2]], "the tab now at 2 is told it is selected")
        let events = pager.leader.pageEvents
        #expect(events.prefix(3) == [.willDisappear(2, animated: false), .didDisappear(2), .unload(2)])
        #expect(appearance(of: 2, in: Array(events.dropFirst(3))) == ["willAppear", "didAppear"])
        #expect(appearanceViolation(in: events, initiallyAppeared: [2], initiallyLive: [1, 2, 3]) == nil)
    }

    @Test func removingBeforeTheSelection_keepsIt() {
        var pager = makePager(pages: 5)
        pager.selectPage(3, animated: false)
        pager.clearLogs()
        edit(&pager, .removing(at: 0, from: 5))
        #expect(pager.leader.behavior.selectedPage == 2)
        #expect(pager.leader.reportedSelections == [2])
        #expect(pager.follower.tabChanges.isEmpty)
        #expect(pager.leader.appearanceEvents.isEmpty)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 2))
    }

    @Test func movingTheSelectedPage_followsIt() {
        var pager = makePager(pages: 5)
        pager.selectPage(1, animated: false)
        pager.clearLogs()
        edit(&pager, .moving(from: 1, to: 4, count: 5))
        #expect(pager.leader.behavior.selectedPage == 4)
        #expect(pager.leader.reportedSelections == [4])
        #expect(pager.follower.tabChanges.isEmpty)
        #expect(appearanceViolation(in: pager.leader.pageEvents, initiallyAppeared: [1], initiallyLive: [0, 1, 2]) == nil)
    }

    /// Pages given as a new list of identities: the selected page is found by identity.
    @Test func replacingThePagesByIdentity_findsTheSelectedPage() {
        var pager = makePager(pages: 4)
        pager.selectPage(1, animated: false)
        pager.clearLogs()
        edit(&pager, PagerIndexMap(from: ["a", "b", "c", "d"], to: ["x", "c", "b", "y", "d"]))
        #expect(pager.leader.behavior.selectedPage == 2)
        #expect(pager.leader.reportedSelections == [2])
        #expect(pager.follower.tabChanges.isEmpty)
    }

    /// Pages edited alone (a strip of its own tabs): the selection stays the pages', and the
    /// tab at its index is told.
    @Test func pagesEditedWithoutTheirTabs_theStripFollowsThePagesIndex() {
        var pager = makePager(pages: 5)
        pager.selectPage(2, animated: false)
        pager.clearLogs()
        let map = PagerIndexMap.inserting(at: 0, into: 5)
        pager.leading { $0.send { $0.applyEdit(map, scroll: $1, layout: $2) } }
        pager.leading { $0.reloadData(itemCount: 6) }
        #expect(pager.follower.tabChanges == [[2, 3]])
        #expect(pager.follower.behavior.indicatorProgress == 3)
    }

    // MARK: - Under a finger

    /// The page under the finger is removed… no: a page before it is. The content the finger
    /// holds stays under it, and the release settles where it was heading, by the new indices.
    @Test func reloadMidDrag_keepsThePageUnderTheFinger() {
        var pager = makePager(pages: 6)
        pager.selectPage(2, animated: false)
        pager.clearLogs()
        pager.dragPages(by: 100)
        let before = pager.leader.contentOffset.x - pager.leader.offset(ofPage: 2).x
        edit(&pager, .removing(at: 0, from: 6))
        #expect(pager.leader.behavior.selectedPage == 1)
        #expect(pager.leader.contentOffset.x - pager.leader.offset(ofPage: 1).x == before)
        pager.dragPages(by: 80)
        pager.releasePages(velocity: 100)
        #expect(pager.leader.behavior.selectedPage == 2)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 2))
        #expect(pager.leader.reportedSelections == [1, 2])
        #expect(pager.follower.indicatorFrame == pager.follower.layout.indicatorFrame(forTab: 2))
        #expect(appearanceViolation(in: pager.leader.pageEvents, initiallyAppeared: [2], initiallyLive: [1, 2, 3]) == nil)
        #expect(pager.leader.behavior.lifecycle.pagesNotDisappeared == [2])
    }

    /// A data source answering `Int.max` new pages before the one the finger holds has 2³² in
    /// all (`Limits.itemCount`): that page stays under the finger, renumbered, and the release
    /// settles back on it; the strip selects its tab.
    @Test func insertingIntMaxPagesMidDrag_keepsThePageUnderTheFinger() {
        var pager = makePager(pages: 3)
        pager.selectPage(1, animated: false)
        pager.clearLogs()
        pager.dragPages(by: 100)
        let before = pager.leader.contentOffset.x - pager.leader.offset(ofPage: 1).x
        edit(&pager, .inserting(.max, at: 0, into: 3))
        let held = (1 << 32) - 2
        #expect(pager.leader.behavior.selectedPage == held)
        #expect(pager.leader.contentOffset.x - pager.leader.offset(ofPage: held).x == before)
        pager.releasePages(velocity: 0)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: held))
        #expect(pager.leader.reportedSelections == [held])
        #expect(pager.follower.behavior.selectedTab == held)
        #expect(pager.leader.behavior.livePages.count <= 3)
    }

    /// The page the finger holds is removed: the finger keeps dragging what took its place.
    @Test func removingThePageUnderTheFinger_isSafe() {
        var pager = makePager(pages: 4)
        pager.selectPage(1, animated: false)
        pager.dragPages(by: 60)
        edit(&pager, .removing(at: 1, from: 4))
        pager.releasePages(velocity: 0)
        #expect(pager.leader.behavior.selectedPage == 1)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 1))
        #expect(appearanceViolation(in: pager.leader.pageEvents) == nil)
        #expect(pager.leader.behavior.lifecycle.pagesNotDisappeared == [1])
    }

    /// An edit while the pages settle stops them on the page they were heading to.
    @Test func reloadMidSettle_landsOnTheDestination() {
        var pager = makePager(pages: 5)
        pager.dragPages(by: 60)
        pager.leading { $0.endDragging(velocity: CGPoint(x: 1500, y: 0)) }
        pager.advance(by: 0.05)
        edit(&pager, .inserting(at: 0, into: 5))
        pager.settle()
        #expect(pager.leader.behavior.selectedPage == 2)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 2))
        #expect(pager.follower.behavior.selectedTab == 2)
    }

    // MARK: - Before layout, rotation, tiny pagers

    /// Parchment #123, #439: a selection made before the view has a size lands on that page
    /// when it gets one, and the strip shows it.
    @Test func selectingBeforeLayout_landsThereWhenTheViewAppears() {
        var pager = PagerPair(leader: makePagesEngine(pages: 6, viewport: .zero),
                              follower: makeTabStripEngine(tabs: 6), link: PagerLink())
        pager.selectPage(4, animated: true)
        #expect(pager.leader.behavior.selectedPage == 4)
        #expect(pager.leader.reportedSelections.last == 4)
        pager.leading { $0.setViewportSize(pagerPagesViewport) }
        pager.settle()
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 4))
        #expect(pager.follower.behavior.selectedTab == 4)
        #expect(pager.follower.indicatorFrame == pager.follower.layout.indicatorFrame(forTab: 4))
        #expect(pager.leader.behavior.lifecycle.pagesNotDisappeared == [4])
        #expect(pager.leader.reportedSelections == [4])
    }

    /// Selecting before there are any pages waits for them.
    @Test func selectingBeforeThePagesExist_waitsForThem() {
        var pager = makePager(pages: 0, tabs: 0)
        pager.selectPage(3, animated: false)
        pager.following { $0.reloadData(itemCount: 5) }
        pager.leading { $0.reloadData(itemCount: 5) }
        #expect(pager.leader.behavior.selectedPage == 3)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 3))
        #expect(pager.follower.behavior.selectedTab == 3)
    }

    @Test func rotationAndSplitView_keepThePage() {
        var pager = makePager(pages: 5)
        pager.selectPage(3, animated: false)
        pager.clearLogs()
        for size in [CGSize(width: 480, height: 320), CGSize(width: 200, height: 480), pagerPagesViewport] {
            pager.leading { $0.setViewportSize(size) }
            #expect(pager.leader.contentOffset == CGPoint(x: 3 * size.width, y: 0))
            #expect(pager.leader.behavior.selectedPage == 3)
        }
        #expect(pager.leader.reportedSelections.isEmpty)
        #expect(pager.leader.appearanceEvents.isEmpty)
    }

    @Test func rotationMidAnimation_landsOnTheDestination() {
        var pager = makePager(pages: 5)
        pager.selectPage(3, animated: true)
        pager.advance(by: 0.1)
        pager.leading { $0.setViewportSize(CGSize(width: 480, height: 320)) }
        pager.settle()
        #expect(pager.leader.contentOffset == CGPoint(x: 3 * 480, y: 0))
        #expect(pager.leader.reportedSelections.last == 3)
    }

    @Test(arguments: [0, 1])
    func tinyPagers_dragAndTapSafely(pages: Int) {
        var pager = makePager(pages: pages)
        pager.dragPages(by: 80)
        pager.releasePages(velocity: 2000)
        pager.following { $0.tapTab(0) }
        pager.selectPage(3, animated: true)
        pager.settle()
        #expect(pager.leader.contentOffset == .zero)
        #expect(pager.leader.behavior.selectedPage == 0)
        #expect(pager.leader.reportedSelections.isEmpty)
        #expect(pager.follower.behavior.selectedTab == (pages == 0 ? nil : 0))
        #expect(appearanceViolation(in: pager.leader.pageEvents) == nil)
    }
}
