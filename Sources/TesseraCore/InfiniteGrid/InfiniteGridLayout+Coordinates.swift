import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Coordinates ↔ frames and items

extension InfiniteGridLayout {
    /// The tile at the centre of the viewport. Setting it jumps there: the grid is rebuilt
    /// around the new tile (nothing is animated) and `InfiniteGridBehavior` puts it at the
    /// centre of the viewport. On a bounded axis a tile beyond a bound is brought to it, and a
    /// tile near the end cannot be centred: the content rests at its end instead.
    public var centerCoordinates: GridCoordinates {
        get { (focusAtVisibleCenter() ?? focus).coordinates }
        set { jump(to: InfiniteGridFocus(coordinates: newValue)) }
    }

    /// The frame of the tile at `coordinates` in content coordinates, or `nil` if it is out
    /// of bounds or beyond every point of the domain (2⁵³ pixels from the content's middle).
    /// - Complexity: O(1).
    func frame(for coordinates: GridCoordinates) -> CGRect? {
        guard !isEmpty else { return nil }
        return frame(ofInternal: internalCoordinates(coordinates))
    }

    /// The item index the tile at `coordinates` holds, if any: the visible tiles and one ring
    /// around them hold one.
    /// - Complexity: O(1).
    public func index(for coordinates: GridCoordinates) -> ItemIndex? {
        slots.slot(for: internalCoordinates(coordinates)).map { ItemIndex(item: $0) }
    }

    /// The coordinates of the tile holding item `index`, or `nil` for a free slot.
    /// - Complexity: O(1).
    public func coordinates(for index: ItemIndex) -> GridCoordinates? {
        guard index.section == 0 else { return nil }
        return slots.tile(inSlot: index.item).map(publicCoordinates)
    }

    /// The data shown at `coordinates`: wrapped into the torus in torus mode, the
    /// coordinates themselves otherwise.
    public func dataCoordinates(for coordinates: GridCoordinates) -> GridCoordinates {
        configuration.torus?.wrap(coordinates) ?? coordinates
    }

    // MARK: - Offsets

    /// The content offset that centres the tile at `coordinates` (clamped into the bounds) in
    /// the viewport, itself clamped to the scrollable range, so a tile at the end of a bounded
    /// axis rests at that end; `nil` if the tile is not in the content window: jump instead.
    /// - Complexity: O(1).
    func contentOffset(centering coordinates: GridCoordinates) -> CGPoint? {
        guard !isEmpty else { return nil }
        let tile = internalCoordinates(coordinates)
        guard let x = horizontal.offset(centering: tile.x, phase: horizontal.metrics.tile / 2),
              let y = vertical.offset(centering: tile.y, phase: vertical.metrics.tile / 2) else { return nil }
        return CGPoint(x: horizontal.points(x), y: vertical.points(y))
    }

    /// The content offset that keeps the focus (the tile of the last jump, or the point that was
    /// at the viewport's centre before the last change of geometry) at the viewport's centre.
    var focusContentOffset: CGPoint {
        guard !isEmpty else { return .zero }
        let tile = internalCoordinates(focus.coordinates)
        let x = horizontal.offset(centering: tile.x, phase: focus.phase(along: .horizontal, in: horizontal.metrics))
        let y = vertical.offset(centering: tile.y, phase: focus.phase(along: .vertical, in: vertical.metrics))
        return CGPoint(x: horizontal.points(x ?? horizontal.metrics.idealOffset),
                       y: vertical.points(y ?? vertical.metrics.idealOffset))
    }

    /// The shift that brings `offset` back near the middle of the content (see
    /// `InfiniteGridBehavior`): a whole number of strides, or less at a bound, in whole pixels;
    /// `nil` while the offset is within half a margin of the middle and with an empty layout.
    /// - Complexity: O(1).
    public func recenteringShift(forContentOffset offset: CGPoint) -> CGPoint? {
        let offset = Limits.point(offset)
        guard !isEmpty else { return nil }
        let shift = CGPoint(x: horizontal.points(horizontal.recenteringShift(forOffset: offset.x)),
                            y: vertical.points(vertical.recenteringShift(forOffset: offset.y)))
        return shift == .zero ? nil : shift
    }

