import UIKit
import TesseraUIKit

/// The looping carousel as a shop's home screen has it: promotions that turn by themselves
/// every three seconds, the neighbours peeking in, a page control, a tap that opens one.
final class BannerCarouselViewController: DemoScreenController, CycleCollectionViewDelegate {
    private let banners = DemoBanner.all
    private let carousel = CycleCollectionView(frame: .zero)
    private let pageControl = UIPageControl()
    private let statusLabel = DemoUI.label(.body)
    private var carouselHeight: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        carousel.delegate = self
        carousel.register(BannerCardCell.self, forCellWithReuseIdentifier: BannerCardCell.reuseIdentifier)
        // The neighbours peek in the 24 pt on each side; the banners' size follows the
        // width and the text size (`viewDidLayoutSubviews`).
        carousel.paddingInset = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
        carousel.minimumLineSpacing = 12
        carousel.autoScrollTimeInterval = 3
        carousel.isAutoScroll = true
        carousel.pageControl = pageControl
        carousel.itemsAccessibilityLabel = "Promotions"
        carousel.didSelectItemBlock = { [weak self] index in
            guard let self else { return }
            statusLabel.text = "Opened “\(banners[index].title)”"
        }
        // Called when the carousel comes to rest, by a flick or by itself.
        carousel.didScrollItemOperationBlock = { [weak self] index, _ in
            guard let self, banners.indices.contains(index) else { return }
            statusLabel.text = "Showing “\(banners[index].title)”"
        }
        pageControl.pageIndicatorTintColor = .tertiaryLabel
        pageControl.currentPageIndicatorTintColor = .label
        statusLabel.text = "Showing “\(banners[0].title)”"

        let autoScroll = DemoUI.toggle("Turns by itself", isOn: true) { [weak self] isOn in
            self?.carousel.isAutoScroll = isOn
        }
        let note = DemoUI.label(.footnote, color: .secondaryLabel)
        note.text = "It waits while your finger rests on it, and stays still under VoiceOver and with Reduce Motion."
        let column = DemoUI.column(in: view)
        let parts: [UIView] = [carousel, pageControl, DemoUI.inset(statusLabel), DemoUI.inset(autoScroll),
                               DemoUI.inset(note)]
        for part in parts {
            column.addArrangedSubview(part)
        }
        carousel.translatesAutoresizingMaskIntoConstraints = false
        carouselHeight = carousel.heightAnchor.constraint(equalToConstant: bannerHeight)
        carouselHeight?.isActive = true
        view.forceRightToLeft(rightToLeft)
    }

    /// Room for a title and a line of detail at the user's text size.
    private var bannerHeight: CGFloat {
        DemoUI.scaled(170, for: .title2, in: traitCollection)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        carouselHeight?.constant = bannerHeight
    }

    /// Banners 1.9 times as wide as tall, but never wider than the screen leaves between the
    /// peeks: at large text sizes (or on a 320 pt screen) the width gives way first.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = min(bannerHeight * 1.9, view.bounds.width - 48)
        let size = CGSize(width: max(1, width), height: bannerHeight)
        if carousel.itemSize != size { carousel.itemSize = size }
    }

    // MARK: - CycleCollectionViewDelegate

    func collectionView(_ collectionView: CycleCollectionView, numberOfItemsInSection section: Int) -> Int {
        banners.count
    }

    func collectionView(_ collectionView: CycleCollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: BannerCardCell.reuseIdentifier,
                                                      for: indexPath) as! BannerCardCell
        cell.show(banners[indexPath.item])   // indexPath.item is the banner's index, however far the loop turned
        cell.forceRightToLeft(rightToLeft)
        return cell
    }
}

/// A promotion: a symbol, a title and a line of detail on a wash of the banner's colour.
final class BannerCardCell: UICollectionViewCell {
    static let reuseIdentifier = "banner"
    private let symbolView = UIImageView()
    private let titleLabel = DemoUI.label(.title2)
    private let detailLabel = DemoUI.label(.subheadline, color: .secondaryLabel)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 16
        contentView.clipsToBounds = true
        symbolView.contentMode = .scaleAspectFit
        symbolView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
        titleLabel.font = .preferredFont(forTextStyle: .title2).withBold()
        let text = UIStackView(arrangedSubviews: [symbolView, titleLabel, detailLabel])
        text.axis = .vertical
        text.alignment = .leading
        text.spacing = 4
        text.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            text.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -20),
            text.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
        // The card is read as one element: its title, then its detail.
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(_ banner: DemoBanner) {
        contentView.backgroundColor = DemoPalette.wash(banner.colorIndex)
        symbolView.image = UIImage(systemName: banner.symbol)
        symbolView.tintColor = DemoPalette.color(banner.colorIndex)
        titleLabel.text = banner.title
        detailLabel.text = banner.detail
        accessibilityLabel = "\(banner.title). \(banner.detail)"
    }
}

extension UIFont {
    /// The same font, bold, keeping its Dynamic Type size.
    func withBold() -> UIFont {
        fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) } ?? self
    }
}
