import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One axis of the infinite grid, in whole device pixels.
///
/// An unbounded axis shows a finite *window* of content, `margin` pixels on either side of a
/// viewport's length. Tiles are placed relative to an anchor tile rather than to coordinate 0,
/// so positions stay small whatever the coordinates:
///
///     content  0                          middle                          length
///              |<------- margin -------->|<-viewport->|<------- margin -------->|
///     tiles   ·[ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][A][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ]·
///                                         ^ anchorPosition: where tile `anchor` starts
///     offset          |<--- threshold --->|ideal|<--- threshold --->|
///                     recentre beyond here            recentre beyond here
///
/// When the offset strays more than `threshold` (margin / 2) from `idealOffset`, the offset and
/// every tile move back together by a whole number of strides: nothing changes on screen, and
/// because one frame moves the content far less than margin / 2 the edge is never reached.
///
/// A bounded axis whose tiles all fit in such a window is laid out whole (`isFitted`) and never
/// recentres. A longer bounded axis recentres too, but never so far that it would uncover space
/// before its first tile or after its last: near a bound the shift is cut short, the real end
/// of the tiles scrolls into view and bounces like any content edge.
///
/// Working in integer pixels (the stride is rounded to the pixel grid) makes every position
/// exact, so a shift moves every frame and the offset by exactly the same whole number of
/// pixels and pixel rounding cannot make anything twitch.
struct InfiniteGridAxis: Sendable, Equatable {
    /// The fixed geometry of the axis for one configuration and viewport.
    struct Metrics: Sendable, Equatable {
        /// Which axis this is.
        let axis: Axis
        /// Pixels per point.
        let scale: CGFloat
        /// Tile length (≥ 1) and tile-to-tile distance (≥ tile).
        let tile: Int
        let stride: Int
        /// The first and last coordinates that exist (internal coordinates).
        let lower: Int
        let upper: Int
        /// Viewport length.
        let viewport: Int
        /// Content on either side of the viewport in a window.
        let margin: Int
        /// Content length along the axis.
        let length: Int
        /// Whether every tile between the bounds fits in the content (no recentring).
        let isFitted: Bool

        /// The smallest margin, in points: a frame would have to move the content more than
        /// half of it (2,048 pt: 123,000 pt/s at 60 Hz, fifteen times the fastest fling) to
        /// reach the edge between two recentrings.
        static let minimumMargin: CGFloat = 4096

        init(axis: Axis, tile: CGFloat, spacing: CGFloat, bounds: ClosedRange<Int>, viewport: CGFloat,
             scale: CGFloat) {
            self.axis = axis
            self.scale = scale
            self.tile = max(1, Self.pixels(tile, scale))
            stride = max(self.tile, Self.pixels(tile + spacing, scale))
            lower = bounds.lowerBound
            upper = bounds.upperBound
            self.viewport = max(0, Self.pixels(viewport, scale))
            margin = max(Self.pixels(Self.minimumMargin, scale), 2 * self.viewport, 2 * stride)
            let window = self.viewport + 2 * margin
            let span = upper.saturatingSubtract(lower).saturatingMultiply(stride).saturatingAdd(self.tile)
            isFitted = span <= window
            length = isFitted ? span : window
        }

        /// `points` in whole pixels (non-finite values count as 0; far values are clamped so
        /// that conversion cannot trap).
        static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int {
            let value = (points * scale).rounded()
            guard value.isFinite else { return 0 }
            return Int(min(max(value, -CGFloat(1 << 40)), CGFloat(1 << 40)))
        }

        /// How far the offset may stray from `idealOffset` before a recentre.
        var threshold: Int { margin / 2 }
        /// The offset that shows the middle of the content.
        var idealOffset: Int { max(0, (length - viewport) / 2) }
        /// The most tiles a viewport-sized rectangle can touch, plus one ring on each side.
        /// A rectangle of real length v meets tiles starting in an open interval of length
        /// v + tile; one pixel of slack covers a viewport that is not a whole number of pixels.
        var maximumLiveTiles: Int { (viewport + 1 + tile + stride - 1) / stride + 2 }
    }

    let metrics: Metrics
    /// The tile whose leading edge is at `anchorPosition`; kept near the middle of the content.
    private(set) var anchor: Int
    /// Where `anchor` starts, in content pixels.
    private(set) var anchorPosition: Int

    /// Positions beyond this are "far away": clamping to it keeps comparisons overflow-free.
    private static let farAway = 1 << 62

    /// An axis showing `coordinate` at the middle of the content, `phase` pixels into its tile.
    init(metrics: Metrics, coordinate: Int, phase: Int) {
        self.metrics = metrics
        anchor = metrics.lower
        anchorPosition = 0
        place(coordinate, phase: phase)
    }

