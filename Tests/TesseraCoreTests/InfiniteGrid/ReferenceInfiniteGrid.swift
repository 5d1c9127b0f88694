import Foundation
@testable import TesseraCore
@testable import TesseraTesting

/// The infinite grid by the most literal reading of its rules, for checking the analytic
/// layout: per axis, tile `origin` starts at content pixel `start` and each coordinate step
/// moves one stride (to the left for x in right-to-left layouts); tiles exist between the
/// bounds; a rectangle meets a tile when their open interiors overlap, after cutting the
/// rectangle to the content. Queries scan every coordinate whose tile could touch the content.
struct ReferenceInfiniteGrid {
    struct Axis {
        var tile: Int
        var stride: Int
        var lower: Int
        var upper: Int
        var length: Int
        var origin: Int
        var start: Int
        var direction: Int

        /// Every coordinate (within the bounds) whose tile could touch the content.
        var candidates: [Int] {
            let reach = length / stride + 2
            var result: [Int] = []
            for step in -reach...reach {
                let (x, overflow) = origin.addingReportingOverflow(step * direction)
                if !overflow, x >= lower, x <= upper, start(of: x) != nil { result.append(x) }
            }
            return result.sorted()
        }

        func start(of x: Int) -> Int? {
            let (d, o1) = x.subtractingReportingOverflow(origin)
            guard !o1, abs(d) < 1 << 40 else { return nil }
            return start + direction * d * stride
        }
    }

    let x: Axis
    let y: Axis
    let scale: CGFloat

    /// The reference for `layout`, taking only where one tile sits (the anchor) from it.
    init(_ layout: InfiniteGridLayout) {
        let rtl = layout.context.layoutDirection.isRightToLeft
        let c = layout.configuration, scale = layout.context.pixelGrid.scale
        func px(_ v: CGFloat) -> Int { Int((v * scale).rounded()) }
        let tileX = max(1, px(c.tileSize.width)), tileY = max(1, px(c.tileSize.height))
        let xb = c.xBounds ?? Int.min...Int.max, yb = c.yBounds ?? Int.min...Int.max
        // The anchor is kept in internal coordinates; column ~x is column x mirrored.
        let anchorX = rtl ? ~layout.horizontal.anchor : layout.horizontal.anchor
        x = Axis(tile: tileX, stride: max(tileX, px(c.tileSize.width + c.horizontalSpacing)),
                 lower: xb.lowerBound, upper: xb.upperBound, length: layout.horizontal.metrics.length,
                 origin: anchorX, start: layout.horizontal.anchorPosition, direction: rtl ? -1 : 1)
        y = Axis(tile: tileY, stride: max(tileY, px(c.tileSize.height + c.verticalSpacing)),
                 lower: yb.lowerBound, upper: yb.upperBound, length: layout.vertical.metrics.length,
                 origin: layout.vertical.anchor, start: layout.vertical.anchorPosition, direction: 1)
        self.scale = scale
    }

    func frame(of c: GridCoordinates) -> CGRect? {
        guard c.x >= x.lower, c.x <= x.upper, c.y >= y.lower, c.y <= y.upper,
              let sx = x.start(of: c.x), let sy = y.start(of: c.y) else { return nil }
        return CGRect(x: CGFloat(sx) / scale, y: CGFloat(sy) / scale,
                      width: CGFloat(x.tile) / scale, height: CGFloat(y.tile) / scale)
    }

    /// A length in pixels; edges within a millionth of a pixel of a whole pixel are on it
    /// (the layout's documented tolerance for 1/3-point offsets).
    func pixels(_ points: CGFloat) -> CGFloat {
        let value = points * scale, rounded = value.rounded()
        return abs(value - rounded) < 1e-6 ? rounded : value
    }

    /// Every tile meeting `rect` cut to the content, row by row, in pixels. Scans every
    /// candidate column and every candidate row (a tile meets a rectangle when it does along
    /// both axes).
    func tiles(in rect: CGRect) -> [GridCoordinates] {
        let minX = max(pixels(rect.minX), 0), maxX = min(pixels(rect.maxX), CGFloat(x.length))
        let minY = max(pixels(rect.minY), 0), maxY = min(pixels(rect.maxY), CGFloat(y.length))
        guard minX <= maxX, minY <= maxY else { return [] }
        let columns = x.candidates.filter {
            let s = CGFloat(x.start(of: $0)!)
            return s < maxX && s + CGFloat(x.tile) > minX
        }
        let rows = y.candidates.filter {
            let s = CGFloat(y.start(of: $0)!)
            return s < maxY && s + CGFloat(y.tile) > minY
        }
        return rows.flatMap { row in columns.map { GridCoordinates(x: $0, y: row) } }
    }

    /// The tile whose frame contains `point` (left and top edges included), if any.
    func tile(at point: CGPoint) -> GridCoordinates? {
        let px = pixels(point.x), py = pixels(point.y)
        guard px >= 0, py >= 0, px < CGFloat(x.length), py < CGFloat(y.length) else { return nil }
        let column = x.candidates.first {
            let s = CGFloat(x.start(of: $0)!)
            return px >= s && px < s + CGFloat(x.tile)
        }
        let row = y.candidates.first {
            let s = CGFloat(y.start(of: $0)!)
            return py >= s && py < s + CGFloat(y.tile)
        }
        guard let column, let row else { return nil }
        return GridCoordinates(x: column, y: row)
    }
}