    /// The tile whose stride (the tile and the spacing after it) contains the centre of the
    /// viewport at `offset`, clamped into the bounds; `nil` with an empty layout. Needs no
    /// visible rect: a scroll view's delegate asks before the next layout pass.
    /// - Complexity: O(1).
    func centerCoordinates(forContentOffset offset: CGPoint) -> GridCoordinates? {
        guard !isEmpty else { return nil }
        let size = context.viewportSize
        let x = horizontal.cell(at: (offset.x + size.width / 2) * scale)
        let y = vertical.cell(at: (offset.y + size.height / 2) * scale)
        return publicCoordinates(GridCoordinates(x: x.coordinate, y: y.coordinate))
    }

    // MARK: - Jumps

    /// Where an animated scroll to `coordinates` should jump first so that what is animated is
    /// at most two viewports along each unbounded axis, or `nil` if the target can be reached
    /// without a jump. Not animated, a jump is needed only if the tile is outside the content.
    public func jumpTarget(forScrollingTo coordinates: GridCoordinates, animated: Bool) -> GridCoordinates? {
        guard !isEmpty else { return nil }
        let center = centerCoordinates
        let x = approach(from: center.x, to: coordinates.x, on: horizontal)
        let y = approach(from: center.y, to: coordinates.y, on: vertical)
        let landing = GridCoordinates(x: x.start, y: y.start)
        guard contentOffset(centering: coordinates) != nil else { return animated ? landing : coordinates }
        return animated && (x.isFar || y.isFar) ? landing : nil
    }

    /// Along one axis, where an animation towards `to` starts: `to` itself on a fitted axis
    /// (laid out whole), two viewports (at least a tile) before it when it lies farther, which
    /// needs a jump, and `from` otherwise. A 0.3 s ease-in-out over two viewports moves well
    /// under `threshold` per frame.
    private func approach(from: Int, to: Int, on axis: InfiniteGridAxis) -> (start: Int, isFar: Bool) {
        guard !axis.metrics.isFitted else { return (to, false) }
        let reach = max(1, 2 * axis.metrics.viewport / axis.metrics.stride)
        if to > from, from.distance(upTo: to) > UInt(reach) { return (to - reach, true) }
        if to < from, to.distance(upTo: from) > UInt(reach) { return (to + reach, true) }
        return (from, false)
    }

    /// Rebuilds the grid around `focus` and asks for the offset to follow.
    mutating func jump(to newFocus: InfiniteGridFocus) {
        focus = newFocus
        visibleRect = nil
        if !isEmpty { place(horizontal.metrics, vertical.metrics) }
        focusRevision += 1
    }

    // MARK: - Helpers

    /// The ranges of internal coordinates of the tiles overlapping `rect`, within the content.
    func tileRanges(in rect: QueryRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        guard !isEmpty, let columns = horizontal.tiles(overlapping: rect.minX, rect.maxX),
              let rows = vertical.tiles(overlapping: rect.minY, rect.maxY) else { return nil }
        return (columns, rows)
    }

    /// The frame of the tile at internal coordinates `tile`, or `nil` if it is out of bounds or
    /// out of reach.
    func frame(ofInternal tile: GridCoordinates) -> CGRect? {
        guard let x = horizontal.position(of: tile.x), let y = vertical.position(of: tile.y) else { return nil }
        return CGRect(x: horizontal.points(x), y: vertical.points(y),
                      width: horizontal.points(horizontal.metrics.tile), height: vertical.points(vertical.metrics.tile))
    }

    /// Right-to-left layouts number columns from right to left: internally the column is
    /// `~x` (−x − 1, a bijection of `Int` that cannot overflow), so all geometry is written once.
    func internalCoordinates(_ coordinates: GridCoordinates) -> GridCoordinates {
        isMirrored ? GridCoordinates(x: ~coordinates.x, y: coordinates.y) : coordinates
    }

    /// The public coordinates of internal coordinates (`~` is its own inverse).
    func publicCoordinates(_ coordinates: GridCoordinates) -> GridCoordinates {
        internalCoordinates(coordinates)
    }

    /// Pixels per point.
    var scale: CGFloat { horizontal.metrics.scale }
}
