#if canImport(UIKit)
import UIKit
import TesseraCore

/// A looping carousel — banners, onboarding, product shelves — with the API of
/// YJCycleCollectionView, and what such views lack: no ×N item multiplication (one wrap
/// function and a bounded, recentred offset), no jump or reload at the wrap, auto-scroll that
/// survives reloads and stops off screen, in the background, under VoiceOver and with Reduce
/// Motion, a drift-free marquee, right-to-left, VoiceOver, a page control binding.
///
///     let cycle = CycleCollectionView(frame: frame)
///     cycle.delegate = self
///     cycle.register(BannerCell.self, forCellWithReuseIdentifier: "banner")
///     cycle.paddingInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
///     cycle.minimumLineSpacing = 10
///     cycle.isAutoScroll = true
///     cycle.reloadData()
///
/// Behaviour lives in `CarouselBehavior`, `AutoScroller` and `CarouselLayout` (TesseraCore,
/// tested on Linux); this view forwards UIKit's callbacks to the core's `ScrollViewAdapter`
/// and reports what it answers.
@preconcurrency @MainActor
open class CycleCollectionView: UIView {
    // MARK: - Appearance

    /// Insets of the collection view inside this view. Defaults to zero.
    @objc public var marginInset: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// Insets of the items inside the collection view. The resting item is centred between
    /// them (`alignment` `.centered`, the default) or sits at the leading inset (`.leading`, as
    /// YJBannerView pages), its neighbours peeking into them. Defaults to zero.
    @objc public var paddingInset: UIEdgeInsets = .zero {
        didSet { applyConfiguration() }
    }
    /// Item length along the scroll axis ÷ across it (width ÷ height when horizontal), the
    /// item spanning the area inside `paddingInset` across the axis; 0 uses `itemSize`.
    /// Clamped to 0…5. Defaults to 0.
    @objc public var itemSizeScale: CGFloat = 0 {
        didSet { applyConfiguration() }
    }
    /// The item size when `itemSizeScale` is 0; `.zero` fills the area inside
    /// `paddingInset`. Too tall (or wide) an item is scaled down to fit. Defaults to `.zero`.
    @objc public var itemSize: CGSize = .zero {
        didSet { applyConfiguration() }
    }
    /// Space between items. Defaults to 0.
    @objc public var minimumLineSpacing: CGFloat = 0 {
        didSet { applyConfiguration() }
    }

    // MARK: - Callbacks

    /// Called with the data index of a tapped item.
    @objc public var didSelectItemBlock: ((Int) -> Void)?
    /// Called when scrolling comes to rest (and, in a marquee, when the nearest item
    /// changes) with the current data index (−1 without paging) and the offset within one
    /// cycle of the items.
    @objc public var didScrollItemOperationBlock: ((Int, CGPoint) -> Void)?

    // MARK: - Scrolling

    /// Whether the user can drag the carousel. Defaults to `true`.
    @objc public var isEnabledPanGestureRecognizer: Bool = true {
        didSet {
            collectionView.isScrollEnabled = isEnabledPanGestureRecognizer
            collectionView.panGestureRecognizer.isEnabled = isEnabledPanGestureRecognizer
        }
    }
    /// Page-by-page auto-scroll or a constant-speed marquee (which turns paging off).
    /// Defaults to `.page`.
    @objc public var scrollType: CycleScrollType = .page {
        didSet {
            applyConfiguration()
            applyAutoScrollMode()
        }
    }
    /// The marquee's speed, points per second. Defaults to 60.
    @objc public var scrollSpeed: CGFloat = 60 {
        didSet { applyAutoScrollMode() }
    }
    /// Seconds between pages. Defaults to 2.5.
    @objc public var autoScrollTimeInterval: TimeInterval = 2.5 {
        didSet { applyAutoScrollMode() }
    }
    /// Whether the carousel scrolls by itself. Defaults to `false`.
    @objc public var isAutoScroll: Bool = false {
        didSet { isAutoScroll ? setupTimer() : invalidateTimer() }
    }
    /// Whether the items repeat forever. A single item never loops. Defaults to `true`.
    @objc public var isInfiniteLoop: Bool = true {
        didSet {
            applyConfiguration()
            // A looping carousel hands no pan over: the nested link follows at once, not at
            // the next move into a window.
            (collectionView as? PagingCollectionView)?.updateNestedScrollLink()
        }
    }
    /// The scroll axis. Defaults to `.horizontal`.
    @objc public var scrollDirection: UICollectionView.ScrollDirection = .horizontal {
        didSet { applyConfiguration() }
    }
    /// Whether releases rest on items (off in `.constantSpeed`). Defaults to `true`.
    @objc public var isPagingEnabled: Bool = true {
        didSet { applyConfiguration() }
    }
    /// Supplies the items. Loaded at the next layout pass (as YJ's view loads lazily), also
    /// when set after the first one.
    @objc public weak var delegate: CycleCollectionViewDelegate? {
        didSet { setNeedsLayout() }
    }

