#if canImport(UIKit)
import UIKit
import TesseraCore

/// Horizontally paged content (the view-pager tutorial's `PagedView`): pages given as views
/// (`pages`), or created on demand by a data source that keeps only the page on screen and its
/// neighbours alive. Alone it pages with an optional page control; in a `ViewPager` its
/// progress drives the tab strip every frame.
///
///     let pages = PagedView(pages: [inbox, archive, trash])
///     pages.delegate = self                     // didMoveToPage(index:), once per change
///     pages.pageControl = pageControl
///
/// Behaviour lives in `PagerPagesBehavior` and `PagerPagesLayout` (TesseraCore, tested on
/// Linux): snapping by the shared rule with UIKit's paging spring, selection kept through
/// edits and resizes, VoiceOver page by page, right-to-left. This view forwards UIKit's
/// callbacks to the core and carries out what it asks.
@preconcurrency @MainActor
open class PagedView: UIView {
    /// Told when the selected page changes.
    public weak var delegate: PagedViewDelegate?

    /// Creates the pages on demand instead of `pages`. Setting it reloads.
    public weak var dataSource: PagedViewDataSource? {
        didSet { reloadData() }
    }

    /// Supplies the pages as cells instead of views (content that lives in a cell's content
    /// configuration, such as SwiftUI's `UIHostingConfiguration`). Takes precedence over
    /// `dataSource` and `pages`; setting it reloads.
    public weak var cellDataSource: PagedViewCellDataSource? {
        didSet { reloadData() }
    }

    /// Everything the pages heard and reported, in the order their adapter produced them: for
    /// wrappers that keep outside state in step with the pages (the SwiftUI `ViewPager` feeds a
    /// `BehaviorBinding` with it). Defaults to `nil`.
    public var onBehaviorReport: ((BehaviorReport<PagerPagesBehavior.Effect>) -> Void)?

    /// The pages, as views (ignored while a `dataSource` is set). Assigning, appending,
    /// inserting or replacing keeps the selected page by identity.
    public var pages: [UIView] {
        get { storedPages }
        set { replacePages(with: newValue, map: PagerIndexMap(from: storedPages.map(ObjectIdentifier.init),
                                                              to: newValue.map(ObjectIdentifier.init))) }
    }

