import Foundation
import TesseraSVG

/// Writes the gallery: per scene an animated SVG and a filmstrip of key frames, and an
/// `index.html` that shows them all.
public struct GalleryWriter {
    public let directory: URL
    public var renderer = SVGRenderer()

    public init(directory: URL) {
        self.directory = directory
    }

    /// Records and writes `scenes`; returns one summary line per scene.
    @discardableResult
    public func write(_ scenes: [GalleryScene]) throws -> [String] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var lines: [String] = [], sections: [String] = []
        for scene in scenes {
            let recording = scene.record()
            try write(renderer.renderAnimation(recording.frames, frameInterval: recording.frameInterval,
                                               title: scene.title), to: "\(scene.slug).svg")
            try write(renderer.renderFilmstrip(recording.keyFrameImages, title: scene.title),
                      to: "\(scene.slug)-filmstrip.svg")
            let line = recording.summaryLine(slug: scene.slug)
            lines.append(line)
            sections.append(section(scene, line: line))
        }
        try write(page(sections), to: "index.html")
        return lines
    }

    private func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    private func section(_ scene: GalleryScene, line: String) -> String {
        let title = XMLText.escape(scene.title)
        return """
        <section id="\(scene.slug)">
          <h2>\(title)</h2>
          <p>\(XMLText.escape(scene.summary))</p>
          <figure><img src="\(scene.slug).svg" alt="\(title), animated"><figcaption>In motion (loops).</figcaption></figure>
          <figure><img class="strip" src="\(scene.slug)-filmstrip.svg" alt="\(title), key frames"><figcaption>Key frames.</figcaption></figure>
          <pre>\(XMLText.escape(line))</pre>
        </section>
        """
    }

    private func page(_ sections: [String]) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Tessera gallery</title>
        <style>
          body { font-family: -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; margin: 2rem auto; max-width: 1200px; color: #1c1c1e; background: #fff; }
          section { margin-bottom: 3rem; border-top: 1px solid #d1d1d6; padding-top: 1rem; }
          figure { display: inline-block; margin: 0 1rem 1rem 0; vertical-align: top; }
          img.strip { max-width: 100%; }
          figcaption { color: #6e6e73; font-size: 0.85rem; }
          pre { background: #f4f5f7; padding: 0.5rem; }
        </style>
        </head>
        <body>
        <h1>Tessera gallery</h1>
        <p>Every component driven by the headless engine with UIKit's physics, as a finger would: drags, releases with a velocity, time advancing at 60 Hz. Faded items are just off screen; the outlined rectangle is the viewport.</p>
        \(sections.joined(separator: "\n"))
        </body>
        </html>
        """
    }
}
