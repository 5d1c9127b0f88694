import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// One input to a headless collection view, decoded from random choices: what a finger, the
/// clock, the app, VoiceOver and the component's own controls can do to an engine, with any
/// value they could pass (NaN and huge drags and velocities, zero, negative, NaN and huge time
/// steps, empty and degenerate viewports, `Int.max` counts and indices, far and non-finite
/// offsets).
///
/// Choice 0 decodes the simplest event (a small drag), so a shrunk sequence reads as few and
/// as ordinary events as still fail.
enum EngineEvent: Sendable, CustomStringConvertible {
    /// A finger touches the content (no drag yet).
    case touchDown
    /// The last finger lifts; a drag in progress ends first (without velocity), as UIKit's pan
    /// ends when its finger lifts.
    case touchUp
    /// The finger moves the content offset by the delta (a pan begins first if none is in progress).
    case drag(CGPoint)
    /// The finger lifts with a velocity in points per second (after a pan begins, if none was).
    case release(CGPoint)
    /// The clock moves by this many seconds (one frame, however long).
    case advance(TimeInterval)
    /// The viewport takes this size (rotation, split view).
    case resize(CGSize)
    /// `reloadData()` with this many items (pages, tabs…).
    case reload(Int)
    /// The app calls UIKit's `scrollToItem(at:at:animated:)`.
    case scrollToItem(ItemIndex, ItemScrollPosition, animated: Bool)
    /// The app calls the component's own scroll command (scroll to page, item, tile).
    case componentScroll(Int, animated: Bool)
    /// The app calls `setContentOffset(_:animated:)` (UIKit does not clamp it).
    case setContentOffset(CGPoint, animated: Bool)
    /// A tap at a point in viewport coordinates.
    case tap(CGPoint)
    /// A VoiceOver three-finger scroll or adjustable increment / decrement.
    case accessibilityScroll(AccessibilityScrollDirection)
    /// The user taps a tab of the view pager's strip (by index; a tab off screen cannot be tapped).
    case tabTap(Int)
    /// The app switches presentations (by index into the behaviour's list).
    case switchPresentation(Int, animated: Bool)
    /// A pinch switches presentations interactively: begins towards one, moves to a progress,
    /// then ends with a progress velocity (or stays unfinished for the next event).
    case pinch(Int, progress: CGFloat, velocity: CGFloat?)

    /// The events beyond the common ones a behaviour takes.
    struct Extras: OptionSet, Sendable {
        let rawValue: Int
        static let accessibility = Extras(rawValue: 1 << 0)
        static let tabs = Extras(rawValue: 1 << 1)
        static let presentations = Extras(rawValue: 1 << 2)
    }

    /// Decodes one event; `extras` adds the behaviour's own.
    static func decode(_ c: inout Choices, extras: Extras) -> EngineEvent {
        let weights = [24, 22, 9, 4, 4, 4, 5, 5, 4, 6, 4,
                       extras.contains(.accessibility) ? 4 : 0,
                       extras.contains(.tabs) ? 6 : 0,
                       extras.contains(.presentations) ? 5 : 0,
                       extras.contains(.presentations) ? 3 : 0]
        switch c.weighted(weights) {
        case 0: return .drag(CGPoint(x: c.coordinate(near: -400...400, adversarialPercent: 4),
                                     y: c.coordinate(near: -400...400, adversarialPercent: 4)))
        case 1: return .advance(step(&c))
        case 2: return .release(c.velocity())
        case 3: return .touchDown
        case 4: return .touchUp
        case 5: return .resize(viewport(&c))
        case 6: return .reload(count(&c))
        case 7: return .scrollToItem(itemIndex(&c), c.pick(positions), animated: c.chance(50))
        case 8: return .componentScroll(index(&c), animated: c.chance(50))
        case 9: return .setContentOffset(CGPoint(x: c.coordinate(near: -1000...3000, adversarialPercent: 10),
                                                 y: c.coordinate(near: -1000...3000, adversarialPercent: 10)),
                                         animated: c.chance(40))
        case 10: return .tap(CGPoint(x: c.coordinate(near: -40...560, adversarialPercent: 8),
                                     y: c.coordinate(near: -40...560, adversarialPercent: 8)))
        case 11: return .accessibilityScroll(c.pick([.next, .previous, .left, .right, .up, .down]))
        case 12: return .tabTap(index(&c))
        case 13: return .switchPresentation(c.int(in: 0...3), animated: c.chance(50))
        default:
            return .pinch(c.int(in: 0...3), progress: c.pick([0.5, 0, 1, 0.2, 0.9, -3, 7, .nan, .infinity]),
                          velocity: c.chance(70) ? c.pick([0, 2, -2, 30, .nan, -.infinity]) : nil)
        }
    }

