import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Virtual positions (unmirrored)

// Positions are measured from `base`, a virtual item pinned next to the viewport (re-pinned at
// every recentring), so no coordinate here grows with distance travelled:
//
//     uniform sizes:   origin(v) = base.position + (v − base.index)·stride
//     per-item sizes:  origin(v) = c0 + (⌊v / n⌋ − ⌊base / n⌋)·cycle + start(v mod n),
//                      c0 = base.position − start(base mod n)
//
// The item (or cycle) difference is an exact integer before it is scaled. Uniform sizes never
// go through the start of a cycle: with `Int.max` items a cycle is 3·10²¹ pt long, where a
// coordinate is a multiple of 2¹⁸ pt, and `c0` would put every item up to that far off
// (per-item sizes keep a table per item, so their cycles stay short enough).
extension CarouselLayout {
    /// The unmirrored leading edge of virtual item `v`.
    func origin(ofVirtualItem v: Int) -> CGFloat {
        guard !metrics.isEmpty else { return 0 }
        guard metrics.isLooping else { return metrics.leadingPadding + metrics.items.start(min(max(v, 0), metrics.count - 1)) }
        if metrics.items.isUniform {
            return base.position + CGFloat(v.saturatingSubtract(base.index)) * metrics.items.stride
        }
        let cycles = v.floorDivided(by: metrics.count).saturatingSubtract(baseCycle)
        return cycleOrigin + CGFloat(cycles) * metrics.items.cycle + metrics.items.start(Self.wrap(v, count: metrics.count))
    }

    /// The virtual item whose extent (item plus following spacing) holds unmirrored main
    /// coordinate `x`. Without a loop: −1 before the first item, `count` after the last.
    /// Saturates at `Int.min` / `Int.max` for coordinates beyond them; 0 for NaN.
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise.
    @inline(__always)
    func virtualItem(containing x: CGFloat) -> Int {
        guard !metrics.isEmpty, !x.isNaN else { return 0 }
        let y = x - cycleOrigin, cycle = metrics.items.cycle
        guard metrics.isLooping else {
            if y < 0 { return -1 }
            if y >= cycle { return metrics.count }
            return metrics.items.item(containing: y)
        }
        if metrics.items.isUniform {
            // One division: virtual item v starts (v − base.index)·stride after `base.position`.
            let items = CarouselArithmetic.clampedInt(CarouselArithmetic.floor((x - base.position) / metrics.items.stride))
            return base.index.saturatingAdd(items)
        }
        let cycles = CarouselArithmetic.floor(y / cycle)
        let within = y - cycles * cycle
        return baseCycle.saturatingAdd(CarouselArithmetic.clampedInt(cycles)).saturatingMultiply(metrics.count)
            .saturatingAdd(metrics.items.item(containing: within))
    }

    /// The virtual item whose extent holds `x`, or one of its neighbours when `x` is within
    /// rounding of their boundary: a query's first and last candidates, which a pixel of
    /// slack keeps clear of that ambiguity. For uniform sizes a multiplication by the
    /// inverse stride, where `virtualItem(containing:)` divides (exact, for `index(at:)`).
    @inline(__always)
    func candidateItem(near x: CGFloat) -> Int {
        guard metrics.items.isUniform, !metrics.isEmpty, !x.isNaN else { return virtualItem(containing: x) }
        guard metrics.isLooping else {
            let items = CarouselArithmetic.clampedInt(CarouselArithmetic.floor((x - cycleOrigin) * metrics.items.inverseStride))
            return min(max(items, -1), metrics.count)
        }
        let items = CarouselArithmetic.clampedInt(CarouselArithmetic.floor((x - base.position) * metrics.items.inverseStride))
        return base.index.saturatingAdd(items)
    }

    /// Which stop of `table` the viewport shows at unmirrored offset `u`, as a fraction in
    /// virtual stop units: 3.25 is a quarter of the way from stop 3 to stop 4. 0 for a
    /// non-finite `u`; offsets beyond ±2⁵⁰ pt count as ±2⁵⁰ pt (no content is longer, and
    /// cycles of Int.max items would overflow to infinity there).
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise.
    @inline(__always)
    func fractionalStop(atUnmirroredOffset u: CGFloat, _ table: CarouselStopTable) -> CGFloat {
        let (stop, fraction) = stopPosition(atUnmirroredOffset: u, table)
        return CGFloat(stop) + fraction
    }

