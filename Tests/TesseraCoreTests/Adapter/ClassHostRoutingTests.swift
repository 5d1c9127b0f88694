import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A scroll-view host that is a class and routes each callback's effects through a
/// `ScrollLink` from `callbackDidFinish`, as the UIKit skin's bridge and `ViewPager` do (the
/// engine's `LinkedEngines` routes from its effect log instead, so it cannot show this path).
final class RoutingHost<Behavior: ScrollBehavior>: ScrollViewHost {
    var adapter: ScrollViewAdapter<Behavior>
    var performance = ScrollViewPerformance<Behavior>()
    private(set) var layout: Behavior.Layout
    private(set) var offset: CGPoint = .zero
    private let viewport: CGSize
    var onCallbackEffects: ([Behavior.Effect]) -> Void = { _ in }
    /// Each effect as the component reports it, in the middle of the callback (an app
    /// delegate that calls into the other view from there re-enters it).
    var onReport: (Behavior.Effect) -> Void = { _ in }
    private(set) var reported: [Behavior.Effect] = []
    private(set) var routedCallbacks = 0
    private(set) var now: TimeInterval = 0
    private var clock: ClockSchedule = .none

    init(behavior: Behavior, layout: Behavior.Layout, viewport: CGSize, items: Int) {
        adapter = ScrollViewAdapter(behavior: behavior)
        var layout = layout
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: items))
        self.layout = layout
        self.viewport = viewport
        carryOut(adapter.layoutDidChange(scrollState, layout: layout, reason: .reload))
    }

    var scrollState: ScrollState {
        ScrollState(contentOffset: offset, viewportSize: viewport, contentSize: layout.contentSize, contentInsets: .zero,
                    isDragging: false, isDecelerating: false, now: now, pixelGrid: PixelGrid(scale: 2))
    }
    var currentLayout: Behavior.Layout { layout }

    func carryOut(_ actions: [ScrollViewAction<Behavior>]) {
        var host = self
        host.perform(actions)
    }

    func send(_ call: (inout Behavior, ScrollState, Behavior.Layout) -> [Behavior.Effect]) {
        carryOut(adapter.send(scrollState, layout: layout, call))
    }

    func select(_ item: Int) {
        carryOut(adapter.didSelectItem(at: ItemIndex(item: item), scrollState, layout: layout))
    }

    func setContentOffset(_ target: CGPoint) {
        offset = target
        carryOut(adapter.scrollViewDidScroll(scrollState, layout: layout))
    }

    func recenter(by delta: CGPoint, to landing: CGPoint) {
        layout.recenter(by: delta)
        setContentOffset(landing)
    }

    /// One 60 Hz frame of the display link, if the adapter asked for one.
    func frame() {
        now += 1.0 / 60
        guard clock != .none else { return }
        carryOut(adapter.clockFired(at: now, scrollState, layout: layout))
    }

    func stopScrolling() {}
    func followClock(_ schedule: ClockSchedule) { clock = schedule }
    func invalidateLayout() {}
    func applyLayout(_ newLayout: Behavior.Layout, contentOffset: CGPoint, animated: Bool) {
        layout = newLayout
        offset = contentOffset
    }
    func report(_ effect: Behavior.Effect) {
        reported.append(effect)
        onReport(effect)
    }
    func tell(_ event: ScrollEvent) {}

    /// Routes, unless it has routed absurdly often (a loop between the two views).
    func callbackDidFinish(with effects: [Behavior.Effect]) {
        routedCallbacks += 1
        guard routedCallbacks < 50 else { return }
        onCallbackEffects(effects)
    }
}

