import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The pager's key scenarios under every plausible answer to what UIKit leaves undocumented
/// (`UIKitModel.allPlausible`), like `EveryUIKitModelTests`: the same pages, selections and
/// appearance transitions under all of them.
@Suite("The pager under every UIKit model")
struct PagerEveryUIKitModelTests {
    @Test(arguments: UIKitModel.allPlausible)
    func dragBackFlingOnAndTapFar(uikit: UIKitModel) {
        var pager = makePager(pages: 6, strip: try! .init(size: .fixed(width: 50, height: 44)), uikit: uikit)
        pager.dragPages(by: 96)                       // 30%, slow: back
        pager.releasePages(velocity: 100)
        #expect(pager.leader.contentOffset == .zero)
        var worst: CGFloat = 0
        pager.dragPages(by: 40, check: { worst = max(worst, $0.indicatorError) })   // flick: on
        pager.releasePages(velocity: 1500, check: { worst = max(worst, $0.indicatorError) })
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 1))
        pager.following { $0.tapTab(5) }              // far tab
        pager.settle(check: { worst = max(worst, $0.indicatorError) })
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 5))
        pager.dragPages(by: 150)                      // past the end: bounces back
        pager.releasePages(velocity: 3000)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 5))
        #expect(worst <= 0.5)
        #expect(pager.leader.reportedSelections == [1, 5])
        #expect(pager.follower.tabChanges == [[nil, 0], [0, 1], [1, 5]])
        #expect(appearanceViolation(in: pager.leader.pageEvents) == nil)
        #expect(pager.leader.behavior.lifecycle.pagesNotDisappeared == [5])
        #expect(!pager.leader.isMoving && !pager.follower.isMoving)
    }

    @Test(arguments: UIKitModel.allPlausible)
    func cancelledDrag_cancelsTheTransition(uikit: UIKitModel) {
        var pager = makePager(pages: 3, uikit: uikit)
        pager.clearLogs()
        pager.dragPages(by: 150)
        pager.releasePages(velocity: -600)            // flicked back
        #expect(pager.leader.contentOffset == .zero)
        #expect(pager.leader.reportedSelections.isEmpty)
        let events = pager.leader.appearanceEvents
        #expect(appearance(of: 0, in: events) == ["willDisappear", "willAppear", "didAppear"])
        #expect(appearance(of: 1, in: events) == ["willAppear", "willDisappear", "didDisappear"])
    }

    @Test(arguments: UIKitModel.allPlausible)
    func rightToLeftFling(uikit: UIKitModel) {
        var pager = makePager(pages: 4, direction: .rightToLeft, uikit: uikit)
        pager.dragPages(by: -40)
        pager.releasePages(velocity: -1500)
        #expect(pager.leader.behavior.selectedPage == 1)
        #expect(pager.follower.indicatorFrame == pager.follower.layout.indicatorFrame(forTab: 1))
    }
}
