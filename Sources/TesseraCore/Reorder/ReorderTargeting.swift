import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A layout that can say where a held item would land: the question every presentation
/// answers for a reorder (the paged grid in O(1); a list or grid by arithmetic, a mosaic or
/// waterfall by the binary search its queries already use).
///
/// It is `UICollectionViewLayout`'s `targetIndexPath(forInteractivelyMovingItem:withPosition:)`:
/// the skin forwards that call here.
public protocol ReorderTargeting: CollectionLayout {
    /// The index `item` would take if dropped with its centre at `position` (content
    /// coordinates), in `item`'s section; `nil` where it cannot go (another section, an empty
    /// layout), which keeps the last target.
    func reorderTarget(for position: CGPoint, moving item: ItemIndex) -> ItemIndex?

    /// The axis along which holding an item near an edge moves the content (pages turn, a list
    /// scrolls).
    var reorderAxis: Axis { get }
}

/// A behaviour whose content moves when a held item waits in an edge zone: the paged grid
/// turns a page; a list will scroll.
public protocol ReorderEdgeScrolling: ScrollBehavior where Layout: ReorderTargeting {
    /// The held item has waited in the edge zone towards `direction` (again): move the content
    /// that way (no effects where it cannot go).
    mutating func reorderEdgeReached(_ direction: ReorderDirection, scroll: ScrollState, layout: Layout) -> [Effect]
}
