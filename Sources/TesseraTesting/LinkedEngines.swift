import Foundation
import TesseraCore

/// Two engines joined by a link: the headless form of two linked scroll views.
///
/// Drive either engine through `leading { … }` / `following { … }` (and time through
/// `advance(by:)`); after each, every effect either behaviour produced is routed through the
/// link into the other, until neither produces one the link maps — as the UIKit skin does
/// after each callback.
public struct LinkedEngines<Link: ScrollLink>: Sendable {
    /// The leading scroll view (the pages).
    public private(set) var leader: CollectionEngine<Link.Leader>
    /// The following scroll view (the tab strip).
    public private(set) var follower: CollectionEngine<Link.Follower>
    /// The routing between them.
    public let link: Link
    private var routedLeaderEffects = 0
    private var routedFollowerEffects = 0

    /// Joins two engines; effects they already produced are not routed.
    public init(leader: CollectionEngine<Link.Leader>, follower: CollectionEngine<Link.Follower>, link: Link) {
        self.leader = leader
        self.follower = follower
        self.link = link
        routedLeaderEffects = leader.effects.count
        routedFollowerEffects = follower.effects.count
        route()
    }

    /// Drives the leader (a finger, a command), then routes.
    public mutating func leading(_ body: (inout CollectionEngine<Link.Leader>) -> Void) {
        body(&leader)
        route()
    }

    /// Drives the follower, then routes.
    public mutating func following(_ body: (inout CollectionEngine<Link.Follower>) -> Void) {
        body(&follower)
        route()
    }

    /// One frame on both scroll views' clocks (the leader's first, as their display links
    /// fire), routing after each.
    public mutating func advance(by interval: TimeInterval) {
        leading { $0.advance(by: interval) }
        following { $0.advance(by: interval) }
    }

    /// Frames at `frameRate` until neither scroll view moves (or `limit` seconds pass).
    @discardableResult
    public mutating func runUntilIdle(frameRate: Double = 60, limit: TimeInterval = 10) -> Int {
        var frames = 0
        while (leader.isMoving || follower.isMoving) && Double(frames) < limit * frameRate {
            advance(by: 1 / frameRate)
            frames += 1
        }
        return frames
    }

    /// Routes new effects both ways until quiet. A link whose behaviours answer each other
    /// forever is cut after 64 rounds (far beyond any real exchange: progress → strip offset).
    private mutating func route() {
        for _ in 0..<64 {
            // A log cleared by `clearLog()` starts again from zero.
            let fromLeader = leader.effects[min(routedLeaderEffects, leader.effects.count)...]
                .compactMap(link.follower(for:))
            routedLeaderEffects = leader.effects.count
            for call in fromLeader { follower.send(call.call) }
            let fromFollower = follower.effects[min(routedFollowerEffects, follower.effects.count)...]
                .compactMap(link.leader(for:))
            routedFollowerEffects = follower.effects.count
            for call in fromFollower { leader.send(call.call) }
            if fromLeader.isEmpty && fromFollower.isEmpty { return }
        }
    }
}
