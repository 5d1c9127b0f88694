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
        // Neither scaled nor moved (a fade): the frame itself. Rebuilt from its centre it can
        // move an ulp and overlap a rectangle the frame only touches.
        if transform.scale == 1, transform.translation == .zero { return frame }
        let width = frame.width * abs(transform.scale), height = frame.height * abs(transform.scale)
        return CGRect(x: frame.midX + transform.translation.x - width / 2,
                      y: frame.midY + transform.translation.y - height / 2, width: width, height: height)
    }
}

// MARK: - Queries

extension CarouselLayout {
    /// The items whose displayed frames intersect `rect` and that are not fully transparent,
    /// with transforms computed for the viewport `visibleRect`, in virtual-index order. Each
    /// slot appears at most once: from a rectangle larger than `slotCount` items, the ones
    /// nearest the viewport are returned. Empty for a `rect` with a NaN edge, `CGRect.null`
    /// or a `visibleRect` whose origin is not finite; coordinates beyond ±2⁵⁰ pt are clamped.
    /// - Complexity: O(items in `rect`), at most `slotCount`; O(log n) more for per-item sizes.
    public func carouselItems(in rect: CGRect, visibleRect: CGRect) -> [CarouselItem] {
        guard let bounds = QueryBounds(rect), let viewport = unmirroredViewport(of: visibleRect) else { return [] }
        return carouselItems(in: bounds, viewport: viewport, windowCentre: viewport + metrics.viewportMain / 2)
    }

    /// The item in `slot` nearest the viewport `visibleRect`, or `nil` if the slot shows
    /// nothing there (or `visibleRect`'s origin is not finite).
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise.
    public func item(forSlot slot: Int, visibleRect: CGRect) -> CarouselItem? {
        guard let viewport = unmirroredViewport(of: visibleRect) else { return nil }
        return item(forSlot: slot, unmirroredViewport: viewport)
    }

    /// The virtual index slot `slot` stands for near the viewport `visibleRect` (what
    /// `cellForItemAt` maps an index path to), or `nil` if there is none (or `visibleRect`'s
    /// origin is not finite).
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise.
    public func virtualIndex(forSlot slot: Int, visibleRect: CGRect) -> Int? {
        guard let viewport = unmirroredViewport(of: visibleRect) else { return nil }
        return virtualIndex(forSlot: slot, windowCentre: viewport + metrics.viewportMain / 2)
    }

    // MARK: - Internals

    /// The item in `slot` for a viewport at unmirrored offset `viewport`.
    func item(forSlot slot: Int, unmirroredViewport viewport: CGFloat) -> CarouselItem? {
        guard let v = virtualIndex(forSlot: slot, windowCentre: viewport + metrics.viewportMain / 2) else { return nil }
        let query = ItemQuery(self, viewport: viewport)
        return query.item(v, slot: slot, self)
    }

    /// The virtual index of `slot` in the window of `slotCount` indices around `windowCentre`.
    func virtualIndex(forSlot slot: Int, windowCentre: CGFloat) -> Int? {
        guard !metrics.isEmpty, slot >= 0, slot < metrics.slotCount else { return nil }
        let windowStart = slotWindow(around: windowCentre).lowerBound
        let v = windowStart.saturatingAdd(Self.wrap(slot.saturatingSubtract(windowStart), count: metrics.slotCount))
        guard metrics.isLooping || (v >= 0 && v < metrics.count) else { return nil }
        return v
    }

    /// The `slotCount` consecutive virtual indices around unmirrored coordinate `centre`,
    /// which hold each slot once; without a loop, moved inside the items (so with no more
    /// items than slots, every item, and slot `s` is item `s`).
    func slotWindow(around centre: CGFloat) -> ClosedRange<Int> {
        let slots = metrics.slotCount
        var start = virtualItem(containing: centre).saturatingSubtract(slots / 2)
        guard metrics.isLooping else {
            start = min(max(start, 0), max(0, metrics.count - slots))
            return start...min(start + slots - 1, metrics.count - 1)
        }
        return start...start.saturatingAdd(slots - 1)
    }

    /// The unmirrored main-axis offset of `visibleRect`, clamped to ±2⁵⁰ pt; `nil` if it is
    /// not finite or there is nothing to show.
    func unmirroredViewport(of visibleRect: CGRect) -> CGFloat? {
        let origin = visibleRect.origin
        guard !metrics.isEmpty, origin.x.isFinite, origin.y.isFinite else { return nil }
        let limit = CarouselMetrics.coordinateLimit
        return min(max(unmirroredMain(ofOffset: origin), -limit), limit)
    }

