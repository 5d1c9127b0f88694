#if canImport(UIKit)
import UIKit
import TesseraCore

/// The infinite grid under the name the infinite-grid tutorial gave it, with its API: a
/// `UICollectionView` that fills and joins a host view, a settable `centerCoordinates` and
/// `scrollToCenter()`. A view controller written against the tutorial compiles unchanged:
///
///     self.infiniteGrid = InfiniteGrid(hostView: self.view)
///     infiniteGrid?.centerCoordinates = GridCoordinates(x: 10, y: -3)
///     infiniteGrid?.scrollToCenter()
///
/// Unlike the tutorial's grid it recentres while scrolling (not only at rest), finds any
/// tile's attributes, and keeps memory constant with a hash map instead of a linear scan;
/// everything `InfiniteGridView` offers is available too.
@preconcurrency @MainActor
open class InfiniteGrid: InfiniteGridView {
    /// Creates a grid of 100 × 100 pt tiles that fills `hostView` and follows its size.
    public convenience init(hostView: UIView) {
        self.init(frame: hostView.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        translatesAutoresizingMaskIntoConstraints = true
        backgroundColor = .clear
        hostView.addSubview(self)
    }

    /// Puts the tile at `centerCoordinates` exactly at the centre of the view, without
    /// animation.
    public func scrollToCenter() {
        layoutIfNeeded()
        scroll(to: centerCoordinates, animated: false)
    }
}
#endif
