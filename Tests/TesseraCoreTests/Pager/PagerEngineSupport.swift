import Foundation
@testable import TesseraCore
@testable import TesseraTesting

typealias PagerPair = LinkedEngines<PagerLink>
typealias PagesEngine = CollectionEngine<PagerPagesBehavior>
typealias TabStripEngine = CollectionEngine<PagerTabStripBehavior>

/// The pages' viewport in pager scenarios: 320 × 480 pt.
let pagerPagesViewport = CGSize(width: 320, height: 480)
/// The strip's viewport: 320 × 44 pt.
let pagerStripViewport = CGSize(width: 320, height: 44)

/// Five 100 pt tabs in a 320 pt strip: it overflows and scrolls (content 500 pt).
let fixedStrip = try! PagerTabStripLayout.Configuration(size: .fixed(width: 100, height: 44))

/// Self-sizing tabs of varied widths with 8 pt spacing and 12 pt padding.
let selfSizingStrip = try! PagerTabStripLayout.Configuration(size: .selfSizing(height: 44, spacing: 8),
                                                             tabPadding: 12)

func tabWidths(_ count: Int) -> [CGFloat] { (0..<count).map { CGFloat(40 + ($0 * 37) % 80) } }

func makePagesEngine(pages: Int, viewport: CGSize = pagerPagesViewport, direction: LayoutDirection = .leftToRight,
                     uikit: UIKitModel = .standard) -> PagesEngine {
    PagesEngine(layout: PagerPagesLayout(), behavior: PagerPagesBehavior(), viewportSize: viewport, itemCount: pages,
                configuration: ScrollConfiguration(alwaysBounceHorizontal: true), layoutDirection: direction,
                uikit: uikit)
}

func makeTabStripEngine(tabs: Int, configuration: PagerTabStripLayout.Configuration = fixedStrip,
                     widths: [CGFloat]? = nil, followsPages: Bool = true, direction: LayoutDirection = .leftToRight,
                     uikit: UIKitModel = .standard) -> TabStripEngine {
    var layout = PagerTabStripLayout(configuration: configuration)
    layout.setMeasuredWidths(widths ?? tabWidths(tabs))
    return TabStripEngine(layout: layout, behavior: PagerTabStripBehavior(followsPages: followsPages),
                        viewportSize: pagerStripViewport, itemCount: tabs, layoutDirection: direction, uikit: uikit)
}

/// A view pager: pages leading a strip of as many tabs.
func makePager(pages: Int = 5, tabs: Int? = nil, strip: PagerTabStripLayout.Configuration = fixedStrip,
               widths: [CGFloat]? = nil, direction: LayoutDirection = .leftToRight,
               uikit: UIKitModel = .standard) -> PagerPair {
    PagerPair(leader: makePagesEngine(pages: pages, direction: direction, uikit: uikit),
              follower: makeTabStripEngine(tabs: tabs ?? pages, configuration: strip, widths: widths,
                                        direction: direction, uikit: uikit),
              link: PagerLink())
}

// MARK: - Reading

extension CollectionEngine where Behavior == PagerPagesBehavior {
    /// Every `selectionChanged` the pages reported, in order.
    var reportedSelections: [Int] {
        effects.compactMap { if case .selectionChanged(let page) = $0 { page } else { nil } }
    }

    /// Every page event, in order.
    var pageEvents: [PagerPageEvent] {
        effects.compactMap { if case .page(let event) = $0 { event } else { nil } }
    }

    /// The appearance events only (no loads, unloads or renames).
    var appearanceEvents: [PagerPageEvent] {
        pageEvents.filter {
            switch $0 {
            case .load, .unload, .reindex: false
            default: true
            }
        }
    }

    /// The fractional page the content shows now.
    var fractionalPage: CGFloat { layout.fractionalPage(forContentOffset: contentOffset) }

    func offset(ofPage page: Int) -> CGPoint { layout.contentOffset(forPage: page) }
}

extension CollectionEngine where Behavior == PagerTabStripBehavior {
    /// Every `selectionChanged(from:to:)` of the tabs, in order.
    var tabChanges: [[Int?]] {
        effects.compactMap { if case .selectionChanged(let from, let to) = $0 { [from, to] } else { nil } }
    }

    /// The indicator as the strip shows it now.
    var indicatorFrame: CGRect? { layout.indicatorFrame(forProgress: behavior.indicatorProgress) }

    /// The indicator a reference computes for page progress `p`: the two tabs' indicator
    /// frames interpolated edge by edge (clamped at the ends).
    func expectedIndicator(at p: CGFloat) -> CGRect? {
        let last = layout.numberOfTabs - 1
        guard last >= 0 else { return nil }
        let q = min(max(p, 0), CGFloat(last))
        let i = min(Int(q.rounded(.down)), last), t = q - CGFloat(i)
        guard let a = layout.indicatorFrame(forTab: i) else { return nil }
        guard t > 0, let b = layout.indicatorFrame(forTab: min(i + 1, last)) else { return a }
        let minX = a.minX + (b.minX - a.minX) * t, maxX = a.maxX + (b.maxX - a.maxX) * t
        return CGRect(x: minX, y: a.minY, width: maxX - minX, height: a.height)
    }

