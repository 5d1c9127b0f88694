#if canImport(UIKit)
// Client code written against YJCycleCollectionView's API, as apps that use it have it. The
// only change for Tessera is the type name and `import TesseraUIKit`.
import UIKit
import TesseraUIKit

final class BannerCell: UICollectionViewCell {
    let imageView = UIImageView()
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
        titleLabel.frame = CGRect(x: 12, y: contentView.bounds.height - 32, width: contentView.bounds.width - 24, height: 24)
    }
}

final class BannerViewController: UIViewController, CycleCollectionViewDelegate {
    private let cycleView = CycleCollectionView(frame: CGRect(x: 0, y: 100, width: 375, height: 180))
    private let pageControl = UIPageControl()
    private var titles = ["Summer sale", "New arrivals", "Free shipping", "Gift cards", "Members"]

    override func viewDidLoad() {
        super.viewDidLoad()
        cycleView.delegate = self
        cycleView.register(BannerCell.self, forCellWithReuseIdentifier: "BannerCell")
        cycleView.register(nib: nil, forCellWithReuseIdentifier: "Unused")
        cycleView.marginInset = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        cycleView.paddingInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        cycleView.itemSizeScale = 0
        cycleView.itemSize = CGSize(width: 315, height: 160)
        cycleView.minimumLineSpacing = 10
        cycleView.isEnabledPanGestureRecognizer = true
        cycleView.scrollType = .page
        cycleView.scrollSpeed = 60
        cycleView.autoScrollTimeInterval = 3
        cycleView.isAutoScroll = true
        cycleView.isInfiniteLoop = true
        cycleView.scrollDirection = .horizontal
        cycleView.isPagingEnabled = true
        cycleView.didSelectItemBlock = { [weak self] index in
            print("tapped \(self?.titles[index] ?? "")")
        }
        cycleView.didScrollItemOperationBlock = { index, offset in
            print("rests on \(index) at \(offset)")
        }
        view.addSubview(cycleView)
        cycleView.reloadData()

        // Beyond YJCycleCollectionView: a bound page control, centring, a preset, a jump.
        pageControl.frame = CGRect(x: 0, y: 290, width: 375, height: 20)
        view.addSubview(pageControl)
        cycleView.pageControl = pageControl
        cycleView.alignment = .centered
        cycleView.itemTransform = .linearScale(minimumScale: 0.9)
        cycleView.scrollToItem(at: cycleView.currentIndex + 2, animated: true)
        if let error = cycleView.configurationError { print(error) }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        cycleView.invalidateTimer()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        cycleView.setupTimer()
    }

    func collectionView(_ collectionView: CycleCollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    func collectionView(_ collectionView: CycleCollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "BannerCell", for: indexPath) as! BannerCell
        cell.titleLabel.text = titles[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: CycleCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: indexPath.item % 2 == 0 ? 280 : 200, height: 160)
    }
}

/// A vertical news ticker: the constant-speed marquee.
final class TickerViewController: UIViewController, CycleCollectionViewDelegate {
    private let ticker = CycleCollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    private let headlines = ["Markets up", "Rain tomorrow", "New library opens"]

    override func viewDidLoad() {
        super.viewDidLoad()
        ticker.delegate = self
        ticker.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "line")
        ticker.scrollDirection = .vertical
        ticker.itemSize = CGSize(width: 375, height: 44)
        ticker.scrollType = .constantSpeed
        ticker.scrollSpeed = 30
        ticker.isAutoScroll = true
        view.addSubview(ticker)
        ticker.reloadData()
    }

    func collectionView(_ collectionView: CycleCollectionView, numberOfItemsInSection section: Int) -> Int {
        headlines.count
    }

    func collectionView(_ collectionView: CycleCollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "line", for: indexPath)
        cell.accessibilityLabel = headlines[indexPath.item]
        return cell
    }
}

/// Objective-C-visible code: selectors and key paths only compile against `@objc` members.
@MainActor @objc final class CycleObjCBridge: NSObject {
    @objc let cycleView = CycleCollectionView(frame: .zero)

    @objc func configure(delegate: CycleCollectionViewDelegate) {
        cycleView.delegate = delegate
        cycleView.setValue(true, forKey: #keyPath(CycleCollectionView.isAutoScroll))
        cycleView.setValue(4.0, forKey: #keyPath(CycleCollectionView.autoScrollTimeInterval))
        cycleView.scrollType = CycleScrollType(rawValue: 1) ?? .page
        let selectors: [Selector] = [
            #selector(CycleCollectionView.reloadData), #selector(CycleCollectionView.setupTimer),
            #selector(CycleCollectionView.invalidateTimer), #selector(CycleCollectionView.scrollToItem(at:animated:)),
            #selector(CycleCollectionView.register(_:forCellWithReuseIdentifier:)),
            #selector(CycleCollectionView.register(nib:forCellWithReuseIdentifier:)),
            #selector(CycleCollectionView.dequeueReusableCell(withReuseIdentifier:for:)),
            #selector(CycleCollectionViewDelegate.collectionView(_:layout:sizeForItemAt:)),
        ]
        for selector in selectors where !cycleView.responds(to: selector) && !(delegate.responds(to: selector)) {
            print("missing \(selector)")
        }
        let keyPaths = [#keyPath(CycleCollectionView.marginInset), #keyPath(CycleCollectionView.paddingInset),
                        #keyPath(CycleCollectionView.itemSizeScale), #keyPath(CycleCollectionView.itemSize),
                        #keyPath(CycleCollectionView.minimumLineSpacing), #keyPath(CycleCollectionView.didSelectItemBlock),
                        #keyPath(CycleCollectionView.didScrollItemOperationBlock),
                        #keyPath(CycleCollectionView.isEnabledPanGestureRecognizer), #keyPath(CycleCollectionView.scrollType),
                        #keyPath(CycleCollectionView.scrollSpeed), #keyPath(CycleCollectionView.isInfiniteLoop),
                        #keyPath(CycleCollectionView.scrollDirection), #keyPath(CycleCollectionView.isPagingEnabled),
                        #keyPath(CycleCollectionView.delegate), #keyPath(CycleCollectionView.currentIndex),
                        #keyPath(CycleCollectionView.pageControl)]
        print(keyPaths.count)
        cycleView.perform(#selector(CycleCollectionView.reloadData))
    }
}

/// The layout on its own, in any collection view.
final class ShelfViewController: UICollectionViewController {
    private let carouselLayout = CarouselCollectionViewLayout(configuration: try! .init(
        itemSizing: .fixed(CGSize(width: 120, height: 160)), minimumLineSpacing: 12, alignment: .leading,
        paging: .screenful))
    private let products = (1...40).map { "Product \($0)" }

    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.collectionViewLayout = carouselLayout
        collectionView.isPrefetchingEnabled = false
        collectionView.decelerationRate = .fast
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "product")
        carouselLayout.itemCount = products.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        carouselLayout.numberOfSlots
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "product", for: indexPath)
        cell.accessibilityLabel = products[carouselLayout.dataIndex(forSlot: indexPath.item) ?? 0]
        return cell
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        carouselLayout.recenterIfNeeded()
    }

    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        carouselLayout.recenterIfNeeded()
    }
}
#endif
