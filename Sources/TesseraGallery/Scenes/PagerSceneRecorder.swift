import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TesseraCore
import TesseraTesting
import TesseraSVG

/// Drives a view pager — pages leading a tab strip through `PagerLink` — at 60 Hz, like
/// fingers, and captures both scroll views every other frame: the strip (with its indicator)
/// drawn above the pages. Tab i and page i share a colour.
struct PagerSceneRecorder {
    typealias Pair = LinkedEngines<PagerLink>

    private(set) var pair: Pair
    let titles: [String]
    private(set) var frames: [SceneFrame] = []
    private(set) var keyFrames: [Int] = []
    /// The pages each rest selected, starting with the first.
    private(set) var visited: [Int]
    /// The worst distance between the indicator and the tabs' frames interpolated at the
    /// pages' fractional page, over every frame.
    private(set) var worstIndicatorError: CGFloat = 0
    /// The most pages alive at once.
    private(set) var mostAlive = 0
    private var tick = 0
    let frameRate = 60.0
    let captureEvery = 2
    let margin = CGSize(width: 120, height: 24)

    init(titles: [String], strip configuration: PagerTabStripLayout.Configuration, pages: CGSize = CGSize(width: 320, height: 200),
         direction: LayoutDirection = .leftToRight, loops: Bool = false) {
        self.titles = titles
        var strip = PagerTabStripLayout(configuration: configuration)
        // Titles measured at about 7.5 pt per character, as a 15 pt system font sets them.
        strip.setMeasuredWidths(titles.map { CGFloat($0.count) * 7.5 })
        let leader = CollectionEngine(layout: PagerPagesLayout(), behavior: PagerPagesBehavior(), viewportSize: pages,
                                      itemCount: titles.count,
                                      configuration: ScrollConfiguration(alwaysBounceHorizontal: true),
                                      layoutDirection: direction)
        let follower = CollectionEngine(layout: strip, behavior: PagerTabStripBehavior(followsPages: true),
                                        viewportSize: CGSize(width: pages.width, height: configuration.size.height),
                                        itemCount: titles.count, layoutDirection: direction)
        pair = Pair(leader: leader, follower: follower, link: PagerLink())
        if loops {
            pair.following { $0.updateLayout { $0.indicatorWraps = true } }
            pair.leading { $0.updateLayout { $0.loops = true } }
        }
        visited = [pair.leader.behavior.selectedPage]
        capture()
    }

    var frameInterval: TimeInterval { Double(captureEvery) / frameRate }

    // MARK: - Script steps

    mutating func keyFrame() {
        capture()
        keyFrames.append(frames.count - 1)
    }

    /// One frame on both clocks.
    mutating func step() {
        pair.advance(by: 1 / frameRate)
        measure()
        tick += 1
        if tick % captureEvery == 0 { capture() }
    }

    mutating func wait(_ seconds: TimeInterval) {
        for _ in 0..<Int((seconds * frameRate).rounded()) { step() }
    }

    /// Frames until neither scroll view moves; the page the pages rest on is visited.
    mutating func settle() {
        var frames = 0
        while (pair.leader.isMoving || pair.follower.isMoving) && frames < 600 {
            step()
            frames += 1
        }
        visited.append(pair.leader.behavior.selectedPage)
    }

    /// A finger drags the pages' content offset by `distance` over `seconds`; key frames at the
    /// fractions of the drag listed in `keyFramesAt`.
    mutating func dragPages(by distance: CGFloat, over seconds: TimeInterval, keyFramesAt marks: [Double] = []) {
        let count = max(1, Int((seconds * frameRate).rounded()))
        pair.leading { $0.beginDragging() }
        for number in 1...count {
            pair.leading { $0.drag(by: CGPoint(x: distance / CGFloat(count), y: 0)) }
            step()
            if marks.contains(where: { Int((Double(count) * $0).rounded()) == number }) { keyFrame() }
        }
    }

    mutating func releasePages(velocity: CGFloat) {
        pair.leading { $0.endDragging(velocity: CGPoint(x: velocity, y: 0)) }
    }

    /// A finger drags the strip by `distance` over `seconds` and lifts with `velocity`.
    mutating func flingStrip(by distance: CGFloat, over seconds: TimeInterval, velocity: CGFloat) {
        let count = max(1, Int((seconds * frameRate).rounded()))
        pair.following { $0.beginDragging() }
        for _ in 0..<count {
            pair.following { $0.drag(by: CGPoint(x: distance / CGFloat(count), y: 0)) }
            step()
        }
        pair.following { $0.endDragging(velocity: CGPoint(x: velocity, y: 0)) }
    }

    /// The app selects `page` (animated or not).
    mutating func selectPage(_ page: Int, animated: Bool) {
        pair.leading { $0.send { $0.select(page: page, animated: animated, scroll: $1, layout: $2) } }
    }

