import Foundation
import TesseraCore

/// A held item's hover in the presentations: what one frame costs (the finger moves, the
/// presentation answers the nearest cell by doubling squares, the session retargets the live
/// move), at 10² and 10⁷ items, for each presentation.
enum PresentationReorderBench {
    static func report(quick: Bool) -> String {
        let viewport = CGSize(width: 320, height: 480)
        var table = BenchTable(["presentation", "items", "hover frame", "target only", "hover vs 10²"])
        for (name, presentation) in presentations() {
            var baseHover: Double?
            for count in [100, 10_000_000] {
                var layout = PresentationLayout(presentation)
                layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: count))
                // The middle of the content, where no search gets a shortcut.
                let offset = CGPoint(x: 0, y: max(0, (layout.contentSize.height - viewport.height) / 2).rounded())
                let scroll = ReorderBench.scroll(at: offset, viewport: viewport, contentSize: layout.contentSize)
                let centre = CGPoint(x: 80, y: offset.y + 240)
                guard let held = layout.index(at: centre) ?? layout.items(in: scroll.visibleRect).first?.index else { continue }
                // The finger swings between two places away from the edges, so every frame retargets.
                let fingers = [CGPoint(x: 60, y: offset.y + 150), CGPoint(x: 260, y: offset.y + 330)]
                let (hover, target) = ReorderBench.hoverCost(layout, scroll: scroll, lifting: held, at: centre,
                                                             fingers: fingers)
                baseHover = baseHover ?? hover
                table.add([name, "\(count.formatted())", Measure.format(nanoseconds: hover),
                           Measure.format(nanoseconds: target), Measure.format(ratio: hover / (baseHover ?? hover))])
            }
        }
        var report = "## Reorder: the hover target per frame (presentations, 320 × 480 pt)\n\n"
        report += table.markdown + "\n\n"
        report += "A hover frame is `ReorderSession.moveFinger` on a `PresentationLayout`: the nearest cell by squares "
        report += "that double around the held item's centre (O(log n + cells near it)), the edge zones and one "
        report += "retarget. Target: flat, the frame at 10⁷ items within 1.5× of the frame at 10² (last column).\n"
        return report
    }

    private static func presentations() -> [(String, any Presentation)] {
        [("list", (try? ListPresentation(rowHeight: 88, lineSpacing: 8)) ?? ListPresentation()),
         ("grid", (try? GridPresentation(columns: .count(3), itemSpacing: 4, lineSpacing: 4)) ?? GridPresentation()),
         ("mosaic", (try? MosaicPresentation(pattern: [.fullWidth(height: .aspectRatio(2)), .row(columns: 3)]))
            ?? MosaicPresentation()),
         ("waterfall", (try? WaterfallPresentation(columns: 2)) ?? WaterfallPresentation())]
    }
}
