#if canImport(UIKit)
// The README's carousel snippet, compiled: the part between the snippet markers is quoted
// verbatim in README.md, and ReadmeSnippetTests fails when the two differ. `BannerCell` is the
// app's own cell (CarouselClient.swift has one).
// snippet-begin
import UIKit
import TesseraUIKit

final class HomeBannerViewController: UIViewController, CycleCollectionViewDelegate {
    private let carousel = CycleCollectionView(frame: CGRect(x: 0, y: 100, width: 375, height: 180))
    private let banners = ["Summer sale", "New arrivals", "Free shipping"]

    override func viewDidLoad() {
        super.viewDidLoad()
        carousel.delegate = self
        carousel.register(BannerCell.self, forCellWithReuseIdentifier: "banner")
        carousel.itemSize = CGSize(width: 315, height: 160)
        carousel.minimumLineSpacing = 10
        carousel.autoScrollTimeInterval = 3
        carousel.isAutoScroll = true
        carousel.didSelectItemBlock = { index in print("tapped banner \(index)") }
        view.addSubview(carousel)
    }

    func collectionView(_ collectionView: CycleCollectionView, numberOfItemsInSection section: Int) -> Int {
        banners.count
    }

    func collectionView(_ collectionView: CycleCollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "banner", for: indexPath) as! BannerCell
        cell.titleLabel.text = banners[indexPath.item]   // indexPath.item is the data index
        return cell
    }
}
// snippet-end
#endif
