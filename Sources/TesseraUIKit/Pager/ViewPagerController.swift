#if canImport(UIKit)
import UIKit
import TesseraCore

/// A view pager of view controllers, created on demand: only the page on screen and its
/// neighbours are children at any time, and each child hears `viewWillAppear`,
/// `viewDidAppear`, `viewWillDisappear` and `viewDidDisappear` exactly once per transition —
/// also when a drag is cancelled and the pages snap back (it then hears what UIKit's cancelled
/// interactive transitions send: will appear, will disappear, did disappear).
///
///     let pager = ViewPagerController(tabSizeConfiguration: .selfSizing(height: 44, spacing: 8))
///     pager.dataSource = self       // numberOfPages(in:), viewControllerAt, tabAt
///     pager.select(index: 2, animated: false)   // before it is on screen: it opens there
///     navigationController?.pushViewController(pager, animated: true)
///
/// Which child is created, appears or goes is decided by the core (`PagerPagesBehavior`, which
/// emits `PagerPageEvent`s); this controller only calls `addChild`,
/// `beginAppearanceTransition(_:animated:)`, `endAppearanceTransition()` and
/// `removeFromParent()` as told. Its own appearance is forwarded to the selected child.
@preconcurrency @MainActor
open class ViewPagerController: UIViewController {
    /// Supplies the pages and tabs. Setting it reloads.
    public weak var dataSource: ViewPagerControllerDataSource? {
        didSet { reloadData() }
    }
    /// Told when the selected page changes.
    public weak var delegate: ViewPagerControllerDelegate?
    /// The pager: its strip and pages (configure their look freely; keep their data sources).
    public let viewPager: ViewPager

    /// The selected page.
    public var selectedIndex: Int { viewPager.selectedIndex }

    /// The selected page's view controller, if it is alive.
    public var selectedViewController: UIViewController? { pages[selectedIndex] }

    /// The children alive, by page.
    private var pages: [Int: UIViewController] = [:]
    private let provider = ViewPagerControllerPageProvider()

    // MARK: - Creating

    /// Creates a pager controller whose tabs are sized by `tabSizeConfiguration`.
    public init(tabSizeConfiguration: TabbedView.SizeConfiguration) {
        viewPager = ViewPager(tabSizeConfiguration: tabSizeConfiguration)
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    /// Creates a pager controller from a storyboard, with self-sizing 44 pt tabs.
    public required init?(coder: NSCoder) {
        viewPager = ViewPager(tabSizeConfiguration: .selfSizing(height: 44))
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        provider.controller = self
        let pagedView = viewPager.pagedView
        // Not on screen yet: no page appears until this controller does.
        pagedView.setHostAppearance(.hidden, animated: false)
        pagedView.pageEventObserver = { [weak self] in self?.carryOut($0) }
        pagedView.dataSource = provider
        viewPager.pagedView.delegate = provider
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        viewPager.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(viewPager)
        NSLayoutConstraint.activate([
            viewPager.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            viewPager.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            viewPager.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            viewPager.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    // MARK: - Selecting and editing

    /// Selects page `index`; before this controller is on screen, it opens on that page.
    public func select(index: Int, animated: Bool) {
        viewPager.select(index: index, animated: animated)
    }

    /// Asks the data source again for everything: tabs, and the pages alive (created anew).
    public func reloadData() {
        let count = max(0, dataSource?.numberOfPages(in: self) ?? 0)
        let tabs = dataSource.map { source in (0..<count).map { source.viewPagerController(self, tabAt: $0) } } ?? []
        viewPager.tabbedView.tabs = tabs
        viewPager.pagedView.reloadData()
    }

    /// A page was inserted in the data source before `index`: its tab is asked for, the
    /// selected page is kept.
    public func insertPage(at index: Int) {
        guard let dataSource else { return }
        editTabs(.inserting(at: index, into: viewPager.tabbedView.tabs.count),
                 inserting: [dataSource.viewPagerController(self, tabAt: index)])
        viewPager.pagedView.insertPages(at: index)
    }

    /// Page `index` was removed from the data source; if it was selected, the page that takes
    /// its place is.
    public func removePage(at index: Int) {
        editTabs(.removing(at: index, from: viewPager.tabbedView.tabs.count))
        viewPager.pagedView.removePages(at: index)
    }

    /// The tabs edited by the map their strip follows, the selection moving with its page.
    private func editTabs(_ map: PagerIndexMap, inserting new: [TabItemProtocol] = []) {
        let strip = viewPager.tabbedView
        strip.replaceTabs(with: map.applied(to: strip.tabs, inserting: new), map: map, movesSelection: true)
    }

    // MARK: - Appearance

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewPager.pagedView.setHostAppearance(.appearing, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        viewPager.pagedView.setHostAppearance(.visible, animated: animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        viewPager.pagedView.setHostAppearance(.disappearing, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        viewPager.pagedView.setHostAppearance(.hidden, animated: animated)
    }

    // MARK: - Children

    /// Creates page `index`'s view controller as a child (the core asked for it). The pages
    /// then put its view in its cell, and the `.load` event completes the containment
    /// (`addChild`, the view added, `didMove(toParent:)`, Apple's order).
    func loadPage(_ index: Int) -> UIView {
        guard let dataSource else { return UIView() }
        let child = dataSource.viewPagerController(self, viewControllerAt: index)
        addChild(child)
        pages[index] = child
        return child.view
    }

    /// Carries out what the core decided for a page.
    private func carryOut(_ event: PagerPageEvent) {
        switch event {
        case .load(let index):
            // `loadPage` created it when the pages asked for its view, now in its cell.
            pages[index]?.didMove(toParent: self)
        case .unload(let index):
            guard let child = pages.removeValue(forKey: index) else { return }
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        case .willAppear(let index, let animated):
            pages[index]?.beginAppearanceTransition(true, animated: animated)
        case .didAppear(let index), .didDisappear(let index):
            pages[index]?.endAppearanceTransition()
        case .willDisappear(let index, let animated):
            pages[index]?.beginAppearanceTransition(false, animated: animated)
        case .reindex(let map):
            var moved: [Int: UIViewController] = [:]
            for (index, child) in pages { if let new = map.newIndex(forOld: index) { moved[new] = child } }
            pages = moved
        }
    }

    fileprivate func pageSelected(_ index: Int) {
        viewPager.didMoveToPage(index: index)
        delegate?.viewPagerController(self, didSelectPageAt: index)
    }
}

/// Hands the pages their views (the children's) and reports selections.
@MainActor
private final class ViewPagerControllerPageProvider: NSObject, PagedViewDataSource, PagedViewDelegate {
    weak var controller: ViewPagerController?

    func numberOfPages(in pagedView: PagedView) -> Int {
        guard let controller else { return 0 }
        return controller.dataSource?.numberOfPages(in: controller) ?? 0
    }

    func pagedView(_ pagedView: PagedView, viewForPageAt index: Int) -> UIView {
        controller?.loadPage(index) ?? UIView()
    }

    func didMoveToPage(index: Int) {
        controller?.pageSelected(index)
    }
}
#endif
