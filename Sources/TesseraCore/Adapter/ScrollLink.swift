import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Two scroll views whose behaviours drive each other — a tab strip and its pages — each with
/// its own `ScrollViewAdapter`.
///
/// The link is a pure mapping: an effect one behaviour produced becomes a call into the other
/// behaviour (whose effects its own adapter then carries out on its own scroll view). The
/// engine (`LinkedEngines`) and the UIKit skin route through the same link, after each
/// callback of either scroll view, so neither can hold a decision the tests do not run.
///
/// A feedback loop cannot arise as long as a behaviour answers the other's *programmatic*
/// moves with no effect for the link: the adapters tell each behaviour who moves its content
/// (`ScrollState.isDragging` and friends), so "the user scrolled" is never confused with "I
/// was scrolled".
public protocol ScrollLink: Sendable {
    /// The behaviour of the scroll view that leads (the pages).
    associatedtype Leader: ScrollBehavior
    /// The behaviour of the scroll view that follows (the tab strip).
    associatedtype Follower: ScrollBehavior

    /// What an effect of the leader asks of the follower, if anything.
    func follower(for effect: Leader.Effect) -> LinkedCall<Follower>?
    /// What an effect of the follower asks of the leader, if anything.
    func leader(for effect: Follower.Effect) -> LinkedCall<Leader>?
}

/// A call into a behaviour, routed by a `ScrollLink`: what `ScrollViewAdapter.send` runs.
public struct LinkedCall<Behavior: ScrollBehavior>: Sendable {
    /// The call, given the behaviour, its scroll view's state and its layout.
    public let call: @Sendable (inout Behavior, ScrollState, Behavior.Layout) -> [Behavior.Effect]

    /// Wraps a call.
    public init(_ call: @escaping @Sendable (inout Behavior, ScrollState, Behavior.Layout) -> [Behavior.Effect]) {
        self.call = call
    }
}
