import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Virtual positions (unmirrored)

// Positions are measured from `base`, a virtual item pinned next to the viewport (re-pinned at
// every recentring), so no coordinate here grows with distance travelled:
//
//     uniform sizes:   origin(v) = base.position + (v − base.index)·stride
//     per-item sizes:  origin(v) = cycleOrigin + (⌊v / n⌋ − ⌊base / n⌋)·cycle + start(v mod n)
//
// The item (or cycle) difference is an exact integer before it is scaled.
extension CarouselLayout {
    /// The unmirrored leading edge of virtual item `v`.
    func origin(ofVirtualItem v: Int) -> CGFloat {
        // `geometry.items.…` reads each value in place; a copy of `items` would retain its table.
        guard isLooping else { return geometry.leadingPadding + geometry.items.start(dataIndex(forVirtualIndex: v)) }
        guard !geometry.items.isUniform else { return base.position + CGFloat(v - base.index) * geometry.items.stride }
        let cycles = v.floorDivided(by: itemCount) - baseCycle
        return cycleOrigin + CGFloat(cycles) * geometry.items.cycle + geometry.items.start(dataIndex(forVirtualIndex: v))
    }

    /// The virtual item whose extent (item plus following spacing) holds unmirrored main
    /// coordinate `x`, or a neighbour when `x` lies within rounding of their boundary (callers
    /// look at the neighbours too). Without a loop: −1 before the first item, `itemCount`
    /// after the last.
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise.
    func virtualItem(containing x: CGFloat) -> Int {
        let y = x - cycleOrigin, cycle = geometry.items.cycle
        guard isLooping else { return y < 0 ? -1 : (y >= cycle ? itemCount : geometry.items.item(containing: y)) }
        guard !geometry.items.isUniform else {
            return base.index + Int((x - base.position) * geometry.items.inverseStride, rounding: .down)
        }
        let cycles = Int(y / cycle, rounding: .down)
        return (baseCycle + cycles) * itemCount + geometry.items.item(containing: y - CGFloat(cycles) * cycle)
    }

    /// Which stop of `stops` the viewport shows at unmirrored offset `u`: the whole stop and
    /// the fraction past it towards the next (0 ≤ fraction < 1 in a loop).
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise.
    func stopPosition(atUnmirroredOffset u: CGFloat, _ stops: CarouselStops) -> (stop: Int, fraction: CGFloat) {
        guard !isEmpty else { return (0, 0) }
        let x = u + geometry.viewportAnchor
        guard isLooping else {
            // Before the first anchor the fraction counts back at the first gap's length.
            let y = x - cycleOrigin, last = stops.count - 1, j = stops.stop(atOrBefore: y)
            func gap(_ k: Int) -> CGFloat { last > 0 ? stops.anchor(k + 1) - stops.anchor(k) : geometry.items.maximumStride }
            if y < stops.anchor(0) { return (0, (y - stops.anchor(0)) / max(gap(0), 1)) }
            return (j, (y - stops.anchor(j)) / max(gap(min(j, max(last - 1, 0))), 1))
        }
        // The stop holding the item under the viewport's anchor, or the one before it when
        // that stop's anchor (its centre) is still ahead.
        var stop = self.stop(holdingVirtualItem: virtualItem(containing: x), stops)
        var here = anchorPosition(ofStop: stop, stops)
        if here > x {
            stop -= 1
            here = anchorPosition(ofStop: stop, stops)
        }
        let next = anchorPosition(ofStop: stop + 1, stops)
        let fraction = min(max((x - here) / max(next - here, 1e-9), 0), 1)
        // A fraction that rounds up to a whole stop belongs to the next one.
        return fraction < 1 ? (stop, fraction) : (stop + 1, 0)
    }

    /// The whole stop nearest a stop position (ties forward).
    static func nearestWhole(_ position: (stop: Int, fraction: CGFloat)) -> Int {
        position.stop + Int(position.fraction, rounding: .toNearestOrAwayFromZero)
    }

    /// Where within virtual item `v` its item stop's anchor lies (its centre, or its leading
    /// edge).
    func anchorWithin(item v: Int) -> CGFloat {
        isEmpty ? 0 : geometry.itemStops.anchorPastFirstItem(dataIndex(forVirtualIndex: v), items: geometry.items)
    }

