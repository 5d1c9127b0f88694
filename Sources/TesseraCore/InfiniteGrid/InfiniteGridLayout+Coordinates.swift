import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Coordinates ↔ frames

extension InfiniteGridLayout {
    /// The tile at the centre of the viewport. Setting it jumps there: the grid is rebuilt
    /// around the new tile (nothing is animated) and `InfiniteGridBehavior` puts it at the
    /// centre of the viewport. On a bounded axis a tile near the end cannot be centred and
    /// the content rests at its end instead.
    public var centerCoordinates: GridCoordinates {
        get { (focusAtVisibleCenter() ?? focus).coordinates }
        set { jump(to: InfiniteGridFocus(coordinates: newValue)) }
    }

    /// The coordinates of the tiles in the last visible rectangle, row by row.
    /// - Complexity: O(visible tiles).
    public var visibleCoordinates: [GridCoordinates] {
        visibleRect.map { coordinates(in: $0) } ?? []
    }

    /// The coordinates of the tiles overlapping `rect` (content coordinates; a tile that only
    /// touches it does not count), row by row, within the content. Needs no item index: this
    /// answers for any rectangle. A rectangle with a NaN edge meets no tile; one meeting more
    /// than `maximumSlotCapacity` tiles (an enormous viewport of 1 pt tiles: the window can hold
    /// 10¹³) gives the middle `maximumSlotCapacity` of them, cut like the live region, rather
    /// than exhausting memory.
    /// - Complexity: O(min(tiles in `rect` ∩ content, `maximumSlotCapacity`)).
    public func coordinates(in rect: CGRect) -> [GridCoordinates] {
        guard let range = tileRanges(in: rect) else { return [] }
        // Both ranges lie within the content window (at most 2⁴³ tiles), so `count` is safe.
        let limit = Self.cut(columns: range.columns.count, rows: range.rows.count, toAtMost: Self.maximumSlotCapacity)
        let columns = Self.middle(of: range.columns, count: limit.columns)
        let rows = Self.middle(of: range.rows, count: limit.rows)
        var found: [GridCoordinates] = []
        found.reserveCapacity(columns.count * rows.count)
        for y in rows {
            for x in columns { found.append(publicCoordinates(GridCoordinates(x: x, y: y))) }
        }
        return found
    }

    /// The middle `count` values of `range` (all of them if it has no more).
    private static func middle(of range: ClosedRange<Int>, count: Int) -> ClosedRange<Int> {
        let extra = range.count - count
        guard extra > 0 else { return range }
        let low = range.lowerBound + extra / 2
        return low...(low + count - 1)
    }

    /// The frame of the tile at `coordinates` in content coordinates, or `nil` if it is out
    /// of bounds or so far from the content that its position cannot be represented.
    /// - Complexity: O(1).
    public func frame(for coordinates: GridCoordinates) -> CGRect? {
        guard !isEmpty else { return nil }
        return frame(ofInternal: internalCoordinates(coordinates))
    }

    /// The tile containing `point` (content coordinates): a tile owns its top and left edges,
    /// not its bottom and right ones. `nil` over spacing, outside the content or the bounds,
    /// and for non-finite points.
    /// - Complexity: O(1).
    public func coordinates(at point: CGPoint) -> GridCoordinates? {
        internalTile(at: point).map(publicCoordinates)
    }

    /// The layout item of the tile at `coordinates`, or `nil` if it holds no item index (it
    /// is not in the live region: visible tiles plus one ring).
    /// - Complexity: O(1).
    public func item(for coordinates: GridCoordinates) -> LayoutItem? {
        guard let index = index(for: coordinates) else { return nil }
        return item(at: index)
    }

    /// The item index the tile at `coordinates` holds, if any.
    /// - Complexity: O(1).
    public func index(for coordinates: GridCoordinates) -> ItemIndex? {
        guard !isEmpty, let slot = slots.slot(for: internalCoordinates(coordinates)) else { return nil }
        return ItemIndex(item: slot)
    }

    /// The coordinates of the tile holding item `index`, or `nil` for a free slot.
    /// - Complexity: O(1).
    public func coordinates(for index: ItemIndex) -> GridCoordinates? {
        guard !isEmpty, index.section == 0 else { return nil }
        return slots.tile(inSlot: index.item).map(publicCoordinates)
    }

    /// The data shown at `coordinates`: wrapped into the torus in torus mode, the
    /// coordinates themselves otherwise.
    public func dataCoordinates(for coordinates: GridCoordinates) -> GridCoordinates {
        configuration.torus?.wrap(coordinates) ?? coordinates
    }

    // MARK: - Offsets

    /// The content offset that centres the tile at `coordinates` in the viewport (clamped to
    /// the scrollable range, so a tile at the end of a bounded axis rests at that end), or
    /// `nil` if the tile is not in the content window: jump there instead.
    /// - Complexity: O(1).
    public func contentOffset(centering coordinates: GridCoordinates) -> CGPoint? {
        guard !isEmpty else { return nil }
        let tile = internalCoordinates(coordinates)
        guard let x = horizontal.offset(centering: tile.x, phase: horizontal.metrics.tile / 2),
              let y = vertical.offset(centering: tile.y, phase: vertical.metrics.tile / 2) else { return nil }
        return CGPoint(x: points(x), y: points(y))
    }