    // MARK: - Beyond YJCycleCollectionView

    /// The data index of the item the carousel rests on.
    @objc public var currentIndex: Int { bridge.behavior.currentIndex }
    /// A page control kept in sync (live while dragging); tapping it scrolls.
    @objc public weak var pageControl: UIPageControl? {
        didSet {
            oldValue?.removeTarget(self, action: #selector(pageControlChanged), for: .valueChanged)
            pageControl?.addTarget(self, action: #selector(pageControlChanged), for: .valueChanged)
            syncPageControl()
        }
    }
    /// Where the resting item sits. Defaults to `.centered` (a banner with even peeks), as
    /// every carousel's configuration does; `.leading` puts it at `paddingInset`'s leading edge.
    public var alignment: CarouselLayout.Alignment = .centered {
        didSet { applyConfiguration() }
    }
    /// A transform preset (scale, fade, cover flow, stacked cards) or your own effect.
    /// Defaults to `.none`.
    public var itemTransform: CarouselTransform = .none {
        didSet { applyConfiguration() }
    }
    /// Everything the pager heard and reported, in the order its adapter produced them: for
    /// wrappers that keep outside state in step with the carousel (the SwiftUI `Carousel` feeds
    /// a `BehaviorBinding` with it). Defaults to `nil`.
    public var onBehaviorReport: ((BehaviorReport<CarouselBehavior.Effect>) -> Void)?
    /// What VoiceOver calls the carousel. Defaults to "Carousel".
    public var itemsAccessibilityLabel = NSLocalizedString("tessera.carousel", tableName: "Tessera", bundle: .main,
                                                           value: "Carousel", comment: "VoiceOver: a carousel")
    /// Why the last change of a property could not be applied (the previous configuration
    /// stays), or `nil`.
    public internal(set) var configurationError: ConfigurationError?

    /// The collection view showing the items (for backgrounds and such; do not replace its
    /// data source, delegate or layout).
    public let collectionView: UICollectionView
    /// The layout.
    public let carouselLayout: CarouselCollectionViewLayout

    // MARK: - State

    lazy var bridge = ScrollAdapterBridge(behavior: CarouselBehavior(), scrollView: collectionView,
                                          layout: { [carouselLayout] in carouselLayout.carousel },
                                          invalidate: { [carouselLayout] in carouselLayout.invalidateLayout() },
                                          recenter: { [carouselLayout] in carouselLayout.recenter(by: $0, to: $1) })
    lazy var itemsElement = CycleItemsAccessibilityElement(cycleView: self)
    private let source = CycleCollectionDataSource()
    /// The slot whose cell is being configured, so a dequeue with a data index path gets it.
    var configuringSlot: IndexPath?
    /// The data index each slot's cell was last configured with.
    var slotData = SlotLedger<Int>()
    private var itemSizes: [CGSize]?
    private var hasLoadedData = false
    static let fallbackReuseIdentifier = "Tessera.CycleCollectionView.empty"

    // MARK: - Creating

    /// Creates a carousel; set `delegate`, register cells and call `reloadData()`.
    public override init(frame: CGRect) {
        let layout = CarouselCollectionViewLayout()
        carouselLayout = layout
        collectionView = PagingCollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: layout)
        super.init(frame: frame)
        setUp()
    }

    /// Creates a carousel from a storyboard or nib.
    public required init?(coder: NSCoder) {
        let layout = CarouselCollectionViewLayout()
        carouselLayout = layout
        collectionView = PagingCollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        collectionView.frame = bounds.inset(by: marginInset)
        collectionView.backgroundColor = .clear
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.showsVerticalScrollIndicator = false
        #if os(iOS)
        collectionView.scrollsToTop = false
        #endif
        collectionView.contentInsetAdjustmentBehavior = .never
        // A slot stands for another position once it scrolls away: a prefetched cell would
        // come back showing the old item.
        collectionView.isPrefetchingEnabled = false
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.fallbackReuseIdentifier)
        source.cycleView = self
        collectionView.dataSource = source
        bridge.attach(to: collectionView, layout: carouselLayout)
        bridge.onEffect = { [weak self] in self?.report($0) }
        bridge.requestLayout = { [weak self] in self?.setNeedsLayout() }
        bridge.onTold = { [weak self] in self?.heard($0) }
        bridge.onScroll = { [weak self] in self?.syncPageControl() }
        (collectionView as? PagingCollectionView)?.didLayOutCells = { [weak self] in self?.reloadStaleSlots() }
        addSubview(collectionView)
        setUpNestedScrolling()
        accessibilityElements = [itemsElement]
        observeEnvironment()
        updateAccessibilitySettings()
        applyConfiguration()
    }

