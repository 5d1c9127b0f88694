import Foundation
import TesseraCore
import TesseraTesting

/// Self-sizing presentations: preparing 10⁶ estimated items, a cell's measurement and its
/// anchor correction from 10² to 10⁶ items, and frames of a finger scrolling up through
/// unmeasured cells (each new cell measured in UIKit's order) at 10⁴ and 10⁶ items.
extension PresentationsBench {
    /// A cell's real height: from a third to three times the 100 pt estimate, by item.
    static func cellHeight(_ index: ItemIndex) -> CGFloat {
        var state = UInt64(truncatingIfNeeded: index.item) &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D
        state ^= state >> 29
        return 34 + CGFloat(state % 267)
    }

    static func selfSizing(_ kind: String) -> any Presentation {
        kind == "list" ? try! ListPresentation.selfSizing(estimatedRowHeight: 100, lineSpacing: 8)
            : try! WaterfallPresentation.selfSizing()
    }

    func selfSizingTables(quick: Bool) -> String {
        let sizes = quick ? [100, 10_000] : [100, 10_000, 1_000_000]
        var prepare = BenchTable(["presentation"] + sizes.map { "prepare \($0.formatted())" })
        var correction = BenchTable(["presentation"] + sizes.map { "measure + anchor \($0.formatted())" } + ["ratio"])
        for kind in ["list", "waterfall"] {
            let prepares = sizes.map { count in
                Measure.nanoseconds(samples: 5) {
                    var fresh = Self.selfSizing(kind)
                    fresh.prepare(in: Self.context(count))
                    blackHole(fresh.contentSize)
                }
            }
            prepare.add(["\(kind), estimated"] + prepares.map { Measure.format(nanoseconds: $0) })
            let corrections = sizes.map { Self.measurementCost(kind, count: $0) }
            correction.add([kind] + corrections.map { Measure.format(nanoseconds: $0) }
                + [Measure.format(ratio: corrections.last! / corrections[0])])
        }
        var frames = BenchTable(["presentation", "items", "frame p50", "frame p99", "cells measured / frame", "p50 ratio"])
        for kind in ["list", "waterfall"] {
            let counts = quick ? [1_000, 10_000] : [10_000, 1_000_000]
            let results = counts.map { Self.scrollingUpFrames(kind, count: $0) }
            for (count, result) in zip(counts, results) {
                frames.add([kind, count.formatted(), Measure.format(nanoseconds: result.p50),
                            Measure.format(nanoseconds: result.p99), String(format: "%.2f", result.measuredPerFrame),
                            Measure.format(ratio: result.p50 / results[0].p50)])
            }
        }
        return "### Self-sizing: estimated heights cost nothing until measured\n\n" + prepare.markdown + "\n\n"
            + "Target: a waterfall of 10⁶ estimated items prepared in less than 4.5 ms.\n\n"
            + "### One cell measured, with the offset correction that keeps the place\n\n" + correction.markdown + "\n\n"
            + "`invalidate(forPreferredHeight:ofItemAt:contentOffset:)` on a layout scrolled to the middle, for an item "
            + "just above the visible area (two heights in turn): O(log n).\n\n"
            + "### A finger scrolling up through unmeasured cells (engine frames, 20 pt a frame)\n\n" + frames.markdown
            + "\n\nEvery frame measures the cells that appear (UIKit's order: dequeue, preferred attributes, "
            + "invalidation, offset adjusted); the per-frame cost is flat in the item count.\n"
    }

    /// One measurement and its anchor correction, on a layout showing the middle of `count` items.
    static func measurementCost(_ kind: String, count: Int) -> Double {
        var layout = PresentationLayout(selfSizing(kind))
        layout.prepare(in: context(count))
        let item = ItemIndex(item: count / 2)
        let top = layout.item(at: item)!.frame.minY
        let offset = CGPoint(x: 0, y: top + 400)
        // The visible items are known: the anchor is one of them.
        for index in layout.items(in: CGRect(x: 0, y: offset.y, width: 320, height: 480)).map(\.index) {
            _ = layout.setMeasuredHeight(cellHeight(index), forItemAt: index)
        }
        var tall = false
        return Measure.nanoseconds(samples: 5) {
            tall.toggle()
            blackHole(layout.invalidate(forPreferredHeight: tall ? 180 : 60, ofItemAt: item, contentOffset: offset))
        }
    }

    struct FrameResult {
        var p50: Double, p99: Double, measuredPerFrame: Double
    }

    /// A finger dragging up 20 pt a frame through `count` items from the middle, each frame
    /// timed whole (the drag, the query, dequeues, measurements and offset adjustments).
    static func scrollingUpFrames(_ kind: String, count: Int) -> FrameResult {
        var engine = PresentationEngine(presentation: selfSizing(kind), viewportSize: CGSize(width: 320, height: 480),
                                        sectionItemCounts: [count])
        engine.scrollToItem(ItemIndex(item: count / 2), at: .top, animated: false)
        engine.enableSelfSizing { index, _ in cellHeight(index) }
        engine.beginDragging()
        let clock = ContinuousClock(), frames = 600
        var times: [Double] = []
        let before = engine.selfSizing!.invalidations
        for _ in 0..<frames {
            let elapsed = clock.measure {
                engine.drag(by: CGPoint(x: 0, y: -20))
                engine.advance(by: 1 / 60)
            }
            times.append(Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9)
            engine.clearLog()
        }
        times.sort()
        let measured = Double(engine.selfSizing!.invalidations - before) / Double(frames)
        return FrameResult(p50: times[frames / 2], p99: times[frames * 99 / 100], measuredPerFrame: measured)
    }
}
