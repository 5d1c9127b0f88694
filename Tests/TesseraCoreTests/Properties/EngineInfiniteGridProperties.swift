import Foundation
import PropertyBased
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A small infinite grid in an engine (bounded, toroidal or free, centred anywhere) and a
/// random event sequence to play on it.
struct EngineInfiniteGridCase: CustomStringConvertible, Sendable {
    var tile = CGSize(width: 100, height: 100)
    var spacing: CGFloat = 0
    var center = GridCoordinates.zero
    var xBounds: ClosedRange<Int>?, yBounds: ClosedRange<Int>?
    var torus: GridTorus?
    var viewport = canonicalViewport
    var direction = LayoutDirection.leftToRight
    var script: EngineScript
    var choices: Choices

    init(_ c: inout Choices) {
        choices = c
        tile = CGSize(width: CGFloat(c.int(in: 40...400)) / 2, height: CGFloat(c.int(in: 40...400)) / 2)
        spacing = c.steps(8, of: 2.5)
        if c.chance(20) {
            center = c.pick([GridCoordinates(x: 7, y: -3), GridCoordinates(x: .max, y: .min),
                             GridCoordinates(x: .min, y: .max), GridCoordinates(x: 1 << 62, y: -(1 << 62))])
        }
        if c.chance(15) { xBounds = c.pick([0...0, -3...3, Int.min...(Int.min + 4), (Int.max - 2)...Int.max]) }
        if c.chance(15) { yBounds = c.pick([0...9, -1...1, Int.min...Int.max]) }
        if c.chance(10) { torus = GridTorus(columns: c.pick([1, 3, 7]), rows: c.pick([1, 2, 5])) }
        if c.chance(25) { viewport = EngineEvent.viewport(&c) }
        direction = c.chance(20) ? .rightToLeft : .leftToRight
        script = EngineScript(&c, extras: .accessibility)
    }

    func makeEngine() throws -> InfiniteGridEngine {
        var engine = try makeInfiniteEngine(tile: tile, spacing: spacing, center: center, viewport: viewport,
                                            direction: direction, xBounds: xBounds, yBounds: yBounds, torus: torus,
                                            uikit: script.uikit)
        engine.clearLog()
        return engine
    }

    var description: String {
        """
        EngineInfiniteGridCase(tile: \(tile), spacing: \(spacing), center: \(center), \
        xBounds: \(String(describing: xBounds)), yBounds: \(String(describing: yBounds)), \
        torus: \(String(describing: torus)), viewport: \(viewport), \(direction),
          \(script),
          \(choices))
        """
    }
}

@Suite("Properties: infinite grid engine")
struct EngineInfiniteGridProperties {
    /// Any script, raw releases (10³⁰ pt/s), offsets and viewports included: every frame keeps
    /// the engine's invariants and the grid comes to rest.
    @Test func anyEventSequence_keepsTheEngineInvariantsAndComesToRest() async {
        await propertyCheck(count: PropertyCases.count, input: Choices.cases(EngineInfiniteGridCase.init)) { testCase in
            Self.check(testCase)
        }
    }

    static func check(_ testCase: EngineInfiniteGridCase) {
        guard var engine = try? testCase.makeEngine() else { Issue.record("a valid grid was rejected"); return }
        runEngineScript(&engine, testCase.script, loops: { !$0.layout.isEmpty }, special: { engine, event in
            switch event {
            case .componentScroll(let x, let animated):
                // `~x` (−x − 1) reaches the other end of `Int` without trapping.
                engine.scroll(to: GridCoordinates(x: x, y: ~x), animated: animated)
            case .accessibilityScroll(let direction):
                engine.accessibilityScroll(direction)
            default:
                break
            }
        })
    }
}
