import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A component on the engine whose app binding holds an item's identity (`Binding<ID?>`),
/// joined as the SwiftUI coordinator joins it: updates hand the identity to an
/// ``IdentifiedBinding``, reports go to it, scrolls are carried out at once, writes (as
/// identities) after the update and only if still the latest, and a write makes SwiftUI update
/// again with the identity written (the echo, which must answer nothing).
struct IdentifiedBoundEngine<Behavior: BindableBehavior> {
    typealias Engine = CollectionEngine<Behavior>
    var engine: Engine
    var binding = IdentifiedBinding<Behavior, String>()
    var identities: [String]
    /// What the app's `@State` holds.
    var appValue: String?
    private(set) var writes: [String?] = []
    private(set) var scrolls: [BindingCommand<Behavior.BoundValue>] = []
    private(set) var echoCommands: [BindingCommand<Behavior.BoundValue>] = []
    private let scroll: (inout Engine, Behavior.BoundValue, Bool) -> Void
    private var routedTold = 0, routedEffects = 0
    private var updating = false
    private var deferred: [Behavior.BoundValue] = []

    init(engine: Engine, identities: [String], initial: String?,
         scroll: @escaping (inout Engine, Behavior.BoundValue, Bool) -> Void) {
        self.engine = engine
        self.identities = identities
        self.appValue = initial
        self.scroll = scroll
        routedTold = engine.told.count
        routedEffects = engine.effects.count
        update(animated: false)
    }

    /// The app sets its state (inside `withAnimation` when `animated`); SwiftUI updates.
    mutating func appSets(_ identity: String?, animated: Bool) {
        appValue = identity
        update(animated: animated)
    }

    /// SwiftUI's `updateUIView`.
    mutating func update(animated: Bool) {
        updating = true
        carryOut(binding.appSet(appValue, identities: identities, animated: animated, behavior: engine.behavior,
                                layout: engine.layout))
        updating = false
        flush()
    }

    /// Drives the engine, routes its reports, then SwiftUI hands back what was written.
    mutating func drive(_ body: (inout Engine) -> Void) {
        body(&engine)
        route()
    }

    /// The viewport gets a size (the first layout); the binding hears of the layout pass.
    mutating func resize(to size: CGSize) {
        drive { $0.setViewportSize(size) }
        updating = true
        carryOut(binding.componentDidLayout(identities: identities, behavior: engine.behavior, layout: engine.layout))
        updating = false
        flush()
    }

    mutating func runUntilIdle() {
        let end = engine.now + 10
        while engine.isMoving && engine.now < end { drive { $0.advance(by: 1 / 60) } }
    }

    private mutating func route() {
        while routedTold < engine.told.count || routedEffects < engine.effects.count {
            let report: BehaviorReport<Behavior.Effect>
            if routedTold < engine.told.count {
                report = .heard(engine.told[routedTold])
                routedTold += 1
            } else {
                report = .effect(engine.effects[routedEffects])
                routedEffects += 1
            }
            carryOut(binding.receive(report, behavior: engine.behavior, layout: engine.layout,
                                     contentOffset: engine.contentOffset))
        }
    }

    private mutating func carryOut(_ commands: [BindingCommand<Behavior.BoundValue>]) {
        for command in commands {
            switch command {
            case .scroll(let value, let animated):
                scrolls.append(command)
                scroll(&engine, value, animated)
                route()
            case .write(let value):
                if updating { deferred.append(value) } else { write(value) }
            }
        }
    }

    private mutating func flush() {
        let pending = deferred
        deferred = []
        for value in pending where binding.isLatest(value) { write(value) }
    }

    private mutating func write(_ value: Behavior.BoundValue) {
        let identity = binding.identity(for: value, identities: identities, behavior: engine.behavior,
                                        layout: engine.layout)
        writes.append(identity)
        appValue = identity
        // SwiftUI's next update hands the identity back: an echo.
        #expect(binding.isEcho(identity, identities: identities, behavior: engine.behavior, layout: engine.layout)
            || identity == nil)
        updating = true
        let answer = binding.appSet(appValue, identities: identities, animated: false, behavior: engine.behavior,
                                    layout: engine.layout)
        echoCommands += answer
        carryOut(answer)
        updating = false
        flush()
    }
}
