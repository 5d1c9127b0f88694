import UIKit
import TesseraUIKit

/// The carousel's constant-speed marquee as a news app has it: headlines sliding upwards
/// forever, three in view, looping without a seam.
final class HeadlineMarqueeViewController: DemoScreenController, CycleCollectionViewDelegate {
    private let headlines = DemoHeadlines.all
    private let ticker = CycleCollectionView(frame: .zero)
    private var tickerHeight: NSLayoutConstraint?
    private static let visibleRows: CGFloat = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        ticker.delegate = self
        ticker.register(HeadlineCell.self, forCellWithReuseIdentifier: HeadlineCell.reuseIdentifier)
        ticker.scrollDirection = .vertical
        ticker.scrollType = .constantSpeed
        ticker.scrollSpeed = 24
        ticker.isAutoScroll = true
        ticker.itemsAccessibilityLabel = "Headlines"
        ticker.backgroundColor = .secondarySystemBackground
        ticker.layer.cornerRadius = 12
        ticker.clipsToBounds = true

        let header = DemoUI.label(.headline)
        header.text = "Latest headlines"
        header.accessibilityTraits = .header
        let moving = DemoUI.toggle("Moving", isOn: true) { [weak self] isOn in
            self?.ticker.isAutoScroll = isOn
        }
        let note = DemoUI.label(.footnote, color: .secondaryLabel)
        note.text = "Drag it to read at your pace. It stays still under VoiceOver and with Reduce Motion."
        let column = DemoUI.column(in: view)
        for part in [header, ticker, moving, note] as [UIView] {
            column.addArrangedSubview(part)
        }
        column.isLayoutMarginsRelativeArrangement = true
        column.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        ticker.translatesAutoresizingMaskIntoConstraints = false
        tickerHeight = ticker.heightAnchor.constraint(equalToConstant: rowHeight * Self.visibleRows)
        tickerHeight?.isActive = true
        view.forceRightToLeft(rightToLeft)
    }

    /// One headline at the user's text size.
    private var rowHeight: CGFloat {
        DemoUI.scaled(44, for: .body, in: traitCollection)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // A vertical carousel's rows span its width; the size is set again only when it changed
        // (a rotation, a text size), since each change lays the carousel out anew. The ticker
        // is nested in the column: laid out first, so its width is this pass's, not the last.
        view.layoutIfNeeded()
        let size = CGSize(width: ticker.bounds.width, height: rowHeight)
        if size.width > 0, ticker.itemSize != size { ticker.itemSize = size }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        tickerHeight?.constant = rowHeight * Self.visibleRows
        view.setNeedsLayout()
    }

    // MARK: - CycleCollectionViewDelegate

    func collectionView(_ collectionView: CycleCollectionView, numberOfItemsInSection section: Int) -> Int {
        headlines.count
    }

    func collectionView(_ collectionView: CycleCollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: HeadlineCell.reuseIdentifier,
                                                      for: indexPath) as! HeadlineCell
        cell.label.text = headlines[indexPath.item]
        cell.accessibilityLabel = headlines[indexPath.item]
        cell.forceRightToLeft(rightToLeft)
        return cell
    }
}

/// One headline on one line, from the leading edge.
final class HeadlineCell: UICollectionViewCell {
    static let reuseIdentifier = "headline"
    let label = DemoUI.label(.body, lines: 1)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
    }
}
