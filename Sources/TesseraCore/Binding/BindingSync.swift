/// Keeps an app's binding (a SwiftUI `Binding`) and a component's position in step, both
/// ways, without echoes or loops: a small state machine with events in and commands out.
///
/// Inputs, as they happen:
/// - ``appSet(_:animated:resolved:)``: SwiftUI's `updateUIView` saw the binding hold a value
///   (it calls it after *every* change of the parent view, usually with the same value);
/// - ``userBegan()``: a finger took the content;
/// - ``componentWillMove(toward:)``: the component started moving on its own (a release, an
///   auto-scroll, a snap) towards a value, if known;
/// - ``componentReported(_:)``: the component's value changed (a real change);
/// - ``componentSettled(at:)``: the component came to rest showing a value;
/// - ``dataWillChange()`` / ``dataDidChange(keeping:)``: the data is replaced.
///
/// Outputs are ``BindingCommand``s: scroll the component, or write the binding.
///
/// Why it cannot loop: a scroll is only ever asked for by an app value that differs both from
/// the value last seen and from the value the sync wrote itself (so the value SwiftUI hands
/// back after a write is recognised as an echo), and a write only by a component value that
/// differs from what the binding holds (so the reports of a scroll the app asked for write
/// nothing). While the component carries out the app's value, the values it passes on the
/// way are not written: the binding already holds the destination.
///
/// Who wins:
/// - **A finger beats the app.** An app value set while the user drags is not carried out;
///   when the content comes to rest the binding is written with where it rests (even if that
///   is where the drag began), so the two agree again. The user is touching the content,
///   and yanking it away on release (or after) is worse than dropping a programmatic change;
///   once the finger has lifted, the next app value retargets the motion as usual.
/// - **Otherwise the last writer wins**: an app value set while the component moves on its
///   own (a fling's deceleration, an auto-scroll, the app's previous value) retargets it, and
///   a value the component is already heading for changes nothing (the animation is not
///   restarted).
/// - A value the component cannot show (page 9 of 5) is written back as the value it
///   resolves to, once.
public struct BindingSync<Value: Equatable & Sendable>: Sendable {
    /// What moves the component, as far as the binding is concerned.
    public enum Mover: Sendable, Hashable {
        /// Nothing: the component rests on ``BindingSync/shown``.
        case none
        /// The component carries out the app's value (``BindingSync/destination``).
        case app
        /// A finger holds the content.
        case user
        /// The component moves on its own: a release's deceleration or spring, an auto-scroll,
        /// a snap onto the nearest value.
        case component
    }

    // MARK: - State

    /// The value the app's binding held at the last ``appSet(_:animated:resolved:)``.
    public private(set) var seen: Value?
    /// The value the binding holds, or will hold once the sync's last write lands.
    public private(set) var binding: Value?
    /// The value the component shows: where it rests, or the last value it reported.
    public private(set) var shown: Value?
    /// Where the component is moving, when known.
    public private(set) var destination: Value?
    /// What moves the component.
    public private(set) var mover: Mover = .none
    /// Whether app values jump instead of animating (Reduce Motion). Defaults to `false`.
    public var reducesMotion: Bool
    /// The value the component showed (or was heading for) when the data began to change, while
    /// it changes; `nil` otherwise.
    private(set) var valueBeforeDataChange: Value?
    private var isChangingData = false

    /// Creates a sync; `shown` is the component's value before it reports anything.
    public init(shown: Value? = nil, reducesMotion: Bool = false) {
        self.shown = shown
        self.reducesMotion = reducesMotion
    }

    /// Tells the sync what the component shows if it does not know yet (a component created
    /// before the first update). Ignored once it knows.
    mutating func componentShows(_ value: Value) {
        if shown == nil { shown = value }
    }

    /// Whether a write the sync asked for is still the binding's latest word (a write deferred
    /// past SwiftUI's update must not overwrite a value the app set in the meantime).
    public func isLatest(_ write: Value) -> Bool {
        binding == write
    }

