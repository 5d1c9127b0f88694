#if canImport(UIKit)
// A reading list the user reorders by a long press, in whichever presentation it shows: held
// near the top or bottom the list scrolls (faster the nearer the edge), and the drop moves the
// article in the app's own array, once. The button switches to a grid (which puts a held
// article back).
import UIKit
import TesseraCore
import TesseraUIKit

final class ArticleCell: UICollectionViewCell {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.frame = contentView.bounds.insetBy(dx: 12, dy: 4)
        title.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(title)
        contentView.backgroundColor = .secondarySystemBackground
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ReadingListViewController: UIViewController {
    private var articles = (1...300).map { "Article \($0)" }
    private let collectionView = PresentationCollectionView(
        presentation: (try? ListPresentation(rowHeight: 64, lineSpacing: 1)) ?? ListPresentation())
    private var showsGrid = false

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(ArticleCell.self, forCellWithReuseIdentifier: "article")
        // The data source first: turning reordering on puts a forwarder in front of it.
        collectionView.dataSource = self
        collectionView.allowsReordering = true
        collectionView.reorderConfiguration = (try? ReorderConfiguration(edgeWidth: 64, maximumEdgeScrollSpeed: 900))
            ?? .standard
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Grid", style: .plain, target: self,
                                                            action: #selector(toggle))
    }

    @objc private func toggle() {
        showsGrid.toggle()
        let next: any Presentation = showsGrid
            ? (try? GridPresentation(columns: .count(2), itemHeight: .fixed(96))) ?? GridPresentation()
            : (try? ListPresentation(rowHeight: 64, lineSpacing: 1)) ?? ListPresentation()
        collectionView.setPresentation(next, animated: true)
        navigationItem.rightBarButtonItem?.title = showsGrid ? "List" : "Grid"
    }
}

extension ReadingListViewController: PresentationCollectionViewReorderingDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        articles.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "article", for: indexPath) as! ArticleCell
        cell.title.text = articles[indexPath.item]
        cell.accessibilityLabel = articles[indexPath.item]
        return cell
    }

    /// Once per drop (or VoiceOver move): the view already shows the article there.
    func presentationView(_ presentationView: PresentationCollectionView, moveItemAt sourceIndexPath: IndexPath,
                          to destinationIndexPath: IndexPath) {
        articles.insert(articles.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}
#endif
