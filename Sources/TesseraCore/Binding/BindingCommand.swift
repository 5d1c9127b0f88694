/// What a ``BindingSync`` asks its owner (a SwiftUI coordinator, or a test) to carry out.
public enum BindingCommand<Value: Equatable & Sendable>: Sendable, Equatable {
    /// Move the component to `value`: `scrollToPage`, `scrollToItem`, `scroll(to:)`, a switch
    /// of presentation. Non-animated, the component is there when the call returns.
    case scroll(to: Value, animated: Bool)
    /// Write `value` to the app's binding. Inside SwiftUI's `updateUIView` the write must wait
    /// until the update is over; ``BindingSync/isLatest(_:)`` says whether it still should land.
    case write(Value)

    /// The value a write carries, or `nil` for a scroll.
    var writtenValue: Value? {
        if case .write(let value) = self { return value }
        return nil
    }

    /// The value a scroll goes to, or `nil` for a write.
    var scrollTarget: Value? {
        if case .scroll(let value, _) = self { return value }
        return nil
    }
}
