/// What one SwiftUI update (`updateUIView`) of a component means for the content its cells
/// host.
///
/// SwiftUI calls `updateUIView` after every change of the parent view, and also when the app's
/// binding hands back a value the component wrote itself (a flick's new page, the tile a fling
/// reaches). Both can carry new content (a closure may read the bound value; the same update
/// may bring an image that finished loading), but re-hosting every visible cell at each echo
/// is what made an `InfiniteGrid` fling re-host 50–250 tiles some 35 times a second; so an
/// echo's re-hosting is deferred to the end of the motion (``HostingRevisions``).
public enum HostingUpdate: Sendable, Hashable {
    /// The binding hands back the component's own write and no fingerprinted environment value
    /// changed: the cells are re-hosted when the motion settles (at once if at rest).
    case echo
    /// The parent view changed (state the content closures read, the environment): the cells
    /// on screen show the new content, keeping their identity.
    case content
    /// The items' identities changed: the component applies the change (batch updates), and
    /// the cells show the new content.
    case data

    /// Classifies an update.
    /// - Parameters:
    ///   - identitiesChanged: whether the items' identities differ from the last update's.
    ///   - environmentChanged: whether an environment value the content may read differs.
    ///   - isEcho: whether the binding's value is the component's own write coming back
    ///     (``BindingSync/isEcho(_:)``).
    public static func classify(identitiesChanged: Bool, environmentChanged: Bool, isEcho: Bool) -> HostingUpdate {
        if identitiesChanged { return .data }
        return isEcho && !environmentChanged ? .echo : .content
    }
}

extension BindingSync {
    /// Whether SwiftUI handing the binding's `value` to the component is the echo of the
    /// sync's own write: a new value (an unchanged one means the parent view updated for
    /// another reason) that the sync wrote itself. Ask before ``appSet(_:animated:resolved:)``,
    /// which takes the value as seen.
    public func isEcho(_ value: Value) -> Bool {
        value != seen && value == binding
    }
}
