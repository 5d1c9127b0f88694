import Foundation
import TesseraSVG

/// A scripted interaction with one component, recorded frame by frame.
public struct GalleryScene: Sendable {
    /// File name stem, e.g. `paged-grid-flick`.
    public let slug: String
    /// Heading in the gallery.
    public let title: String
    /// One or two sentences: what the script does and what to look for.
    public let summary: String
    /// Runs the script and returns its frames.
    public let record: @Sendable () -> SceneRecording

    public init(slug: String, title: String, summary: String, record: @escaping @Sendable () -> SceneRecording) {
        self.slug = slug
        self.title = title
        self.summary = summary
        self.record = record
    }
}

/// What a scene produced: every captured frame, the key frames for a filmstrip, and the
/// numbers the gallery prints.
public struct SceneRecording: Sendable {
    /// Captured frames, `frameInterval` apart in playback.
    public var frames: [SceneFrame]
    /// Indices into `frames` of the moments worth a still (filmstrip).
    public var keyFrames: [Int]
    /// Seconds between captured frames.
    public var frameInterval: TimeInterval
    /// The pages (or items) the component reported, in order, starting with the first.
    public var visited: [Int]
    /// The most cells on screen at once.
    public var maxLiveCells: Int
    /// Further measurements for the summary line ("max |offset| 812 pt").
    public var notes: [String]
    /// What `visited` counts, for the summary line: "pages visited" or "items visited".
    public var visitedLabel: String

    public init(frames: [SceneFrame], keyFrames: [Int], frameInterval: TimeInterval, visited: [Int],
                maxLiveCells: Int, notes: [String] = [], visitedLabel: String = "pages visited") {
        self.visitedLabel = visitedLabel
        self.frames = frames
        self.keyFrames = keyFrames
        self.frameInterval = frameInterval
        self.visited = visited
        self.maxLiveCells = maxLiveCells
        self.notes = notes
    }

    /// The key frames themselves.
    public var keyFrameImages: [SceneFrame] { keyFrames.filter { frames.indices.contains($0) }.map { frames[$0] } }

    /// The line `tessera gallery` prints for this scene.
    public func summaryLine(slug: String) -> String {
        var parts = ["\(frames.count) frames",
                     "\(visitedLabel) \(visited.map(String.init).joined(separator: " → "))",
                     "max live cells \(maxLiveCells)"]
        parts += notes
        return "\(slug): " + parts.joined(separator: ", ")
    }
}
