import UIKit
import TesseraUIKit

/// The carousel's transforms as a music app uses them: album covers in a cover flow (or a stack
/// of cards, or a gentle scale), the album in front named below.
final class CoverFlowViewController: DemoScreenController, CycleCollectionViewDelegate {
    private let albums = DemoAlbum.all
    private let carousel = CycleCollectionView(frame: .zero)
    private let nowShowing = DemoUI.label(.headline)
    private var carouselHeight: NSLayoutConstraint?
    /// The transforms the segmented control offers, in its order.
    private let transforms: [(title: String, transform: CarouselTransform)] = [
        ("Cover flow", .standardCoverFlow),
        ("Cards", .standardStackedCards),
        ("Scale", .linearScale(minimumScale: 0.8)),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        carousel.delegate = self
        carousel.register(AlbumCoverCell.self, forCellWithReuseIdentifier: AlbumCoverCell.reuseIdentifier)
        // Square covers as tall as the carousel; the transform folds the neighbours in.
        carousel.itemSizeScale = 1
        carousel.minimumLineSpacing = 0
        carousel.itemTransform = transforms[0].transform
        carousel.itemsAccessibilityLabel = "Albums"
        carousel.didScrollItemOperationBlock = { [weak self] index, _ in
            self?.showAlbum(at: index)
        }
        carousel.didSelectItemBlock = { [weak self] index in
            guard let self else { return }
            nowShowing.text = "Playing \(albums[index].accessibilityLabel)"
        }
        showAlbum(at: 0)

        let picker = UISegmentedControl(items: transforms.map { $0.title })
        picker.selectedSegmentIndex = 0
        picker.accessibilityLabel = "Transform"
        picker.addAction(UIAction { [weak self] action in
            guard let self, let picker = action.sender as? UISegmentedControl else { return }
            carousel.itemTransform = transforms[picker.selectedSegmentIndex].transform
        }, for: .valueChanged)
        nowShowing.textAlignment = .center

        let column = DemoUI.column(in: view, spacing: 24)
        for part in [DemoUI.inset(picker), carousel, DemoUI.inset(nowShowing)] as [UIView] {
            column.addArrangedSubview(part)
        }
        carousel.translatesAutoresizingMaskIntoConstraints = false
        carouselHeight = carousel.heightAnchor.constraint(equalToConstant: coverSide)
        carouselHeight?.isActive = true
        view.forceRightToLeft(rightToLeft)
    }

    private func showAlbum(at index: Int) {
        guard albums.indices.contains(index) else { return }
        nowShowing.text = albums[index].accessibilityLabel
    }

    /// Covers a little larger at larger text sizes, as the titles under them are.
    private var coverSide: CGFloat {
        min(DemoUI.scaled(200, for: .headline, in: traitCollection), 320)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        carouselHeight?.constant = coverSide
    }

    // MARK: - CycleCollectionViewDelegate

    func collectionView(_ collectionView: CycleCollectionView, numberOfItemsInSection section: Int) -> Int {
        albums.count
    }

    func collectionView(_ collectionView: CycleCollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: AlbumCoverCell.reuseIdentifier,
                                                      for: indexPath) as! AlbumCoverCell
        cell.show(albums[indexPath.item])
        return cell
    }
}

/// A placeholder cover: the album's colour with a note on it, read as "title, by artist".
final class AlbumCoverCell: UICollectionViewCell {
    static let reuseIdentifier = "cover"
    private let noteView = UIImageView(image: UIImage(systemName: "music.note"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 8
        contentView.layer.cornerCurve = .continuous
        noteView.contentMode = .scaleAspectFit
        // The note is drawn in the system background colour: it stands out of every cover
        // colour in Light and in Dark Mode.
        noteView.tintColor = .systemBackground
        contentView.addSubview(noteView)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        noteView.frame = contentView.bounds.insetBy(dx: bounds.width * 0.3, dy: bounds.height * 0.3)
    }

    func show(_ album: DemoAlbum) {
        contentView.backgroundColor = DemoPalette.color(album.colorIndex)
        accessibilityLabel = album.accessibilityLabel
    }
}
