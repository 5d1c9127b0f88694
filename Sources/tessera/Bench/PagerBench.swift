import Foundation
import TesseraCore
import TesseraTesting

/// `PagerTabStripLayout` with self-sizing tabs against a flow layout whose delegate answers
/// `sizeForItemAt`: on every invalidation it asks every tab's size and lays every tab out
/// again, then filters all frames for the visible ones.
///
/// A *sync* is what one frame of a page drag costs the strip: the indicator frame at the page
/// progress, the strip offset that keeps the selected tab visible, and the visible tabs at
/// that offset. For the flow layout a progress change is an invalidation (the indicator is
/// part of its layout), so it re-lays every tab first. A *width change* is one tab
/// re-measured (Dynamic Type) followed by a prepare.
struct PagerBench: BenchSection {
    let name = "pager"

    func run(quick: Bool) -> String {
        let sizes = quick ? [10, 1_000] : [10, 100, 1_000, 10_000, 100_000]
        var table = BenchTable(["tabs", "sync Tessera", "sync flow", "ratio", "sync vs 10 tabs",
                                "frame (state machine)", "frame vs 10 tabs",
                                "width change Tessera", "width change flow", "ratio"])
        var baseFrame: Double?
        var baseSync: Double?
        var bigSync: Double?
        for count in sizes {
            let widths = (0..<count).map { CGFloat(40 + ($0 * 37) % 80) }
            let context = LayoutContext(viewportSize: CGSize(width: 320, height: 44), itemCount: count)
            var strip = PagerTabStripLayout(configuration: Self.configuration)
            strip.setMeasuredWidths(widths)
            strip.prepare(in: context)
            var reference = FlowTabStrip(widths: widths)
            reference.prepare()

            // Progress sweeps across the middle of the strip, never the same twice in a row.
            let middle = CGFloat(count / 2)
            var step = 0
            let sync = Measure.nanoseconds {
                step = (step + 1) & 63
                let progress = middle + CGFloat(step) / 64
                blackHole(Self.sync(strip, progress: progress))
            }
            let flowSync = Measure.nanoseconds(samples: count >= 100_000 ? 3 : 5) {
                step = (step + 1) & 63
                reference.prepare()
                blackHole(reference.sync(progress: middle + CGFloat(step) / 64))
            }
            for progress in [middle, middle + 0.25, CGFloat(count - 1)] {
                let (indicator, offset, visible) = Self.sync(strip, progress: progress)
                let (flowIndicator, flowOffset, flowVisible) = reference.sync(progress: progress)
                precondition(visible == flowVisible && abs(offset - flowOffset) <= 0.5
                    && abs(indicator.minX - flowIndicator.minX) <= 0.5, "flow layout and Tessera disagree")
            }

            let tab = count / 2
            var toggle = false
            let change = Measure.nanoseconds {
                toggle.toggle()
                strip.setMeasuredWidth(toggle ? 150 : widths[tab], forTab: tab)
                strip.prepare(in: context)
                blackHole(strip.contentSize)
            }
            let flowChange = Measure.nanoseconds(samples: count >= 100_000 ? 3 : 5) {
                toggle.toggle()
                reference.widths[tab] = toggle ? 150 : widths[tab]
                reference.prepare()
                blackHole(reference.contentWidth)
            }

            var pager = PagerFrameDriver(count: count, widths: widths)
            let frame = Measure.nanoseconds { pager.frame() }
            baseFrame = baseFrame ?? frame

            baseSync = baseSync ?? sync
            if count == sizes.last { bigSync = sync / (baseSync ?? sync) }
            table.add(["\(count.formatted())", Measure.format(nanoseconds: sync), Measure.format(nanoseconds: flowSync),
                       Measure.format(ratio: flowSync / sync), Measure.format(ratio: sync / (baseSync ?? sync)),
                       Measure.format(nanoseconds: frame), Measure.format(ratio: frame / (baseFrame ?? frame)),
                       Measure.format(nanoseconds: change), Measure.format(nanoseconds: flowChange),
                       Measure.format(ratio: flowChange / change)])
        }
        let steady = Self.interleavedSyncRatio(small: sizes[0], large: sizes[sizes.count - 1])
        let steadyFrame = PagerFrameDriver.interleavedRatio(small: sizes[0], large: sizes[sizes.count - 1])
        var report = "## Pager: self-sizing tab strip vs a flow layout with sizeForItemAt (320 × 44 pt, 40–119 pt tabs)\n\n"
        report += table.markdown + "\n\n"
        report += "Sync: indicator frame + strip offset (centred) + visible tabs for one page progress. "
        report += "Frame: one frame of a page drag through the whole state machine, as the device runs it: the pages' "
        report += "adapter and behaviour (progress, live pages, appearance), the link, the strip's behaviour (indicator, "
        report += "emphasis, offset) and its adapter, and both headless collection views updating their visible cells "
        report += "(\(sizes[sizes.count - 1].formatted()) pages too). "
        report += "Width change: the middle tab re-measured, then prepare (Tessera rebuilds the prefix sums after it, "
        report += "O(n) at worst for tab 0). Target: sync at \(sizes[sizes.count - 1].formatted()) tabs within 1.5× of "
        report += "\(sizes[0]) tabs: \(Measure.format(ratio: steady)) measured alternately (best of 5 rounds each, so a "
        report += "busy machine cannot tilt it; the column above, measured row by row, said "
        report += "\(Measure.format(ratio: bigSync ?? 1))); a whole frame at \(sizes[sizes.count - 1].formatted()) tabs "
        report += "over \(sizes[0]) tabs, measured the same way: \(Measure.format(ratio: steadyFrame))"
        return report + ".\n"
    }

