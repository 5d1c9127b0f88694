#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TesseraCore

/// Where an app binds a component's position: the behaviour's own value (an index, a page,
/// coordinates), or an item's identity (`Binding<ID?>`, as `scrollPosition(id:)`).
enum PositionSource<Value, ID: Hashable> {
    /// The behaviour's value.
    case value(Binding<Value>)
    /// The identity of the item shown (`nil`: answered with the item shown).
    case identity(Binding<ID?>)
}

/// Joins a component's behaviour to the app's position binding: it hands the binding's value,
/// the component's reports and its layouts to a `BehaviorBinding` or an `IdentifiedBinding`
/// (TesseraCore), and writes what they answer through a ``BindingChannel``. Scrolls are the
/// coordinator's to carry out. It decides nothing.
@MainActor
final class BoundPosition<Behavior: BindableBehavior, ID: Hashable> {
    typealias Value = Behavior.BoundValue
    typealias Command = BindingCommand<Value>

    /// The app's binding (the latest representable's).
    var source: PositionSource<Value, ID>
    /// The writes' gate: every entry point that may run inside SwiftUI's update goes through it.
    let channel = BindingChannel()
    private var values = BehaviorBinding<Behavior>()
    private var identified = IdentifiedBinding<Behavior, ID>()

    init(_ source: PositionSource<Value, ID>) {
        self.source = source
    }

    /// Whether app values jump instead of animating (the environment's Reduce Motion).
    var reducesMotion: Bool {
        get { values.reducesMotion }
        set {
            values.reducesMotion = newValue
            identified.reducesMotion = newValue
        }
    }

    /// Whether the binding's value is the component's own write coming back.
    func isEcho(identities: [ID], behavior: Behavior, layout: Behavior.Layout) -> Bool {
        switch source {
        case .value(let binding): values.sync.isEcho(binding.wrappedValue)
        case .identity(let binding):
            identified.isEcho(binding.wrappedValue, identities: identities, behavior: behavior, layout: layout)
        }
    }

    /// SwiftUI's update hands the binding's value over.
    func appSet(animated: Bool, identities: [ID], behavior: Behavior, layout: Behavior.Layout) -> [Command] {
        switch source {
        case .value(let binding):
            values.appSet(binding.wrappedValue, animated: animated, behavior: behavior, layout: layout)
        case .identity(let binding):
            identified.appSet(binding.wrappedValue, identities: identities, animated: animated, behavior: behavior,
                              layout: layout)
        }
    }

    /// One report of the component.
    func receive(_ report: BehaviorReport<Behavior.Effect>, behavior: Behavior, layout: Behavior.Layout,
                 contentOffset: CGPoint) -> [Command] {
        switch source {
        case .value: values.receive(report, behavior: behavior, layout: layout, contentOffset: contentOffset)
        case .identity: identified.receive(report, behavior: behavior, layout: layout, contentOffset: contentOffset)
        }
    }

    /// The component was laid out.
    func componentDidLayout(identities: [ID], behavior: Behavior, layout: Behavior.Layout) -> [Command] {
        switch source {
        case .value: values.componentDidLayout(behavior: behavior, layout: layout)
        case .identity: identified.componentDidLayout(identities: identities, behavior: behavior, layout: layout)
        }
    }

    /// The data is about to change.
    func dataWillChange() {
        values.dataWillChange()
        identified.dataWillChange()
    }

    /// The component has the data `new`, which was `old`.
    func dataDidChange(from old: [ID], to new: [ID], behavior: Behavior, layout: Behavior.Layout) -> [Command] {
        switch source {
        case .value: values.dataDidChange(from: old, to: new, behavior: behavior, layout: layout)
        case .identity: identified.dataDidChange(from: old, to: new, behavior: behavior, layout: layout)
        }
    }

    /// Writes `value` to the app's binding (as the identity it stands for), now or after
    /// SwiftUI's update, if it is still the latest then.
    func write(_ value: Value, identities: [ID], behavior: Behavior, layout: Behavior.Layout) {
        switch source {
        case .value:
            channel.write { [weak self] in
                guard let self, self.values.sync.isLatest(value), case .value(let binding) = self.source else { return }
                binding.wrappedValue = value
            }
        case .identity:
            let identity = identified.identity(for: value, identities: identities, behavior: behavior, layout: layout)
            channel.write { [weak self] in
                guard let self, self.identified.isLatest(value), case .identity(let binding) = self.source else { return }
                binding.wrappedValue = identity
            }
        }
    }
}
#endif
