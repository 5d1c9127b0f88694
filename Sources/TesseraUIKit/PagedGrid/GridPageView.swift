#if canImport(UIKit)
import UIKit
import TesseraCore

/// A paged grid — emoji panels, springboards, sticker pickers — with the API of the
/// paged-grid tutorial, plus current page, page control, right-to-left, rotation and
/// VoiceOver.
///
///     let grid = GridPageView(columns: 4, rows: 2, itemSpacing: 10, lineSpacing: 10, pageSpacing: 20)
///     grid.registerCell(EmojiCell.self, forCellWithReuseIdentifier: "emoji")
///     grid.dataSource = self
///     grid.delegate = self
///     grid.pageControl = pageControl
///
/// Behaviour lives in `PagedGridBehavior` and `PagedGridLayout` (TesseraCore, tested on Linux);
/// this view forwards UIKit's callbacks to the core's `ScrollViewAdapter` and reports what
/// it answers.
@preconcurrency @MainActor
open class GridPageView: UIView {
    /// Supplies the items.
    public weak var dataSource: GridPageViewDataSource?
    /// Hears about selection, page changes and scrolling.
    public weak var delegate: GridPageViewDelegate?
    /// The collection view showing the grid (for backgrounds and such; do not replace its
    /// data source, delegate or layout).
    public let collectionView: UICollectionView
    /// A page control kept in sync with the pages; tapping it scrolls. Optional.
    public weak var pageControl: UIPageControl? {
        didSet {
            oldValue?.removeTarget(self, action: #selector(pageControlChanged), for: .valueChanged)
            pageControl?.addTarget(self, action: #selector(pageControlChanged), for: .valueChanged)
            syncPageControl()
        }
    }
    /// Everything the pager heard and reported, in the order its adapter produced them: for
    /// wrappers that keep outside state in step with the grid (the SwiftUI `PagedGrid` feeds
    /// a `BehaviorBinding` with it). Defaults to `nil`.
    public var onBehaviorReport: ((BehaviorReport<PagedGridBehavior.Effect>) -> Void)?
    /// What VoiceOver calls the adjustable page element. Defaults to "Pages".
    public var pagesAccessibilityLabel = NSLocalizedString("tessera.pages", tableName: "Tessera", bundle: .main,
                                                           value: "Pages", comment: "VoiceOver: a paged grid") {
        didSet { pagesElement.accessibilityLabel = pagesAccessibilityLabel }
    }

    let flowLayout: GridPagedFlowLayout
    private let source = GridPageDataSource()
    lazy var bridge = ScrollAdapterBridge(behavior: PagedGridBehavior(), scrollView: collectionView,
                                          layout: { [flowLayout] in flowLayout.gridLayout },
                                          invalidate: { [flowLayout] in flowLayout.invalidateLayout() })
    lazy var pagesElement = GridPagesAccessibilityElement(pageView: self)
    lazy var reorder = ReorderDriver()
    static let fallbackReuseIdentifier = "Tessera.GridPageView.empty"

    // MARK: - Creating

    /// Creates a grid of `columns × rows` items per page.
    public init(columns: Int = 4, rows: Int = 2, itemSpacing: CGFloat = 10, lineSpacing: CGFloat = 10,
                pageSpacing: CGFloat = 20) {
        flowLayout = GridPagedFlowLayout(columns: columns, rows: rows, itemSpacing: itemSpacing,
                                         lineSpacing: lineSpacing, pageSpacing: pageSpacing)
        collectionView = PagingCollectionView(frame: .zero, collectionViewLayout: flowLayout)
        super.init(frame: .zero)
        setUp()
    }

    /// Creates a grid from a full configuration (fill order, page axis, insets…).
    public init(configuration: PagedGridLayout.Configuration) {
        flowLayout = GridPagedFlowLayout(configuration: configuration)
        collectionView = PagingCollectionView(frame: .zero, collectionViewLayout: flowLayout)
        super.init(frame: .zero)
        setUp()
    }

    /// Creates a grid from a storyboard or nib, with the default configuration.
    public required init?(coder: NSCoder) {
        flowLayout = GridPagedFlowLayout()
        collectionView = PagingCollectionView(frame: .zero, collectionViewLayout: flowLayout)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        collectionView.frame = bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .clear
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.showsVerticalScrollIndicator = false
        #if os(iOS)
        // A paged strip has no top to scroll to, and a second scroll view claiming the
        // status-bar tap would take it from a table on the same screen.
        collectionView.scrollsToTop = false
        #endif
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.fallbackReuseIdentifier)
        source.pageView = self
        collectionView.dataSource = source
        bridge.attach(to: collectionView, layout: flowLayout)
        bridge.onEffect = { [weak self] in self?.report($0) }
        bridge.requestLayout = { [weak self] in self?.setNeedsLayout() }
        bridge.onTold = { [weak self] in self?.onBehaviorReport?(.heard($0)) }
        bridge.onScroll = { [weak self] in
            guard let self else { return }
            reorder.contentDidScroll()
            delegate?.scrollViewDidScroll(collectionView)
        }
        reorder.host = self
        flowLayout.reorderTarget = { [weak self] in self?.reorder.target(for: $0, moving: $1) }
        bridge.onPresenceChange = { [weak self] in self?.reorder.presenceDidChange($0) }
        bridge.onCallbackEffects = { [weak self] _ in self?.reorder.behaviorDidAct() }
        collectionView.addGestureRecognizer(reorder.press)
        flowLayout.liftScale = reorder.session.configuration.liftScale

        updateBounces()
        addSubview(collectionView)
        accessibilityElements = [pagesElement, collectionView]
    }

    // MARK: - The tutorial's API

    /// Columns per page. Setting it keeps the first item of the page on screen.
    public var columns: Int {
        get { flowLayout.columns }
        set { updateLayout { $0.columns = newValue } }
    }
    /// Rows per page. Setting it keeps the first item of the page on screen.
    public var rows: Int {
        get { flowLayout.rows }
        set { updateLayout { $0.rows = newValue } }
    }
    /// Space between columns.
    public var itemSpacing: CGFloat {
        get { flowLayout.itemSpacing }
        set { updateLayout { $0.itemSpacing = newValue } }
    }
    /// Space between rows.
    public var lineSpacing: CGFloat {
        get { flowLayout.lineSpacing }
        set { updateLayout { $0.lineSpacing = newValue } }
    }
    /// Space between pages, seen while scrolling.
    public var pageSpacing: CGFloat {
        get { flowLayout.pageSpacing }
        set { updateLayout { $0.pageSpacing = newValue } }
    }

    /// Registers a cell class for a reuse identifier.
    public func registerCell<T: UICollectionViewCell>(_ cellClass: T.Type, forCellWithReuseIdentifier identifier: String) {
        collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// Reloads every item. If the current page no longer exists, the grid moves to the last
    /// page and reports it.
    public func reloadData() {
        // A held item is put back before the items change under UIKit's interactive movement.
        reorder.cancel(.dataReloaded)
        collectionView.reloadData()
        relayout(.reload)
    }

    // MARK: - Beyond the tutorial

    /// The whole configuration (fill order, page axis, section insets, flick settings).
    public var configuration: PagedGridLayout.Configuration {
        get { flowLayout.configuration }
        set {
            updateLayout { $0.configuration = newValue }
            updateBounces()
        }
    }

    /// The page the grid last came to rest on.
    public var currentPage: Int { bridge.behavior.currentPage }

    /// The number of pages.
    public var numberOfPages: Int { bridge.behavior.numberOfPages }

    /// Scrolls to `page` (clamped to the existing pages); `didChangeToPage` follows when the
    /// content arrives.
    public func scrollToPage(_ page: Int, animated: Bool) {
        bridge.send { $0.scrollToPage(page, animated: animated, scroll: $1, layout: $2) }
    }

    // MARK: - Layout

    /// A forced direction (`.forceRightToLeft`) reaches the collection view, which lays out
    /// again mirrored: the core reads the collection view's own effective direction, which a
    /// superview's attribute does not change.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            reorder.cancel(.layoutChanged)
            collectionView.semanticContentAttribute = semanticContentAttribute
            relayout(.invalidation)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // A new viewport puts a held item back before the pages are laid out again.
        if let reason = bridge.layOutCollectionView(in: bounds, beforePass: { reorder.layoutDidChange($0) }) {
            syncPageControl()
            reorder.layoutDidChange(reason)
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        bridge.windowDidChange(isInWindow: window != nil)
    }

    private func updateLayout(_ change: (GridPagedFlowLayout) -> Void) {
        reorder.cancel(.layoutChanged)
        change(flowLayout)
        relayout(.invalidation)
    }

    private func updateBounces() {
        let scrolling = ScrollConfiguration.paging(along: flowLayout.configuration.pageAxis)
        collectionView.alwaysBounceHorizontal = scrolling.alwaysBounceHorizontal
        collectionView.alwaysBounceVertical = scrolling.alwaysBounceVertical
    }

    /// Lays the collection view out now and lets the pager decide where to rest.
    func relayout(_ reason: LayoutChangeReason) {
        bridge.relayout(reason)
        reorder.layoutDidChange(reason)
        syncPageControl()
    }

    // MARK: - Reports

    private func report(_ effect: PagedGridBehavior.Effect) {
        switch effect {
        case .pageChanged(let page):
            syncPageControl()
            delegate?.pageView(self, didChangeToPage: page)
        case .itemSelected(let index):
            delegate?.pageView(self, didSelectItemAt: index.indexPath)
        case .scroll:
            break // carried out by the adapter
        }
        onBehaviorReport?(.effect(effect))
    }

    private func syncPageControl() {
        guard let pageControl else { return }
        pageControl.numberOfPages = numberOfPages
        pageControl.currentPage = currentPage
    }

    @objc private func pageControlChanged() {
        guard let pageControl else { return }
        scrollToPage(pageControl.currentPage, animated: true)
    }
}

/// The collection view's data source: the app's items, through the tutorial's protocol.
@MainActor
private final class GridPageDataSource: NSObject, UICollectionViewDataSource {
    weak var pageView: GridPageView?

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        max(0, pageView?.dataSource?.numberOfItems() ?? 0)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let pageView, let cell = pageView.dataSource?.cellForItemAt(pageView: pageView, collectionView: collectionView,
                                                                      indexPath: indexPath) {
            pageView.reorder.decorate(cell, at: indexPath)
            return cell
        }
        // UIKit throws for a cell that was not dequeued; an empty registered cell is safe.
        return collectionView.dequeueReusableCell(withReuseIdentifier: GridPageView.fallbackReuseIdentifier, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        pageView?.dataSource is GridPageViewReorderingDataSource
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {
        guard let pageView, let dataSource = pageView.dataSource as? GridPageViewReorderingDataSource else { return }
        dataSource.pageView(pageView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    }
}
#endif