    /// A page control kept in step with the selected page; tapping it moves the pages.
    public weak var pageControl: UIPageControl? {
        didSet {
            oldValue?.removeTarget(self, action: #selector(pageControlChanged), for: .valueChanged)
            pageControl?.addTarget(self, action: #selector(pageControlChanged), for: .valueChanged)
            syncPageControl()
        }
    }

    /// What VoiceOver calls the pages. Defaults to "Pages".
    // The paged grid's key and comment, so `genstrings` makes one entry for translators.
    public var pagesAccessibilityLabel = NSLocalizedString("tessera.pages", tableName: "Tessera", bundle: .main,
                                                           value: "Pages", comment: "VoiceOver: a paged grid") {
        didSet { collectionView.accessibilityLabel = pagesAccessibilityLabel }
    }

    /// The selected page (0 without pages).
    public var selectedIndex: Int { bridge.behavior.selectedPage }

    /// The number of pages.
    public var numberOfPages: Int { bridge.behavior.numberOfPages }

    /// The page's view, if it is alive (always, for `pages`); `nil` for pages given as cells
    /// (`cellDataSource`), whose cells are reused from page to page.
    public func viewForPage(at index: Int) -> UIView? {
        dataSource == nil ? (storedPages.indices.contains(index) ? storedPages[index] : nil) : liveViews[index]
    }

    /// The collection view showing the pages (for backgrounds; keep its data source, delegate
    /// and layout).
    public let collectionView: UICollectionView

    let pagesLayout = PagesCollectionViewLayout()
    private var storedPages: [UIView]
    /// The data source's pages that are alive, by index.
    private var liveViews: [Int: UIView] = [:]
    private var pageCount = 0
    private let source = PagedViewDataSourceProxy()
    lazy var bridge = ScrollAdapterBridge(behavior: PagerPagesBehavior(), scrollView: collectionView,
                                          layout: { [pagesLayout] in pagesLayout.pagesLayout },
                                          invalidate: { [pagesLayout] in pagesLayout.invalidateLayout() },
                                          recenter: { [weak self] in self?.shiftContent(by: $0, to: $1) })
    /// The pages' effects, for the `ViewPager` that links them to a strip.
    var linkedEffectHandler: (([PagerPagesBehavior.Effect]) -> Void)?
    /// Every page event, after this view carried it out (a `ViewPagerController`'s children).
    var pageEventObserver: ((PagerPageEvent) -> Void)?

    static let reuseIdentifier = "PageCollectionViewCell"

    // MARK: - Creating

    /// Creates paged content showing `pages`.
    public init(pages: [UIView] = []) {
        storedPages = []
        collectionView = PagingCollectionView(frame: .zero, collectionViewLayout: pagesLayout)
        super.init(frame: .zero)
        setUp()
        if !pages.isEmpty { self.pages = pages }
    }

    /// Creates paged content from a storyboard or nib, without pages.
    public required init?(coder: NSCoder) {
        storedPages = []
        collectionView = PagingCollectionView(frame: .zero, collectionViewLayout: pagesLayout)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        collectionView.frame = bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .clear
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.showsVerticalScrollIndicator = false
        collectionView.alwaysBounceHorizontal = ScrollConfiguration.paging(along: .horizontal).alwaysBounceHorizontal
        collectionView.contentInsetAdjustmentBehavior = .never
        // Only the pages the core keeps alive may be asked for.
        collectionView.isPrefetchingEnabled = false
        #if os(iOS)
        collectionView.scrollsToTop = false
        #endif
        collectionView.register(PageCollectionViewCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
        collectionView.accessibilityLabel = pagesAccessibilityLabel
        source.pagedView = self
        collectionView.dataSource = source
        bridge.attach(to: collectionView, layout: pagesLayout)
        bridge.onEffect = { [weak self] in self?.report($0) }
        bridge.requestLayout = { [weak self] in self?.setNeedsLayout() }
        bridge.onTold = { [weak self] in self?.onBehaviorReport?(.heard($0)) }
        bridge.onCallbackEffects = { [weak self] in self?.linkedEffectHandler?($0) }
        addSubview(collectionView)
        setUpNestedScrolling()
    }

    // MARK: - Moving

    /// Moves to page `index`, animated (the tutorial's call); `didMoveToPage(index:)` follows
    /// when the pages arrive.
    public func moveToPage(at index: Int) {
        moveToPage(at: index, animated: true)
    }

    /// Moves to page `index`. Works before the view is laid out or has pages: it lands there
    /// when it can.
    public func moveToPage(at index: Int, animated: Bool) {
        bridge.send { $0.select(page: index, animated: animated, scroll: $1, layout: $2) }
    }

    /// Three-finger scrolls reach the focused element and then its containers.
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        bridge.voiceOverScroll(direction)
    }

    /// The view controller hosting the pages appears or disappears (forwarded
    /// `viewWillAppear` … `viewDidDisappear`): the selected page's appearance follows.
    func setHostAppearance(_ host: PagerHostAppearance, animated: Bool) {
        bridge.send { $0.setHostAppearance(host, animated: animated, scroll: $1, layout: $2) }
    }

    // MARK: - Edits

    /// Asks the data source again for the number of pages and recreates the live pages,
    /// keeping the selected index (clamped).
    public func reloadData() {
        let count = max(0, cellDataSource?.numberOfPages(in: self) ?? dataSource?.numberOfPages(in: self)
                               ?? storedPages.count)
        edit(dataSource == nil && cellDataSource == nil ? .reloading(from: pageCount, to: count)
                                                        : .replacing(from: pageCount, to: count))
    }

    /// Pages were inserted in the data source before `index`; the selected page is kept.
    public func insertPages(at index: Int, count: Int = 1) {
        edit(.inserting(count, at: index, into: pageCount))
    }

    /// Pages were removed from the data source from `index` on; the selected page is kept, or
    /// the page that took its place is selected.
    public func removePages(at index: Int, count: Int = 1) {
        edit(.removing(count, at: index, from: pageCount))
    }

    /// The data source's pages changed as `map` says (a diff of their identities): the
    /// selected page is kept by identity, or the page that took its place is selected.
    public func reloadPages(_ map: PagerIndexMap) {
        edit(map)
    }

    /// A page moved in the data source; the selected page is kept.
    public func movePage(at index: Int, to newIndex: Int) {
        edit(.moving(from: index, to: newIndex, count: pageCount))
    }

    /// Replaces the view pages as `map` says, then reloads.
    func replacePages(with new: [UIView], map: PagerIndexMap) {
        edit(map, pages: new)
    }

    /// Tells the core about an edit (it keeps the place and drops removed pages), then reloads.
    private func edit(_ map: PagerIndexMap, pages new: [UIView]? = nil) {
        bridge.send { $0.applyEdit(map, scroll: $1, layout: $2) }
        if let new { storedPages = new }
        pageCount = map.newCount
        collectionView.reloadData()
        relayout(.reload)
        syncPageControl()
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        bridge.layOutCollectionView(in: bounds)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.layoutDirection != previousTraitCollection?.layoutDirection { relayout(.invalidation) }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        bridge.windowDidChange(isInWindow: window != nil)
    }

    func relayout(_ reason: LayoutChangeReason) {
        bridge.relayout(reason)
    }

    /// An edit moved the pages under a finger or a settle: the offset follows them.
    private func shiftContent(by delta: CGPoint, to landing: CGPoint) {
        collectionView.contentOffset = landing
    }

    // MARK: - Reports

    private func report(_ effect: PagerPagesBehavior.Effect) {
        switch effect {
        case .page(let event):
            carryOut(event)
            pageEventObserver?(event)
        case .selectionChanged:
            syncPageControl()
        case .scroll, .recenter, .progress, .settled:
            break
        }
        if case .selectionChanged(let index) = effect { delegate?.didMoveToPage(index: index) }
        onBehaviorReport?(.effect(effect))
    }

    /// Creates, drops and renames the data source's pages as the core says.
    private func carryOut(_ event: PagerPageEvent) {
        guard let dataSource else { return }
        switch event {
        case .load(let index):
            let view = dataSource.pagedView(self, viewForPageAt: index)
            liveViews[index] = view
            (collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? PageCollectionViewCell)?.view = view
        case .unload(let index):
            liveViews.removeValue(forKey: index)?.removeFromSuperview()
        case .reindex(let map):
            var moved: [Int: UIView] = [:]
            for (index, view) in liveViews { if let new = map.newIndex(forOld: index) { moved[new] = view } }
            liveViews = moved
        case .willAppear, .didAppear, .willDisappear, .didDisappear:
            break
        }
    }

    private func syncPageControl() {
        guard let pageControl else { return }
        pageControl.numberOfPages = numberOfPages
        pageControl.currentPage = selectedIndex
    }

    @objc private func pageControlChanged() {
        guard let pageControl else { return }
        moveToPage(at: pageControl.currentPage, animated: true)
    }
}

/// The pages' data source: a cell per page, showing its view.
@MainActor
private final class PagedViewDataSourceProxy: NSObject, UICollectionViewDataSource {
    weak var pagedView: PagedView?

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        pagedView?.numberOfPagesInData ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let pagedView, let cells = pagedView.cellDataSource { return cells.pagedView(pagedView, cellForPageAt: indexPath) }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PagedView.reuseIdentifier, for: indexPath)
        (cell as? PageCollectionViewCell)?.view = pagedView?.viewForPage(at: indexPath.item)
        return cell
    }
}

extension PagedView {
    /// The number of pages the data holds now (the collection view's item count).
    var numberOfPagesInData: Int { pageCount }
}
#endif
