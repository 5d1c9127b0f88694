import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Two strips joined by a link: the leader reports where it is; the follower shows half of
/// that and reports taps, which scroll the leader.
private struct Reporter: ScrollBehavior {
    typealias Layout = StripLayout
    enum Effect: Sendable, Equatable { case moved(CGFloat), scroll(CGFloat) }
    static func command(for effect: Effect) -> ScrollCommand? {
        if case .scroll(let x) = effect { return .setContentOffset(CGPoint(x: x, y: 0), animated: true) }
        return nil
    }
    mutating func didScroll(_ scroll: ScrollState, layout: StripLayout) -> [Effect] { [.moved(scroll.contentOffset.x)] }
}

private struct Follower: ScrollBehavior {
    typealias Layout = StripLayout
    enum Effect: Sendable, Equatable { case follow(CGFloat), userScrolled, tapped(Int) }
    static func command(for effect: Effect) -> ScrollCommand? {
        if case .follow(let x) = effect { return .setContentOffset(CGPoint(x: x, y: 0), animated: false) }
        return nil
    }
    /// Only a finger's scroll is the user's: being followed is not.
    mutating func didScroll(_ scroll: ScrollState, layout: StripLayout) -> [Effect] {
        scroll.isDragging ? [.userScrolled] : []
    }
    mutating func didSelectItem(at index: ItemIndex, scroll: ScrollState, layout: StripLayout) -> [Effect] {
        [.tapped(index.item)]
    }
}

private struct HalfLink: ScrollLink {
    func follower(for effect: Reporter.Effect) -> LinkedCall<Follower>? {
        guard case .moved(let x) = effect else { return nil }
        return LinkedCall { _, _, _ in [.follow(x / 2)] }
    }
    func leader(for effect: Follower.Effect) -> LinkedCall<Reporter>? {
        guard case .tapped(let item) = effect else { return nil }
        return LinkedCall { _, _, _ in [.scroll(CGFloat(item) * 100)] }
    }
}

@Suite("Linked scroll views")
struct ScrollLinkTests {
    private func makePair() -> LinkedEngines<HalfLink> {
        LinkedEngines(leader: CollectionEngine(layout: StripLayout(), behavior: Reporter(), viewportSize: canonicalViewport,
                                               itemCount: 100),
                      follower: CollectionEngine(layout: StripLayout(), behavior: Follower(),
                                                 viewportSize: canonicalViewport, itemCount: 100),
                      link: HalfLink())
    }

    /// The leader's every scroll moves the follower in the same pass, and being moved makes
    /// the follower report nothing back: no feedback loop.
    @Test func leaderFling_movesTheFollowerEveryFrameWithoutFeedback() {
        var pair = makePair()
        pair.leading { $0.fling(by: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 2000, y: 0)) }
        var frames = 0
        while pair.leader.isMoving {
            pair.advance(by: 1 / 60)
            frames += 1
            #expect(abs(pair.follower.contentOffset.x - pair.leader.contentOffset.x / 2) <= 0.5)
        }
        #expect(frames > 60)
        #expect(!pair.follower.effects.contains(.userScrolled))
    }

    /// A tap on the follower animates the leader, which drags the follower along.
    @Test func followerTap_scrollsTheLeader() {
        var pair = makePair()
        pair.following { $0.tap(at: CGPoint(x: 250, y: 10)) }
        pair.runUntilIdle()
        #expect(pair.leader.contentOffset.x == 200)
        #expect(pair.follower.contentOffset.x == 100)
    }
}
