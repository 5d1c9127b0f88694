import Foundation
@testable import TesseraCore
@testable import TesseraTesting

/// The tutorial's way, kept deliberately naive: walk every item in order, placing it by the
/// most literal reading of the rules, keep every frame, and filter all of them per query.
/// Exactly right and O(n), which makes it the reference the presentations are checked against.
struct ReferencePresentation {
    /// Every header and cell, section by section, the header first.
    private(set) var frames: [(index: ItemIndex, kind: LayoutElementKind, frame: CGRect)] = []
    /// The same frames before rounding to pixels.
    private(set) var unrounded: [ItemIndex: CGRect] = [:]
    /// Each section's header before rounding to pixels.
    private(set) var unroundedHeaders: [Int: CGRect] = [:]
    private(set) var contentSize: CGSize = .zero

    /// How a section's items are placed, relative to the section's first item at y = 0.
    typealias Placer = (_ count: Int, _ section: Int, _ originX: CGFloat, _ width: CGFloat) -> [CGRect]?

    init(context: LayoutContext, insets: EdgeInsets, headerHeight: CGFloat, place: Placer) {
        let width = context.viewportSize.width - context.contentInsets.left - context.contentInsets.right
        // A layout that cannot place items at this width shows nothing, not even headers.
        guard width > 0, place(0, 0, insets.left, width - insets.left - insets.right) != nil else { return }
        var y: CGFloat = 0
        var all: [(ItemIndex, LayoutElementKind, CGRect)] = []
        for (section, count) in context.sectionItemCounts.enumerated() {
            if headerHeight > 0 {
                all.append((ItemIndex(item: 0, section: section), .presentationHeader,
                            CGRect(x: 0, y: y, width: width, height: headerHeight)))
            }
            y += headerHeight
            guard count > 0 else { continue }
            y += insets.top
            guard let relative = place(count, section, insets.left, width - insets.left - insets.right) else { return }
            var bottom: CGFloat = 0
            for (item, frame) in relative.enumerated() {
                all.append((ItemIndex(item: item, section: section), .cell, frame.offsetBy(dx: 0, dy: y)))
                bottom = max(bottom, frame.maxY)
            }
            y += bottom + insets.bottom
        }
        guard y > 0 else { return }
        contentSize = CGSize(width: width, height: y)
        frames = all.map { index, kind, frame in
            var mirrored = frame
            if context.layoutDirection == .rightToLeft { mirrored.origin.x = width - frame.maxX }
            if kind == .cell { unrounded[index] = mirrored } else { unroundedHeaders[index.section] = mirrored }
            return (index, kind, context.pixelGrid.round(mirrored))
        }
    }

    // MARK: - The four presentations, literally

    /// Rows of `pattern` groups, one after the other: the reading of list, grid and mosaic.
    static func groups(_ pattern: [MosaicPresentation.Group], itemSpacing s: CGFloat, lineSpacing l: CGFloat,
                       measured: [[Int: CGFloat]] = []) -> Placer {
        { count, section, x0, available in
            var frames: [CGRect] = [], groupTop: CGFloat = 0
            for group in pattern where (available - CGFloat(group.columns - 1) * s) / CGFloat(group.columns) <= 0 {
                return nil
            }
            while frames.count < count {
                for group in pattern where frames.count < count {
                    let c = CGFloat(group.columns)
                    let unit = (available - (c - 1) * s) / c
                    // Rows are from 1/64 pt to 65,536 pt tall, whatever the ratio.
                    var h: CGFloat
                    switch group.rowHeight {
                    case .fixed(let value), .estimated(let value): h = min(max(value, 1.0 / 64), 65_536)
                    case .aspectRatio(let ratio): h = min(max(unit / ratio, 1.0 / 64), 65_536)
                    }
                    guard unit > 0 else { return nil }
                    let tiles = group.tiles ?? (0..<group.itemCount).map {
                        MosaicPresentation.Tile(column: $0 % group.columns, row: $0 / group.columns)
                    }
                    // Self-sizing: the pass's unit row is as tall as its tallest item needs (a
                    // measured item spanning r rows needs (height − (r − 1)·l) / r, at least 1/64 pt),
                    // else the estimate.
                    if case .estimated = group.rowHeight {
                        let first = frames.count
                        let needs = tiles.indices.filter { first + $0 < count }.map { k -> CGFloat in
                            let known = section < measured.count ? measured[section][first + k] : nil
                            guard let known else { return h }
                            let length = known > 0 ? min(known, 65_536) : 0
                            return max((length - CGFloat(tiles[k].rowSpan - 1) * l) / CGFloat(tiles[k].rowSpan), 1.0 / 64)
                        }
                        h = needs.max() ?? h
                    }
                    for tile in tiles where frames.count < count {
                        frames.append(CGRect(x: x0 + CGFloat(tile.column) * (unit + s),
                                             y: groupTop + CGFloat(tile.row) * (h + l),
                                             width: CGFloat(tile.columnSpan) * unit + CGFloat(tile.columnSpan - 1) * s,
                                             height: CGFloat(tile.rowSpan) * h + CGFloat(tile.rowSpan - 1) * l))
                    }
                    let rows = group.tiles == nil ? (group.itemCount + group.columns - 1) / group.columns : group.rows
                    groupTop += CGFloat(rows) * h + CGFloat(rows - 1) * l + l
                }
            }
            return frames
        }
    }

