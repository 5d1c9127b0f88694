import AllocationCounter
import Foundation
import TesseraCore

/// What a device does for one frame of a finger dragging the content, with nothing else:
/// UIKit moves the offset and calls `scrollViewDidScroll`, the skin forwards it to the
/// component's `ScrollViewAdapter` and carries out what it answers (a recentring moves the
/// layout and the offset, and UIKit calls `scrollViewDidScroll` again), then the collection
/// view asks the layout for the items in the visible rectangle. The UIKit skin does exactly
/// this (`ScrollAdapterBridge`), less the UIKit objects, so what this allocates is what
/// Tessera allocates per frame on a device.
struct DeviceFrame<Behavior: ScrollBehavior> {
    private(set) var adapter: ScrollViewAdapter<Behavior>
    private(set) var layout: Behavior.Layout
    private(set) var offset: CGPoint
    private let viewport: CGSize
    private var now: TimeInterval = 0
    /// Allocations so far in the visible-items query (the rest of a frame's are the adapter's).
    private(set) var queryAllocations: Int64 = 0

    /// A finger down on `layout` (prepared) at `offset`.
    init(behavior: Behavior, layout: Behavior.Layout, offset: CGPoint, viewport: CGSize) {
        adapter = ScrollViewAdapter(behavior: behavior)
        self.layout = layout
        self.offset = offset
        self.viewport = viewport
        carryOut(adapter.scrollViewWillBeginDragging(state, layout: layout))
    }

    private var state: ScrollState {
        ScrollState(contentOffset: offset, viewportSize: viewport, contentSize: layout.contentSize, contentInsets: .zero,
                    isDragging: true, isDecelerating: false, now: now, pixelGrid: PixelGrid(scale: 3))
    }

    /// One 120 Hz frame of the finger moving the content by `step`; returns how many items
    /// the layout answered for the visible rectangle.
    mutating func frame(by step: CGPoint) -> Int {
        now += 1.0 / 120
        offset.x += step.x
        offset.y += step.y
        carryOut(adapter.scrollViewDidScroll(state, layout: layout))
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
            case .command(.recenter(let delta)):
                layout.recenter(by: delta)
                offset.x += delta.x
                offset.y += delta.y
                carryOut(adapter.scrollViewDidScroll(state, layout: layout))
            case .command(.setContentOffset(let target)):
                offset = target
                carryOut(adapter.scrollViewDidScroll(state, layout: layout))
            case .resume(let step):
                carryOut(adapter.resume(step, state, layout: layout))
            case .command, .effect, .told, .setLayout:
                break
            }
        }
    }
}