    static let configuration = try! PagerTabStripLayout.Configuration(
        size: .selfSizing(height: 44, spacing: 8), tabPadding: 12, indicator: .underline(height: 2),
        selectedTabPosition: .centered)

    /// The sync cost of a `large` strip over a `small` one, the two measured in alternation and
    /// each taken at its best round.
    static func interleavedSyncRatio(small: Int, large: Int) -> Double {
        func strip(_ count: Int) -> PagerTabStripLayout {
            var strip = PagerTabStripLayout(configuration: configuration)
            strip.setMeasuredWidths((0..<count).map { CGFloat(40 + ($0 * 37) % 80) })
            strip.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 44), itemCount: count))
            return strip
        }
        let strips = [strip(small), strip(large)]
        var best = [Double.infinity, .infinity]
        var step = 0
        for _ in 0..<5 {
            for (index, strip) in strips.enumerated() {
                let middle = CGFloat([small, large][index] / 2)
                let time = Measure.nanoseconds(samples: 3) {
                    step = (step + 1) & 63
                    blackHole(sync(strip, progress: middle + CGFloat(step) / 64))
                }
                best[index] = min(best[index], time)
            }
        }
        return best[1] / best[0]
    }

    /// One frame of a page drag, as the sync state machine will ask it.
    static func sync(_ strip: PagerTabStripLayout, progress: CGFloat) -> (CGRect, CGFloat, [Int]) {
        let indicator = strip.indicatorFrame(forProgress: progress) ?? .zero
        let offset = strip.contentOffset(forProgress: progress, from: .zero)
        let visible = strip.items(in: CGRect(x: offset.x, y: 0, width: 320, height: 44)).map(\.index.item)
        return (indicator, offset.x, visible)
    }
}

/// A `UICollectionViewFlowLayout` with `sizeForItemAt`, kept naive on purpose: every prepare
/// asks every tab's size and places every tab; queries filter all frames.
struct FlowTabStrip {
    var widths: [CGFloat]
    private(set) var frames: [CGRect] = []
    private(set) var contentWidth: CGFloat = 0

    init(widths: [CGFloat]) { self.widths = widths }

    mutating func prepare() {
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(widths.count)
        var x: CGFloat = 0
        for index in widths.indices {
            let size = sizeForItemAt(index)
            frames.append(CGRect(x: x, y: 0, width: size.width, height: size.height))
            x += size.width + 8
        }
        contentWidth = max(320, x - 8)
    }

    /// The delegate call: the title's width plus 12 pt padding each side.
    private func sizeForItemAt(_ index: Int) -> CGSize {
        CGSize(width: widths[index] + 24, height: 44)
    }

    func sync(progress: CGFloat) -> (CGRect, CGFloat, [Int]) {
        let low = min(max(Int(progress.rounded(.down)), 0), frames.count - 1)
        let high = min(low + 1, frames.count - 1), t = progress - CGFloat(low)
        let a = frames[low], b = frames[high]
        let minX = a.minX + (b.minX - a.minX) * t, maxX = a.maxX + (b.maxX - a.maxX) * t
        let indicator = CGRect(x: minX, y: 42, width: maxX - minX, height: 2)
        func centred(_ frame: CGRect) -> CGFloat { min(max(frame.midX - 160, 0), max(0, contentWidth - 320)) }
        let offset = ((centred(a) + (centred(b) - centred(a)) * t) * 2).rounded() / 2
        let rect = CGRect(x: offset, y: 0, width: 320, height: 44)
        let visible = frames.indices.filter { frames[$0].overlaps(rect) }
        return (indicator, offset, visible)
    }
}

/// A view pager headless — `LinkedEngines` of pages leading a self-sizing strip, as
/// `ViewPager` runs them — held mid-drag near its middle page; each `frame()` moves the finger
/// 8 pt (32 frames forward, 32 back), so the pages, the link and the strip do a frame's work.
struct PagerFrameDriver {
    private var pair: LinkedEngines<PagerLink>
    private var step = 0

    init(count: Int, widths: [CGFloat]) {
        var strip = PagerTabStripLayout(configuration: PagerBench.configuration)
        strip.setMeasuredWidths(widths)
        let pages = CollectionEngine(layout: PagerPagesLayout(), behavior: PagerPagesBehavior(),
                                     viewportSize: CGSize(width: 320, height: 480), itemCount: count)
        let tabs = CollectionEngine(layout: strip, behavior: PagerTabStripBehavior(followsPages: true),
                                    viewportSize: CGSize(width: 320, height: 44), itemCount: count)
        pair = LinkedEngines(leader: pages, follower: tabs, link: PagerLink())
        pair.leading { $0.send { $0.select(page: count / 2, animated: false, scroll: $1, layout: $2) } }
        pair.leading { $0.beginDragging() }
    }

    mutating func frame() {
        step += 1
        let forward = step & 32 == 0
        pair.leading { $0.drag(by: CGPoint(x: forward ? 8 : -8, y: 0)) }
        // The logs would grow without end; a device keeps none.
        if step & 1023 == 0 {
            pair.leading { $0.clearLog() }
            pair.following { $0.clearLog() }
        }
        blackHole(pair.follower.contentOffset)
    }

    /// A `large` pager's frame cost over a `small` one's, measured alternately, best of 5.
    static func interleavedRatio(small: Int, large: Int) -> Double {
        var drivers = [small, large].map { count in
            PagerFrameDriver(count: count, widths: (0..<count).map { CGFloat(40 + ($0 * 37) % 80) })
        }
        var best = [Double.infinity, .infinity]
        for _ in 0..<5 {
            for index in drivers.indices {
                best[index] = min(best[index], Measure.nanoseconds(samples: 3) { drivers[index].frame() })
            }
        }
        return best[1] / best[0]
    }
}
