import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// What joins an engine's reports to a binding in these tests: ``BehaviorBinding`` for the
/// paged grid, the carousel and the infinite grid, ``PresentationBinding`` for presentations.
protocol EngineBindingGlue {
    associatedtype Behavior: ScrollBehavior
    associatedtype Value: Equatable & Sendable
    var sync: BindingSync<Value> { get }
    mutating func appSet(_ value: Value, animated: Bool, engine: CollectionEngine<Behavior>) -> [BindingCommand<Value>]
    mutating func receive(_ report: BehaviorReport<Behavior.Effect>, engine: CollectionEngine<Behavior>)
        -> [BindingCommand<Value>]
    mutating func componentDidLayout(engine: CollectionEngine<Behavior>) -> [BindingCommand<Value>]
    mutating func dataWillChange()
    mutating func dataDidChange<ID: Hashable>(from old: [ID], to new: [ID], engine: CollectionEngine<Behavior>)
        -> [BindingCommand<Value>]
}

extension BehaviorBinding: EngineBindingGlue {
    mutating func appSet(_ value: Value, animated: Bool, engine: CollectionEngine<Behavior>) -> [Command] {
        appSet(value, animated: animated, behavior: engine.behavior, layout: engine.layout)
    }

    mutating func receive(_ report: BehaviorReport<Behavior.Effect>, engine: CollectionEngine<Behavior>) -> [Command] {
        receive(report, behavior: engine.behavior, layout: engine.layout, contentOffset: engine.contentOffset)
    }

    mutating func componentDidLayout(engine: CollectionEngine<Behavior>) -> [Command] {
        componentDidLayout(behavior: engine.behavior, layout: engine.layout)
    }

    mutating func dataDidChange<ID: Hashable>(from old: [ID], to new: [ID], engine: CollectionEngine<Behavior>) -> [Command] {
        dataDidChange(from: old, to: new, behavior: engine.behavior, layout: engine.layout)
    }
}

extension PresentationBinding: EngineBindingGlue {
    typealias Behavior = PresentationBehavior
    typealias Value = Selection

    mutating func appSet(_ value: Selection, animated: Bool, engine: PresentationEngine) -> [BindingCommand<Selection>] {
        appSet(value, animated: animated)
    }

    mutating func receive(_ report: BehaviorReport<PresentationBehavior.Effect>,
                          engine: PresentationEngine) -> [BindingCommand<Selection>] {
        receive(report)
    }

    mutating func dataWillChange() {}

    mutating func componentDidLayout(engine: PresentationEngine) -> [BindingCommand<Selection>] { [] }

    mutating func dataDidChange<ID: Hashable>(from old: [ID], to new: [ID],
                                              engine: PresentationEngine) -> [BindingCommand<Selection>] { [] }
}

/// What a ``BoundEngine`` drives: one engine, or a pair of linked engines whose leader's
/// behaviour is bound (the view pager's pages, their tab strip following).
protocol BoundComponent {
    associatedtype Behavior: ScrollBehavior
    /// The engine whose behaviour the binding follows.
    var bound: CollectionEngine<Behavior> { get }
    /// Whether anything still moves.
    var isMoving: Bool { get }
    /// One frame on every clock.
    mutating func advance(by interval: TimeInterval)
    /// The viewport gets a new size.
    mutating func setViewportSize(_ size: CGSize)
    /// The data goes from identities `old` to `new`, as the component's wrapper reloads it.
    mutating func reload<ID: Hashable>(from old: [ID], to new: [ID])
}

extension CollectionEngine: BoundComponent {
    var bound: CollectionEngine<Behavior> { self }

    /// A reload keeping indices: the binding keeps the place by identity.
    mutating func reload<ID: Hashable>(from old: [ID], to new: [ID]) {
        reloadData(itemCount: new.count)
    }
}

/// A component on the engine joined to an app's binding exactly as the SwiftUI coordinator
/// joins the UIKit view to it: SwiftUI's `updateUIView` hands the binding's value to the
/// glue; every report of the component goes to the glue; scrolls are carried out on the
/// component at once, writes after the update (as SwiftUI requires) and only if still the
/// latest; a write makes SwiftUI update again with the value written.
///
/// Reports are routed after each engine call: the callbacks the behaviour heard first, then
/// its effects (the order the adapter produces them within one callback).
struct BoundEngine<Glue: EngineBindingGlue, Component: BoundComponent> where Component.Behavior == Glue.Behavior {
    typealias Value = Glue.Value
    var engine: Component
    var glue: Glue
    /// What the app's binding reads (the app's `@State`).
    var appValue: Value
    /// Every value written to the binding, in order.
    private(set) var writes: [Value] = []
    /// Every scroll the glue asked for, in order.
    private(set) var scrolls: [BindingCommand<Value>] = []
    /// Commands answered to SwiftUI's update right after a write (the echo): must stay empty.
    private(set) var echoCommands: [BindingCommand<Value>] = []
    /// The most commands one input produced (a loop would show here).
    private(set) var largestAnswer = 0
    /// Writes of the value written last with no app value in between (an echo loop).
    private(set) var repeatedWrites = 0
    /// Scrolls answered to a report of the component. The coordinator would carry them out
    /// inside the component's own callback, in the middle of its adapter's actions: must stay 0.
    private(set) var scrollsFromReports = 0
    /// What every step of a random sequence keeps: no echo command, no burst of commands, no
    /// repeated write and no scroll answered to a report.
    var keepsTheSyncRules: Bool {
        echoCommands.isEmpty && largestAnswer <= 2 && repeatedWrites == 0 && scrollsFromReports == 0
    }
    private var lastWrite: Value?
    private let carryOutScroll: (inout Component, Value, Bool) -> Void
    private var routedTold = 0
    private var routedEffects = 0
    private var updating = false
    private var deferredWrites: [Value] = []
    private var needsEcho = false

