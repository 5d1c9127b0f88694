#if canImport(UIKit)
import UIKit
import TesseraCore

// Conversions between UIKit values and the core's. Translation only: no decisions here.

extension EdgeInsets {
    /// The core's insets from `UIEdgeInsets`.
    public init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension UIEdgeInsets {
    /// `UIEdgeInsets` from the core's insets.
    public init(_ insets: EdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension LayoutDirection {
    /// The core's direction from UIKit's.
    public init(_ direction: UIUserInterfaceLayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension Axis {
    /// A flow layout's scroll direction.
    init(_ direction: UICollectionView.ScrollDirection) {
        self = direction == .vertical ? .vertical : .horizontal
    }
}

extension ItemIndex {
    /// The core's index from an `IndexPath`.
    public init(_ indexPath: IndexPath) {
        self.init(item: indexPath.item, section: indexPath.section)
    }

    /// This index as an `IndexPath`.
    public var indexPath: IndexPath { IndexPath(item: item, section: section) }
}

extension LayoutContext {
    /// The context a collection view gives its layout: bounds, adjusted insets, item counts
    /// (the collection view's own, unless a layout counts differently: a loop's items are
    /// not its slots), effective layout direction and display scale.
    @MainActor
    public init(collectionView: UICollectionView, sectionItemCounts: [Int]? = nil) {
        let counts = sectionItemCounts
            ?? (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        let scale = collectionView.traitCollection.displayScale
        self.init(viewportSize: collectionView.bounds.size,
                  contentInsets: EdgeInsets(collectionView.adjustedContentInset),
                  sectionItemCounts: counts,
                  layoutDirection: LayoutDirection(collectionView.effectiveUserInterfaceLayoutDirection),
                  displayScale: scale > 0 ? scale : 2)
    }
}

extension ScrollState {
    /// What a delegate reads off `scrollView` now: UIKit's own state only (the adapter adds
    /// what it knows), on `CACurrentMediaTime()`'s clock.
    @MainActor
    public init(scrollView: UIScrollView, now: TimeInterval = CACurrentMediaTime()) {
        let scale = scrollView.traitCollection.displayScale
        self.init(contentOffset: scrollView.contentOffset, viewportSize: scrollView.bounds.size,
                  contentSize: scrollView.contentSize, contentInsets: EdgeInsets(scrollView.adjustedContentInset),
                  isDragging: scrollView.isDragging, isDecelerating: scrollView.isDecelerating,
                  decelerationRate: DecelerationRate(perMillisecond: scrollView.decelerationRate.rawValue),
                  bounces: scrollView.bounces, now: now, pixelGrid: PixelGrid(scale: scale > 0 ? scale : 2))
    }
}

extension AccessibilityScrollDirection {
    /// The core's direction from UIKit's.
    public init(_ direction: UIAccessibilityScrollDirection) {
        switch direction {
        case .left: self = .left
        case .right: self = .right
        case .up: self = .up
        case .down: self = .down
        case .previous: self = .previous
        default: self = .next
        }
    }
}

extension UICollectionViewLayoutAttributes {
    /// Cell attributes for a core layout item.
    public convenience init(_ item: LayoutItem) {
        self.init(forCellWith: item.index.indexPath)
        apply(item)
    }

    /// Applies a core layout item: frame, z-index, alpha and transform (about the centre,
    /// with perspective when the item is tilted about its vertical axis).
    public func apply(_ item: LayoutItem) {
        frame = item.frame
        zIndex = item.zIndex
        alpha = item.alpha
        guard !item.transform.isIdentity else { return }
        let t = item.transform
        var transform = CATransform3DIdentity
        if t.rotationY != 0 { transform.m34 = -1 / ItemTransform.perspectiveDistance }
        transform = CATransform3DTranslate(transform, t.translation.x, t.translation.y, 0)
        transform = CATransform3DRotate(transform, t.rotation, 0, 0, 1)
        transform = CATransform3DRotate(transform, t.rotationY, 0, 1, 0)
        transform = CATransform3DScale(transform, t.scale, t.scale, 1)
        transform3D = transform
    }
}
#endif
