import UIKit
import TesseraUIKit

/// Presentations as a photo library has them: one collection of photos shown as a list, a grid,
/// a mosaic or a waterfall. Pinch in for more, smaller photos, out for fewer, larger ones (the
/// switch follows the fingers), or pick one above; the photo at the top stays where it is.
final class PhotosViewController: DemoScreenController, UICollectionViewDataSource, PresentationCollectionViewDelegate {
    private let photos = DemoPhoto.all
    /// From sparse to dense: a pinch in moves one step right, a pinch out one step left.
    private lazy var presentations = makePresentations()
    private var current = 0
    private lazy var collectionView = PresentationCollectionView(frame: .zero, presentation: presentations[0].presentation)
    private lazy var picker = UISegmentedControl(items: presentations.map { $0.title })
    // The pinch in progress: the presentation it heads for and its direction.
    private let pinch = PresentationPinch()
    private var pinchTarget: Int?
    private var pinchDirection: PresentationPinch.Direction = .denser

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoPlaceholderCell.self, forCellWithReuseIdentifier: PhotoPlaceholderCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.presentationDelegate = self
        collectionView.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(pinched(_:))))

        picker.selectedSegmentIndex = current
        picker.accessibilityLabel = "Presentation"
        picker.addAction(UIAction { [weak self] action in
            guard let self, let picker = action.sender as? UISegmentedControl else { return }
            switchTo(picker.selectedSegmentIndex)
        }, for: .valueChanged)

        let top = DemoUI.inset(picker)
        for part in [top, collectionView] as [UIView] {
            part.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(part)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            top.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            top.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 8),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        view.forceRightToLeft(rightToLeft)
    }

    private func makePresentations() -> [(title: String, presentation: any Presentation)] {
        // Rows as tall as the user's text size needs.
        let rowHeight = DemoUI.scaled(64, in: traitCollection)
        let list = (try? ListPresentation(rowHeight: rowHeight, lineSpacing: 8,
                                          sectionInsets: .init(top: 8, left: 16, bottom: 8, right: 16))) ?? ListPresentation()
        let grid = (try? GridPresentation(columns: .minimumItemWidth(110), itemSpacing: 4, lineSpacing: 4))
            ?? GridPresentation()
        let mosaic = (try? MosaicPresentation(pattern: [.fullWidth(height: .aspectRatio(2)), .row(columns: 3)],
                                              itemSpacing: 4, lineSpacing: 4)) ?? MosaicPresentation()
        let waterfall = WaterfallPresentation(configuration: .standard,
                                              itemHeights: [photos.map { CGFloat($0.waterfallHeight) }])
        return [("List", list), ("Grid", grid), ("Mosaic", mosaic), ("Waterfall", waterfall)]
    }

    private func switchTo(_ index: Int) {
        guard presentations.indices.contains(index), index != current else { return }
        // A tap wins over a pinch's switch still finishing.
        pinchTarget = nil
        current = index
        collectionView.setPresentation(presentations[index].presentation, animated: true)   // the top photo stays put
    }

    /// Pinching in goes one presentation denser, out one sparser; the photo under the fingers
    /// stays put, and letting go finishes or cancels the switch by the pinch's speed.
    @objc private func pinched(_ recognizer: UIPinchGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard let direction = PresentationPinch.direction(forScale: recognizer.scale) else { return }
            let target = direction == .denser ? current + 1 : current - 1
            guard presentations.indices.contains(target) else { return }
            pinchDirection = direction
            pinchTarget = target
            let anchor = collectionView.indexPathForItem(at: recognizer.location(in: collectionView))
            collectionView.beginInteractiveSwitch(to: presentations[target].presentation, anchorItem: anchor)
        case .changed:
            guard pinchTarget != nil else { return }
            collectionView.updateInteractiveSwitch(progress: pinch.progress(forScale: recognizer.scale,
                                                                            direction: pinchDirection))
        case .ended:
            guard pinchTarget != nil else { return }
            collectionView.endInteractiveSwitch(progressVelocity: pinch.progressVelocity(
                forScale: recognizer.scale, velocity: recognizer.velocity, direction: pinchDirection))
        default:
            guard pinchTarget != nil else { return }
            collectionView.cancelInteractiveSwitch(animated: true)
        }
    }

    // MARK: - UICollectionViewDataSource, PresentationCollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoPlaceholderCell.reuseIdentifier,
                                                      for: indexPath) as! PhotoPlaceholderCell
        cell.show(photos[indexPath.item])
        cell.forceRightToLeft(rightToLeft)
        return cell
    }

    func presentationView(_ presentationView: PresentationCollectionView, didSwitchTo kind: PresentationKind) {
        if let pinchTarget { current = pinchTarget }
        pinchTarget = nil
        picker.selectedSegmentIndex = current
    }

    func presentationView(_ presentationView: PresentationCollectionView, didCancelSwitchBackTo kind: PresentationKind) {
        pinchTarget = nil
    }
}

/// A photo placeholder: its colour, with its title beside it in a list row and alone in the
/// other presentations (it reads which one from its layout attributes).
final class PhotoPlaceholderCell: UICollectionViewCell {
    static let reuseIdentifier = "photo"
    private let swatch = UIView()
    private let titleLabel = DemoUI.label(.body, lines: 1)
    private var sideBySide = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        swatch.layer.cornerRadius = 8
        swatch.layer.cornerCurve = .continuous
        contentView.addSubview(swatch)
        contentView.addSubview(titleLabel)
        isAccessibilityElement = true
        accessibilityTraits = .image
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(_ photo: DemoPhoto) {
        swatch.backgroundColor = DemoPalette.color(photo.colorIndex)
        titleLabel.text = photo.title
        accessibilityLabel = "\(photo.title), \(DemoPalette.name(photo.colorIndex))"
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let style = (layoutAttributes as? PresentationLayoutAttributes)?.cellStyle else { return }
        sideBySide = style.aspect == .horizontal
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        titleLabel.isHidden = !sideBySide
        guard sideBySide else {
            swatch.frame = bounds
            return
        }
        // A square swatch at the leading edge, the title after it: mirrored right to left.
        let side = bounds.height
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        swatch.frame = CGRect(x: rightToLeft ? bounds.maxX - side : bounds.minX, y: bounds.minY, width: side, height: side)
        let textWidth = max(0, bounds.width - side - 12)
        titleLabel.frame = CGRect(x: rightToLeft ? bounds.minX : side + 12, y: bounds.minY, width: textWidth, height: side)
    }
}
