#if canImport(UIKit)
// The view-pager tutorial's screen (zafarivaev/uikit-viewpager), as apps that started from it
// have it: `AppTabItemView` and the view controller are the tutorial's, unchanged but for
// `import TesseraUIKit` and the controller's name (this example target already has a
// `ViewController`).
import UIKit
import TesseraUIKit

class AppTabItemView: UIView, TabItemProtocol {
    
    init(title: String) {
        self.title = title
        super.init(frame: .zero)
        
        self.translatesAutoresizingMaskIntoConstraints = false
        self.setupUI()
    }
    
    required init?(coder: NSCoder) {
        fatalError("")
    }
    
    private let title: String
    
    lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 18)
        label.textColor = .white
        label.text = title
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()
    
    lazy var borderView: UIView = {
        let view = UIView()
        view.backgroundColor = .systemOrange
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()
    
    func onSelected() {
        self.titleLabel.font = .systemFont(ofSize: 18, weight: .bold)
        
        if borderView.superview == nil {
            self.addSubview(borderView)
            
            NSLayoutConstraint.activate([
                borderView.leftAnchor.constraint(equalTo: self.leftAnchor),
                borderView.rightAnchor.constraint(equalTo: self.rightAnchor),
                borderView.heightAnchor.constraint(equalToConstant: 5),
                borderView.bottomAnchor.constraint(equalTo: self.bottomAnchor)
            ])
        }
    }
    
    func onNotSelected() {
        self.titleLabel.font = .systemFont(ofSize: 18)
        
        self.layer.shadowOpacity = 0
        
        self.borderView.removeFromSuperview()
    }
    
    
    // MARK: - UI Setup
    private func setupUI() {
        self.backgroundColor = .systemBlue
        self.addSubview(titleLabel)
        
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: self.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: self.centerYAnchor)
        ])
    }
    
    
}

class ViewPagerViewController: UIViewController {
    
    override func viewDidLoad() {
        super.viewDidLoad()
        
        self.overrideUserInterfaceStyle = .light
        self.view.backgroundColor = .white
        self.view.addSubview(viewPager)
        
        NSLayoutConstraint.activate([
            viewPager.widthAnchor.constraint(equalTo: self.view.widthAnchor),
            viewPager.heightAnchor.constraint(equalTo: self.view.heightAnchor, multiplier: 0.7),
            viewPager.centerXAnchor.constraint(equalTo: self.view.centerXAnchor),
            viewPager.topAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.topAnchor)
        ])
    }
    
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        
        self.navigationItem.title = "ViewPager"
        
        self.navigationController?.navigationBar.standardAppearance.backgroundColor = .systemBlue
        self.navigationController?.navigationBar.standardAppearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    }
    
    lazy var viewPager: ViewPager = {
        let viewPager = ViewPager(
            tabSizeConfiguration: .fillEqually(height: 60, spacing: 0)
        )
        let view1 = UIView()
        view1.backgroundColor = .red
        
        let view2 = UIView()
        view2.backgroundColor = .blue
        
        let view3 = UIView()
        view3.backgroundColor = .orange
        
        viewPager.tabbedView.tabs = [
            AppTabItemView(title: "First"),
            AppTabItemView(title: "Second"),
            AppTabItemView(title: "Third")
        ]
        viewPager.pagedView.pages = [
            view1,
            view2,
            view3
        ]
        viewPager.translatesAutoresizingMaskIntoConstraints = false
        return viewPager
    }()
}

// The tutorial's pieces, used the ways its API allows: tabs appended and indexed, a strip
// and pages on their own, a pager as another strip's delegate, the helper cells.
final class ViewPagerTutorialUsesViewController: UIViewController, TabbedViewDelegate, PagedViewDelegate {
    private let filterBar = TabbedView(sizeConfiguration: .fixed(width: 90, height: 44, spacing: 8))
    private let pages = PagedView(pages: [UIView(), UIView()])
    private let pager = ViewPager(tabSizeConfiguration: .fixed(width: 120, height: 50))
    private let pageControl = UIPageControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        filterBar.tabs = [AppTabItemView(title: "All"), AppTabItemView(title: "Unread")]
        filterBar.tabs.append(AppTabItemView(title: "Flagged"))
        filterBar.tabs[0].backgroundColor = .systemTeal
        filterBar.delegate = self
        filterBar.sizeConfiguration = .selfSizing(height: 44, spacing: 8)
        let height: CGFloat = filterBar.sizeConfiguration.height
        pages.delegate = self
        pages.pages.append(UIView())
        pages.pageControl = pageControl
        pager.tabbedView.tabs = [AppTabItemView(title: "One"), AppTabItemView(title: "Two")]
        pager.pagedView.pages = [UIView(), UIView()]
        // Another strip drives the pager's pages.
        filterBar.delegate = pager
        pager.sizeConfiguration = .fillEqually(height: height)
        for view in [filterBar, pages, pager] as [UIView] { view.add(to: self.view) }
        filterBar.moveToTab(at: 2)
        pages.moveToPage(at: 1)
        let cell = TabCollectionViewCell(frame: .zero)
        cell.view = AppTabItemView(title: "Cell")
        cell.contentInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        let pageCell = PageCollectionViewCell(frame: .zero)
        pageCell.view = UIView()
    }

    func didMoveToTab(at index: Int) {
        print("tab \(index)")
    }

    func didMoveToPage(index: Int) {
        title = "Page \(index + 1)"
    }
}

private extension UIView {
    func add(to superview: UIView) {
        superview.addSubview(self)
    }
}
#endif
