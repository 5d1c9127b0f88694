import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The pager's parts one at a time: the host's appearance, VoiceOver, a strip alone, the
/// tabs' emphasis, and the pieces (`PagerPageLifecycle`, `PagerIndexMap`) on their own.
@Suite("Pager behaviours")
struct PagerBehaviorTests {
    // MARK: - The host's appearance

    /// Pages appear only inside a visible host: its forwarded appearance drives the selected
    /// page's, once each way.
    @Test func hostAppearance_drivesTheSelectedPage() {
        var pages = makePagesEngine(pages: 3)
        func host(_ value: PagerHostAppearance) {
            pages.send { $0.setHostAppearance(value, animated: true, scroll: $1, layout: $2) }
        }
        host(.disappearing)
        host(.hidden)
        pages.clearLog()
        pages.send { $0.select(page: 1, animated: false, scroll: $1, layout: $2) }
        #expect(pages.appearanceEvents.isEmpty, "no appearance while hidden")
        host(.appearing)
        host(.visible)
        #expect(pages.appearanceEvents == [.willAppear(1, animated: true), .didAppear(1)])
        pages.clearLog()
        host(.disappearing)
        host(.hidden)
        #expect(pages.appearanceEvents == [.willDisappear(1, animated: true), .didDisappear(1)])
    }

    // MARK: - VoiceOver