    // MARK: - Positions

    /// The leading edge of tile `x` in content pixels, or `nil` if it cannot be represented.
    /// - Complexity: O(1).
    func position(of x: Int) -> Int? {
        let (tiles, overflow1) = x.subtractingReportingOverflow(anchor)
        let (distance, overflow2) = tiles.multipliedReportingOverflow(by: metrics.stride)
        let (position, overflow3) = anchorPosition.addingReportingOverflow(distance)
        return overflow1 || overflow2 || overflow3 ? nil : position
    }

    /// `position(of:)` clamped to ±2⁶², so that "very far" still compares correctly.
    private func clampedPosition(of x: Int) -> Int {
        guard let position = position(of: x) else { return x > anchor ? Self.farAway : -Self.farAway }
        return min(max(position, -Self.farAway), Self.farAway)
    }

    /// The coordinates of the tiles overlapping the open span (`low`, `high`) of content
    /// pixels (a tile touching the span only at an edge does not overlap it), limited to the
    /// content and to the bounds; `nil` if there are none.
    /// - Complexity: O(1).
    func tiles(overlapping low: CGFloat, _ high: CGFloat) -> ClosedRange<Int>? {
        let low = max(Self.snapped(low), 0), high = min(Self.snapped(high), CGFloat(metrics.length))
        guard low.isFinite, high.isFinite, low <= high else { return nil }
        let origin = CGFloat(anchorPosition), stride = CGFloat(metrics.stride)
        // Tile k starts at origin + k·stride and overlaps when start < high and start + tile > low.
        // The anchor is near the content, so k is small; clamping only guards the conversion.
        let first = Self.strides((low - CGFloat(metrics.tile) - origin) / stride, .down).saturatingAdd(1)
        let last = Self.strides((high - origin) / stride, .up).saturatingSubtract(1)
        guard first <= last else { return nil }
        return bounded(anchor.saturatingAdd(first)...anchor.saturatingAdd(last))
    }

    /// The tile containing content pixel `point` (tiles are half-open: a tile's leading edge
    /// belongs to it, its trailing edge does not), or `nil` in spacing, outside the content or
    /// outside the bounds.
    func tile(at point: CGFloat) -> Int? {
        let point = Self.snapped(point)
        guard point.isFinite, point >= 0, point < CGFloat(metrics.length) else { return nil }
        let cell = cellFromAnchor(to: point)
        guard cell.phase < CGFloat(metrics.tile) else { return nil }
        return cell.coordinate >= metrics.lower && cell.coordinate <= metrics.upper ? cell.coordinate : nil
    }

    /// The tile whose stride (the tile and the spacing after it) contains content pixel
    /// `point`, and how many pixels into it the point lies (in `0..<stride`); clamped into the
    /// bounds. Any point is accepted: one 10³⁰ pixels away (or infinitely far) saturates at the
    /// `Int` limits (the grid's ends), and NaN counts as pixel 0.
    func cell(at point: CGFloat) -> (coordinate: Int, phase: CGFloat) {
        if point == .infinity { return (metrics.upper, CGFloat(metrics.stride - 1)) }
        if point == -.infinity { return (metrics.lower, 0) }
        let cell = cellFromAnchor(to: point.isNaN ? 0 : Self.snapped(point))
        let x = cell.coordinate
        if x < metrics.lower { return (metrics.lower, 0) }
        if x > metrics.upper { return (metrics.upper, CGFloat(metrics.stride - 1)) }
        return (x, cell.phase)
    }

    /// The coordinate whose stride holds content pixel `point` (a finite value), saturating at
    /// the `Int` limits (the grid's ends) for points 10³⁰ pixels away, and the phase within that
    /// stride (kept in `0..<stride`, where far away it is only approximate).
    private func cellFromAnchor(to point: CGFloat) -> (coordinate: Int, phase: CGFloat) {
        let distance = point - CGFloat(anchorPosition), stride = CGFloat(metrics.stride)
        let strides = (distance / stride).rounded(.down)
        let phase = distance - strides * stride
        let clampedPhase = phase.isFinite ? min(max(phase, 0), stride.nextDown) : 0
        // Near the anchor, exact integer arithmetic (saturating at the grid's ends). Beyond 2⁶²
        // strides a CGFloat no longer counts single tiles anyway, and `Int(strides)` could trap:
        // add in floating point and clamp.
        guard abs(strides) >= 0x1p62 else { return (anchor.saturatingAdd(Int(strides)), clampedPhase) }
        return (Int.clamping(CGFloat(anchor) + strides, to: .min ... .max, nan: anchor), clampedPhase)
    }

