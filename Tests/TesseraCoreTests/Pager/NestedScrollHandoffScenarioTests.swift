import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A three-page pager inside a page of a three-page pager, one finger. The inner one scrolls
/// while it can; at its edge the same pan moves the outer one by the rest.
@Suite struct NestedScrollHandoffScenarioTests {
    typealias Nested = NestedEngines<PagerPagesBehavior, PagerPagesBehavior>

    static func makeNested(innerPage: Int, direction: LayoutDirection = .leftToRight,
                           uikit: UIKitModel = .standard) -> Nested {
        var inner = makePagesEngine(pages: 3, viewport: CGSize(width: 320, height: 200), direction: direction, uikit: uikit)
        inner.send { $0.select(page: innerPage, animated: false, scroll: $1, layout: $2) }
        inner.runUntilIdle()
        return Nested(outer: makePagesEngine(pages: 3, direction: direction, uikit: uikit), inner: inner,
                      handoff: NestedScrollHandoff())
    }

    /// The content travel that goes past page `from` toward page `to` (the sign flips in RTL).
    static func towards(_ to: Int, from: Int, in engine: CollectionEngine<PagerPagesBehavior>) -> CGFloat {
        (engine.layout.contentOffset(forPage: to).x - engine.layout.contentOffset(forPage: from).x).sign == .minus ? -1 : 1
    }

    @Test(arguments: UIKitModel.allPlausible, [LayoutDirection.leftToRight, .rightToLeft])
    func aPanAtTheInnersLastPage_movesTheOuterByTheRestOfThePan(uikit: UIKitModel, direction: LayoutDirection) {
        var nested = Self.makeNested(innerPage: 2, direction: direction, uikit: uikit)
        let onward = Self.towards(1, from: 0, in: nested.outer)
        let innerEdge = nested.inner.contentOffset.x, outerStart = nested.outer.contentOffset.x
        nested.beginDragging()
        var everyStep = true
        for step in 1...10 {
            nested.drag(by: CGPoint(x: 20 * onward, y: 0))
            everyStep = everyStep && nested.inner.contentOffset.x == innerEdge
                && nested.outer.contentOffset.x == outerStart + CGFloat(step) * 20 * onward
        }
        #expect(everyStep)
        #expect(nested.handoff.owner == .outer)
        nested.endDragging(velocity: CGPoint(x: 900 * onward, y: 0))
        nested.runUntilIdle()
        #expect(nested.outer.behavior.selectedPage == 1)
        #expect(nested.inner.behavior.selectedPage == 2)
        #expect(nested.inner.contentOffset.x == innerEdge)
    }

    /// A pan that reaches the inner's edge half way splits there: the inner takes what it can,
    /// the outer the rest; a slow release brings the outer back and leaves the inner on its
    /// last page.
    @Test(arguments: UIKitModel.allPlausible)
    func aPanReachingTheInnersEdgeMidway_splitsAtTheEdge(uikit: UIKitModel) {
        var nested = Self.makeNested(innerPage: 1, uikit: uikit)
        nested.beginDragging()
        for _ in 0..<11 { nested.drag(by: CGPoint(x: 40, y: 0)) }
        #expect(nested.inner.contentOffset.x == 640)
        #expect(nested.outer.contentOffset.x == 120)
        nested.endDragging(velocity: .zero)
        nested.runUntilIdle()
        #expect(nested.outer.contentOffset.x == 0)
        #expect(nested.inner.behavior.selectedPage == 2)
    }

    /// Coming back before the release gives the pan back to the inner; a flick then moves only
    /// the inner.
    @Test(arguments: UIKitModel.allPlausible)
    func comingBackBeforeTheRelease_givesThePanBackToTheInner(uikit: UIKitModel) {
        var nested = Self.makeNested(innerPage: 2, uikit: uikit)
        nested.beginDragging()
        for _ in 0..<5 { nested.drag(by: CGPoint(x: 40, y: 0)) }
        #expect(nested.outer.contentOffset.x == 200)
        for _ in 0..<6 { nested.drag(by: CGPoint(x: -50, y: 0)) }
        #expect(nested.outer.contentOffset.x == 0)
        #expect(nested.inner.contentOffset.x == 540)
        #expect(nested.handoff.owner == .inner)
        nested.endDragging(velocity: CGPoint(x: -900, y: 0))
        nested.runUntilIdle()
        #expect(nested.inner.behavior.selectedPage == 1)
        #expect(nested.outer.behavior.selectedPage == 0)
        #expect(nested.outer.contentOffset.x == 0)
    }

