#if canImport(UIKit)
// The "changing presentation on the fly" tutorial's fruits screen, as apps that started from
// it have it: a UICollectionViewFlowLayout, one delegate object per presentation, swapped with
// `performBatchUpdates { reloadData() }`. The only change for Tessera is `import TesseraUIKit`
// (the tutorial's images come from an asset catalogue; SF Symbols stand in here).
import UIKit
import TesseraUIKit

struct Fruit {
    let name: String
    let icon: UIImage
}

struct FruitsProvider {
    static func get() -> [Fruit] {
        let names = ["Red Apple", "Banana", "Garnet", "Grapes", "Green Apple", "Kiwi", "Green Pears", "Mango",
                     "Orange", "Sliced Mango", "Pears", "Pineapple"]
        return names.map { Fruit(name: $0, icon: UIImage(systemName: "leaf.fill") ?? UIImage()) }
    }
}

/// The tutorial's cell, without its nib: image and title side by side in a row more than twice
/// as wide as tall, stacked otherwise (the core's `PresentationCellStyle.Aspect` decides).
final class FruitCollectionViewCell: UICollectionViewCell {
    static let reuseID = String(describing: FruitCollectionViewCell.self)

    private let imageView = UIImageView()
    private let label = UILabel()
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.lightGray
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 1
        layer.cornerRadius = 8
        imageView.contentMode = .scaleAspectFit
        label.textAlignment = .center
        label.adjustsFontForContentSizeCategory = true
        label.font = .preferredFont(forTextStyle: .body)
        stack.addArrangedSubview(imageView)
        stack.addArrangedSubview(label)
        stack.spacing = 8
        stack.alignment = .center
        stack.distribution = .fillEqually
        contentView.addSubview(stack)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame = contentView.bounds.insetBy(dx: 8, dy: 8)
        stack.axis = PresentationCellStyle.Aspect(size: bounds.size) == .horizontal ? .horizontal : .vertical
    }

    func update(title: String, image: UIImage) {
        imageView.image = image
        label.text = title
    }
}

class FruitsViewController: UICollectionViewController {
    private enum PresentationStyle: String, CaseIterable {
        case table
        case defaultGrid
        case customGrid

        var buttonImage: UIImage {
            switch self {
            case .table: return UIImage(systemName: "list.bullet") ?? UIImage()
            case .defaultGrid: return UIImage(systemName: "square.grid.3x3") ?? UIImage()
            case .customGrid: return UIImage(systemName: "square.grid.3x1.below.line.grid.1x2") ?? UIImage()
            }
        }
    }

    private var selectedStyle: PresentationStyle = .table {
        didSet { updatePresentationStyle() }
    }
    private var styleDelegates: [PresentationStyle: CollectionViewSelectableItemDelegate] = {
        let result: [PresentationStyle: CollectionViewSelectableItemDelegate] = [
            .table: TabledContentCollectionViewDelegate(),
            .defaultGrid: DefaultGriddedContentCollectionViewDelegate(),
            .customGrid: CustomGriddedContentCollectionViewDelegate(),
        ]
        result.values.forEach {
            $0.didSelectItem = { _ in
                print("Item selected")
            }
        }
        return result
    }()

    private var datasource: [Fruit] = FruitsProvider.get()

    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        self.collectionView.register(FruitCollectionViewCell.self,
                                     forCellWithReuseIdentifier: FruitCollectionViewCell.reuseID)
        collectionView.contentInset = .zero
        updatePresentationStyle()

        navigationItem.rightBarButtonItem = UIBarButtonItem(image: selectedStyle.buttonImage, style: .plain, target: self,
                                                            action: #selector(changeContentLayout))
    }

    private func updatePresentationStyle() {
        collectionView.delegate = styleDelegates[selectedStyle]
        collectionView.performBatchUpdates({
            collectionView.reloadData()
        }, completion: nil)

        navigationItem.rightBarButtonItem?.image = selectedStyle.buttonImage
    }

    @objc private func changeContentLayout() {
        let allCases = PresentationStyle.allCases
        guard let index = allCases.firstIndex(of: selectedStyle) else { return }
        let nextIndex = (index + 1) % allCases.count
        selectedStyle = allCases[nextIndex]
    }
}

// MARK: UICollectionViewDataSource & UICollectionViewDelegate
extension FruitsViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return datasource.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: FruitCollectionViewCell.reuseID,
                                                            for: indexPath) as? FruitCollectionViewCell else {
            fatalError("Wrong cell")
        }
        let fruit = datasource[indexPath.item]
        cell.update(title: fruit.name, image: fruit.icon)
        return cell
    }
}

/// An app's own presentation object, written as the tutorial's are: a subclass declaring the
/// flow layout's sizing methods without `override`.
class BannerCollectionViewDelegate: DefaultCollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView,
                        layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let paddingSpace = sectionInsets.left + sectionInsets.right
        return CGSize(width: collectionView.bounds.width - paddingSpace, height: 200)
    }

    func collectionView(_ collectionView: UICollectionView,
                        layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        return sectionInsets
    }

    func collectionView(_ collectionView: UICollectionView,
                        layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        return 20
    }

    func collectionView(_ collectionView: UICollectionView,
                        layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        return 8
    }
}
#endif
