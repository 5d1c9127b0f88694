import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// An app's choice of presentation.
enum Look: Hashable, Sendable, CaseIterable {
    case list, grid, mosaic

    var presentation: AnyPresentation {
        get throws {
            switch self {
            case .list: AnyPresentation(try ListPresentation(rowHeight: 112, lineSpacing: 10))
            case .grid: AnyPresentation(try GridPresentation(columns: .count(3), itemSpacing: 8, lineSpacing: 20))
            case .mosaic: AnyPresentation(try MosaicPresentation(pattern: [.fullWidth(height: .aspectRatio(2)),
                                                                             .row(columns: 3)]))
            }
        }
    }
}

typealias BoundPresentations = BoundEngine<PresentationBinding<Look>, PresentationEngine>

func makeBoundPresentations(_ look: Look = .list, reducesMotion: Bool = false) throws -> BoundPresentations {
    BoundPresentations(engine: makePresentationEngine(try look.presentation),
                       glue: PresentationBinding(shown: look, reducesMotion: reducesMotion),
                       initial: look) { engine, look, animated in
        engine.setPresentation((try? look.presentation) ?? AnyPresentation(ListPresentation()), animated: animated)
    }
}

extension BoundEngine where Glue == PresentationBinding<Look>, Component == PresentationEngine {
    /// Frames until no switch plays and nothing moves.
    mutating func runUntilSettled() {
        var frames = 0
        while (engine.isMoving || engine.behavior.phase != .idle) && frames < 600 {
            self.frames(1)
            frames += 1
        }
    }
}

@Suite("Binding: presentations")
struct PresentationBindingTests {
    @Test(arguments: [true, false])
    func appSelectsAPresentation_switchesOnce_keepingTheTopItem(animated: Bool) throws {
        var bound = try makeBoundPresentations()
        bound.drive { $0.scroll(by: 40_000) }
        let anchor = try #require(bound.engine.currentAnchor)
        bound.appSets(.grid, animated: animated)
        bound.runUntilSettled()
        #expect(bound.scrolls == [.scroll(to: .grid, animated: animated)])
        #expect(bound.engine.completedSwitches == [.grid] && bound.writes.isEmpty && bound.echoCommands.isEmpty)
        expectAnchorKept(bound.engine, anchor, "after the switch")
        #expect(bound.glue.sync.shown == .grid)
    }

    @Test func rapidSelectionsDuringASwitch_retargetIt() throws {
        var bound = try makeBoundPresentations()
        bound.appSets(.grid, animated: true)
        bound.frames(5)
        bound.appSets(.mosaic, animated: true)
        bound.frames(3)
        bound.update(animated: true)
        bound.appSets(.list, animated: true)
        bound.runUntilSettled()
        #expect(bound.scrollTargets == [.grid, .mosaic, .list])
        #expect(bound.engine.completedSwitches == [.list] && bound.writes.isEmpty)
        #expect(bound.glue.sync.shown == .list && bound.glue.sync.mover == .none)
    }

    @Test func touchDuringASwitch_endsItAtItsTarget() throws {
        var bound = try makeBoundPresentations()
        bound.appSets(.mosaic, animated: true)
        bound.frames(4)
        bound.drive { $0.touchDown() }
        bound.drive { $0.touchUp() }
        bound.runUntilSettled()
        #expect(bound.engine.completedSwitches == [.mosaic] && bound.writes.isEmpty)
        #expect(bound.glue.sync.shown == .mosaic)
    }

    @Test func cancelledInteractiveSwitch_keepsTheSelection() throws {
        var bound = try makeBoundPresentations(.grid)
        bound.drive { $0.beginInteractiveSwitch(to: try! Look.list.presentation) }
        bound.drive { $0.updateInteractiveSwitch(progress: 0.3) }
        bound.drive { $0.cancelInteractiveSwitch(animated: false) }
        #expect(bound.writes.isEmpty && bound.glue.sync.shown == .grid && bound.appValue == .grid)
    }

    @Test func reduceMotion_switchesAtOnce() throws {
        var bound = try makeBoundPresentations(reducesMotion: true)
        bound.appSets(.grid, animated: true)
        #expect(bound.scrolls == [.scroll(to: .grid, animated: false)])
        #expect(bound.engine.completedSwitches == [.grid] && bound.engine.behavior.phase == .idle)
    }
}
