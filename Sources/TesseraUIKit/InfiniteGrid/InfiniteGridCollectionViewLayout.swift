#if canImport(UIKit)
import UIKit
import TesseraCore

/// An infinite 2D grid layout for any `UICollectionView`: equal tiles addressed by integer
/// `GridCoordinates`, scrolling forever in both directions.
///
/// A thin wrapper over `InfiniteGridLayout` (TesseraCore, tested on Linux). The collection
/// view does not see tiles but `numberOfSlots` recyclable items that the tiles near the
/// viewport borrow; `tile(forSlot:)` says which tile an item shows now. The content is a
/// window a few thousand points across that must be recentred while scrolling:
/// `InfiniteGridView` does that (and everything else) for you.
@preconcurrency @MainActor
open class InfiniteGridCollectionViewLayout: UICollectionViewLayout {
    /// The core layout, prepared for the collection view's current state.
    public private(set) var grid: InfiniteGridLayout

    /// The whole configuration; setting it invalidates the layout and keeps the tile at the
    /// centre of the viewport where it is.
    public var configuration: InfiniteGridLayout.Configuration {
        get { grid.configuration }
        set {
            grid.configuration = newValue
            invalidateLayout()
        }
    }

    /// The owning view's adapter, asked first where a release rests.
    var releaseTarget: ((CGPoint, CGPoint) -> CGPoint)?

    /// Free scrolling: `InfiniteGridView`'s adapter hears UIKit's proposal (it plays the
    /// release itself); on its own the layout leaves the proposal alone.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                           withScrollingVelocity velocity: CGPoint) -> CGPoint {
        releaseTarget?(proposedContentOffset, velocity) ?? proposedContentOffset
    }

    /// The item count the collection view must report: slots, not tiles.
    public var numberOfSlots: Int { grid.slotCapacity }

    /// Creates a layout of `configuration` tiles showing `centerCoordinates` at the centre.
    public init(configuration: InfiniteGridLayout.Configuration = .standard,
                centerCoordinates: GridCoordinates = .zero) {
        grid = InfiniteGridLayout(configuration: configuration, centerCoordinates: centerCoordinates)
        super.init()
    }

    /// Creates a layout from a storyboard, with the default configuration.
    public required init?(coder: NSCoder) {
        grid = InfiniteGridLayout()
        super.init(coder: coder)
    }

    // MARK: - Tiles and slots

    /// The tile item `slot` shows now, or `nil` for a free slot.
    public func tile(forSlot slot: Int) -> GridCoordinates? {
        grid.coordinates(for: ItemIndex(item: slot))
    }

    /// The index path of the tile at `coordinates`, if it is near enough the viewport to hold one.
    public func indexPath(for coordinates: GridCoordinates) -> IndexPath? {
        grid.index(for: coordinates)?.indexPath
    }

    /// Moves the offset and every tile by `delta` so nothing moves on screen. Assigning
    /// `contentOffset` (not `setContentOffset(_:animated:)`, which stops scrolling) leaves a
    /// drag or a deceleration running at the same velocity: the technique of Apple's
    /// StreetScroller sample (WWDC 2011, "Advanced ScrollView Techniques"), which recentres
    /// from `layoutSubviews` while the user scrolls.
    public func recenter(by delta: CGPoint) {
        guard let collectionView else { return }
        let offset = collectionView.contentOffset
        recenter(by: delta, to: CGPoint(x: offset.x + delta.x, y: offset.y + delta.y))
    }

    /// The content moved: the core layout notes where the viewport is, so a rotation keeps
    /// the point at its centre (`CollectionLayout.didScroll(to:)`).
    func didScroll(to contentOffset: CGPoint) {
        grid.didScroll(to: contentOffset)
    }

    /// `recenter(by:)` landing on `landing`, the offset the adapter saw moved by `delta`.
    func recenter(by delta: CGPoint, to landing: CGPoint) {
        grid.recenter(by: delta)
        collectionView?.contentOffset = landing
        invalidateLayout()
    }

    /// Rebuilds the grid around `coordinates` (the caller then lets `InfiniteGridBehavior`
    /// move the offset: `layoutDidChange`).
    public func jump(to coordinates: GridCoordinates) {
        grid.centerCoordinates = coordinates
        invalidateLayout()
    }

    // MARK: - UICollectionViewLayout

    /// Prepares the core layout for the viewport and lends slots to the tiles around the
    /// visible rectangle.
    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let context = LayoutContext(collectionView: collectionView, sectionItemCounts: [0])
        if context != grid.context { grid.prepare(in: context) }
        grid.prepare(forVisibleRect: collectionView.bounds)
    }

    /// The core layout's content size: the window, not the infinite plane.
    open override var collectionViewContentSize: CGSize { grid.contentSize }

    /// The tiles in `rect` that hold a slot (the visible ones and one ring around them).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView else { return nil }
        let known = slotsKnown(to: collectionView)
        return grid.items(in: rect).filter { $0.index.item < known }.map(UICollectionViewLayoutAttributes.init)
    }

    /// The tile a slot shows now; unlike the tutorial's layout, this can always answer.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView, indexPath.item < slotsKnown(to: collectionView) else { return nil }
        return grid.item(at: ItemIndex(indexPath)).map(UICollectionViewLayoutAttributes.init)
    }

    /// Lays out again when the viewport changes size or scrolls far enough to change which
    /// tiles hold slots; scrolling within the same tiles costs nothing.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size || grid.needsUpdate(forVisibleRect: newBounds)
    }

    /// The core numbers columns right to left itself in right-to-left layouts, so UIKit must
    /// not flip the frames a second time.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The item count the collection view last read. Between a change of `numberOfSlots`
    /// (a rotation, a new tile size) and the `reloadData()` that follows, slots it does not
    /// know yet must not be returned: UIKit throws for items that do not exist.
    private func slotsKnown(to collectionView: UICollectionView) -> Int {
        collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
    }
}
#endif