    /// `fractionalStop(atUnmirroredOffset:_:)` as a whole stop and the fraction past it
    /// (0 ≤ fraction < 1 in a loop): exact for any stop, where the sum rounds a stop beyond
    /// 2⁵³ (a loop of `Int.max` items scrolled half way round) to a multiple of 2¹⁰.
    func stopPosition(atUnmirroredOffset u: CGFloat, _ table: CarouselStopTable) -> (stop: Int, fraction: CGFloat) {
        guard !metrics.isEmpty, u.isFinite else { return (0, 0) }
        let limit = CarouselMetrics.coordinateLimit
        let clamped = min(max(u, -limit), limit) + metrics.viewportAnchor
        guard metrics.isLooping else {
            let y = clamped - cycleOrigin, stops = table.count, first = table.anchor(0)
            let nominal = stops > 1 ? table.anchor(1) - first : metrics.maximumStride
            if y < first { return (0, (y - first) / max(nominal, 1)) }
            let j = table.stop(atOrBefore: y)
            let gap = j + 1 < stops ? table.anchor(j + 1) - table.anchor(j)
                                    : (stops > 1 ? table.anchor(j) - table.anchor(j - 1) : metrics.maximumStride)
            return (j, (y - table.anchor(j)) / max(gap, 1))
        }
        // The stop holding the item under the viewport's anchor, or the one before it when
        // that stop's anchor (its centre) is still ahead; anchors counted from `base`.
        var stop = self.stop(holdingVirtualItem: virtualItem(containing: clamped), table)
        var here = anchorPosition(ofStop: stop, table)
        if here > clamped, stop > .min {
            stop -= 1
            here = anchorPosition(ofStop: stop, table)
        }
        let next = anchorPosition(ofStop: stop.saturatingAdd(1), table)
        let fraction = min(max((clamped - here) / max(next - here, 1e-9), 0), 1)
        // A fraction that rounds up to a whole stop belongs to the next one.
        return fraction < 1 || stop == .max ? (stop, fraction) : (stop + 1, 0)
    }

    /// The whole stop nearest a stop position (ties forward, as `rounded()`), saturating
    /// rather than trapping.
    static func nearestWhole(_ position: (stop: Int, fraction: CGFloat)) -> Int {
        position.stop.saturatingAdd(CarouselArithmetic.clampedInt(position.fraction.rounded()))
    }

    /// The unmirrored position of virtual stop `s`'s anchor, in a loop: its first item's
    /// origin, counted from `base`, plus the anchor's place in the stop.
    func anchorPosition(ofStop s: Int, _ table: CarouselStopTable) -> CGFloat {
        origin(ofVirtualItem: firstVirtualItem(ofStop: s, table))
            + table.anchorPastFirstItem(Self.wrap(s, count: table.count), items: metrics.items)
    }

    /// The item the viewport shows at unmirrored offset `u`, in virtual item units: what
    /// transforms measure progress from. `fractionalStop(atUnmirroredOffset:_:)` of the
    /// item stops, computed directly for uniform sizes (anchors `stride` apart from the
    /// cycle's first, one division instead of locating a cycle and a stop: the query pays it
    /// every frame); equal to it up to rounding in the last bit.
    @inline(__always)
    func restingItem(atUnmirroredOffset u: CGFloat) -> CGFloat {
        guard metrics.items.isUniform, !metrics.isEmpty, u.isFinite else {
            return fractionalStop(atUnmirroredOffset: u, metrics.itemStops)
        }
        guard metrics.isLooping else {
            return (u + metrics.viewportAnchor - cycleOrigin - metrics.itemStops.fullAnchorOffset) / metrics.items.stride
        }
        let items = (u + metrics.viewportAnchor - base.position - metrics.itemStops.fullAnchorOffset) / metrics.items.stride
        return CGFloat(base.index) + items
    }

    /// The unmirrored offset at which virtual stop `s` of `table` rests (clamped to the
    /// content without a loop).
    func restingOffset(ofStop s: Int, _ table: CarouselStopTable) -> CGFloat {
        guard !metrics.isEmpty else { return 0 }
        guard metrics.isLooping else {
            let j = min(max(s, 0), table.count - 1)
            let offset = metrics.leadingPadding + table.anchor(j) - metrics.viewportAnchor
            return min(max(offset, 0), max(0, metrics.contentMain - metrics.viewportMain))
        }
        return anchorPosition(ofStop: s, table) - metrics.viewportAnchor
    }

