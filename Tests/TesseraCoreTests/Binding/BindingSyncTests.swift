import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The state machine on its own: each rule, then random sequences against a model component.
@Suite("Binding: BindingSync")
struct BindingSyncTests {
    typealias Sync = BindingSync<Int>

    @Test func firstValue_jumpsThereWithoutAnimation() {
        var sync = Sync(shown: 0)
        #expect(sync.appSet(3, animated: true) == [.scroll(to: 3, animated: false)])
        #expect(sync.shown == 3 && sync.mover == .none)
    }

    @Test func firstValueTheComponentShows_doesNothing() {
        var sync = Sync(shown: 2)
        #expect(sync.appSet(2, animated: true).isEmpty)
    }

    @Test func sameValueAgain_doesNothing() {
        var sync = Sync(shown: 0)
        _ = sync.appSet(0, animated: false)
        #expect(sync.appSet(4, animated: true) == [.scroll(to: 4, animated: true)])
        #expect(sync.appSet(4, animated: true).isEmpty)
        #expect(sync.appSet(4, animated: false).isEmpty)
    }

    @Test func theWrittenValueComingBack_isAnEcho() {
        var sync = Sync(shown: 0)
        _ = sync.appSet(0, animated: false)
        _ = sync.userBegan()
        _ = sync.componentWillMove(toward: 1)
        #expect(sync.componentSettled(at: 1) == [.write(1)])
        // Before the write lands SwiftUI may update with the old value, then with the new one.
        #expect(sync.appSet(0, animated: false).isEmpty)
        #expect(sync.appSet(1, animated: false).isEmpty)
        #expect(sync.seen == 1 && sync.binding == 1)
    }

    @Test func aDeferredWrite_yieldsToAnAppValueSetMeanwhile() {
        var sync = Sync(shown: 0)
        _ = sync.appSet(0, animated: false)
        #expect(sync.componentReported(2) == [.write(2)])
        #expect(sync.isLatest(2))
        #expect(sync.appSet(5, animated: false) == [.scroll(to: 5, animated: false)])
        #expect(!sync.isLatest(2))
    }

    @Test func valuesPassedOnTheWayToTheAppsValue_areNotWritten() {
        var sync = Sync(shown: 0)
        _ = sync.appSet(0, animated: false)
        _ = sync.appSet(5, animated: true)
        #expect(sync.componentWillMove(toward: 5).isEmpty && sync.mover == .app)
        #expect(sync.componentReported(2).isEmpty && sync.componentReported(3).isEmpty)
        #expect(sync.componentReported(5).isEmpty && sync.mover == .none)
        #expect(sync.componentSettled(at: 5).isEmpty)
    }

    @Test func theFingerWins_andTheRestIsWritten() {
        var sync = Sync(shown: 1)
        _ = sync.appSet(1, animated: false)
        _ = sync.userBegan()
        #expect(sync.appSet(4, animated: true).isEmpty)
        #expect(sync.componentWillMove(toward: 1).isEmpty)
        #expect(sync.componentSettled(at: 1) == [.write(1)])
    }

    @Test func appValueWhereTheComponentIsGoing_doesNotRestart() {
        var sync = Sync(shown: 0)
        _ = sync.appSet(0, animated: false)
        _ = sync.userBegan()
        _ = sync.componentWillMove(toward: 2)
        #expect(sync.appSet(2, animated: true).isEmpty)
        #expect(sync.appSet(3, animated: true) == [.scroll(to: 3, animated: true)])
    }

    @Test func unreachableValue_isResolvedAndWrittenBack() {
        var sync = Sync(shown: 0)
        _ = sync.appSet(0, animated: false)
        #expect(sync.appSet(9, animated: true, resolved: 4) == [.scroll(to: 4, animated: true), .write(4)])
        #expect(sync.appSet(4, animated: false).isEmpty)
        #expect(sync.appSet(7, animated: false, resolved: 4) == [.write(4)])
    }

    @Test func reduceMotion_jumps() {
        var sync = Sync(shown: 0, reducesMotion: true)
        _ = sync.appSet(0, animated: false)
        #expect(sync.appSet(2, animated: true) == [.scroll(to: 2, animated: false)])
    }