    /// The unmirrored centre of the viewport at `homeOffset`: of the pixel-rounded offset, as
    /// `item(at:)` sees it (on a coarse pixel grid it is points away from `home`).
    var homeCentre: CGFloat { homeViewport + metrics.viewportMain / 2 }

    /// The unmirrored offset of the viewport at `homeOffset`.
    var homeViewport: CGFloat { unmirroredMain(ofOffset: metrics.homeOffset) }

    /// `bounds` along the scroll axis, unmirrored (lowest first).
    func unmirroredMainRange(of bounds: QueryBounds) -> (low: CGFloat, high: CGFloat) {
        let horizontal = metrics.axis == .horizontal
        let low = horizontal ? bounds.minX : bounds.minY, high = horizontal ? bounds.maxX : bounds.maxY
        return metrics.mirrorsMain ? (metrics.contentMain - high, metrics.contentMain - low) : (low, high)
    }

    /// The query behind `items(in:)` and `carouselItems(in:visibleRect:)`: the items of the
    /// slot window around `windowCentre` whose frames meet `bounds`, with transforms for the
    /// viewport at unmirrored offset `viewport`.
    ///
    /// One pass over the candidates, with the data index, slot and cycle stepped rather than
    /// divided out, the cross-axis edges computed once for items of one size, and no
    /// appearance for the identity transform (whose displayed frame is the frame itself).
    /// - Complexity: O(items in `bounds`), at most `slotCount`; O(log n) more for per-item sizes.
    func carouselItems(in bounds: QueryBounds, viewport: CGFloat, windowCentre: CGFloat) -> [CarouselItem] {
        carouselItems(in: bounds, viewport: viewport, windowCentre: windowCentre, as: { $0 })
    }

    /// The items in `bounds` for a viewport at `viewport`, each converted by `convert` as it is
    /// found (one array, whatever the caller keeps of an item), in virtual-index order.
    func carouselItems<Item>(in bounds: QueryBounds, viewport: CGFloat, windowCentre: CGFloat,
                             as convert: (CarouselItem) -> Item) -> [Item] {
        guard !metrics.isEmpty else { return [] }
        let (lowU, highU) = unmirroredMainRange(of: bounds)
        // A rectangle within a viewport's length of the window's centre (every frame's
        // visible rectangle) cannot reach past the window, whose half holds twice the items a
        // viewport can show: only larger or farther rectangles pay for locating it.
        var windowStart = Int.min, windowEnd = Int.max
        let reach = metrics.windowReach
        if !(lowU >= windowCentre - reach && highU <= windowCentre + reach) {
            let window = slotWindow(around: windowCentre)
            (windowStart, windowEnd) = (window.lowerBound, window.upperBound)
        }
        if !metrics.isLooping {
            windowStart = max(windowStart, 0)
            windowEnd = min(windowEnd, metrics.count - 1)
        }
        // Nothing beyond the window's extent can be returned; clamping there keeps the index
        // arithmetic small for any rectangle (1e30, infinite edges). A pixel of slack, then
        // each final (mirrored, rounded) frame is tested against the rectangle itself:
        // exactly what a reference that filters precomputed frames returns.
        let span = CGFloat(metrics.slotCount + 2) * metrics.maximumStride + metrics.reachBefore + metrics.reachAfter
        let slack = 2 * metrics.tolerance
        // A rectangle reaching past the viewport (a stage grown around it) meets items pulled
        // in from proportionally further away (cover flow).
        let growth = metrics.reachGrowth
        let grownBefore = growth > 0 ? growth * max(0, viewport - lowU) : 0
        let grownAfter = growth > 0 ? growth * max(0, highU - (viewport + metrics.viewportMain)) : 0
        let low = max(lowU - metrics.reachBefore - grownBefore - slack, windowCentre - span)
        let high = min(highU + metrics.reachAfter + grownAfter + slack, windowCentre + span)
        guard low <= high else { return [] }
        var first = max(candidateItem(near: low), windowStart)
        var last = min(candidateItem(near: high), windowEnd)
        if last.saturatingSubtract(first) >= metrics.slotCount {
            // Only coordinates far beyond any content (saturated indices) get here: never
            // more than a window of candidates.
            let window = slotWindow(around: windowCentre)
            (first, last) = (max(first, window.lowerBound), min(last, window.upperBound))
        }
        guard first <= last else { return [] }

        let query = ItemQuery(self, viewport: viewport)
        let transform = query.isIdentity ? CarouselTransform.none : configuration.transform
        let count = metrics.count, slots = metrics.slotCount, cycle = metrics.items.cycle
        let looping = metrics.isLooping, perItem = !metrics.items.isUniform
        // `reserveCapacity` allocates through a specialised path; `init(unsafeUninitializedCapacity:)`
        // costs three times as much (measured): it is generic inside the standard library.
        var found: [Item] = []
        found.reserveCapacity(last - first + 1)
        var cross = query.crossEdges(metrics.items.uniformCross)
        // Stepped from here on: no division per item.
        var r = looping ? Self.wrap(first, count: count) : first
        let cycles = looping ? first.floorDivided(by: count).saturatingSubtract(baseCycle) : 0
        // Where the current cycle starts: `origin(ofVirtualItem:)`'s sum, once per cycle.
        var cycleStart = looping ? cycleOrigin + CGFloat(cycles) * cycle : metrics.leadingPadding
        var nextCycle = cycles &+ 1
        // Uniform loops count items from `base`, as `origin(ofVirtualItem:)` does (exactly:
        // the count is a small whole number).
        let loopsUniformly = looping && !perItem
        var itemsFromBase = CGFloat(first.saturatingSubtract(base.index))
        var slot = Self.wrap(first, count: slots)
        // Item stops of one size are anchored this far past their item's start (`anchorWithin`
        // without the table lookup).
        let anchorOffset = metrics.itemStops.fullAnchorOffset
        var v = first
        while true {
            let origin = loopsUniformly ? base.position + itemsFromBase * metrics.items.stride
                                        : cycleStart + metrics.items.start(r)
            let within = perItem ? Self.anchorWithin(metrics, r) : anchorOffset
            if perItem { cross = query.crossEdges(metrics.items.cross(r)) }
            let frame = query.frame(origin: origin, length: metrics.items.main(r), cross: cross)
            if query.isIdentity {
                if bounds.overlaps(frame) { found.append(convert(query.plainItem(v, r, slot, origin + within, frame))) }
            } else {
                let item = query.transformedItem(v, r, slot, origin + within, frame, transform)
                // A transform may fade an item out entirely (stacked cards): it needs no cell.
                if item.layoutItem.alpha > 0, bounds.overlaps(item.displayedFrame) { found.append(convert(item)) }
            }
            if v == last { break }
            v += 1
            itemsFromBase += 1
            r += 1
            if r == count {
                r = 0
                cycleStart = cycleOrigin + CGFloat(nextCycle) * cycle
                nextCycle &+= 1
            }
            slot += 1
            if slot == slots { slot = 0 }
        }
        return found
    }
}

