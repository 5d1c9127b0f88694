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
/// of the tiles scrolls into view and bounces like any content edge. An unbounded axis is
/// bounded by `Int.min` and `Int.max`.
///
/// Only the tiles within 2⁵³ pixels of the anchor have positions (`reachable`): every offset
/// and rectangle the gate lets in lies within that reach, and no arithmetic on positions (a
/// tile count times the stride) can overflow.
///
/// Working in integer pixels (the stride is rounded to the pixel grid) makes every position
/// exact, so a shift moves every frame and the offset by exactly the same whole number of
/// pixels and pixel rounding cannot make anything twitch.
struct InfiniteGridAxis: Sendable, Equatable {
    let metrics: Metrics
    /// The tile whose leading edge is at `anchorPosition`; kept near the middle of the content.
    private(set) var anchor: Int
    /// Where `anchor` starts, in content pixels.
    private(set) var anchorPosition: Int
    /// The tiles that have positions: those within the bounds and within reach of the anchor.
    private(set) var reachable: ClosedRange<Int>

    /// An axis showing `coordinate` (clamped into the bounds) at the middle of the viewport
    /// when the offset is `idealOffset`, `phase` pixels (within the stride) into its stride.
    init(metrics: Metrics, coordinate: Int, phase: Int) {
        self.metrics = metrics
        (anchor, anchorPosition, reachable) = (metrics.lower, 0, metrics.lower...metrics.lower)
        // A fitted axis is laid out whole from its first tile; it scrolls to a coordinate instead.
        let (tile, position) = metrics.isFitted ? (metrics.lower, 0)
            : (metrics.clamped(coordinate), metrics.idealOffset + metrics.viewport / 2 - phase)
        setAnchor(tile, at: position)
        recenter(by: 0)
    }

    // MARK: - Positions

    /// The leading edge of tile `x` in content pixels, or `nil` if it is out of bounds or out
    /// of reach.
    /// - Complexity: O(1).
    func position(of x: Int) -> Int? {
        reachable.contains(x) ? anchorPosition + (x - anchor) * metrics.stride : nil
    }

    /// The tiles whose frames overlap the span (`low`, `high`) of content points, limited to the
    /// content and to the reachable tiles; `nil` if there are none. A frame overlaps the span as
    /// `CGRect.overlaps` says: a tile that only touches it at an edge does not.
    /// - Complexity: O(1).
    func tiles(overlapping low: CGFloat, _ high: CGFloat) -> ClosedRange<Int>? {
        let low = max(low, 0), high = min(high, points(metrics.length))
        guard low <= high else { return nil }
        // Tile k starts at anchorPosition + k·stride. The division brackets the candidates; each
        // end is then tested as its frame will be, in points, so that a rectangle at a third of
        // a point (3× displays, inexact in binary) meets exactly the frames it overlaps.
        let origin = CGFloat(anchorPosition), stride = CGFloat(metrics.stride)
        var first = Int((low * metrics.scale - CGFloat(metrics.tile) - origin) / stride, rounding: .down)
        var last = Int((high * metrics.scale - origin) / stride, rounding: .up)
        while first <= last && !overlaps(first, low, high) { first += 1 }
        while last >= first && !overlaps(last, low, high) { last -= 1 }
        first = max(first, reachable.lowerBound - anchor)
        last = min(last, reachable.upperBound - anchor)
        return first <= last ? (anchor + first)...(anchor + last) : nil
    }

    /// Whether the frame of the tile `strides` strides from the anchor overlaps (`low`, `high`).
    private func overlaps(_ strides: Int, _ low: CGFloat, _ high: CGFloat) -> Bool {
        let start = points(anchorPosition + strides * metrics.stride)
        return start < high && low < start + points(metrics.tile)
    }

    /// The tile whose stride (the tile and the spacing after it) contains content pixel
    /// `point`, and how many pixels into it the point lies (in `0..<stride`); clamped into the
    /// reachable tiles (a point beyond them gives the end it passes).
    func cell(at point: CGFloat) -> (coordinate: Int, phase: CGFloat) {
        let distance = point - CGFloat(anchorPosition), stride = CGFloat(metrics.stride)
        let strides = Int(distance / stride, rounding: .down)
        if strides < reachable.lowerBound - anchor { return (reachable.lowerBound, 0) }
        if strides > reachable.upperBound - anchor { return (reachable.upperBound, stride - 1) }
        // Beyond 2⁵² pixels a Double holds no fraction of a pixel: keep the phase in its stride.
        return (anchor + strides, min(max(distance - CGFloat(strides) * stride, 0), stride.nextDown))
    }

