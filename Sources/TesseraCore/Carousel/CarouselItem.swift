import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One item of a carousel as shown: which position and data item it is, the slot a
/// collection view knows it by, its distance to the resting position and its attributes.
public struct CarouselItem: Sendable, Equatable {
    /// The position's virtual index (unbounded in a loop).
    public var virtualIndex: Int
    /// The data item shown (`Self.wrap(virtualIndex, count:)` in a loop).
    public var dataIndex: Int
    /// The index-path item a collection view knows this position by.
    public var slot: Int
    /// The distance to the resting position, in items and points.
    public var progress: CarouselItemProgress
    /// Frame (untransformed, pixel-rounded), transform, alpha and z-index; its `index` is
    /// `ItemIndex(item: slot)`.
    public var layoutItem: LayoutItem

    /// The bounding box after scaling and translating about the centre (rotation about the
    /// vertical axis is left out: it only narrows the item on screen).
    public var displayedFrame: CGRect {
        let frame = layoutItem.frame, transform = layoutItem.transform
        let width = frame.width * abs(transform.scale), height = frame.height * abs(transform.scale)
        return CGRect(x: frame.midX + transform.translation.x - width / 2,
                      y: frame.midY + transform.translation.y - height / 2, width: width, height: height)
    }
}

// MARK: - Queries

extension CarouselLayout {
    /// The items whose displayed frames intersect `rect` and that are not fully transparent,
    /// with transforms computed for the viewport `visibleRect`, in virtual-index order. Each slot appears at most once: from a
    /// rectangle larger than `slotCount` items, the ones nearest the viewport are returned.
    /// - Complexity: O(items in `rect`), at most `slotCount`; O(log n) more for per-item sizes.
    public func carouselItems(in rect: CGRect, visibleRect: CGRect) -> [CarouselItem] {
        guard !metrics.isEmpty, !rect.isNull, !rect.isInfinite, !visibleRect.isNull,
              rect.width.isFinite, rect.height.isFinite, visibleRect.minX.isFinite, visibleRect.minY.isFinite
        else { return [] }
        let axis = metrics.axis
        let viewport = unmirroredMain(ofOffset: visibleRect.origin)
        // A pixel of slack, then each final (mirrored, rounded) frame is tested against `rect`
        // itself: exactly what a reference that filters precomputed frames returns.
        let slack = 2 * context.pixelGrid.tolerance
        let low = axis.minimum(of: rect), high = axis.maximum(of: rect)
        let lowU = mirrorsMain ? metrics.contentMain - high : low
        let highU = mirrorsMain ? metrics.contentMain - low : high
        var first = virtualItem(containing: lowU - metrics.reachBefore - slack)
        var last = virtualItem(containing: highU + metrics.reachAfter + slack)
        // The window of `slotCount` indices around the viewport's centre holds each slot once.
        let centre = virtualItem(containing: viewport + metrics.viewportMain / 2)
        let windowStart = centre - metrics.slotCount / 2
        first = max(first, windowStart)
        last = min(last, windowStart + metrics.slotCount - 1)
        if !metrics.isLooping {
            first = max(first, 0)
            last = min(last, metrics.count - 1)
        }
        guard first <= last else { return [] }
        let resting = fractionalStop(atUnmirroredOffset: viewport, metrics.itemStops)
        let transform = configuration.transform
        var found: [CarouselItem] = []
        found.reserveCapacity(last - first + 1)
        for v in first...last {
            let item = carouselItem(v, resting: resting, viewport: viewport, transform: transform)
            // A transform may fade an item out entirely (stacked cards): it needs no cell.
            if item.layoutItem.alpha > 0, item.displayedFrame.overlaps(rect) { found.append(item) }
        }
        return found
    }

    /// The item in `slot` nearest the viewport `visibleRect`, or `nil` if the slot shows
    /// nothing there.
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise.
    public func item(forSlot slot: Int, visibleRect: CGRect) -> CarouselItem? {
        guard let v = virtualIndex(forSlot: slot, visibleRect: visibleRect) else { return nil }
        let viewport = unmirroredMain(ofOffset: visibleRect.origin)
        return carouselItem(v, resting: fractionalStop(atUnmirroredOffset: viewport, metrics.itemStops),
                            viewport: viewport, transform: configuration.transform)
    }

    /// The virtual index slot `slot` stands for near the viewport `visibleRect` (what
    /// `cellForItemAt` maps an index path to), or `nil` if there is none.
    public func virtualIndex(forSlot slot: Int, visibleRect: CGRect) -> Int? {
        guard !metrics.isEmpty, slot >= 0, slot < metrics.slotCount else { return nil }
        let viewport = unmirroredMain(ofOffset: visibleRect.origin)
        let windowStart = virtualItem(containing: viewport + metrics.viewportMain / 2) - metrics.slotCount / 2
        let v = windowStart + Self.wrap(slot - windowStart, count: metrics.slotCount)
        guard metrics.isLooping || (v >= 0 && v < metrics.count) else { return nil }
        return v
    }

    /// Builds virtual item `v` for a viewport at unmirrored offset `viewport` showing
    /// fractional item `resting`.
    private func carouselItem(_ v: Int, resting: CGFloat, viewport: CGFloat, transform: CarouselTransform) -> CarouselItem {
        let data = dataIndex(forVirtualIndex: v)
        let origin = origin(ofVirtualItem: v)
        let anchor = origin + Self.anchorWithin(metrics, data)
        let progress = CarouselItemProgress(progress: CGFloat(v) - resting,
                                            distance: anchor - (viewport + metrics.viewportAnchor),
                                            screenSign: screenSign, axis: metrics.axis, virtualIndex: v, dataIndex: data)
        let appearance = transform.isIdentity ? ItemAppearance.plain : transform.appearance(for: progress)
        let slot = slot(forVirtualIndex: v)
        let item = LayoutItem(index: ItemIndex(item: slot), frame: frame(origin: origin, dataIndex: data),
                              zIndex: appearance.zIndex, alpha: appearance.alpha, transform: appearance.transform)
        return CarouselItem(virtualIndex: v, dataIndex: data, slot: slot, progress: progress, layoutItem: item)
    }
}
