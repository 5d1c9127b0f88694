/// One thing a component's behaviour heard or produced, in the order its `ScrollViewAdapter`
/// produced them: what a wrapper that keeps outside state in step with the component (a
/// SwiftUI binding, through ``BehaviorBinding``) follows.
///
/// The UIKit components hand these out through `onBehaviorReport`; the tests read the same
/// from `CollectionEngine.told` and `CollectionEngine.effects`.
public enum BehaviorReport<Effect: Sendable>: Sendable {
    /// The behaviour heard this scroll callback (as the adapter told it, including the ends of
    /// the adapter's own motions, which UIKit never sends).
    case heard(ScrollEvent)
    /// The behaviour produced this effect (a report such as a page change, or a scroll it asked
    /// for).
    case effect(Effect)
}

extension BehaviorReport: Equatable where Effect: Equatable {}