    /// A number of strides rounded by `rule` as an `Int`, clamped to ±2⁶² so that adding it to a
    /// coordinate saturates instead of trapping (NaN counts as 0).
    private static func strides(_ value: CGFloat, _ rule: FloatingPointRoundingRule) -> Int {
        Int.clamping(value.rounded(rule), to: -farAway...farAway, nan: 0)
    }

    /// `value` on the nearest whole pixel if it is within a millionth of one. Points at
    /// 1/3 pt (3× displays) are not exact in binary: 80⅓ pt × 3 may come out as
    /// 240.99999999999997 px, and a tile that only touches the viewport must not count as
    /// overlapping it because of that.
    static func snapped(_ value: CGFloat) -> CGFloat {
        let rounded = value.rounded()
        return abs(value - rounded) < 1e-6 ? rounded : value
    }

    /// `range` limited to the bounds, or `nil` if they do not meet.
    func bounded(_ range: ClosedRange<Int>) -> ClosedRange<Int>? {
        let low = max(range.lowerBound, metrics.lower), high = min(range.upperBound, metrics.upper)
        return low <= high ? low...high : nil
    }

    // MARK: - Placing and recentring

    /// Shows `coordinate` (clamped into the bounds) at the middle of the viewport when the
    /// offset is `idealOffset`, `phase` pixels into its stride. A fitted axis always starts
    /// with its first tile at 0; it scrolls to a coordinate instead.
    mutating func place(_ coordinate: Int, phase: Int) {
        guard !metrics.isFitted else {
            anchor = metrics.lower
            anchorPosition = 0
            return
        }
        anchor = min(max(coordinate, metrics.lower), metrics.upper)
        anchorPosition = metrics.idealOffset + metrics.viewport / 2 - min(max(phase, 0), metrics.stride - 1)
        pinToBounds()
        normalize()
    }

    /// The shift (in pixels, for offset and tiles alike) that brings an offset that strayed
    /// more than `threshold` from the middle back to within half a stride of it; 0 if the
    /// offset is close enough or the axis is fitted. Near a bound the shift is cut short so
    /// that no space opens before the first tile or after the last.
    /// - Complexity: O(1).
    func recenteringShift(forOffset offset: Int) -> Int {
        guard !metrics.isFitted, metrics.viewport > 0 else { return 0 }
        let deviation = offset - metrics.idealOffset
        guard abs(deviation) > metrics.threshold else { return 0 }
        let strides = (deviation + metrics.stride / 2).floorDivided(by: metrics.stride)
        var shift = -strides * metrics.stride
        shift = min(shift, -clampedPosition(of: metrics.lower))
        shift = max(shift, metrics.length - metrics.tile - clampedPosition(of: metrics.upper))
        return shift
    }

    /// Moves every tile by `shift` pixels (any amount; the anchor is then renamed to the tile
    /// nearest the middle, so positions stay small).
    mutating func recenter(by shift: Int) {
        anchorPosition = anchorPosition.saturatingAdd(shift)
        normalize()
    }

    /// The offset that puts content pixel `phase` of tile `coordinate`'s stride at the middle
    /// of the viewport, clamped to the scrollable range; `nil` if the tile is not in the
    /// content (it is too far away: jump instead).
    func offset(centering coordinate: Int, phase: Int) -> Int? {
        let x = min(max(coordinate, metrics.lower), metrics.upper)
        guard let start = position(of: x), start < metrics.length, start + metrics.tile > 0 else { return nil }
        let offset = start + min(max(phase, 0), metrics.stride - 1) - metrics.viewport / 2
        return min(max(offset, 0), max(0, metrics.length - metrics.viewport))
    }

    /// Shifts the tiles so that none of the content lies before the first tile or after the
    /// last one.
    private mutating func pinToBounds() {
        let first = clampedPosition(of: metrics.lower)
        if first > 0 { anchorPosition -= first }
        let end = clampedPosition(of: metrics.upper) + metrics.tile
        if end < metrics.length { anchorPosition += metrics.length - end }
    }

    /// Renames the anchor to the tile nearest the middle of the content (within the bounds).
    private mutating func normalize() {
        let strides = (metrics.length / 2).saturatingSubtract(anchorPosition).floorDivided(by: metrics.stride)
        let target = min(max(anchor.saturatingAdd(strides), metrics.lower), metrics.upper)
        // |target − anchor| ≤ |strides|, a few windows at most; saturating only matters for a
        // bounded axis pushed by absurd `recenter(by:)` calls, where the anchor sits at its bound.
        anchorPosition = anchorPosition.saturatingAdd(target.saturatingSubtract(anchor).saturatingMultiply(metrics.stride))
        anchor = target
    }
}
