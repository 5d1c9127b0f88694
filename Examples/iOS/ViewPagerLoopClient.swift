#if canImport(UIKit)
// A week planner whose days loop: a swipe past Sunday shows Monday, a swipe back from Monday
// shows Sunday, and tapping Monday's tab on Sunday turns one page on. Each day is a view
// controller created on demand, hearing its appearance callbacks once per transition, also
// across the wrap. A bare `PagedView` of photos loops the same way under a page control.
import UIKit
import TesseraUIKit

/// One day's plan.
final class DayViewController: UIViewController {
    let day: String

    init(day: String) {
        self.day = day
        super.init(nibName: nil, bundle: nil)
        title = day
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Nothing planned on \(day)"
        label.textAlignment = .center
        label.frame = view.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
    }
}

final class WeekViewController: UIViewController, ViewPagerControllerDataSource, ViewPagerControllerDelegate {
    private let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private let pager = ViewPagerController(tabSizeConfiguration: .fillEqually(height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        pager.dataSource = self
        pager.delegate = self
        // After Sunday, Monday: the strip stays one row and its indicator wraps.
        pager.loops = true
        pager.select(index: days.count - 1, animated: false)
        addChild(pager)
        pager.view.frame = view.bounds
        pager.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Today", style: .plain, target: self,
                                                            action: #selector(showToday))
    }

    /// The shortest way round: from Sunday to Monday is one page on.
    @objc private func showToday() {
        pager.select(index: 0, animated: true)
    }

    func numberOfPages(in viewPagerController: ViewPagerController) -> Int { days.count }

    func viewPagerController(_ viewPagerController: ViewPagerController, viewControllerAt index: Int) -> UIViewController {
        DayViewController(day: days[index])
    }

    func viewPagerController(_ viewPagerController: ViewPagerController, tabAt index: Int) -> TabItemProtocol {
        TitleTab(title: days[index])
    }

    func viewPagerController(_ viewPagerController: ViewPagerController, didSelectPageAt index: Int) {
        title = days[index]                 // the data's index, also after the wrap
    }
}

/// Photos that loop under a page control, without tabs.
final class LoopingPhotosViewController: UIViewController, PagedViewDelegate {
    private let pages = PagedView(pages: ["sunrise", "noon", "sunset"].map { name in
        let label = UILabel()
        label.text = name
        label.textAlignment = .center
        return label
    })
    private let pageControl = UIPageControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        pages.loops = true
        pages.delegate = self
        pages.pageControl = pageControl
        for subview in [pages, pageControl] as [UIView] { view.addSubview(subview) }
    }

    func didMoveToPage(index: Int) {
        pageControl.currentPage = index
    }
}
#endif
