#if canImport(UIKit)
import UIKit

/// Supplies a `CycleCollectionView`'s items, with the shape of YJCycleCollectionView's
/// delegate. Index paths hold *data* indices (0 ..< count), however far the loop has turned.
///
/// Main-actor isolated, as UIKit's own delegates are, so a Swift 6 view controller can adopt
/// it.
@MainActor @objc public protocol CycleCollectionViewDelegate: NSObjectProtocol {
    /// The number of items.
    func collectionView(_ collectionView: CycleCollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`: dequeue it with
    /// `collectionView.dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CycleCollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The size of the item at `indexPath`; if not implemented, `itemSizeScale` or
    /// `itemSize` decide. Asked once per item on `reloadData()`.
    @objc optional func collectionView(_ collectionView: CycleCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                       sizeForItemAt indexPath: IndexPath) -> CGSize
}

/// How a `CycleCollectionView` scrolls by itself.
@objc public enum CycleScrollType: Int {
    /// A page (an item) every `autoScrollTimeInterval` seconds.
    case page = 0
    /// A constant-speed marquee, `scrollSpeed` points per second; turns item paging off.
    case constantSpeed = 1
}
#endif
