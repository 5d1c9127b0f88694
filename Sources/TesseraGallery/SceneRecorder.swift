import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TesseraCore
import TesseraTesting
import TesseraSVG

/// Drives a `CollectionEngine` through a script at 60 Hz and captures a `SceneFrame` every
/// `captureEvery` engine frames (30 fps playback by default).
public struct SceneRecorder<Behavior: ScrollBehavior> {
    /// The engine being driven; scripts may call into it directly between steps.
    public var engine: CollectionEngine<Behavior>
    /// Engine frames per second.
    public let frameRate: Double
    /// Capture one frame in this many engine frames.
    public let captureEvery: Int
    /// Stage margin captured around the viewport.
    public let margin: CGSize
    /// Label and colour index for an item.
    public let describe: (CollectionEngine<Behavior>, LayoutItem) -> (label: String, colorIndex: Int)
    /// Page dots for the current state, if any.
    public let indicator: (CollectionEngine<Behavior>) -> PageIndicator?
    /// The caption for the current state.
    public let caption: (CollectionEngine<Behavior>) -> String
    /// The items a frame shows in a rectangle, if not the layout's `items(in:)` (pinned headers
    /// and footers: what the skin answers).
    public let query: ((CollectionEngine<Behavior>, CGRect) -> [LayoutItem])?

    public private(set) var frames: [SceneFrame] = []
    public private(set) var keyFrames: [Int] = []
    public private(set) var maxLiveCells = 0
    private var tick = 0

    public init(engine: CollectionEngine<Behavior>, frameRate: Double = 60, captureEvery: Int = 2,
                margin: CGSize = CGSize(width: 120, height: 24),
                describe: @escaping (CollectionEngine<Behavior>, LayoutItem) -> (label: String, colorIndex: Int),
                indicator: @escaping (CollectionEngine<Behavior>) -> PageIndicator? = { _ in nil },
                caption: @escaping (CollectionEngine<Behavior>) -> String,
                query: ((CollectionEngine<Behavior>, CGRect) -> [LayoutItem])? = nil) {
        self.engine = engine
        self.query = query
        self.frameRate = frameRate
        self.captureEvery = max(1, captureEvery)
        self.margin = margin
        self.describe = describe
        self.indicator = indicator
        self.caption = caption
        capture()
    }

    /// Seconds between captured frames.
    public var frameInterval: TimeInterval { Double(captureEvery) / frameRate }

    // MARK: - Script steps

    /// Captures the current state now and marks it as a key frame.
    public mutating func keyFrame() {
        capture()
        keyFrames.append(frames.count - 1)
    }

    /// Advances one engine frame, capturing on schedule.
    public mutating func step() {
        engine.advance(by: 1 / frameRate)
        maxLiveCells = max(maxLiveCells, engine.cells.statistics.inUse)
        tick += 1
        if tick % captureEvery == 0 { capture() }
    }

    /// Lets `seconds` pass.
    public mutating func wait(_ seconds: TimeInterval) {
        for _ in 0..<Int((seconds * frameRate).rounded()) { step() }
    }

    /// Advances until nothing moves (at most `limit` seconds).
    public mutating func settle(limit: TimeInterval = 10) {
        var frames = 0
        while engine.isMoving && Double(frames) < limit * frameRate {
            step()
            frames += 1
        }
    }

    /// A finger drags the content offset by `distance` over `seconds`, evenly; a key frame is
    /// marked halfway if `keyFrameMidway`.
    public mutating func drag(by distance: CGPoint, over seconds: TimeInterval, keyFrameMidway: Bool = false) {
        let count = max(1, Int((seconds * frameRate).rounded()))
        engine.beginDragging()
        for number in 0..<count {
            engine.drag(by: CGPoint(x: distance.x / CGFloat(count), y: distance.y / CGFloat(count)))
            step()
            if keyFrameMidway && number == count / 2 { keyFrame() }
        }
    }

    /// The finger lifts with `velocity` (points per second).
    public mutating func release(velocity: CGPoint) {
        engine.endDragging(velocity: velocity)
    }

    /// Finishes the recording.
    public func recording(visited: [Int], visitedLabel: String = "pages visited",
                          notes: [String] = []) -> SceneRecording {
        SceneRecording(frames: frames, keyFrames: keyFrames, frameInterval: frameInterval, visited: visited,
                       maxLiveCells: maxLiveCells, notes: notes, visitedLabel: visitedLabel)
    }

    private mutating func capture() {
        let engine = self.engine, describe = self.describe, query = self.query
        frames.append(SceneFrame(engine: engine, margin: margin, pageIndicator: indicator(engine),
                                 caption: caption(engine), query: query.map { query in { query(engine, $0) } },
                                 describe: { describe(engine, $0) }))
    }
}
