import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TesseraCore
import TesseraTesting
import TesseraSVG

/// Gallery scenes of self-sizing feeds: cells estimated until they appear, then measured.
public enum FeedScenes {
    public static let all = [scrollUpMeasured, pinnedSections]

    /// Items in the feed, the one shown first at the top, and the height every cell is
    /// estimated at.
    static let itemCount = 400
    static let startItem = 300
    static let estimate: CGFloat = 80

    /// The height a post's cell fits (its text): 40 to 200 pt, half to two and a half times the
    /// estimate, the same whenever it is asked.
    static func realHeight(_ index: ItemIndex) -> CGFloat { CGFloat(40 + index.item * 73 % 161) }

    /// A finger scrolling up through a waterfall of cells nobody has measured yet.
    public static let scrollUpMeasured = GalleryScene(
        slug: "feed-scroll-up-measured",
        title: "Feed: scrolling up through cells measured as they appear, nothing jumps",
        summary: "A two-column waterfall of 400 self-sizing cells estimated 80 pt tall, 320 × 480 pt, opened at "
            + "item 300 (a restored position). Each label reads item: estimate → measured height; every cell is "
            + "measured the moment it appears (UIKit's order: dequeue, preferred attributes, invalidation, offset "
            + "adjustment), and its real height is half to two and a half times the estimate. A finger drags up "
            + "through 720 pt, then flings. The starred item was under the finger when it touched down. The "
            + "summary gives the largest on-screen movement of any cell between two frames other than the "
            + "scroll itself: each measurement above the screen moves one column, and that column's origin "
            + "moves with it so that no column's cells move.",
        record: {
            var recorder = makeRecorder(openedFeed())
            recorder.keyFrame()
            var worst: CGFloat = 0
            func frame(_ recorder: inout SceneRecorder<PresentationBehavior>, drag: CGFloat?) {
                let engine = recorder.engine
                let before = screenFrames(engine), offset = engine.contentOffset.y
                let adjustments = engine.selfSizing?.offsetAdjustments.count ?? 0
                if let drag { recorder.engine.drag(by: CGPoint(x: 0, y: drag)) }
                recorder.step()
                let after = recorder.engine
                let adjusted = after.selfSizing.map { $0.offsetAdjustments[adjustments...].reduce(0, +) } ?? 0
                let scrolled = after.contentOffset.y - offset - adjusted
                for (index, now) in screenFrames(after) {
                    guard let was = before[index] else { continue }
                    // A cell measured in this frame grows from its bottom edge: that edge stays.
                    let moved = now.height == was.height ? now.minY - (was.minY - scrolled)
                        : now.maxY - (was.maxY - scrolled)
                    worst = max(worst, abs(moved))
                }
            }
            recorder.engine.beginDragging()
            for number in 0..<90 {
                frame(&recorder, drag: -8)
                if number == 29 || number == 59 { recorder.keyFrame() }
            }
            recorder.keyFrame()
            recorder.release(velocity: CGPoint(x: 0, y: -1_500))
            var frames = 0
            while recorder.engine.isMoving, frames < 600 {
                frame(&recorder, drag: nil)
                frames += 1
            }
            recorder.keyFrame()
            let sizing = recorder.engine.selfSizing
            return recorder.recording(
                visited: [startItem, recorder.engine.visibleIndices.first?.item ?? -1],
                visitedLabel: "first item shown",
                notes: ["cells measured \(sizing?.invalidations ?? 0)",
                        "offset adjustments \(sizing?.offsetAdjustments.count ?? 0)",
                        "largest on-screen jump of a cell between frames \(NumberText.format(Double(worst))) pt"])
        })

    /// The feed opened at `startItem`, its cells on screen measured.
    static func openedFeed() -> PresentationEngine {
        let insets = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let waterfall = try! WaterfallPresentation.selfSizing(columns: 2, itemSpacing: 8, lineSpacing: 8, sectionInsets: insets,
                                                              estimatedItemHeight: estimate)
        var engine = PresentationEngine(presentation: waterfall, viewportSize: CGSize(width: 320, height: 480),
                                        sectionItemCounts: [itemCount])
        engine.scrollToItem(ItemIndex(item: startItem), at: .top, animated: false)
        engine.enableSelfSizing { index, _ in realHeight(index) }
        engine.runUntilSettled()
        return engine
    }

    /// The item under the finger when it touches down: the leading column, mid-screen.
    static let fingerItem: ItemIndex = {
        let engine = openedFeed()
        return engine.layout.index(at: CGPoint(x: 80, y: engine.contentOffset.y + 240)) ?? ItemIndex(item: startItem)
    }()

    static func makeRecorder(_ engine: PresentationEngine) -> SceneRecorder<PresentationBehavior> {
        SceneRecorder(engine: engine, margin: CGSize(width: 60, height: 24),
                             describe: { engine, item in
                                 let number = item.index.item, estimate = Int(Self.estimate)
                                 guard engine.layout.hasKnownHeight(at: item.index) else { return ("\(number): ~\(estimate)", 2) }
                                 let label = "\(number): \(estimate) → \(Int(item.frame.height))"
                                 return item.index == fingerItem ? ("★ " + label, 13) : (label, 9)
                             },
                             caption: { engine in
                                 let time = NumberText.format(engine.now)
                                 let top = engine.layout.item(at: fingerItem).map {
                                     NumberText.format(Double($0.frame.minY - engine.contentOffset.y))
                                 } ?? "–"
                                 return "t \(time) s · ★ \(fingerItem.item) at \(top) pt from the top"
                             })
    }

    /// The screen position (frame less offset) of every visible cell.
    static func screenFrames(_ engine: PresentationEngine) -> [ItemIndex: CGRect] {
        var frames: [ItemIndex: CGRect] = [:]
        for item in engine.visibleItems where item.elementKind == .cell {
            frames[item.index] = item.frame.offsetBy(dx: -engine.contentOffset.x, dy: -engine.contentOffset.y)
        }
        return frames
    }
}
