import Foundation
import Testing
@testable import TesseraCore

/// The rules the UIKit skin follows around a page's scroll view: when to look for it again,
/// what an inset set by someone else means, and when VoiceOver skips the header.
@Suite struct PagerHeaderSkinRuleTests {
    static let configuration = try! PagerHeaderConfiguration(expandedHeight: 200, collapsedHeight: 56)

    /// Layout passes run until no page asks to be looked for again (the skin's loop).
    static func passesUntilIdle(_ outcomes: [Int: PagerHeaderLookup.Outcome], lookup: inout PagerHeaderLookup) -> Int {
        var passes = 0
        while passes < 1_000 {
            passes += 1
            var again = false
            for (page, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
                if lookup.lookAgain(after: outcome, page: page) { again = true }
            }
            if !again { break }
        }
        return passes
    }

    @Test func aPageWithoutAScrollView_isLookedForAFewTimes_thenLeft() {
        var lookup = PagerHeaderLookup()
        let passes = Self.passesUntilIdle([0: .found, 1: .notFound, 2: .found], lookup: &lookup)
        #expect(passes == PagerHeaderLookup.maximumRetries + 1)
    }

    @Test func aPageTheAppSaysHasNoScrollView_isNeverLookedForAgain() {
        var lookup = PagerHeaderLookup()
        let again = lookup.lookAgain(after: .explicitlyNone, page: 1)
        #expect(!again)
        #expect(Self.passesUntilIdle([0: .found, 1: .explicitlyNone], lookup: &lookup) == 1)
    }

    @Test func pagesChanging_letsAPageBeLookedForAgain() {
        var lookup = PagerHeaderLookup()
        _ = Self.passesUntilIdle([1: .notFound], lookup: &lookup)
        let exhausted = lookup.lookAgain(after: .notFound, page: 1)
        lookup.pagesChanged()
        let afresh = lookup.lookAgain(after: .notFound, page: 1)
        #expect(!exhausted)
        #expect(afresh)
    }

    /// A SwiftUI page: nothing the first pass, its scroll view the next.
    @Test func aScrollViewMadeAfterThePass_isFoundOnTheRetry() {
        var lookup = PagerHeaderLookup()
        let first = lookup.lookAgain(after: .notFound, page: 0)
        let second = lookup.lookAgain(after: .found, page: 0)
        #expect(first)
        #expect(!second)
    }

    /// MJRefresh's way: read the inset, add the refresh header's height, restore what was read.
    @Test(arguments: [CGFloat(100), 300], [CGFloat(0), 20])
    func anInsetAddedToAndRestored_leavesTheAppsInsetAsItWas(added: CGFloat, appTop: CGFloat) {
        var app = PagerHeaderAppInset(top: appTop)
        let refreshing = app.foreignTop(appTop + added + 54, added: added)
        let restored = app.foreignTop(appTop + added, added: added)
        #expect(refreshing == appTop + 54)
        #expect(restored == appTop)
    }

    /// SwiftUI's way: an absolute inset that knows nothing of the header's.
    @Test func anAbsoluteInset_isTheAppsNewInset() {
        var app = PagerHeaderAppInset(top: 0)
        let zero = app.foreignTop(0, added: 300)
        let margin = app.foreignTop(16, added: 300)
        #expect(zero == 0)
        #expect(margin == 16)
    }

    @Test func theHeaderIsHiddenFromVoiceOver_onlyWhenPinnedOutOfSight() throws {
        let none = try PagerHeaderConfiguration(expandedHeight: 200)
        #expect(PagerHeaderState.following(distance: 900, in: none).hidesHeaderFromAccessibility(in: none))
        #expect(!PagerHeaderState.following(distance: 120, in: none).hidesHeaderFromAccessibility(in: none))
        let pinned = PagerHeaderState.following(distance: 900, in: Self.configuration)
        #expect(!pinned.hidesHeaderFromAccessibility(in: Self.configuration))
    }

    @Test func aPageWithoutAScrollView_startsBelowTheStrip() {
        let partly = PagerHeaderState.following(distance: 120, in: Self.configuration)
        #expect(partly.pageSafeAreaTop(in: Self.configuration, stripHeight: 44) == 124)
        let pinned = PagerHeaderState.following(distance: 900, in: Self.configuration)
        #expect(pinned.pageSafeAreaTop(in: Self.configuration, stripHeight: 44) == 100)
        #expect(PagerHeaderState.expanded.pageSafeAreaTop(in: Self.configuration, stripHeight: 44) == 244)
    }
}