    // MARK: - YJCycleCollectionView's methods

    /// Registers a cell class for a reuse identifier.
    @objc public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a nib for a reuse identifier.
    @objc public func register(nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        collectionView.register(nib, forCellWithReuseIdentifier: identifier)
    }

    /// Dequeues a cell inside `collectionView(_:cellForItemAt:)`. Pass the index path you were
    /// given (a data index); the cell is dequeued for the slot being configured. Objective-C
    /// sees YJCycleCollectionView's `dequeueReusableCellWithReuseIdentifier:forIndexPath:`.
    @objc(dequeueReusableCellWithReuseIdentifier:forIndexPath:)
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: configuringSlot ?? indexPath)
    }

    /// Tessera 0.1's spelling of `dequeueReusableCell(withReuseIdentifier:for:)`.
    @available(*, deprecated, renamed: "dequeueReusableCell(withReuseIdentifier:for:)")
    @nonobjc public func dequeueReusableCell(withReuseIdentifier identifier: String,
                                            forIndexPath indexPath: IndexPath) -> UICollectionViewCell {
        dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// Asks the delegate for the items again. The current item stays current if it still
    /// exists; auto-scroll goes on from a valid item.
    @objc public func reloadData() {
        hasLoadedData = true
        let count = max(0, delegate?.collectionView(self, numberOfItemsInSection: 0) ?? 0)
        itemSizes = nil
        if let delegate, count > 0,
           delegate.collectionView?(self, layout: carouselLayout, sizeForItemAt: IndexPath(item: 0, section: 0)) != nil {
            itemSizes = (0..<count).map {
                delegate.collectionView?(self, layout: carouselLayout, sizeForItemAt: IndexPath(item: $0, section: 0)) ?? .zero
            }
        }
        updateConfiguration()
        carouselLayout.itemCount = count
        slotData.forgetAll()
        collectionView.reloadData()
        relayout(.reload)
    }

    /// Starts auto-scrolling (again, with a fresh interval).
    @objc public func setupTimer() {
        bridge.send { $0.setAutoScrollEnabled(false, scroll: $1, layout: $2) }
        applyAutoScrollMode()
        bridge.send { $0.setAutoScrollEnabled(true, scroll: $1, layout: $2) }
    }

    /// Stops auto-scrolling.
    @objc public func invalidateTimer() {
        bridge.send { $0.setAutoScrollEnabled(false, scroll: $1, layout: $2) }
    }

    /// Scrolls to data item `index`, the shortest way round in a loop.
    @objc public func scrollToItem(at index: Int, animated: Bool) {
        bridge.send { $0.scrollToItem(index, animated: animated, scroll: $1, layout: $2) }
    }

    // MARK: - Layout

    /// Insets the collection view by `marginInset`; a new size re-lays the items out and keeps
    /// the current item resting.
    /// A forced direction (`.forceRightToLeft`) reaches the collection view, which lays out
    /// again mirrored: the core reads the collection view's own effective direction, which a
    /// superview's attribute does not change.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            collectionView.semanticContentAttribute = semanticContentAttribute
            relayout(.invalidation)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frame = bounds.inset(by: marginInset)
        let sanitized = CGRect(origin: frame.origin, size: CGSize(width: max(0, frame.width), height: max(0, frame.height)))
        bridge.lookAgain()
        // The first layout with a delegate loads the data (the YJ view loads lazily).
        if !hasLoadedData && delegate != nil {
            collectionView.frame = sanitized
            reloadData()
        } else {
            if bridge.layOutCollectionView(in: sanitized, afterPass: reloadSlotsIfNeeded) != nil { syncPageControl() }
        }
    }

    /// YJ's properties as one value; what they mean is the core's (`CycleSettings`).
    var settings: CycleSettings {
        var settings = CycleSettings()
        settings.axis = Axis(scrollDirection)
        settings.paddingInsets = EdgeInsets(paddingInset)
        settings.itemSizeScale = itemSizeScale
        settings.itemSize = itemSize
        settings.itemSizes = itemSizes
        settings.minimumLineSpacing = minimumLineSpacing
        settings.alignment = alignment
        settings.transform = itemTransform
        settings.isInfiniteLoop = isInfiniteLoop
        settings.isPagingEnabled = isPagingEnabled
        settings.style = scrollType == .page ? .page : .constantSpeed
        settings.autoScrollTimeInterval = autoScrollTimeInterval
        settings.scrollSpeed = scrollSpeed
        return settings
    }

    /// Builds the core configuration from the properties; on an invalid value the previous
    /// configuration stays and `configurationError` says why.
    private func updateConfiguration() {
        do {
            let configuration = try settings.configuration()
            carouselLayout.configuration = configuration
            collectionView.decelerationRate = UIScrollView.DecelerationRate(
                rawValue: configuration.recommendedDecelerationRate.perMillisecond)
            configurationError = nil
        } catch {
            configurationError = error as? ConfigurationError
        }
    }

    private func applyConfiguration() {
        updateConfiguration()
        relayout(.invalidation)
    }

    /// Lays the collection view out now and lets the pager decide where to rest.
    func relayout(_ reason: LayoutChangeReason) {
        bridge.relayout(reason, afterPass: reloadSlotsIfNeeded)
        syncPageControl()
    }

    /// The slot count follows the viewport and the item sizes: a rotation or a new `itemSize`
    /// may change how many index paths the collection view must show.
    private func reloadSlotsIfNeeded() {
        let known = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : nil
        if slotData.needsReload(known: known, lent: carouselLayout.numberOfSlots) { collectionView.reloadData() }
    }

    // MARK: - Page control

    func syncPageControl() {
        guard let pageControl else { return }
        let model = bridge.behavior.pageControl
        pageControl.numberOfPages = model.numberOfPages
        if !pageControl.isTracking { pageControl.currentPage = model.currentPage }
    }

    @objc private func pageControlChanged() {
        guard let pageControl else { return }
        scrollToItem(at: carouselLayout.carousel.firstDataIndex(ofPage: pageControl.currentPage), animated: true)
    }
}

#endif