    /// A frame or a few usually; rarely nothing, backwards, NaN, infinite, a year or an eon.
    static func step(_ c: inout Choices) -> TimeInterval {
        switch c.weighted([80, 12, 8]) {
        case 0: Double(c.int(in: 1...24)) / 60
        case 1: c.pick([0.5, 1.0 / 120, 2, 11, 1e-9])
        default: c.pick([0, -1, -1e9, .nan, .infinity, -.infinity, 3.2e7, 1e300])
        }
    }

    /// Viewports from ordinary to empty, a hair, large or invalid. (Not enormous: a viewport of
    /// 10⁹ pt shows the query's cap of tens of thousands of cells a frame, which would cost a
    /// second a case; the layout properties query such rectangles.)
    static func viewport(_ c: inout Choices) -> CGSize {
        switch c.weighted([78, 16, 6]) {
        case 0: CGSize(width: CGFloat(c.int(in: 40...500)), height: CGFloat(c.int(in: 40...500)))
        case 1: c.pick([CGSize.zero, CGSize(width: 0, height: 200), CGSize(width: 320, height: 0),
                        CGSize(width: 0.5, height: 0.5), CGSize(width: 1, height: 1), CGSize(width: 1024, height: 768)])
        default: c.pick([CGSize(width: -10, height: 200), CGSize(width: CGFloat.nan, height: 200),
                         CGSize(width: 320, height: CGFloat.infinity), CGSize(width: 0.25, height: 1e-300)])
        }
    }

    /// Item counts: a few usually; rarely many, `Int.max` or negative.
    static func count(_ c: inout Choices) -> Int {
        !c.chance(10) ? c.pick([0, 1, 2, 3, 5, 8, 13, 40]) : c.pick([1000, 1_000_000, Int.max, -1, Int.min])
    }

    /// An index near the items usually; rarely at the `Int` limits.
    static func index(_ c: inout Choices) -> Int {
        !c.chance(10) ? c.int(in: -1...12) : c.pick([Int.max, Int.min, 40, 1_000_000, Int.max - 1])
    }

    static func itemIndex(_ c: inout Choices) -> ItemIndex {
        ItemIndex(item: index(&c), section: !c.chance(10) ? 0 : c.pick([1, 2, -1, Int.max]))
    }

    static let positions: [ItemScrollPosition] = [.left, .centeredHorizontally, .right, .top, .centeredVertically, .bottom,
                                                  [], [.left, .top], [.centeredHorizontally, .centeredVertically]]

    var description: String {
        switch self {
        case .touchDown: "touchDown"
        case .touchUp: "touchUp"
        case .drag(let d): "drag(\(d.x), \(d.y))"
        case .release(let v): "release(\(v.x), \(v.y))"
        case .advance(let t): "advance(\(t))"
        case .resize(let s): "resize(\(s.width)×\(s.height))"
        case .reload(let n): "reload(\(n))"
        case .scrollToItem(let i, let p, let a): "scrollToItem(\(i.item)/\(i.section), \(p.rawValue), animated: \(a))"
        case .componentScroll(let i, let a): "componentScroll(\(i), animated: \(a))"
        case .setContentOffset(let p, let a): "setContentOffset(\(p.x), \(p.y), animated: \(a))"
        case .tap(let p): "tap(\(p.x), \(p.y))"
        case .accessibilityScroll(let d): "accessibilityScroll(\(d))"
        case .tabTap(let i): "tabTap(\(i))"
        case .switchPresentation(let i, let a): "switchPresentation(\(i), animated: \(a))"
        case .pinch(let i, let p, let v): "pinch(\(i), progress: \(p), velocity: \(v.map { "\($0)" } ?? "nil"))"
        }
    }
}

