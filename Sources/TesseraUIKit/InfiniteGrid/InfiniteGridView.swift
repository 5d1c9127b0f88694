#if canImport(UIKit)
import UIKit
import TesseraCore

/// A collection view that scrolls forever in both directions over tiles addressed by
/// integer `GridCoordinates`, with constant memory: maps, calendars, canvases, spreadsheets.
///
///     let grid = InfiniteGridView(frame: view.bounds,
///                                 configuration: try .init(tileSize: CGSize(width: 80, height: 80),
///                                                          horizontalSpacing: 2, verticalSpacing: 2))
///     grid.register(MapTileCell.self, forCellWithReuseIdentifier: "tile")
///     grid.gridDataSource = self   // asked for a cell per GridCoordinates
///     grid.gridDelegate = self     // told of taps and of the tile at the centre
///     grid.centerCoordinates = GridCoordinates(x: 1_024, y: -77)
///
/// Behaviour lives in `InfiniteGridLayout` and `InfiniteGridBehavior` (TesseraCore, tested on
/// Linux): this view forwards UIKit's callbacks to the core's `ScrollViewAdapter` and reports
/// what it answers. The adapter plays every release itself, so a deceleration follows each
/// recentre whatever UIKit would do with one of its own. It
/// recentres while the user drags, while the content decelerates and while it animates,
/// by moving the offset and every cell by the same whole number of pixels, so nothing
/// flickers and the edge of the content is never reached.
///
/// The view is its own `dataSource` and `delegate` (through an internal object): use
/// `gridDataSource` and `gridDelegate` instead of replacing them. Prefetching is off, because
/// an item index stands for another tile once its tile has scrolled away.
@preconcurrency @MainActor
open class InfiniteGridView: UICollectionView {
    /// Supplies the cells; without one the grid shows `InfiniteGridTileCell`s labelled with
    /// their coordinates.
    public weak var gridDataSource: InfiniteGridViewDataSource? {
        didSet { reloadData() }
    }
    /// Hears about taps and scrolling.
    public weak var gridDelegate: InfiniteGridViewDelegate?
    /// Everything the scroller heard and reported, in the order its adapter produced them: for
    /// wrappers that keep outside state in step with the grid (the SwiftUI `InfiniteGrid` feeds
    /// a `BehaviorBinding` with it). Defaults to `nil`.
    public var onBehaviorReport: ((BehaviorReport<InfiniteGridBehavior.Effect>) -> Void)?
    /// What VoiceOver calls the grid's adjustable element. Defaults to "Grid".
    public var tilesAccessibilityLabel = NSLocalizedString("tessera.grid", tableName: "Tessera", bundle: .main,
                                                           value: "Grid", comment: "VoiceOver: an infinite grid")

    /// The layout (a wrapper over the core `InfiniteGridLayout`).
    public let gridLayout: InfiniteGridCollectionViewLayout
    lazy var bridge = ScrollAdapterBridge(behavior: InfiniteGridBehavior(), scrollView: self,
                                          layout: { [gridLayout] in gridLayout.grid },
                                          invalidate: { [gridLayout] in gridLayout.invalidateLayout() },
                                          recenter: { [gridLayout] in gridLayout.recenter(by: $0, to: $1) })
    lazy var tilesElement = InfiniteGridAccessibilityElement(gridView: self)
    let source = InfiniteGridDataSource()
    /// The tile each slot's cell was configured for, to catch a cell UIKit kept for a slot
    /// that moved on.
    var configuredTiles = SlotLedger<GridCoordinates>()
    static let tileReuseIdentifier = "Tessera.InfiniteGridView.tile"

    // MARK: - Creating

    /// Creates a grid of `configuration` tiles with `centerCoordinates` at the centre.
    public init(frame: CGRect = .zero, configuration: InfiniteGridLayout.Configuration = .standard,
                centerCoordinates: GridCoordinates = .zero) {
        gridLayout = InfiniteGridCollectionViewLayout(configuration: configuration, centerCoordinates: centerCoordinates)
        super.init(frame: frame, collectionViewLayout: gridLayout)
        setUp()
    }

    /// Creates a grid from a storyboard, with the default configuration.
    public required init?(coder: NSCoder) {
        gridLayout = InfiniteGridCollectionViewLayout()
        super.init(coder: coder)
        collectionViewLayout = gridLayout
        setUp()
    }

