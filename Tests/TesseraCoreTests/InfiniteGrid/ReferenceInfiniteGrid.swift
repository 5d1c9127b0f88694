import Foundation
@testable import TesseraCore

/// The infinite grid by the most literal reading of its documented rules, built from a valid
/// configuration, the context and the requested centre alone (nothing of the layout under test):
///
/// - along each axis tiles are `tile` pixels long and one `stride` apart (the configuration's
///   lengths on the pixel grid, a tile at least one pixel); column x + 1 lies right of x (left
///   of it in right-to-left layouts), row y + 1 below y; tiles exist between the bounds;
/// - the content is a window of the viewport and a margin of max(4,096 pt, two viewports, two
///   strides) on each side, or exactly the tiles between the bounds where they fit in it;
/// - at rest the centre tile's middle is at the viewport's middle (each halved downwards in
///   pixels) with the offset in the middle of the window, then the tiles are pushed so that no
///   content lies before the first tile or after the last; a fitted axis starts with its first
///   tile and rests as close to centring the tile as the content allows;
/// - an offset more than half a margin from the middle recentres: offset and tiles move back
///   by whole strides to within half a stride of it, cut short so that the tiles still cover
///   the content;
/// - a rectangle meets a tile whose frame overlaps it (`CGRect.overlaps`) once cut to the
///   content; the tiles holding items are those meeting the visible rectangle, and one ring.
///
/// Used where a viewport shows far fewer tiles than `Limits.tileSlots` lends (the live region
/// is not cut), and for tiles within 2⁴⁰ of the centre.
struct ReferenceInfiniteGrid {
    struct Axis {
        let tile: Int, stride: Int, viewport: Int, margin: Int, length: Int, isFitted: Bool
        /// The centre tile, +1 (or −1 for right-to-left columns) per tile to the right, and the
        /// tiles from the centre to the first and to the last in that order (nil beyond 2⁴⁰).
        let center: Int, direction: Int, toFirst: Int?, toLast: Int?
        /// Where the centre tile starts, in content pixels.
        var start: Int

        init(tile: CGFloat, spacing: CGFloat, bounds: ClosedRange<Int>, viewport: CGFloat, scale: CGFloat,
             center requested: Int, direction: Int) {
            func px(_ points: CGFloat) -> Int { Int((points * scale).rounded()) }
            self.tile = max(1, px(tile))
            stride = max(self.tile, px(tile + spacing))
            self.viewport = px(viewport)
            margin = max(px(4096), 2 * self.viewport, 2 * stride)
            center = min(max(requested, bounds.lowerBound), bounds.upperBound)
            self.direction = direction
            func count(_ from: Int, _ to: Int) -> Int? {
                let (d, overflow) = to.subtractingReportingOverflow(from)
                return !overflow && d < 1 << 40 ? d : nil
            }
            let below = count(bounds.lowerBound, center), above = count(center, bounds.upperBound)
            toFirst = direction > 0 ? below : above
            toLast = direction > 0 ? above : below
            let window = self.viewport + 2 * margin
            if let first = toFirst, let last = toLast, (first + last) * stride + self.tile <= window {
                isFitted = true
                length = (first + last) * stride + self.tile
                start = first * stride
            } else {
                isFitted = false
                length = window
                start = (length - self.viewport) / 2 + self.viewport / 2 - self.tile / 2
                start += Self.push(first: start - (toFirst.map { $0 * stride } ?? 1 << 60),
                                   end: start + (toLast.map { $0 * stride } ?? 1 << 60) + self.tile, length: length)
            }
        }

        /// The shift that keeps the content inside the tiles from `first` to `end`: no content
        /// before the first, none after the last.
        static func push(first: Int, end: Int, length: Int, shift: Int = 0) -> Int {
            max(min(shift, -first), length - end)
        }

        /// The offset at rest: the centre tile's middle at the viewport's middle, within the content.
        var restingOffset: Int { min(max(start + tile / 2 - viewport / 2, 0), max(0, length - viewport)) }

        /// Steps along the axis from the centre to `c`, or `nil` out of bounds or beyond 2⁴⁰.
        func steps(to c: Int) -> Int? {
            let (d, overflow) = c.subtractingReportingOverflow(center)
            guard !overflow, d.magnitude < 1 << 40 else { return nil }
            let k = d * direction
            return k >= -(toFirst ?? 1 << 40) && k <= (toLast ?? 1 << 40) ? k : nil
        }

        /// The coordinate `k` steps from the centre.
        func coordinate(_ k: Int) -> Int { center + k * direction }

        /// Every step whose tile could touch the content, within the bounds.
        var candidates: ClosedRange<Int> {
            max(-(toFirst ?? 1 << 40), (-start - tile) / stride - 1)...min(toLast ?? 1 << 40, (length - start) / stride + 1)
        }

        /// Recentres for an offset of `offset` pixels: moves the tiles and returns the shift.
        mutating func recenter(forOffset offset: Int) -> Int {
            let deviation = offset - (length - viewport) / 2
            guard !isFitted, abs(deviation) > margin / 2 else { return 0 }
            let strides = Int((Double(deviation + stride / 2) / Double(stride)).rounded(.down))
            let shift = Self.push(first: start - (toFirst.map { $0 * stride } ?? 1 << 60),
                                  end: start + (toLast.map { $0 * stride } ?? 1 << 60) + tile, length: length,
                                  shift: -strides * stride)
            start += shift
            return shift
        }
    }

