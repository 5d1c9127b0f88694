import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("Hosting: writes during SwiftUI's update")
struct HostingBindingWriteGateTests {
    @Test func aWriteOutsideAnyUpdate_landsNow() {
        var gate = BindingWriteGate<Int>()
        #expect(gate.route(3) == .now && gate.pending.isEmpty)
    }

    @Test func aNestedUpdateEnding_doesNotOpenTheGateOfTheOuterOne() {
        var gate = BindingWriteGate<Int>()
        gate.enter()                                    // updateUIView
        #expect(gate.route(1) == .afterUpdate)
        gate.enter()                                    // the layout pass it causes
        #expect(gate.route(2) == .afterUpdate)
        #expect(gate.leave().isEmpty && gate.isUpdating)
        #expect(gate.route(3) == .afterUpdate)          // still inside updateUIView
        #expect(gate.leave() == [1, 2, 3] && !gate.isUpdating)
        #expect(gate.route(4) == .now)
    }

    /// The case: a bounded grid's update resolves the app's far centre and writes it
    /// back while laying out inside the update; every write waits for the outermost update.
    @Test func aCentreBeyondTheBounds_setDuringAnUpdateThatLaysOut_isWrittenAfterIt() throws {
        var engine = try makeInfiniteEngine(yBounds: 0...4)
        var binding = BehaviorBinding<InfiniteGridBehavior>()
        var gate = BindingWriteGate<GridCoordinates>()
        var routes: [BindingWriteGate<GridCoordinates>.Route] = []
        gate.enter()
        for command in binding.appSet(GridCoordinates(x: 5000, y: 99), animated: false, behavior: engine.behavior,
                                      layout: engine.layout) {
            if case .scroll(let center, let animated) = command { engine.scroll(to: center, animated: animated) }
            if let value = command.writtenValue { routes.append(gate.route(value)) }
            gate.enter()
            for command in binding.componentDidLayout(behavior: engine.behavior, layout: engine.layout) {
                if let value = command.writtenValue { routes.append(gate.route(value)) }
            }
            _ = gate.leave()
        }
        let after = gate.leave()
        #expect(routes == [.afterUpdate] && after == [GridCoordinates(x: 5000, y: 4)])
        #expect(after.allSatisfy(binding.sync.isLatest))
    }
}
