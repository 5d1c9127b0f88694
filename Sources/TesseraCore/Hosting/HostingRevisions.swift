/// What a cell hosts: its item's identity and the revision of the content it was built from.
public struct HostedStamp<ID: Hashable>: Hashable {
    /// The identity of the item the cell shows (SwiftUI's `.id` of the hosted root).
    public var identity: ID
    /// The ``HostingRevisions/current`` revision the content was built in.
    public var revision: Int

    /// Creates a stamp.
    public init(identity: ID, revision: Int) {
        self.identity = identity
        self.revision = revision
    }
}

extension HostedStamp: Sendable where ID: Sendable {}

/// Which hosted cells show stale content, and when to bring them up to date: the re-hosting
/// decisions of a SwiftUI component, in one place the tests drive.
///
/// Every update that may carry new content (``HostingUpdate/content``, ``HostingUpdate/data``)
/// starts a new revision; an echo does not. A cell is re-hosted when it shows another item
/// than the one at its position now (its identity changed) or content of an older revision,
/// and only then: a cell dequeued after the update is stamped with the new revision and left
/// alone. Re-hosting is flushed once however many updates asked for it before the flush (the
/// skin flushes at its next layout pass, once per run-loop turn).
public struct HostingRevisions: Sendable {
    /// The revision content built now is stamped with.
    public private(set) var current = 0
    /// Whether an update asked for a flush that has not run yet.
    public private(set) var isFlushPending = false

    /// Creates revisions at 0, with nothing to flush.
    public init() {}

    /// An update happened. Returns whether the skin must schedule a flush (the first update
    /// that needs one since the last flush).
    public mutating func update(_ update: HostingUpdate) -> Bool {
        guard update != .echo else { return false }
        current += 1
        guard !isFlushPending else { return false }
        isFlushPending = true
        return true
    }

    /// The flush runs: returns whether an update asked for it (at most once per request).
    public mutating func takeFlush() -> Bool {
        defer { isFlushPending = false }
        return isFlushPending
    }

    /// The stamp of content built now for the item `identity`.
    public func stamp<ID: Hashable>(for identity: ID) -> HostedStamp<ID> {
        HostedStamp(identity: identity, revision: current)
    }

    /// Whether a cell stamped `hosted` (nil: never hosted) that stands for the item `identity`
    /// now must be hosted again.
    public func needsRehost<ID: Hashable>(_ hosted: HostedStamp<ID>?, showing identity: ID) -> Bool {
        guard let hosted else { return true }
        return hosted.identity != identity || hosted.revision < current
    }

    /// The cells (keys) among `cells` that must be hosted again.
    /// - Complexity: O(`cells.count`).
    public func cellsToRehost<Key, ID: Hashable>(
        _ cells: some Sequence<(key: Key, hosted: HostedStamp<ID>?, identity: ID)>) -> [Key] {
        cells.filter { needsRehost($0.hosted, showing: $0.identity) }.map(\.key)
    }
}
