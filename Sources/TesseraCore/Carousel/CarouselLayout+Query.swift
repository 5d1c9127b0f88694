import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One item of a carousel as shown: which position and data item it is, the slot a
/// collection view knows it by, its distance to the resting position and its attributes.
public struct CarouselItem: Sendable, Equatable {
    /// The position's virtual index (unbounded in a loop).
    public var virtualIndex: Int
    /// The data item shown (`CarouselLayout.wrap(virtualIndex, count:)` in a loop).
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
    var displayedFrame: CGRect {
        let frame = layoutItem.frame, transform = layoutItem.transform
        // Neither scaled nor moved (a fade): the frame itself, not one rebuilt from its centre.
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
    /// nearest the viewport are returned.
    /// - Complexity: O(items in `rect`), at most `slotCount`; O(log n) more for per-item sizes.
    public func carouselItems(in rect: CGRect, visibleRect: CGRect) -> [CarouselItem] {
        guard let bounds = QueryRect(rect), !isEmpty else { return [] }
        let viewport = unmirroredMain(ofOffset: Limits.point(visibleRect.origin))
        return carouselItems(in: bounds, viewport: viewport, windowCentre: viewport + geometry.viewportMain / 2, as: { $0 })
    }

    /// The item in `slot` nearest the viewport `visibleRect`, if the slot shows one there.
    public func item(forSlot slot: Int, visibleRect: CGRect) -> CarouselItem? {
        item(forSlot: slot, unmirroredViewport: unmirroredMain(ofOffset: Limits.point(visibleRect.origin)))
    }

    /// The virtual index slot `slot` stands for near the viewport `visibleRect` (what
    /// `cellForItemAt` maps an index path to), if any.
    public func virtualIndex(forSlot slot: Int, visibleRect: CGRect) -> Int? {
        let viewport = unmirroredMain(ofOffset: Limits.point(visibleRect.origin))
        return virtualIndex(forSlot: slot, windowCentre: viewport + geometry.viewportMain / 2)
    }

    // MARK: - Internals

    /// The item in `slot` for a viewport at unmirrored offset `viewport`.
    func item(forSlot slot: Int, unmirroredViewport viewport: CGFloat) -> CarouselItem? {
        guard let v = virtualIndex(forSlot: slot, windowCentre: viewport + geometry.viewportMain / 2) else { return nil }
        let query = ItemQuery(self, viewport: viewport), r = dataIndex(forVirtualIndex: v), origin = origin(ofVirtualItem: v)
        return query.item(v, r, slot, origin, cross: query.crossEdges(geometry.items.cross(r)), self)
    }

    /// The untransformed, pixel-rounded frame of virtual item `v`, in content coordinates.
    func frame(ofVirtualItem v: Int) -> CGRect {
        let query = ItemQuery(self, viewport: homeViewport), r = dataIndex(forVirtualIndex: v)
        return query.frame(r, length: geometry.items.main(r), origin: origin(ofVirtualItem: v),
                           cross: query.crossEdges(geometry.items.cross(r)))
    }

    /// The virtual index of `slot` in the window of `slotCount` indices around `windowCentre`.
    func virtualIndex(forSlot slot: Int, windowCentre: CGFloat) -> Int? {
        guard !isEmpty, slot >= 0, slot < slotCount else { return nil }
        let windowStart = slotWindow(around: windowCentre).lowerBound
        let v = windowStart + Self.wrap(slot - windowStart, count: slotCount)
        return isLooping || v < itemCount ? v : nil
    }

    /// The `slotCount` consecutive virtual indices around unmirrored coordinate `centre`,
    /// which hold each slot once; without a loop, moved inside the items (so with no more
    /// items than slots, slot `s` is item `s`).
    func slotWindow(around centre: CGFloat) -> ClosedRange<Int> {
        let start = virtualItem(containing: centre) - slotCount / 2
        guard !isLooping else { return start...(start + slotCount - 1) }
        let clamped = min(max(start, 0), max(0, itemCount - slotCount))
        return clamped...min(clamped + slotCount - 1, itemCount - 1)
    }

    /// The items of the slot window around `windowCentre` whose frames meet `bounds`, with
    /// transforms for the viewport at unmirrored offset `viewport`, each converted by
    /// `convert` as it is found (one array, whatever the caller keeps of an item).
    /// - Complexity: O(items in `bounds`), at most `slotCount`; O(log n) more for per-item sizes.
    func carouselItems<Item>(in bounds: QueryRect, viewport: CGFloat, windowCentre: CGFloat,
                             as convert: (CarouselItem) -> Item) -> [Item] {
        guard let candidates = candidates(in: bounds, viewport: viewport, windowCentre: windowCentre) else { return [] }
        let query = ItemQuery(self, viewport: viewport), items = geometry.items
        var found: [Item] = []
        found.reserveCapacity(candidates.count)
        var cross = query.crossEdges(items.cross(0))
        // Stepped from the first candidate on: no division per item. Per-item sizes (and
        // items without a loop) are placed from the start of their cycle, as `origin(ofVirtualItem:)` does.
        var v = candidates.lowerBound, r = dataIndex(forVirtualIndex: v), slot = slot(forVirtualIndex: v)
        var cycle = isLooping ? v.floorDivided(by: itemCount) - baseCycle : 0
        var cycleStart = cycleOrigin + CGFloat(cycle) * items.cycle
        while true {
            let origin = isLooping && items.isUniform ? base.position + CGFloat(v - base.index) * items.stride
                                                      : cycleStart + items.start(r)
            if !items.isUniform { cross = query.crossEdges(items.cross(r)) }
            let item = query.item(v, r, slot, origin, cross: cross, self)
            // A transform may fade an item out entirely (stacked cards): it needs no cell.
            if item.layoutItem.alpha > 0, bounds.overlaps(item.displayedFrame) { found.append(convert(item)) }
            if v == candidates.upperBound { break }
            (v, r, slot) = (v + 1, r + 1, slot + 1 == slotCount ? 0 : slot + 1)
            if r == itemCount {
                r = 0
                cycle += 1
                cycleStart = cycleOrigin + CGFloat(cycle) * items.cycle
            }
        }
        return found
    }

    /// The virtual indices whose items may meet `bounds`: the rectangle's extent widened by
    /// what a transform pulls in (more for a rectangle reaching beyond the viewport, as cover
    /// flow pulls in proportionally) and a pixel of slack, cut to the slot window.
    private func candidates(in bounds: QueryRect, viewport: CGFloat, windowCentre: CGFloat) -> ClosedRange<Int>? {
        guard !isEmpty else { return nil }
        let (lowU, highU) = unmirroredRange(of: bounds), g = shared
        // Nothing beyond the window's extent can be returned.
        let low = max(lowU - g.value.reachBefore - g.value.reachGrowth * max(0, viewport - lowU) - g.value.querySlack,
                      windowCentre - g.value.windowSpan)
        let high = min(highU + g.value.reachAfter + g.value.reachGrowth * max(0, highU - viewport - g.value.viewportMain)
                       + g.value.querySlack, windowCentre + g.value.windowSpan)
        guard low <= high else { return nil }
        let first = candidateItem(near: low)
        var range = first...max(first, candidateItem(near: high))
        // A rectangle within a viewport's length of the window's centre (every frame's visible
        // rectangle) cannot reach past the window: only larger ones pay for locating it.
        if !isLooping || lowU < windowCentre - g.value.windowReach || highU > windowCentre + g.value.windowReach
            || range.upperBound - range.lowerBound >= slotCount {
            range = range.clamped(to: slotWindow(around: windowCentre))
        }
        return range.isEmpty ? nil : range
    }

    /// `virtualItem(containing:)` with the loop of uniform items, every frame's case, inlined.
    @inline(__always)
    private func candidateItem(near x: CGFloat) -> Int {
        guard isLooping, shared.value.items.isUniform else { return virtualItem(containing: x) }
        return base.index + Int((x - base.position) * shared.value.items.inverseStride, rounding: .down)
    }
}

// MARK: - One item

/// What every item of one query shares: the viewport and the item resting in it, and how
/// frames are placed, rounded and mirrored (plain values copied out of the geometry once per
/// query: the geometry is large and shared, and each item reads a few of its values).
struct ItemQuery {
    /// The item resting in the viewport, in virtual item units; where its anchor is.
    let resting: CGFloat, viewportAnchor: CGFloat
    let screenSign: CGFloat, axis: Axis, pixels: PixelGrid
    let isIdentity: Bool, mirrorsMain: Bool, mirrorsCross: Bool, centered: Bool
    let contentMain: CGFloat, viewportCross: CGFloat, crossBandStart: CGFloat, crossBandLength: CGFloat
    /// Every item stop's anchor past its item's start, for uniform sizes.
    let uniformAnchor: CGFloat?

