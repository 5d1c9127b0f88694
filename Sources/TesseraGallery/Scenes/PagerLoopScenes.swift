import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TesseraCore
import TesseraSVG

/// A gallery scene of looping pages (`PagerPagesLayout.loops`) under a finite strip whose
/// indicator wraps (`PagerTabStripLayout.indicatorWraps`).
public enum PagerLoopScenes {
    public static let all = [loop]

    /// A swipe past the last page onto the first, a fling back from the first onto the last,
    /// and the app's "first page" from the last: one page on.
    public static let loop = GalleryScene(
        slug: "pager-loop",
        title: "View pager: looping pages, the indicator wrapping",
        summary: "Five self-sizing tabs (the strip overflows) over five looping pages, resting on page 5. The finger "
            + "drags page 1 in from beyond page 5 and flicks (1,500 pt/s): the indicator slides on past \"Settings\" "
            + "and, from half way, comes back in before \"Home\" as the strip scrolls back to it; page 1 is selected "
            + "once, at rest, and no page is reloaded. A flick back from page 1 shows page 5 again. Then the app "
            + "selects page 1: the shortest way round, one page on. Captions count pages from 1.",
        record: {
            var recorder = PagerSceneRecorder(titles: PagerScenes.fiveTitles, strip: PagerScenes.selfSizing, loops: true)
            recorder.selectPage(4, animated: false)
            recorder.keyFrame()
            recorder.wait(0.2)
            recorder.dragPages(by: 128, over: 0.3, keyFramesAt: [0.5, 1])
            recorder.releasePages(velocity: 1500)
            recorder.wait(0.07)
            recorder.keyFrame()
            recorder.settle()
            recorder.keyFrame()
            recorder.wait(0.2)
            recorder.dragPages(by: -60, over: 0.15)
            recorder.releasePages(velocity: -1500)
            recorder.wait(0.05)
            recorder.keyFrame()
            recorder.settle()
            recorder.keyFrame()
            recorder.wait(0.2)
            recorder.selectPage(0, animated: true)
            recorder.wait(0.12)
            recorder.keyFrame()
            return PagerScenes.finish(&recorder)
        })
}
