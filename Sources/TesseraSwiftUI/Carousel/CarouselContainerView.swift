#if canImport(SwiftUI) && canImport(UIKit)
import UIKit
import TesseraUIKit

/// The view a `Carousel` shows: a `CycleCollectionView` and, if the `carouselPageControl()`
/// modifier asks for one, a page control below it (kept in step by the cycle view, live while
/// dragging; tapping it scrolls). The page control has a band of its own, so it never covers
/// an item and a carousel that sizes itself counts it.
@MainActor
public final class CarouselContainerView: UIView {
    /// The carousel.
    public let cycleView = CycleCollectionView(frame: .zero)
    /// The page control; hidden unless asked for.
    public let pageControl = UIPageControl()
    /// Called after each layout pass, once the carousel has its new size.
    var didLayout: (() -> Void)?

    /// Creates a container with a carousel and a hidden page control.
    public init() {
        super.init(frame: .zero)
        setUp()
    }

    /// Creates a container from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addSubview(cycleView)
        pageControl.isHidden = true
        pageControl.hidesForSinglePage = true
        addSubview(pageControl)
        cycleView.pageControl = pageControl
    }

    /// The height the page control's band takes when shown.
    var pageControlHeight: CGFloat {
        pageControl.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
    }

    /// The carousel fills the view above the page control's band (the whole view without one).
    public override func layoutSubviews() {
        super.layoutSubviews()
        let band = pageControl.isHidden ? 0 : min(bounds.height, pageControlHeight)
        cycleView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - band)
        pageControl.frame = CGRect(x: 0, y: bounds.maxY - band, width: bounds.width, height: band)
        // The carousel lays its items out for the new size first, so what follows sees them.
        cycleView.layoutIfNeeded()
        didLayout?()
    }
}
#endif
