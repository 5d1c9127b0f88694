import Foundation
import TesseraCore

/// Presentations: the waterfall against the usual "Pinterest layout" (every frame computed in
/// `prepare`, every frame filtered per query), visible queries and anchors from 10² to 10⁶
/// items, the work of a switch from 10² to 10⁶, and appending 100 items to a 10⁶-item waterfall.
struct PresentationsBench: BenchSection {
    let name = "presentations"

    func run(quick: Bool) -> String {
        let sizes = quick ? [100, 10_000] : [100, 10_000, 1_000_000]
        let heights = Self.heights(count: sizes.last!)
        var report = "## Presentations (320 × 480 pt)\n\n"
        report += waterfallTable(sizes, heights) + "\n\n"
        report += scalingTable(sizes, heights) + "\n\n"
        report += switchingTable(sizes, heights) + "\n\n"
        report += appendTable(quick: quick, heights) + "\n"
        report += selfSizingTables(quick: quick) + "\n"
        return report
    }

    /// Photo-like heights, deterministic.
    static func heights(count: Int) -> [CGFloat] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return 80 + CGFloat(state >> 40 & 0xFF)
        }
    }

    static func context(_ count: Int) -> LayoutContext {
        LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: count)
    }

    // MARK: - Waterfall against the naive layout

    private func waterfallTable(_ sizes: [Int], _ heights: [CGFloat]) -> String {
        var table = BenchTable(["items", "prepare Tessera", "prepare naive", "ratio", "query Tessera", "query naive", "ratio"])
        for count in sizes {
            let itemHeights = [Array(heights.prefix(count))], context = Self.context(count)
            let samples = count >= 1_000_000 ? 3 : 5
            let prepare = Measure.nanoseconds(samples: samples) {
                var waterfall = WaterfallPresentation(configuration: .standard, itemHeights: itemHeights)
                waterfall.prepare(in: context)
                blackHole(waterfall.contentSize)
            }
            var waterfall = WaterfallPresentation(configuration: .standard, itemHeights: itemHeights)
            waterfall.prepare(in: context)
            var naive = NaiveWaterfall()
            let naivePrepare = Measure.nanoseconds(samples: samples) {
                naive.prepare(heights: itemHeights[0], context: context)
                blackHole(naive.count)
            }
            naive.prepare(heights: itemHeights[0], context: context)
            let rect = CGRect(x: 0, y: waterfall.item(at: ItemIndex(item: count / 2))!.frame.minY, width: 320, height: 480)
            let query = Measure.nanoseconds { blackHole(waterfall.items(in: rect)) }
            let naiveQuery = Measure.nanoseconds(samples: samples) { blackHole(naive.items(in: rect)) }
            precondition(naive.items(in: rect) == waterfall.items(in: rect).map(\.frame), "naive and Tessera disagree")
            table.add(["\(count.formatted())", Measure.format(nanoseconds: prepare), Measure.format(nanoseconds: naivePrepare),
                       Measure.format(ratio: naivePrepare / prepare), Measure.format(nanoseconds: query),
                       Measure.format(nanoseconds: naiveQuery), Measure.format(ratio: naiveQuery / query)])
        }
        return "### Waterfall (2 columns) vs compute-every-frame-and-filter\n\n" + table.markdown + "\n\n"
            + "Both prepares are O(n) (Tessera keeps per-column item lists for its binary search); the naive query "
            + "filters every frame, Tessera's binary-searches each column."
    }

    // MARK: - Queries and anchors, 10² to 10⁶

    func presentations(_ count: Int, _ heights: [CGFloat]) -> [(String, any Presentation)] {
        let measured = [Array(heights.prefix(count))]
        var all: [(String, any Presentation)] = [
            ("list", ListPresentation()),
            ("list, measured", ListPresentation(configuration: .standard, itemHeights: measured)),
            ("grid", GridPresentation()),
            ("mosaic", MosaicPresentation()),
            ("waterfall", WaterfallPresentation(configuration: .standard, itemHeights: measured)),
            ("list, estimated", Self.selfSizing("list")),
            ("waterfall, estimated", Self.selfSizing("waterfall")),
        ]
        for index in all.indices { all[index].1.prepare(in: Self.context(count)) }
        return all
    }

    private func scalingTable(_ sizes: [Int], _ heights: [CGFloat]) -> String {
        var columns = ["presentation"]
        for count in sizes { columns.append("query \(count.formatted())") }
        columns.append("query ratio")
        for count in sizes { columns.append("anchor \(count.formatted())") }
        columns.append("anchor ratio")
        var table = BenchTable(columns)
        let prepared = sizes.map { presentations($0, heights) }
        var worst = 0.0
        for row in prepared[0].indices {
            var queries: [Double] = [], anchors: [Double] = []
            for column in sizes.indices {
                let presentation = prepared[column][row].1
                // The top of a middle item that starts a row of the grid and a period of the
                // mosaic (a multiple of 12), so every count shows the same arrangement.
                let middleItem = ItemIndex(item: sizes[column] / 2 / 12 * 12)
                let middle = CGPoint(x: 0, y: presentation.item(at: middleItem)!.frame.minY)
                let rect = CGRect(origin: middle, size: CGSize(width: 320, height: 480))
                queries.append(Measure.nanoseconds { blackHole(presentation.items(in: rect)) })
                anchors.append(Measure.nanoseconds { blackHole(PresentationAnchor(in: presentation, contentOffset: middle)) })
            }
            worst = max(worst, queries.last! / queries[0])
            table.add([prepared[0][row].0] + queries.map { Measure.format(nanoseconds: $0) }
                + [Measure.format(ratio: queries.last! / queries[0])]
                + anchors.map { Measure.format(nanoseconds: $0) } + [Measure.format(ratio: anchors.last! / anchors[0])])
        }
        return "### Visible-rect query and default anchor, by item count\n\n" + table.markdown + "\n\n"
            + "Target: the query at the largest count within 1.5× of the query at 10² for every presentation "
            + "(worst measured \(Measure.format(ratio: worst))); the anchor is O(log n) (a strip query at the top)."
    }

    // MARK: - Appending

    private func appendTable(quick: Bool, _ heights: [CGFloat]) -> String {
        let base = quick ? 10_000 : 1_000_000
        let batch = Array(heights.prefix(100))
        var table = BenchTable(["waterfall of", "append 100", "full prepare", "prepare / append"])
        for count in [100, base] {
            let itemHeights = [Array(heights.prefix(count))], context = Self.context(count)
            var waterfall = WaterfallPresentation(configuration: .standard, itemHeights: itemHeights)
            waterfall.prepare(in: context)
            // Each append grows the layout by 100: 200 appends leave a 10⁶ layout at 10⁶ + 2·10⁴.
            let clock = ContinuousClock()
            var times: [Double] = []
            for _ in 0..<200 {
                let elapsed = clock.measure { blackHole(waterfall.appendItems(heights: batch, toSection: 0)) }
                times.append(Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9)
            }
            let append = times.sorted()[times.count / 2]
            let prepare = Measure.nanoseconds(samples: 3) {
                var fresh = WaterfallPresentation(configuration: .standard, itemHeights: itemHeights)
                fresh.prepare(in: context)
                blackHole(fresh.contentSize)
            }
            table.add(["\(count.formatted())", Measure.format(nanoseconds: append), Measure.format(nanoseconds: prepare),
                       Measure.format(ratio: prepare / append)])
        }
        return "### Appending 100 items to a waterfall (median of 200 appends)\n\n" + table.markdown + "\n\n"
            + "Appending is O(k): the same time at 10² and 10⁶ items, where preparing again is O(n).\n"
    }
}

/// The usual tutorial waterfall, kept naive on purpose: every frame in `prepare`, every frame
/// filtered per query.
struct NaiveWaterfall {
    private var frames: [CGRect] = []
    var count: Int { frames.count }

    mutating func prepare(heights: [CGFloat], context: LayoutContext) {
        let columns = 2, spacing: CGFloat = 8
        let width = (context.viewportSize.width - spacing) / 2
        var next = [CGFloat](repeating: 0, count: columns)
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(heights.count)
        for height in heights {
            let column = next[1] < next[0] ? 1 : 0
            let frame = CGRect(x: CGFloat(column) * (width + spacing), y: next[column], width: width, height: height)
            frames.append(context.pixelGrid.round(frame))
            next[column] += height + spacing
        }
    }

    func items(in rect: CGRect) -> [CGRect] {
        frames.filter { $0.overlaps(rect) }
    }
}
