/// Which hosts a pager keeps for its pages' SwiftUI content: one per page identity, made when
/// the page is first loaded and kept while the data holds the identity.
///
/// A page's content is a hierarchy with state of its own — a `List`'s scroll offset, `@State`,
/// a `.task` that loaded something — which lives in its hosting controller. A page swiped away
/// and back, or unloaded by the pager (``PagerPageEvent/unload(_:)``) and loaded again, gets its
/// own host back, as a `TabView`'s tabs keep theirs; content is never handed to another page's
/// host. A page the data loses is let go, with its state.
///
/// - Complexity: O(1) per load; O(pages) per change of data.
public struct HostedPages<ID: Hashable> {
    /// The identities whose hosts are kept.
    public private(set) var kept: Set<ID> = []

    /// Creates an empty set of hosts.
    public init() {}

    /// The page `identity` is loaded. Returns whether its host must be made (the first load of
    /// the identity, or one after the data let it go); otherwise its kept host shows it.
    public mutating func load(_ identity: ID) -> Bool {
        kept.insert(identity).inserted
    }

    /// The data holds `identities` now. Returns the identities whose hosts to let go.
    public mutating func dataDidChange(to identities: some Sequence<ID>) -> [ID] {
        let alive = Set(identities)
        let gone = kept.subtracting(alive)
        kept.formIntersection(alive)
        return Array(gone)
    }
}

extension HostedPages: Sendable where ID: Sendable {}
