import Foundation
import PropertyBased
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A small looping (or finite) carousel in an engine and a random event sequence to play on it.
struct EngineCarouselCase: CustomStringConvertible, Sendable {
    var configuration: CarouselLayout.Configuration?
    var summary = ""
    var items = 0
    var viewport = canonicalViewport
    var direction = LayoutDirection.leftToRight
    var script: EngineScript
    var choices: Choices

    init(_ c: inout Choices) {
        choices = c
        let axis: Axis = c.pick([.horizontal, .vertical])
        let sizing: CarouselLayout.ItemSizing = c.pick([
            .fixed(CGSize(width: 200, height: 160)), .fill,
            .fixed(CGSize(width: CGFloat(c.int(in: 20...300)), height: CGFloat(c.int(in: 20...300)))),
            .aspectRatio(c.pick([1.5, 0.5, 3]))])
        let spacing = c.steps(4, of: 10)
        let isInfinite = !c.chance(25)
        let paging: CarouselLayout.Paging = c.pick([.item, .none, .screenful])
        let multiple = c.chance(20)
        let transform: CarouselTransform = c.pick([.none, .linearScale(minimumScale: 0.8), .fade(minimumAlpha: 0.3),
                                                   .standardCoverFlow, .standardStackedCards])
        let alignment: CarouselLayout.Alignment = c.pick([.centered, .leading])
        let loopsSingleItem = c.chance(20)
        configuration = try? CarouselLayout.Configuration(
            axis: axis, itemSizing: sizing, minimumLineSpacing: spacing, alignment: alignment, isInfinite: isInfinite,
            loopsSingleItem: loopsSingleItem, paging: paging, allowsMultipleItemScroll: multiple, transform: transform)
        summary = "axis: \(axis), sizing: \(sizing), spacing: \(spacing), alignment: \(alignment), infinite: \(isInfinite), "
            + "loopsSingleItem: \(loopsSingleItem), paging: \(paging), multiple: \(multiple), transform: \(transform)"
        items = EngineEvent.count(&c)
        if c.chance(25) { viewport = EngineEvent.viewport(&c) }
        direction = c.chance(20) ? .rightToLeft : .leftToRight
        script = EngineScript(&c, extras: .accessibility)
    }

    func makeEngine() throws -> CarouselEngine {
        var engine = try makeCarouselEngine(items: items, configuration: configuration, viewport: viewport,
                                            direction: direction, uikit: script.uikit)
        engine.clearLog()
        return engine
    }

    var description: String {
        """
        EngineCarouselCase(\(summary), items: \(items), viewport: \(viewport), \(direction),
          \(script),
          \(choices))
        """
    }
}

struct EngineCarouselProperties {
    static func check(_ testCase: EngineCarouselCase) {
        guard var engine = try? testCase.makeEngine() else { Issue.record("a valid carousel was rejected"); return }
        runEngineScript(&engine, testCase.script, loops: { $0.behavior.isLooping },
                        special: { engine, event in
            switch event {
            case .componentScroll(let index, let animated) where index < 0:
                engine.send { $0.scrollByStops(index, animated: animated, scroll: $1, layout: $2) }
            case .componentScroll(let index, let animated):
                engine.scrollToItem(index, animated: animated)
            case .accessibilityScroll(let direction):
                engine.accessibilityScroll(direction)
            default:
                break
            }
        })
    }
}
