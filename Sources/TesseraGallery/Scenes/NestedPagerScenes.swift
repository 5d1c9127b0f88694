import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TesseraCore
import TesseraTesting
import TesseraSVG

/// Gallery scenes of a pager inside a page of a pager, under one finger
/// (`NestedScrollHandoff`, driven by `NestedEngines`).
public enum NestedPagerScenes {
    public static let all = [handOffAtTheEdge]

    /// The script: the inner pager is on its last page; a pan goes on past it and
    /// moves the outer pager by the rest; the release turns the outer page only.
    public static let handOffAtTheEdge = GalleryScene(
        slug: "pager-nested-hand-off",
        title: "Nested pagers: the outer pager takes the rest of the pan",
        summary: "A 3-page pager (above, 320 × 120 pt) inside page 1 of a 3-page pager (below). The inner pager "
            + "is on its last page; the finger pans 200 pt further: the inner stays at its edge and never "
            + "rubber-bands, the outer moves by exactly the rest, and the release at 900 pt/s turns the outer to page 2.",
        record: {
            var recorder = NestedSceneRecorder()
            recorder.keyFrame()
            recorder.pan(by: 100, over: 0.2)
            recorder.keyFrame()
            recorder.pan(by: 100, over: 0.2)
            recorder.keyFrame()
            recorder.release(velocity: 900)
            recorder.wait(0.15)
            recorder.keyFrame()
            recorder.settle()
            recorder.keyFrame()
            recorder.wait(0.3)
            return recorder.recording()
        })
}

/// Records both pagers at 60 Hz, one frame in two: the outer one as the frame's viewport, the
/// inner one as the panel above it.
struct NestedSceneRecorder {
    typealias Nested = NestedEngines<PagerPagesBehavior, PagerPagesBehavior>

    private(set) var nested: Nested
    private var tape = SceneTape()
    private(set) var visited: [Int]

    init() {
        var inner = CollectionEngine(layout: PagerPagesLayout(), behavior: PagerPagesBehavior(),
                                     viewportSize: CGSize(width: 320, height: 120), itemCount: 3,
                                     configuration: ScrollConfiguration(alwaysBounceHorizontal: true))
        inner.send { $0.select(page: 2, animated: false, scroll: $1, layout: $2) }
        inner.runUntilIdle()
        let outer = CollectionEngine(layout: PagerPagesLayout(), behavior: PagerPagesBehavior(),
                                     viewportSize: CGSize(width: 320, height: 200), itemCount: 3,
                                     configuration: ScrollConfiguration(alwaysBounceHorizontal: true))
        nested = Nested(outer: outer, inner: inner, handoff: NestedScrollHandoff())
        visited = [nested.outer.behavior.selectedPage]
        tape.capture(frame())
    }

    mutating func keyFrame() { tape.captureKey(frame()) }

    /// The finger pans the content by `distance` (positive: toward later pages) over `seconds`.
    mutating func pan(by distance: CGFloat, over seconds: TimeInterval) {
        let count = max(1, tape.engineFrames(in: seconds))
        if nested.outer.phase != .dragging { nested.beginDragging() }
        for _ in 0..<count {
            nested.drag(by: CGPoint(x: distance / CGFloat(count), y: 0))
            step()
        }
    }

    mutating func release(velocity: CGFloat) {
        nested.endDragging(velocity: CGPoint(x: velocity, y: 0))
    }

    mutating func wait(_ seconds: TimeInterval) {
        for _ in 0..<tape.engineFrames(in: seconds) { step() }
    }

    mutating func settle() {
        var frames = 0
        while (nested.outer.isMoving || nested.inner.isMoving) && frames < 600 {
            step()
            frames += 1
        }
        visited.append(nested.outer.behavior.selectedPage)
    }

    func recording() -> SceneRecording {
        tape.recording(visited: visited, maxLiveCells: 3,
                       notes: ["inner page \(nested.inner.behavior.selectedPage + 1) of 3 throughout"])
    }

    private mutating func step() {
        let frameDuration = tape.frameDuration
        nested.outer { $0.advance(by: frameDuration) }
        nested.inner { $0.advance(by: frameDuration) }
        if tape.engineFrameDidPass() { tape.capture(frame()) }
    }

    private func frame() -> SceneFrame {
        let outer = nested.outer, inner = nested.inner
        func tiles<B: ScrollBehavior>(_ engine: CollectionEngine<B>, name: String, hueOffset: Int) -> [SceneItem] {
            let visible = engine.scroll.visibleRect
            return engine.layout.items(in: visible.insetBy(dx: -120, dy: 0)).map { item in
                SceneItem(frame: item.frame.insetBy(dx: 6, dy: 6), label: "\(name) page \(item.index.item + 1)",
                          hue: SceneItem.hue(for: item.index.item + hueOffset))
            }
        }
        let owner = nested.handoff.owner == .outer ? "outer" : "inner"
        let caption = "t \(NumberText.format(outer.now)) s · inner \(NumberText.format(Double(inner.contentOffset.x))) pt"
            + " · outer \(NumberText.format(Double(outer.contentOffset.x))) pt · pan moves the \(owner)"
        return SceneFrame(time: outer.now, viewportSize: outer.context.viewportSize, contentOffset: outer.contentOffset,
                          items: tiles(outer, name: "outer", hueOffset: 0),
                          pageIndicator: PageIndicator(count: 3, currentPage: outer.behavior.selectedPage),
                          caption: caption,
                          topPanel: ScenePanel(viewportSize: inner.context.viewportSize, contentOffset: inner.contentOffset,
                                               items: tiles(inner, name: "inner", hueOffset: 5)))
    }
}