/// A sequence of events for one engine, with the UIKit model it runs under.
struct EngineScript: Sendable, CustomStringConvertible {
    var uikit: UIKitModel
    var events: [EngineEvent]

    /// Up to `maximum` events (at least one).
    init(_ c: inout Choices, extras: EngineEvent.Extras, maximum: Int = 8) {
        uikit = c.pick(UIKitModel.allPlausible)
        events = (0..<c.int(in: 1...maximum)).map { _ in EngineEvent.decode(&c, extras: extras) }
    }

    var description: String {
        "uikit: \(uikit), events: [\(events.map(\.description).joined(separator: ", "))]"
    }
}

// MARK: - Driving

extension CollectionEngine {
    /// Plays the events every scroll view takes; returns `false` for a behaviour's own.
    mutating func play(_ event: EngineEvent) -> Bool {
        switch event {
        case .touchDown:
            touchDown()
        case .touchUp:
            liftFingers(velocity: .zero)
        case .drag(let delta):
            if uikitPhase != .dragging { beginDragging() }
            drag(by: delta)
        case .release(let velocity):
            if uikitPhase != .dragging { beginDragging() }
            endDragging(velocity: velocity)
        case .advance(let step):
            advance(by: step)
        case .resize(let size):
            setViewportSize(size)
        case .reload(let count):
            reloadData(itemCount: count)
        case .scrollToItem(let index, let position, let animated):
            scrollToItem(index, at: position, animated: animated)
        case .setContentOffset(let offset, let animated):
            setContentOffset(offset, animated: animated)
        case .tap(let point):
            tap(at: point)
        default:
            return false
        }
        return true
    }

    /// Whether the content moves or the clock still asks for every frame (a display link that
    /// never stops is motion too: it drains the battery).
    var isSettling: Bool { isMoving || clockSchedule.frameRates != nil }

    /// Ends a drag (with `velocity`) and lifts every finger, in the UIKit model's order.
    mutating func liftFingers(velocity: CGPoint) {
        if uikitPhase == .dragging {
            if touchIsDown && uikit.touchUpOrder == .beforeDragEnd { touchUp() }
            endDragging(velocity: velocity)
        }
        touchUp()
    }
}

// MARK: - Invariants

/// What every engine promises after any event (issue 10), checked on one engine; each returns
/// the first violation, or `nil`.
struct EngineInvariants {
    /// Whether the content loops now (a looping carousel, the infinite grid): its offset stays
    /// inside its content (give or take a viewport: it is recentred long before an edge, and a
    /// bounce where the loop ends, the infinite grid's last tile), except while an offset the
    /// app set (UIKit does not clamp it) has not been brought back.
    var loops: @Sendable (Any) -> Bool = { _ in false }
    /// Set by the driver while an app-set offset may still be outside the content.
    var appOffsetPending = false

    /// How far past an edge a bounce carries the offset at the fastest release the gate lets
    /// through: the critically damped bounce spring (ζ = 1) peaks at v / (ω·e).
    static let bounceReach = Limits.releaseSpeed / (SpringParameters.bounce.naturalFrequency * CGFloat(M_E))

    /// Finite offset; visible cells are the layout's items in the visible rect; looping offsets bounded.
    func violation<B>(_ engine: CollectionEngine<B>) -> String? {
        let offset = engine.contentOffset
        guard offset.x.isFinite, offset.y.isFinite else { return "content offset \(offset) is not finite" }
        let expected = Set(engine.visibleItems.map(\.index))
        let shown = Set(engine.visibleIndices)
        if shown != expected {
            let missing = expected.subtracting(shown).sorted().prefix(4), extra = shown.subtracting(expected).sorted().prefix(4)
            return "visible cells differ from the layout's items in \(engine.uikitState.visibleRect): "
                + "missing \(Array(missing)), extra \(Array(extra))"
        }
        let content = engine.layout.contentSize, viewport = engine.uikitState.viewportSize
        let bound = max(content.width, content.height) + max(viewport.width, viewport.height) + Self.bounceReach
        if !appOffsetPending && max(abs(offset.x), abs(offset.y)) > bound && loops(engine) {
            return "looping offset \(offset) is beyond its content (\(content))"
        }
        return nil
    }