// MARK: - Query helpers

/// A query rectangle's edges, read once (Foundation's `minX`… normalise negative sizes);
/// `nil` for `CGRect.null` or a NaN edge.
struct QueryBounds {
    let minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat

    init?(_ rect: CGRect) {
        guard rect.origin.x != .infinity, rect.origin.y != .infinity else { return nil }
        (minX, maxX, minY, maxY) = (rect.minX, rect.maxX, rect.minY, rect.maxY)
        // `<=` is false for NaN.
        guard minX <= maxX, minY <= maxY else { return nil }
    }

    /// `frame.overlaps(rect)` for a frame of non-negative size: they share interior area.
    @inline(__always)
    func overlaps(_ frame: CGRect) -> Bool {
        let x = frame.origin.x, y = frame.origin.y
        return x < maxX && minX < x + frame.size.width && y < maxY && minY < y + frame.size.height
    }
}

/// How frames are placed, rounded and mirrored: the untransformed frame of an item from its
/// unmirrored main-axis origin and its lengths, exactly as `PixelGrid.round(_:)` rounds the
/// rectangle (mirrored for right-to-left) that the carousel's rules describe.
struct CarouselFrameGeometry {
    let horizontal: Bool
    let rightToLeft: Bool
    let pixels: CarouselPixelRounding
    let crossBandStart: CGFloat
    let crossBandLength: CGFloat
    let viewportCross: CGFloat
    let contentMain: CGFloat

    init(_ metrics: borrowing CarouselMetrics) {
        horizontal = metrics.axis == .horizontal
        rightToLeft = metrics.isRightToLeft
        pixels = metrics.pixels
        crossBandStart = metrics.crossBandStart
        crossBandLength = metrics.crossBandLength
        viewportCross = metrics.viewportCross
        contentMain = metrics.contentMain
    }

    /// The rounded cross-axis origin and length of an item `length` thick, centred in the
    /// cross band (mirrored in a right-to-left vertical carousel). The same for every item
    /// of one size, so a query computes it once.
    @inline(__always)
    func crossEdges(_ length: CGFloat) -> (origin: CGFloat, length: CGFloat) {
        let start = crossBandStart + (crossBandLength - length) / 2
        let low = !horizontal && rightToLeft ? viewportCross - (start + length) : start
        // `low + 0` is Foundation's `minX` of a rectangle of non-negative width.
        let origin = pixels.round(low + 0)
        return (origin, pixels.round(low + length) - origin)
    }

