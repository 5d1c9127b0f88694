/// When a component may write an app's binding: SwiftUI forbids changing state while it
/// updates views ("Modifying state during view update, this will cause undefined behavior"),
/// so writes asked for during an update wait until it is over, and land then only if still the
/// latest (``BindingSync/isLatest(_:)``).
///
/// Updates nest: `updateUIView` lays the component out, whose layout pass reports to the
/// binding inside its own update; a pass that ended must not reopen the gate while the
/// outer one runs. Every entry point that can run inside SwiftUI's update — `makeUIView`'s
/// set-up included — goes through ``enter()`` / ``leave()``.
public struct BindingWriteGate<Value> {
    /// Where a write goes.
    public enum Route: Sendable, Hashable {
        /// Write the binding now.
        case now
        /// Keep it until the outermost update is over.
        case afterUpdate
    }

    /// How many updates are running, outermost included.
    public private(set) var depth = 0
    /// The writes waiting for the updates to end, oldest first.
    public private(set) var pending: [Value] = []

    /// Creates an open gate.
    public init() {}

    /// Whether an update is running.
    public var isUpdating: Bool { depth > 0 }

    /// An update begins (possibly inside another).
    public mutating func enter() {
        depth += 1
    }

    /// An update ends. Returns the writes to carry out after it, once the outermost update is
    /// over (empty otherwise, and when nothing waits).
    public mutating func leave() -> [Value] {
        depth = max(0, depth - 1)
        guard depth == 0 else { return [] }
        defer { pending.removeAll() }
        return pending
    }

    /// Where a write of `value` goes; one that must wait is kept.
    public mutating func route(_ value: Value) -> Route {
        guard isUpdating else { return .now }
        pending.append(value)
        return .afterUpdate
    }
}

extension BindingWriteGate: Sendable where Value: Sendable {}
