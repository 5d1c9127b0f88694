import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension MosaicPresentation {
    /// A cell of a group's unit grid that one item covers: its top-leading unit and how many
    /// units it spans each way.
    public struct Tile: Sendable, Hashable {
        var column: Int
        var row: Int
        var columnSpan: Int
        var rowSpan: Int

        /// Creates a tile at `column` and `row` (0 is the leading column and the top row)
        /// covering `columnSpan` × `rowSpan` units.
        public init(column: Int, row: Int, columnSpan: Int = 1, rowSpan: Int = 1) {
            self.column = column
            self.row = row
            self.columnSpan = columnSpan
            self.rowSpan = rowSpan
        }
    }

    /// One step of a mosaic's pattern: a grid of `columns` equal unit columns and unit rows
    /// of one height, filled by consecutive items.
    ///
    /// A *uniform* group fills its units row by row with `itemCount` items (a row of three,
    /// one full-width item, a block of rows); a *tiled* group places each item on a tile that
    /// may span several units (one large item beside two small ones):
    ///
    ///     uniform(columns: 3, items: 3)     largeAndSmall()
    ///     [ 0 ][ 1 ][ 2 ]                   [        ][ 1 ]
    ///                                       [   0    ][ 2 ]
    public struct Group: Sendable, Hashable {
        enum Shape: Sendable, Hashable {
            /// `itemCount` items row-major on `columns` units, one unit each.
            case uniform(itemCount: Int)
            /// One item per tile, in order.
            case tiled(rows: Int, tiles: [Tile])
        }

        /// Unit columns across the available width.
        let columns: Int
        /// The height of one unit row, from the unit width.
        let rowHeight: PresentationItemHeight
        let shape: Shape

        /// A group whose items cover `tiles` of a `columns × rows` unit grid, in order.
        public init(columns: Int, rows: Int, tiles: [Tile], rowHeight: PresentationItemHeight = .aspectRatio(1)) {
            self.columns = columns
            self.rowHeight = rowHeight
            self.shape = .tiled(rows: rows, tiles: tiles)
        }

        private init(columns: Int, itemCount: Int, rowHeight: PresentationItemHeight) {
            self.columns = columns
            self.rowHeight = rowHeight
            self.shape = .uniform(itemCount: itemCount)
        }

        /// `items` equal items, `columns` to a row, filled row by row (the last row may be
        /// partly empty; its items sit at the leading side). `items` defaults to `columns`.
        public static func uniform(columns: Int, items: Int? = nil,
                                   height: PresentationItemHeight = .aspectRatio(1)) -> Group {
            Group(columns: columns, itemCount: items ?? columns, rowHeight: height)
        }

        /// One row of `columns` equal items.
        public static func row(columns: Int, height: PresentationItemHeight = .aspectRatio(1)) -> Group {
            uniform(columns: columns, height: height)
        }

        /// One item across the whole available width.
        public static func fullWidth(height: PresentationItemHeight) -> Group {
            uniform(columns: 1, height: height)
        }

        /// One large item two units square beside two small ones stacked on a third unit
        /// column; the large item is on the leading side unless `largeLeading` is `false`.
        public static func largeAndSmall(largeLeading: Bool = true,
                                         height: PresentationItemHeight = .aspectRatio(1)) -> Group {
            let large = largeLeading ? 0 : 1, small = largeLeading ? 2 : 0
            return Group(columns: 3, rows: 2, tiles: [
                Tile(column: large, row: 0, columnSpan: 2, rowSpan: 2),
                Tile(column: small, row: 0), Tile(column: small, row: 1),
            ], rowHeight: height)
        }

        /// How many items one pass of this group shows.
        var itemCount: Int {
            switch shape {
            case .uniform(let count): count
            case .tiled(_, let tiles): tiles.count
            }
        }

        /// Unit rows: enough rows for the items of a uniform group.
        var rows: Int {
            switch shape {
            case .uniform(let count): (count + columns - 1) / columns
            case .tiled(let rows, _): rows
            }
        }

        /// The tiles of a tiled group; `nil` for a uniform one.
        var tiles: [Tile]? {
            if case .tiled(_, let tiles) = shape { return tiles }
            return nil
        }

        /// Checks columns, rows, the row height and every tile.
        /// - Throws: `ConfigurationError` naming the first invalid field (under `field`).
        func validate(_ field: String) throws {
            try Validate.integer(columns, "\(field).columns", in: 1...Limits.lines)
            try rowHeight.validate("\(field).rowHeight")
            switch shape {
            case .uniform(let count):
                try Validate.integer(count, "\(field).items", in: 1...Limits.itemCount)
            case .tiled(let rows, let tiles):
                try Validate.integer(rows, "\(field).rows", in: 1...Limits.lines)
                guard !tiles.isEmpty else {
                    throw ConfigurationError(field: "\(field).tiles", value: "[]", requirement: "at least one tile")
                }
                var covered = Set<Int>()
                for (number, tile) in tiles.enumerated() {
                    try validate(tile, "\(field).tiles[\(number)]", rows: rows, covered: &covered)
                }
            }
        }

        private func validate(_ tile: Tile, _ field: String, rows: Int, covered: inout Set<Int>) throws {
            let fits = tile.column >= 0 && tile.row >= 0 && tile.columnSpan >= 1 && tile.rowSpan >= 1
                && tile.columnSpan <= columns - tile.column && tile.rowSpan <= rows - tile.row
            guard fits else {
                throw ConfigurationError(field: field, value: "\(tile)",
                                         requirement: "inside the \(columns) × \(rows) unit grid with spans ≥ 1")
            }
            for row in tile.row..<(tile.row + tile.rowSpan) {
                for column in tile.column..<(tile.column + tile.columnSpan) {
                    guard covered.insert(row * columns + column).inserted else {
                        throw ConfigurationError(field: field, value: "\(tile)", requirement: "not overlapping another tile")
                    }
                }
            }
        }
    }
}
