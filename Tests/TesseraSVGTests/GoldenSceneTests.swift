import Foundation
import Testing
import TesseraGallery
@testable import TesseraSVG

/// Golden SVGs of gallery scenes: the key-frame filmstrip of each scene is compared with a
/// committed file, so a change in layout, physics or rendering shows up as a readable diff.
/// Set `TESSERA_RECORD_GOLDEN=1` to rewrite the files after an intended change.
@Suite("Golden gallery SVGs")
struct GoldenSceneTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    @Test(arguments: Gallery.scenes.map(\.slug))
    func filmstrip_matchesTheGoldenFile(slug: String) throws {
        let scene = try #require(Gallery.scenes.first { $0.slug == slug })
        let recording = scene.record()
        let svg = SVGRenderer().renderFilmstrip(recording.keyFrameImages, title: scene.title)
        let url = Self.goldenDirectory.appendingPathComponent("\(slug)-filmstrip.svg")
        if ProcessInfo.processInfo.environment["TESSERA_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldenDirectory, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: url)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        if svg != golden {
            let ours = svg.split(separator: "\n", omittingEmptySubsequences: false)
            let theirs = golden.split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(ours.count, theirs.count)
            Issue.record("""
                \(slug) differs from Golden/\(slug)-filmstrip.svg at line \(line + 1):
                  now:    \(line < ours.count ? ours[line] : "<end>")
                  golden: \(line < theirs.count ? theirs[line] : "<end>")
                Rerun with TESSERA_RECORD_GOLDEN=1 if the change is intended.
                """)
        }
    }

    /// Recording twice gives the same frames: scenes depend on nothing but their script.
    @Test(arguments: Gallery.scenes.map(\.slug))
    func scenes_areDeterministic(slug: String) throws {
        let scene = try #require(Gallery.scenes.first { $0.slug == slug })
        #expect(scene.record().frames == scene.record().frames)
    }
}
