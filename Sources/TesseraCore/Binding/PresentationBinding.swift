/// A ``BindingSync`` between an app's selection of presentation (any `Hashable` value: an
/// enum of the presentations it offers, say) and a collection that switches presentations.
///
/// The switcher knows kinds, not the app's values, so the binding remembers which selection a
/// switch carries out: a switch that ends at its target settles on it; a cancelled one on the
/// selection shown before. A coordinator forwards the binding at every `updateUIView` to
/// ``appSet(_:animated:)`` and the collection's reports to ``receive(_:)``, and carries out what
/// they answer: a scroll is a switch to the presentation of that selection.
public struct PresentationBinding<Selection: Hashable & Sendable>: Sendable {
    /// The state machine.
    public private(set) var sync: BindingSync<Selection>

    /// Creates a binding for a collection created showing `shown`'s presentation.
    public init(shown: Selection, reducesMotion: Bool = false) {
        sync = BindingSync(shown: shown, reducesMotion: reducesMotion)
    }

    /// Whether switches the app asks for jump instead of animating (Reduce Motion).
    /// Defaults to `false`.
    public var reducesMotion: Bool {
        get { sync.reducesMotion }
        set { sync.reducesMotion = newValue }
    }

    /// The app's binding holds `selection` (`updateUIView`); `animated` when SwiftUI's
    /// transaction animates (`withAnimation`).
    public mutating func appSet(_ selection: Selection, animated: Bool) -> [BindingCommand<Selection>] {
        sync.appSet(selection, animated: animated)
    }

    /// One report of the collection.
    public mutating func receive(_ report: BehaviorReport<PresentationBehavior.Effect>) -> [BindingCommand<Selection>] {
        switch report {
        case .effect(.switched):
            guard sync.mover == .app, let destination = sync.destination else { return [] }
            return sync.componentSettled(at: destination)
        case .effect(.switchCancelled):
            guard let shown = sync.shown else { return [] }
            return sync.componentSettled(at: shown)
        case .effect, .heard:
            return []
        }
    }
}
