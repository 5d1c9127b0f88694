#if canImport(UIKit)
// A view pager of view controllers created on demand: only the page on screen and its
// neighbours are children; each hears its appearance callbacks once per transition. The tabs
// self-size, follow Dynamic Type and fade their titles in and out while the pages are dragged.
import UIKit
import TesseraUIKit

/// A title tab that interpolates its colour with the page progress.
final class TitleTab: UIView, TabItemProgressProtocol {
    private let label = UILabel()

    init(title: String) {
        super.init(frame: .zero)
        label.text = title
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        onSelectionProgress(0)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func onSelected() {
        label.accessibilityTraits.insert(.header)
    }

    func onNotSelected() {
        label.accessibilityTraits.remove(.header)
    }

    func onSelectionProgress(_ progress: CGFloat) {
        label.textColor = UIColor.label.withAlphaComponent(0.4 + 0.6 * progress)
    }
}

/// One article; counts its appearances to show they come once per transition.
final class ArticleViewController: UIViewController {
    let number: Int
    private(set) var appearances = 0

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(hue: CGFloat(number % 12) / 12, saturation: 0.3, brightness: 1, alpha: 1)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances += 1
    }
}

final class NewsViewController: UIViewController, ViewPagerControllerDataSource, ViewPagerControllerDelegate {
    private var sections = ["Top stories", "World", "Business", "Technology", "Science", "Health", "Sports",
                            "Entertainment", "Travel", "Food"]
    private let pager = ViewPagerController(tabSizeConfiguration: .selfSizing(height: 44, spacing: 8))

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = pager.viewPager.tabbedView.configuration
        configuration.tabPadding = 12
        configuration.indicator = .capsule()
        configuration.selectedTabPosition = .minimal
        pager.viewPager.tabbedView.configuration = configuration
        pager.viewPager.tabbedView.indicatorColor = .systemBlue.withAlphaComponent(0.2)
        pager.dataSource = self
        pager.delegate = self
        // Before it is on screen: it opens on this page (Parchment #123, #439).
        pager.select(index: 3, animated: false)
        addChild(pager)
        pager.view.frame = view.bounds
        pager.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: self,
                                                            action: #selector(addSection))
    }

    @objc private func addSection() {
        sections.insert("Local", at: 0)
        pager.insertPage(at: 0)          // the selected article stays on screen
    }

    func numberOfPages(in viewPagerController: ViewPagerController) -> Int {
        sections.count
    }

    func viewPagerController(_ viewPagerController: ViewPagerController, viewControllerAt index: Int) -> UIViewController {
        let article = ArticleViewController(number: index)
        article.title = sections[index]
        return article
    }

    func viewPagerController(_ viewPagerController: ViewPagerController, tabAt index: Int) -> TabItemProtocol {
        TitleTab(title: sections[index])
    }

    func viewPagerController(_ viewPagerController: ViewPagerController, didSelectPageAt index: Int) {
        title = sections[index]
    }
}

/// Pages from a data source, without tabs: a page control under them.
final class OnboardingViewController: UIViewController, PagedViewDataSource {
    private let pages = PagedView()
    private let pageControl = UIPageControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        pages.dataSource = self
        pages.pageControl = pageControl
        pages.pagesAccessibilityLabel = "Welcome"
        pages.semanticContentAttribute = .forceRightToLeft
        for subview in [pages, pageControl] as [UIView] { view.addSubview(subview) }
    }

    func numberOfPages(in pagedView: PagedView) -> Int { 4 }

    func pagedView(_ pagedView: PagedView, viewForPageAt index: Int) -> UIView {
        let label = UILabel()
        label.text = "Step \(index + 1)"
        label.textAlignment = .center
        return label
    }
}

/// Swift 5-style code: view pager types made from nonisolated factories, as UIKit's own are.
enum ViewPagerFactory {
    static func makeViewPager() -> ViewPager {
        let pager = ViewPager(tabSizeConfiguration: .fixed(width: 100, height: 48, spacing: 4))
        pager.pagedView.pagesAccessibilityLabel = "Sections"
        return pager
    }

    static func makeTabbedView() -> TabbedView {
        TabbedView(sizeConfiguration: .selfSizing(height: 40))
    }

    static func makePagedView() -> PagedView {
        PagedView(pages: [])
    }

    static func makeController() -> ViewPagerController {
        ViewPagerController(tabSizeConfiguration: .fillEqually(height: 44))
    }
}
#endif
