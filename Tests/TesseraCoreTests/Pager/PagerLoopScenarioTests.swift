import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Looping pages (`PagerPagesLayout.loops`) driven like a finger under every plausible UIKit
/// model, left to right and right to left: after the last page the first, before the first the
/// last, with the strip's indicator wrapping the way the pages move.
@Suite("Looping pager scenarios")
struct PagerLoopScenarioTests {
    static let cases = UIKitModel.allPlausible.flatMap { uikit in
        [LayoutDirection.leftToRight, .rightToLeft].map { (uikit, $0) }
    }

    /// Five 60 pt tabs: all fit in the 320 pt strip, so every tab can be tapped.
    static let fittingStrip = try! PagerTabStripLayout.Configuration(size: .fixed(width: 60, height: 44))

    /// A looping pager of `pages` pages (and tabs) resting on `page`, its logs cleared.
    static func loopingPager(pages: Int = 5, on page: Int, strip: PagerTabStripLayout.Configuration = fixedStrip,
                             direction: LayoutDirection, uikit: UIKitModel) -> PagerPair {
        var pager = makePager(pages: pages, strip: strip, direction: direction, uikit: uikit)
        pager.leading { $0.updateLayout { $0.loops = true } }
        pager.following { $0.updateLayout { $0.indicatorWraps = true } }
        pager.selectPage(page, animated: false)
        pager.settle()
        pager.clearLogs()
        return pager
    }

    /// A finger's offset change that moves the pages forward (towards higher pages) by `distance`.
    static func forward(_ distance: CGFloat, _ direction: LayoutDirection) -> CGFloat {
        direction.isRightToLeft ? -distance : distance
    }

    /// Whether the indicator is nearer tab `a`'s resting indicator than tab `b`'s.
    static func indicatorIsNearer(_ pager: PagerPair, to a: Int, than b: Int) -> Bool {
        guard let shown = pager.follower.indicatorFrame, let ta = pager.follower.layout.indicatorFrame(forTab: a),
              let tb = pager.follower.layout.indicatorFrame(forTab: b) else { return false }
        return abs(shown.midX - ta.midX) < abs(shown.midX - tb.midX)
    }

    /// The steps the pages take frame by frame, read from the wrapped progress the strip
    /// follows (a step is the shorter way round; a rest moved back by whole cycles is none).
    struct Steps {
        var previous: CGFloat
        let count: CGFloat
        /// The largest step back and the largest step forward seen.
        var back: CGFloat = 0, forward: CGFloat = 0

        init(_ pager: PagerPair) {
            previous = pager.leader.behavior.progress
            count = CGFloat(pager.leader.behavior.numberOfPages)
        }

        mutating func record(_ pager: PagerPair) {
            let now = pager.leader.behavior.progress
            var step = now - previous
            if step > count / 2 { step -= count } else if step < -count / 2 { step += count }
            back = min(back, step)
            forward = max(forward, step)
            previous = now
        }
    }

    // MARK: - Swipes across the wrap

