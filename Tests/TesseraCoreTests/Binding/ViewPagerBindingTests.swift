import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

typealias BoundPager = BoundEngine<BehaviorBinding<PagerPagesBehavior>, PagerPair>

/// The view pager as the SwiftUI `ViewPager` joins it: the pages' behaviour is bound, the strip
/// follows through `PagerLink`, and a change of data edits both by identity (what
/// `ViewPager.reloadPages(tabs:map:)` does on the device).
extension LinkedEngines: BoundComponent where Link == PagerLink {
    var bound: PagesEngine { leader }
    var isMoving: Bool { leader.isMoving || follower.isMoving }

    mutating func setViewportSize(_ size: CGSize) {
        leading { $0.setViewportSize(size) }
    }

    mutating func reload<ID: Hashable>(from old: [ID], to new: [ID]) {
        let map = PagerIndexMap(from: old, to: new)
        following { $0.send { strip, _, _ in strip.applyEdit(map, movesSelection: true) } }
        following { $0.reloadData(itemCount: map.newCount) }
        leading { $0.send { $0.applyEdit(map, scroll: $1, layout: $2) } }
        leading { $0.reloadData(itemCount: map.newCount) }
    }
}

/// Five pages of 320 × 480 pt under five 100 pt tabs, bound to page `page`.
func makeBoundPager(pages: Int = 5, page: Int = 0, viewport: CGSize = pagerPagesViewport,
                    reducesMotion: Bool = false, uikit: UIKitModel = .standard) -> BoundPager {
    let pair = PagerPair(leader: makePagesEngine(pages: pages, viewport: viewport, uikit: uikit),
                         follower: makeTabStripEngine(tabs: pages, uikit: uikit), link: PagerLink())
    return BoundPager(engine: pair, glue: BehaviorBinding(reducesMotion: reducesMotion), initial: page) {
        pager, page, animated in pager.selectPage(page, animated: animated)
    }
}

extension BoundEngine where Glue == BehaviorBinding<PagerPagesBehavior>, Component == PagerPair {
    /// A finger flicks the pages one page forward (positive) or back; both views settle.
    mutating func flick(pages direction: CGFloat) {
        drive { pager in
            pager.leading { $0.fling(by: CGPoint(x: 60 * direction, y: 0), velocity: CGPoint(x: 1500 * direction, y: 0)) }
        }
        runUntilIdle()
    }

    /// A finger taps tab `index` of the strip.
    mutating func tapTab(_ index: Int) {
        drive { pager in pager.following { $0.tapTab(index) } }
    }

    var selectedPage: Int { engine.leader.behavior.selectedPage }

    /// The binding, the pages and the strip agree, and nothing moves.
    var isInStep: Bool {
        let pages = engine.leader, strip = engine.follower
        return pages.behavior.selectedPage == appValue && !engine.isMoving
            && pages.contentOffset == pages.offset(ofPage: appValue)
            && (strip.layout.numberOfTabs == 0 || strip.behavior.selectedTab == appValue)
    }

    /// The strip's indicator rests on tab `index`.
    func indicatorRests(on index: Int) -> Bool {
        engine.follower.indicatorFrame == engine.follower.layout.indicatorFrame(forTab: index)
    }
}

@Suite("Binding: view pager")
struct ViewPagerBindingTests {
    @Test func firstUpdate_showsTheBindingsPage_withoutAnimationOrWrite() {
        let pager = makeBoundPager(page: 3)
        #expect(pager.scrolls == [.scroll(to: 3, animated: false)])
        #expect(pager.writes.isEmpty && pager.isInStep && pager.indicatorRests(on: 3))
    }

    @Test(arguments: [true, false])
    func appSetsPage_scrollsThePagesOnce_andTheStripFollows(animated: Bool) {
        var pager = makeBoundPager()
        let tabChanges = pager.engine.follower.tabChanges.count
        pager.appSets(3, animated: animated)
        pager.runUntilIdle()
        #expect(pager.scrolls == [.scroll(to: 3, animated: animated)])
        #expect(pager.engine.leader.reportedSelections == [3])
        #expect(pager.engine.follower.tabChanges.dropFirst(tabChanges) == [[0, 3]])
        #expect(pager.writes.isEmpty && pager.echoCommands.isEmpty)
        #expect(pager.isInStep && pager.indicatorRests(on: 3))
    }

