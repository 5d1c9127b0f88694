#if canImport(UIKit)
import UIKit
import TesseraCore

/// A `PresentationCollectionView` data source whose items the user can reorder: a long press
/// lifts an item, the others flow out of its way, holding it near the top or bottom scrolls
/// (faster the nearer the edge), and the drop reports one move here.
@MainActor
public protocol PresentationCollectionViewReorderingDataSource: UICollectionViewDataSource {
    /// The user dropped the item at `sourceIndexPath` at `destinationIndexPath` (once per
    /// drop), or moved it with a VoiceOver action. Move it in your data: after a drop the view
    /// already shows it there; after an action the view moves it as this returns.
    ///
    /// A data source that answers UIKit's `collectionView(_:moveItemAt:to:)` hears the move
    /// there instead (a `UICollectionViewDiffableDataSource` updates its snapshot and calls its
    /// `reorderingHandlers` only from that method), and this is not called.
    func presentationView(_ presentationView: PresentationCollectionView, moveItemAt sourceIndexPath: IndexPath,
                          to destinationIndexPath: IndexPath)
}

extension PresentationCollectionView {
    /// Whether a long press lifts an item to reorder it, in every presentation. Needs a
    /// `dataSource` that adopts `PresentationCollectionViewReorderingDataSource`, set before
    /// this is turned on (with another, a press does nothing and taps and scrolls go on as
    /// usual). Defaults to `false`.
    ///
    /// Turned on, the view puts a forwarder between itself and your data source (UIKit's
    /// interactive movement calls the data source's `collectionView(_:moveItemAt:to:)`, which
    /// the forwarder hands to `presentationView(_:moveItemAt:to:)`), so `dataSource` reads
    /// that forwarder; setting another data source afterwards turns reordering off (this then
    /// reads `false`) until it is turned on again. Move the item in your data in
    /// `presentationView(_:moveItemAt:to:)` and do not reload there: UIKit has already moved
    /// the cell. A switch, a pinch, a reload, a rotation or a change of the counts
    /// (`insertItems`, `deleteItems`, section changes, `performItemUpdates`) puts a held item
    /// back with nothing moved. VoiceOver users get the same moves as
    /// custom actions on each cell ("Move before …", "Move after …").
    public var allowsReordering: Bool {
        // On only while the forwarder still stands between the view and the app's data source:
        // an app that set another data source since has reordering off.
        get { reorder.press.isEnabled && dataSource === reorderForwarder }
        set {
            // Turning on again after the app swapped data sources re-installs the forwarder;
            // turning off after a swap still disables the press.
            guard newValue != allowsReordering || newValue != reorder.press.isEnabled else { return }
            reorder.cancel(.gestureCancelled)
            reorder.press.isEnabled = newValue
            if newValue, !(dataSource is ReorderingDataSourceForwarder) {
                reorderForwarder.app = dataSource
                dataSource = reorderForwarder
            } else if !newValue, dataSource === reorderForwarder {
                dataSource = reorderForwarder.app
            }
            reorder.decorateVisibleCells()
        }
    }

    /// Whether an item is held now (from the lift until its drop or its cancel). The view
    /// shows UIKit's live order meanwhile, not the data source's: content keyed by index path
    /// is best not refreshed until it ends.
    public var isReordering: Bool { reorder.session.isActive }

    /// How a held item behaves (press duration, lift, edge zones and the edge scroll's top
    /// speed).
    public var reorderConfiguration: ReorderConfiguration {
        get { reorder.session.configuration }
        set { reorder.configure(newValue) }
    }

    /// Wires the reorder to the view (from `setUp`): the long press, the presence the bridge
    /// hears, and a switch's layouts (a backstop for switches the view's own methods did not
    /// start, such as an app's pinch driving the behaviour).
    func setUpReordering() {
        reorder.host = self
        reorderForwarder.view = self
        addGestureRecognizer(reorder.press)
        bridge.onPresenceChange = { [weak self] in self?.reorder.presenceDidChange($0) }
        let report = bridge.onEffect
        bridge.onEffect = { [weak self] effect in
            if let reason = PresentationBehavior.reorderCancelReason(for: effect) { self?.reorder.cancel(reason) }
            report(effect)
        }
    }
}

extension PresentationCollectionView: BridgedReorderHost {
    var reorderCollectionView: UICollectionView { self }
    var reorderHostView: UIView { self }
    var reorderLayout: any ReorderTargeting { presentationLayout.presentationLayout }

