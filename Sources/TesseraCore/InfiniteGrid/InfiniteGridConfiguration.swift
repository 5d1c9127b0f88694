import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension InfiniteGridLayout {
    /// What an infinite grid looks like: tile size, spacing, optional bounds and wrapping.
    ///
    /// Sizes are in points and are rounded to the display's pixel grid when the layout is
    /// prepared (a tile is at least one pixel): every tile then has the same size on screen
    /// and recentring moves the content by whole pixels, which is what makes it invisible.
    /// However small the tiles, the layout lends at most `Limits.tileSlots` item indices: a
    /// viewport showing more tiles than half of that (1-pixel tiles on a large screen) lends
    /// them to the tiles in its middle.
    public struct Configuration: Sendable, Equatable {
        /// The size of every tile, in points: above 0 and at most 65,536 on each side.
        /// Defaults to 100 × 100.
        public var tileSize: CGSize
        /// Space between columns, in points, at most 65,536. Defaults to 0.
        public var horizontalSpacing: CGFloat
        /// Space between rows, in points, at most 65,536. Defaults to 0.
        public var verticalSpacing: CGFloat
        /// The columns that exist, or `nil` for all of them (the grid then ends only at
        /// `Int.min` and `Int.max`). A bounded axis scrolls and bounces like ordinary
        /// content at its ends. Defaults to `nil`.
        public var xBounds: ClosedRange<Int>?
        /// The rows that exist, or `nil` for all of them. Defaults to `nil`.
        public var yBounds: ClosedRange<Int>?
        /// Finite data repeated in both axes ("torus" mode), or `nil` to show each
        /// coordinate's own data. Defaults to `nil`.
        public var torus: GridTorus?

        /// Creates a configuration, rejecting values that cannot work.
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        public init(tileSize: CGSize = CGSize(width: 100, height: 100), horizontalSpacing: CGFloat = 0,
                    verticalSpacing: CGFloat = 0, xBounds: ClosedRange<Int>? = nil, yBounds: ClosedRange<Int>? = nil,
                    torus: GridTorus? = nil) throws {
            self.init(unchecked: tileSize, horizontalSpacing, verticalSpacing, xBounds, yBounds, torus)
            try validate()
        }

        private init(unchecked tileSize: CGSize, _ horizontalSpacing: CGFloat, _ verticalSpacing: CGFloat,
                     _ xBounds: ClosedRange<Int>?, _ yBounds: ClosedRange<Int>?, _ torus: GridTorus?) {
            self.tileSize = tileSize
            self.horizontalSpacing = horizontalSpacing
            self.verticalSpacing = verticalSpacing
            self.xBounds = xBounds
            self.yBounds = yBounds
            self.torus = torus
        }

        /// 100 × 100 pt tiles, no spacing, unbounded, no wrapping.
        public static let standard = Configuration(unchecked: CGSize(width: 100, height: 100), 0, 0, nil, nil, nil)

        /// Checks every field: lengths are finite and at most `Limits.length` (tiles above 0,
        /// spacings at least 0), a torus has at least one column and one row.
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        public func validate() throws {
            try Validate.length(tileSize.width, "tileSize.width", maximum: Limits.length, positive: true)
            try Validate.length(tileSize.height, "tileSize.height", maximum: Limits.length, positive: true)
            try Validate.length(horizontalSpacing, "horizontalSpacing", maximum: Limits.length)
            try Validate.length(verticalSpacing, "verticalSpacing", maximum: Limits.length)
            if let torus {
                try Validate.positive(torus.columns, "torus.columns")
                try Validate.positive(torus.rows, "torus.rows")
            }
        }

        /// Whether `validate()` passes.
        var isValid: Bool { (try? validate()) != nil }
    }
}

/// Finite `columns × rows` data repeated forever in both axes: the tile at (x, y) shows the
/// data at (x mod columns, y mod rows). For calendars, maps and spreadsheets that loop.
public struct GridTorus: Sendable, Hashable {
    /// The number of distinct columns of data (≥ 1).
    let columns: Int
    /// The number of distinct rows of data (≥ 1).
    let rows: Int

    /// Creates a torus of `columns × rows` data tiles (each at least 1: the configuration
    /// rejects others).
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The data coordinates shown at `coordinates`: both components wrapped into
    /// `0..<columns` and `0..<rows` (also for negative coordinates).
    func wrap(_ coordinates: GridCoordinates) -> GridCoordinates {
        GridCoordinates(x: coordinates.x.positiveModulo(columns), y: coordinates.y.positiveModulo(rows))
    }
}
