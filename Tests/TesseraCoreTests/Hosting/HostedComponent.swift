import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A component on the engine bound to an app (``BoundEngine``) whose cells host SwiftUI
/// content (``HostedCells``): every step of the app or the finger ends with a layout pass.
struct HostedComponent<Inner: EngineBindingGlue, Component: BoundComponent, ID: Hashable & Sendable>
    where Component.Behavior == Inner.Behavior {
    typealias Bound = BoundEngine<ClassifyingGlue<Inner>, Component>
    var bound: Bound
    var cells: HostedCells<ID>
    /// The identity of the item a cell at an index path shows now.
    let identity: (CollectionEngine<Inner.Behavior>, ItemIndex) -> ID?

    init(_ bound: Bound, echoTiming: HostingEchoTiming,
         identity: @escaping (CollectionEngine<Inner.Behavior>, ItemIndex) -> ID?) {
        self.bound = bound
        cells = HostedCells(echoTiming: echoTiming)
        self.identity = identity
        layoutPass()
    }

    /// The app or the finger does something, then UIKit lays out.
    mutating func step(_ body: (inout Bound) -> Void) {
        body(&bound)
        layoutPass()
    }

    /// `count` frames at 60 Hz, a layout pass after each.
    mutating func frames(_ count: Int) {
        for _ in 0..<count { step { $0.frames(1) } }
    }

    /// Frames at 60 Hz until nothing moves, a layout pass after each.
    mutating func runUntilIdle(limit: Int = 600) {
        for _ in 0..<limit where bound.engine.isMoving { step { $0.frames(1) } }
    }

    mutating func layoutPass() {
        let engine = bound.engine.bound, identity = self.identity
        cells.layoutPass(inputs: bound.glue.inputs, visible: engine.cells.visible) { identity(engine, $0) }
    }

    var visibleCount: Int { bound.engine.bound.cells.visible.count }

    /// Every visible cell hosts the item at its index, built in the current revision.
    var showsCurrentContent: Bool {
        let engine = bound.engine.bound
        return engine.cells.visible.allSatisfy { index, cell in
            guard let id = identity(engine, index) else { return true }
            return cells.stamps[cell.id] == cells.revisions.stamp(for: id)
        }
    }

    /// The kinds of the updates after the first (SwiftUI's first `updateUIView`).
    var laterUpdates: [HostingUpdate] { Array(bound.glue.updates.dropFirst()) }
}

typealias HostedPlane = HostedComponent<BehaviorBinding<InfiniteGridBehavior>, CollectionEngine<InfiniteGridBehavior>,
                                        GridCoordinates>
typealias HostedCarousel = HostedComponent<BehaviorBinding<CarouselBehavior>, CollectionEngine<CarouselBehavior>, String>

/// An `InfiniteGrid` of 80 pt tiles whose cells host each tile's content, by tile coordinates.
/// `echoTiming` is the grid's own unless a test compares.
func makeHostedPlane(echoTiming: HostingEchoTiming = .atSettle) throws -> HostedPlane {
    let engine = try makeInfiniteEngine(tile: CGSize(width: 80, height: 80))
    let bound = HostedPlane.Bound(engine: engine, glue: ClassifyingGlue(inner: BehaviorBinding()), initial: .zero) {
        engine, coordinates, animated in engine.scroll(to: coordinates, animated: animated)
    }
    return HostedPlane(bound, echoTiming: echoTiming) { engine, index in engine.layout.coordinates(for: index) }
}

/// A looping `Carousel` (the banner) whose cells host the items `identities`, by identity.
func makeHostedCarousel(identities: @escaping @Sendable () -> [String], index: Int = 0) throws -> HostedCarousel {
    let engine = try makeCarouselEngine(items: identities().count)
    let bound = HostedCarousel.Bound(engine: engine, glue: ClassifyingGlue(inner: BehaviorBinding()), initial: index) {
        engine, index, animated in engine.scrollToItem(index, animated: animated)
    }
    return HostedCarousel(bound, echoTiming: .firstInMotion) { engine, index in
        let ids = identities()
        guard let virtual = engine.layout.virtualIndex(forSlot: index.item, visibleRect: engine.uikitState.visibleRect)
        else { return nil }
        let data = engine.layout.dataIndex(forVirtualIndex: virtual)
        return ids.indices.contains(data) ? ids[data] : nil
    }
}
