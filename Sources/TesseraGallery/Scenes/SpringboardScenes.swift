import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TesseraCore
import TesseraTesting
import TesseraSVG

/// Gallery scenes of reordering the paged grid, springboard style (`ReorderSession` driven
/// by `ReorderingEngine`: a finger that long-presses, holds and moves an item).
public enum SpringboardScenes {
    public static let all = [dragAcrossPages]

    typealias Board = ReorderingEngine<PagedGridBehavior>

    /// The issue's script: lift item 3 on page 1, hold it at the trailing edge through two page
    /// turns, drop it on page 3 at slot 5: one move, 3 → 21, every item flowing to its place.
    public static let dragAcrossPages = GalleryScene(
        slug: "springboard-drag-across-pages",
        title: "Springboard: drag an item across two pages",
        summary: "4 × 2 items per page, 30 items, pages that loop. A long press (0.5 s) lifts item 3 (it grows); "
            + "held at the right edge, the page turns every 0.5 s, twice; dropped on page 3 at slot 5 it lands "
            + "as item 21 and the items between flow back one place. The data source hears one move.",
        record: {
            var recorder = SpringboardRecorder()
            recorder.keyFrame()
            recorder.press(at: SpringboardRecorder.cellCentre(slot: 3))
            recorder.hold(0.55)
            recorder.keyFrame()
            recorder.slide(to: CGPoint(x: 312, y: 47.5), over: 0.2)
            recorder.holdThroughTurns(1)
            recorder.keyFrame()
            recorder.holdThroughTurns(1)
            recorder.keyFrame()
            recorder.slide(to: SpringboardRecorder.cellCentre(slot: 5), over: 0.3)
            recorder.hold(0.12)
            recorder.keyFrame()
            recorder.release()
            recorder.settle()
            recorder.keyFrame()
            recorder.hold(0.4)
            return recorder.recording()
        })
}

/// Records a springboard at 60 Hz, one frame in two: each item where it is drawn (on its way
/// to a new place, or lifted under the finger), labelled by its identity, so an item keeps
/// its number and colour as it moves.
struct SpringboardRecorder {
    private(set) var board: SpringboardScenes.Board
    private var tape = SceneTape()
    private(set) var visited: [Int]
    private(set) var mostLive = 0
    let margin = CGSize(width: 120, height: 24)

    init() {
        let configuration = (try? PagedGridLayout.Configuration(loopsPages: true)) ?? .standard
        let engine = CollectionEngine(layout: PagedGridLayout(configuration: configuration), behavior: PagedGridBehavior(),
                                      viewportSize: CGSize(width: 320, height: 200), itemCount: 30,
                                      configuration: .paging(along: .horizontal))
        board = SpringboardScenes.Board(engine: engine)
        visited = [board.engine.behavior.currentPage]
        tape.capture(frame())
    }

    /// Where a finger touches the centre of a slot of the page on screen (the gallery's 4 × 2
    /// grid: 82.5 pt columns, 105 pt rows).
    static func cellCentre(slot: Int) -> CGPoint {
        CGPoint(x: CGFloat(slot % 4) * 82.5 + 36.25, y: CGFloat(slot / 4) * 105 + 47.5)
    }

    mutating func keyFrame() { tape.captureKey(frame()) }

    mutating func press(at point: CGPoint) { board.press(at: point) }

    mutating func release() { board.release() }

    /// Lets `seconds` pass with the finger where it is.
    mutating func hold(_ seconds: TimeInterval) {
        for _ in 0..<tape.engineFrames(in: seconds) { step() }
    }

    /// Moves the finger to `point` over `seconds`, evenly.
    mutating func slide(to point: CGPoint, over seconds: TimeInterval) {
        guard let start = board.finger else { return }
        let count = max(1, tape.engineFrames(in: seconds))
        for number in 1...count {
            let t = CGFloat(number) / CGFloat(count)
            step()
            board.moveFinger(to: CGPoint(x: start.x + (point.x - start.x) * t, y: start.y + (point.y - start.y) * t))
        }
    }

    /// Holds still until one more page has turned and come to rest.
    mutating func holdThroughTurns(_ count: Int) {
        let turned = turns + count
        var frames = 0
        while turns < turned && frames < 600 {
            step()
            frames += 1
        }
        hold(0.4)
        visited.append(board.engine.behavior.currentPage)
    }

    /// Frames until the content rests and every item has arrived.
    mutating func settle() {
        var frames = 0
        while (board.engine.isMoving || board.isFlowing) && frames < 600 {
            step()
            frames += 1
        }
    }

    func recording() -> SceneRecording {
        let moves = board.moves.map { "\($0.from.item) → \($0.to.item)" }.joined(separator: ", ")
        return tape.recording(visited: visited, maxLiveCells: mostLive, notes: ["moves heard: \(moves.isEmpty ? "none" : moves)"])
    }

    private var turns: Int {
        board.reorderEffects.filter { if case .turn = $0 { true } else { false } }.count
    }

    private mutating func step() {
        board.advance(by: tape.frameDuration)
        mostLive = max(mostLive, board.engine.cells.statistics.inUse)
        if tape.engineFrameDidPass() { tape.capture(frame()) }
    }

    private func frame() -> SceneFrame {
        let engine = board.engine
        let visible = engine.scroll.visibleRect
        let stage = visible.insetBy(dx: -margin.width, dy: -margin.height)
        let held = board.session.hover.map { board.identity(at: $0.move.from.item) }
        let scale = board.session.configuration.liftScale
        let items = (0..<engine.context.itemCount).compactMap { identity -> SceneItem? in
            let frame = board.frame(ofIdentity: identity)
            guard frame.intersects(stage) else { return nil }
            let lifted = identity == held
            return SceneItem(frame: frame, label: "\(identity)", hue: SceneItem.hue(for: identity),
                             zIndex: lifted ? 10 : 0, transform: lifted ? ItemTransform(scale: scale) : .identity)
        }
        let behavior = engine.behavior
        let state = held == nil ? "" : " · holding item \(held ?? 0)"
        return SceneFrame(time: engine.now, viewportSize: engine.context.viewportSize,
                          contentOffset: engine.contentOffset, items: items,
                          pageIndicator: PageIndicator(count: behavior.numberOfPages, currentPage: behavior.currentPage),
                          caption: "t \(NumberText.format(engine.now)) s · page \(behavior.currentPage + 1) of \(behavior.numberOfPages)\(state)")
    }
}