    @Test func repeatedUpdatesWithTheSameValue_doNothing() {
        var pager = makeBoundPager()
        pager.appSets(2, animated: true)
        for _ in 0..<5 { pager.update(animated: true) }
        pager.frames(3)
        pager.update(animated: false)
        pager.runUntilIdle()
        #expect(pager.scrollTargets == [2] && pager.writes.isEmpty && pager.isInStep)
    }

    // MARK: - The user

    @Test func userFlicks_writeTheBindingOncePerPage_andTheEchoScrollsNothing() {
        var pager = makeBoundPager()
        pager.flick(pages: 1)
        pager.flick(pages: 1)
        pager.flick(pages: -1)
        #expect(pager.writes == [1, 2, 1])
        #expect(pager.scrolls.isEmpty && pager.echoCommands.isEmpty && pager.scrollsFromReports == 0)
        #expect(pager.isInStep && pager.indicatorRests(on: 1))
    }

    @Test func dragThatSnapsBack_writesNothing() {
        var pager = makeBoundPager(page: 2)
        pager.drive { pager in pager.leading { $0.fling(by: CGPoint(x: 60, y: 0), velocity: .zero) } }
        pager.runUntilIdle()
        #expect(pager.writes.isEmpty && pager.scrolls.count == 1 && pager.isInStep)
    }

    @Test func tabTap_writesTheBindingOnce_whenThePagesArrive() {
        var pager = makeBoundPager()
        pager.tapTab(2)
        #expect(pager.writes.isEmpty, "the pages are still on their way")
        pager.runUntilIdle()
        #expect(pager.writes == [2] && pager.scrolls.isEmpty && pager.echoCommands.isEmpty)
        #expect(pager.engine.leader.reportedSelections == [2])
        #expect(pager.isInStep && pager.indicatorRests(on: 2))
    }

    @Test func tabTapDuringTheAppsAnimation_retargetsIt_andWritesTheTappedTab() {
        var pager = makeBoundPager()
        pager.appSets(4, animated: true)
        pager.frames(3)
        pager.tapTab(1)
        pager.runUntilIdle()
        #expect(pager.scrollTargets == [4] && pager.writes == [1])
        #expect(pager.engine.leader.reportedSelections == [1] && pager.isInStep)
    }

    @Test func appSetDuringDrag_theFingerWins_andTheBindingFollowsTheRest() {
        var pager = makeBoundPager()
        pager.drive { pager in pager.leading { $0.beginDragging(); $0.drag(by: CGPoint(x: 60, y: 0)) } }
        pager.appSets(4, animated: true)
        #expect(pager.scrolls.isEmpty)
        pager.drive { pager in pager.leading { $0.endDragging(velocity: CGPoint(x: 1500, y: 0)) } }
        pager.runUntilIdle()
        #expect(pager.scrolls.isEmpty && pager.writes == [1] && pager.isInStep)
    }

    // MARK: - Retargeting

    @Test func rapidAppSetsDuringAnimation_retargetWithoutLoops() {
        var pager = makeBoundPager()
        pager.retargetRapidlyWhileAnimating()
        #expect(pager.scrollTargets == [3, 1, 4])
        #expect(pager.engine.leader.reportedSelections == [4])
        #expect(pager.writes.isEmpty && pager.largestAnswer <= 1 && pager.isInStep && pager.indicatorRests(on: 4))
    }

