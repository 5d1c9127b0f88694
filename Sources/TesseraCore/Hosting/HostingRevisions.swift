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

/// When the re-hosting an echo asks for runs while the component moves (``HostingUpdate/echo``).
public enum HostingEchoTiming: Sendable, Hashable {
    /// The first echo of a motion re-hosts at the next flush, later ones when the motion
    /// settles: for components with few cells on screen (a carousel, a grid page, a pager, a
    /// presentation), where content that shows the current item follows it as it changes.
    case firstInMotion
    /// Every echo of a motion waits for the motion to settle: for an infinite grid, whose
    /// fling writes at each tile crossing with 50–250 tiles on screen.
    case atSettle
}

/// Which hosted cells show stale content, and when to bring them up to date: the re-hosting
/// decisions of a SwiftUI component, in one place the tests drive.
///
/// Every update starts a new revision: the echo of the component's own binding write too, as
/// content closures may read the bound value, and the same SwiftUI update may carry other
/// changes (an image that finished loading, an element changed under the same identity). A
/// cell is re-hosted when it shows another item than the one at its position now (its identity
/// changed) or content of an older revision, and only then: a cell dequeued after the update is
/// stamped with the new revision and left alone.
///
/// What differs is when the flush runs. A parent's update (``HostingUpdate/content``,
/// ``HostingUpdate/data``) asks for it at once. An echo while the component rests asks for it
/// at once too (no end of motion will come); during a motion it is deferred (see
/// ``HostingEchoTiming``) to the end of the motion the component reports, and flushed then,
/// once per settle. Re-hosting is flushed once however many updates asked for it before the
/// flush (the skin flushes at its next layout pass, once per run-loop turn).
public struct HostingRevisions: Sendable {
    /// When echoes during a motion are flushed.
    public let echoTiming: HostingEchoTiming
    /// The revision content built now is stamped with.
    public private(set) var current = 0
    /// Whether an update asked for a flush that has not run yet.
    public private(set) var isFlushPending = false
    /// Whether a finger or a fling moves the component (from its scroll reports).
    public private(set) var isMoving = false
    /// Whether an echo's re-hosting waits for the motion to settle.
    public private(set) var isEchoDue = false
    private var flushedEchoInMotion = false

    /// Creates revisions at 0, with nothing to flush.
    public init(echoTiming: HostingEchoTiming = .firstInMotion) {
        self.echoTiming = echoTiming
    }

    /// An update happened. Returns whether the skin must schedule a flush (the first update
    /// that needs one since the last flush).
    public mutating func update(_ update: HostingUpdate) -> Bool {
        current += 1
        guard update == .echo, isMoving else {
            isEchoDue = false // this flush shows the latest revision, echoes' included
            return requestFlush()
        }
        guard echoTiming == .firstInMotion, !flushedEchoInMotion else {
            isEchoDue = true
            return false
        }
        flushedEchoInMotion = true
        isEchoDue = false
        return requestFlush()
    }

    /// The component heard a scroll callback. A drag starts a motion; an end of motion
    /// (deceleration, an animation, a release at rest) settles it. Returns whether the skin
    /// must schedule a flush: an echo's re-hosting was due.
    public mutating func heard(_ event: ScrollEvent) -> Bool {
        switch event {
        case .willBeginDragging:
            isMoving = true
            return false
        case .didEndDecelerating, .didEndScrollingAnimation, .didEndDragging(willDecelerate: false):
            isMoving = false
            flushedEchoInMotion = false
            guard isEchoDue else { return false }
            isEchoDue = false
            return requestFlush()
        default:
            return false
        }
    }

    /// One report of the component (its scroll callbacks go to ``heard(_:)``; its effects
    /// change nothing here). Returns whether the skin must schedule a flush.
    public mutating func receive<Effect>(_ report: BehaviorReport<Effect>) -> Bool {
        guard case .heard(let event) = report else { return false }
        return heard(event)
    }

    private mutating func requestFlush() -> Bool {
        guard !isFlushPending else { return false }
        isFlushPending = true
        return true
    }

    /// The flush runs: returns whether an update asked for it (at most once per request).
    public mutating func takeFlush() -> Bool {
        guard isFlushPending else { return false }
        // The flush brings every cell to the current revision, a deferred echo's included.
        isFlushPending = false
        isEchoDue = false
        return true
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
