#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraCore

/// What a coordinator does to host its items' content in cells, with the decisions made by
/// `HostingRevisions` (TesseraCore): a cell is hosted when UIKit configures it, and re-hosted
/// at the flush after an update that may have changed content, once however many updates came
/// before the flush. The echo of the component's own binding write is flushed when its motion
/// settles (`HostingEchoTiming`), so the coordinator hands every report to ``receive(_:)``.
@MainActor
final class CellHosting<ID: Hashable> {
    private var revisions: HostingRevisions
    private var environment = HostingEnvironment()

    init(echoTiming: HostingEchoTiming = .firstInMotion) {
        revisions = HostingRevisions(echoTiming: echoTiming)
    }

    /// The environment hosted content gets.
    var values: EnvironmentValues { environment.values }

    /// Takes SwiftUI's update. Returns whether a flush must be scheduled (the component's view
    /// then lays out, and its layout pass calls ``flush(_:rebuild:)``).
    func update(identitiesChanged: Bool, isEcho: Bool, environment values: EnvironmentValues) -> Bool {
        let environmentChanged = environment.adopt(values)
        return revisions.update(HostingUpdate.classify(identitiesChanged: identitiesChanged,
                                                      environmentChanged: environmentChanged, isEcho: isEcho))
    }

    /// Takes a report of the component. Returns whether a flush must be scheduled (the motion
    /// settled with an echo's re-hosting due).
    func receive<Effect>(_ report: BehaviorReport<Effect>) -> Bool {
        revisions.receive(report)
    }

    /// The root for `content` of the item `identity`.
    func root<Content: View>(_ content: Content, identity: ID) -> HostedRoot<Content, ID> {
        HostedRoot(content: content, identity: identity, environment: environment.values)
    }

    /// Hosts `content` of the item `identity` in `cell` (UIKit configures it, or a flush found
    /// it stale).
    func host<Content: View>(_ content: Content, identity: ID, in cell: HostingCell) {
        cell.host(root(content, identity: identity))
        cell.stamp = revisions.stamp(for: identity)
    }

    /// The flush, at the component's layout pass: `rebuild` hosts again each of the `visible`
    /// cells (a cell, the identity of the item it stands for now, and that item) whose content
    /// is stale (another item, an older revision). Nothing if no update asked for a flush; then
    /// `visible` is not even asked for (a scrolling collection view lays out every frame).
    /// Returns whether the flush ran.
    @discardableResult
    func flush<Cell: HostingCell, Item>(_ visible: () -> [(cell: Cell, identity: ID, item: Item)],
                                        rebuild: (Cell, ID, Item) -> Void) -> Bool {
        guard revisions.takeFlush() else { return false }
        let cells = visible()
        let stale = Set(revisions.cellsToRehost(cells.map {
            (key: ObjectIdentifier($0.cell), hosted: $0.cell.stamp as? HostedStamp<ID>, identity: $0.identity)
        }))
        for (cell, identity, item) in cells where stale.contains(ObjectIdentifier(cell)) { rebuild(cell, identity, item) }
        return true
    }

    /// Whether hosted content stamped `stamp` for the item `identity` is stale (a view that is
    /// not a cell: a page, a tab).
    func isStale(_ stamp: HostedStamp<ID>?, showing identity: ID) -> Bool {
        revisions.needsRehost(stamp, showing: identity)
    }

    /// The stamp of content built now for `identity`.
    func stamp(for identity: ID) -> HostedStamp<ID> {
        revisions.stamp(for: identity)
    }

    /// Takes the pending flush for views that are not cells (see ``isStale(_:showing:)``).
    func takeFlush() -> Bool {
        revisions.takeFlush()
    }
}
#endif