    /// `range` (reachable tiles) and one more tile on each side where there is one, cut to its
    /// middle `limit` tiles.
    func ring(around range: ClosedRange<Int>, atMost limit: Int) -> ClosedRange<Int> {
        var low = range.lowerBound > reachable.lowerBound ? range.lowerBound - 1 : range.lowerBound
        let high = range.upperBound < reachable.upperBound ? range.upperBound + 1 : range.upperBound
        let extra = high - low + 1 - limit
        guard extra > 0 else { return low...high }
        low += extra / 2
        return low...(low + limit - 1)
    }

    func points(_ pixels: Int) -> CGFloat { CGFloat(pixels) / metrics.scale }

    /// `points` in whole pixels, rounded to the nearest.
    func pixels(_ points: CGFloat) -> Int { Int(points * metrics.scale, rounding: .toNearestOrAwayFromZero) }

    // MARK: - Recentring

    /// The shift (in pixels, for offset and tiles alike) that brings a content offset of
    /// `offset` points that strayed more than `threshold` from the middle back to within half
    /// a stride of it; 0 if the offset is close enough or the axis is fitted. Near a bound the
    /// shift is cut short so that no space opens before the first tile or after the last.
    /// - Complexity: O(1).
    func recenteringShift(forOffset offset: CGFloat) -> Int {
        // The ideal offset is subtracted before converting: 2⁵⁰ pt at 4× is 2⁵² pixels, where the
        // conversion stops being exact.
        let deviation = Int(offset * metrics.scale - CGFloat(metrics.idealOffset), rounding: .toNearestOrAwayFromZero)
        guard !metrics.isFitted, abs(deviation) > metrics.threshold else { return 0 }
        return allowed(-(deviation + metrics.stride / 2).floorDivided(by: metrics.stride) * metrics.stride)
    }

    /// Moves every tile by `shift` pixels, cut short where it would uncover space beyond the
    /// first or the last reachable tile (a fitted axis does not move), and renames the anchor
    /// to the tile at the middle of the content. Returns the shift made.
    @discardableResult
    mutating func recenter(by shift: Int) -> Int {
        let shift = allowed(shift)
        anchorPosition += shift
        let strides = (metrics.length / 2 - anchorPosition).floorDivided(by: metrics.stride)
        let middle = anchor + min(max(strides, reachable.lowerBound - anchor), reachable.upperBound - anchor)
        setAnchor(middle, at: anchorPosition + (middle - anchor) * metrics.stride)
        return shift
    }

    /// `shift` cut to the shifts after which the reachable tiles still cover the content.
    private func allowed(_ shift: Int) -> Int {
        let first = anchorPosition + (reachable.lowerBound - anchor) * metrics.stride
        let end = anchorPosition + (reachable.upperBound - anchor) * metrics.stride + metrics.tile
        return max(min(shift, -first), metrics.length - end)
    }

    /// The offset that puts content pixel `phase` of tile `coordinate`'s stride (the tile
    /// clamped into the bounds) at the middle of the viewport, clamped to the scrollable range;
    /// `nil` if the tile is not in the content (it is too far away: jump instead).
    func offset(centering coordinate: Int, phase: Int) -> Int? {
        guard let start = position(of: metrics.clamped(coordinate)), start < metrics.length, start + metrics.tile > 0
        else { return nil }
        return min(max(start + phase - metrics.viewport / 2, 0), max(0, metrics.length - metrics.viewport))
    }

    /// Makes `tile` the anchor, starting at `position`, and finds the tiles within reach of it.
    private mutating func setAnchor(_ tile: Int, at position: Int) {
        anchor = tile
        anchorPosition = position
        let reach = UInt(metrics.reach)
        let low = metrics.lower.distance(upTo: tile) > reach ? tile - metrics.reach : metrics.lower
        let high = tile.distance(upTo: metrics.upper) > reach ? tile + metrics.reach : metrics.upper
        reachable = low...high
    }
}