    init(_ layout: borrowing CarouselLayout, viewport: CGFloat) {
        let geometry = layout.shared
        resting = layout.restingItem(atUnmirroredOffset: viewport)
        viewportAnchor = viewport + geometry.value.viewportAnchor
        screenSign = layout.screenSign
        isIdentity = geometry.value.isIdentityTransform
        axis = geometry.value.axis
        mirrorsMain = geometry.value.mirrorsMain
        mirrorsCross = axis == .vertical && geometry.value.isRightToLeft
        contentMain = geometry.value.contentMain
        viewportCross = geometry.value.viewportCross
        crossBandStart = geometry.value.crossBandStart
        crossBandLength = geometry.value.crossBandLength
        pixels = geometry.value.pixels
        uniformAnchor = geometry.value.items.isUniform ? geometry.value.itemStops.fullAnchorOffset : nil
        centered = geometry.value.configuration.alignment == .centered
    }

    /// The rounded cross-axis origin and length of an item `length` thick, centred in the
    /// cross band (mirrored in a right-to-left vertical carousel).
    @inline(__always)
    func crossEdges(_ length: CGFloat) -> (origin: CGFloat, length: CGFloat) {
        let start = crossBandStart + (crossBandLength - length) / 2
        let low = mirrorsCross ? viewportCross - (start + length) : start
        let origin = pixels.round(low)
        return (origin, pixels.round(low + length) - origin)
    }