    @Test func appSetDuringAFlicksSettle_retargetsIt() {
        var pager = makeBoundPager()
        pager.drive { pager in
            pager.leading { $0.fling(by: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 1500, y: 0)) }
        }
        pager.frames(3)
        pager.appSets(3, animated: true)
        pager.runUntilIdle()
        #expect(pager.scrollTargets == [3] && pager.writes.isEmpty)
        #expect(pager.engine.leader.reportedSelections == [3] && pager.isInStep)
    }

    @Test func pageBeyondTheLast_isResolvedAndWrittenBackOnce() {
        var pager = makeBoundPager()
        pager.appSets(9, animated: true)
        pager.runUntilIdle()
        #expect(pager.scrollTargets == [4] && pager.writes == [4] && pager.isInStep)
        pager.appSets(-2, animated: false)
        #expect(pager.scrollTargets == [4, 0] && pager.writes == [4, 0] && pager.isInStep)
        #expect(pager.echoCommands.isEmpty)
    }

    @Test func reduceMotion_jumpsInsteadOfAnimating() {
        var pager = makeBoundPager(reducesMotion: true)
        pager.appSets(2, animated: true)
        #expect(pager.scrolls.last == .scroll(to: 2, animated: false))
        #expect(pager.isInStep && pager.indicatorRests(on: 2))
    }

    @Test func pageSetBeforeTheFirstLayout_isSelectedAtOnce_andShownWhenLaidOut() {
        var pager = makeBoundPager(page: 3, viewport: .zero)
        #expect(pager.scrolls == [.scroll(to: 3, animated: false)] && pager.selectedPage == 3)
        pager.resize(to: pagerPagesViewport)
        #expect(pager.writes.isEmpty && pager.isInStep && pager.indicatorRests(on: 3))
    }

    @Test(arguments: UIKitModel.allPlausible)
    func everyUIKitModel_keepsBindingPagesAndStripInStep(uikit: UIKitModel) {
        var pager = makeBoundPager(uikit: uikit)
        pager.flick(pages: 1)
        pager.appSets(3, animated: true)
        pager.runUntilIdle()
        // The strip keeps tab 3 centred: tabs 2…4 are on screen.
        pager.tapTab(2)
        pager.runUntilIdle()
        pager.appSets(0, animated: false)
        pager.flick(pages: 1)
        #expect(pager.writes == [1, 2, 1])
        #expect(pager.scrollTargets == [3, 0] && pager.echoCommands.isEmpty && pager.isInStep)
    }

    // MARK: - Degenerate pagers

    @Test func noPages_letAppValuesWait_untilThereArePages() {
        var pager = makeBoundPager(pages: 0, page: 2)
        pager.appSets(3, animated: true)
        #expect(pager.scrolls.isEmpty && pager.writes.isEmpty && pager.glue.waitingValue == 3)
        pager.changeData(from: [String](), to: ["a", "b", "c", "d", "e"])
        pager.runUntilIdle()
        #expect(pager.writes.isEmpty && pager.isInStep && pager.selectedPage == 3)
    }

    @Test func onePage_flicksWriteNothing_andOtherPagesResolveToIt() {
        var pager = makeBoundPager(pages: 1)
        pager.flick(pages: 1)
        pager.flick(pages: -1)
        #expect(pager.writes.isEmpty && pager.isInStep)
        pager.appSets(5, animated: true)
        pager.runUntilIdle()
        #expect(pager.writes == [0] && pager.appValue == 0 && pager.isInStep && pager.echoCommands.isEmpty)
    }

    // MARK: - Data changes (pages a, b, c, d, e)

    static let ids = ["a", "b", "c", "d", "e"]

    @Test func insertBeforeTheSelection_keepsItsPageByIdentity() {
        var pager = makeBoundPager(page: 2)
        let tabChanges = pager.engine.follower.tabChanges.count
        let new = ["x", "y"] + Self.ids
        pager.changeData(from: Self.ids, to: new)
        #expect(new[pager.selectedPage] == "c" && pager.writes == [4])
        #expect(pager.isInStep && pager.indicatorRests(on: 4) && pager.echoCommands.isEmpty)
        #expect(pager.engine.follower.tabChanges.count == tabChanges, "the selected tab moved with its page")
    }

    @Test func removeBeforeTheSelection_keepsItsPageByIdentity() {
        var pager = makeBoundPager(page: 3)
        pager.changeData(from: Self.ids, to: ["b", "d", "e"])
        #expect(pager.selectedPage == 1 && pager.writes == [1] && pager.isInStep && pager.indicatorRests(on: 1))
    }

    @Test func insertAfterTheSelection_changesNothing() {
        var pager = makeBoundPager(page: 2)
        pager.changeData(from: Self.ids, to: Self.ids + ["x"])
        #expect(pager.writes.isEmpty && pager.scrollTargets == [2] && pager.isInStep)
    }

    @Test func removeTheSelectedPage_selectsTheOneThatTookItsPlace() {
        var pager = makeBoundPager(page: 2)
        pager.changeData(from: Self.ids, to: ["a", "b", "d", "e"])
        #expect(pager.selectedPage == 2 && pager.appValue == 2 && pager.isInStep)
        #expect(pager.writes.isEmpty, "the binding already holds 2: now page d")
    }

    @Test func removeTheLastPage_whileOnIt_restsOnTheNewLast() {
        var pager = makeBoundPager(page: 4)
        pager.changeData(from: Self.ids, to: Array(Self.ids.prefix(4)))
        #expect(pager.selectedPage == 3 && pager.writes == [3] && pager.isInStep)
    }

    @Test func dataChangeDuringTheAppsAnimation_keepsItsDestination() {
        var pager = makeBoundPager()
        pager.appSets(3, animated: true)
        pager.frames(5)
        pager.changeData(from: Self.ids, to: ["x"] + Self.ids)
        pager.runUntilIdle()
        #expect(pager.selectedPage == 4 && pager.writes == [4] && pager.isInStep)
    }

    @Test func everythingRemoved_restsOnPageZero() {
        var pager = makeBoundPager(page: 3)
        pager.changeData(from: Self.ids, to: [String]())
        #expect(pager.selectedPage == 0 && pager.appValue == 0 && pager.writes == [0])
    }

    // MARK: - Random sequences

    /// App values, flicks, drags with app values in the middle, tab taps, touches on moving
    /// pages, inserts and removals in any order: SwiftUI's echo never scrolls, no report is
    /// answered with a scroll, nothing is written twice in a row, and at rest the binding, the
    /// pages and the strip agree.
    @Test(arguments: 0..<24)
    func randomSequences_endInStep(seed: UInt64) {
        var random = SeededGenerator(seed: seed &* 23 &+ 5)
        var identities = RandomIdentities(count: 6, largestInsert: 3, largestRemoval: 2, insertsBelow: 3)
        var pager = makeBoundPager(pages: identities.ids.count, page: Int.random(in: 0...5, using: &random))
        for step in 0..<60 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1:
                pager.appSets(Int.random(in: -1...7, using: &random), animated: Bool.random(using: &random))
            case 2:
                pager.update(animated: Bool.random(using: &random))
            case 3:
                let direction: CGFloat = Bool.random(using: &random) ? 1 : -1
                pager.drive { pager in
                    pager.leading { $0.fling(by: CGPoint(x: 60 * direction, y: 0), velocity: CGPoint(x: 1500 * direction, y: 0)) }
                }
            case 4:
                let distance = CGFloat.random(in: -400...400, using: &random)
                pager.drive { pager in pager.leading { $0.beginDragging(); $0.drag(by: CGPoint(x: distance, y: 0)) } }
                if Bool.random(using: &random) {
                    pager.appSets(Int.random(in: 0...5, using: &random), animated: Bool.random(using: &random))
                }
                let velocity = CGFloat.random(in: -2000...2000, using: &random)
                pager.drive { pager in pager.leading { $0.endDragging(velocity: CGPoint(x: velocity, y: 0)) } }
            case 5:
                pager.tapTab(Int.random(in: 0..<max(1, identities.ids.count), using: &random))
            case 6:
                pager.drive { pager in pager.leading { $0.touchDown() } }
                pager.drive { pager in pager.leading { $0.touchUp() } }
            case 7:
                let edit = identities.edit(using: &random)
                pager.changeData(from: edit.old, to: edit.new)
            default:
                pager.frames(Int.random(in: 1...12, using: &random))
            }
            #expect(pager.keepsTheSyncRules, "seed \(seed) step \(step)")
        }
        pager.runUntilIdle()
        #expect(pager.isInStep, "seed \(seed): binding \(pager.appValue), page \(pager.selectedPage)")
    }
}
