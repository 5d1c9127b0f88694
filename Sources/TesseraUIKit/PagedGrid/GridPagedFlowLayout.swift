#if canImport(UIKit)
import UIKit
import TesseraCore

/// A paged grid layout for any `UICollectionView`: `columns × rows` items per page, pages
/// side by side `pageSpacing` apart, snapping to pages by velocity.
///
/// A thin wrapper over `PagedGridLayout`: frames, content size and snapping come from the
/// core, which is tested on Linux. Setting a property invalidates the layout. Values that
/// cannot work (0 columns, negative spacing) give an empty layout and are described by
/// `configurationError`.
///
///     let layout = GridPagedFlowLayout(columns: 4, rows: 2, itemSpacing: 10, lineSpacing: 10, pageSpacing: 20)
///     let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
///     collectionView.decelerationRate = .fast
@preconcurrency @MainActor
open class GridPagedFlowLayout: UICollectionViewLayout {
    /// The core layout, prepared for the collection view's current state.
    public private(set) var gridLayout: PagedGridLayout

    /// The whole configuration; setting it invalidates the layout.
    public var configuration: PagedGridLayout.Configuration {
        get { gridLayout.configuration }
        set { gridLayout.configuration = newValue; invalidateLayout() }
    }

    /// Columns per page. Defaults to 4.
    public var columns: Int {
        get { configuration.columns }
        set { configuration.columns = newValue }
    }
    /// Rows per page. Defaults to 2.
    public var rows: Int {
        get { configuration.rows }
        set { configuration.rows = newValue }
    }
    /// Space between columns. Defaults to 10.
    public var itemSpacing: CGFloat {
        get { configuration.itemSpacing }
        set { configuration.itemSpacing = newValue }
    }
    /// Space between rows. Defaults to 10.
    public var lineSpacing: CGFloat {
        get { configuration.lineSpacing }
        set { configuration.lineSpacing = newValue }
    }
    /// Space between pages. Defaults to 20.
    public var pageSpacing: CGFloat {
        get { configuration.pageSpacing }
        set { configuration.pageSpacing = newValue }
    }

    /// The owning view's adapter, asked first where a release rests.
    var releaseTarget: ((CGPoint, CGPoint) -> CGPoint)?
    /// How much a held item grows (`ReorderConfiguration.liftScale`).
    var liftScale: CGFloat = 1

    /// Why the current configuration cannot work, or `nil` if it is valid.
    public var configurationError: ConfigurationError? {
        do { try configuration.validate(); return nil } catch { return error as? ConfigurationError }
    }

    /// Creates a layout with the tutorial's parameters and defaults.
    public init(columns: Int = 4, rows: Int = 2, itemSpacing: CGFloat = 10, lineSpacing: CGFloat = 10,
                pageSpacing: CGFloat = 20) {
        var configuration = PagedGridLayout.Configuration.standard
        configuration.columns = columns
        configuration.rows = rows
        configuration.itemSpacing = itemSpacing
        configuration.lineSpacing = lineSpacing
        configuration.pageSpacing = pageSpacing
        gridLayout = PagedGridLayout(configuration: configuration)
        super.init()
    }

    /// Creates a layout from a configuration.
    public init(configuration: PagedGridLayout.Configuration) {
        gridLayout = PagedGridLayout(configuration: configuration)
        super.init()
    }

    public required init?(coder: NSCoder) {
        gridLayout = PagedGridLayout()
        super.init(coder: coder)
    }

    // MARK: - UICollectionViewLayout

    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        gridLayout.prepare(in: LayoutContext(collectionView: collectionView))
    }

    open override var collectionViewContentSize: CGSize { gridLayout.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        gridLayout.items(in: rect).map(UICollectionViewLayoutAttributes.init)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        gridLayout.item(at: ItemIndex(indexPath)).map(UICollectionViewLayoutAttributes.init)
    }

    /// Where a release rests: `GridPageView`'s adapter decides (it must hear UIKit's proposal
    /// before `scrollViewWillEndDragging` sees the layout's answer); used on its own, the
    /// layout snaps to a page, reading UIKit's velocity in whichever unit matches the proposal.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                           withScrollingVelocity velocity: CGPoint) -> CGPoint {
        if let releaseTarget { return releaseTarget(proposedContentOffset, velocity) }
        guard let collectionView else { return proposedContentOffset }
        let state = ScrollState(scrollView: collectionView)
        return gridLayout.targetContentOffset(
            proposed: proposedContentOffset, current: state.contentOffset,
            velocity: ScrollVelocity.fromLayoutCallback(velocity, proposed: proposedContentOffset, scrollView: state))
    }

    /// Where a held item goes: the reorder session's live move (held while a turned page
    /// lands), else the core's answer (`PagedGridLayout.reorderTarget`), O(1).
    open override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath,
                                       withPosition position: CGPoint) -> IndexPath {
        let item = ItemIndex(previousIndexPath)
        let target = reorderTarget?(position, item) ?? gridLayout.reorderTarget(for: position, moving: item)
        return target?.indexPath ?? previousIndexPath
    }

    /// The grid's reorder session's answer (`ReorderDriver.target(for:moving:)`), set by
    /// `GridPageView`.
    var reorderTarget: ((CGPoint, ItemIndex) -> ItemIndex?)?

    /// The held item: centred on the target position and above everything (UIKit's own
    /// attributes), grown by the reorder's lift.
    open override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                                  withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes {
        let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        attributes.transform3D = CATransform3DMakeScale(liftScale, liftScale, 1)
        return attributes
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    /// The core mirrors frames for right-to-left itself (page 0 at the right end), so UIKit
    /// must not flip them a second time.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}
#endif
