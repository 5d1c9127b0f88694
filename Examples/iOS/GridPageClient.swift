#if canImport(UIKit)
// A view controller written against the paged-grid tutorial's API, as apps that started
// from it have it. The only change for Tessera is `import TesseraUIKit`.
import UIKit
import TesseraUIKit

final class EmojiCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 28)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

final class EmojiPanelViewController: UIViewController {
    private let gridPageView = GridPageView(columns: 4, rows: 2, itemSpacing: 10, lineSpacing: 10, pageSpacing: 20)
    private let pageControl = UIPageControl()
    private var emojis = Array("😀😃😄😁😆😅😂🤣🥲☺️😊😇🙂🙃😉😌😍🥰😘😗😙😚😋😛😝😜🤪🤨🧐🤓").map(String.init)

    override func viewDidLoad() {
        super.viewDidLoad()
        gridPageView.dataSource = self
        gridPageView.delegate = self
        gridPageView.registerCell(EmojiCell.self, forCellWithReuseIdentifier: "EmojiCell")
        gridPageView.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 200)
        gridPageView.autoresizingMask = [.flexibleWidth]
        view.addSubview(gridPageView)

        // Beyond the tutorial: a bound page control.
        pageControl.frame = CGRect(x: 0, y: 310, width: view.bounds.width, height: 20)
        view.addSubview(pageControl)
        gridPageView.pageControl = pageControl
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Bigger", style: .plain,
                                                            target: self, action: #selector(makeBigger))
    }

    @objc private func makeBigger() {
        gridPageView.columns = 3
        gridPageView.rows = 2
        gridPageView.itemSpacing = 12
        gridPageView.lineSpacing = 12
        gridPageView.pageSpacing = 24
        gridPageView.reloadData()
        gridPageView.scrollToPage(0, animated: true)
    }
}

extension EmojiPanelViewController: GridPageViewDataSource, GridPageViewDelegate {
    func cellForItemAt(pageView: GridPageView, collectionView: UICollectionView, indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "EmojiCell", for: indexPath) as! EmojiCell
        cell.label.text = emojis[indexPath.item]
        return cell
    }

    func numberOfItems() -> Int {
        emojis.count
    }

    func pageView(_ pageView: GridPageView, didSelectItemAt indexPath: IndexPath) {
        print("selected \(emojis[indexPath.item])")
    }

    func pageView(_ pageView: GridPageView, didChangeToPage page: Int) {
        title = "Page \(page + 1) of \(pageView.numberOfPages)"
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// The layout on its own, in any collection view.
final class StickerPickerViewController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: GridPagedFlowLayout(columns: 5, rows: 3, itemSpacing: 8,
                                                             lineSpacing: 8, pageSpacing: 16))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.decelerationRate = .fast
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "sticker")
        if let layout = collectionViewLayout as? GridPagedFlowLayout {
            layout.columns = 6
            if let error = layout.configurationError { print(error) }
        }
    }
}
#endif