    /// The unmirrored position of virtual stop `s`'s anchor, in a loop.
    func anchorPosition(ofStop s: Int, _ stops: CarouselStops) -> CGFloat {
        origin(ofVirtualItem: firstVirtualItem(ofStop: s, stops))
            + stops.anchorPastFirstItem(Self.wrap(s, count: stops.count), items: geometry.items)
    }

    /// The item the viewport shows at unmirrored offset `u`, in virtual item units: what
    /// transforms measure progress from. For uniform sizes one division (the query pays it
    /// every frame), equal to the item stops' position up to the last bit.
    func restingItem(atUnmirroredOffset u: CGFloat) -> CGFloat {
        guard !isEmpty, isLooping || geometry.items.isUniform else {
            let position = stopPosition(atUnmirroredOffset: u, geometry.itemStops)
            return CGFloat(position.stop) + position.fraction
        }
        guard !geometry.items.isUniform else {
            let pinned = isLooping ? (CGFloat(base.index), base.position) : (0, cycleOrigin)
            return pinned.0 + (u + geometry.viewportAnchor - pinned.1 - geometry.itemStops.fullAnchorOffset) / geometry.items.stride
        }
        // A loop of per-item sizes: between the anchors of the item at or before the
        // viewport's anchor and the next (the item stops' position, without their tables).
        let x = u + geometry.viewportAnchor, centered = geometry.configuration.alignment == .centered
        func anchor(_ v: Int) -> CGFloat { origin(ofVirtualItem: v) + (centered ? geometry.items.main(dataIndex(forVirtualIndex: v)) / 2 : 0) }
        var v = virtualItem(containing: x), here = anchor(v)
        if here > x { (v, here) = (v - 1, anchor(v - 1)) }
        return CGFloat(v) + min(max((x - here) / max(anchor(v + 1) - here, 1e-9), 0), 1)
    }

    /// The unmirrored offset at which virtual stop `s` rests (clamped to the content without
    /// a loop).
    func restingOffset(ofStop s: Int, _ stops: CarouselStops) -> CGFloat {
        guard !isEmpty else { return 0 }
        guard isLooping else {
            let offset = geometry.leadingPadding + stops.anchor(min(max(s, 0), stops.count - 1)) - geometry.viewportAnchor
            return min(max(offset, 0), max(0, geometry.contentMain - geometry.viewportMain))
        }
        return anchorPosition(ofStop: s, stops) - geometry.viewportAnchor
    }

    /// The virtual stop of `stops` holding virtual item `v`.
    func stop(holdingVirtualItem v: Int, _ stops: CarouselStops) -> Int {
        guard !isEmpty else { return 0 }
        let r = dataIndex(forVirtualIndex: v)
        return isLooping ? v.floorDivided(by: itemCount) * stops.count + stops.stop(containingItem: r) : stops.stop(containingItem: r)
    }

    /// The first virtual item of virtual stop `s` of `stops`.
    func firstVirtualItem(ofStop s: Int, _ stops: CarouselStops) -> Int {
        guard !isEmpty else { return 0 }
        guard isLooping else { return stops.firstItem(min(max(s, 0), stops.count - 1)) }
        return s.floorDivided(by: stops.count) * itemCount + stops.firstItem(Self.wrap(s, count: stops.count))
    }
}

// MARK: - Mirroring

extension CarouselLayout {
    /// The unmirrored main-axis offset of a content offset: where the visible area (inside the
    /// content insets) starts.
    func unmirroredMain(ofOffset offset: CGPoint) -> CGFloat {
        let main = geometry.axis.main(offset) + geometry.mainInsetStart
        return mirrorsMain ? geometry.contentMain - geometry.viewportMain - main : main
    }

    func unmirroredMain(ofPoint point: CGPoint) -> CGFloat {
        mirrorsMain ? geometry.contentMain - geometry.axis.main(point) : geometry.axis.main(point)
    }

    /// `bounds` along the scroll axis, unmirrored (lowest first).
    func unmirroredRange(of bounds: QueryRect) -> (low: CGFloat, high: CGFloat) {
        let (low, high) = bounds.range(along: geometry.axis)
        return mirrorsMain ? (geometry.contentMain - high, geometry.contentMain - low) : (low, high)
    }

