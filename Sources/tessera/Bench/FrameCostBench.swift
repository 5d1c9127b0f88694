import AllocationCounter
import Foundation
import TesseraCore

/// Heap allocations and the p50 / p99 time of one dragging frame on a device (`DeviceFrame`:
/// the adapter's `scrollViewDidScroll`, what it asks for, and the visible-items query) for the
/// paged grid, the carousel, the infinite grid, the view pager's pages and tab strip and a
/// presentation (scrolling, and during a switch) at 10² and 10⁶ items.
///
/// Allocations are counted by replacing `malloc` in this executable (`AllocationCounter`);
/// the goal is one per frame, the array of visible items the query returns. Times are per
/// frame, each frame timed on its own with the monotonic clock (less the clock's own cost,
/// measured alongside), so p99 shows the frames that recentre or cross a page as well as
/// the machine's scheduling noise.
struct FrameCostBench: BenchSection {
    let name = "frames"

    func run(quick: Bool) -> String {
        let frames = quick ? 2_000 : 20_000
        let sampler = FrameSampler(frames: frames, warmUp: 1_000)
        var table = BenchTable(["component", "items", "allocations / frame", "of which query", "most in one frame", "p50", "p99",
                                "visible items"])
        for count in [100, 1_000_000] {
            table.add(Self.pagedGrid(count: count, sampler).row("paged grid", count))
            table.add(Self.carousel(count: count, sampler).row("carousel", count))
            table.add(Self.carouselAutoScroll(count: count, sampler).row("carousel auto-scroll", count))
            table.add(Self.infiniteGrid(count: count, sampler).row("infinite grid", count))
            table.add(Self.pagerPages(count: count, sampler).row("pager pages", count))
            table.add(Self.loopingPagerPages(count: count, sampler).row("pager pages, looping", count))
            table.add(Self.tabStrip(count: min(count, 100_000), sampler).row("tab strip", min(count, 100_000)))
            table.add(Self.presentationList(count: count, sampler).row("list", count))
            table.add(Self.presentationSwitch(count: count, sampler).row("list ↔ grid switch", count))
        }
        var report = "## Frame cost: allocations and p50 / p99 per dragging frame\n\n"
        report += table.markdown + "\n\n"
        report += "A frame: the finger moves the content 3 pt (diagonally for the infinite grid), the adapter "
        report += "answers `scrollViewDidScroll` and its recentrings are carried out, the layout answers the visible "
        report += "rectangle; auto-scroll: the display link fires, the adapter moves the content a frame of its "
        report += "animation, answers the `scrollViewDidScroll` that causes, and the layout answers. \(frames.formatted()) frames after \(sampler.warmUp.formatted()) of warm-up; "
        report += "the clock's own cost (\(Measure.format(nanoseconds: FrameSampler.clockCost))) is subtracted. "
        if tessera_allocation_counting_available() == 0 {
            report += "Allocations are counted on Linux only (n/a here). "
        }
        report += "Goal: at most 1 allocation per frame (the returned items).\n"
        return report
    }

    // MARK: - Components

