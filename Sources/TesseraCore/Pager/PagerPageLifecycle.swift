/// Which pages are alive and where each is in its appearance: the state machine that turns
/// page progress and rest into `load` / `willAppear` / … / `unload` events, so a page view
/// controller hears each appearance callback exactly once per transition — also when a drag
/// is cancelled and the pages snap back.
///
/// It is given a `Target` (the pages that must be alive, the page at rest, where the pages
/// are heading, which are on screen) and moves each page's `PagerAppearanceState` towards what
/// the target asks, through UIKit's legal steps only:
///
///     disappeared ──willAppear──▶ appearing ──didAppear──▶ appeared
///          ▲                        │    ▲                   │
///     didDisappear          willDisappear willAppear    willDisappear
///          │                        ▼    │                   ▼
///          └────────────────── disappearing ◀───────────────┘
///
/// A cancelled drag is UIKit's cancelled interactive transition: the page that was coming in
/// hears `willAppear`, `willDisappear`, `didDisappear`; the page that stayed hears
/// `willDisappear`, `willAppear`, `didAppear`. Pages merely passing by during an animated jump
/// across several pages are loaded (they are on screen) but do not appear.
struct PagerPageLifecycle: Sendable, Equatable {
    /// What the pages should look like now.
    struct Target: Sendable, Equatable {
        /// The pages that must be alive.
        var live: Range<Int>
        /// The page at rest, or the page a transition leaves.
        var selected: Int
        /// Where the pages are heading, or `nil` at rest.
        var destination: Int?
        /// The pages on screen (any part of them).
        var visible: ClosedRange<Int>?
        /// Whether appearance transitions are animated (a drag, an animated selection).
        var animated: Bool
        /// The number of pages a looping pager's `live` and `visible` pages wrap by (they are
        /// then virtual pages: 4, 5, 6 of five pages are pages 4, 0, 1), or 0 without a loop.
        /// `selected` and `destination` are always data pages.
        var wrap = 0

        /// The live pages, as data pages, in the order they sit.
        var livePages: PagerPageRun { PagerPageRun(live, wrap: wrap) }

        /// Whether `page` (a data page) is on screen.
        func isVisible(_ page: Int) -> Bool {
            visible.map { PagerPageRun($0.lowerBound..<($0.upperBound + 1), wrap: wrap).contains(page) } ?? false
        }
    }

    /// The live pages, in the order they sit (contiguous, except just after an edit and across
    /// a loop's wrap).
    private(set) var live: [Int] = []
    /// The state of every live page that is not `.disappeared`.
    private var states: [Int: PagerAppearanceState] = [:]
    /// The host's own appearance: pages appear only in a visible host. Defaults to `.visible`.
    var host: PagerHostAppearance = .visible
    /// What the last update brought the pages to. The steps are idempotent, so the same
    /// target again (every frame of a drag within one page) changes nothing and allocates
    /// nothing.
    private var applied: Applied?

    private struct Applied: Sendable, Equatable {
        var target: Target
        var host: PagerHostAppearance
    }

    func state(of page: Int) -> PagerAppearanceState { states[page] ?? .disappeared }

    /// The pages that have appeared or are in a transition.
    var pagesNotDisappeared: [Int] { states.keys.sorted() }

    // MARK: - Moving towards a target

    /// The events that bring every page to what `target` asks: loads first, then
    /// disappearances, then appearances, then unloads (a page always disappears before it is
    /// dropped).
    /// - Complexity: O(live pages before and after), each at most `Limits.livePages`.
    mutating func update(to target: Target) -> [PagerPageEvent] {
        let wanted = Applied(target: target, host: host)
        guard wanted != applied else { return [] }
        applied = wanted
        var loads: [PagerPageEvent] = [], leaving: [PagerPageEvent] = [], coming: [PagerPageEvent] = []
        // The live pages are usually one contiguous run: membership is then a range check.
        let wasLive: (Int) -> Bool
        if let first = live.first, let last = live.last, last - first + 1 == live.count {
            wasLive = { (first...last).contains($0) }
        } else {
            let set = Set(live)
            wasLive = { set.contains($0) }
        }
        let run = target.livePages
        for page in run.pages where !wasLive(page) { loads.append(.load(page)) }
        let dropped = live.filter { !run.contains($0) }
        for page in dropped + run.pages {
            let current = state(of: page)
            let wanted = run.contains(page) ? desired(page, current, target) : .disappeared
            let (events, next) = Self.steps(page, from: current, to: wanted, animated: target.animated)
            states[page] = next == .disappeared ? nil : next
            if wanted == .disappeared || wanted == .disappearing { leaving += events } else { coming += events }
        }
        live = Array(run.pages)
        return loads + leaving + coming + dropped.map(PagerPageEvent.unload)
    }