    /// The frame of tab `index` in the strip's viewport coordinates.
    func tabFrameOnScreen(_ index: Int) -> CGRect? {
        layout.item(at: ItemIndex(item: index)).map { $0.frame.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y) }
    }

    /// Whether tab `index` is wholly on screen (within half a pixel).
    func showsWholeTab(_ index: Int) -> Bool {
        guard let frame = tabFrameOnScreen(index) else { return false }
        return frame.minX >= -0.25 && frame.maxX <= pagerStripViewport.width + 0.25
    }

    /// Taps tab `index` at the centre of its part on screen; a tab off screen cannot be tapped.
    mutating func tapTab(_ index: Int) {
        guard let frame = tabFrameOnScreen(index)?.intersection(CGRect(origin: .zero, size: pagerStripViewport)),
              !frame.isNull, !frame.isEmpty else { return }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}

func isClose(_ a: CGRect?, _ b: CGRect?, tolerance: CGFloat = 0.5) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return abs(a.minX - b.minX) <= tolerance && abs(a.maxX - b.maxX) <= tolerance
        && abs(a.minY - b.minY) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
}

// MARK: - Driving both like fingers

extension LinkedEngines where Link == PagerLink {
    /// A finger drags the pages by `distance` (content offset) in `steps` frames at 60 Hz,
    /// both scroll views' clocks running; `check` runs after every frame.
    mutating func dragPages(by distance: CGFloat, steps: Int = 10, check: (Self) -> Void = { _ in }) {
        leading { $0.beginDragging() }
        for _ in 0..<steps {
            advance(by: 1 / 60)
            leading { $0.drag(by: CGPoint(x: distance / CGFloat(steps), y: 0)) }
            check(self)
        }
    }

    /// The finger lifts with `velocity` (points per second), then frames until both rest.
    mutating func releasePages(velocity: CGFloat, check: (Self) -> Void = { _ in }) {
        leading { $0.endDragging(velocity: CGPoint(x: velocity, y: 0)) }
        check(self)
        settle(check: check)
    }

    /// Frames at 60 Hz until neither scroll view moves; `check` after each.
    mutating func settle(check: (Self) -> Void = { _ in }) {
        var frames = 0
        while (leader.isMoving || follower.isMoving) && frames < 600 {
            advance(by: 1 / 60)
            check(self)
            frames += 1
        }
    }

    mutating func selectPage(_ page: Int, animated: Bool) {
        leading { $0.send { $0.select(page: page, animated: animated, scroll: $1, layout: $2) } }
    }

    /// Forgets what both engines logged so far.
    mutating func clearLogs() {
        leading { $0.clearLog() }
        following { $0.clearLog() }
    }

    /// The indicator's distance from the reference at the pages' current fractional page.
    var indicatorError: CGFloat {
        guard let shown = follower.indicatorFrame,
              let expected = follower.expectedIndicator(at: leader.fractionalPage) else { return 0 }
        return max(abs(shown.minX - expected.minX), abs(shown.maxX - expected.maxX))
    }
}

// MARK: - Appearance rules

/// Checks that `events` follow UIKit's appearance rules page by page (will before did, no
/// appearance of an unloaded page, every unload after a disappearance) and returns the first
/// violation, or `nil`.
func appearanceViolation(in events: [PagerPageEvent], initiallyAppeared: Set<Int> = [],
                         initiallyLive: Set<Int> = []) -> String? {
    var state: [Int: PagerAppearanceState] = [:]
    for page in initiallyAppeared { state[page] = .appeared }
    var live = initiallyLive
    for (number, event) in events.enumerated() {
        let page = event.page ?? -1
        let current = state[page] ?? .disappeared
        switch event {
        case .load:
            if live.contains(page) { return "#\(number) \(event): already loaded" }
            live.insert(page)
        case .unload:
            if !live.contains(page) { return "#\(number) \(event): not loaded" }
            if current != .disappeared { return "#\(number) \(event): unloaded while \(current)" }
            live.remove(page)
        case .willAppear:
            guard live.contains(page), current == .disappeared || current == .disappearing else {
                return "#\(number) \(event): while \(current)"
            }
            state[page] = .appearing
        case .didAppear:
            guard current == .appearing else { return "#\(number) \(event): while \(current)" }
            state[page] = .appeared
        case .willDisappear:
            guard current == .appeared || current == .appearing else { return "#\(number) \(event): while \(current)" }
            state[page] = .disappearing
        case .didDisappear:
            guard current == .disappearing else { return "#\(number) \(event): while \(current)" }
            state[page] = .disappeared
        case .reindex(let map):
            var moved: [Int: PagerAppearanceState] = [:]
            for (page, value) in state { if let index = map.newIndex(forOld: page) { moved[index] = value } }
            state = moved
            live = Set(live.compactMap { map.newIndex(forOld: $0) })
        }
    }
    return nil
}

/// The appearance events of one page, in order.
func appearance(of page: Int, in events: [PagerPageEvent]) -> [String] {
    events.compactMap { event in
        switch event {
        case .willAppear(page, _): "willAppear"
        case .didAppear(page): "didAppear"
        case .willDisappear(page, _): "willDisappear"
        case .didDisappear(page): "didDisappear"
        default: nil
        }
    }
}
