import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Binding to the current item

extension CarouselBehavior: BindableBehavior {
    /// A carousel binds the data index of its current item.
    public typealias BoundValue = Int

    /// The data index of the item the carousel rests on; `nil` without items.
    public func boundValue(layout: CarouselLayout) -> Int? {
        layout.itemCount > 0 ? currentIndex : nil
    }

    /// The first item of the stop nearest the offset; `nil` without items.
    public func boundValue(atContentOffset offset: CGPoint, layout: CarouselLayout) -> Int? {
        guard layout.itemCount > 0 else { return nil }
        return layout.dataIndex(forVirtualIndex: layout.firstVirtualItem(ofStop: layout.nearestStop(toContentOffset: offset)))
    }

    /// Whether the offset rests on a stop (always, without paging).
    public func restsOnBoundValue(atContentOffset offset: CGPoint, layout: CarouselLayout) -> Bool {
        guard layout.configuration.paging != .none, layout.itemCount > 0 else { return true }
        let axis = layout.configuration.axis
        let resting = layout.restingOffset(forStop: layout.nearestStop(toContentOffset: offset))
        return abs(axis.main(resting) - axis.main(offset)) <= layout.context.pixelGrid.tolerance
    }

    /// The item `scrollToItem` would rest on: the index clamped to the items, then the first
    /// item of the stop holding it.
    public func resolvedBoundValue(_ value: Int, layout: CarouselLayout) -> Int {
        guard layout.itemCount > 0 else { return value }
        let clamped = min(max(value, 0), layout.itemCount - 1)
        let virtual = layout.virtualIndex(showing: clamped, nearestTo: currentVirtualIndex)
        return layout.dataIndex(forVirtualIndex: layout.firstVirtualItem(ofStop: layout.stop(holdingVirtualItem: virtual)))
    }

    /// `currentIndexChanged`.
    public static func reportedBoundValue(in effect: Effect) -> Int? {
        if case .currentIndexChanged(let index) = effect { return index }
        return nil
    }

    /// An animated `scroll` (a page turn of auto-scroll, a snap, an app's scroll).
    public static func animationTarget(of effect: Effect) -> CGPoint? {
        if case .scroll(let offset, animated: true) = effect { return offset }
        return nil
    }

    /// The item itself.
    public func item(standingFor value: Int, layout: CarouselLayout) -> Int? {
        value >= 0 ? value : nil
    }

    /// The item's resting item (itself, when every item is a stop).
    public func boundValue(showingItem item: Int, layout: CarouselLayout) -> Int? {
        layout.itemCount > 0 ? resolvedBoundValue(item, layout: layout) : nil
    }
}
