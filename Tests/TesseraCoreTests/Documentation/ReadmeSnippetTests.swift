import Foundation
import Testing

/// README.md quotes its client code from compiled files: each Swift block between
/// `<!-- snippet: Name -->` and `<!-- /snippet -->` must be, line for line, the part of
/// `Examples/iOS/Name.swift` between `// snippet-begin` and `// snippet-end` (check-ios compiles
/// that file for iOS; the `#if canImport(UIKit)` around it stays outside the quote). So a README
/// snippet compiles as a reader pastes it, imports included, and cannot drift from the file.
@Suite("README snippets")
struct ReadmeSnippetTests {
    /// The repository root: the nearest folder above this file holding Package.swift and README.md.
    static let root: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let manager = FileManager.default
            if manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
               manager.fileExists(atPath: folder.appendingPathComponent("README.md").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    static func lines(of relativePath: String) throws -> [Substring] {
        let url = root.appendingPathComponent(relativePath)
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// A marked block of README.md: the snippet's name and the lines inside its Swift fence.
    struct MarkedBlock: CustomTestStringConvertible {
        let name: String
        let readmeLine: Int
        let code: [Substring]
        var testDescription: String { name }
    }

    /// Every marked block, in order. A marker without a Swift fence right after it, or a block
    /// that never closes, is an error naming its line.
    static func markedBlocks() throws -> [MarkedBlock] {
        let readme = try lines(of: "README.md")
        var blocks: [MarkedBlock] = []
        var index = 0
        while index < readme.count {
            let line = readme[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard line.hasPrefix("<!-- snippet:"), line.hasSuffix("-->") else { continue }
            let name = line.dropFirst("<!-- snippet:".count).dropLast("-->".count).trimmingCharacters(in: .whitespaces)
            let opening = index
            guard index < readme.count, readme[index] == "```swift" else {
                throw SnippetError(message: "README.md:\(opening): the marker of \(name) is not followed by ```swift")
            }
            let body = index + 1
            guard let fence = readme[body...].firstIndex(of: "```"), fence + 1 < readme.count,
                  readme[fence + 1].trimmingCharacters(in: .whitespaces) == "<!-- /snippet -->" else {
                throw SnippetError(message: "README.md:\(opening): \(name)'s block does not end with ``` and <!-- /snippet -->")
            }
            blocks.append(MarkedBlock(name: name, readmeLine: opening, code: Array(readme[body..<fence])))
            index = fence + 2
        }
        return blocks
    }

    /// The quoted part of `Examples/iOS/<name>.swift`.
    static func quotedLines(of name: String) throws -> [Substring] {
        let file = try lines(of: "Examples/iOS/\(name).swift")
        let trimmed = file.map { $0.trimmingCharacters(in: .whitespaces) }
        guard let begin = trimmed.firstIndex(of: "// snippet-begin"),
              let end = trimmed.firstIndex(of: "// snippet-end"), begin < end else {
            throw SnippetError(message: "Examples/iOS/\(name).swift has no // snippet-begin … // snippet-end")
        }
        return Array(file[(begin + 1)..<end])
    }

    struct SnippetError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    @Test func readmeMarksItsClientCode() throws {
        let blocks = try Self.markedBlocks()
        #expect(blocks.count >= 7, "README.md marks \(blocks.count) snippets")
        #expect(Set(blocks.map(\.name)).count == blocks.count, "a snippet is quoted twice")
    }

    @Test(arguments: try ReadmeSnippetTests.markedBlocks())
    func readmeBlock_isItsCompiledFileVerbatim(block: MarkedBlock) throws {
        let quoted = try Self.quotedLines(of: block.name)
        if let line = zip(block.code, quoted).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            Issue.record("""
                README.md:\(block.readmeLine + 2 + line) differs from Examples/iOS/\(block.name).swift's snippet, \
                line \(line + 1):
                  README: \(block.code[line])
                  file:   \(quoted[line])
                """)
        } else {
            #expect(block.code.count == quoted.count,
                    "README.md quotes \(block.code.count) lines of \(block.name), the file has \(quoted.count)")
        }
        // A paste compiles only with its imports.
        #expect(quoted.first?.hasPrefix("import ") == true, "\(block.name)'s snippet does not start with its imports")
    }

    /// A Swift block outside the markers is allowed only for a Package.swift fragment, which is
    /// not client code: anything else would be code nobody compiles.
    @Test func everyOtherSwiftBlock_isAManifestFragment() throws {
        let readme = try Self.lines(of: "README.md")
        var insideSnippet = false
        for (offset, line) in readme.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<!-- snippet:") { insideSnippet = true }
            if trimmed == "<!-- /snippet -->" { insideSnippet = false }
            guard line == "```swift", !insideSnippet else { continue }
            let body = readme[(offset + 1)...].prefix { $0 != "```" }
            #expect(body.contains { $0.contains(".package(") },
                    "README.md:\(offset + 1): a Swift block outside <!-- snippet: … --> markers")
        }
    }
}
