import Foundation
import TesseraCore

/// `CarouselLayout`'s virtual-index loop against the way SDCycleScrollView loops: show the
/// items ×100, lay every copy out, start in the middle and jump back when the end is near.
///
/// Memory is what a prepared layout holds: its value plus its per-item tables (Tessera) or
/// its frames (the reference), counted from the arrays' capacities;
/// a frame is one frame of a 60 pt/s marquee at 60 Hz: move 1 pt, recentre (Tessera) or jump
/// back (reference) if due, and find the visible items and their data indices.
struct CarouselBench: BenchSection {
    let name = "carousel"

    func run(quick: Bool) -> String {
        let sizes = quick ? [10, 1_000] : [10, 100, 1_000, 10_000, 100_000, 1_000_000]
        // 10⁶ items ×100 is 10⁸ frames, 3.2 GB of CGRects before UIKit's own attribute objects.
        let referenceLimit = 100_000
        var table = BenchTable(["items", "memory Tessera", "memory ×100", "ratio", "prepare Tessera", "prepare ×100",
                                "frame Tessera", "frame ×100", "ratio"])
        var perItem = BenchTable(["items", "prepare", "memory", "frame", "frame vs 10 items"])
        var baseFrame: Double?
        for count in sizes {
            let context = LayoutContext(viewportSize: viewport, itemCount: count)
            let uniform = Self.measureTessera(Self.banner(), context)
            var cells: [String] = ["\(count.formatted())", bytes(uniform.memory)]
            if count <= referenceLimit {
                let reference = Self.measureReference(count: count)
                precondition(reference.visible == uniform.visible, "reference and Tessera show different items")
                cells += [bytes(reference.memory), Measure.format(ratio: Double(reference.memory) / Double(max(uniform.memory, 1))),
                          Measure.format(nanoseconds: uniform.prepare), Measure.format(nanoseconds: reference.prepare),
                          Measure.format(nanoseconds: uniform.frame), Measure.format(nanoseconds: reference.frame),
                          Measure.format(ratio: reference.frame / uniform.frame)]
            } else {
                cells += ["(3.2 GB)", "—", Measure.format(nanoseconds: uniform.prepare), "not run",
                          Measure.format(nanoseconds: uniform.frame), "not run", "—"]
            }
            table.add(cells)

            let variable = Self.measureTessera(Self.variableBanner(), context)
            baseFrame = baseFrame ?? variable.frame
            perItem.add(["\(count.formatted())", Measure.format(nanoseconds: variable.prepare), bytes(variable.memory),
                         Measure.format(nanoseconds: variable.frame), Measure.format(ratio: variable.frame / (baseFrame ?? 1))])
        }
        var report = "## Carousel: virtual-index loop vs items ×100 (SDCycleScrollView), 280 pt items in 320 × 200 pt\n\n"
        report += table.markdown + "\n\n"
        report += "Memory: the prepared layout's value and tables (the reference's frames at 32 bytes per copy; UIKit "
        report += "keeps an attributes object of about 200 bytes per copy on top). Frame: one 1 pt marquee step plus the "
        report += "visible-item query; the reference finds visible items by binary search, its best case.\n\n"
        report += "### Per-item sizes (prefix sums + binary search)\n\n" + perItem.markdown + "\n"
        return report
    }

    private var viewport: CGSize { CGSize(width: 320, height: 200) }

    // MARK: - Tessera

    static func banner() -> CarouselLayout.Configuration {
        try! CarouselLayout.Configuration(itemSizing: .fixed(CGSize(width: 280, height: 180)), minimumLineSpacing: 10)
    }

    static func variableBanner() -> CarouselLayout.Configuration {
        try! CarouselLayout.Configuration(itemSizing: .perItem { CGSize(width: CGFloat(200 + 17 * ($0 % 5)), height: 180) },
                                          minimumLineSpacing: 10)
    }

    struct Result {
        var memory: Int
        var prepare: Double
        var frame: Double
        /// Data indices visible after 1,000 frames (to check both sides agree).
        var visible: [Int]
    }

