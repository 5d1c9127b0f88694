#if canImport(UIKit)
// The README's view-pager snippet, compiled: the part between the snippet markers is quoted
// verbatim in README.md, and ReadmeSnippetTests fails when the two differ. `AppTabItemView` is
// the tutorial's tab (ViewPagerTutorialClient.swift has it).
// snippet-begin
import UIKit
import TesseraUIKit

class TabsViewController: UIViewController {
    private let firstView = UIView(), secondView = UIView(), thirdView = UIView()

    lazy var viewPager: ViewPager = {
        let viewPager = ViewPager(tabSizeConfiguration: .fillEqually(height: 60, spacing: 0))
        viewPager.tabbedView.tabs = [AppTabItemView(title: "First"), AppTabItemView(title: "Second"),
                                     AppTabItemView(title: "Third")]   // TabItemProtocol views
        viewPager.pagedView.pages = [firstView, secondView, thirdView]
        viewPager.translatesAutoresizingMaskIntoConstraints = false
        return viewPager
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(viewPager)
        NSLayoutConstraint.activate([
            viewPager.widthAnchor.constraint(equalTo: view.widthAnchor),
            viewPager.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.7),
            viewPager.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            viewPager.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
    }
}
// snippet-end
#endif
