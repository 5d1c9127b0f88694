import Foundation
import TesseraCore
import TesseraTesting

/// `InfiniteGridLayout`'s hash-map slots against the infinite-grid tutorial's approach: a
/// 1,024-entry cache of index paths, scanned linearly for every visible tile.
///
/// A frame is what a fast diagonal scroll (8,000 pt/s at 60 Hz: 94 pt across and down) costs
/// the layout: recentre if due (Tessera), find the visible tiles, give each an item index and
/// answer their frames. Memory is measured after 10⁷ pt of flinging through the engine.
struct InfiniteGridBench: BenchSection {
    let name = "infinite-grid"

    static let viewport = CGSize(width: 320, height: 200)
    static let step = CGPoint(x: 94, y: 94)

    func run(quick: Bool) -> String {
        let sides: [CGFloat] = quick ? [16, 100] : [4, 8, 16, 32, 50, 100, 200, 400]
        var table = BenchTable(["tile", "visible", "slots", "frame Tessera", "frame 1,024 scan", "ratio", "scan verdict"])
        for side in sides {
            let tessera = Self.measureTessera(side: side)
            let reference = Self.measureReference(side: side)
            let verdict: String
            if reference.overflowed {
                verdict = "overflows: \(tessera.mostVisible.formatted()) tiles, 1,024 entries"
            } else {
                precondition(reference.visible == tessera.visible, "reference and Tessera show different tiles")
                verdict = "same tiles"
            }
            table.add(["\(NumberText(side)) pt", tessera.mostVisible.formatted(), tessera.slots.formatted(),
                       Measure.format(nanoseconds: tessera.frame), Measure.format(nanoseconds: reference.frame),
                       Measure.format(ratio: reference.frame / tessera.frame), verdict])
        }
        var memory = BenchTable(["tile", "scrolled", "cells alive", "on screen", "pool", "ever created",
                                 "slot table", "1,024 cache", "max offset"])
        for side in quick ? [CGFloat(50)] : [4, 16, 50, 100, 400] {
            let run = Self.scrollTenMillionPoints(side: side, distance: quick ? 1e6 : 1e7)
            memory.add(["\(NumberText(side)) pt", "\(Int(run.distance).formatted()) pt", "\(run.alive)", "\(run.inUse)",
                        "\(run.pooled)", "\(run.created)", bytes(run.slotBytes), bytes(LinearSlotCache.byteCount),
                        "\(Int(run.largestOffset).formatted()) pt"])
        }
        var report = "## Infinite grid: hash-map slots vs a 1,024-entry linear scan (320 × 200 pt, scale 2)\n\n"
        report += table.markdown + "\n\n"
        report += "Frame: a fast diagonal scroll step (94 pt across and down), then slot assignment and the "
        report += "visible-item query. The tutorial's cache also recentres only at rest (its 10⁷ pt content runs out "
        report += "after 10⁷ pt of one-way scrolling) and cannot hold more than 1,024 tiles at once.\n\n"
        report += "### Memory after scrolling (flicks at 8,000 pt/s in eight directions, through the engine)\n\n"
        report += memory.markdown + "\n\n"
        report += "Cells alive stay at the most tiles on screen at once, and the slot table's size depends only on "
        report += "the viewport and the tile size.\n"
        return report
    }

    // MARK: - Tessera

    struct Result {
        var frame: Double
        var mostVisible: Int
        var slots: Int
        var visible: Set<GridCoordinates>
        var overflowed = false
    }

