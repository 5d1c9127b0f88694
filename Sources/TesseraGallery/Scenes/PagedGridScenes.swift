import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TesseraCore
import TesseraTesting
import TesseraSVG

/// Gallery scenes of the paged grid (`PagedGridLayout` + `PagedGridBehavior`).
public enum PagedGridScenes {
    public static let all = [flickAndJump, rightToLeftAndRotation]

    typealias Recorder = SceneRecorder<PagedGridBehavior>

    /// The script: 4 × 2 grid, 30 items, drag 40%, release at 1,500 pt/s, settle at
    /// 60 Hz, then a programmatic (animated) jump back to page 0.
    public static let flickAndJump = GalleryScene(
        slug: "paged-grid-flick",
        title: "Paged grid: flick to the next page, then jump back",
        summary: "4 × 2 items per page, 30 items, 320 × 200 pt. The finger drags 40% of a page and lifts at "
            + "1,500 pt/s: the page spring settles on page 2 (index 1) in about 0.3 s. Then scrollToPage(0, animated: true) goes back to page 1. Captions count pages from 1; the summary line lists page indices.",
        record: {
            var recorder = makeRecorder(direction: .leftToRight, viewport: CGSize(width: 320, height: 200))
            var visited = [recorder.engine.behavior.currentPage]
            recorder.keyFrame()
            recorder.wait(0.3)
            recorder.drag(by: CGPoint(x: 128, y: 0), over: 0.25, keyFrameMidway: true)
            recorder.keyFrame()
            recorder.release(velocity: CGPoint(x: 1500, y: 0))
            recorder.wait(0.1)
            recorder.keyFrame()
            recorder.settle()
            recorder.keyFrame()
            visited.append(recorder.engine.behavior.currentPage)
            recorder.wait(0.5)
            recorder.engine.send { $0.scrollToPage(0, animated: true, scroll: $1, layout: $2) }
            recorder.wait(0.15)
            recorder.keyFrame()
            recorder.settle()
            recorder.keyFrame()
            visited.append(recorder.engine.behavior.currentPage)
            recorder.wait(0.5)
            return recorder.recording(visited: visited)
        })

    /// Right-to-left: page 0 is at the right end; two flicks, then a rotation keeps the page.
    public static let rightToLeftAndRotation = GalleryScene(
        slug: "paged-grid-rtl-rotation",
        title: "Paged grid: right-to-left, then rotation",
        summary: "The same grid in a right-to-left layout: item 0 is top right and the next page lies to the left. "
            + "Two flicks reach page 2; rotating to 200 × 320 pt keeps page 2 (its first item, 16, stays first).",
        record: {
            var recorder = makeRecorder(direction: .rightToLeft, viewport: CGSize(width: 320, height: 200))
            var visited = [recorder.engine.behavior.currentPage]
            recorder.keyFrame()
            for _ in 0..<2 {
                recorder.drag(by: CGPoint(x: -110, y: 0), over: 0.2, keyFrameMidway: visited.count == 1)
                recorder.release(velocity: CGPoint(x: -1400, y: 0))
                recorder.settle()
                visited.append(recorder.engine.behavior.currentPage)
                recorder.keyFrame()
                recorder.wait(0.3)
            }
            recorder.engine.setViewportSize(CGSize(width: 200, height: 320))
            recorder.keyFrame()
            recorder.wait(0.6)
            recorder.engine.setViewportSize(CGSize(width: 320, height: 200))
            recorder.keyFrame()
            recorder.wait(0.4)
            return recorder.recording(visited: visited)
        })

    static func makeRecorder(direction: LayoutDirection, viewport: CGSize) -> Recorder {
        let engine = CollectionEngine(layout: PagedGridLayout(configuration: .standard), behavior: PagedGridBehavior(),
                                      viewportSize: viewport, itemCount: 30,
                                      configuration: ScrollConfiguration(alwaysBounceHorizontal: true),
                                      layoutDirection: direction)
        return Recorder(engine: engine, describe: { _, item in ("\(item.index.item)", item.index.item) },
                        indicator: { engine in
                            // The page under the viewport, as a page control shows it while scrolling.
                            let pages = engine.behavior.numberOfPages
                            let page = min(max(Int(engine.behavior.pageProgress.rounded()), 0), max(0, pages - 1))
                            return PageIndicator(count: pages, currentPage: page, isRightToLeft: direction.isRightToLeft)
                        },
                        caption: { engine in
                            let time = NumberText.format(engine.now)
                            let offset = NumberText.format(Double(engine.contentOffset.x))
                            return "t \(time) s · page \(engine.behavior.currentPage + 1) of \(engine.behavior.numberOfPages) · offset \(offset) pt"
                        })
    }
}