    var x: Axis
    var y: Axis
    let scale: CGFloat

    /// The model for a valid `configuration` in `context` around `center`, or `nil` when the
    /// viewport is empty (less than half a pixel on a side).
    init?(_ configuration: InfiniteGridLayout.Configuration, _ context: LayoutContext, center: GridCoordinates) {
        scale = context.pixelGrid.scale
        let viewport = context.viewportSize
        x = Axis(tile: configuration.tileSize.width, spacing: configuration.horizontalSpacing,
                 bounds: configuration.xBounds ?? Int.min...Int.max, viewport: viewport.width, scale: scale,
                 center: center.x, direction: context.layoutDirection.isRightToLeft ? -1 : 1)
        y = Axis(tile: configuration.tileSize.height, spacing: configuration.verticalSpacing,
                 bounds: configuration.yBounds ?? Int.min...Int.max, viewport: viewport.height, scale: scale,
                 center: center.y, direction: 1)
        guard x.viewport > 0, y.viewport > 0 else { return nil }
    }

    var contentSize: CGSize { CGSize(width: CGFloat(x.length) / scale, height: CGFloat(y.length) / scale) }

    var restingOffset: CGPoint { CGPoint(x: CGFloat(x.restingOffset) / scale, y: CGFloat(y.restingOffset) / scale) }

    /// Recentres for the content offset `offset` (points); returns the shift (points).
    mutating func recenter(forOffset offset: CGPoint) -> CGPoint {
        let dx = x.recenter(forOffset: Int((offset.x * scale).rounded()))
        let dy = y.recenter(forOffset: Int((offset.y * scale).rounded()))
        return CGPoint(x: CGFloat(dx) / scale, y: CGFloat(dy) / scale)
    }

    func frame(of c: GridCoordinates) -> CGRect? {
        guard let kx = x.steps(to: c.x), let ky = y.steps(to: c.y) else { return nil }
        return frame(kx, ky)
    }

    private func frame(_ kx: Int, _ ky: Int) -> CGRect {
        CGRect(x: CGFloat(x.start + kx * x.stride) / scale, y: CGFloat(y.start + ky * y.stride) / scale,
               width: CGFloat(x.tile) / scale, height: CGFloat(y.tile) / scale)
    }

    /// `rect` cut to the content, as its lowest and highest edges; `nil` when it holds nothing
    /// (`CGRect.null`, a NaN edge) or lies beyond the content.
    private func cut(_ rect: CGRect) -> (low: CGPoint, high: CGPoint)? {
        guard !rect.isNull, ![rect.minX, rect.maxX, rect.minY, rect.maxY].contains(where: \.isNaN) else { return nil }
        let content = contentSize
        let low = CGPoint(x: max(rect.minX, 0), y: max(rect.minY, 0))
        let high = CGPoint(x: min(rect.maxX, content.width), y: min(rect.maxY, content.height))
        return low.x <= high.x && low.y <= high.y ? (low, high) : nil
    }

    /// Whether the tile at `c` meets `rect`: its frame overlaps the rectangle cut to the content.
    func meets(_ rect: CGRect, _ c: GridCoordinates) -> Bool {
        guard let (low, high) = cut(rect), let frame = frame(of: c) else { return false }
        return frame.minX < high.x && low.x < frame.maxX && frame.minY < high.y && low.y < frame.maxY
    }

    /// Every tile meeting `rect`, row by row.
    func tiles(in rect: CGRect) -> [GridCoordinates] {
        guard let (low, high) = cut(rect) else { return [] }
        let columns = x.candidates.filter {
            let frame = self.frame($0, 0)
            return frame.minX < high.x && low.x < frame.maxX
        }
        let rows = y.candidates.filter {
            let frame = self.frame(0, $0)
            return frame.minY < high.y && low.y < frame.maxY
        }
        return rows.flatMap { ky in columns.map { GridCoordinates(x: x.coordinate($0), y: y.coordinate(ky)) } }
    }

    /// The tiles that hold items for the visible rectangle `visible`: those meeting it and one
    /// ring around them, within the bounds.
    func liveTiles(around visible: CGRect) -> Set<GridCoordinates> {
        let seen = tiles(in: visible)
        guard let first = seen.first, let last = seen.last,
              let x0 = x.steps(to: first.x), let x1 = x.steps(to: last.x),
              let y0 = y.steps(to: first.y), let y1 = y.steps(to: last.y) else { return [] }
        func ring(_ a: Int, _ b: Int, _ axis: Axis) -> [Int] {
            ((min(a, b) - 1)...(max(a, b) + 1)).filter { $0 >= -(axis.toFirst ?? 1 << 40) && $0 <= (axis.toLast ?? 1 << 40) }
        }
        let columns = ring(x0, x1, x).map(x.coordinate), rows = ring(y0, y1, y).map(y.coordinate)
        return Set(rows.flatMap { row in columns.map { GridCoordinates(x: $0, y: row) } })
    }

    /// The live tile (for `visible`) whose frame contains `point`, leading edges included.
    func liveTile(at point: CGPoint, visible: CGRect) -> GridCoordinates? {
        liveTiles(around: visible).first { frame(of: $0)?.contains(point) == true }
    }
}