    /// The virtual stop of `table` holding virtual item `v`.
    func stop(holdingVirtualItem v: Int, _ table: CarouselStopTable) -> Int {
        guard !metrics.isEmpty else { return 0 }
        guard metrics.isLooping else { return table.stop(containingItem: min(max(v, 0), metrics.count - 1)) }
        return v.floorDivided(by: metrics.count).saturatingMultiply(table.count)
            .saturatingAdd(table.stop(containingItem: Self.wrap(v, count: metrics.count)))
    }

    /// The first virtual item of virtual stop `s` of `table`.
    func firstVirtualItem(ofStop s: Int, _ table: CarouselStopTable) -> Int {
        guard !metrics.isEmpty else { return 0 }
        guard metrics.isLooping else { return table.firstItem(min(max(s, 0), table.count - 1)) }
        return s.floorDivided(by: table.count).saturatingMultiply(metrics.count)
            .saturatingAdd(table.firstItem(Self.wrap(s, count: table.count)))
    }
}

// MARK: - Mirroring

extension CarouselLayout {
    /// The unmirrored main-axis offset of a content offset: where the visible area (inside
    /// the context's content insets) starts.
    func unmirroredMain(ofOffset offset: CGPoint) -> CGFloat {
        let main = metrics.axis.main(offset) + metrics.mainInsetStart
        return mirrorsMain ? metrics.contentMain - metrics.viewportMain - main : main
    }

    /// The unmirrored main-axis coordinate of a point in content space.
    func unmirroredMain(ofPoint point: CGPoint) -> CGFloat {
        let main = metrics.axis.main(point)
        return mirrorsMain ? metrics.contentMain - main : main
    }

    /// The content offset for an unmirrored main-axis offset, rounded to the pixel grid; across
    /// the axis, the one offset the scroll view rests at (minus the start content inset).
    func contentOffset(forUnmirroredMain u: CGFloat) -> CGPoint {
        let main = (mirrorsMain ? metrics.contentMain - metrics.viewportMain - u : u) - metrics.mainInsetStart
        // The scale from `metrics`: reading `context` would copy it (and retain its array).
        return metrics.axis.point(main: metrics.pixels.round(main), cross: metrics.crossOffset)
    }

    /// Velocity along the scroll axis in reading order (towards higher indices is positive).
    public func readingOrderSpeed(_ velocity: CGPoint) -> CGFloat {
        let speed = metrics.axis.main(velocity)
        guard speed.isFinite else { return 0 }
        return mirrorsMain ? -speed : speed
    }

    /// +1 when reading order runs towards increasing screen coordinates, −1 otherwise.
    var screenSign: CGFloat { mirrorsMain ? -1 : 1 }

    /// The untransformed, pixel-rounded frame of virtual item `v`, in content coordinates.
    func frame(ofVirtualItem v: Int) -> CGRect {
        frame(origin: origin(ofVirtualItem: v), dataIndex: dataIndex(forVirtualIndex: v))
    }

    /// The frame of an item of data index `r` whose unmirrored leading edge is at `origin`.
    func frame(origin: CGFloat, dataIndex r: Int) -> CGRect {
        let geometry = CarouselFrameGeometry(metrics)
        return geometry.frame(origin: origin, length: metrics.items.main(r), cross: geometry.crossEdges(metrics.items.cross(r)))
    }
}

// MARK: - Public positions

extension CarouselLayout {
    /// The content offset at which the carousel rests on virtual item `v` (on the stop that
    /// holds it when paging by screenful), rounded to pixels.
    public func restingOffset(forVirtualItem v: Int) -> CGPoint {
        restingOffset(forStop: stop(holdingVirtualItem: v, metrics.stops))
    }

    /// The content offset at which the carousel rests on virtual stop `s`, rounded to pixels.
    /// Without a loop `s` is clamped to the stops. In a loop a stop more than
    /// `recenterThreshold` from home rests outside the content: `CarouselBehavior` jumps there
    /// only to recentre at once, or, further than a quarter of the loop's range, renumbers
    /// the loop first (`loopRenumbering(bringingHome:)`). The offset is finite for every `s`.
    public func restingOffset(forStop s: Int) -> CGPoint {
        contentOffset(forUnmirroredMain: restingOffset(ofStop: s, metrics.stops))
    }

    /// The stop the viewport shows at `offset`, as a fraction in virtual stop units (0 for a
    /// non-finite offset; offsets beyond ±2⁵⁰ pt count as ±2⁵⁰ pt).
    public func fractionalStop(atContentOffset offset: CGPoint) -> CGFloat {
        fractionalStop(atUnmirroredOffset: unmirroredMain(ofOffset: offset), metrics.stops)
    }