    /// A tap on tab `index`, at the middle of its part on screen.
    mutating func tapTab(_ index: Int) {
        guard let frame = pair.follower.layout.item(at: ItemIndex(item: index))?.frame else { return }
        let strip = pair.follower.scroll.visibleRect
        let shown = frame.intersection(strip)
        guard !shown.isNull, !shown.isEmpty else { return }
        pair.following { $0.tap(at: CGPoint(x: shown.midX - strip.minX, y: shown.midY - strip.minY)) }
    }

    // MARK: - Reading

    var selectionReports: Int {
        pair.leader.effects.filter { if case .selectionChanged = $0 { true } else { false } }.count
    }

    var tabChanges: Int {
        pair.follower.effects.filter { if case .selectionChanged(let from, _) = $0 { from != nil } else { false } }.count
    }

    var appearanceEvents: [PagerPageEvent] {
        pair.leader.effects.compactMap { effect -> PagerPageEvent? in
            guard case .page(let event) = effect else { return nil }
            switch event {
            case .willAppear, .didAppear, .willDisappear, .didDisappear: return event
            case .load, .unload, .reindex: return nil
            }
        }
    }

    func recording(notes: [String]) -> SceneRecording {
        SceneRecording(frames: frames, keyFrames: keyFrames, frameInterval: frameInterval, visited: visited,
                       maxLiveCells: max(pair.leader.cells.statistics.maxInUse, pair.follower.cells.statistics.maxInUse),
                       notes: notes)
    }

    // MARK: - Capturing

    private mutating func measure() {
        mostAlive = max(mostAlive, pair.leader.behavior.livePages.count)
        let strip = pair.follower.layout
        let p = pair.leader.layout.fractionalPage(forContentOffset: pair.leader.contentOffset)
        let last = (pair.follower.context.sectionItemCounts.first ?? 0) - 1
        // Across a loop's wrap the indicator is not between two tabs (`PagerLoopScenes` checks it).
        guard last >= 0, !pair.follower.layout.indicatorWraps || p <= CGFloat(last), let shown = strip.indicatorFrame(forProgress: pair.follower.behavior.indicatorProgress) else { return }
        let q = min(max(p, 0), CGFloat(last)), i = min(Int(q.rounded(.down)), last), t = q - CGFloat(i)
        guard let a = strip.indicatorFrame(forProgress: CGFloat(i)),
              let b = strip.indicatorFrame(forProgress: CGFloat(min(i + 1, last))) else { return }
        let minX = a.minX + (b.minX - a.minX) * t, maxX = a.maxX + (b.maxX - a.maxX) * t
        worstIndicatorError = max(worstIndicatorError, abs(shown.minX - minX), abs(shown.maxX - maxX))
    }

    private mutating func capture() {
        let pages = pair.leader, strip = pair.follower, titles = self.titles
        var frame = SceneFrame(engine: pages, margin: margin, caption: caption(), describe: { item in
            ("Page \(item.index.item + 1)", item.index.item)
        })
        let around = strip.scroll.visibleRect.insetBy(dx: -margin.width, dy: 0)
        var tabs = strip.layout.items(in: around).map { item in
            SceneItem(frame: item.frame, label: item.index.item < titles.count ? titles[item.index.item] : "",
                      hue: SceneItem.hue(for: item.index.item), alpha: 1, zIndex: item.zIndex)
        }
        if let frame = strip.layout.indicatorFrame(forProgress: strip.behavior.indicatorProgress),
           let zIndex = strip.layout.indicatorItem?.zIndex {
            tabs.append(SceneItem(frame: frame, label: "", hue: 0, zIndex: zIndex, style: .indicator))
        }
        frame.topPanel = ScenePanel(viewportSize: strip.scroll.viewportSize, contentOffset: strip.contentOffset, items: tabs)
        let live = pages.behavior.livePages
        let contiguous = live.last.map { $0 - live[0] + 1 == live.count } ?? true
        let alive = live.isEmpty ? "none" : contiguous ? "\(live[0] + 1)–\(live[live.count - 1] + 1)"
            : live.map { "\($0 + 1)" }.joined(separator: ", ")
        frame.detail = "pages alive \(alive) · tab \((strip.behavior.selectedTab ?? 0) + 1) selected · strip offset "
            + "\(NumberText.format(Double(strip.contentOffset.x))) pt"
        frames.append(frame)
    }

    private func caption() -> String {
        let pages = pair.leader
        let position = NumberText.format(Double(pages.behavior.progress) + 1)
        return "t \(NumberText.format(pages.now)) s · page \(pages.behavior.selectedPage + 1) of "
            + "\(pages.behavior.numberOfPages) · showing page \(position)"
    }
}
