#if canImport(UIKit)
import UIKit
import TesseraCore

/// A looping carousel layout for any `UICollectionView`: items in a row (or column) that
/// repeat forever without multiplying them, paged by item, with transform presets.
///
/// A thin wrapper over `CarouselLayout` (TesseraCore, tested on Linux). The collection view
/// does not see your items but a few recyclable *slots*; your data source answers with them:
///
///     layout.itemCount = banners.count
///     func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int {
///         layout.numberOfSlots
///     }
///     func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///         let banner = banners[layout.dataIndex(forSlot: indexPath.item) ?? 0]
///         …
///     }
///     func scrollViewDidScroll(_ scrollView: UIScrollView) { layout.recenterIfNeeded() }
///     func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { layout.recenterAtRest() }
///     func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { layout.recenterAtRest() }
///
/// Set `collectionView.isPrefetchingEnabled = false`: a slot stands for another position
/// once it has scrolled away, and a prefetched cell would come back with the old content.
/// `CycleCollectionView` does all of this for you, and plays its releases itself so the loop
/// can recentre while it moves.
@preconcurrency @MainActor
open class CarouselCollectionViewLayout: UICollectionViewLayout {
    /// The core layout, prepared for the collection view's current state.
    public private(set) var carousel: CarouselLayout

    /// The whole configuration; setting it invalidates the layout.
    public var configuration: CarouselLayout.Configuration {
        get { carousel.configuration }
        set {
            carousel.configuration = newValue
            needsPreparation = true
            invalidateLayout()
        }
    }

    /// The number of data items (the collection view itself shows `numberOfSlots` items).
    /// Setting it prepares the core layout at once, so `numberOfSlots` is current when the
    /// collection view asks for its item count.
    public var itemCount: Int = 0 {
        didSet {
            needsPreparation = true
            prepareCarousel()
            invalidateLayout()
        }
    }

    /// Whether `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` snaps
    /// releases to stops (when paging is on). Defaults to `true`.
    public var snapsToStops = true

    /// The owning view's adapter, asked first where a release rests.
    var releaseTarget: ((CGPoint, CGPoint) -> CGPoint)?

    /// The item count the collection view must report: slots, not items.
    public var numberOfSlots: Int { carousel.numberOfSlots }

    private var needsPreparation = true

    /// Creates a layout (full-size items, looping, paged by item, by default).
    public init(configuration: CarouselLayout.Configuration = .standard) {
        carousel = CarouselLayout(configuration: configuration)
        super.init()
    }

    /// Creates a layout from a storyboard, with the default configuration.
    public required init?(coder: NSCoder) {
        carousel = CarouselLayout()
        super.init(coder: coder)
    }

    // MARK: - Slots

    /// The data index slot `slot` shows now, or `nil` if it shows nothing.
    public func dataIndex(forSlot slot: Int) -> Int? {
        guard let collectionView else { return nil }
        return carousel.virtualIndex(forSlot: slot, visibleRect: collectionView.bounds)
            .map(carousel.dataIndex(forVirtualIndex:))
    }

    /// Recentres a looping carousel whose offset strayed from home while a finger drags it;
    /// call it from `scrollViewDidScroll` (see `CarouselLayout.recenteringShift(for:atRest:)`
    /// for why nothing else moves it there). Returns the shift; `nil` when nothing moved.
    @discardableResult
    public func recenterIfNeeded() -> CGPoint? {
        recenter(atRest: false)
    }

    /// Recentres a looping carousel whose offset strayed from home; call it from
    /// `scrollViewDidEndDecelerating` and `scrollViewDidEndScrollingAnimation`, when nothing
    /// moves the content. Returns the shift, or `nil` when nothing moved.
    @discardableResult
    public func recenterAtRest() -> CGPoint? {
        recenter(atRest: true)
    }

    private func recenter(atRest: Bool) -> CGPoint? {
        guard let collectionView else { return nil }
        let delta = carousel.recenteringShift(for: ScrollState(scrollView: collectionView), atRest: atRest)
        delta.map(recenter(by:))
        return delta
    }

