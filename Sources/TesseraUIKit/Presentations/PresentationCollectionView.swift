#if canImport(UIKit)
import UIKit
import TesseraCore

/// A collection view that switches among presentations — list, grid, mosaic, waterfall, or an
/// app's own — on the fly, animated or following a pinch, keeping the user's place.
///
///     let view = PresentationCollectionView(presentation: try ListPresentation(rowHeight: 112, lineSpacing: 10))
///     view.register(FruitCell.self, forCellWithReuseIdentifier: "fruit")
///     view.dataSource = self                 // an ordinary UICollectionViewDataSource
///     view.presentationDelegate = self       // selection and switches
///     view.setPresentation(try GridPresentation(columns: .count(3)), animated: true)
///
/// The item at the top of the visible area (or the one the app names, such as the item under
/// a pinch) stays where it is on screen through every switch, a rotation and a reload. Cells
/// read which presentation they are in from ``PresentationLayoutAttributes``; section headers
/// are `UICollectionView.elementKindSectionHeader` views from the data source, footers
/// `UICollectionView.elementKindSectionFooter` ones. VoiceOver reads
/// the cells in index-path order, which every built-in presentation lays out in reading order.
///
/// Behaviour lives in `PresentationBehavior` and `PresentationLayout` (TesseraCore, tested on
/// Linux): this view forwards UIKit's callbacks to the core's `ScrollViewAdapter`, which plays
/// a switch on its display link and answers each frame with the layout and the offset to show.
/// The view is its own `delegate` (through an internal object): use `presentationDelegate`.
@preconcurrency @MainActor
open class PresentationCollectionView: UICollectionView {
    /// Hears about selection, switches and scrolling.
    public weak var presentationDelegate: PresentationCollectionViewDelegate?
    /// Everything the switcher heard and reported, in the order its adapter produced them: for
    /// wrappers that keep outside state in step with the collection (the SwiftUI
    /// `Presentations` feeds a `PresentationBinding` with it). Defaults to `nil`.
    public var onBehaviorReport: ((BehaviorReport<PresentationBehavior.Effect>) -> Void)?

    /// The layout (a wrapper over the core's `PresentationLayout`).
    public let presentationLayout: PresentationCollectionViewLayout
    lazy var bridge: ScrollAdapterBridge<PresentationBehavior> = makeBridge()
    /// The reorder (`PresentationCollectionView+Reorder.swift`) and its data-source forwarder.
    lazy var reorder = ReorderDriver()
    lazy var reorderForwarder = ReorderingDataSourceForwarder()
    /// Whether the cells' move actions are to be given again at the next run-loop turn, after
    /// the app's count changes (`+CountChanges.swift`).
    var isRedecorationScheduled = false

    // MARK: - Creating

    /// Creates a view showing `presentation`.
    public init(frame: CGRect = .zero, presentation: any Presentation) {
        presentationLayout = PresentationCollectionViewLayout(presentation: presentation)
        super.init(frame: frame, collectionViewLayout: presentationLayout)
        setUp()
    }

    /// Creates a view from a storyboard or nib, showing a `ListPresentation`.
    public required init?(coder: NSCoder) {
        presentationLayout = PresentationCollectionViewLayout(presentation: ListPresentation())
        super.init(coder: coder)
        collectionViewLayout = presentationLayout
        setUp()
    }

    private func makeBridge() -> ScrollAdapterBridge<PresentationBehavior> {
        ScrollAdapterBridge(behavior: PresentationBehavior(), scrollView: self,
                            layout: { [presentationLayout] in presentationLayout.presentationLayout },
                            invalidate: { [presentationLayout] in presentationLayout.invalidateLayout() })
    }

    private func setUp() {
        bridge.applyLayout = { [presentationLayout] layout, offset, _ in
            presentationLayout.show(layout, contentOffset: offset)
        }
        bridge.onEffect = { [weak self] in self?.report($0) }
        // The layout applied a batch update's steps (keeping the user's place): the switcher follows.
        presentationLayout.didApplyItemUpdates = { [weak self] before, updated, offset in
            self?.bridge.send { switcher, _, _ in switcher.didApplyUpdates(from: before, to: updated, contentOffset: offset) }
        }
        // The layout's context holds the insets: UIKit re-prepares it for a new size, not
        // (documentedly) for new insets, so a change invalidates it (before the pass that
        // prepares it once).
        bridge.requestLayout = { [weak self] in self?.setNeedsLayout() }
        bridge.onTold = { [weak self] in self?.onBehaviorReport?(.heard($0)) }
        bridge.onScroll = { [weak self] in
            guard let self else { return }
            reorder.contentDidScroll()
            presentationDelegate?.presentationViewDidScroll(self)
        }
        bridge.attach(to: self, layout: presentationLayout)
        setUpReordering()
        alwaysBounceVertical = true
    }