    /// The state `target` asks of `page`, which is now `current`.
    private func desired(_ page: Int, _ current: PagerAppearanceState, _ target: Target) -> PagerAppearanceState {
        let shown: PagerAppearanceState = current == .disappeared ? .disappeared : .disappearing
        switch host {
        case .hidden:
            return .disappeared
        case .appearing:
            return page == (target.destination ?? target.selected) ? .appearing : .disappeared
        case .disappearing:
            return shown
        case .visible:
            guard let destination = target.destination else { return page == target.selected ? .appeared : .disappeared }
            if page == destination { return current == .appeared ? .appeared : .appearing }
            if page == target.selected || target.isVisible(page) { return shown }
            return .disappeared
        }
    }

    /// UIKit's legal steps from `current` to `wanted`, and the state they leave. Two requests
    /// have no step: an appeared page is not "appearing" again, and a page that never appeared
    /// does not start to disappear.
    static func steps(_ page: Int, from current: PagerAppearanceState, to wanted: PagerAppearanceState,
                      animated: Bool) -> ([PagerPageEvent], PagerAppearanceState) {
        let willAppear = PagerPageEvent.willAppear(page, animated: animated), didAppear = PagerPageEvent.didAppear(page)
        let willDisappear = PagerPageEvent.willDisappear(page, animated: animated)
        let didDisappear = PagerPageEvent.didDisappear(page)
        switch (current, wanted) {
        case (.disappeared, .appearing), (.disappearing, .appearing): return ([willAppear], .appearing)
        case (.disappeared, .appeared), (.disappearing, .appeared): return ([willAppear, didAppear], .appeared)
        case (.appearing, .appeared): return ([didAppear], .appeared)
        case (.appearing, .disappearing), (.appeared, .disappearing): return ([willDisappear], .disappearing)
        case (.appearing, .disappeared), (.appeared, .disappeared): return ([willDisappear, didDisappear], .disappeared)
        case (.disappearing, .disappeared): return ([didDisappear], .disappeared)
        default: return ([], current)
        }
    }

    // MARK: - Edits

    /// The pages were edited (`map`): removed live pages disappear and are dropped under their
    /// old indices, then everything alive is renamed (`reindex`). Nothing new is loaded here;
    /// the next `update(to:)` does that.
    /// - Complexity: O(live pages).
    mutating func remap(_ map: PagerIndexMap) -> [PagerPageEvent] {
        applied = nil
        var events: [PagerPageEvent] = []
        var kept: [(Int, PagerAppearanceState)] = []
        for page in live {
            let current = state(of: page)
            if let index = map.newIndex(forOld: page) {
                kept.append((index, current))
            } else {
                events += Self.steps(page, from: current, to: .disappeared, animated: false).0
                events.append(.unload(page))
            }
        }
        events.append(.reindex(map))
        live = kept.map(\.0).sorted()
        states = [:]
        for (page, state) in kept where state != .disappeared { states[page] = state }
        return events
    }
}

/// Where a page is in its appearance, as UIKit's appearance callbacks track a view controller.
enum PagerAppearanceState: Sendable, Hashable {
    /// Off screen (or never shown).
    case disappeared
    /// Between `willAppear` and `didAppear`.
    case appearing
    /// On screen, at rest.
    case appeared
    /// Between `willDisappear` and `didDisappear`.
    case disappearing
}
