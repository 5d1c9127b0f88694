import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Interactive switches, as a pinch drives them through the engine.
@Suite("Interactive presentation switches")
struct PresentationInteractiveSwitchTests {
    /// A pinch moves the progress back and forth with the anchor held; cancelled, at once or
    /// animated, every frame and the offset are exactly the starting ones.
    @Test(arguments: [false, true])
    func cancel_returnsExactlyToTheStart(animated: Bool) throws {
        let chain = try scenarioPresentations(headerHeight: 24, heights: scenarioHeights([500, 500], seed: 3))
        for (from, to) in zip(chain, chain[1...] + [chain[0]]) {
            var engine = makePresentationEngine(from, sectionItemCounts: [500, 500])
            engine.scroll(by: 25_000)
            let start = engine.shownFrames, offset = engine.contentOffset
            let anchor = try #require(engine.currentAnchor)
            engine.beginInteractiveSwitch(to: to)
            #expect(engine.shownFrames == start && engine.contentOffset == offset, "progress 0 moves nothing")
            #expect(engine.behavior.phase == .interactive && engine.clockSchedule == .none)
            for progress in [0.2, 0.55, 0.8, 0.35] as [CGFloat] {
                engine.updateInteractiveSwitch(progress: progress)
                #expect(engine.layout.switchProgress == progress)
                expectAnchorKept(engine, anchor, "\(from.kind) → \(to.kind) at \(progress)")
            }
            engine.cancelInteractiveSwitch(animated: animated)
            engine.runUntilSettled()
            #expect(!engine.layout.isSwitching && engine.layout.kind == from.kind)
            #expect(engine.shownFrames == start, "\(from.kind) → \(to.kind)")
            #expect(engine.contentOffset == offset)
            #expect(engine.effects.contains { if case .switchCancelled(back: from.kind) = $0 { true } else { false } })
            #expect(engine.completedSwitches.isEmpty)
        }
    }

    /// Finished, animated over the rest of the duration, the result is the one an animated
    /// switch gives.
    @Test func finish_endsWhereAnAnimatedSwitchEnds() throws {
        let chain = try scenarioPresentations()
        var interactive = makePresentationEngine(chain[0])
        interactive.scroll(by: 9000)
        var animated = interactive
        animated.setPresentation(chain[2], animated: true)
        animated.runUntilSettled()

        interactive.beginInteractiveSwitch(to: chain[2])
        interactive.updateInteractiveSwitch(progress: 0.6)
        let started = interactive.now
        interactive.finishInteractiveSwitch(animated: true)
        #expect(interactive.behavior.phase == .animating && interactive.clockSchedule == .everyFrame)
        interactive.runUntilSettled()
        let took = interactive.now - started
        #expect(took >= 0.4 * 0.35 - 1e-9 && took <= 0.4 * 0.35 + 1.0 / 60 + 1e-9, "the remaining 40% of 0.35 s")
        #expect(interactive.shownFrames == animated.shownFrames && interactive.contentOffset == animated.contentOffset)
        #expect(interactive.completedSwitches == [.mosaic])
    }

    /// Released, the pinch's velocity decides: a quick pinch a third of the way finishes, a slow
    /// one two thirds of the way finishes, a pinch going back cancels.
    @Test(arguments: [(CGFloat(0.35), CGFloat(1.2), true), (0.65, 0, true), (0.45, 0, false), (0.7, -2.5, false)])
    func release_finishesOrCancelsByProjectedProgress(progress: CGFloat, velocity: CGFloat, finishes: Bool) throws {
        let chain = try scenarioPresentations()
        var engine = makePresentationEngine(chain[1])
        engine.scroll(by: 3000)
        engine.beginInteractiveSwitch(to: chain[0])
        engine.updateInteractiveSwitch(progress: progress)
        engine.endInteractiveSwitch(progressVelocity: velocity)
        engine.runUntilSettled()
        #expect(engine.layout.kind == (finishes ? .list : .grid))
    }