    /// Each item into the column whose next free y is smallest, the leftmost of equals.
    ///
    /// Heights and the spacing shorter than 2⁻²⁰ pt are 0, and so short an estimate is that
    /// long (the limits table's `shortestLength`).
    static func waterfall(columns: Int, heights: [[CGFloat]], estimate: CGFloat, itemSpacing s: CGFloat,
                          lineSpacing: CGFloat) -> Placer {
        let shortest: CGFloat = 0x1p-20
        let l = lineSpacing >= shortest ? lineSpacing : 0
        let estimate = estimate > 0 ? max(estimate, shortest) : estimate
        return { count, section, x0, available in
            let width = (available - CGFloat(columns - 1) * s) / CGFloat(columns)
            guard width > 0 else { return nil }
            var next = Array(repeating: CGFloat(0), count: columns)
            var frames: [CGRect] = []
            for item in 0..<count {
                let given = section < heights.count && item < heights[section].count ? heights[section][item] : estimate
                // A height is a stacked length: NaN, negative and shorter ones are 0, at most 65,536 pt.
                let height = given >= shortest ? min(given, 65_536) : 0
                var column = 0
                for c in 0..<columns where next[c] < next[column] { column = c }
                frames.append(CGRect(x: x0 + CGFloat(column) * (width + s), y: next[column], width: width, height: height))
                next[column] = next[column] + height + l
            }
            return frames
        }
    }

    /// A waterfall whose cells measured themselves after it was placed, literally: every item
    /// placed in the shortest column with the heights known then (`placed`, the estimate for
    /// the others), then each column stacked again, top to bottom, with the heights measured
    /// since (`measured[section][item]`, else the placed one). Items keep their columns.
    ///
    /// `shifts[section]` lists measurements that kept the items below them: each column then
    /// starts higher by the growth of its items measured so, and every column with items lower
    /// by as much as keeps the highest of them at the section's top.
    static func measuredWaterfall(columns: Int, placed: [[CGFloat]], measured: [[Int: CGFloat]], estimate: CGFloat,
                                  itemSpacing s: CGFloat, lineSpacing l: CGFloat,
                                  shifts: [[(item: Int, growth: CGFloat)]] = []) -> Placer {
        let place = waterfall(columns: columns, heights: placed, estimate: estimate, itemSpacing: s, lineSpacing: l)
        let shortest: CGFloat = 0x1p-20
        let l = l >= shortest ? l : 0
        return { count, section, x0, available in
            guard let frames = place(count, section, x0, available) else { return nil }
            let changed = section < measured.count ? measured[section] : [:]
            var next: [CGFloat: CGFloat] = [:]   // by column's left edge
            let stacked = frames.enumerated().map { item, frame in
                let given = changed[item] ?? frame.height
                let height = given >= shortest ? min(given, 65_536) : 0
                let top = next[frame.minX] ?? 0
                next[frame.minX] = top + height + l
                return CGRect(x: frame.minX, y: top, width: frame.width, height: height)
            }
            guard columns > 1, section < shifts.count, !shifts[section].isEmpty else { return stacked }
            var origin: [CGFloat: CGFloat] = [:]
            for frame in stacked { origin[frame.minX] = 0 }
            for shift in shifts[section] where shift.item < stacked.count {
                origin[stacked[shift.item].minX, default: 0] -= shift.growth
            }
            let highest = origin.values.min() ?? 0
            return stacked.map { $0.offsetBy(dx: 0, dy: origin[$0.minX]! - highest) }
        }
    }

    // MARK: - Queries

    func items(in rect: CGRect) -> [(ItemIndex, LayoutElementKind)] {
        frames.filter { $0.frame.overlaps(rect) }.map { ($0.index, $0.kind) }
    }

    func frame(of index: ItemIndex) -> CGRect? {
        frames.first { $0.index == index && $0.kind == .cell }?.frame
    }

    var cells: [(index: ItemIndex, frame: CGRect)] {
        frames.filter { $0.kind == .cell }.map { ($0.index, $0.frame) }
    }
}