    /// A flick inside the inner pager turns only the inner: the outer hears no velocity.
    @Test(arguments: UIKitModel.allPlausible)
    func aFlickInsideTheInner_neverTurnsTheOuter(uikit: UIKitModel) {
        var nested = Self.makeNested(innerPage: 0, uikit: uikit)
        nested.beginDragging()
        for _ in 0..<3 { nested.drag(by: CGPoint(x: 20, y: 0)) }
        nested.endDragging(velocity: CGPoint(x: 1_500, y: 0))
        let heard = nested.outer.events.compactMap { event -> CGPoint? in
            if case .willEndDragging(let velocity, _) = event { return velocity }
            return nil
        }
        #expect(heard == [CGPoint(x: 0, y: 0)])
        nested.runUntilIdle()
        #expect(nested.inner.behavior.selectedPage == 1)
        #expect(nested.outer.behavior.selectedPage == 0)
        #expect(nested.outer.contentOffset.x == 0)
    }

    /// Past the outer's own edge the outer rubber-bands (the inner never does).
    @Test func pastBothEdges_onlyTheOuterRubberBands() {
        var nested = Self.makeNested(innerPage: 0)
        nested.beginDragging()
        for _ in 0..<5 { nested.drag(by: CGPoint(x: -20, y: 0)) }
        #expect(nested.inner.contentOffset.x == 0)
        #expect(nested.outer.contentOffset.x < 0)
        #expect(nested.outer.contentOffset.x > -100)
        nested.endDragging(velocity: .zero)
        nested.runUntilIdle()
        #expect(nested.outer.contentOffset.x == 0)
    }

    @Test func theSwipeBack_goesFirstOnlyWhenBothAreAtTheirFirstPage() {
        let handoff = NestedScrollHandoff()
        #expect(handoff.yieldsToSwipeBack(outerAtStart: true, innerAtStart: true))
        #expect(!handoff.yieldsToSwipeBack(outerAtStart: true, innerAtStart: false))
        #expect(!handoff.yieldsToSwipeBack(outerAtStart: false, innerAtStart: true))
        let pagerFirst = NestedScrollHandoff(yieldsToSwipeBackAtStart: false)
        #expect(!pagerFirst.yieldsToSwipeBack(outerAtStart: true, innerAtStart: true))
    }

    /// Review finding 3, as the skin works today: UIKit moves both scroll views, then the skin
    /// sets each to its share. A mid-range inner pan therefore moves the outer pager a step and
    /// back every frame, and the outer's pages hear the start of a transition they never make. The
    /// fix (the share applied inside the outer's `contentOffset` setter, so UIKit's move never
    /// lands) waits for a device: see `NestedScrollLink`. This pins the behaviour the skin has,
    /// so a change to either the engine or the skin shows here.
    @Test(arguments: UIKitModel.allPlausible, [LayoutDirection.leftToRight, .rightToLeft])
    func aMidRangeInnerPan_todayStartsAnAppearanceOnTheOuter(uikit: UIKitModel, direction: LayoutDirection) {
        var nested = Self.makeNested(innerPage: 1, direction: direction, uikit: uikit)
        let onward = Self.towards(1, from: 0, in: nested.outer)
        let outerStart = nested.outer.contentOffset.x
        nested.outer { $0.clearLog() }
        nested.beginDragging()
        var outerStayed = true
        for _ in 0..<5 {
            nested.drag(by: CGPoint(x: 40 * onward, y: 0))
            outerStayed = outerStayed && nested.outer.contentOffset.x == outerStart
        }
        #expect(outerStayed, "the outer ends each frame where it was")
        #expect(nested.handoff.owner == .inner)
        let appearances = nested.outer.appearanceEvents
        // Today: the first frame's step starts a transition to the neighbour, held until the
        // release (the pages' lifecycle does not flip back each frame). The fix would make it [].
        #expect(appearances == [.willDisappear(0, animated: true), .willAppear(1, animated: true)])
    }
}