    /// The content offset that keeps the focus (the tile of the last jump, or the point that was
    /// at the viewport's centre before the last change of geometry) at the viewport's centre.
    public var focusContentOffset: CGPoint {
        guard !isEmpty else { return .zero }
        let tile = internalCoordinates(focus.coordinates)
        let x = horizontal.offset(centering: tile.x, phase: focus.phasePixels(along: horizontal.metrics, axis: .horizontal))
        let y = vertical.offset(centering: tile.y, phase: focus.phasePixels(along: vertical.metrics, axis: .vertical))
        return CGPoint(x: points(x ?? horizontal.metrics.idealOffset), y: points(y ?? vertical.metrics.idealOffset))
    }

    /// The shift that brings `offset` back near the middle of the content (see
    /// `InfiniteGridAxis`): a whole number of strides, or less at a bound, in whole pixels;
    /// `nil` while the offset is within half a margin of the middle (the same contract as
    /// `CarouselLayout.recenteringShift(forContentOffset:)`), for a non-finite offset and with an
    /// empty layout. Offsets beyond ±2⁴⁰ pixels are read as ±2⁴⁰ pixels.
    /// - Complexity: O(1).
    public func recenteringShift(forContentOffset offset: CGPoint) -> CGPoint? {
        guard !isEmpty, offset.x.isFinite, offset.y.isFinite else { return nil }
        let shift = CGPoint(x: points(horizontal.recenteringShift(forOffset: pixels(offset.x))),
                            y: points(vertical.recenteringShift(forOffset: pixels(offset.y))))
        return shift == CGPoint(x: 0, y: 0) ? nil : shift
    }

    /// Where an animated scroll to `coordinates` should jump first so that what is animated is
    /// at most two viewports along each unbounded axis, or `nil` if the target can be reached
    /// without a jump. Not animated, a jump is needed only if the tile is outside the content.
    public func jumpTarget(forScrollingTo coordinates: GridCoordinates, animated: Bool) -> GridCoordinates? {
        guard !isEmpty else { return nil }
        guard contentOffset(centering: coordinates) != nil else {
            return animated ? landing(before: coordinates) : coordinates
        }
        guard animated else { return nil }
        let center = centerCoordinates
        let farX = isFar(center.x, coordinates.x, on: horizontal)
        let farY = isFar(center.y, coordinates.y, on: vertical)
        return farX || farY ? landing(before: coordinates) : nil
    }

    /// Two viewports before `target` along each unbounded axis, coming from the current centre.
    private func landing(before target: GridCoordinates) -> GridCoordinates {
        let center = centerCoordinates
        func step(_ from: Int, _ to: Int, _ axis: InfiniteGridAxis) -> Int {
            guard !axis.metrics.isFitted else { return to }
            let reach = animatedReach(on: axis)
            let distance = to.saturatingSubtract(from)
            if distance > reach { return to.saturatingSubtract(reach) }
            if distance < -reach { return to.saturatingAdd(reach) }
            return from
        }
        return GridCoordinates(x: step(center.x, target.x, horizontal), y: step(center.y, target.y, vertical))
    }

    private func isFar(_ from: Int, _ to: Int, on axis: InfiniteGridAxis) -> Bool {
        guard !axis.metrics.isFitted else { return false }
        let distance = to.saturatingSubtract(from)
        return distance > animatedReach(on: axis) || distance < -animatedReach(on: axis)
    }

    /// Tiles an animation may cross along an unbounded axis: two viewports, at least one tile.
    /// A 0.3 s ease-in-out over that distance moves well under `threshold` per frame.
    private func animatedReach(on axis: InfiniteGridAxis) -> Int {
        max(1, 2 * axis.metrics.viewport / axis.metrics.stride)
    }

    /// Rebuilds the grid around `focus` and asks for the offset to follow.
    mutating func jump(to newFocus: InfiniteGridFocus) {
        focus = newFocus
        visibleRect = nil
        if !isEmpty { placeAtFocus() }
        focusRevision += 1
    }
}

// MARK: - Centre

extension InfiniteGridLayout {
    /// The tile whose stride (the tile and the spacing after it) contains the centre of the
    /// viewport at `offset`, clamped into the bounds; `nil` with an empty layout or a
    /// non-finite offset. An offset 10³⁰ pt away saturates at the grid's end (`Int.max` or
    /// `Int.min`). Needs no visible rect, so a scroll view's delegate can ask before the next
    /// layout pass.
    /// - Complexity: O(1).
    public func centerCoordinates(forContentOffset offset: CGPoint) -> GridCoordinates? {
        guard !isEmpty, offset.x.isFinite, offset.y.isFinite else { return nil }
        let scale = self.scale, size = context.viewportSize
        let x = horizontal.cell(at: (offset.x + size.width / 2) * scale)
        let y = vertical.cell(at: (offset.y + size.height / 2) * scale)
        return publicCoordinates(GridCoordinates(x: x.coordinate, y: y.coordinate))
    }
}