    /// The rounded, mirrored frame of data item `r` with its unmirrored leading edge at
    /// `origin`.
    func frame(_ r: Int, length: CGFloat, origin: CGFloat, cross: (origin: CGFloat, length: CGFloat)) -> CGRect {
        let low = mirrorsMain ? contentMain - (origin + length) : origin
        let mainOrigin = pixels.round(low), mainLength = pixels.round(low + length) - mainOrigin
        return axis == .horizontal
            ? CGRect(x: mainOrigin, y: cross.origin, width: mainLength, height: cross.length)
            : CGRect(x: cross.origin, y: mainOrigin, width: cross.length, height: mainLength)
    }

    /// Virtual item `v` (data item `r`, in `slot`) with its unmirrored leading edge at
    /// `origin`: its frame, its distance to the resting position, and its transform's
    /// appearance.
    func item(_ v: Int, _ r: Int, _ slot: Int, _ origin: CGFloat, cross: (origin: CGFloat, length: CGFloat),
              _ layout: CarouselLayout) -> CarouselItem {
        let length = layout.shared.value.items.main(r)
        let frame = frame(r, length: length, origin: origin, cross: cross)
        // An item stop's anchor is the item's centre (or its leading edge).
        let anchor = origin + (uniformAnchor ?? (centered ? length / 2 : 0))
        let progress = CarouselItemProgress(progress: CGFloat(v) - resting, distance: anchor - viewportAnchor,
                                            screenSign: screenSign, axis: axis, virtualIndex: v, dataIndex: r)
        // Built from literals, not `ItemAppearance.plain` or `LayoutElementKind.cell`: each
        // static is a lazily initialised global, checked per item.
        let appearance = isIdentity ? ItemAppearance(transform: ItemTransform(), alpha: 1, zIndex: 0)
            : layout.shared.value.configuration.transform.appearance(for: progress)
        let item = LayoutItem(index: ItemIndex(item: slot), frame: frame, zIndex: appearance.zIndex,
                              alpha: appearance.alpha, transform: appearance.transform,
                              elementKind: LayoutElementKind(category: .cell, name: ""))
        return CarouselItem(virtualIndex: v, dataIndex: r, slot: slot, progress: progress, layoutItem: item)
    }
}
