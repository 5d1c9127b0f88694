import Foundation
import PropertyBased
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A small paged grid in an engine and a random event sequence to play on it.
struct EnginePagedGridCase: CustomStringConvertible, Sendable {
    var configuration = PagedGridLayout.Configuration.standard
    var items = 0
    var viewport = canonicalViewport
    var direction = LayoutDirection.leftToRight
    var script: EngineScript
    var choices: Choices

    init(_ c: inout Choices) {
        choices = c
        let axis: Axis = c.pick([.horizontal, .vertical])
        configuration = (try? PagedGridLayout.Configuration(
            columns: c.int(in: 1...4), rows: c.int(in: 1...3), itemSpacing: c.steps(4, of: 5),
            lineSpacing: c.steps(4, of: 5), pageSpacing: c.pick([20, 0, 7.5, 400]),
            sectionInsets: c.chance(20) ? EdgeInsets(top: 6, left: 8, bottom: 4, right: 12) : .zero,
            pageAxis: axis, fillOrder: c.pick([.rowMajor, .columnMajor]),
            maximumPagesPerFlick: c.pick([1, 1, 3, Int.max]), minimumFlickVelocity: c.pick([400, 0, 2500]))) ?? .standard
        items = EngineEvent.count(&c)
        if c.chance(25) { viewport = EngineEvent.viewport(&c) }
        direction = c.chance(20) ? .rightToLeft : .leftToRight
        script = EngineScript(&c, extras: .accessibility)
    }

    func makeEngine() -> GridEngine {
        var engine = makeGridEngine(items: items, configuration: configuration, viewport: viewport,
                                    direction: direction, uikit: script.uikit)
        engine.clearLog()
        return engine
    }

    var description: String {
        """
        EnginePagedGridCase(\(configuration.columns)×\(configuration.rows), axis: \(configuration.pageAxis), \
        fill: \(configuration.fillOrder), spacing: \(configuration.itemSpacing)/\(configuration.lineSpacing)/\
        \(configuration.pageSpacing), insets: \(configuration.sectionInsets), pagesPerFlick: \
        \(configuration.maximumPagesPerFlick), flick: \(configuration.minimumFlickVelocity), items: \(items), \
        viewport: \(viewport), \(direction),
          \(script),
          \(choices))
        """
    }
}

struct EnginePagedGridProperties {
    static func check(_ testCase: EnginePagedGridCase) {
        var engine = testCase.makeEngine()
        runEngineScript(&engine, testCase.script, loops: { _ in false }, special: { engine, event in
            switch event {
            case .componentScroll(let page, let animated):
                engine.scrollToPage(page, animated: animated)
            case .accessibilityScroll(let direction):
                engine.accessibilityScroll(direction)
            default:
                break
            }
        })
    }
}
