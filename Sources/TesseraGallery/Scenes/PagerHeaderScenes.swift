import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TesseraCore
import TesseraTesting
import TesseraSVG

/// Gallery scenes of the view pager's collapsing header (`PagerHeaderCoordinator`, driven by
/// `HeaderedPagerEngine`: the pages, one vertical scroll view per page, and the header).
public enum PagerHeaderScenes {
    public static let all = [collapseAndPin]

    /// Drag the page's content up until the strip pins, fling back down from deep in the
    /// content into the header, then pull past the top.
    public static let collapseAndPin = GalleryScene(
        slug: "pager-header-collapse",
        title: "View pager: a header that collapses until the strip pins",
        summary: "A 200 pt header over a 44 pt tab strip over a list of 80 pt rows, 320 × 480 pt. The finger drags "
            + "the rows up 300 pt: the header collapses by its height and the strip pins at the top. From 1,300 pt "
            + "down, a 3,000 pt/s fling coasts on into the header and expands it. Pulled past the top, it stretches.",
        record: {
            var recorder = HeaderSceneRecorder()
            recorder.keyFrame()
            recorder.drag(by: 120, over: 0.25)
            recorder.keyFrame()
            recorder.drag(by: 180, over: 0.3)
            recorder.keyFrame()
            recorder.release(velocity: 0)
            recorder.settle()
            recorder.jump(toDistance: 1_300)
            recorder.keyFrame()
            recorder.drag(by: -60, over: 0.1)
            recorder.release(velocity: -3_000)
            recorder.waitUntilHeaderShows(100)
            recorder.keyFrame()
            recorder.settle()
            recorder.keyFrame()
            recorder.drag(by: -120, over: 0.3)
            recorder.keyFrame()
            recorder.release(velocity: 0)
            recorder.settle()
            recorder.wait(0.3)
            return recorder.recording()
        })
}

/// Records page 0 of a headered pager at 60 Hz, one frame in two: the rows of the page's own
/// scroll view, with the header and the strip drawn over them where the coordinator puts them.
struct HeaderSceneRecorder {
    typealias Engine = HeaderedPagerEngine<PresentationBehavior>

    private(set) var pager: Engine
    private var tape = SceneTape()
    private(set) var mostLive = 0
    static let stripHeight: CGFloat = 44

    init() {
        // Literal, valid values: the initialiser cannot throw for them.
        let configuration = try! PagerHeaderConfiguration(expandedHeight: 200)
        let header = PagerHeaderCoordinator(configuration: configuration)
        let top = configuration.topInset(stripHeight: Self.stripHeight)
        let list = try! ListPresentation(rowHeight: 80, lineSpacing: 0)
        let contents = (0..<3).map { _ in
            var page = CollectionEngine(presentation: list, viewportSize: CGSize(width: 320, height: 480),
                                        sectionItemCounts: [200],
                                        configuration: ScrollConfiguration(alwaysBounceVertical: true,
                                                                           contentInsets: EdgeInsets(top: top, left: 0, bottom: 0, right: 0)))
            page.setContentOffset(CGPoint(x: 0, y: -top), animated: false)
            return page
        }
        let pages = CollectionEngine(layout: PagerPagesLayout(), behavior: PagerPagesBehavior(),
                                     viewportSize: CGSize(width: 320, height: 480), itemCount: 3,
                                     configuration: ScrollConfiguration(alwaysBounceHorizontal: true))
        pager = Engine(pages: pages, contents: contents, header: header, stripHeight: Self.stripHeight)
        tape.capture(frame())
    }

    mutating func keyFrame() { tape.captureKey(frame()) }

    /// The finger drags page 0's rows by `distance` (positive: up) over `seconds`.
    mutating func drag(by distance: CGFloat, over seconds: TimeInterval) {
        let count = max(1, tape.engineFrames(in: seconds))
        if pager.contents[0].phase != .dragging { pager.content(0) { $0.beginDragging() } }
        for _ in 0..<count {
            pager.content(0) { $0.drag(by: CGPoint(x: 0, y: distance / CGFloat(count))) }
            step()
        }
    }

    mutating func release(velocity: CGFloat) {
        pager.content(0) { $0.endDragging(velocity: CGPoint(x: 0, y: velocity)) }
    }

    /// Puts page 0 `distance` from its top at once (the app scrolling it).
    mutating func jump(toDistance distance: CGFloat) {
        let top = pager.topInset
        pager.content(0) { $0.setContentOffset(CGPoint(x: 0, y: distance - top), animated: false) }
    }

    /// Frames until the header is at least `height` points tall (a coast reaching it).
    mutating func waitUntilHeaderShows(_ height: CGFloat) {
        var frames = 0
        while pager.header.state.visibleHeight(in: pager.header.configuration) < height && frames < 600 {
            step()
            frames += 1
        }
    }

    mutating func wait(_ seconds: TimeInterval) {
        for _ in 0..<tape.engineFrames(in: seconds) { step() }
    }

    mutating func settle() {
        var frames = 0
        while pager.contents[0].isMoving && frames < 600 {
            step()
            frames += 1
        }
    }

    func recording() -> SceneRecording {
        tape.recording(visited: [pager.header.selectedPage], maxLiveCells: mostLive)
    }

    private mutating func step() {
        pager.advance(by: tape.frameDuration)
        mostLive = max(mostLive, pager.contents[0].cells.statistics.inUse)
        if tape.engineFrameDidPass() { tape.capture(frame()) }
    }

    private func frame() -> SceneFrame {
        let page = pager.contents[0]
        let state = pager.header.state, configuration = pager.header.configuration
        let offset = page.contentOffset
        let visible = CGRect(origin: offset, size: page.context.viewportSize)
        var items = page.layout.items(in: visible).map { item in
            SceneItem(frame: item.frame, label: "row \(item.index.item)", hue: SceneItem.hue(for: item.index.item))
        }
        let headerHeight = state.visibleHeight(in: configuration)
        items.append(SceneItem(frame: CGRect(x: 0, y: offset.y, width: 320, height: headerHeight),
                               label: state.isPinned ? "" : "Header", hue: 0.6, zIndex: 5))
        items.append(SceneItem(frame: CGRect(x: 0, y: offset.y + headerHeight, width: 320, height: Self.stripHeight),
                               label: "Posts · Media · Likes", hue: 0.08, zIndex: 6))
        let pinned = state.isPinned ? " · strip pinned" : ""
        let caption = "t \(NumberText.format(page.now)) s · distance \(NumberText.format(Double(pager.distance(of: 0)))) pt"
            + " · header \(NumberText.format(Double(headerHeight))) pt\(pinned)"
        return SceneFrame(time: page.now, viewportSize: page.context.viewportSize, contentOffset: offset,
                          items: items, caption: caption)
    }
}
