import Foundation
import TesseraCore

/// The springboard's hover: what one frame of a held item costs (the finger moves, the paged
/// grid answers the place under it, the session retargets the live move), at 10² and 10⁷
/// items, against the naive answer (filter every precomputed frame for the one under the
/// finger, as a precompute-and-filter layout must).
struct ReorderBench: BenchSection {
    let name = "reorder"

    func run(quick: Bool) -> String {
        let sizes = quick ? [100, 10_000_000] : [100, 10_000, 1_000_000, 10_000_000]
        let viewport = CGSize(width: 320, height: 200)
        var table = BenchTable(["items", "hover frame", "target only", "naive target", "ratio", "hover vs 10²"])
        var baseHover: Double?
        for count in sizes {
            let context = LayoutContext(viewportSize: viewport, itemCount: count)
            var layout = PagedGridLayout()
            layout.prepare(in: context)
            // The middle page, where a naive filter gets no shortcut.
            let page = (count + 7) / 8 / 2
            let offset = CGPoint(x: CGFloat(page) * 340, y: 0)
            let scroll = Self.scroll(at: offset, viewport: viewport, contentSize: layout.contentSize)
            let held = ItemIndex(item: page * 8 + 3)
            // The finger swings between two cells, so every frame retargets.
            let fingers = [CGPoint(x: offset.x + 118, y: 150), CGPoint(x: offset.x + 200, y: 47)]
            let (hover, target) = Self.hoverCost(layout, scroll: scroll, lifting: held,
                                                 at: CGPoint(x: offset.x + 283.75, y: 47.5), fingers: fingers)
            var frame = 0
            var naiveCell = "—", ratio = "—"
            if count <= 1_000_000 {
                var naive = NaivePagedGrid()
                naive.prepare(in: context)
                let naiveTarget = Measure.nanoseconds(samples: 3) {
                    frame &+= 1
                    let finger = fingers[frame & 1]
                    blackHole(naive.items(in: CGRect(origin: finger, size: .zero).insetBy(dx: -41.25, dy: -52.5)).count)
                }
                naiveCell = Measure.format(nanoseconds: naiveTarget)
                ratio = Measure.format(ratio: naiveTarget / target)
            }
            baseHover = baseHover ?? hover
            table.add(["\(count.formatted())", Measure.format(nanoseconds: hover), Measure.format(nanoseconds: target),
                       naiveCell, ratio, Measure.format(ratio: hover / (baseHover ?? hover))])
        }
        var report = "## Reorder: the hover target per frame (paged grid, 4 × 2 per page, 320 × 200 pt)\n\n"
        report += table.markdown + "\n\n"
        report += "A hover frame is `ReorderSession.moveFinger`: the O(1) `reorderTarget`, the edge zones and one "
        report += "retarget of the live move. Target: flat, the frame at 10⁷ items within 1.5× of the frame at 10² "
        report += "(last column); the naive filter is not run past 10⁶ items (320 MB of frames).\n\n"
        return report + PresentationReorderBench.report(quick: quick)
    }

    /// The scroll view at rest at `offset`.
    static func scroll(at offset: CGPoint, viewport: CGSize, contentSize: CGSize) -> ScrollState {
        ScrollState(contentOffset: offset, viewportSize: viewport, contentSize: contentSize, contentInsets: .zero,
                    isDragging: false, isDecelerating: false, now: 0, pixelGrid: PixelGrid(scale: 2))
    }

    /// What a hover frame (`moveFinger`) and the target alone cost, in nanoseconds, with `held`
    /// lifted at `lift` and the finger swinging between `fingers` (so every frame retargets).
    static func hoverCost<Layout: ReorderTargeting>(_ layout: Layout, scroll: ScrollState, lifting held: ItemIndex,
                                                    at lift: CGPoint, fingers: [CGPoint]) -> (hover: Double, target: Double) {
        var session = ReorderSession()
        _ = session.lift(held, at: lift, scroll: scroll, layout: layout)
        var frame = 0
        let hover = Measure.nanoseconds {
            frame &+= 1
            blackHole(session.moveFinger(to: fingers[frame & 1], scroll: scroll, layout: layout))
        }
        let target = Measure.nanoseconds {
            frame &+= 1
            blackHole(layout.reorderTarget(for: fingers[frame & 1], moving: held))
        }
        return (hover, target)
    }
}