    @Test func dataChange_holdsTheReloadsOwnReports_thenKeepsTheItem() {
        var sync = Sync(shown: 2)
        _ = sync.appSet(2, animated: false)
        sync.dataWillChange()
        #expect(sync.valueBeforeDataChange == 2)
        #expect(sync.componentReported(4).isEmpty)
        #expect(sync.dataDidChange(keeping: 3) == [.scroll(to: 3, animated: false), .write(3)])
        #expect(sync.appSet(2, animated: false).isEmpty) // SwiftUI's update before the write lands
    }

    // MARK: - Random sequences

    /// A component with pages 0…9 that moves one tick per step towards its target, as the
    /// adapter plays motions, and reports like the paged grid (a change at rest).
    private struct ModelComponent {
        var page = 0
        var target: Int?
        var ticksLeft = 0
        var dragging = false
    }

    /// Random app values (animated or not, repeated, out of range), drags and releases, with
    /// writes echoed back by SwiftUI a tick later: echoes never scroll, answers stay short, no
    /// value is written twice without the app setting one in between, and at rest binding and
    /// component agree.
    @Test(arguments: 0..<40)
    func randomSequences_neverLoop_andEndInStep(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var sync = Sync(shown: 0)
        var model = ModelComponent()
        var app = 0
        var pendingEcho = false
        var writes: [Int] = []
        // The last write since the app last set a value: the same value twice is an echo loop.
        var lastWrite: Int?
        func carryOut(_ commands: [BindingCommand<Int>], _ sync: inout Sync) {
            #expect(commands.count <= 2)
            for command in commands {
                switch command {
                case .scroll(let value, let animated):
                    let page = min(max(value, 0), 9)
                    if animated && page != model.page {
                        model.target = page
                        model.ticksLeft = 3
                    } else {
                        model.target = nil
                        if page != model.page {
                            model.page = page
                            carryOut(sync.componentReported(page), &sync)
                        }
                    }
                case .write(let value):
                    #expect(lastWrite != value, "seed \(seed)")
                    lastWrite = value
                    writes.append(value)
                    app = value
                    pendingEcho = true
                }
            }
        }
        _ = sync.appSet(app, animated: false)
        for _ in 0..<200 {
            if pendingEcho {
                pendingEcho = false
                let echo = sync.appSet(app, animated: false, resolved: min(max(app, 0), 9))
                #expect(echo.isEmpty, "seed \(seed)")
            }
            switch Int.random(in: 0..<10, using: &random) {
            case 0...2:
                app = Int.random(in: -2...11, using: &random)
                lastWrite = nil
                carryOut(sync.appSet(app, animated: Bool.random(using: &random), resolved: min(max(app, 0), 9)), &sync)
            case 3 where !model.dragging:
                model.dragging = true
                model.target = nil
                carryOut(sync.userBegan(), &sync)
            case 4 where model.dragging:
                model.dragging = false
                let landing = min(max(model.page + Int.random(in: -1...1, using: &random), 0), 9)
                model.target = landing
                model.ticksLeft = 2
                carryOut(sync.componentWillMove(toward: landing), &sync)
            default:
                guard !model.dragging, let target = model.target else { continue }
                model.ticksLeft -= 1
                guard model.ticksLeft <= 0 else { continue }
                model.target = nil
                let changed = model.page != target
                model.page = target
                carryOut(sync.componentSettled(at: target), &sync)
                if changed { carryOut(sync.componentReported(target), &sync) }
            }
        }
        // Let go, finish the motion and the echo.
        if model.dragging {
            model.dragging = false
            model.target = model.page
            carryOut(sync.componentWillMove(toward: model.page), &sync)
        }
        if let target = model.target {
            model.page = target
            model.target = nil
            carryOut(sync.componentSettled(at: target), &sync)
        }
        if pendingEcho { #expect(sync.appSet(app, animated: false, resolved: min(max(app, 0), 9)).isEmpty) }
        #expect(app == model.page, "seed \(seed): binding \(app), component \(model.page)")
    }
}
