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
    private(set) var adapter: ScrollViewAdapter<Behavior>
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
        if fingerDown { carryOut(adapter.scrollViewWillBeginDragging(state, layout: layout)) }
        carryOut(adapter.layoutDidChange(state, layout: layout, reason: .reload))
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
        carryOut(adapter.scrollViewDidScroll(state, layout: layout))
        return visibleItemCount()
    }

    /// The next 120 Hz frame at which the adapter's clock fires (time passes without work
    /// until then); returns how many items the layout answered for the visible rectangle.
    mutating func clockFrame() -> Int {
        let giveUp = now + 60
        while true {
            now += 1.0 / 120
            precondition(now < giveUp, "the adapter's clock stopped")
            if clock == .everyFrame { break }
            if case .at(let due) = clock, due <= now + 1e-9 { break }
        }
        carryOut(adapter.clockFired(at: now, state, layout: layout))
        return visibleItemCount()
    }

    private mutating func visibleItemCount() -> Int {
        let visible = CGRect(origin: offset, size: viewport)
        let before = tessera_allocation_count()
        layout.prepare(forVisibleRect: visible)
        let count = layout.items(in: visible).count
        queryAllocations += tessera_allocation_count() - before
        return count
    }

    /// Carries the adapter's answer out as `ScrollAdapterBridge` does (reports to the app
    /// cost nothing here: they are calls into the app's own code).
    private mutating func carryOut(_ actions: [ScrollViewAction<Behavior>]) {
        for action in actions {
            switch action {
            case .command(.recenter(let delta, let landing)):
                layout.recenter(by: delta)
                offset = landing
                carryOut(adapter.scrollViewDidScroll(state, layout: layout))
            case .command(.setContentOffset(let target)):
                offset = target
                carryOut(adapter.scrollViewDidScroll(state, layout: layout))
            case .command(.setClock(let schedule)):
                clock = schedule
            case .resume(let step):
                carryOut(adapter.resume(step, state, layout: layout))
            case .command, .effect, .told, .setLayout:
                break
            }
        }
    }
}