@Suite("The performer on a class host, routed as on a device")
struct ClassHostRoutingTests {
    /// A view pager wired as `ViewPager` wires its two views: each callback's effects, once
    /// carried out, are sent to the other view.
    static func makePager() -> (pages: RoutingHost<PagerPagesBehavior>, strip: RoutingHost<PagerTabStripBehavior>) {
        let pages = RoutingHost(behavior: PagerPagesBehavior(), layout: PagerPagesLayout(), viewport: pagerPagesViewport,
                                items: 5)
        var stripLayout = PagerTabStripLayout(configuration: fixedStrip)
        stripLayout.setMeasuredWidths(tabWidths(5))
        let strip = RoutingHost(behavior: PagerTabStripBehavior(), layout: stripLayout, viewport: pagerStripViewport,
                                items: 5)
        let link = PagerLink()
        pages.onCallbackEffects = { [weak strip] effects in
            for call in effects.compactMap(link.follower(for:)) { strip?.send(call.call) }
        }
        strip.onCallbackEffects = { [weak pages] effects in
            for call in effects.compactMap(link.leader(for:)) { pages?.send(call.call) }
        }
        return (pages, strip)
    }

    /// A tap on the tab already selected: the pages, resting there, settle at once and the
    /// strip hears it once; nothing bounces back.
    @Test func tapOnTheSelectedTab_settlesOnceAndStops() {
        let (pages, strip) = Self.makePager()
        let before = pages.reported.count
        strip.select(0)
        let settled = pages.reported[before...].filter { if case .settled = $0 { true } else { false } }
        #expect(settled.count == 1, "\(settled.count) settles")
        #expect(strip.routedCallbacks < 5 && pages.routedCallbacks < 5,
                "strip routed \(strip.routedCallbacks), pages \(pages.routedCallbacks) callbacks")
    }

    /// A tap on another tab goes there: the pages select it and the strip follows.
    @Test func tapOnAnotherTab_selectsItsPage() {
        let (pages, strip) = Self.makePager()
        strip.select(3)
        #expect(pages.adapter.behavior.selectedPage == 3 || pages.adapter.mover != .none)
        #expect(strip.routedCallbacks < 10 && pages.routedCallbacks < 10)
    }

    /// An app that wires a standalone strip and pages through their delegates, as the
    /// tutorial's pager wires its parts, is called in the middle of a callback: the strip's tap
    /// reaches the pages before the strip's own callback is carried out, and the pages' new
    /// selection reaches the strip (`select(tab:)`) before the pages settle. In that order the
    /// page is still selected once, both views end on it, and nothing bounces.
    @Test func delegatesCallingEachOtherMidCallback_selectOnce_andSettle() {
        let pages = RoutingHost(behavior: PagerPagesBehavior(), layout: PagerPagesLayout(), viewport: pagerPagesViewport,
                                items: 5)
        var stripLayout = PagerTabStripLayout(configuration: fixedStrip)
        stripLayout.setMeasuredWidths(tabWidths(5))
        let strip = RoutingHost(behavior: PagerTabStripBehavior(followsPages: false), layout: stripLayout,
                                viewport: pagerStripViewport, items: 5)
        strip.onReport = { [weak pages] effect in
            guard case .tabTapped(let tab) = effect else { return }
            pages?.send { $0.select(page: tab, animated: true, scroll: $1, layout: $2) }
        }
        pages.onReport = { [weak strip] effect in
            guard case .selectionChanged(let page) = effect else { return }
            strip?.send { $0.select(tab: page, animated: true, scroll: $1, layout: $2) }
        }
        let before = pages.reported.count
        strip.select(3)
        for _ in 0..<120 {
            pages.frame()
            strip.frame()
        }
        let heard = pages.reported[before...]
        let selections = heard.filter { if case .selectionChanged = $0 { true } else { false } }
        let settles = heard.filter { if case .settled = $0 { true } else { false } }
        #expect(selections.count == 1 && settles.count == 1, "\(selections) \(settles)")
        #expect(pages.adapter.behavior.selectedPage == 3 && pages.adapter.mover == .none)
        #expect(strip.adapter.behavior.selectedTab == 3)
        #expect(pages.offset.x == pages.currentLayout.contentOffset(forPage: 3).x)
    }
}