    /// The content offset for an unmirrored main-axis offset, rounded to the pixel grid;
    /// across the axis, the one offset the scroll view rests at.
    func contentOffset(forUnmirroredMain u: CGFloat) -> CGPoint {
        let main = (mirrorsMain ? geometry.contentMain - geometry.viewportMain - u : u) - geometry.mainInsetStart
        return geometry.axis.point(main: geometry.pixels.round(main), cross: geometry.crossOffset)
    }

    /// Velocity along the scroll axis in reading order (towards higher indices).
    func readingOrderSpeed(_ velocity: CGPoint) -> CGFloat {
        screenSign * geometry.axis.main(velocity)
    }

    /// Whether offsets along the scroll axis are mirrored (horizontal, right-to-left).
    var mirrorsMain: Bool { geometry.mirrorsMain }

    /// +1 when reading order runs towards increasing screen coordinates, −1 otherwise.
    var screenSign: CGFloat { mirrorsMain ? -1 : 1 }

    /// The unmirrored offset of the viewport at (pixel-rounded) `homeOffset`, and its centre.
    var homeViewport: CGFloat { unmirroredMain(ofOffset: geometry.homeOffset) }
    var homeCentre: CGFloat { homeViewport + geometry.viewportMain / 2 }
}

// MARK: - Public positions

extension CarouselLayout {
    /// The content offset at which the carousel rests on virtual item `v` (on the stop that
    /// holds it when paging by screenful), rounded to pixels.
    func restingOffset(forVirtualItem v: Int) -> CGPoint {
        restingOffset(forStop: stop(holdingVirtualItem: v, geometry.stops))
    }

    /// The content offset at which the carousel rests on virtual stop `s` (clamped to the
    /// stops without a loop; in a loop a far stop rests outside the content, recentred at once).
    public func restingOffset(forStop s: Int) -> CGPoint {
        contentOffset(forUnmirroredMain: restingOffset(ofStop: s, geometry.stops))
    }

    /// The stop the viewport shows at `offset` in virtual stop units (3.25: a quarter past 3).
    func fractionalStop(atContentOffset offset: CGPoint) -> CGFloat {
        let position = stopPosition(atUnmirroredOffset: unmirroredMain(ofOffset: Limits.point(offset)), geometry.stops)
        return CGFloat(position.stop) + position.fraction
    }

    func stop(holdingVirtualItem v: Int) -> Int { stop(holdingVirtualItem: v, geometry.stops) }
    func firstVirtualItem(ofStop s: Int) -> Int { firstVirtualItem(ofStop: s, geometry.stops) }

    /// The virtual index nearest `virtualIndex` that shows data item `dataIndex` (the shortest
    /// way round in a loop; ties go forward). `dataIndex` is clamped to the items.
    func virtualIndex(showing dataIndex: Int, nearestTo virtualIndex: Int) -> Int {
        guard !isEmpty else { return 0 }
        let target = min(max(dataIndex, 0), itemCount - 1)
        guard isLooping else { return target }
        return Self.nearest(virtualIndex, showing: target, count: itemCount)
    }

    /// Where a loop is recentred to (the middle of its content); the start of the content
    /// otherwise; zero when empty (moved back by the start content inset, as every offset).
    public var homeOffset: CGPoint { geometry.homeOffset }

    /// How far from `homeOffset` the offset may stray before it is recentred.
    var recenterThreshold: CGFloat { geometry.recenterThreshold }

    /// The whole-point shift (pixel-aligned at any scale) that brings `offset` back to
    /// `homeOffset`, or `nil` while it is within `recenterThreshold` of it or without a loop.
    public func recenteringShift(forContentOffset offset: CGPoint) -> CGPoint? {
        guard isLooping else { return nil }
        let distance = geometry.axis.main(geometry.homeOffset) - geometry.axis.main(Limits.point(offset))
        guard abs(distance) > geometry.recenterThreshold else { return nil }
        return geometry.axis.point(main: CGFloat(Int(distance, rounding: .toNearestOrAwayFromZero)), cross: 0)
    }

    /// The recentring for a delegate that drives the layout itself (`CarouselCollectionViewLayout`
    /// alone): only under a finger or at rest (`atRest`), since UIKit's own motions head for an
    /// absolute offset a recentre would not move, and `scrollViewDidScroll` cannot tell them.
    public func recenteringShift(for scroll: ScrollState, atRest: Bool) -> CGPoint? {
        guard atRest || (scroll.isDragging && !scroll.isDecelerating) else { return nil }
        return recenteringShift(forContentOffset: scroll.contentOffset)
    }

