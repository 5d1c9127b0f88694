import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A ``BindingSync`` fed by a component's behaviour: the decisions a SwiftUI coordinator must
/// not make, in one place that the engine tests drive.
///
/// A coordinator (or a test) forwards:
/// - the binding's value at every `updateUIView` to ``appSet(_:animated:behavior:layout:)``;
/// - each layout pass of the component to ``componentDidLayout(behavior:layout:)``;
/// - every ``BehaviorReport`` of the component to ``receive(_:behavior:layout:contentOffset:)``,
///   with the component's state at that moment;
/// - a change of data to ``dataWillChange()`` before the component reloads and to
///   ``dataDidChange(from:to:behavior:layout:)`` after;
///
/// and carries out the commands each answers, in order.
///
/// How reports become inputs: a drag beginning is the user taking the content; a release
/// aims at the value its target shows; an animation the behaviour starts aims at the value its
/// end shows; an end of motion (deceleration, animation, a release at rest) is a rest if the
/// content rests on a value, else the behaviour is about to snap somewhere; a reported value is
/// a real change.
public struct BehaviorBinding<Behavior: BindableBehavior>: Sendable {
    /// What the binding holds.
    public typealias Value = Behavior.BoundValue
    /// What the sync asks for.
    public typealias Command = BindingCommand<Value>

    /// The state machine.
    public private(set) var sync: BindingSync<Value>
    /// An app value that came before the component could show any (a view not laid out yet
    /// has no pages to scroll to): carried out at the first layout that can show it.
    private(set) var waitingValue: Value?

    /// Creates a binding.
    public init(reducesMotion: Bool = false) {
        sync = BindingSync(reducesMotion: reducesMotion)
    }

    /// Whether app values jump instead of animating (the environment's Reduce Motion).
    /// Defaults to `false`.
    public var reducesMotion: Bool {
        get { sync.reducesMotion }
        set { sync.reducesMotion = newValue }
    }

    /// The app's binding holds `value` (`updateUIView`); `animated` when SwiftUI's transaction
    /// animates.
    public mutating func appSet(_ value: Value, animated: Bool, behavior: Behavior,
                                layout: Behavior.Layout) -> [Command] {
        guard let current = behavior.boundValue(layout: layout) else {
            // Scrolling now would be lost, and the resolved value (no pages: page 0) wrong.
            waitingValue = value
            return []
        }
        waitingValue = nil
        sync.componentShows(current)
        return sync.appSet(value, animated: animated, resolved: behavior.resolvedBoundValue(value, layout: layout))
    }

    /// The component was laid out (a first size, a rotation): an app value that waited for a
    /// layout is carried out, without animation.
    public mutating func componentDidLayout(behavior: Behavior, layout: Behavior.Layout) -> [Command] {
        guard let waiting = waitingValue, behavior.boundValue(layout: layout) != nil else { return [] }
        return appSet(waiting, animated: false, behavior: behavior, layout: layout)
    }

    /// One report of the component, with the behaviour, its layout and the content offset as
    /// they are when the report is delivered.
    public mutating func receive(_ report: BehaviorReport<Behavior.Effect>, behavior: Behavior,
                                 layout: Behavior.Layout, contentOffset: CGPoint) -> [Command] {
        let commands = inputs(for: report, behavior: behavior, layout: layout, contentOffset: contentOffset)
        // While an app value waits for the first layout, the component's own reports (that
        // layout placing it on its first page) are not news for the app: nothing is written.
        return waitingValue == nil ? commands : commands.filter { $0.writtenValue == nil }
    }

    private mutating func inputs(for report: BehaviorReport<Behavior.Effect>, behavior: Behavior,
                                 layout: Behavior.Layout, contentOffset: CGPoint) -> [Command] {
        switch report {
        case .heard(.willBeginDragging):
            return sync.userBegan()
        case .heard(.willEndDragging(_, let target)):
            return sync.componentWillMove(toward: behavior.boundValue(atContentOffset: target, layout: layout))
        case .heard(.didEndDecelerating), .heard(.didEndScrollingAnimation),
             .heard(.didEndDragging(willDecelerate: false)):
            guard behavior.restsOnBoundValue(atContentOffset: contentOffset, layout: layout),
                  let value = behavior.boundValue(layout: layout) else {
                return sync.componentWillMove(toward: nil)
            }
            return sync.componentSettled(at: value)
        case .heard:
            return []
        case .effect(let effect):
            if let value = Behavior.reportedBoundValue(in: effect) { return sync.componentReported(value) }
            if let target = Behavior.animationTarget(of: effect) {
                return sync.componentWillMove(toward: behavior.boundValue(atContentOffset: target, layout: layout))
            }
            return []
        }
    }

    /// The data is about to change (call before the component reloads).
    public mutating func dataWillChange() {
        sync.dataWillChange()
    }

    /// The component reloaded from identities `old` to `new`: it goes back to the item it
    /// showed (by identity; a removed item's nearest survivor), and the binding follows.
    /// - Complexity: O(`old.count` + `new.count`).
    public mutating func dataDidChange<ID: Hashable>(from old: [ID], to new: [ID], behavior: Behavior,
                                                     layout: Behavior.Layout) -> [Command] {
        var kept: Value?
        if let before = sync.valueBeforeDataChange, let item = behavior.item(standingFor: before, layout: layout),
           let moved = DataIdentity.index(keeping: item, from: old, to: new) {
            kept = behavior.boundValue(showingItem: moved, layout: layout)
        }
        if kept == nil, let current = behavior.boundValue(layout: layout) { kept = current }
        return sync.dataDidChange(keeping: kept)
    }
}
