import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// What a hosting coordinator hands its `HostingRevisions`, in the order it happens.
enum HostingInput: Equatable {
    /// SwiftUI's update, classified.
    case update(HostingUpdate)
    /// A report of the component.
    case report(BehaviorReport<Never>)

    var update: HostingUpdate? {
        if case .update(let update) = self { update } else { nil }
    }
}

/// A glue between an engine and an app's binding that classifies every SwiftUI update the way
/// a hosting coordinator does, before handing it on (the echo of the component's own write, a
/// parent's update, a change of data), and notes the component's scroll callbacks in between.
struct ClassifyingGlue<Inner: EngineBindingGlue>: EngineBindingGlue {
    typealias Behavior = Inner.Behavior
    typealias Value = Inner.Value
    var inner: Inner
    /// Every update and scroll callback, in order.
    private(set) var inputs: [HostingInput] = []
    private var isChangingData = false

    /// Every update's kind, in order.
    var updates: [HostingUpdate] { inputs.compactMap(\.update) }

    init(inner: Inner) {
        self.inner = inner
    }

    var sync: BindingSync<Value> { inner.sync }

    mutating func appSet(_ value: Value, animated: Bool, engine: CollectionEngine<Behavior>) -> [BindingCommand<Value>] {
        inputs.append(.update(HostingUpdate.classify(identitiesChanged: isChangingData, environmentChanged: false,
                                                     isEcho: inner.sync.isEcho(value))))
        isChangingData = false
        return inner.appSet(value, animated: animated, engine: engine)
    }

    mutating func receive(_ report: BehaviorReport<Behavior.Effect>, engine: CollectionEngine<Behavior>)
        -> [BindingCommand<Value>] {
        if case .heard(let event) = report { inputs.append(.report(.heard(event))) }
        return inner.receive(report, engine: engine)
    }

    mutating func componentDidLayout(engine: CollectionEngine<Behavior>) -> [BindingCommand<Value>] {
        inner.componentDidLayout(engine: engine)
    }

    mutating func dataWillChange() {
        isChangingData = true
        inner.dataWillChange()
    }

    mutating func dataDidChange<ID: Hashable>(from old: [ID], to new: [ID], engine: CollectionEngine<Behavior>)
        -> [BindingCommand<Value>] {
        inner.dataDidChange(from: old, to: new, engine: engine)
    }
}

/// The hosting cells of a component on the engine, as the SwiftUI coordinators keep them: a
/// cell UIKit configures (an item appearing in it, a slot that now stands for another item) is
/// hosted with its item's identity at the current revision; each layout pass flushes the
/// re-hosting the updates and the ends of motion asked for, through ``HostingRevisions``.
struct HostedCells<ID: Hashable & Sendable> {
    var revisions: HostingRevisions
    /// What each live cell (by `LiveCell.id`) hosts.
    private(set) var stamps: [Int: HostedStamp<ID>] = [:]
    /// Cells hosted because UIKit configured them (`cellForItemAt`).
    private(set) var configured = 0
    /// The cells re-hosted by each flush.
    private(set) var flushes: [Int] = []
    private var shown: [ItemIndex: Int] = [:]
    private var routedInputs = 0

    init(echoTiming: HostingEchoTiming) {
        revisions = HostingRevisions(echoTiming: echoTiming)
    }

    /// Total cells re-hosted by flushes.
    var rehosted: Int { flushes.reduce(0, +) }

    /// Hands the inputs since the last pass to the revisions, then runs a layout pass: UIKit
    /// configures the cells that need it, then the coordinator flushes.
    mutating func layoutPass(inputs: [HostingInput], visible: [ItemIndex: LiveCell], identity: (ItemIndex) -> ID?) {
        for input in inputs.dropFirst(routedInputs) {
            switch input {
            case .update(let update): _ = revisions.update(update)
            case .report(let report): _ = revisions.receive(report)
            }
        }
        routedInputs = inputs.count
        for (index, cell) in visible {
            guard let id = identity(index) else { continue }
            if shown[index] != cell.id || stamps[cell.id]?.identity != id {
                stamps[cell.id] = revisions.stamp(for: id)
                configured += 1
            }
        }
        shown = visible.mapValues(\.id)
        guard revisions.takeFlush() else { return }
        let cells = visible.compactMap { index, cell in
            identity(index).map { (key: cell.id, hosted: stamps[cell.id], identity: $0) }
        }
        let keys = revisions.cellsToRehost(cells)
        for (key, _, id) in cells where keys.contains(key) { stamps[key] = revisions.stamp(for: id) }
        flushes.append(keys.count)
    }
}
