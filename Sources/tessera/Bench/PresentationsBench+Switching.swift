import Foundation
import TesseraCore

// MARK: - Switching, 10² to 10⁶

extension PresentationsBench {
    /// What a switch computes when it begins, by item count: the anchor in the current
    /// presentation, the offset that keeps it in the new one, and the frames of every item
    /// visible at either end (`PresentationLayout.switching(to:contentOffset:)`, the new
    /// presentation already prepared), and one interpolated frame of it.
    func switchingTable(_ sizes: [Int], _ heights: [CGFloat]) -> String {
        var columns = ["switch"]
        for count in sizes { columns.append("begin \(count.formatted())") }
        columns.append("ratio")
        for count in sizes { columns.append("frame \(count.formatted())") }
        columns.append("ratio")
        var table = BenchTable(columns)
        // list → grid → mosaic → waterfall → list, skipping the measured list.
        let order = [0, 2, 3, 4, 0]
        let prepared = sizes.map { presentations($0, heights) }
        var worst = 0.0
        for step in 0..<(order.count - 1) {
            var begins: [Double] = [], frames: [Double] = []
            for column in sizes.indices {
                let from = prepared[column][order[step]].1, to = prepared[column][order[step + 1]].1
                let middle = CGPoint(x: 0, y: from.item(at: ItemIndex(item: sizes[column] / 2 / 12 * 12))!.frame.minY)
                let layout = PresentationLayout(from)
                begins.append(Measure.nanoseconds { blackHole(layout.switching(to: to, contentOffset: middle)) })
                let halfway = layout.switching(to: to, contentOffset: middle).atProgress(0.5)
                let rect = CGRect(origin: halfway.switchContentOffset!, size: CGSize(width: 320, height: 480))
                frames.append(Measure.nanoseconds { blackHole(halfway.items(in: rect)) })
            }
            worst = max(worst, begins.last! / begins[0])
            table.add(["\(prepared[0][order[step]].0) → \(prepared[0][order[step + 1]].0)"]
                + begins.map { Measure.format(nanoseconds: $0) } + [Measure.format(ratio: begins.last! / begins[0])]
                + frames.map { Measure.format(nanoseconds: $0) } + [Measure.format(ratio: frames.last! / frames[0])])
        }
        return "### Beginning a switch and one frame of it, by item count\n\n" + table.markdown + "\n\n"
            + "Beginning a switch finds the anchor by strip queries and asks both presentations for the visible items: "
            + "O(log n + items visible), worst ratio from 10² to the largest count \(Measure.format(ratio: worst)). "
            + "A frame interpolates only the items visible at either end."
    }
}
