import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A behaviour whose position an app can bind to: a page, an item, the tile at the centre.
///
/// ``BehaviorBinding`` reads these to turn the behaviour's reports into ``BindingSync``
/// inputs. Everything is answered from the behaviour's state and its layout, so the engine
/// and the UIKit skin get the same answers.
public protocol BindableBehavior: ScrollBehavior {
    /// What the binding holds.
    associatedtype BoundValue: Equatable & Sendable

    /// The value the content rests on (or last reported), or `nil` if the behaviour cannot
    /// show any yet (no items, no layout): app values then wait for a layout.
    func boundValue(layout: Layout) -> BoundValue?

    /// The value the content shows when it rests at `offset` (a release's target, the end of
    /// an animation), or `nil` if none.
    func boundValue(atContentOffset offset: CGPoint, layout: Layout) -> BoundValue?

    /// Whether content resting at `offset` is on a value; `false` when it rests between two
    /// and the behaviour is about to snap.
    func restsOnBoundValue(atContentOffset offset: CGPoint, layout: Layout) -> Bool

    /// The value the behaviour would show when asked for `value` (pages clamped to those that
    /// exist, for instance).
    func resolvedBoundValue(_ value: BoundValue, layout: Layout) -> BoundValue

    /// The new value an effect reports, if it reports one.
    static func reportedBoundValue(in effect: Effect) -> BoundValue?

    /// The offset an effect starts animating to, if it does.
    static func animationTarget(of effect: Effect) -> CGPoint?

    /// The data item (in one section) that `value` stands for, so a change of data can keep
    /// it by identity: the first item of a page, the current item. Defaults to `nil` (values
    /// that are not items, such as coordinates).
    func item(standingFor value: BoundValue, layout: Layout) -> Int?

    /// The value that shows data item `item` in `layout` (prepared with the new data).
    /// Defaults to `nil`.
    func boundValue(showingItem item: Int, layout: Layout) -> BoundValue?
}

extension BindableBehavior {
    public func item(standingFor value: BoundValue, layout: Layout) -> Int? { nil }
    public func boundValue(showingItem item: Int, layout: Layout) -> BoundValue? { nil }
}