    static func measureTessera(_ configuration: CarouselLayout.Configuration, _ context: LayoutContext) -> Result {
        var layout = CarouselLayout(configuration: configuration)
        let prepare = Measure.nanoseconds(samples: 3) { layout.prepare(in: context); blackHole(layout.contentSize) }
        layout.prepare(in: context)
        let memory = layout.byteCount
        var offset = layout.homeOffset
        let size = context.viewportSize
        func frame() -> [Int] {
            offset.x += 1
            if let delta = layout.recenteringShift(forContentOffset: offset) {
                layout.recenter(by: delta)
                offset.x += delta.x
            }
            let rect = CGRect(origin: offset, size: size)
            return layout.carouselItems(in: rect, visibleRect: rect).map(\.dataIndex)
        }
        let perFrame = Measure.nanoseconds { blackHole(frame()) }
        var check = CarouselLayout(configuration: configuration)
        check.prepare(in: context)
        layout = check
        offset = layout.homeOffset
        var visible: [Int] = []
        for _ in 0..<1_000 { visible = frame() }
        return Result(memory: memory, prepare: prepare, frame: perFrame, visible: visible)
    }

    // MARK: - Reference

    static func measureReference(count: Int) -> Result {
        var reference = MultipliedCarousel(count: count)
        let prepare = Measure.nanoseconds(samples: 3) { reference.prepare(); blackHole(reference.frames.count) }
        reference.prepare()
        let memory = MemoryLayout<MultipliedCarousel>.size + reference.frames.capacity * MemoryLayout<CGRect>.stride
        reference.offset = reference.startOffset
        let perFrame = Measure.nanoseconds { blackHole(reference.frame()) }
        reference.offset = reference.startOffset
        var visible: [Int] = []
        for _ in 0..<1_000 { visible = reference.frame() }
        return Result(memory: memory, prepare: prepare, frame: perFrame, visible: visible)
    }

    private func bytes(_ value: Int) -> String {
        switch value {
        case ..<1_000: "\(value) B"
        case ..<1_000_000: String(format: "%.1f KB", Double(value) / 1_000)
        case ..<1_000_000_000: String(format: "%.1f MB", Double(value) / 1_000_000)
        default: String(format: "%.1f GB", Double(value) / 1_000_000_000)
        }
    }
}

/// SDCycleScrollView's loop, kept as it is: `count × 100` items laid out in advance, the
/// offset starting at the middle copy of item 0, and a jump back to the middle when the end
/// comes near. (Its flow layout is replaced by the best possible query, a binary search.)
struct MultipliedCarousel {
    static let copies = 100
    let count: Int
    let width: CGFloat = 280, spacing: CGFloat = 10, viewport = CGSize(width: 320, height: 200)
    private(set) var frames: [CGRect] = []
    var offset = CGPoint(x: 0, y: 0)

    init(count: Int) { self.count = count }

    private var stride: CGFloat { width + spacing }
    private var inset: CGFloat { (viewport.width - width) / 2 }

    mutating func prepare() {
        let total = count * Self.copies
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(total)
        for item in 0..<total {
            frames.append(CGRect(x: inset + CGFloat(item) * stride, y: 10, width: width, height: 180))
        }
    }

    /// The middle copy of item 0, centred.
    var startOffset: CGPoint { CGPoint(x: CGFloat(count * Self.copies / 2) * stride, y: 0) }

    /// One marquee frame: 1 pt on, the jump back near the end, the visible data indices.
    mutating func frame() -> [Int] {
        offset.x += 1
        if offset.x + viewport.width > (frames.last?.maxX ?? 0) - stride { offset = startOffset }
        let rect = CGRect(origin: offset, size: viewport)
        var low = 0, high = frames.count
        while low < high { // first frame ending after the rect's left edge
            let mid = (low + high) / 2
            if frames[mid].maxX <= rect.minX { low = mid + 1 } else { high = mid }
        }
        // What a flow layout hands the collection view: attributes per visible copy.
        var visible: [LayoutItem] = []
        while low < frames.count && frames[low].minX < rect.maxX {
            if frames[low].overlaps(rect) { visible.append(LayoutItem(index: ItemIndex(item: low), frame: frames[low])) }
            low += 1
        }
        return visible.map { $0.index.item % count }
    }
}
