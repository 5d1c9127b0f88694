import UIKit
import TesseraUIKit

/// The paged grid as people meet it: an emoji panel under a message, four by two per page,
/// with a page control that follows the finger and can be tapped.
final class EmojiPanelViewController: DemoScreenController, GridPageViewDataSource, GridPageViewDelegate {
    private let emojis = DemoEmoji.all
    private let grid = GridPageView(columns: 4, rows: 2, itemSpacing: 8, lineSpacing: 8, pageSpacing: 24)
    private let pageControl = UIPageControl()
    private let messageLabel = DemoUI.label(.largeTitle)
    private let pageLabel = DemoUI.label(.footnote, color: .secondaryLabel)
    private var gridHeight: NSLayoutConstraint?
    private var message = "" {
        didSet {
            messageLabel.text = message.isEmpty ? "Tap an emoji" : message
            messageLabel.accessibilityValue = message.isEmpty ? "empty" : message
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        grid.registerCell(EmojiGridCell.self, forCellWithReuseIdentifier: EmojiGridCell.reuseIdentifier)
        grid.dataSource = self
        grid.delegate = self
        grid.pageControl = pageControl
        grid.pagesAccessibilityLabel = "Emoji"
        // UIPageControl's default dots are drawn for dark backgrounds; these follow Dark Mode.
        // The grid is VoiceOver's adjustable page element already; two would read each page twice.
        pageControl.isAccessibilityElement = false
        pageControl.pageIndicatorTintColor = .tertiaryLabel
        pageControl.currentPageIndicatorTintColor = .label
        message = ""
        messageLabel.accessibilityLabel = "Message"
        pageLabel.text = "Swipe the panel for more"

        let clear = DemoUI.button("Clear") { [weak self] in self?.message = "" }
        let header = UIStackView(arrangedSubviews: [messageLabel, clear])
        header.spacing = 12
        header.alignment = .center
        // The message takes the room; the button keeps its size.
        clear.setContentHuggingPriority(.required, for: .horizontal)
        clear.setContentCompressionResistancePriority(.required, for: .horizontal)
        let column = DemoUI.column(in: view)
        for part in [DemoUI.inset(header), grid, pageControl, DemoUI.inset(pageLabel)] as [UIView] {
            column.addArrangedSubview(part)
        }
        grid.translatesAutoresizingMaskIntoConstraints = false
        gridHeight = grid.heightAnchor.constraint(equalToConstant: panelHeight)
        gridHeight?.isActive = true
        view.forceRightToLeft(rightToLeft)
    }

    /// Two rows of emoji at the user's text size.
    private var panelHeight: CGFloat {
        DemoUI.scaled(2 * 64 + 8, for: .largeTitle, in: traitCollection)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        gridHeight?.constant = panelHeight
    }

    // MARK: - GridPageViewDataSource, GridPageViewDelegate

    func numberOfItems() -> Int { emojis.count }

    func cellForItemAt(pageView: GridPageView, collectionView: UICollectionView,
                       indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: EmojiGridCell.reuseIdentifier,
                                                      for: indexPath) as! EmojiGridCell
        cell.show(emojis[indexPath.item])
        return cell
    }

    // Reported once per real change, when the panel comes to rest on a new page.
    func pageView(_ pageView: GridPageView, didChangeToPage page: Int) {
        pageLabel.text = "Page \(page + 1) of \(pageView.numberOfPages)"
    }

    func pageView(_ pageView: GridPageView, didSelectItemAt indexPath: IndexPath) {
        message += emojis[indexPath.item].symbol
    }
}

/// One emoji key: the emoji at the user's text size on a rounded key, read by its name.
final class EmojiGridCell: UICollectionViewCell {
    static let reuseIdentifier = "emoji"
    private let label = DemoUI.label(.largeTitle, lines: 1)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        label.textAlignment = .center
        label.adjustsFontSizeToFitWidth = true
        contentView.addSubview(label)
        isAccessibilityElement = true
        // A tap adds the emoji to the message: VoiceOver says it is a button.
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }

    func show(_ emoji: DemoEmoji) {
        label.text = emoji.symbol
        accessibilityLabel = emoji.name
    }
}