    private func setUp() {
        source.gridView = self
        dataSource = source
        bridge.attach(to: self, layout: gridLayout)
        bridge.onEffect = { [weak self] in self?.report($0) }
        bridge.onScroll = { [weak self, gridLayout] in
            if let self { gridLayout.didScroll(to: contentOffset) }
        }
        bridge.requestLayout = { [weak self] in self?.setNeedsLayout() }
        bridge.onTold = { [weak self] in self?.heard($0) }
        isPrefetchingEnabled = false
        // The offset is a position in a recentred window: indicators and scroll-to-top
        // (which would scroll to the window's edge) mean nothing here.
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        #if os(iOS)
        scrollsToTop = false
        #endif
        contentInsetAdjustmentBehavior = .never
        register(InfiniteGridTileCell.self, forCellWithReuseIdentifier: Self.tileReuseIdentifier)
        isAccessibilityElement = false
    }

    // MARK: - Coordinates

    /// The core layout, prepared for the current viewport.
    public var grid: InfiniteGridLayout { gridLayout.grid }

    /// The whole configuration (tile size, spacing, bounds, torus); a change keeps the tile at
    /// the centre where it is.
    public var configuration: InfiniteGridLayout.Configuration {
        get { gridLayout.configuration }
        set {
            gridLayout.configuration = newValue
            setNeedsLayout()
        }
    }

    /// The tile at the centre of the view. Setting it jumps there, without animation.
    public var centerCoordinates: GridCoordinates {
        get { bridge.behavior.centerCoordinates ?? grid.centerCoordinates }
        set { jump(to: newValue) }
    }

    /// The coordinates of the tiles on screen, in item order.
    public var visibleCoordinates: [GridCoordinates] {
        grid.items(in: bounds).compactMap { grid.coordinates(for: $0.index) }
    }

    /// The tile an index path shows now (its position on the plane), if any.
    public func coordinates(for indexPath: IndexPath) -> GridCoordinates? {
        gridLayout.tile(forSlot: indexPath.item)
    }

    /// The cell showing the tile at `coordinates`, if it is on screen.
    public func cellForTile(at coordinates: GridCoordinates) -> UICollectionViewCell? {
        gridLayout.indexPath(for: coordinates).flatMap { cellForItem(at: $0) }
    }

    /// The tile under `point` (in the view's coordinates, like a touch's location), or `nil`
    /// over spacing or off screen (only the tiles on screen and a ring around them have cells).
    public func coordinates(at point: CGPoint) -> GridCoordinates? {
        grid.index(at: point).flatMap { grid.coordinates(for: $0) }
    }

    /// Scrolls so the tile at `coordinates` is at the centre (as close as a bounded axis
    /// allows). A target far away is first jumped near, then animated to, so an animation
    /// never crosses more than two screens.
    public func scroll(to coordinates: GridCoordinates, animated: Bool) {
        if let landing = grid.jumpTarget(forScrollingTo: coordinates, animated: animated) { jump(to: landing) }
        bridge.send { $0.scroll(to: coordinates, animated: animated, scroll: $1, layout: $2) }
    }

    /// Rebuilds the grid around `coordinates` and centres it: every tile changes, no animation.
    func jump(to coordinates: GridCoordinates) {
        gridLayout.jump(to: coordinates)
        bridge.relayout(.invalidation)
    }

    // MARK: - Layout

    /// Reloads when the slot count changed, lets the scroller place the content after a
    /// resize, a jump or a new configuration, and refreshes any stale cell.
    open override func layoutSubviews() {
        bridge.willLayOutSubviews()
        super.layoutSubviews()
        // A new viewport or tile size changes how many slots the grid lends out.
        let known = numberOfSections > 0 ? numberOfItems(inSection: 0) : nil
        if configuredTiles.needsReload(known: known, lent: gridLayout.numberOfSlots) { reloadData() }
        bridge.didLayOutSubviews()
        reloadStaleCells()
    }

    /// An animation in progress jumps to its end when the view leaves the window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        bridge.windowDidChange(isInWindow: window != nil)
    }

    /// A visible slot must show its tile. Slots cool down for one layout pass before another
    /// tile borrows them, so this finds nothing unless UIKit skipped a pass; it is the guard.
    func reloadStaleCells() {
        reloadSlots(configuredTiles.staleSlots(among: indexPathsForVisibleItems.map(\.item)) { [gridLayout] in
            gridLayout.tile(forSlot: $0)
        })
    }
}
#endif
