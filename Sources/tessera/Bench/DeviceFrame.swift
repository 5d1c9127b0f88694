import AllocationCounter
import Foundation
import TesseraCore

/// What a device does for one frame, with nothing else. A finger dragging: UIKit moves the
/// offset and calls `scrollViewDidScroll`. The adapter's own motion (auto-scroll, a settle):
/// the display link fires and the adapter sets the offset, which calls `scrollViewDidScroll`.
/// Either way the skin forwards the calls to the component's `ScrollViewAdapter` and carries
/// out what it answers (a recentring moves the layout and the offset, and UIKit calls
/// `scrollViewDidScroll` again), then the collection view asks the layout for the items in
/// the visible rectangle. The UIKit skin does exactly this (`ScrollAdapterBridge`), less the
/// UIKit objects, so what this allocates is what Tessera allocates per frame on a device.
struct DeviceFrame<Behavior: ScrollBehavior> {
    var adapter: ScrollViewAdapter<Behavior>
    var performance = ScrollViewPerformance<Behavior>()
    private(set) var layout: Behavior.Layout
    private(set) var offset: CGPoint
    private let viewport: CGSize
    private var now: TimeInterval = 0
    private let fingerDown: Bool
    /// When the adapter asked to be called (the display link or the timer).
    private var clock: ClockSchedule = .none
    /// Allocations so far in the visible-items query (the rest of a frame's are the adapter's).
    private(set) var queryAllocations: Int64 = 0

    /// `layout` (prepared) at `offset`, with a finger down on it or not.
    init(behavior: Behavior, layout: Behavior.Layout, offset: CGPoint, viewport: CGSize, fingerDown: Bool = true) {
        adapter = ScrollViewAdapter(behavior: behavior)
        self.layout = layout
        self.offset = offset
        self.viewport = viewport
        self.fingerDown = fingerDown
        if fingerDown { perform(adapter.scrollViewWillBeginDragging(state, layout: layout)) }
        perform(adapter.layoutDidChange(state, layout: layout, reason: .reload))
    }

    private var state: ScrollState {
        ScrollState(contentOffset: offset, viewportSize: viewport, contentSize: layout.contentSize, contentInsets: .zero,
                    isDragging: fingerDown, isDecelerating: false, now: now, pixelGrid: PixelGrid(scale: 3))
    }

    /// One 120 Hz frame of the finger moving the content by `step`; returns how many items
    /// the layout answered for the visible rectangle.
    mutating func frame(by step: CGPoint) -> Int {
        now += 1.0 / 120
        offset.x += step.x
        offset.y += step.y
        perform(adapter.scrollViewDidScroll(state, layout: layout))
        return visibleItemCount()
    }

    /// The next 120 Hz frame at which the adapter's clock fires (time passes without work
    /// until then); returns how many items the layout answered for the visible rectangle.
    mutating func clockFrame() -> Int {
        let giveUp = now + 60
        while true {
            now += 1.0 / 120
            precondition(now < giveUp, "the adapter's clock stopped")
            if clock.frameRates != nil { break }
            if case .at(let due) = clock, due <= now + 1e-9 { break }
        }
        perform(adapter.clockFired(at: now, state, layout: layout))
        return visibleItemCount()
    }

    /// A component command (a presentation switch), carried out as the skin's `send` does.
    mutating func send(_ call: (inout Behavior, ScrollState, Behavior.Layout) -> [Behavior.Effect]) {
        perform(adapter.send(state, layout: layout, call))
    }

    private mutating func visibleItemCount() -> Int {
        let visible = CGRect(origin: offset, size: viewport)
        let before = tessera_allocation_count()
        layout.prepare(forVisibleRect: visible)
        let count = layout.items(in: visible).count
        queryAllocations += tessera_allocation_count() - before
        return count
    }
}

/// The core's performer carries the adapter's answers out, as on a device; each primitive is
/// what UIKit does for it (a new offset calls `scrollViewDidScroll`). Reports to the app cost
/// nothing here: they are calls into the app's own code.
extension DeviceFrame: ScrollViewHost {
    var scrollState: ScrollState { state }
    var currentLayout: Behavior.Layout { layout }

    mutating func setContentOffset(_ target: CGPoint) {
        offset = target
        perform(adapter.scrollViewDidScroll(state, layout: layout))
    }

    mutating func recenter(by delta: CGPoint, to landing: CGPoint) {
        layout.recenter(by: delta)
        setContentOffset(landing)
    }

    mutating func stopScrolling() {}
    mutating func followClock(_ schedule: ClockSchedule) { clock = schedule }
    mutating func invalidateLayout() {}

    mutating func applyLayout(_ newLayout: Behavior.Layout, contentOffset: CGPoint, animated: Bool) {
        layout = newLayout
        offset = contentOffset
    }

    mutating func report(_ effect: Behavior.Effect) {}
    mutating func tell(_ event: ScrollEvent) {}
    mutating func callbackDidFinish(with effects: [Behavior.Effect]) {}
}