    @Test(arguments: cases)
    func swipePastTheLastPage_landsOnTheFirst(uikit: UIKitModel, direction: LayoutDirection) {
        var pager = Self.loopingPager(on: 4, direction: direction, uikit: uikit)
        var firstHalf = 0, secondHalf = 0, wrongSide = 0
        let check: (PagerPair) -> Void = { pager in
            let p = pager.leader.behavior.progress
            guard p > 4 else { return }
            if p < 4.5 {
                firstHalf += 1
                if !Self.indicatorIsNearer(pager, to: 4, than: 0) || !pager.follower.showsWholeTab(4) { wrongSide += 1 }
            } else {
                secondHalf += 1
                if !Self.indicatorIsNearer(pager, to: 0, than: 4) || !pager.follower.showsWholeTab(0) { wrongSide += 1 }
            }
        }
        pager.dragPages(by: Self.forward(120, direction), check: check)
        pager.releasePages(velocity: Self.forward(1500, direction), check: check)
        #expect(pager.leader.behavior.selectedPage == 0)
        // Back in the cycle the content rests in: the offset of page 0 there.
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 0))
        #expect(pager.leader.reportedSelections == [0])
        #expect(pager.follower.tabChanges == [[4, 0]])
        #expect(pager.follower.indicatorFrame == pager.follower.layout.indicatorFrame(forTab: 0))
        #expect(firstHalf > 0 && secondHalf > 0)
        #expect(wrongSide == 0)
        let events = pager.leader.appearanceEvents
        #expect(appearance(of: 4, in: events) == ["willDisappear", "didDisappear"])
        #expect(appearance(of: 0, in: events) == ["willAppear", "didAppear"])
        #expect(appearanceViolation(in: pager.leader.pageEvents, initiallyAppeared: [4], initiallyLive: [3, 4, 0]) == nil)
        // Nothing reloaded at the wrap: page 0 was alive before, and no page was unloaded and loaded again.
        #expect(!pager.leader.pageEvents.contains(.load(0)))
        #expect(pager.leader.pageEvents.filter { if case .unload = $0 { true } else { false } } == [.unload(3)])
        #expect(pager.leader.behavior.livePages == [4, 0, 1])
        #expect(pager.leader.behavior.lifecycle.pagesNotDisappeared == [0])
        #expect(!pager.leader.isMoving && !pager.follower.isMoving)
    }

    @Test(arguments: cases)
    func flingBackFromTheFirstPage_landsOnTheLast(uikit: UIKitModel, direction: LayoutDirection) {
        var pager = Self.loopingPager(on: 0, direction: direction, uikit: uikit)
        pager.dragPages(by: Self.forward(-40, direction))
        pager.releasePages(velocity: Self.forward(-1500, direction))
        #expect(pager.leader.behavior.selectedPage == 4)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 4))
        #expect(pager.leader.reportedSelections == [4])
        #expect(pager.follower.tabChanges == [[0, 4]])
        #expect(pager.follower.indicatorFrame == pager.follower.layout.indicatorFrame(forTab: 4))
        let events = pager.leader.appearanceEvents
        #expect(appearance(of: 0, in: events) == ["willDisappear", "didDisappear"])
        #expect(appearance(of: 4, in: events) == ["willAppear", "didAppear"])
        #expect(appearanceViolation(in: pager.leader.pageEvents, initiallyAppeared: [0], initiallyLive: [4, 0, 1]) == nil)
    }

    /// Around and around: ten pages forward from page 3 is page 3 again, the offset bounded.
    @Test(arguments: cases)
    func tenFlingsForward_goRoundTwice(uikit: UIKitModel, direction: LayoutDirection) {
        var pager = Self.loopingPager(on: 3, direction: direction, uikit: uikit)
        for _ in 0..<10 {
            pager.dragPages(by: Self.forward(40, direction))
            pager.releasePages(velocity: Self.forward(1500, direction))
        }
        #expect(pager.leader.behavior.selectedPage == 3)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 3))
        #expect(pager.leader.reportedSelections == [4, 0, 1, 2, 3, 4, 0, 1, 2, 3])
        #expect(appearanceViolation(in: pager.leader.pageEvents, initiallyAppeared: [3], initiallyLive: [2, 3, 4]) == nil)
    }

    // MARK: - Taps and programmatic selection

    /// A tap on the first tab from the last page goes one page on, across the wrap, as a swipe
    /// does: pages 1 to 3 never appear, and the pages never move backwards.
    @Test(arguments: cases)
    func tabTapAcrossTheWrap_movesOnePageForward(uikit: UIKitModel, direction: LayoutDirection) {
        var pager = Self.loopingPager(on: 4, strip: Self.fittingStrip, direction: direction, uikit: uikit)
        var steps = Steps(pager), wrongSide = 0
        pager.following { $0.tapTab(0) }
        pager.settle { pager in
            steps.record(pager)
            let p = pager.leader.behavior.progress
            if p > 4 && p < 4.5 && !Self.indicatorIsNearer(pager, to: 4, than: 0) { wrongSide += 1 }
        }
        #expect(pager.leader.behavior.selectedPage == 0)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 0))
        #expect(steps.back >= -0.001 && steps.forward > 0)
        #expect(wrongSide == 0)
        #expect(pager.leader.reportedSelections == [0])
        #expect(pager.follower.indicatorFrame == pager.follower.layout.indicatorFrame(forTab: 0))
        let events = pager.leader.appearanceEvents
        for page in 1...3 { #expect(appearance(of: page, in: events).isEmpty) }
        #expect(!pager.leader.pageEvents.contains(.load(2)))
        #expect(appearanceViolation(in: pager.leader.pageEvents, initiallyAppeared: [4], initiallyLive: [3, 4, 0]) == nil)
    }

    /// The app's selections go the shortest way round; an unanimated one jumps.
    @Test(arguments: cases)
    func programmaticSelection_takesTheShortestWayRound(uikit: UIKitModel, direction: LayoutDirection) {
        var pager = Self.loopingPager(on: 4, direction: direction, uikit: uikit)
        var steps = Steps(pager)
        pager.selectPage(0, animated: true)
        pager.settle { steps.record($0) }
        #expect(pager.leader.behavior.selectedPage == 0)
        #expect(steps.back >= -0.001 && steps.forward > 0)
        steps = Steps(pager)
        pager.selectPage(3, animated: true)                // 0 → 4 → 3: back two, across the wrap
        pager.settle { steps.record($0) }
        #expect(pager.leader.behavior.selectedPage == 3)
        #expect(steps.forward <= 0.001 && steps.back < 0)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 3))
        pager.selectPage(1, animated: false)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 1))
        #expect(pager.leader.reportedSelections == [0, 3, 1])
        #expect(pager.follower.tabChanges == [[4, 0], [0, 3], [3, 1]])
        #expect(appearanceViolation(in: pager.leader.pageEvents, initiallyAppeared: [4], initiallyLive: [3, 4, 0]) == nil)
        #expect(pager.leader.behavior.lifecycle.pagesNotDisappeared == [1])
    }

    // MARK: - Edits and rotation in motion

    /// A page inserted at the front while a fling crosses the wrap: the pages land on the page
    /// they were heading to (page 0, now page 1).
    @Test(arguments: cases)
    func reloadMidFling_landsOnTheDestination(uikit: UIKitModel, direction: LayoutDirection) {
        var pager = Self.loopingPager(on: 4, direction: direction, uikit: uikit)
        pager.dragPages(by: Self.forward(60, direction))
        pager.leading { $0.endDragging(velocity: CGPoint(x: Self.forward(1500, direction), y: 0)) }
        pager.advance(by: 0.05)
        let map = PagerIndexMap.inserting(at: 0, into: 5)
        pager.following { $0.send { strip, _, _ in strip.applyEdit(map, movesSelection: true) } }
        pager.following { $0.reloadData(itemCount: 6) }
        pager.leading { $0.send { $0.applyEdit(map, scroll: $1, layout: $2) } }
        pager.leading { $0.reloadData(itemCount: 6) }
        pager.settle()
        #expect(pager.leader.behavior.selectedPage == 1)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 1))
        #expect(pager.follower.behavior.selectedTab == 1)
        #expect(pager.leader.behavior.lifecycle.pagesNotDisappeared == [1])
        #expect(!pager.leader.isMoving && !pager.follower.isMoving)
    }

    /// Deleting a page before the selected one, at rest on the last page, keeps it; the loop
    /// then still goes on from it to the first.
    @Test(arguments: cases)
    func deletingBeforeTheSelection_keepsItAndTheLoop(uikit: UIKitModel, direction: LayoutDirection) {
        var pager = Self.loopingPager(on: 4, direction: direction, uikit: uikit)
        let map = PagerIndexMap.removing(at: 1, from: 5)
        pager.following { $0.send { strip, _, _ in strip.applyEdit(map, movesSelection: true) } }
        pager.following { $0.reloadData(itemCount: 4) }
        pager.leading { $0.send { $0.applyEdit(map, scroll: $1, layout: $2) } }
        pager.leading { $0.reloadData(itemCount: 4) }
        #expect(pager.leader.behavior.selectedPage == 3)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 3))
        pager.dragPages(by: Self.forward(40, direction))
        pager.releasePages(velocity: Self.forward(1500, direction))
        #expect(pager.leader.behavior.selectedPage == 0)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 0))
    }

    /// The view rotates while a fling crosses the wrap: it lands on the page it was heading
    /// to, in the new size, and no page between appears.
    @Test(arguments: cases)
    func rotationMidScroll_landsOnTheDestination(uikit: UIKitModel, direction: LayoutDirection) {
        var pager = Self.loopingPager(on: 4, direction: direction, uikit: uikit)
        pager.dragPages(by: Self.forward(60, direction))
        pager.leading { $0.endDragging(velocity: CGPoint(x: Self.forward(1500, direction), y: 0)) }
        pager.advance(by: 0.05)
        let size = CGSize(width: 480, height: 320)
        pager.leading { $0.setViewportSize(size) }
        pager.settle()
        #expect(pager.leader.behavior.selectedPage == 0)
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 0))
        #expect(pager.leader.layout.fractionalPage(forContentOffset: pager.leader.contentOffset) == 0)
        #expect(pager.leader.reportedSelections == [0])
        for page in 1...3 { #expect(appearance(of: page, in: pager.leader.appearanceEvents).isEmpty) }
        #expect(appearanceViolation(in: pager.leader.pageEvents, initiallyAppeared: [4], initiallyLive: [3, 4, 0]) == nil)
        #expect(pager.leader.behavior.lifecycle.pagesNotDisappeared == [0])
    }
}
