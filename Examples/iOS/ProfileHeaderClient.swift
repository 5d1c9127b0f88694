#if canImport(UIKit)
// A profile screen: a header (picture, name, a Follow button) over a pinned tab strip over
// three table views (posts, replies, likes). Scrolling a list up collapses the header until
// the strip pins; each list keeps its place, pulls to refresh, and a swipe to another list
// leaves the header where it is. The list view controllers name their table views.
import UIKit
import TesseraCore
import TesseraUIKit

/// The header: a picture that fills it (also while it stretches), a name and a button.
final class ProfileHeaderView: UIView {
    let nameLabel = UILabel()
    let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        clipsToBounds = true
        let picture = UIView()
        picture.backgroundColor = .systemTeal
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.adjustsFontForContentSizeCategory = true
        followButton.setTitle("Follow", for: .normal)
        for view in [picture, nameLabel, followButton] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            picture.topAnchor.constraint(equalTo: topAnchor),
            picture.leadingAnchor.constraint(equalTo: leadingAnchor),
            picture.trailingAnchor.constraint(equalTo: trailingAnchor),
            picture.bottomAnchor.constraint(equalTo: nameLabel.topAnchor, constant: -12),
            nameLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            nameLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            followButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            followButton.centerYAnchor.constraint(equalTo: nameLabel.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// One list of the profile: a table view with a refresh control.
final class ProfileListViewController: UITableViewController, PagerHeaderScrollable {
    private let kind: String
    private var rows = 40

    init(kind: String) {
        self.kind = kind
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The header follows this table.
    var pagerHeaderScrollView: UIScrollView? { tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: #selector(refreshed), for: .valueChanged)
        refreshControl = refresh
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "\(kind) \(indexPath.row + 1)"
        cell.contentConfiguration = content
        return cell
    }

    @objc private func refreshed() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            guard let self else { return }
            self.rows += 5
            self.tableView.reloadData()
            self.refreshControl?.endRefreshing()
        }
    }
}

final class ProfileViewController: UIViewController, ViewPagerControllerDataSource {
    private let lists = ["Posts", "Replies", "Likes"]
    private let pager = ViewPagerController(tabSizeConfiguration: .fillEqually(height: 44, spacing: 0))
    private let header = ProfileHeaderView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // The lists scroll under the strip: it needs a background.
        pager.viewPager.tabbedView.backgroundColor = .systemBackground
        pager.headerView = header
        // `stretches: false`: the refresh controls show between the strip and the lists.
        pager.headerConfiguration = try? PagerHeaderConfiguration(expandedHeight: headerHeight(), stretches: false)
        pager.viewPager.onHeaderStateChange = { [weak self] state in
            self?.navigationItem.title = state.isPinned ? "Ada Lovelace" : nil
        }
        pager.dataSource = self
        addChild(pager)
        pager.view.frame = view.bounds
        pager.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
    }

    /// Taller with larger text: set again when it changes, the lists keep their places.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory else {
            return
        }
        pager.headerConfiguration = try? PagerHeaderConfiguration(expandedHeight: headerHeight(), stretches: false)
    }

    private func headerHeight() -> CGFloat {
        160 + UIFont.preferredFont(forTextStyle: .title2).lineHeight + 24
    }

    func numberOfPages(in viewPagerController: ViewPagerController) -> Int { lists.count }

    func viewPagerController(_ viewPagerController: ViewPagerController, viewControllerAt index: Int) -> UIViewController {
        ProfileListViewController(kind: lists[index])
    }

    func viewPagerController(_ viewPagerController: ViewPagerController, tabAt index: Int) -> TabItemProtocol {
        TitleTab(title: lists[index])
    }
}
#endif
