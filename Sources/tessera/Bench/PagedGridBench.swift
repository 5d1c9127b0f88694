import Foundation
import TesseraCore

/// `PagedGridLayout` against the tutorial's `GridPagedFlowLayout` approach: `prepare`
/// computes every item's frame, and each visible-rect query filters all of them.
struct PagedGridBench: BenchSection {
    let name = "paged-grid"

    func run(quick: Bool) -> String {
        let sizes = quick ? [100, 10_000] : [100, 10_000, 1_000_000, 10_000_000]
        let viewport = CGSize(width: 320, height: 200)
        var table = BenchTable(["items", "prepare Tessera", "prepare naive", "ratio",
                                "query Tessera", "query naive", "ratio", "query vs 10²"])
        var baseQuery: Double?
        var bigRatio: Double?
        for count in sizes {
            let context = LayoutContext(viewportSize: viewport, itemCount: count)
            var layout = PagedGridLayout()
            let prepare = Measure.nanoseconds { layout.prepare(in: context); blackHole(layout.contentSize) }
            layout.prepare(in: context)
            // The visible rectangle of the middle page (pages of 8, 340 pt apart), where a naive
            // filter gets no shortcut.
            let rect = CGRect(origin: CGPoint(x: CGFloat((count + 7) / 8 / 2) * 340, y: 0), size: viewport)
            let query = Measure.nanoseconds { blackHole(layout.items(in: rect)) }

            var naive = NaivePagedGrid()
            let samples = count >= 1_000_000 ? 3 : 5
            let naivePrepare = Measure.nanoseconds(samples: samples) { naive.prepare(in: context); blackHole(naive.count) }
            naive.prepare(in: context)
            let naiveQuery = Measure.nanoseconds(samples: samples) { blackHole(naive.items(in: rect)) }
            precondition(naive.items(in: rect) == layout.items(in: rect).map(\.frame), "naive and Tessera disagree")

            baseQuery = baseQuery ?? query
            if count == 1_000_000 { bigRatio = naiveQuery / query }
            table.add(["\(count.formatted())", Measure.format(nanoseconds: prepare), Measure.format(nanoseconds: naivePrepare),
                       Measure.format(ratio: naivePrepare / prepare), Measure.format(nanoseconds: query),
                       Measure.format(nanoseconds: naiveQuery), Measure.format(ratio: naiveQuery / query),
                       Measure.format(ratio: query / (baseQuery ?? query))])
        }
        var report = "## Paged grid: PagedGridLayout vs precompute-and-filter (4 × 2 per page, 320 × 200 pt)\n\n"
        report += table.markdown + "\n\n"
        report += "Targets: query at 10⁷ items within 1.5× of the query at 10² (last column); "
        report += "at 10⁶ items at least 1,000× faster than the naive query"
        if let bigRatio { report += " (measured \(Measure.format(ratio: bigRatio)))" }
        return report + ".\n"
    }
}

/// The tutorial's paged flow layout, kept naive on purpose: O(n) prepare, O(n) query.
struct NaivePagedGrid {
    private var frames: [CGRect] = []
    var count: Int { frames.count }

    mutating func prepare(in context: LayoutContext) {
        let columns = 4, rows = 2, itemSpacing: CGFloat = 10, lineSpacing: CGFloat = 10, pageSpacing: CGFloat = 20
        let page = context.viewportSize
        let width = (page.width - CGFloat(columns - 1) * itemSpacing) / CGFloat(columns)
        let height = (page.height - CGFloat(rows - 1) * lineSpacing) / CGFloat(rows)
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(context.itemCount)
        for item in 0..<context.itemCount {
            let pageIndex = item / (columns * rows), slot = item % (columns * rows)
            let x = CGFloat(pageIndex) * (page.width + pageSpacing) + CGFloat(slot % columns) * (width + itemSpacing)
            let y = CGFloat(slot / columns) * (height + lineSpacing)
            frames.append(context.pixelGrid.round(CGRect(x: x, y: y, width: width, height: height)))
        }
    }

    /// The tutorial's filter, `intersects` and all.
    func items(in rect: CGRect) -> [CGRect] {
        frames.filter { $0.intersects(rect) }
    }
}
