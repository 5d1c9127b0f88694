import Foundation
import Testing
@testable import TesseraCore

/// Where the skin puts the header, the strip and the indicators, and where a page rests at its
/// top through a refresh (each order UIKit may use).
@Suite struct PagerHeaderPlacementTests {
    static let configuration = try! PagerHeaderConfiguration(expandedHeight: 200, collapsedHeight: 56)

    @Test func theHeaderSlidesUpByTheCollapse_andGrowsDownByTheStretch() {
        let partly = PagerHeaderState.following(distance: 120, in: Self.configuration)
        #expect(partly.headerTop(in: Self.configuration) == -120)
        #expect(partly.headerHeight(in: Self.configuration) == 200)
        #expect(partly.scrollIndicatorTop(in: Self.configuration, stripHeight: 44) == CGFloat(124))
        let stretched = PagerHeaderState.following(distance: -50, in: Self.configuration)
        #expect(stretched.headerTop(in: Self.configuration) == 0)
        #expect(stretched.headerHeight(in: Self.configuration) == 250)
        let pinned = PagerHeaderState.following(distance: 900, in: Self.configuration)
        #expect(pinned.headerTop(in: Self.configuration) == -144)
        #expect(pinned.scrollIndicatorTop(in: Self.configuration, stripHeight: 44) == CGFloat(100))
    }

    /// Over many heights and distances: the header's bottom is the strip's top, and the header
    /// never leaves the safe area's top going down (a reference that places it by hand).
    @Test func theHeadersBottom_isAlwaysTheStripsTop() throws {
        var generator = SeededGenerator(seed: 24)
        for _ in 0..<500 {
            let expanded = CGFloat(Int.random(in: 0...400, using: &generator))
            let collapsed = CGFloat(Int.random(in: 0...Int(expanded), using: &generator))
            let configuration = try PagerHeaderConfiguration(expandedHeight: expanded, collapsedHeight: collapsed,
                                                             stretches: Bool.random(using: &generator))
            let distance = CGFloat(Int.random(in: -600...1_200, using: &generator))
            let state = PagerHeaderState.following(distance: distance, in: configuration)
            let top = state.headerTop(in: configuration), height = state.headerHeight(in: configuration)
            let referenceTop = distance > 0 ? -min(distance, expanded - collapsed) : 0
            let referenceHeight = expanded + (configuration.stretches && distance < 0 ? -distance : 0)
            #expect(top == referenceTop)
            #expect(height == referenceHeight)
            #expect(top + height == state.stripTop(in: configuration))
        }
    }

    /// The orders UIKit may use around a refresh: the control's inset before or after
    /// `isRefreshing` changes, and leaving at once or after the end animation.
    enum Order: CaseIterable, Sendable {
        case insetAfterFlag, insetBeforeFlag, insetLeavesLate
    }

    @Test(arguments: Order.allCases)
    func aRefreshControlsInset_neverMovesTheRestingTop(order: Order) {
        var top = PagerHeaderRestingTop()
        var seen: Set<CGFloat> = [top.observe(adjustedTop: 244, isRefreshing: false)]
        switch order {
        case .insetAfterFlag, .insetLeavesLate:
            seen.insert(top.observe(adjustedTop: 244, isRefreshing: true))
            seen.insert(top.observe(adjustedTop: 304, isRefreshing: true))
        case .insetBeforeFlag:
            // UIKit may add the inset first only inside the call that sets the flag: reports
            // come from the offset's observer, after it, so the flag is seen with the inset.
            seen.insert(top.observe(adjustedTop: 304, isRefreshing: true))
        }
        switch order {
        case .insetAfterFlag:
            seen.insert(top.observe(adjustedTop: 304, isRefreshing: false))
            seen.insert(top.observe(adjustedTop: 244, isRefreshing: false))
        case .insetBeforeFlag:
            seen.insert(top.observe(adjustedTop: 244, isRefreshing: true))
            seen.insert(top.observe(adjustedTop: 244, isRefreshing: false))
        case .insetLeavesLate:
            for _ in 0..<5 { seen.insert(top.observe(adjustedTop: 304, isRefreshing: false)) }
            seen.insert(top.observe(adjustedTop: 244, isRefreshing: false))
        }
        #expect(seen == [244])
        #expect(!top.holdsRefreshInset)
    }

