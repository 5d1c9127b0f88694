import Foundation
import PropertyBased
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A presentation collection (list, grid, mosaic, waterfall; with or without section headers
/// and footers, pinned or not)
/// in an engine and a random event sequence to play on it, switches and pinches included.
struct EnginePresentationCase: CustomStringConvertible, Sendable {
    var start = 0
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    var pinsHeaders = false, pinsFooters = false
    var sections = [0]
    var viewport = CGSize(width: 320, height: 480)
    var direction = LayoutDirection.leftToRight
    var script: EngineScript
    var choices: Choices

    init(_ c: inout Choices) {
        choices = c
        start = c.int(in: 0...3)
        headerHeight = c.chance(25) ? 30 : 0
        sections = c.chance(20) ? [EngineEvent.count(&c), c.pick([0, 3, 7])] : [EngineEvent.count(&c)]
        if c.chance(25) { viewport = EngineEvent.viewport(&c) }
        direction = c.chance(20) ? .rightToLeft : .leftToRight
        script = EngineScript(&c, extras: .presentations)
        // Drawn last, so that the draws above decode as they did before footers.
        footerHeight = c.chance(25) ? 24 : 0
        pinsHeaders = c.chance(30)
        pinsFooters = c.chance(30)
    }

    func makeEngine() throws -> (PresentationEngine, [AnyPresentation]) {
        let presentations = try scenarioPresentations(headerHeight: headerHeight).map {
            pinning(withFooters($0, height: footerHeight), headers: pinsHeaders, footers: pinsFooters)
        }
        var engine = makePresentationEngine(presentations[start], sectionItemCounts: sections, viewport: viewport,
                                            direction: direction, uikit: script.uikit)
        engine.clearLog()
        return (engine, presentations)
    }

    var description: String {
        """
        EnginePresentationCase(start: \(start), headerHeight: \(headerHeight), footerHeight: \(footerHeight), \
        pins: \(pinsHeaders)/\(pinsFooters), sections: \(sections), \
        viewport: \(viewport), \(direction),
          \(script),
          \(choices))
        """
    }
}

struct EnginePresentationProperties {
    static func check(_ testCase: EnginePresentationCase) {
        guard let (made, presentations) = try? testCase.makeEngine() else {
            Issue.record("the scenario presentations were rejected")
            return
        }
        var engine = made
        let settling: (PresentationEngine) -> Bool = {
            $0.isSettling || $0.behavior.phase == .animating
        }
        // Lifting the fingers ends a pinch too.
        let lift: (inout PresentationEngine) -> Void = { engine in
            engine.liftFingers(velocity: .zero)
            if engine.behavior.phase == .interactive { engine.endInteractiveSwitch(progressVelocity: 0) }
        }
        runEngineScript(&engine, testCase.script, loops: { _ in false }, isMoving: settling, lift: lift, special: { engine, event in
            switch event {
            case .switchPresentation(let index, let animated):
                engine.setPresentation(presentations[index], animated: animated)
            case .pinch(let index, let progress, let velocity):
                if engine.behavior.phase != .interactive { engine.beginInteractiveSwitch(to: presentations[index]) }
                engine.updateInteractiveSwitch(progress: progress)
                if let velocity { engine.endInteractiveSwitch(progressVelocity: velocity) }
            case .componentScroll(let item, let animated):
                engine.scrollToItem(ItemIndex(item: item), at: .top, animated: animated)
            default:
                break
            }
        })
    }
}
