import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The view pager driven like fingers: pages (320 × 480 pt) leading a strip of 100 pt tabs
/// (320 × 44 pt), through `PagerLink` as the device routes them.
@Suite("Pager sync scenarios")
struct PagerSyncScenarioTests {
    // MARK: - Dragging the pages

    /// Drag 30% of a page and release slowly: the pages snap back, the indicator returns to
    /// tab 0, nothing is selected, and the transition to page 1 is cancelled as UIKit cancels
    /// an interactive one.
    @Test func dragThirtyPercentAndReleaseSlowly_snapsBackWithoutASelection() {
        var pager = makePager()
        pager.clearLogs()
        var farthest: CGFloat = 0
        pager.dragPages(by: 96, check: { farthest = max(farthest, $0.follower.behavior.indicatorProgress) })
        #expect(abs(farthest - 0.3) < 0.01)
        #expect(pager.indicatorError <= 0.5)
        pager.releasePages(velocity: 100)
        #expect(pager.leader.contentOffset == .zero)
        #expect(pager.leader.behavior.selectedPage == 0)
        #expect(pager.leader.reportedSelections.isEmpty)
        #expect(pager.follower.tabChanges.isEmpty)
        #expect(pager.follower.indicatorFrame == pager.follower.layout.indicatorFrame(forTab: 0))
        let events = pager.leader.appearanceEvents
        #expect(appearance(of: 0, in: events) == ["willDisappear", "willAppear", "didAppear"])
        #expect(appearance(of: 1, in: events) == ["willAppear", "willDisappear", "didDisappear"])
        #expect(events == [.willDisappear(0, animated: true), .willAppear(1, animated: true),
                           .willDisappear(1, animated: true), .willAppear(0, animated: true),
                           .didDisappear(1), .didAppear(0)])
        #expect(appearanceViolation(in: pager.leader.pageEvents, initiallyAppeared: [0], initiallyLive: [0, 1]) == nil)
    }

    /// Fling to the next page: the indicator matches the interpolated frame on every frame,
    /// page 1 and tab 1 are selected once each, and the appearance transition completes.
    @Test(arguments: [60.0, 120.0])
    func flingToTheNextPage_indicatorFollowsEveryFrame(frameRate: Double) {
        var pager = makePager()
        pager.clearLogs()
        var worst: CGFloat = 0, frames = 0
        pager.dragPages(by: 40, check: { worst = max(worst, $0.indicatorError) })
        pager.leading { $0.endDragging(velocity: CGPoint(x: 1500, y: 0)) }
        while pager.leader.isMoving && frames < 600 {
            pager.advance(by: 1 / frameRate)
            worst = max(worst, pager.indicatorError)
            frames += 1
        }
        #expect(worst <= 0.5, "indicator off by \(worst) pt")
        #expect(frames > 10)
        #expect(pager.leader.contentOffset == CGPoint(x: 320, y: 0))
        #expect(pager.leader.reportedSelections == [1])
        #expect(pager.follower.tabChanges == [[0, 1]])
        #expect(pager.follower.indicatorFrame == pager.follower.layout.indicatorFrame(forTab: 1))
        let events = pager.leader.pageEvents
        #expect(appearance(of: 0, in: events) == ["willDisappear", "didDisappear"])
        #expect(appearance(of: 1, in: events) == ["willAppear", "didAppear"])
        #expect(events.contains(.load(2)))
        #expect(appearanceViolation(in: events, initiallyAppeared: [0], initiallyLive: [0, 1]) == nil)
    }

    /// UIKit hands the pages 10⁶ pt/s: played at `Limits.releaseSpeed`, still one page per
    /// flick, with the tab following.
    @Test func flickedAtAMillionPointsPerSecond_movesOnePage_andTheTabFollows() {
        var pager = makePager()
        pager.clearLogs()
        pager.dragPages(by: 40)
        pager.releasePages(velocity: 1e6)
        #expect(pager.leader.contentOffset == CGPoint(x: 320, y: 0))
        #expect(pager.leader.reportedSelections == [1])
        #expect(pager.follower.behavior.selectedTab == 1)
        #expect(appearanceViolation(in: pager.leader.pageEvents, initiallyAppeared: [0], initiallyLive: [0, 1]) == nil)
    }

    /// The strip's own scrolls are programmatic: it never reports a drag or asks the pages
    /// for anything while following them.
    @Test func followingThePages_sendsNothingBack() {
        var pager = makePager(pages: 8, tabs: 8)
        for _ in 0..<5 {
            pager.dragPages(by: 60)
            pager.releasePages(velocity: 1200)
        }
        #expect(pager.leader.behavior.selectedPage == 5)
        #expect(!pager.follower.told.contains(.willBeginDragging))
        #expect(!pager.follower.effects.contains { effect in
            if case .tabTapped = effect { return true }
            if case .selectionRequested = effect { return true }
            return false
        })
        #expect(pager.follower.contentOffset.x > 0)
    }

    // MARK: - Tapping a tab

    /// A tap on a tab four pages away selects it at once (one `onSelected`), animates the
    /// pages through the pages between, and selects page 4 once when they arrive. Pages passing
    /// by are loaded but never appear; no more than three pages are alive at any time.
    @Test func tapOnATabFourPagesAway_animatesThePagesAndSelectsOnce() {
        var pager = makePager(pages: 6, tabs: 6, strip: try! .init(size: .fixed(width: 60, height: 44)))
        pager.clearLogs()
        var mostAlive = 0, worst: CGFloat = 0
        pager.following { $0.tapTab(4) }
        #expect(pager.follower.tabChanges == [[0, 4]])
        #expect(pager.leader.behavior.destination == 4)
        pager.settle(check: {
            mostAlive = max(mostAlive, $0.leader.behavior.lifecycle.live.count)
            worst = max(worst, $0.indicatorError)
        })
        #expect(pager.leader.contentOffset == CGPoint(x: 4 * 320, y: 0))
        #expect(pager.leader.reportedSelections == [4])
        #expect(pager.follower.tabChanges == [[0, 4]])
        #expect(pager.follower.indicatorFrame == pager.follower.layout.indicatorFrame(forTab: 4))
        #expect(worst <= 0.5)
        #expect(mostAlive <= 3)
        let events = pager.leader.pageEvents
        #expect(appearance(of: 0, in: events) == ["willDisappear", "didDisappear"])
        #expect(appearance(of: 4, in: events) == ["willAppear", "didAppear"])
        for page in 1...3 { #expect(appearance(of: page, in: events).isEmpty) }
        #expect(events.contains(.load(3)) && events.contains(.unload(0)))
        #expect(appearanceViolation(in: events, initiallyAppeared: [0], initiallyLive: [0, 1]) == nil)
    }

    /// Tapping the tab the pages are already heading to, or the selected tab, changes nothing.
    @Test func tappingAgain_doesNotRestartTheAnimation() {
        var pager = makePager()
        pager.clearLogs()
        pager.following { $0.tapTab(2) }
        pager.advance(by: 0.1)
        let offset = pager.leader.contentOffset
        pager.following { $0.tapTab(2) }
        pager.advance(by: 1 / 60)
        #expect(pager.leader.contentOffset.x > offset.x)
        pager.settle()
        pager.following { $0.tapTab(2) }
        pager.settle()
        #expect(pager.leader.reportedSelections == [2])
        #expect(pager.follower.tabChanges == [[0, 2]])
    }

    /// A finger catches the pages on their way to a tapped tab: they settle on the nearest
    /// page, which is selected (once), and the tab follows it.
    @Test func aTouchCatchingTheAnimation_settlesOnTheNearestPage() {
        var pager = makePager(pages: 6, tabs: 6, strip: try! .init(size: .fixed(width: 50, height: 44)))
        pager.clearLogs()
        pager.following { $0.tapTab(5) }
        pager.advance(by: 0.15)
        let caught = pager.leader.fractionalPage
        pager.leading { $0.touchDown() }
        pager.leading { $0.touchUp() }
        pager.settle()
        let page = Int(caught.rounded())
        #expect(page > 0 && page < 5)
        #expect(pager.leader.behavior.selectedPage == page)
        #expect(pager.leader.reportedSelections == [page])
        #expect(pager.follower.tabChanges == [[0, 5], [5, page]])
        #expect(pager.follower.indicatorFrame == pager.follower.layout.indicatorFrame(forTab: page))
        #expect(appearanceViolation(in: pager.leader.pageEvents, initiallyAppeared: [0], initiallyLive: [0, 1]) == nil)
        #expect(pager.leader.behavior.lifecycle.pagesNotDisappeared == [page])
    }

    // MARK: - An overflowing strip

    /// Twenty self-sizing tabs: page after page, the selected tab is on screen whole at every
    /// rest, and centred where the content allows.
    @Test func overflowingSelfSizingStrip_keepsTheSelectionVisible() {
        var pager = makePager(pages: 20, tabs: 20, strip: selfSizingStrip)
        #expect(pager.follower.layout.isScrollable)
        for page in 1..<20 {
            pager.dragPages(by: 60)
            pager.releasePages(velocity: 1500)
            #expect(pager.leader.behavior.selectedPage == page)
            #expect(pager.follower.showsWholeTab(page), "tab \(page) hidden at \(pager.follower.contentOffset.x)")
            let expected = pager.follower.layout.contentOffset(forProgress: CGFloat(page), from: .zero)
            #expect(pager.follower.contentOffset == expected)
        }
        #expect(pager.follower.contentOffset.x == pager.follower.layout.contentOffsetRange.upperBound)
    }

    /// The user scrolls the strip away: page drags no longer move it, a snap back leaves it,
    /// and the next page change brings the selected tab back into view.
    @Test func userScrollsTheStrip_itStopsFollowingUntilTheNextPageChange() {
        var pager = makePager(pages: 20, tabs: 20, strip: selfSizingStrip)
        pager.clearLogs()
        pager.following { $0.fling(by: CGPoint(x: 300, y: 0), velocity: CGPoint(x: 800, y: 0)) }
        pager.settle()
        let scrolled = pager.follower.contentOffset
        #expect(scrolled.x > 300)
        #expect(!pager.follower.behavior.isFollowing)
        pager.dragPages(by: 100)
        #expect(pager.follower.contentOffset == scrolled)
        pager.releasePages(velocity: 50)
        #expect(pager.leader.behavior.selectedPage == 0)
        #expect(pager.follower.contentOffset == scrolled)
        pager.dragPages(by: 60)
        pager.releasePages(velocity: 1500)
        #expect(pager.leader.behavior.selectedPage == 1)
        #expect(pager.follower.behavior.isFollowing)
        #expect(pager.follower.showsWholeTab(1))
        #expect(pager.follower.tabChanges == [[0, 1]])
    }

    /// `.minimal`: the strip moves only as far as it takes to show the next tab whole, and not
    /// at all while it is already on screen; every frame interpolates from the offset the strip
    /// had when the pages left their rest.
    @Test func minimalPosition_scrollsOnlyAsFarAsNeeded() throws {
        var configuration = fixedStrip
        configuration.selectedTabPosition = .minimal
        var pager = makePager(pages: 5, strip: configuration)
        var offsets: [CGFloat] = []
        for _ in 0..<4 {
            let start = pager.follower.contentOffset
            pager.dragPages(by: 60, check: { pair in
                let p = pair.follower.behavior.indicatorProgress
                #expect(pair.follower.contentOffset == pair.follower.layout.contentOffset(forProgress: p, from: start))
            })
            pager.releasePages(velocity: 1500)
            offsets.append(pager.follower.contentOffset.x)
            #expect(pager.follower.showsWholeTab(pager.leader.behavior.selectedPage))
        }
        #expect(offsets == [0, 0, 80, 180])
    }

    /// A tab tapped in a strip the user scrolled: the pages go there and the strip, which
    /// stopped following, comes back to the selection when they arrive.
    @Test func tapInAScrolledStrip_bringsTheStripBackWithThePage() {
        var pager = makePager(pages: 20, tabs: 20, strip: selfSizingStrip)
        pager.following { $0.fling(by: CGPoint(x: 400, y: 0), velocity: CGPoint(x: 600, y: 0)) }
        pager.settle()
        let visible = pager.follower.visibleIndices.map(\.item).filter { pager.follower.showsWholeTab($0) }
        let tab = visible[visible.count / 2]
        pager.following { $0.tapTab(tab) }
        pager.settle()
        #expect(pager.leader.behavior.selectedPage == tab)
        #expect(pager.follower.behavior.isFollowing)
        #expect(pager.follower.contentOffset == pager.follower.layout.contentOffset(
            showingTab: tab, position: .centered, from: .zero))
    }

    // MARK: - Right to left

    /// Right to left, the next page lies to the left: a finger moving the content left-wards
    /// (offset decreasing) goes forward, the indicator moves left, and it mirrors the
    /// left-to-right indicator exactly.
    @Test func rightToLeft_mirrorsPagesTabsAndIndicator() {
        var rtl = makePager(direction: .rightToLeft)
        var ltr = makePager()
        rtl.clearLogs()
        #expect(rtl.leader.contentOffset == rtl.leader.offset(ofPage: 0))
        #expect(rtl.leader.contentOffset.x == 1280)
        let stripWidth = rtl.follower.layout.contentSize.width
        var worst: CGFloat = 0
        func mirrored(_ frame: CGRect?) -> CGRect? {
            frame.map { CGRect(x: stripWidth - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        rtl.dragPages(by: -40, check: { worst = max(worst, $0.indicatorError) })
        ltr.dragPages(by: 40)
        #expect(isClose(rtl.follower.indicatorFrame, mirrored(ltr.follower.indicatorFrame)))
        rtl.releasePages(velocity: -1500, check: { worst = max(worst, $0.indicatorError) })
        ltr.releasePages(velocity: 1500)
        #expect(worst <= 0.5)
        #expect(rtl.leader.behavior.selectedPage == 1)
        #expect(rtl.leader.contentOffset.x == 960)
        #expect(rtl.follower.indicatorFrame == mirrored(ltr.follower.indicatorFrame))
        #expect(rtl.follower.contentOffset.x == stripWidth - 320 - ltr.follower.contentOffset.x)
        #expect(rtl.leader.reportedSelections == [1])
        #expect(rtl.follower.tabChanges == [[0, 1]])
    }
}