    /// The untransformed, pixel-rounded frame of an item starting at unmirrored main-axis
    /// coordinate `origin`, `length` long, with cross-axis edges `cross`.
    @inline(__always)
    func frame(origin: CGFloat, length: CGFloat, cross: (origin: CGFloat, length: CGFloat)) -> CGRect {
        let low = horizontal && rightToLeft ? contentMain - (origin + length) : origin
        let mainOrigin = pixels.round(low + 0)
        let mainLength = pixels.round(low + length) - mainOrigin
        return horizontal ? CGRect(x: mainOrigin, y: cross.origin, width: mainLength, height: cross.length)
                          : CGRect(x: cross.origin, y: mainOrigin, width: cross.length, height: mainLength)
    }
}

/// What every item of one query shares: the viewport and its resting position, the
/// transform, and the frame geometry.
struct ItemQuery {
    let geometry: CarouselFrameGeometry
    let resting: CGFloat
    let viewportAnchor: CGFloat
    let isIdentity: Bool
    let screenSign: CGFloat
    let axis: Axis

    init(_ layout: borrowing CarouselLayout, viewport: CGFloat) {
        // `layout.metrics` field by field: binding it would copy it.
        geometry = CarouselFrameGeometry(layout.metrics)
        resting = layout.restingItem(atUnmirroredOffset: viewport)
        viewportAnchor = viewport + layout.metrics.viewportAnchor
        isIdentity = layout.metrics.isIdentityTransform
        screenSign = layout.screenSign
        axis = layout.metrics.axis
    }

    /// A cell's kind, built from a literal rather than read from `LayoutElementKind.cell` (a
    /// lazily initialised global, checked per item).
    @inline(__always)
    static var cell: LayoutElementKind { LayoutElementKind(category: .cell, name: "") }

    @inline(__always)
    func crossEdges(_ length: CGFloat) -> (origin: CGFloat, length: CGFloat) { geometry.crossEdges(length) }

    @inline(__always)
    func frame(origin: CGFloat, length: CGFloat, cross: (origin: CGFloat, length: CGFloat)) -> CGRect {
        geometry.frame(origin: origin, length: length, cross: cross)
    }

    /// Virtual item `v` (data index `r`) whose stop anchor is at unmirrored `anchor`: its
    /// distance to the resting position.
    @inline(__always)
    func progress(_ v: Int, _ r: Int, _ anchor: CGFloat) -> CarouselItemProgress {
        CarouselItemProgress(progress: CGFloat(v) - resting, distance: anchor - viewportAnchor,
                             screenSign: screenSign, axis: axis, virtualIndex: v, dataIndex: r)
    }

    /// An item of the identity transform.
    @inline(__always)
    func plainItem(_ v: Int, _ r: Int, _ slot: Int, _ anchor: CGFloat, _ frame: CGRect) -> CarouselItem {
        let item = LayoutItem(index: ItemIndex(item: slot), frame: frame, zIndex: 0, alpha: 1,
                              transform: ItemTransform(), elementKind: Self.cell)
        return CarouselItem(virtualIndex: v, dataIndex: r, slot: slot, progress: progress(v, r, anchor), layoutItem: item)
    }

    /// An item with its transform's appearance (never NaN or infinite, whatever a custom
    /// transform returns).
    func transformedItem(_ v: Int, _ r: Int, _ slot: Int, _ anchor: CGFloat, _ frame: CGRect,
                         _ transform: CarouselTransform) -> CarouselItem {
        let progress = progress(v, r, anchor)
        let appearance = transform.appearance(for: progress)
        let item = LayoutItem(index: ItemIndex(item: slot), frame: frame, zIndex: appearance.zIndex,
                              alpha: appearance.alpha, transform: appearance.transform, elementKind: Self.cell)
        return CarouselItem(virtualIndex: v, dataIndex: r, slot: slot, progress: progress, layoutItem: item)
    }

    /// Virtual item `v` in `slot`, on its own.
    func item(_ v: Int, slot: Int, _ layout: borrowing CarouselLayout) -> CarouselItem {
        let r = layout.dataIndex(forVirtualIndex: v)
        let origin = layout.origin(ofVirtualItem: v)
        let frame = frame(origin: origin, length: layout.metrics.items.main(r),
                          cross: crossEdges(layout.metrics.items.cross(r)))
        let anchor = origin + CarouselLayout.anchorWithin(layout.metrics, r)
        return isIdentity ? plainItem(v, r, slot, anchor, frame)
            : transformedItem(v, r, slot, anchor, frame, layout.configuration.transform)
    }
}
