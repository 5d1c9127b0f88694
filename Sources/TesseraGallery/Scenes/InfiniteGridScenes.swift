import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TesseraCore
import TesseraTesting
import TesseraSVG

/// Gallery scenes of the infinite grid (`InfiniteGridLayout` + `InfiniteGridBehavior`).
public enum InfiniteGridScenes {
    public static let all = [millionTiles]

    typealias Recorder = SceneRecorder<InfiniteGridBehavior>

    /// 2D flings at 8,000 pt/s that travel more than a million tiles, drawn at the start and at
    /// the end, with the same cells throughout.
    public static let millionTiles = GalleryScene(
        slug: "infinite-grid-million-tiles",
        title: "Infinite grid: 2D flings across a million tiles",
        summary: "96 × 66 pt tiles 4 pt apart in 320 × 200 pt, labelled with their coordinates. Three flings at "
            + "8,000 pt/s (right and down, down and left, up and right) are drawn at 20 fps; then flicks at 8,000 pt/s "
            + "in eight directions, one every 0.3 s, are simulated in 0.3 s steps without drawing (the motion is "
            + "closed-form, so a long step lands where 60 Hz frames would) until the path has crossed more than "
            + "10⁶ tiles; a last fling is drawn again and caught by a touch. The grid recentres under every drag, deceleration and "
            + "step, the offset never leaves a few thousand points, and the cells on screen are the same dozen-odd "
            + "cells from the first frame to the last.",
        record: {
            let configuration = try! InfiniteGridLayout.Configuration(
                tileSize: CGSize(width: 96, height: 66), horizontalSpacing: 4, verticalSpacing: 4)
            var recorder = makeRecorder(configuration: configuration)
            var path = PathCounter(recorder.engine)
            recorder.keyFrame()
            for (index, direction) in [CGPoint(x: 0.8, y: 0.6), CGPoint(x: -0.6, y: 0.8), CGPoint(x: 0.7, y: -0.7)].enumerated() {
                fling(&recorder, &path, direction: direction, keyFrameMidway: index == 0)
            }
            let cellsAfterOpening = recorder.engine.cells.statistics.created
            // The long haul: flicks drifting right and down overall, so coordinates grow.
            let compass = [CGPoint(x: 1, y: 1), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: -1), CGPoint(x: 0, y: 1),
                           CGPoint(x: 1, y: 1), CGPoint(x: -1, y: 1), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)]
            var flicks = 0, recentres = 0
            while path.tiles < 1_000_000 {
                let direction = compass[flicks % compass.count]
                flick(&recorder.engine, &path, direction: direction)
                flicks += 1
                if flicks % 64 == 0 {
                    recentres += recentreCount(recorder.engine)
                    recorder.engine.clearLog()
                }
            }
            recentres += recentreCount(recorder.engine)
            recorder.engine.clearLog()
            recorder.keyFrame()
            fling(&recorder, &path, direction: CGPoint(x: -0.6, y: -0.8), keyFrameMidway: true)
            // A touch catches the last fling, as a finger does.
            recorder.engine.beginDragging()
            recorder.engine.endDragging(velocity: .zero)
            recorder.wait(0.2)
            path.update(recorder.engine)
            recentres += recentreCount(recorder.engine)
            let stats = recorder.engine.cells.statistics
            let notes = ["travelled \(path.tiles.formatted()) tiles (\(flicks.formatted()) flicks)",
                         "recentred \(recentres.formatted())×",
                         "max |offset| \(NumberText.format(Double(path.largestOffset))) pt",
                         "cells ever created \(stats.created) (\(cellsAfterOpening) after the opening), alive \(stats.alive)",
                         "item slots \(recorder.engine.layout.slotCapacity)"]
            let center = recorder.engine.behavior.centerCoordinates ?? .zero
            return recorder.recording(visited: [0, center.x], visitedLabel: "centre column",
                                      notes: ["centre row 0 → \(center.y)"] + notes)
        })

    // MARK: - Script steps

    /// A drawn fling: a 0.1 s drag, a release at 8,000 pt/s along `direction`, the content left
    /// to decelerate for 1.2 s; a key frame at its end (and 0.2 s in, if `keyFrameMidway`).
    static func fling(_ recorder: inout Recorder, _ path: inout PathCounter, direction: CGPoint,
                      keyFrameMidway: Bool) {
        let length = (direction.x * direction.x + direction.y * direction.y).squareRoot()
        let unit = CGPoint(x: direction.x / length, y: direction.y / length)
        recorder.drag(by: CGPoint(x: unit.x * 60, y: unit.y * 60), over: 0.1)
        recorder.release(velocity: CGPoint(x: unit.x * 8000, y: unit.y * 8000))
        for frame in 0..<72 {
            recorder.step()
            path.update(recorder.engine)
            if keyFrameMidway && frame == 12 { recorder.keyFrame() }
        }
        recorder.keyFrame()
    }

    /// An undrawn flick: a release at 8,000 pt/s along `direction` without a drag, advanced in
    /// one 0.3 s step (1,801 pt: less than the 2,048 pt the window always keeps clear beyond
    /// the recentring threshold), then caught by the next flick.
    static func flick(_ engine: inout InfiniteGridEngine, _ path: inout PathCounter, direction: CGPoint) {
        let length = (direction.x * direction.x + direction.y * direction.y).squareRoot()
        engine.beginDragging()
        engine.endDragging(velocity: CGPoint(x: direction.x / length * 8000, y: direction.y / length * 8000))
        engine.advance(by: 0.3)
        path.update(engine)
    }

    /// The recentres the engine's log holds.
    static func recentreCount(_ engine: InfiniteGridEngine) -> Int {
        engine.effects.reduce(0) { count, effect in
            if case .recenter = effect { count + 1 } else { count }
        }
    }

    static func makeRecorder(configuration: InfiniteGridLayout.Configuration) -> Recorder {
        let engine = InfiniteGridEngine(grid: InfiniteGridLayout(configuration: configuration),
                                        viewportSize: CGSize(width: 320, height: 200))
        return Recorder(engine: engine, captureEvery: 3, margin: CGSize(width: 60, height: 40),
                        describe: { engine, item in
                            let c = engine.layout.coordinates(for: item.index) ?? .zero
                            return ("\(c.x), \(c.y)", c.x &* 7 &+ c.y &* 3)
                        },
                        caption: { engine in
                            let center = engine.behavior.centerCoordinates ?? .zero
                            let offset = engine.contentOffset
                            return "t \(NumberText.format(engine.now)) s · centre (\(center.x), \(center.y)) · "
                                + "offset \(NumberText.format(Double(offset.x))), \(NumberText.format(Double(offset.y))) pt"
                        })
    }

    /// Tiles crossed along the path: the plane position is the offset minus every recentring
    /// shift; per axis, the distance moved over the stride.
    struct PathCounter {
        private var last: CGPoint
        private var distance = CGPoint(x: 0, y: 0)
        private let stride: CGSize
        private(set) var largestOffset: CGFloat = 0

        init(_ engine: InfiniteGridEngine) {
            let c = engine.layout.configuration
            stride = CGSize(width: c.tileSize.width + c.horizontalSpacing, height: c.tileSize.height + c.verticalSpacing)
            last = Self.plane(engine)
        }

        static func plane(_ engine: InfiniteGridEngine) -> CGPoint {
            let shift = engine.behavior.recenteredDistance
            return CGPoint(x: engine.contentOffset.x - shift.x, y: engine.contentOffset.y - shift.y)
        }

        /// Motion along one axis never reverses between two updates (a drag or a deceleration
        /// in one direction), so summing the steps' lengths is the path's length.
        mutating func update(_ engine: InfiniteGridEngine) {
            let now = Self.plane(engine)
            distance.x += abs(now.x - last.x)
            distance.y += abs(now.y - last.y)
            last = now
            largestOffset = max(largestOffset, abs(engine.contentOffset.x), abs(engine.contentOffset.y))
        }

        var tiles: Int { Int(distance.x / stride.width) + Int(distance.y / stride.height) }
    }
}
