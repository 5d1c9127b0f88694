import Foundation
import PropertyBased
import Testing
@testable import TesseraCore

/// A presentation collection (list, grid, mosaic, waterfall; with or without section headers)
/// in an engine and a random event sequence to play on it, switches and pinches included.
struct EnginePresentationCase: CustomStringConvertible, Sendable {
    var start = 0
    var headerHeight: CGFloat = 0
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
    }

    func makeEngine() throws -> (PresentationEngine, [AnyPresentation]) {
        let presentations = try scenarioPresentations(headerHeight: headerHeight)
        var engine = makePresentationEngine(presentations[start], sectionItemCounts: sections, viewport: viewport,
                                            direction: direction, uikit: script.uikit)
        engine.clearLog()
        return (engine, presentations)
    }

    var description: String {
        """
        EnginePresentationCase(start: \(start), headerHeight: \(headerHeight), sections: \(sections), \
        viewport: \(viewport), \(direction),
          \(script),
          \(choices))
        """
    }
}

@Suite("Properties: presentation engine")
struct EnginePresentationProperties {
    /// Open finding (issue 10, long mode): a release at 10³⁰ pt/s into the edge of a one-item
    /// list, then `reload(Int.max)` while UIKit still decelerates at that raw speed
    /// (`Choices(sparse: [8: 70, 16: 174, 18: 1, 19: 63, 22: 163, 28: 119, 29: 236, 31: 236,
    /// 32: 223, 33: 153, 34: 174, 35: 231, 36: 47])`), is still moving after 10 s: the adapter
    /// re-aims UIKit only when the playable target differs from UIKit's own, and at an edge
    /// they agree. Recorded as a known issue until fixed; remove `withKnownIssue` then.
    @Test func anyEventSequence_keepsTheEngineInvariantsAndComesToRest() async {
        await withKnownIssue("a 10³⁰ pt/s release into an edge, then reload(Int.max), never rests (issue 10, open)",
                             isIntermittent: true) {
            await propertyCheck(count: PropertyCases.count, input: Choices.cases(EnginePresentationCase.init)) { testCase in
                Self.check(testCase)
            }
        }
    }

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
