#if canImport(UIKit)
// A feed of self-sizing text cells (Auto Layout) in each presentation: a list, a grid and a
// mosaic with estimated heights, and a waterfall; new posts inserted at the top move nothing
// the reader sees, and the same view as a chat keeps the bottom message in place.
import UIKit
import TesseraUIKit

/// A post of any length: the cell is as tall as its text needs.
final class FeedPostCell: PresentationCollectionViewCell {
    let author = UILabel()
    let body = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        author.font = .preferredFont(forTextStyle: .headline)
        author.adjustsFontForContentSizeCategory = true
        body.font = .preferredFont(forTextStyle: .body)
        body.adjustsFontForContentSizeCategory = true
        body.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [author, body])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

struct FeedPost {
    let author: String
    let text: String
}

final class FeedViewController: UIViewController, UICollectionViewDataSource {
    private var posts = (0..<300).map { FeedViewController.post($0) }
    private var nextPost = 300
    private let looks: [any Presentation] = [
        (try? ListPresentation.selfSizing(estimatedRowHeight: 90, lineSpacing: 8)) ?? ListPresentation(),
        (try? GridPresentation(columns: .count(2), itemHeight: .estimated(140), itemSpacing: 8, lineSpacing: 8))
            ?? GridPresentation(),
        (try? MosaicPresentation(pattern: [.fullWidth(height: .estimated(90)), .row(columns: 2, height: .estimated(140))]))
            ?? MosaicPresentation(),
        (try? WaterfallPresentation.selfSizing(columns: 2, estimatedItemHeight: 140)) ?? WaterfallPresentation(),
    ]
    private lazy var collectionView = PresentationCollectionView(frame: view.bounds, presentation: looks[0])
    /// A chat reads from the bottom: measured messages and new ones keep the last one still.
    var readsFromTheBottom = false

    static func post(_ n: Int) -> FeedPost {
        let words = String(repeating: "word ", count: 3 + (n * 17) % 60)
        return FeedPost(author: "Author \(n)", text: words)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(FeedPostCell.self, forCellWithReuseIdentifier: "post")
        collectionView.dataSource = self
        collectionView.placeKeeping = readsFromTheBottom ? .bottom : .top
        view.addSubview(collectionView)
        let switcher = UISegmentedControl(items: ["List", "Grid", "Mosaic", "Waterfall"])
        switcher.selectedSegmentIndex = 0
        switcher.addTarget(self, action: #selector(switchLook(_:)), for: .valueChanged)
        navigationItem.titleView = switcher
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "New posts", style: .plain, target: self,
                                                            action: #selector(prependPosts))
    }

    @objc private func switchLook(_ control: UISegmentedControl) {
        collectionView.setPresentation(looks[control.selectedSegmentIndex], animated: true)
    }

    /// Ten new posts above the reader: nothing on screen moves.
    @objc private func prependPosts() {
        let new = (nextPost..<nextPost + 10).map { FeedViewController.post($0) }
        nextPost += 10
        collectionView.performBatchUpdates {
            posts.insert(contentsOf: new, at: 0)
            collectionView.insertItems(at: (0..<10).map { IndexPath(item: $0, section: 0) })
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        posts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "post", for: indexPath)
        if let cell = cell as? FeedPostCell {
            cell.author.text = posts[indexPath.item].author
            cell.body.text = posts[indexPath.item].text
        }
        return cell
    }
}
#endif
