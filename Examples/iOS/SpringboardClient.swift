#if canImport(UIKit)
// A springboard: app icons on pages that loop, reordered by a long press, as an app would
// write it first. Holding an icon at a page's edge turns the page; the drop moves the icon
// in the app's own array, once.
import UIKit
import TesseraCore
import TesseraUIKit

final class SpringboardViewController: UIViewController {
    private let grid: GridPageView
    private let pageControl = UIPageControl()
    private var apps = ["Mail", "Maps", "Notes", "Music", "Photos", "Camera", "Clock", "Weather",
                        "Files", "Books", "News", "Stocks", "Wallet", "Health", "Home", "Podcasts",
                        "Calendar", "Contacts", "Reminders", "Settings"]

    init() {
        let configuration = (try? PagedGridLayout.Configuration(columns: 4, rows: 4, loopsPages: true)) ?? .standard
        grid = GridPageView(configuration: configuration)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.dataSource = self
        grid.registerCell(EmojiCell.self, forCellWithReuseIdentifier: "App")
        grid.allowsReordering = true
        grid.pageControl = pageControl
        grid.frame = view.bounds.insetBy(dx: 0, dy: 80)
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pageControl.frame = CGRect(x: 0, y: view.bounds.maxY - 60, width: view.bounds.width, height: 20)
        pageControl.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(grid)
        view.addSubview(pageControl)
    }
}

extension SpringboardViewController: GridPageViewReorderingDataSource {
    func cellForItemAt(pageView: GridPageView, collectionView: UICollectionView, indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "App", for: indexPath) as! EmojiCell
        cell.label.text = apps[indexPath.item]
        cell.accessibilityLabel = apps[indexPath.item]
        return cell
    }

    func numberOfItems() -> Int { apps.count }

    func pageView(_ pageView: GridPageView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        apps.insert(apps.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}
#endif