    /// Moves the offset and every item by `delta`, without animation. Assigning
    /// `contentOffset` (rather than `setContentOffset(_:animated:)`) leaves a drag going on
    /// from the new offset, as Apple's StreetScroller sample relies on when it recentres;
    /// UIKit's own deceleration heads for an absolute offset, so the core never recentres
    /// under it.
    public func recenter(by delta: CGPoint) {
        guard let collectionView else { return }
        let offset = collectionView.contentOffset
        UIView.performWithoutAnimation {
            recenter(by: delta, to: CGPoint(x: offset.x + delta.x, y: offset.y + delta.y))
            collectionView.layoutIfNeeded()
        }
    }

    /// `recenter(by:)` landing on `landing`, the offset the adapter saw moved by `delta`.
    func recenter(by delta: CGPoint, to landing: CGPoint) {
        carousel.recenter(by: delta)
        collectionView?.contentOffset = landing
        // The items moved, nothing else: not `invalidateLayout()`, whose context invalidates
        // everything and would prepare the core layout again (O(n) with per-item sizes).
        invalidateLayout(with: UICollectionViewLayoutInvalidationContext())
    }

    // MARK: - UICollectionViewLayout

    /// Prepares the core layout if anything it depends on changed.
    open override func prepare() {
        super.prepare()
        prepareCarousel()
    }

    /// Prepares the core layout when its context changed or data was reloaded; a bounds
    /// change that only scrolls (transforms invalidate on every frame) costs nothing here,
    /// which matters for per-item sizes, whose preparation is O(n).
    private func prepareCarousel() {
        guard let collectionView else { return }
        let context = LayoutContext(collectionView: collectionView, sectionItemCounts: [itemCount])
        guard needsPreparation || context != carousel.context else { return }
        needsPreparation = false
        carousel.prepare(in: context)
    }

    /// A data reload prepares the core layout again (per-item sizes may have changed).
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { needsPreparation = true }
        super.invalidateLayout(with: context)
    }

    /// The core layout's content size.
    open override var collectionViewContentSize: CGSize { carousel.contentSize }

    /// The items in `rect`, transformed for the current viewport, one per slot.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView else { return nil }
        let available = slotsKnownTo(collectionView)
        return carousel.carouselItems(in: rect, visibleRect: collectionView.bounds)
            .filter { $0.slot < available }
            .map { UICollectionViewLayoutAttributes($0.layoutItem) }
    }

    /// The item a slot shows near the current viewport.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView, indexPath.item < slotsKnownTo(collectionView) else { return nil }
        return carousel.item(forSlot: indexPath.item, visibleRect: collectionView.bounds).map { UICollectionViewLayoutAttributes($0.layoutItem) }
    }

    /// The item count the collection view last read from its data source. Between a change
    /// of `numberOfSlots` (a rotation, new sizes) and the `reloadData()` that follows, slots
    /// it does not know yet must not be returned: UIKit throws for attributes of items that
    /// do not exist.
    private func slotsKnownTo(_ collectionView: UICollectionView) -> Int {
        collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
    }

    /// Where a release rests: `CycleCollectionView`'s adapter decides (it must hear UIKit's
    /// proposal before `scrollViewWillEndDragging` sees this answer). Used on its own, the
    /// layout snaps to a stop, reading UIKit's velocity (documented in points per second,
    /// passed in points per millisecond) in whichever unit matches the proposal.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                           withScrollingVelocity velocity: CGPoint) -> CGPoint {
        if let releaseTarget { return releaseTarget(proposedContentOffset, velocity) }
        guard snapsToStops, let collectionView else { return proposedContentOffset }
        let state = ScrollState(scrollView: collectionView)
        return carousel.targetContentOffset(
            proposed: proposedContentOffset, current: state.contentOffset,
            velocity: ScrollVelocity.fromLayoutCallback(velocity, proposed: proposedContentOffset, scrollView: state))
    }

    /// Transforms depend on the offset, so they re-lay out on every scroll; plain items only
    /// when the size changes.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size || !configuration.transform.isIdentity
    }

    /// The core mirrors frames for right-to-left itself (the next item on the left), so UIKit
    /// must not flip them a second time.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}
#endif
