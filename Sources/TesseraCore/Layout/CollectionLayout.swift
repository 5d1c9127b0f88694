import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A layout: frames for items, computed from a configuration and a `LayoutContext`.
///
/// The shape follows `UICollectionViewLayout` (prepare, then answer queries) so the UIKit
/// skin forwards one call to one call. Analytic layouts do O(1) work in `prepare(in:)` and
/// O(visible) work per query; layouts with measured sizes answer queries by binary search.
public protocol CollectionLayout: Sendable {
    /// Recomputes whatever the queries need for `context`. Called whenever the viewport,
    /// the item counts or the configuration change.
    mutating func prepare(in context: LayoutContext)

    /// The context of the last `prepare(in:)`.
    var context: LayoutContext { get }

    /// The size of the scrollable content.
    var contentSize: CGSize { get }

    /// The items whose frames intersect `rect`, in index order.
    func items(in rect: CGRect) -> [LayoutItem]

    /// The item at `index`, or `nil` if there is no such item.
    func item(at index: ItemIndex) -> LayoutItem?

    /// The item under `point` (content coordinates), or `nil` over empty space. Used to map
    /// a tap to an item.
    func index(at point: CGPoint) -> ItemIndex?

    /// Where scrolling should come to rest, given where plain deceleration would stop it.
    /// - Parameters:
    ///   - proposed: the resting offset of plain deceleration, inside the scrollable range.
    ///   - current: the offset when the finger lifted.
    ///   - velocity: the content-offset velocity at release, in points per second.
    func targetContentOffset(proposed: CGPoint, current: CGPoint, velocity: CGPoint) -> CGPoint

    /// Moves every item by `delta` in content coordinates, answering a
    /// `ScrollCommand.recenter(by:)`. Only layouts of unbounded content (loops, infinite grids)
    /// need it; the default does nothing.
    mutating func recenter(by delta: CGPoint)

    /// The items in `visibleRect` are about to be asked for (the offset or the viewport
    /// changed). Layouts whose item identities follow the viewport (the infinite grid lends
    /// its recycled item indices to the tiles near it) update them here, like a
    /// `UICollectionViewLayout` that invalidates on bounds changes; the default does nothing.
    mutating func prepare(forVisibleRect visibleRect: CGRect)

    /// Whether the collection view must lay out again for `visibleRect` before asking for its
    /// items (a `UICollectionViewLayout`'s `shouldInvalidateLayout(forBoundsChange:)` for a
    /// scroll): only then does UIKit prepare the layout, and `prepare(forVisibleRect:)` run.
    /// The default is `false`.
    func needsUpdate(forVisibleRect visibleRect: CGRect) -> Bool

    /// The content moved (each `scrollViewDidScroll`), in or outside a layout pass. A layout
    /// that keeps what the user sees through its next preparation (the infinite grid keeps
    /// the point at the viewport's centre through a rotation) notes the offset here, and
    /// changes nothing else. The default does nothing.
    mutating func didScroll(to contentOffset: CGPoint)
}

extension CollectionLayout {
    /// By default the topmost item whose frame contains `point` (`nil` for a NaN point, which
    /// lies on no item).
    public func index(at point: CGPoint) -> ItemIndex? {
        guard let point = QueryRect.point(point) else { return nil }
        // Half a point around the point, or a few ulps where that is less (far out, ±0.5
        // rounds to a probe that only touches an item starting at the point).
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0)
            .insetBy(dx: -max(0.5, 2 * point.x.ulp), dy: -max(0.5, 2 * point.y.ulp))
        return items(in: probe)
            .filter { $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?
            .index
    }

    public mutating func recenter(by delta: CGPoint) {}

    public mutating func prepare(forVisibleRect visibleRect: CGRect) {}

    public func needsUpdate(forVisibleRect visibleRect: CGRect) -> Bool { false }

    public mutating func didScroll(to contentOffset: CGPoint) {}

    /// By default plain deceleration decides.
    public func targetContentOffset(proposed: CGPoint, current: CGPoint, velocity: CGPoint) -> CGPoint {
        proposed
    }
}