    /// Joins `engine` to an app whose binding holds `initial`, and runs the first update.
    init(engine: Component, glue: Glue, initial: Value, scroll: @escaping (inout Component, Value, Bool) -> Void) {
        self.engine = engine
        self.glue = glue
        self.appValue = initial
        self.carryOutScroll = scroll
        routedTold = engine.bound.told.count
        routedEffects = engine.bound.effects.count
        update(animated: false)
    }

    // MARK: - The app

    /// The app sets its state (inside `withAnimation` when `animated`); SwiftUI updates.
    mutating func appSets(_ value: Value, animated: Bool) {
        appValue = value
        lastWrite = nil
        update(animated: animated)
    }

    /// SwiftUI's `updateUIView` with the binding's current value.
    mutating func update(animated: Bool) {
        updating = true
        carryOut(glue.appSet(appValue, animated: animated, engine: engine.bound))
        updating = false
        flushWrites()
        echo()
    }

    // MARK: - The component

    /// Drives the engine (a finger, time), then routes its reports; SwiftUI then updates
    /// with whatever was written meanwhile.
    mutating func drive(_ body: (inout Component) -> Void) {
        body(&engine)
        route()
        echo()
    }

    /// Frames at 60 Hz until nothing moves, routing after each.
    mutating func runUntilIdle(limit: TimeInterval = 10) {
        let end = engine.bound.now + limit
        while engine.isMoving && engine.bound.now < end { drive { $0.advance(by: 1 / 60) } }
    }

    /// `count` frames at 60 Hz.
    mutating func frames(_ count: Int) {
        for _ in 0..<count { drive { $0.advance(by: 1 / 60) } }
    }

    /// The viewport gets a new size (the first layout, a rotation); the glue hears of the
    /// layout pass after the component's own reports, as the coordinator's view does.
    mutating func resize(to size: CGSize) {
        drive { $0.setViewportSize(size) }
        updating = true
        carryOut(glue.componentDidLayout(engine: engine.bound))
        updating = false
        flushWrites()
        echo()
    }

    /// The data changes: the glue hears it before the reload, the engine reloads, the glue
    /// answers after (what the coordinator does in `updateUIView`).
    mutating func changeData<ID: Hashable>(from old: [ID], to new: [ID]) {
        updating = true
        glue.dataWillChange()
        engine.reload(from: old, to: new)
        route()
        carryOut(glue.dataDidChange(from: old, to: new, engine: engine.bound))
        carryOut(glue.appSet(appValue, animated: false, engine: engine.bound))
        updating = false
        flushWrites()
        echo()
    }

    // MARK: - Plumbing

    private mutating func route() {
        while true {
            let report: BehaviorReport<Glue.Behavior.Effect>
            if routedTold < engine.bound.told.count {
                report = .heard(engine.bound.told[routedTold])
                routedTold += 1
            } else if routedEffects < engine.bound.effects.count {
                report = .effect(engine.bound.effects[routedEffects])
                routedEffects += 1
            } else {
                return
            }
            let answer = glue.receive(report, engine: engine.bound)
            scrollsFromReports += answer.filter { $0.scrollTarget != nil }.count
            carryOut(answer)
        }
    }

    private mutating func carryOut(_ commands: [BindingCommand<Value>]) {
        largestAnswer = max(largestAnswer, commands.count)
        for command in commands {
            switch command {
            case .scroll(let value, let animated):
                scrolls.append(command)
                carryOutScroll(&engine, value, animated)
                route()
            case .write(let value):
                if updating { deferredWrites.append(value) } else { write(value) }
            }
        }
    }

    private mutating func flushWrites() {
        let pending = deferredWrites
        deferredWrites = []
        for value in pending where glue.sync.isLatest(value) { write(value) }
    }

    /// The binding takes the value; SwiftUI will update the representable with it.
    private mutating func write(_ value: Value) {
        if lastWrite == value { repeatedWrites += 1 }
        lastWrite = value
        writes.append(value)
        appValue = value
        needsEcho = true
    }

    /// SwiftUI's update after writes (on the next turn of the run loop, once for any number of
    /// writes): it hands back the value written, which must change nothing.
    private mutating func echo() {
        while needsEcho {
            needsEcho = false
            updating = true
            let answer = glue.appSet(appValue, animated: false, engine: engine.bound)
            echoCommands += answer
            carryOut(answer)
            updating = false
            flushWrites()
        }
    }
}

extension BoundEngine {
    /// The scroll targets asked for, in order.
    var scrollTargets: [Value] { scrolls.compactMap(\.scrollTarget) }
}

extension BoundEngine where Value == Int {
    /// The app sets 3, 1, 4 and 4 again while each animation runs (4, 2 and 1 frames in), then
    /// everything comes to rest: a well-behaved binding scrolls to 3, 1 and 4 and writes nothing.
    mutating func retargetRapidlyWhileAnimating() {
        appSets(3, animated: true)
        frames(4)
        appSets(1, animated: true)
        frames(2)
        appSets(4, animated: true)
        frames(1)
        appSets(4, animated: true)
        runUntilIdle()
    }
}
