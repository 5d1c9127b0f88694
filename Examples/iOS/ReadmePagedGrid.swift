#if canImport(UIKit)
// The README's paged-grid snippet, compiled: the part between the snippet markers is quoted
// verbatim in README.md, and ReadmeSnippetTests fails when the two differ. `EmojiCell` is the
// app's own cell (GridPageClient.swift has one).
// snippet-begin
import UIKit
import TesseraUIKit

final class EmojiKeyboardViewController: UIViewController, GridPageViewDataSource, GridPageViewDelegate {
    private let grid = GridPageView(columns: 4, rows: 2, itemSpacing: 10, lineSpacing: 10, pageSpacing: 20)
    private let pageControl = UIPageControl()
    private let emojis = Array("😀😃😄😁😆😅😂🤣😊😇🙂🙃😉😌😍🥰").map(String.init)
    var onPick: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.registerCell(EmojiCell.self, forCellWithReuseIdentifier: "emoji")
        grid.dataSource = self
        grid.delegate = self
        grid.pageControl = pageControl
        view.addSubview(grid)
        view.addSubview(pageControl)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        grid.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: 200)
        pageControl.frame = CGRect(x: area.minX, y: grid.frame.maxY, width: area.width, height: 30)
    }

    func numberOfItems() -> Int { emojis.count }

    func cellForItemAt(pageView: GridPageView, collectionView: UICollectionView,
                       indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "emoji", for: indexPath) as! EmojiCell
        cell.label.text = emojis[indexPath.item]
        return cell
    }

    // Reported once per real change, when the grid comes to rest on a new page.
    func pageView(_ pageView: GridPageView, didChangeToPage page: Int) {
        title = "Page \(page + 1) of \(pageView.numberOfPages)"
    }

    func pageView(_ pageView: GridPageView, didSelectItemAt indexPath: IndexPath) {
        onPick?(emojis[indexPath.item])
    }
}
// snippet-end
#endif
