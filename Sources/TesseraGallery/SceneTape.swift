import Foundation
import TesseraSVG

/// What a scripted scene captures: at 60 engine frames a second, one frame in `captureEvery`
/// (30 fps playback), and which of them are key frames. The recorders that drive more than
/// one engine (a springboard, a headered pager, nested pagers) keep one each.
struct SceneTape {
    /// Engine frames per second.
    let frameRate = 60.0
    /// Capture one frame in this many engine frames.
    let captureEvery = 2
    private(set) var frames: [SceneFrame] = []
    private(set) var keyFrames: [Int] = []
    private var tick = 0

    /// Seconds between two engine frames.
    var frameDuration: TimeInterval { 1 / frameRate }

    /// The engine frames in `seconds`.
    func engineFrames(in seconds: TimeInterval) -> Int { Int((seconds * frameRate).rounded()) }

    /// Keeps `frame`.
    mutating func capture(_ frame: SceneFrame) { frames.append(frame) }

    /// Keeps `frame` as a key frame.
    mutating func captureKey(_ frame: SceneFrame) {
        frames.append(frame)
        keyFrames.append(frames.count - 1)
    }

    /// One engine frame has passed: whether it is one to capture.
    mutating func engineFrameDidPass() -> Bool {
        tick += 1
        return tick % captureEvery == 0
    }

    /// The recording of what was captured.
    func recording(visited: [Int], maxLiveCells: Int, notes: [String] = []) -> SceneRecording {
        SceneRecording(frames: frames, keyFrames: keyFrames, frameInterval: Double(captureEvery) / frameRate,
                       visited: visited, maxLiveCells: maxLiveCells, notes: notes)
    }
}
