#if canImport(UIKit)
// The presentations API: one PresentationCollectionView that switches list → grid → mosaic →
// waterfall, animated from a bar button, or interactively with a pinch, keeping the user's
// place. Cells read which presentation they are in from the layout attributes.
import UIKit
import TesseraUIKit

/// A cell that arranges itself for the presentation it is in.
final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 10
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        stack.addArrangedSubview(imageView)
        stack.addArrangedSubview(titleLabel)
        stack.spacing = 8
        contentView.addSubview(stack)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame = contentView.bounds.insetBy(dx: 8, dy: 8)
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let style = (layoutAttributes as? PresentationLayoutAttributes)?.cellStyle else { return }
        stack.axis = style.aspect == .horizontal ? .horizontal : .vertical
        titleLabel.isHidden = style.kind == .waterfall
    }
}

final class SectionHeader: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .title3)
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}

final class PresentationsViewController: UIViewController {
    private let photoCount = 240
    private lazy var presentations: [any Presentation] = [
        TabledContentPresentation(),
        DefaultGriddedContentPresentation(),
        CustomGriddedContentPresentation(),
        pinnedWaterfall,
    ]
    /// A waterfall whose section header stays at the top and footer at the bottom of the
    /// visible area while the section is on screen.
    private var pinnedWaterfall: WaterfallPresentation {
        var configuration = WaterfallPresentation.Configuration.standard
        configuration.headerHeight = 44
        configuration.footerHeight = 32
        var waterfall = WaterfallPresentation(configuration: configuration,
                                              itemHeights: [(0..<photoCount).map { CGFloat(120 + ($0 * 37) % 140) }])
        waterfall.pinsSectionHeaders = true
        waterfall.pinsSectionFooters = true
        return waterfall
    }
    private var current = 0
    private var pinchTarget: Int?
    private let pinch = PresentationPinch()
    private var pinchDirection: PresentationPinch.Direction = .denser
    private lazy var collectionView = PresentationCollectionView(frame: view.bounds, presentation: presentations[0])

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "footer")
        collectionView.dataSource = self
        collectionView.presentationDelegate = self
        collectionView.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(pinched(_:))))
        view.addSubview(collectionView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self,
                                                            action: #selector(nextPresentation))
    }

    @objc private func nextPresentation() {
        current = (current + 1) % presentations.count
        collectionView.setPresentation(presentations[current], animated: true)
    }

    /// Pinching in goes one presentation denser (list → grid → mosaic → waterfall), out one
    /// sparser; the item under the fingers stays put.
    @objc private func pinched(_ recognizer: UIPinchGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard let direction = PresentationPinch.direction(forScale: recognizer.scale) else { return }
            let target = direction == .denser ? current + 1 : current - 1
            guard presentations.indices.contains(target) else { return }
            pinchDirection = direction
            pinchTarget = target
            let anchor = collectionView.indexPathForItem(at: recognizer.location(in: collectionView))
            collectionView.beginInteractiveSwitch(to: presentations[target], anchorItem: anchor)
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
}

extension PresentationsViewController: UICollectionViewDataSource, PresentationCollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photoCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.titleLabel.text = "Photo \(indexPath.item + 1)"
        cell.imageView.image = UIImage(systemName: "photo")
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let isFooter = kind == UICollectionView.elementKindSectionFooter
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: isFooter ? "footer" : "header",
                                                                   for: indexPath) as! SectionHeader
        view.label.text = isFooter ? "\(photoCount) photos" : "Photos"
        return view
    }

    func presentationView(_ presentationView: PresentationCollectionView, didSwitchTo kind: PresentationKind) {
        if let pinchTarget { current = pinchTarget }
        pinchTarget = nil
        title = kind.rawValue.capitalized
    }

    func presentationView(_ presentationView: PresentationCollectionView, didCancelSwitchBackTo kind: PresentationKind) {
        pinchTarget = nil
    }

    func presentationView(_ presentationView: PresentationCollectionView, didSelectItemAt indexPath: IndexPath) {
        print("selected photo \(indexPath.item + 1)")
    }
}

/// The layout on its own, in any collection view.
final class PresentationLayoutOnItsOwnViewController: UICollectionViewController {
    private let layout = PresentationCollectionViewLayout(presentation: DefaultGriddedContentPresentation())

    init() {
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func showList() {
        layout.setPresentation(TabledContentPresentation())
    }
}
#endif