    /// Three-finger scrolls move one page at a time, announced; the strip follows; at either
    /// end nothing moves and nothing is announced (VoiceOver's boundary sound).
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func voiceOverScrolls_movePageByPageAndAnnounce(direction: LayoutDirection) {
        var pager = makePager(pages: 3, direction: direction)
        var announced: [AccessibilityAnnouncement?] = []
        let forward: AccessibilityScrollDirection = direction.isRightToLeft ? .right : .left
        for _ in 0..<3 { pager.leading { announced.append($0.accessibilityScroll(forward)) } }
        #expect(announced == [.position(.page, index: 1, count: 3), .position(.page, index: 2, count: 3), nil])
        #expect(pager.leader.contentOffset == pager.leader.offset(ofPage: 2))
        #expect(pager.follower.behavior.selectedTab == 2)
        #expect(pager.leader.reportedSelections == [1, 2])
        pager.leading { announced = [$0.accessibilityScroll(.previous)] }
        #expect(announced == [.position(.page, index: 1, count: 3)])
        #expect(pager.leader.adapter.behavior.accessibilityAnnouncement(layout: pager.leader.layout)
                == .position(.page, index: 1, count: 3))
    }

    /// Tabs describe themselves as "Tab 2 of 5", selected or not.
    @Test func tabsDescribeTheirPosition() {
        let pager = makePager(pages: 5)
        #expect(pager.follower.layout.accessibility(forTab: 1, selectedTab: pager.follower.behavior.selectedTab ?? 0)
                == .tab(index: 1, count: 5, isSelected: false))
        #expect(pager.follower.layout.accessibility(forTab: 0, selectedTab: 0)?.isSelected == true)
    }

    // MARK: - A strip alone

    /// A filter bar: a tap selects at once, the indicator slides there over 0.3 s while the
    /// strip scrolls to centre the tab, and the tap is reported.
    @Test func stripAlone_tapSelectsAndSlidesTheIndicator() {
        var strip = makeTabStripEngine(tabs: 8, followsPages: false)
        strip.clearLog()
        strip.tapTab(2)
        #expect(strip.tabChanges == [[0, 2]])
        #expect(strip.effects.contains(.tabTapped(2)))
        strip.advance(by: 0.15)
        let midway = strip.behavior.indicatorProgress
        #expect(midway > 0.5 && midway < 1.5)
        strip.runUntilIdle()
        strip.advance(by: 0.2)
        #expect(strip.behavior.indicatorProgress == 2)
        #expect(strip.indicatorFrame == strip.layout.indicatorFrame(forTab: 2))
        #expect(strip.contentOffset == strip.layout.contentOffset(showingTab: 2, position: .centered, from: .zero))
        #expect(strip.tabChanges == [[0, 2]])
        #expect(strip.clockSchedule == .none)
    }

    /// A strip alone keeps its selected tab by identity through edits.
    @Test func stripAlone_keepsItsTabThroughEdits() {
        var strip = makeTabStripEngine(tabs: 5, followsPages: false)
        strip.send { $0.select(tab: 3, animated: false, scroll: $1, layout: $2) }
        strip.clearLog()
        let map = PagerIndexMap.removing(at: 0, from: 5)
        strip.send { strip, _, _ in strip.applyEdit(map) }
        strip.reloadData(itemCount: 4)
        #expect(strip.behavior.selectedTab == 2)
        #expect(strip.tabChanges.isEmpty)
        #expect(strip.behavior.indicatorProgress == 2)
        // New tab views everywhere: the one at the selection is told.
        strip.send { strip, _, _ in strip.applyEdit(PagerIndexMap(from: [1, 2, 3, 4], to: [5, 6, 7, 8])) }
        strip.reloadData(itemCount: 4)
        #expect(strip.tabChanges == [[nil, 2]])
    }

    // MARK: - Emphasis

    /// Tabs that interpolate see 1 − distance to the indicator, and only the changes.
    @Test func emphasis_followsTheProgress() {
        var pager = makePager(pages: 5)
        pager.clearLogs()
        pager.dragPages(by: 80, steps: 1)
        #expect(pager.follower.behavior.emphasis(ofTab: 0) == 0.75)
        #expect(pager.follower.behavior.emphasis(ofTab: 1) == 0.25)
        #expect(pager.follower.effects.contains(.emphasis([PagerTabEmphasis(tab: 0, value: 0.75),
                                                            PagerTabEmphasis(tab: 1, value: 0.25)])))
        pager.releasePages(velocity: 1500)
        #expect(pager.follower.behavior.emphasis(ofTab: 1) == 1)
        #expect(pager.follower.behavior.emphasis(ofTab: 0) == 0)
        #expect(pager.follower.effects.last { if case .emphasis = $0 { true } else { false } }
                == .emphasis([PagerTabEmphasis(tab: 0, value: 0), PagerTabEmphasis(tab: 1, value: 1)]))
    }

    // MARK: - The lifecycle alone

    /// A drag past a page boundary and back: the neighbour coming in is cancelled, the one on
    /// the other side starts, and the origin keeps disappearing, with no flip-flop at the
    /// boundary.
    @Test func lifecycle_dragAcrossTheSelectedPageSwitchesNeighbour() {
        var lifecycle = PagerPageLifecycle()
        func target(_ destination: Int?, visible: ClosedRange<Int>) -> PagerPageLifecycle.Target {
            .init(live: 1..<4, selected: 2, destination: destination, visible: visible, animated: true)
        }
        _ = lifecycle.update(to: target(nil, visible: 2...2))
        #expect(lifecycle.update(to: target(3, visible: 2...3)) == [.willDisappear(2, animated: true),
                                                                      .willAppear(3, animated: true)])
        #expect(lifecycle.update(to: target(1, visible: 1...2)) == [.willDisappear(3, animated: true),
                                                                      .didDisappear(3), .willAppear(1, animated: true)])
        let rest = PagerPageLifecycle.Target(live: 0..<3, selected: 1, destination: nil, visible: 1...1, animated: true)
        #expect(lifecycle.update(to: rest) == [.load(0), .didDisappear(2), .didAppear(1), .unload(3)])
        #expect(lifecycle.pagesNotDisappeared == [1])
    }

    @Test func lifecycle_everyStepIsOneOfUIKits() {
        let states: [PagerAppearanceState] = [.disappeared, .appearing, .appeared, .disappearing]
        for from in states {
            for to in states {
                let (events, reached) = PagerPageLifecycle.steps(0, from: from, to: to, animated: false)
                var replay = [PagerPageEvent.load(0)]
                if from != .disappeared { replay += PagerPageLifecycle.steps(0, from: .disappeared, to: from, animated: false).0 }
                if from == .disappearing {
                    replay = [.load(0), .willAppear(0, animated: false), .didAppear(0), .willDisappear(0, animated: false)]
                }
                #expect(appearanceViolation(in: replay + events) == nil, "\(from) → \(to)")
                let unreachable = (from == .appeared && to == .appearing) || (from == .disappeared && to == .disappearing)
                #expect(reached == (unreachable ? from : to))
            }
        }
    }

    // MARK: - Index maps

    @Test func indexMaps_answerWhereEachPageWent() {
        let insert = PagerIndexMap.inserting(2, at: 1, into: 4)
        #expect((0..<4).map { insert.newIndex(forOld: $0) } == [0, 3, 4, 5])
        let remove = PagerIndexMap.removing(2, at: 1, from: 5)
        #expect((0..<5).map { remove.newIndex(forOld: $0) } == [0, nil, nil, 1, 2])
        #expect(remove.newIndex(keeping: 2) == 1)
        #expect(PagerIndexMap.removing(at: 4, from: 5).newIndex(keeping: 4) == 3)
        let move = PagerIndexMap.moving(from: 3, to: 0, count: 4)
        #expect((0..<4).map { move.newIndex(forOld: $0) } == [1, 2, 3, 0])
        let table = PagerIndexMap(from: ["a", "b", "c"], to: ["c", "x", "a"])
        #expect((0..<3).map { table.newIndex(forOld: $0) } == [2, nil, 0])
        #expect(table.newIndex(keeping: 1) == 0, "b's place goes to c, the next survivor")
        #expect(PagerIndexMap(from: [1, 2], to: [Int]()).newIndex(keeping: 0) == nil)
        #expect(PagerIndexMap.reloading(from: 5, to: 2).newIndex(forOld: 3) == nil)
        // An app's counts are item counts of the domain (`Limits.itemCount`, 2³²).
        #expect(PagerIndexMap.inserting(at: .max, into: .max).newCount == 1 << 32)
        #expect(PagerIndexMap.removing(.max, at: .min, from: 3).newCount == 0)
    }
}
