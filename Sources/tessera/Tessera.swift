import ArgumentParser
import Foundation
import TesseraGallery

@main
struct Tessera: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Tessera's gallery and benchmarks.",
        subcommands: [GalleryCommand.self, BenchCommand.self])
}

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Renders every component in motion to SVG, with an index.html that plays them.")

    @Option(name: .shortAndLong, help: "Where to write the gallery.")
    var output = "gallery"

    @Option(name: .long, help: "Only scenes whose name contains this text.")
    var only: String?

    func run() throws {
        let scenes = Gallery.scenes.filter { only == nil || $0.slug.contains(only!) }
        let directory = URL(fileURLWithPath: output, isDirectory: true)
        for line in try GalleryWriter(directory: directory).write(scenes) { print(line) }
        print("wrote \(directory.appendingPathComponent("index.html").path)")
    }
}

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Times Tessera against naive reference algorithms in one run (build with -c release).")

    @Flag(name: .long, help: "Smaller sizes and fewer samples, for a smoke test.")
    var quick = false

    @Option(name: .long, help: "Only sections whose name contains this text.")
    var only: String?

    func run() throws {
        #if DEBUG
        print("note: debug build; run `swift run -c release tessera bench` for meaningful numbers\n")
        #endif
        for section in BenchSuite.sections where only == nil || section.name.contains(only!) {
            print(section.run(quick: quick))
        }
    }
}
