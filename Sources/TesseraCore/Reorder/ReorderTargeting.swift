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

    /// Whether holding an item near an edge scrolls the content continuously (a list: faster
    /// the deeper it is held, ``ReorderConfiguration/edgeScrollSpeed(atDepth:)``) rather than
    /// turning a page after a dwell (the paged grid). Defaults to `false`.
    var reorderScrollsContinuously: Bool { get }
}

extension ReorderTargeting {
    public var reorderScrollsContinuously: Bool { false }
}

/// A behaviour whose content moves when a held item waits in an edge zone: the paged grid
/// turns a page; a presentation scrolls.
public protocol ReorderEdgeScrolling: ScrollBehavior where Layout: ReorderTargeting {
    /// The held item has waited in the edge zone towards `direction` (again): move the content
    /// that way (no effects where it cannot go).
    mutating func reorderEdgeReached(_ direction: ReorderDirection, scroll: ScrollState, layout: Layout) -> [Effect]

    /// A held item in an edge zone of a continuously scrolling layout asks for the content at
    /// `offset` along the layout's `reorderAxis` (one display frame of the edge scroll): move
    /// it there without animation, clamped to the content's ends. Defaults to nothing.
    mutating func reorderEdgeScroll(toOffset offset: CGFloat, scroll: ScrollState, layout: Layout) -> [Effect]

    /// Whether `effect` ends a reorder in progress, and why: a presentation's switch (animated
    /// or under a pinch) moves every place under the finger, so the held item goes back and
    /// nothing moves. Defaults to `nil`.
    static func reorderCancelReason(for effect: Effect) -> ReorderCancelReason?

    /// Whether content moved by `reorderEdgeReached` is still on its way (a page turning): the
    /// place under the held item waits until it lands (`ReorderSession.contentDidSettle`).
    /// Defaults to `false`.
    var isReorderScrollUnderWay: Bool { get }
}

extension ReorderEdgeScrolling {
    public mutating func reorderEdgeScroll(toOffset offset: CGFloat, scroll: ScrollState, layout: Layout) -> [Effect] {
        []
    }

    public static func reorderCancelReason(for effect: Effect) -> ReorderCancelReason? { nil }

    public var isReorderScrollUnderWay: Bool { false }
}
