#if canImport(UIKit)
// A pager inside a page of a pager: a shop's sections, the first showing a gallery of photos
// that pages on its own. At the gallery's last photo the same swipe turns the outer pager;
// swiping back hands the pan back to the gallery. On the very first photo of the first
// section, a swipe from the screen's edge goes back in the navigation stack.
import UIKit
import TesseraUIKit

final class ShopViewController: UIViewController {
    private let sections = ViewPager(tabSizeConfiguration: .fillEqually(height: 44, spacing: 0))
    private let gallery = PagedView(pages: [UIColor.systemRed, .systemOrange, .systemYellow].map { color in
        let photo = UIView()
        photo.backgroundColor = color
        return photo
    })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let featured = UIView()
        gallery.translatesAutoresizingMaskIntoConstraints = false
        featured.addSubview(gallery)
        NSLayoutConstraint.activate([
            gallery.leadingAnchor.constraint(equalTo: featured.leadingAnchor),
            gallery.trailingAnchor.constraint(equalTo: featured.trailingAnchor),
            gallery.topAnchor.constraint(equalTo: featured.topAnchor, constant: 16),
            gallery.heightAnchor.constraint(equalToConstant: 240),
        ])
        // Nothing to set up: the gallery finds the pager around it when it enters the window.
        // (`gallery.handsOverToEnclosingPager = false` would keep every pan in the gallery.)
        let deals = UIView()
        deals.backgroundColor = .secondarySystemBackground
        sections.tabbedView.tabs = [TitleTab(title: "Featured"), TitleTab(title: "Deals")]
        sections.pagedView.pages = [featured, deals]
        sections.frame = view.bounds
        sections.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(sections)
    }
}

/// A carousel of banners in a page: not looping, it hands over to the pager at its ends too.
@MainActor
func makeNestedBannerCarousel() -> CycleCollectionView {
    let banners = CycleCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 160))
    banners.isInfiniteLoop = false
    banners.handsOverToEnclosingPager = true
    return banners
}
#endif
