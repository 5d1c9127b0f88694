import Foundation
import TesseraCore

/// `CarouselLayout`'s virtual-index loop against the way SDCycleScrollView loops: show the
/// items ×100, lay every copy out, start in the middle and jump back when the end is near.
///
/// Memory is what a prepared layout holds: its value plus its per-item tables (Tessera) or
/// its frames (the reference), counted from the arrays' capacities;
/// a frame is one frame of a 60 pt/s marquee at 60 Hz: move 1 pt, recentre (Tessera) or jump
/// back (reference) if due, and find the visible items and their data indices. Frames are
/// timed in thread CPU time, Tessera's and the reference's samples interleaved (see
/// `FrameClock`): on a shared machine, wall-clock samples measure the other processes.
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
            var uniform = Self.measureTessera(Self.banner(), context)
            var cells: [String] = ["\(count.formatted())", bytes(uniform.memory)]
            if count <= referenceLimit {
                var reference = Self.measureReference(count: count)
                precondition(reference.visible == uniform.visible, "reference and Tessera show different items")
                var marquee = Self.marquee(Self.banner(), context)
                var multiplied = Self.multiplied(count: count)
                (uniform.frame, reference.frame) = FrameClock.interleaved({ blackHole(marquee.frame()) },
                                                                          { blackHole(multiplied.frame()) })
                cells += [bytes(reference.memory), Measure.format(ratio: Double(reference.memory) / Double(max(uniform.memory, 1))),
                          Measure.format(nanoseconds: uniform.prepare), Measure.format(nanoseconds: reference.prepare),
                          Measure.format(nanoseconds: uniform.frame), Measure.format(nanoseconds: reference.frame),
                          Measure.format(ratio: reference.frame / uniform.frame)]
            } else {
                var marquee = Self.marquee(Self.banner(), context)
                uniform.frame = FrameClock.nanoseconds { blackHole(marquee.frame()) }
                cells += ["(3.2 GB)", "—", Measure.format(nanoseconds: uniform.prepare), "not run",
                          Measure.format(nanoseconds: uniform.frame), "not run", "—"]
            }
            table.add(cells)

            var variable = Self.measureTessera(Self.variableBanner(), context)
            var variableMarquee = Self.marquee(Self.variableBanner(), context)
            variable.frame = FrameClock.nanoseconds { blackHole(variableMarquee.frame()) }
            baseFrame = baseFrame ?? variable.frame
            perItem.add(["\(count.formatted())", Measure.format(nanoseconds: variable.prepare), bytes(variable.memory),
                         Measure.format(nanoseconds: variable.frame), Measure.format(ratio: variable.frame / (baseFrame ?? 1))])
        }
        var report = "## Carousel: virtual-index loop vs items ×100 (SDCycleScrollView), 280 pt items in 320 × 200 pt\n\n"
        report += table.markdown + "\n\n"
        report += "Memory: the prepared layout's value and tables (the reference's frames at 32 bytes per copy; UIKit "
        report += "keeps an attributes object of about 200 bytes per copy on top). Frame: one 1 pt marquee step plus the "
        report += "visible-item query, in thread CPU time (median of interleaved samples); the reference finds visible "
        report += "items by binary search, its best case.\n\n"
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

    /// Memory, preparation time and the items visible after 1,000 frames (`frame` is timed
    /// beside the reference's).
    static func measureTessera(_ configuration: CarouselLayout.Configuration, _ context: LayoutContext) -> Result {
        var layout = CarouselLayout(configuration: configuration)
        let prepare = Measure.nanoseconds(samples: 3) { layout.prepare(in: context); blackHole(layout.contentSize) }
        layout.prepare(in: context)
        var marquee = Self.marquee(configuration, context)
        var visible: [Int] = []
        for _ in 0..<1_000 { visible = marquee.frame() }
        return Result(memory: layout.byteCount, prepare: prepare, frame: 0, visible: visible)
    }

    /// A marquee at the home offset of a freshly prepared layout.
    static func marquee(_ configuration: CarouselLayout.Configuration, _ context: LayoutContext) -> Marquee {
        var layout = CarouselLayout(configuration: configuration)
        layout.prepare(in: context)
        return Marquee(layout: layout, size: context.viewportSize)
    }

    /// Tessera's marquee, held like the reference's `MultipliedCarousel`: one value with a
    /// mutating `frame()`, so both sides pay the same for reaching their state (a closure over
    /// local variables pays a dynamic exclusivity check per variable access instead).
    struct Marquee {
        var layout: CarouselLayout
        var offset: CGPoint
        let size: CGSize

        init(layout: CarouselLayout, size: CGSize) {
            self.layout = layout
            self.offset = layout.homeOffset
            self.size = size
        }

        /// One marquee frame: 1 pt on, a recentring if due, the visible data indices.
        mutating func frame() -> [Int] {
            offset.x += 1
            if let delta = layout.recenteringShift(forContentOffset: offset) {
                layout.recenter(by: delta)
                offset.x += delta.x
            }
            let rect = CGRect(origin: offset, size: size)
            return layout.carouselItems(in: rect, visibleRect: rect).map(\.dataIndex)
        }
    }

    // MARK: - Reference

    /// Memory, preparation time and the items visible after 1,000 frames.
    static func measureReference(count: Int) -> Result {
        var reference = MultipliedCarousel(count: count)
        let prepare = Measure.nanoseconds(samples: 3) { reference.prepare(); blackHole(reference.frames.count) }
        reference = multiplied(count: count)
        let memory = MemoryLayout<MultipliedCarousel>.size + reference.frames.capacity * MemoryLayout<CGRect>.stride
        var visible: [Int] = []
        for _ in 0..<1_000 { visible = reference.frame() }
        return Result(memory: memory, prepare: prepare, frame: 0, visible: visible)
    }

    /// A prepared reference at its start offset.
    static func multiplied(count: Int) -> MultipliedCarousel {
        var reference = MultipliedCarousel(count: count)
        reference.prepare()
        reference.offset = reference.startOffset
        return reference
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

/// Frame times in thread CPU time. Five other builds and test runs share this machine's two
/// cores: a wall-clock sample counts the time they were scheduled instead, and moved the
/// carousel's ratios by ±50 % from run to run. CPU time does not, and interleaving Tessera's
/// samples with the reference's makes what drift remains (caches, frequency) hit both.
enum FrameClock {
    /// The calling thread's CPU time, in nanoseconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }

    /// Nanoseconds per call over `iterations` calls.
    static func perCall(_ iterations: Int, _ body: () -> Void) -> Double {
        let start = now()
        for _ in 0..<iterations { body() }
        return (now() - start) / Double(iterations)
    }

    /// Calls per sample so that one sample takes at least 5 ms.
    static func iterations(_ body: () -> Void) -> Int {
        var count = 1
        while count < 1 << 24 {
            let total = perCall(count, body) * Double(count)
            if total >= 5e6 { break }
            count *= total < 5e5 ? 10 : 2
        }
        return count
    }

    /// The median of 9 samples.
    static func nanoseconds(_ body: () -> Void) -> Double {
        let count = iterations(body)
        return median((0..<9).map { _ in perCall(count, body) })
    }

    /// Medians of 9 rounds, each timing `first` then `second`.
    static func interleaved(_ first: () -> Void, _ second: () -> Void) -> (Double, Double) {
        let firstCount = iterations(first), secondCount = iterations(second)
        var firstSamples: [Double] = [], secondSamples: [Double] = []
        for _ in 0..<9 {
            firstSamples.append(perCall(firstCount, first))
            secondSamples.append(perCall(secondCount, second))
        }
        return (median(firstSamples), median(secondSamples))
    }

    private static func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
}