    var canReorder: Bool {
        dataSource === reorderForwarder && reorderForwarder.app is PresentationCollectionViewReorderingDataSource
    }

    func reorderAccessibilityActions(for item: ItemIndex) -> [ReorderAccessibilityAction] {
        presentationLayout.presentationLayout.reorderAccessibilityActions(for: item)
    }

    func reorderDataSourceMove(_ move: ReorderMove) {
        reorderForwarder.tellMove(in: self, from: move.from.indexPath, to: move.to.indexPath)
    }

    /// The moved item may have been the anchor: the switcher keeps the user's place as after
    /// a batch update.
    func reorderAccessibilityMoveDidEnd(toPage page: Int?) {
        bridge.relayout(.reload)
    }
}

/// Stands between a reorderable `PresentationCollectionView` and the app's data source:
/// UIKit's interactive movement needs the data source to answer `collectionView(_:moveItemAt:to:)`,
/// which it turns into `presentationView(_:moveItemAt:to:)`; cells get VoiceOver's move
/// actions as they are made. Everything else goes to the app's data source as it is (Objective-C
/// forwarding, so optional methods the app implements keep working and those it does not stay
/// unimplemented).
@MainActor
final class ReorderingDataSourceForwarder: NSObject, UICollectionViewDataSource {
    /// Read by Objective-C's forwarding too (`responds(to:)`), which UIKit does on the main
    /// thread, as it does everything with a data source.
    nonisolated(unsafe) weak var app: UICollectionViewDataSource?
    weak var view: PresentationCollectionView?

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        app?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        // UIKit asks only while it has items, which only the app's data source gives.
        guard let app else { preconditionFailure("PresentationCollectionView: the data source is gone") }
        let cell = app.collectionView(collectionView, cellForItemAt: indexPath)
        view?.reorder.decorate(cell, at: indexPath)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let app = app as? PresentationCollectionViewReorderingDataSource else { return false }
        return app.collectionView?(collectionView, canMoveItemAt: indexPath) ?? true
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {
        guard let view else { return }
        tellMove(in: view, from: sourceIndexPath, to: destinationIndexPath)
    }

    /// Asked once UIKit has the cells (it caches which optional methods the data source
    /// answers): the forwarder answers it, so the app's data source gone answers no sections
    /// rather than a message sent to nothing.
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        guard let app else { return 0 }
        return app.numberOfSections?(in: collectionView) ?? 1
    }

    /// Tells the app's data source of a move: through UIKit's `collectionView(_:moveItemAt:to:)`
    /// where it answers it (a diffable data source updates its snapshot and calls its
    /// `reorderingHandlers` only there), else through `presentationView(_:moveItemAt:to:)`.
    func tellMove(in view: PresentationCollectionView, from source: IndexPath, to destination: IndexPath) {
        guard let app = app as? PresentationCollectionViewReorderingDataSource else { return }
        if app.responds(to: #selector(UICollectionViewDataSource.collectionView(_:moveItemAt:to:))) {
            app.collectionView?(view, moveItemAt: source, to: destination)
        } else {
            app.presentationView(view, moveItemAt: source, to: destination)
        }
    }

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || (app?.responds(to: aSelector) ?? false)
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        app?.responds(to: aSelector) == true ? app : super.forwardingTarget(for: aSelector)
    }
}

// MARK: - The layout's answers during a reorder

extension PresentationCollectionViewLayout {
    /// Where a held item goes: the reorder session's live move (the core's nearest cell,
    /// `ReorderTargeting.reorderTarget`), so UIKit and the session agree.
    open override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath,
                                       withPosition position: CGPoint) -> IndexPath {
        let item = ItemIndex(previousIndexPath)
        let driver = (collectionView as? PresentationCollectionView)?.reorder
        let target = driver?.target(for: position, moving: item)
            ?? presentationLayout.reorderTarget(for: position, moving: item)
        return target?.indexPath ?? previousIndexPath
    }

    /// The held item: centred on the target position and above everything (UIKit's own
    /// attributes), grown by the reorder's lift.
    open override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                                  withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes {
        let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        let scale = (collectionView as? PresentationCollectionView)?.reorderConfiguration.liftScale ?? 1
        attributes.transform3D = CATransform3DMakeScale(scale, scale, 1)
        return attributes
    }
}
#endif