    /// At rest the resting top follows the adjusted top: the safe area, the app's inset, a
    /// taller header (Dynamic Type).
    @Test func atRest_theRestingTopFollowsTheAdjustedTop() {
        var top = PagerHeaderRestingTop()
        top.observe(adjustedTop: 244, isRefreshing: false)
        #expect(top.observe(adjustedTop: 284, isRefreshing: false) == 284)
        #expect(top.observe(adjustedTop: 200, isRefreshing: false) == 200)
    }

    /// Pages that come on screen are aligned once, the selected one never; pages moved by an
    /// edit are not aligned again.
    @Test func pagesComingOnScreen_areAlignedOnce() throws {
        var header = PagerHeaderCoordinator(configuration: try PagerHeaderConfiguration(expandedHeight: 200))
        header.pageDidScroll(0, distance: 120)
        #expect(header.pagesDidMove(selected: 0, onScreen: [0]).isEmpty)
        let first = header.pagesDidMove(selected: 0, onScreen: [0, 1])
        #expect(first.map(\.page) == [1] && first.map(\.distance) == [120])
        #expect(header.pagesDidMove(selected: 0, onScreen: [0, 1]).isEmpty)
        header.apply(.inserting(at: 0, into: 3))
        #expect(header.pagesOnScreen == [1, 2])
        #expect(header.pagesDidMove(selected: 1, onScreen: [1, 2]).isEmpty)
    }

    /// A page whose scroll view turns up while it is on screen beside the selected page (a
    /// SwiftUI page's, found after its first layout) is aligned then; off screen it keeps its place.
    @Test func aScrollViewAttachedOnScreen_isAligned() throws {
        var header = PagerHeaderCoordinator(configuration: try PagerHeaderConfiguration(expandedHeight: 200))
        header.pageDidScroll(0, distance: 150)
        _ = header.pagesDidMove(selected: 0, onScreen: [0, 1])
        #expect(header.scrollViewAttached(1, distance: 0) == 150)
        #expect(header.scrollViewAttached(2, distance: 30) == nil)
        #expect(header.distance(of: 2) == 30)
        #expect(header.scrollViewAttached(0, distance: 40) == nil)
        #expect(header.state.collapse == 40)
    }

    /// Over many shapes: with the extra inset a page reaches the pin point, and the extra is the
    /// least that does (none for a page that already reaches it).
    @Test func theExtraBottomInset_isTheLeastThatLetsAPagePinTheStrip() throws {
        var generator = SeededGenerator(seed: 2_024)
        for _ in 0..<500 {
            let expanded = CGFloat(Int.random(in: 0...400, using: &generator))
            let configuration = try PagerHeaderConfiguration(expandedHeight: expanded,
                                                             collapsedHeight: CGFloat(Int.random(in: 0...Int(expanded),
                                                                                                 using: &generator)))
            let content = CGFloat(Int.random(in: 0...2_000, using: &generator))
            let viewport = CGFloat(Int.random(in: 100...900, using: &generator))
            let top = expanded + 44, bottom = CGFloat(Int.random(in: 0...34, using: &generator))
            let extra = configuration.bottomInsetToPin(contentHeight: content, viewportHeight: viewport, restingTop: top,
                                                       ownBottom: bottom)
            let reachWith = content + bottom + extra - viewport + top
            #expect(reachWith >= configuration.collapsibleHeight)
            #expect(extra == 0 || reachWith == configuration.collapsibleHeight)
        }
    }
}