    // MARK: - Reading

    /// The presentation shown (during a switch, the one it switches to).
    public var presentation: any Presentation { presentationLayout.presentation }

    /// The kind of presentation shown; during a switch, that of the nearer end.
    public var presentationKind: PresentationKind { presentationLayout.presentationLayout.kind }

    /// Whether a switch is in progress.
    public var isSwitching: Bool { presentationLayout.presentationLayout.switchProgress != nil }

    /// Which edge keeps the user's place when self-sizing cells are measured or items are
    /// inserted and deleted above what they see: `.top` (a feed, the default) keeps the
    /// topmost visible item on its pixel, `.bottom` (a chat) the bottommost.
    public var placeKeeping: PresentationPlaceKeeping {
        get { presentationLayout.presentationLayout.placeKeeping }
        set { presentationLayout.keepPlace(at: newValue) }
    }

    /// How long an animated switch takes, in seconds. Defaults to 0.35.
    public var switchDuration: TimeInterval {
        get { bridge.behavior.duration }
        set {
            bridge.send { switcher, _, _ in
                switcher.duration = newValue
                return []
            }
        }
    }

    // MARK: - Data and geometry

    /// Reloads every item; a switch in progress is retargeted, and the user's place kept.
    open override func reloadData() {
        // A held item is put back before the items change under UIKit's interactive movement.
        reorder.cancel(.dataReloaded)
        super.reloadData()
        bridge.relayout(.reload)
    }

    /// Reconfigures the cells of `indexPaths` (UIKit's `reconfigureItems(at:)`); in a
    /// self-sizing presentation each one on screen is then measured again, so new content of
    /// another height gets it (the layout takes a height that differs from the one recorded, and
    /// keeps the user's place). UIKit asks a cell for its preferred attributes once, when it is
    /// dequeued, and a reconfigured cell is not dequeued again: on iOS 16 and later its
    /// `invalidateIntrinsicContentSize()` has UIKit ask again (`selfSizingInvalidation`, enabled
    /// by default); cells with a content configuration do so themselves. `reloadItems(at:)`
    /// dequeues new cells, which are measured anyway.
    open override func reconfigureItems(at indexPaths: [IndexPath]) {
        super.reconfigureItems(at: indexPaths)
        guard presentationLayout.presentationLayout.isSelfSizing, #available(iOS 16.0, tvOS 16.0, *) else { return }
        for indexPath in indexPaths { cellForItem(at: indexPath)?.invalidateIntrinsicContentSize() }
    }

    /// After a resize (a rotation, split view) the switcher keeps the user's place; new
    /// insets (a refresh control, bars hiding) are UIKit's to scroll for.
    open override func layoutSubviews() {
        // A new viewport puts a held item back before UIKit lays the items out again.
        if let reason = bridge.willLayOutSubviews() { reorder.layoutDidChange(reason) }
        super.layoutSubviews()
        bridge.didLayOutSubviews()
    }

    /// New insets alone (a refresh control, a large title, the keyboard) move pinned headers
    /// and footers without a scroll: they are placed again.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        if presentationLayout.pins { presentationLayout.invalidateLayout() }
    }

    /// A switch in progress jumps to its end when the view leaves the window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        bridge.windowDidChange(isInWindow: window != nil)
    }

    // MARK: - Reports

    private func report(_ effect: PresentationBehavior.Effect) {
        switch effect {
        case .showLayout, .scroll:
            break // carried out by the adapter
        case .switched(let kind):
            presentationDelegate?.presentationView(self, didSwitchTo: kind)
        case .switchCancelled(let kind):
            presentationDelegate?.presentationView(self, didCancelSwitchBackTo: kind)
        case .itemSelected(let index):
            presentationDelegate?.presentationView(self, didSelectItemAt: index.indexPath)
        }
        onBehaviorReport?(.effect(effect))
    }
}
#endif