    static func measureTessera(side: CGFloat) -> Result {
        var layout = InfiniteGridLayout(configuration: try! .init(tileSize: CGSize(width: side, height: side)))
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: 0))
        let start = Self.restingOffset(of: layout)
        var offset = start
        var mostVisible = 0
        func frame() -> [LayoutItem] {
            offset.x += step.x
            offset.y += step.y
            if let shift = layout.recenteringShift(forContentOffset: offset) {
                layout.recenter(by: shift)
                offset.x += shift.x
                offset.y += shift.y
            }
            let rect = CGRect(origin: offset, size: viewport)
            layout.prepare(forVisibleRect: rect)
            return layout.items(in: rect)
        }
        let perFrame = Measure.nanoseconds { blackHole(frame()) }
        // The check: 500 frames from the start, compared with the reference's.
        layout.centerCoordinates = .zero
        offset = start
        var items: [LayoutItem] = []
        for _ in 0..<500 {
            items = frame()
            mostVisible = max(mostVisible, items.count)
        }
        let visible = Set(items.compactMap { layout.coordinates(for: $0.index) })
        return Result(frame: perFrame, mostVisible: mostVisible, slots: layout.slotCapacity, visible: visible)
    }

    /// Where the content rests once `layout` is prepared: the offset `InfiniteGridBehavior`
    /// scrolls to after the first layout pass (the centre tile centred).
    static func restingOffset(of layout: InfiniteGridLayout) -> CGPoint {
        var behavior = InfiniteGridBehavior()
        let state = ScrollState(contentOffset: .zero, viewportSize: layout.context.viewportSize,
                                contentSize: layout.contentSize, contentInsets: .zero, isDragging: false,
                                isDecelerating: false, now: 0, pixelGrid: layout.context.pixelGrid)
        for case .scroll(let offset, _) in behavior.layoutDidChange(state, layout: layout, reason: .invalidation) {
            return offset
        }
        return .zero
    }

    // MARK: - Reference

    static func measureReference(side: CGFloat) -> Result {
        var reference = TutorialGrid(side: side, viewport: viewport)
        let perFrame = Measure.nanoseconds(samples: 3) { blackHole(reference.frame(step: step)) }
        reference = TutorialGrid(side: side, viewport: viewport)
        var visible: [GridCoordinates] = []
        for _ in 0..<500 { visible = reference.frame(step: step).map(\.tile) }
        return Result(frame: perFrame, mostVisible: visible.count, slots: LinearSlotCache.capacity,
                      visible: Set(visible), overflowed: reference.cache.overflowed)
    }

    // MARK: - Memory

    struct MemoryRun {
        var distance: CGFloat
        var alive: Int, inUse: Int, pooled: Int, created: Int
        var slotBytes: Int
        var largestOffset: CGFloat
    }

    /// Flicks at 8,000 pt/s in eight directions, advanced in 0.3 s steps, until the content has
    /// moved `distance` points along its path.
    static func scrollTenMillionPoints(side: CGFloat, distance target: CGFloat) -> MemoryRun {
        var engine = InfiniteGridEngine(grid: InfiniteGridLayout(configuration: try! .init(tileSize: CGSize(width: side, height: side))),
                                        viewportSize: viewport)
        func plane() -> CGPoint {
            let shift = engine.behavior.recenteredDistance
            return CGPoint(x: engine.contentOffset.x - shift.x, y: engine.contentOffset.y - shift.y)
        }
        var last = plane(), distance: CGFloat = 0, largest: CGFloat = 0, flick = 0
        while distance < target {
            let angle = CGFloat(flick % 8) * .pi / 4
            engine.beginDragging()
            engine.endDragging(velocity: CGPoint(x: 8000 * cos(angle), y: 8000 * sin(angle)))
            engine.advance(by: 0.3)
            let now = plane()
            distance += abs(now.x - last.x) + abs(now.y - last.y)
            last = now
            largest = max(largest, abs(engine.contentOffset.x), abs(engine.contentOffset.y))
            flick += 1
            if flick % 256 == 0 { engine.clearLog() }
        }
        let stats = engine.cells.statistics
        return MemoryRun(distance: distance, alive: stats.alive, inUse: stats.inUse, pooled: stats.pooled,
                         created: stats.created, slotBytes: engine.layout.slotTableByteCount, largestOffset: largest)
    }

    private func bytes(_ value: Int) -> String {
        value < 1_000 ? "\(value) B" : String(format: "%.1f KB", Double(value) / 1_000)
    }
}

/// The tutorial's infinite grid, kept as it is where it matters: the plane laid out from tile
/// (0, 0) at a fixed origin, and a cache of 1,024 index paths searched linearly for each visible
/// tile (then linearly again for the least recently used entry when the tile is new).
struct TutorialGrid {
    let side: CGFloat
    let viewport: CGSize
    /// The viewport's origin on the plane where tile (0, 0) starts at 0 (Tessera's start: tile
    /// (0, 0) centred).
    var origin: CGPoint
    var cache = LinearSlotCache()

    init(side: CGFloat, viewport: CGSize) {
        self.side = side
        self.viewport = viewport
        // Tessera rounds to pixels (scale 2) and centres by whole pixels; so does this.
        let tile = (side * 2).rounded() / 2
        origin = CGPoint(x: ((tile * 2) / 2).rounded(.down) / 2 - viewport.width / 2,
                         y: ((tile * 2) / 2).rounded(.down) / 2 - viewport.height / 2)
    }

    /// One scroll step: the visible tiles, their cache entries and frames.
    mutating func frame(step: CGPoint) -> [(tile: GridCoordinates, slot: Int, frame: CGRect)] {
        origin.x += step.x
        origin.y += step.y
        let tile = (side * 2).rounded() / 2
        let columns = Int((origin.x / tile).rounded(.down))...Int(((origin.x + viewport.width) / tile).rounded(.up)) - 1
        let rows = Int((origin.y / tile).rounded(.down))...Int(((origin.y + viewport.height) / tile).rounded(.up)) - 1
        var visible: [GridCoordinates] = []
        for y in rows {
            for x in columns {
                let frame = CGRect(x: CGFloat(x) * tile, y: CGFloat(y) * tile, width: tile, height: tile)
                if frame.overlaps(CGRect(origin: origin, size: viewport)) { visible.append(GridCoordinates(x: x, y: y)) }
            }
        }
        let slots = cache.slots(for: visible)
        return zip(visible, slots).map { ($0, $1, CGRect(x: CGFloat($0.x) * tile - origin.x, y: CGFloat($0.y) * tile - origin.y,
                                                         width: tile, height: tile)) }
    }
}

/// 1,024 (tile, last used) entries, scanned from the start for every lookup.
struct LinearSlotCache {
    static let capacity = 1_024
    static let byteCount = capacity * (MemoryLayout<GridCoordinates?>.stride + MemoryLayout<Int>.stride)
    private var tiles = [GridCoordinates?](repeating: nil, count: capacity)
    private var lastUsed = [Int](repeating: -1, count: capacity)
    private var now = 0
    private(set) var overflowed = false

    mutating func slots(for visible: [GridCoordinates]) -> [Int] {
        now += 1
        return visible.map { tile in
            if let slot = tiles.firstIndex(of: tile) {
                lastUsed[slot] = now
                return slot
            }
            var slot = -1, oldest = Int.max
            for index in 0..<Self.capacity where lastUsed[index] < now && lastUsed[index] < oldest {
                slot = index
                oldest = lastUsed[index]
            }
            guard slot >= 0 else {
                overflowed = true
                return -1
            }
            tiles[slot] = tile
            lastUsed[slot] = now
            return slot
        }
    }
}

private func NumberText(_ value: CGFloat) -> String {
    value == value.rounded() ? "\(Int(value))" : "\(value)"
}
