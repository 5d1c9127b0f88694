import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A ``BehaviorBinding`` whose app side holds an item's identity (`Binding<ID?>`, as SwiftUI's
/// `scrollPosition(id:)` does) instead of the behaviour's value (a page, an index).
///
/// The identity goes in as the value showing its item (``BindableBehavior/boundValue(showingItem:layout:)``:
/// the page holding it, its carousel stop) and every rule of ``BindingSync`` applies to that
/// value. A value written out becomes the identity of the item it stands for
/// (``BindableBehavior/item(standingFor:layout:)``: the page's first item). An identity already
/// shown (another item of the page on screen) changes nothing and is not written back; `nil`
/// or an identity that is not in the data leaves the component where it is and is answered,
/// once, with the identity of what it shows.
public struct IdentifiedBinding<Behavior: BindableBehavior, ID: Hashable> {
    /// What the component follows.
    public typealias Value = Behavior.BoundValue

    /// The binding of values underneath.
    public private(set) var values: BehaviorBinding<Behavior>
    /// The identity the app's binding held at the last ``appSet(_:identities:animated:behavior:layout:)``.
    private var seenIdentity: ID??
    /// An identity that came before the component could show any: tried again at each layout.
    private var waitingIdentity: ID?
    /// The value the binding was answered with for `nil` or an unknown identity, until the
    /// app's next value.
    private var answer: Value?

    /// Creates a binding.
    public init(reducesMotion: Bool = false) {
        values = BehaviorBinding(reducesMotion: reducesMotion)
    }

    /// Whether app values jump instead of animating (Reduce Motion). Defaults to `false`.
    public var reducesMotion: Bool {
        get { values.reducesMotion }
        set { values.reducesMotion = newValue }
    }

    /// The app's binding holds `identity` (`updateUIView`), the data holds `identities`.
    public mutating func appSet(_ identity: ID?, identities: [ID], animated: Bool, behavior: Behavior,
                                layout: Behavior.Layout) -> [BindingCommand<Value>] {
        let isNew = seenIdentity.map { $0 != identity } ?? true
        seenIdentity = identity
        waitingIdentity = nil
        answer = nil
        if let identity, let item = identities.firstIndex(of: identity) {
            guard let value = behavior.boundValue(showingItem: item, layout: layout) else {
                waitingIdentity = identity
                return []
            }
            return values.appSet(value, animated: animated, behavior: behavior, layout: layout)
        }
        guard let current = behavior.boundValue(layout: layout) else { return [] }
        // What the component shows stays; the sync learns the app holds it, so nothing echoes.
        let commands = values.appSet(current, animated: false, behavior: behavior, layout: layout)
        guard isNew else { return commands }
        answer = current
        return commands + [.write(current)]
    }

    /// The component was laid out: an identity that waited for a layout is carried out,
    /// without animation.
    public mutating func componentDidLayout(identities: [ID], behavior: Behavior,
                                            layout: Behavior.Layout) -> [BindingCommand<Value>] {
        guard let waiting = waitingIdentity else { return values.componentDidLayout(behavior: behavior, layout: layout) }
        seenIdentity = nil
        return appSet(waiting, identities: identities, animated: false, behavior: behavior, layout: layout)
    }

    /// One report of the component (see ``BehaviorBinding/receive(_:behavior:layout:contentOffset:)``).
    public mutating func receive(_ report: BehaviorReport<Behavior.Effect>, behavior: Behavior, layout: Behavior.Layout,
                                 contentOffset: CGPoint) -> [BindingCommand<Value>] {
        values.receive(report, behavior: behavior, layout: layout, contentOffset: contentOffset)
    }

    /// The data is about to change.
    public mutating func dataWillChange() {
        values.dataWillChange()
    }

    /// The component reloaded from identities `old` to `new`: it keeps the item it showed.
    public mutating func dataDidChange(from old: [ID], to new: [ID], behavior: Behavior,
                                       layout: Behavior.Layout) -> [BindingCommand<Value>] {
        values.dataDidChange(from: old, to: new, behavior: behavior, layout: layout)
    }

    /// The identity a written value stands for in `identities`, or `nil` if it stands for no item.
    public func identity(for value: Value, identities: [ID], behavior: Behavior, layout: Behavior.Layout) -> ID? {
        guard let item = behavior.item(standingFor: value, layout: layout), identities.indices.contains(item) else {
            return nil
        }
        return identities[item]
    }

    /// Whether a write of `value` is still the binding's latest word (a deferred write must not
    /// overwrite what the app set meanwhile).
    public func isLatest(_ value: Value) -> Bool {
        values.sync.isLatest(value)
    }

    /// Whether the app's `identity` is the component's own write coming back.
    public func isEcho(_ identity: ID?, identities: [ID], behavior: Behavior, layout: Behavior.Layout) -> Bool {
        guard let identity, let item = identities.firstIndex(of: identity),
              let value = behavior.boundValue(showingItem: item, layout: layout) else { return false }
        if let answer, answer == value, seenIdentity != .some(identity) { return true }
        return values.sync.isEcho(value)
    }
}

extension IdentifiedBinding: Sendable where ID: Sendable {}