    // MARK: - The app

    /// The binding holds `value` (`updateUIView`). Scrolls if the app changed it to a value the
    /// component neither shows nor is heading for; animated if `animated` (SwiftUI's
    /// transaction has an animation) and Reduce Motion is off. The first value never animates.
    ///
    /// - Parameter resolved: the value the component would show for `value` (page 9 of 5 is
    ///   page 4), if it differs; it is scrolled to and written back.
    public mutating func appSet(_ value: Value, animated: Bool, resolved: Value? = nil) -> [BindingCommand<Value>] {
        let previous = seen
        seen = value
        // Unchanged since the last update, or the value the sync wrote coming back: an echo.
        guard value != previous, value != binding else { return [] }
        binding = value
        guard mover != .user else { return [] }
        let target = resolved ?? value
        var commands: [BindingCommand<Value>] = []
        let arrived = mover == .none && shown == target
        let underway = mover != .none && destination == target
        if !arrived && !underway {
            let animates = animated && !reducesMotion && previous != nil
            commands.append(.scroll(to: target, animated: animates))
            if animates {
                mover = .app
                destination = target
            } else {
                // A jump arrives before the call returns.
                mover = .none
                destination = nil
                shown = target
            }
        }
        if target != value {
            binding = target
            commands.append(.write(target))
        }
        return commands
    }

    // MARK: - The component

    /// A finger took the content: app values wait for the content to rest (and lose).
    mutating func userBegan() -> [BindingCommand<Value>] {
        mover = .user
        destination = nil
        return []
    }

    /// The component started moving on its own towards `value` (`nil`: not known yet). The
    /// start of the app's own animation changes nothing.
    mutating func componentWillMove(toward value: Value?) -> [BindingCommand<Value>] {
        if mover == .app, let destination, value == destination { return [] }
        mover = .component
        destination = value
        return []
    }

    /// The component's value changed to `value`. Written unless the binding holds it, or the
    /// component is only passing it on the way to the app's value.
    mutating func componentReported(_ value: Value) -> [BindingCommand<Value>] {
        shown = value
        guard !isChangingData else { return [] }
        if mover == .app {
            guard value == destination else { return [] }
            mover = .none
            destination = nil
        }
        return write(value)
    }

    /// The component came to rest showing `value`: whatever moved it is done, and the binding
    /// is written if it holds anything else (an app value set during a drag, a destination the
    /// component could not reach).
    mutating func componentSettled(at value: Value) -> [BindingCommand<Value>] {
        shown = value
        guard !isChangingData else { return [] }
        destination = nil
        if mover != .user { mover = .none }
        return write(value)
    }

    // MARK: - Data

    /// The data is about to change: the component's own reports until ``dataDidChange(keeping:)``
    /// (a reload keeping an index that now holds another item) are noted, not written.
    public mutating func dataWillChange() {
        valueBeforeDataChange = mover == .user ? shown : (destination ?? shown)
        isChangingData = true
    }

    /// The component has the new data. `kept` is the value showing, in the new data, what it
    /// showed before (the same item, by identity), or `nil` if nothing of it is left: the
    /// component jumps there if it is elsewhere, and the binding follows.
    public mutating func dataDidChange(keeping kept: Value?) -> [BindingCommand<Value>] {
        isChangingData = false
        valueBeforeDataChange = nil
        if mover != .user {
            mover = .none
            destination = nil
        }
        var commands: [BindingCommand<Value>] = []
        if let kept, kept != shown {
            commands.append(.scroll(to: kept, animated: false))
            shown = kept
        }
        if let now = kept ?? shown { commands += write(now) }
        return commands
    }

    // MARK: - Writing

    private mutating func write(_ value: Value) -> [BindingCommand<Value>] {
        guard value != binding else { return [] }
        binding = value
        return [.write(value)]
    }
}