    /// The data index that starts page `page` (a stop of the first cycle), for a page control.
    public func firstDataIndex(ofPage page: Int) -> Int {
        isEmpty ? 0 : geometry.stops.firstItem(min(max(page, 0), geometry.stops.count - 1))
    }

    /// How far `offset` is past the last resting offset of data item 0 in reading order: within
    /// one cycle in a loop (YJCycleCollectionView's offset "within the original items").
    public func cycleOffset(forContentOffset offset: CGPoint) -> CGPoint {
        guard !isEmpty else { return .zero }
        let u = unmirroredMain(ofOffset: Limits.point(offset)), cycle = geometry.items.cycle
        guard isLooping else { return geometry.axis.point(main: u, cross: 0) }
        var within = geometry.pixels.round((u - restingOffset(ofStop: 0, geometry.itemStops)).truncatingRemainder(dividingBy: cycle))
        if within < 0 { within += cycle }
        if within >= cycle - geometry.pixels.tolerance { within = 0 }
        return geometry.axis.point(main: within, cross: 0)
    }
}

// MARK: - Paging

extension CarouselLayout {
    /// How the carousel snaps: the shared `SnapRule`, with its velocities and threshold.
    var snapRule: SnapRule {
        let c = configuration
        return SnapRule(flickVelocity: c.flickVelocity, threshold: c.pagingThreshold,
                        maximumStopsPerFlick: c.allowsMultipleItemScroll ? .max : 1,
                        multiStopVelocity: c.multipleItemScrollVelocityLimit)
    }

    /// The virtual stop a release rests on: `snapRule` applied to the stop at release
    /// (`current`), where plain deceleration rests (`proposed`), the velocity (points per
    /// second) and, for a release without one, the way the finger last moved.
    func targetStop(current: CGPoint, proposed: CGPoint, velocity: CGPoint, direction: TesseraCore.ReleaseDirection = .none) -> Int {
        guard !isEmpty else { return 0 }
        let stops = geometry.stops
        // Counted from the whole stop at release, so the fraction keeps its precision.
        let here = stopPosition(atUnmirroredOffset: unmirroredMain(ofOffset: current), stops)
        let there = stopPosition(atUnmirroredOffset: unmirroredMain(ofOffset: proposed), stops)
        let projected = CGFloat(there.stop - here.stop) + there.fraction
        // Half a pixel of rounding must not count as having moved into the next stop.
        let epsilon = geometry.pixels.tolerance / geometry.items.minimumStride
        let target = here.stop + snapRule.targetStop(from: here.fraction, projected: projected,
                                                     speed: readingOrderSpeed(velocity), direction: direction,
                                                     tolerance: epsilon)
        return isLooping ? target : min(max(target, 0), stops.count - 1)
    }

    /// Snaps a release to a stop, or leaves plain deceleration alone when paging is off; in a
    /// loop, within the content.
    public func targetContentOffset(proposed: CGPoint, current: CGPoint, velocity: CGPoint) -> CGPoint {
        let (proposed, current, velocity) = (Limits.point(proposed), Limits.point(current), Limits.velocity(velocity))
        guard !isEmpty else { return proposed }
        let target = configuration.paging == .none
            ? proposed : restingOffset(forStop: targetStop(current: current, proposed: proposed, velocity: velocity))
        guard isLooping else { return target }
        // UIKit's offset range: the content's, moved back by the start content inset.
        let axis = geometry.axis, low = -geometry.mainInsetStart
        let high = low + max(0, geometry.contentMain - geometry.viewportMain)
        return axis.replacing(min(max(axis.main(target), low), high), in: target)
    }

    /// The stop nearest `offset`, where a carousel at rest belongs.
    func nearestStop(toContentOffset offset: CGPoint) -> Int {
        guard !isEmpty else { return 0 }
        let stops = geometry.stops
        let nearest = Self.nearestWhole(stopPosition(atUnmirroredOffset: unmirroredMain(ofOffset: Limits.point(offset)), stops))
        return isLooping ? nearest : min(max(nearest, 0), stops.count - 1)
    }
}