    /// The item under the pinch is the anchor when the app names it.
    @Test func namedAnchor_isTheOneHeld() throws {
        let chain = try scenarioPresentations()
        var engine = makePresentationEngine(chain[0])
        engine.scroll(by: 4000)
        let below = try #require(engine.visibleItems.dropFirst(2).first)
        let anchor = try #require(PresentationAnchor.named(below.index, in: engine.layout, contentOffset: engine.contentOffset))
        engine.beginInteractiveSwitch(to: chain[1], anchorItem: below.index)
        engine.updateInteractiveSwitch(progress: 0.5)
        expectAnchorKept(engine, anchor, "halfway")
        engine.finishInteractiveSwitch(animated: false)
        expectAnchorKept(engine, anchor, "finished")
    }

    /// Progress outside 0…1 is clamped, NaN ignored; updates without an interactive switch do
    /// nothing; an interactive switch begun during an animated one first ends that one.
    @Test func oddInput_isHandled() throws {
        let chain = try scenarioPresentations()
        var engine = makePresentationEngine(chain[0])
        engine.updateInteractiveSwitch(progress: 0.5)
        engine.finishInteractiveSwitch(animated: true)
        #expect(!engine.layout.isSwitching && engine.behavior.nextRevision == 1)
        engine.setPresentation(chain[1], animated: true)
        engine.advance(by: 0.1)
        engine.beginInteractiveSwitch(to: chain[2])
        #expect(engine.completedSwitches == [.grid] && engine.behavior.phase == .interactive)
        engine.updateInteractiveSwitch(progress: 7)
        #expect(engine.layout.switchProgress == 1)
        engine.updateInteractiveSwitch(progress: .nan)
        #expect(engine.layout.switchProgress == 1)
        engine.updateInteractiveSwitch(progress: -3)
        #expect(engine.layout.switchProgress == 0)
        engine.cancelInteractiveSwitch(animated: true)
        engine.runUntilSettled()
        #expect(engine.layout.kind == .grid)
    }

    // MARK: - The pinch

    @Test func pinch_scaleBecomesProgress() {
        let pinch = PresentationPinch()
        #expect(pinch.progress(forScale: 1, direction: .denser) == 0)
        #expect(abs(pinch.progress(forScale: 0.5, direction: .denser) - 1) < 1e-12)
        #expect(abs(pinch.progress(forScale: 2, direction: .sparser) - 1) < 1e-12)
        #expect(abs(pinch.progress(forScale: 2.squareRoot(), direction: .sparser) - 0.5) < 1e-12)
        #expect(abs(pinch.progress(forScale: 1 / 2.squareRoot(), direction: .denser) - 0.5) < 1e-12)
        // Turned back past 1: nothing of the switch shows.
        #expect(pinch.progress(forScale: 1.3, direction: .denser) == 0 && pinch.progress(forScale: 0.9, direction: .sparser) == 0)
        #expect(pinch.progress(forScale: 0.1, direction: .denser) == 1)
        #expect(pinch.progress(forScale: 0, direction: .denser) == 0 && pinch.progress(forScale: .nan, direction: .sparser) == 0)
        #expect(PresentationPinch.direction(forScale: 0.8) == .denser)
        #expect(PresentationPinch.direction(forScale: 1.2) == .sparser)
        #expect(PresentationPinch.direction(forScale: 1) == nil && PresentationPinch.direction(forScale: -1) == nil)
        // Closing further while pinching in is progress forward; opening is progress back.
        #expect(pinch.progressVelocity(forScale: 0.8, velocity: -1, direction: .denser) > 0)
        #expect(pinch.progressVelocity(forScale: 1.5, velocity: -1, direction: .sparser) < 0)
        #expect(PresentationPinch(completionScale: 0.5).progress(forScale: 2, direction: .sparser) == 1)
    }
}