    /// At rest: the offset is inside the content (within half a pixel).
    func restViolation<B>(_ engine: CollectionEngine<B>) -> String? {
        let state = engine.uikitState, offset = engine.contentOffset, inside = state.clamped(offset)
        let tolerance = state.pixelGrid.tolerance + 1e-9 * max(abs(inside.x), abs(inside.y), 1)
        if abs(inside.x - offset.x) > tolerance || abs(inside.y - offset.y) > tolerance {
            return "rests at \(offset), outside the content (\(state.minimumOffset)…\(state.maximumOffset))"
        }
        return nil
    }
}

/// The fixed frame of the settle after input stops, and how long it may take.
enum EngineSettle {
    static let frame: TimeInterval = 0.1
    static let limit: TimeInterval = 10
    static var frames: Int { Int((limit / frame).rounded()) }
}

/// Runs `script` on a system of engines through `play`, checking `check` after every event
/// and every settling frame; after the events, `lift` lifts every finger and `tick` advances
/// one frame until `isMoving` is false (at most `EngineSettle.limit` simulated seconds), then
/// `checkRest` runs. Records the first violation as an issue, with the event that caused it.
func runEngineScript<System>(_ system: inout System, _ script: EngineScript,
                             play: (inout System, EngineEvent) -> Void,
                             check: (System) -> String?,
                             lift: (inout System) -> Void,
                             tick: (inout System) -> Void,
                             isMoving: (System) -> Bool,
                             checkRest: (System) -> String?) {
    if let problem = check(system) { Issue.record("before any event: \(problem)"); return }
    for (number, event) in script.events.enumerated() {
        play(&system, event)
        if let problem = check(system) { Issue.record("after event #\(number) \(event): \(problem)"); return }
    }
    lift(&system)
    if let problem = check(system) { Issue.record("after lifting the fingers: \(problem)"); return }
    var frames = 0
    while isMoving(system) {
        guard frames < EngineSettle.frames else {
            Issue.record("still moving \(EngineSettle.limit) s after the input stopped")
            return
        }
        tick(&system)
        frames += 1
        if let problem = check(system) { Issue.record("settling, frame \(frames): \(problem)"); return }
    }
    if let problem = checkRest(system) { Issue.record("at rest: \(problem)"); return }
}

/// `runEngineScript` for one engine, with the app-offset exemption of the loop bound tracked.
func runEngineScript<B>(_ engine: inout CollectionEngine<B>, _ script: EngineScript,
                        loops: @escaping @Sendable (CollectionEngine<B>) -> Bool,
                        isMoving: @escaping (CollectionEngine<B>) -> Bool = { $0.isSettling },
                        lift: @escaping (inout CollectionEngine<B>) -> Void = { $0.liftFingers(velocity: .zero) },
                        special: @escaping (inout CollectionEngine<B>, EngineEvent) -> Void = { _, _ in }) {
    var system = (engine: engine, invariants: EngineInvariants(loops: { ($0 as? CollectionEngine<B>).map(loops) ?? false }))
    runEngineScript(&system, script,
                    play: { system, event in
                        if case .setContentOffset = event { system.invariants.appOffsetPending = true }
                        if !system.engine.play(event) { special(&system.engine, event) }
                        // Under a resting finger UIKit leaves an offset where the app put it.
                        if !isMoving(system.engine) && !system.engine.touchIsDown { system.invariants.appOffsetPending = false }
                    },
                    check: { $0.invariants.violation($0.engine) },
                    lift: { lift(&$0.engine) },
                    tick: { system in
                        system.engine.advance(by: EngineSettle.frame)
                        if !isMoving(system.engine) && !system.engine.touchIsDown { system.invariants.appOffsetPending = false }
                    },
                    isMoving: { isMoving($0.engine) },
                    checkRest: { system in
                        system.invariants.violation(system.engine) ?? system.invariants.restViolation(system.engine)
                    })
    engine = system.engine
}
