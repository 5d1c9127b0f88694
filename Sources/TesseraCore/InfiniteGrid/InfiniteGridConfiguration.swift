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
    public struct Configuration: Sendable, Equatable {
        /// The size of every tile, in points. Defaults to 100 × 100.
        public var tileSize: CGSize
        /// Space between columns, in points. Defaults to 0.
        public var horizontalSpacing: CGFloat
        /// Space between rows, in points. Defaults to 0.
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

        /// Creates a configuration with the same spacing between columns and between rows.
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        public init(tileSize: CGSize, spacing: CGFloat, torus: GridTorus? = nil) throws {
            try self.init(tileSize: tileSize, horizontalSpacing: spacing, verticalSpacing: spacing, torus: torus)
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

        /// The largest tile size or spacing accepted, in points. It keeps the content window
        /// (a few strides on each side of the viewport) far below 2²⁰ pt.
        public static let maximumLength: CGFloat = 65_536

        /// Checks every field.
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        public func validate() throws {
            try Validate.length(tileSize.width, "tileSize.width", allowsZero: false)
            try Validate.length(tileSize.height, "tileSize.height", allowsZero: false)
            try Validate.length(horizontalSpacing, "horizontalSpacing", allowsZero: true)
            try Validate.length(verticalSpacing, "verticalSpacing", allowsZero: true)
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
    public var columns: Int
    /// The number of distinct rows of data (≥ 1).
    public var rows: Int

    /// Creates a torus of `columns × rows` data tiles. Validated by the configuration.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The data coordinates shown at `coordinates`: both components wrapped into
    /// `0..<columns` and `0..<rows` (also for negative coordinates).
    public func wrap(_ coordinates: GridCoordinates) -> GridCoordinates {
        GridCoordinates(x: coordinates.x.positiveModulo(max(1, columns)),
                        y: coordinates.y.positiveModulo(max(1, rows)))
    }
}

extension Validate {
    /// A tile length or spacing: finite, within `0...maximumLength` (above 0 unless `allowsZero`).
    static func length(_ value: CGFloat, _ field: String, allowsZero: Bool) throws {
        let limit = InfiniteGridLayout.Configuration.maximumLength
        guard value.isFinite, allowsZero ? value >= 0 : value > 0, value <= limit else {
            let lower = allowsZero ? "≥ 0" : "> 0"
            throw ConfigurationError(field: field, value: "\(value)",
                                     requirement: "finite, \(lower) and ≤ \(Int(limit))")
        }
    }
}
