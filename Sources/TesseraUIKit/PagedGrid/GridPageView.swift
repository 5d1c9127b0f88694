#if canImport(UIKit)
import UIKit
import TesseraCore

/// A paged grid of items — emoji panels, springboards, sticker pickers — with the API of the
/// paged-grid tutorial many apps started from, and what that tutorial lacks: a page change
/// reported exactly once, right-to-left, rotation, VoiceOver, a page control binding.
///
///     let grid = GridPageView(columns: 4, rows: 2, itemSpacing: 10, lineSpacing: 10, pageSpacing: 20)
///     grid.registerCell(EmojiCell.self, forCellWithReuseIdentifier: "emoji")
///     grid.dataSource = self
///     grid.delegate = self
///     grid.pageControl = pageControl
///
/// Behaviour lives in `PagedGridPager` and `PagedGridLayout` (TesseraCore, tested on Linux); this
/// view forwards UIKit's callbacks to them and performs what they answer.
@MainActor
open class GridPageView: UIView {
    /// Supplies the items.
    public weak var dataSource: GridPageViewDataSource?
    /// Hears about selection, page changes and scrolling.
    public weak var delegate: GridPageViewDelegate?
    /// The collection view showing the grid.
    public private(set) var collectionView: UICollectionView!
    /// A page control kept in sync with the pages; tapping it scrolls. Optional.
    public weak var pageControl: UIPageControl? {
        didSet {
            oldValue?.removeTarget(self, action: #selector(pageControlChanged), for: .valueChanged)
            pageControl?.addTarget(self, action: #selector(pageControlChanged), for: .valueChanged)
            syncPageControl()
        }
    }
    /// What VoiceOver calls the adjustable page element. Defaults to "Pages".
    public var pagesAccessibilityLabel = "Pages" {
        didSet { pagesElement.accessibilityLabel = pagesAccessibilityLabel }
    }

    let flowLayout: GridPagedFlowLayout
    var pager = PagedGridPager()
    lazy var settleDriver = ScrollMotionDriver(scrollView: collectionView)
    lazy var pagesElement = GridPagesAccessibilityElement(pageView: self)
    var isAnimatingProgrammatically = false
    private var laidOutSize: CGSize?
    static let fallbackReuseIdentifier = "Tessera.GridPageView.empty"

    // MARK: - Creating

    /// Creates a grid of `columns × rows` items per page.
    public init(columns: Int = 4, rows: Int = 2, itemSpacing: CGFloat = 10, lineSpacing: CGFloat = 10,
                pageSpacing: CGFloat = 20) {
        flowLayout = GridPagedFlowLayout(columns: columns, rows: rows, itemSpacing: itemSpacing,
                                         lineSpacing: lineSpacing, pageSpacing: pageSpacing)
        super.init(frame: .zero)
        setUp()
    }

    /// Creates a grid from a full configuration (fill order, page axis, insets…).
    public init(configuration: PagedGridLayout.Configuration) {
        flowLayout = GridPagedFlowLayout(configuration: configuration)
        super.init(frame: .zero)
        setUp()
    }

    public required init?(coder: NSCoder) {
        flowLayout = GridPagedFlowLayout()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        let collectionView = PagingCollectionView(frame: bounds, collectionViewLayout: flowLayout)
        collectionView.accessibilityScrollHandler = { [weak self] in self?.accessibilityScrollPages($0) ?? false }
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .clear
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.showsVerticalScrollIndicator = false
        collectionView.alwaysBounceHorizontal = flowLayout.configuration.pageAxis == .horizontal
        collectionView.alwaysBounceVertical = flowLayout.configuration.pageAxis == .vertical
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.fallbackReuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        addSubview(collectionView)
        self.collectionView = collectionView
        accessibilityElements = [pagesElement, collectionView]
        NotificationCenter.default.addObserver(self, selector: #selector(applicationWillResignActive),
                                               name: UIApplication.willResignActiveNotification, object: nil)
    }

    // MARK: - The tutorial's API

    /// Columns per page. Setting it keeps the first visible item on screen.
    public var columns: Int {
        get { flowLayout.columns }
        set { updateLayout { $0.columns = newValue } }
    }
    /// Rows per page. Setting it keeps the first visible item on screen.
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
        collectionView.reloadData()
        relayout(.reload)
    }

    // MARK: - Beyond the tutorial

    /// The whole configuration (fill order, page axis, section insets, flick settings).
    public var configuration: PagedGridLayout.Configuration {
        get { flowLayout.configuration }
        set {
            updateLayout { $0.configuration = newValue }
            collectionView.alwaysBounceHorizontal = newValue.pageAxis == .horizontal
            collectionView.alwaysBounceVertical = newValue.pageAxis == .vertical
        }
    }

    /// The page the grid last came to rest on.
    public var currentPage: Int { pager.currentPage }

    /// The number of pages.
    public var numberOfPages: Int { pager.numberOfPages }

    /// Scrolls to `page` (clamped to the existing pages); `didChangeToPage` follows when the
    /// content arrives.
    public func scrollToPage(_ page: Int, animated: Bool) {
        perform(pager.scrollToPage(page, animated: animated, scroll: scrollState, layout: flowLayout.gridLayout))
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        collectionView.frame = bounds
        relayout(.viewportResize)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { settleDriver.finishImmediately() }
    }

    @objc private func applicationWillResignActive() {
        settleDriver.finishImmediately()
    }

    private func updateLayout(_ change: (GridPagedFlowLayout) -> Void) {
        change(flowLayout)
        relayout(.invalidation)
    }

    /// Lays the collection view out now and lets the pager decide where to rest.
    func relayout(_ reason: LayoutChangeReason) {
        flowLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        perform(pager.layoutDidChange(scrollState, layout: flowLayout.gridLayout, reason: reason))
        syncPageControl()
    }

    // MARK: - Effects

    /// What a delegate would read off the collection view; the settle spring counts as
    /// deceleration, as it does in the engine.
    var scrollState: ScrollState {
        var state = ScrollState(scrollView: collectionView, isAnimating: isAnimatingProgrammatically)
        state.isDecelerating = state.isDecelerating || settleDriver.isRunning
        return state
    }

    func perform(_ effects: [PagedGridPager.Effect]) {
        for effect in effects {
            switch effect {
            case .scroll(let offset, let animated):
                settleDriver.cancel()
                isAnimatingProgrammatically = animated
                collectionView.setContentOffset(offset, animated: animated)
            case .pageChanged(let page):
                syncPageControl()
                delegate?.pageView(self, didChangeToPage: page)
            case .itemSelected(let index):
                delegate?.pageView(self, didSelectItemAt: index.indexPath)
            }
        }
    }

    private func syncPageControl() {
        guard let pageControl else { return }
        pageControl.numberOfPages = pager.numberOfPages
        pageControl.currentPage = pager.currentPage
    }

    @objc private func pageControlChanged() {
        guard let pageControl else { return }
        scrollToPage(pageControl.currentPage, animated: true)
    }
}

#endif