    /// The item the viewport shows at `offset`, as a fraction in virtual item units (0 for a
    /// non-finite offset; offsets beyond ±2⁵⁰ pt count as ±2⁵⁰ pt).
    public func fractionalItem(atContentOffset offset: CGPoint) -> CGFloat {
        fractionalStop(atUnmirroredOffset: unmirroredMain(ofOffset: offset), metrics.itemStops)
    }

    /// The virtual stop holding virtual item `v`.
    public func stop(holdingVirtualItem v: Int) -> Int { stop(holdingVirtualItem: v, metrics.stops) }

    /// The first virtual item of virtual stop `s`.
    public func firstVirtualItem(ofStop s: Int) -> Int { firstVirtualItem(ofStop: s, metrics.stops) }

    /// The virtual index nearest `virtualIndex` that shows data item `dataIndex` (the
    /// shortest way round in a loop; ties go forward; the other way round where the shortest
    /// would pass `Int.min` or `Int.max`). `dataIndex` is clamped to the items.
    public func virtualIndex(showing dataIndex: Int, nearestTo virtualIndex: Int) -> Int {
        guard !metrics.isEmpty else { return 0 }
        let count = metrics.count
        let target = min(max(dataIndex, 0), count - 1)
        guard metrics.isLooping else { return target }
        // `target − wrap(…)` lies in −count…count: no overflow.
        var delta = Self.wrap(target - Self.wrap(virtualIndex, count: count), count: count)
        if delta > count / 2 { delta -= count }
        let (nearest, overflow) = virtualIndex.addingReportingOverflow(delta)
        guard overflow else { return nearest }
        return virtualIndex + (delta > 0 ? delta - count : delta + count)
    }

    /// The offset a looping carousel is recentred to (the middle of its content); the start
    /// of the content (its resting offset on item 0) otherwise; zero when empty. Like every
    /// offset the carousel answers, it is moved back by the context's start content insets
    /// (a scroll view shows the visible area at offset + inset).
    public var homeOffset: CGPoint { metrics.homeOffset }

    /// How far from `homeOffset` the offset may stray before it is recentred.
    public var recenterThreshold: CGFloat { metrics.recenterThreshold }

    /// The whole-point shift that brings `offset` back to `homeOffset`, or `nil` while it is
    /// within `recenterThreshold` of it (or the carousel does not loop, or `offset` is not
    /// finite or further than 2⁵⁰ pt from home: no content is that long).
    public func recenteringShift(forContentOffset offset: CGPoint) -> CGPoint? {
        guard metrics.isLooping, offset.x.isFinite, offset.y.isFinite else { return nil }
        let axis = metrics.axis
        let distance = axis.main(metrics.homeOffset) - axis.main(offset)
        guard abs(distance) > metrics.recenterThreshold, abs(distance) <= CarouselMetrics.coordinateLimit else { return nil }
        // Whole points keep every pixel-aligned offset pixel-aligned, at any display scale.
        return axis.point(main: CarouselArithmetic.rounded(distance), cross: 0)
    }
}

// MARK: - Pages and cycles

extension CarouselLayout {
    /// The data index that starts page `page` (a stop of the first cycle): `page` itself when
    /// paging by item. For a page control's taps.
    public func firstDataIndex(ofPage page: Int) -> Int {
        guard !metrics.isEmpty else { return 0 }
        return metrics.stops.firstItem(min(max(page, 0), metrics.stops.count - 1))
    }

    /// How far `offset` is past the resting offset of the last data item 0 before it, along
    /// the scroll axis in reading order: 0 ..< one cycle's length in a loop (the offset
    /// "within the original items" that YJCycleCollectionView reports), the plain offset
    /// otherwise. Zero for a non-finite offset.
    public func cycleOffset(forContentOffset offset: CGPoint) -> CGPoint {
        let u = unmirroredMain(ofOffset: offset)
        guard !metrics.isEmpty, u.isFinite else { return .zero }
        guard metrics.isLooping else { return metrics.axis.point(main: u, cross: 0) }
        let itemZero = restingOffset(ofStop: 0, metrics.itemStops)
        let cycle = metrics.items.cycle
        var within = metrics.pixels.round((u - itemZero).truncatingRemainder(dividingBy: cycle))
        if within < 0 { within += cycle }
        if within >= cycle - metrics.tolerance { within = 0 }
        return metrics.axis.point(main: within, cross: 0)
    }
}
