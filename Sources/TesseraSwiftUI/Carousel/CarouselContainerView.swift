#if canImport(SwiftUI) && canImport(UIKit)
import UIKit
import TesseraUIKit

/// The view a `Carousel` shows: a `CycleCollectionView` filling it and, if the
/// `carouselPageControl()` modifier asks for one, a page control along its bottom edge (kept
/// in step by the cycle view, live while dragging; tapping it scrolls).
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

    /// The carousel fills the view; the page control sits on its bottom edge.
    public override func layoutSubviews() {
        super.layoutSubviews()
        cycleView.frame = bounds
        let height = pageControl.sizeThatFits(bounds.size).height
        pageControl.frame = CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
        // The carousel lays its items out for the new size first, so what follows sees them.
        cycleView.layoutIfNeeded()
        didLayout?()
    }
}
#endif
