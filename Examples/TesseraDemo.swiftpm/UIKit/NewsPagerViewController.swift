import UIKit
import TesseraUIKit

/// The view pager as a news app has it: section tabs over pages of stories, each page a view
/// controller made only when it comes near the screen (a data source, not an array).
final class NewsPagerViewController: DemoScreenController, ViewPagerControllerDataSource, ViewPagerControllerDelegate {
    private let sections = DemoSection.all
    private lazy var pager = ViewPagerController(tabSizeConfiguration: tabSizing)
    private let statusLabel = DemoUI.label(.footnote, color: .secondaryLabel)
    /// How many page controllers the data source has made: it grows as pages come near the
    /// screen, never to all of them at once.
    private var pagesMade = 0 {
        didSet { showStatus() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        var strip = pager.viewPager.tabbedView.configuration
        strip.tabPadding = 12
        strip.indicator = .capsule()
        strip.selectedTabPosition = .centered
        pager.viewPager.tabbedView.configuration = strip
        pager.viewPager.tabbedView.indicatorColor = .systemFill
        pager.dataSource = self
        pager.delegate = self

        addChild(pager)
        pager.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
        let status = DemoUI.inset(statusLabel)
        status.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(status)
        NSLayoutConstraint.activate([
            pager.view.topAnchor.constraint(equalTo: view.topAnchor),
            pager.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pager.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pager.view.bottomAnchor.constraint(equalTo: status.topAnchor, constant: -8),
            status.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            status.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            status.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ])
        showStatus()
        // The pager passes a forced direction on to its strip and pages.
        view.forceRightToLeft(rightToLeft)
    }

    /// Tabs as wide as their titles, as tall as the user's text size needs.
    private var tabSizing: TabbedView.SizeConfiguration {
        .selfSizing(height: DemoUI.scaled(44, for: .headline, in: traitCollection), spacing: 8)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // The strip measures the tabs' widths again by itself; their height is the app's to set.
        if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
            pager.viewPager.tabbedView.sizeConfiguration = tabSizing
        }
    }

    private func showStatus() {
        let title = sections.indices.contains(pager.selectedIndex) ? sections[pager.selectedIndex].title : ""
        statusLabel.text = "\(title). Pages made so far: \(pagesMade) (only the page on screen and its neighbours exist)."
    }

    // MARK: - ViewPagerControllerDataSource, ViewPagerControllerDelegate

    func numberOfPages(in viewPagerController: ViewPagerController) -> Int {
        sections.count
    }

    func viewPagerController(_ viewPagerController: ViewPagerController, viewControllerAt index: Int) -> UIViewController {
        pagesMade += 1
        return StoryListViewController(section: sections[index], rightToLeft: rightToLeft)
    }

    func viewPagerController(_ viewPagerController: ViewPagerController, tabAt index: Int) -> TabItemProtocol {
        SectionTabView(title: sections[index].title)
    }

    func viewPagerController(_ viewPagerController: ViewPagerController, didSelectPageAt index: Int) {
        showStatus()
    }
}

/// A section's title as a tab that brightens as the pages reach it.
final class SectionTabView: UIView, TabItemProgressProtocol {
    private let label = DemoUI.label(.headline, lines: 1)

    init(title: String) {
        super.init(frame: .zero)
        label.text = title
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

    func onSelected() {}

    func onNotSelected() {}

    // Every frame of a drag: 1 under the indicator, 0 one tab away.
    func onSelectionProgress(_ progress: CGFloat) {
        label.textColor = UIColor.label.withAlphaComponent(0.45 + 0.55 * progress)
    }
}

/// A page: the section's stories in a plain table, made when the page comes near the screen.
final class StoryListViewController: UITableViewController {
    private let section: DemoSection
    private let rightToLeft: Bool

    init(section: DemoSection, rightToLeft: Bool) {
        self.section = section
        self.rightToLeft = rightToLeft
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "story")
        tableView.forceRightToLeft(rightToLeft)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "story", for: indexPath)
        // A list content configuration follows Dynamic Type and Dark Mode by itself.
        var content = UIListContentConfiguration.subtitleCell()
        content.text = section.story(indexPath.row)
        content.secondaryText = "\(indexPath.row % 5 + 2) min read"
        content.secondaryTextProperties.color = .secondaryLabel
        cell.contentConfiguration = content
        cell.forceRightToLeft(rightToLeft)
        return cell
    }
}