    /// 4 × 2 items per 320 × 200 pt page, paging horizontally; the finger sweeps back and
    /// forth over the first 40 pages.
    static func pagedGrid(count: Int, _ sampler: FrameSampler) -> FrameSampler.Result {
        let viewport = CGSize(width: 320, height: 200)
        var layout = PagedGridLayout()
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: count))
        // Page 40 (pages 340 pt apart), or the last page.
        let span = min(40 * (viewport.width + 20), layout.contentSize.width - viewport.width)
        var device = DeviceFrame(behavior: PagedGridBehavior(), layout: layout, offset: .zero, viewport: viewport)
        var direction: CGFloat = 1
        return sampler.measure(&device) { device in
            if device.offset.x >= span { direction = -1 } else if device.offset.x <= 0 { direction = 1 }
            return device.frame(by: CGPoint(x: 3 * direction, y: 0))
        }
    }

    /// 280 pt banners in 320 × 200 pt, looping; the finger keeps pulling forward, so the
    /// content recentres every few hundred frames.
    static func carousel(count: Int, _ sampler: FrameSampler) -> FrameSampler.Result {
        let viewport = CGSize(width: 320, height: 200)
        var layout = CarouselLayout(configuration: CarouselBench.banner())
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: count))
        var device = DeviceFrame(behavior: CarouselBehavior(), layout: layout, offset: layout.homeOffset, viewport: viewport)
        return sampler.measure(&device) { $0.frame(by: CGPoint(x: 3, y: 0)) }
    }

    /// The same carousel turning a page every 2.5 s by itself: only the frames at which the
    /// clock fires (the page-turn animations and the timer) are measured.
    static func carouselAutoScroll(count: Int, _ sampler: FrameSampler) -> FrameSampler.Result {
        let viewport = CGSize(width: 320, height: 200)
        var layout = CarouselLayout(configuration: CarouselBench.banner())
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: count))
        let autoScroller = try! AutoScroller(mode: .page(interval: 2.5), isEnabled: true)
        var device = DeviceFrame(behavior: CarouselBehavior(autoScroller: autoScroller), layout: layout,
                                 offset: layout.homeOffset, viewport: viewport, fingerDown: false)
        return sampler.measure(&device) { $0.clockFrame() }
    }

    /// 100 pt tiles on a torus of √count × √count data items in 390 × 844 pt; the finger
    /// pulls diagonally, so the plane recentres now and then.
    static func infiniteGrid(count: Int, _ sampler: FrameSampler) -> FrameSampler.Result {
        let viewport = CGSize(width: 390, height: 844)
        let side = Int(Double(count).squareRoot().rounded())
        var layout = InfiniteGridLayout(configuration: try! .init(tileSize: CGSize(width: 100, height: 100),
                                                                 torus: GridTorus(columns: side, rows: side)))
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: 0))
        var device = DeviceFrame(behavior: InfiniteGridBehavior(), layout: layout, offset: InfiniteGridBench.restingOffset(of: layout),
                                 viewport: viewport)
        return sampler.measure(&device) { $0.frame(by: CGPoint(x: 3, y: 2)) }
    }
}

/// Times and counts the allocations of one frame at a time.
struct FrameSampler {
    /// Frames measured, after `warmUp` frames that are not.
    let frames: Int
    let warmUp: Int

    struct Result {
        /// Allocations per frame, on average (nil where they cannot be counted).
        var allocationsPerFrame: Double?
        /// Of those, the visible-items query's.
        var queryAllocationsPerFrame: Double?
        /// The most allocations one frame made.
        var mostAllocations: Int64?
        var p50: Double
        var p99: Double
        var visibleItems: ClosedRange<Int>

        func row(_ component: String, _ count: Int) -> [String] {
            [component, "\(count.formatted())",
             allocationsPerFrame.map { String(format: "%.2f", $0) } ?? "n/a",
             queryAllocationsPerFrame.map { String(format: "%.2f", $0) } ?? "n/a",
             mostAllocations.map { "\($0)" } ?? "n/a",
             Measure.format(nanoseconds: p50), Measure.format(nanoseconds: p99),
             "\(visibleItems.lowerBound)–\(visibleItems.upperBound)"]
        }
    }

    /// Runs `frame` `warmUp` times, then `frames` times counting allocations and timing each
    /// call.
    func measure<Behavior>(_ device: inout DeviceFrame<Behavior>, _ frame: (inout DeviceFrame<Behavior>) -> Int) -> Result {
        for _ in 0..<warmUp { blackHole(frame(&device)) }
        let counting = tessera_allocation_counting_available() != 0
        var times = [Double](repeating: 0, count: frames)
        var most: Int64 = 0
        var fewest = Int.max, largest = 0
        tessera_allocation_counting_enable(1)
        let start = tessera_allocation_count(), startInQuery = device.queryAllocations
        for sample in times.indices {
            let before = tessera_allocation_count()
            let began = Self.monotonicNanoseconds()
            let visible = frame(&device)
            let ended = Self.monotonicNanoseconds()
            most = max(most, tessera_allocation_count() - before)
            times[sample] = max(0, ended - began - Self.clockCost)
            fewest = min(fewest, visible)
            largest = max(largest, visible)
        }
        let total = tessera_allocation_count() - start, inQuery = device.queryAllocations - startInQuery
        tessera_allocation_counting_enable(0)
        times.sort()
        return Result(allocationsPerFrame: counting ? Double(total) / Double(times.count) : nil,
                      queryAllocationsPerFrame: counting ? Double(inQuery) / Double(times.count) : nil,
                      mostAllocations: counting ? most : nil,
                      p50: times[times.count / 2], p99: times[times.count * 99 / 100],
                      visibleItems: fewest...max(fewest, largest))
    }

    /// What reading the clock twice costs (the median of many reads), subtracted from each
    /// frame's time.
    static let clockCost: Double = {
        var costs = (0..<10_001).map { _ in
            let first = monotonicNanoseconds()
            return monotonicNanoseconds() - first
        }
        costs.sort()
        return costs[costs.count / 2]
    }()

    static func monotonicNanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
}
