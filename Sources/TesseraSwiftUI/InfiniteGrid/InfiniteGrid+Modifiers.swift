#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TesseraCore

/// What the `infiniteGrid…` modifiers set for the `InfiniteGrid`s below them.
struct InfiniteGridOptions {
    var tileSize = CGSize(width: 100, height: 100)
    var horizontalSpacing: CGFloat = 0
    var verticalSpacing: CGFloat = 0
    var columns: ClosedRange<Int>?
    var rows: ClosedRange<Int>?
    var torus: GridTorus?

    /// The layout configuration these options ask for.
    /// - Throws: `ConfigurationError` for a value that cannot work; the grid then keeps the
    ///   configuration it has.
    func configuration() throws -> InfiniteGridLayout.Configuration {
        try InfiniteGridLayout.Configuration(tileSize: tileSize, horizontalSpacing: horizontalSpacing,
                                             verticalSpacing: verticalSpacing, xBounds: columns, yBounds: rows,
                                             torus: torus)
    }
}

private struct InfiniteGridOptionsKey: EnvironmentKey {
    static var defaultValue: InfiniteGridOptions { InfiniteGridOptions() }
}

extension EnvironmentValues {
    var infiniteGridOptions: InfiniteGridOptions {
        get { self[InfiniteGridOptionsKey.self] }
        set { self[InfiniteGridOptionsKey.self] = newValue }
    }
}

extension View {
    /// The size of every tile of the `InfiniteGrid`s in this view, in points (rounded to
    /// pixels; at most 65,536). Invalid sizes leave the grid as it was. Defaults to 100 × 100.
    public func infiniteGridTileSize(_ size: CGSize) -> some View {
        transformEnvironment(\.infiniteGridOptions) { $0.tileSize = size }
    }

    /// Space between the columns and between the rows of the `InfiniteGrid`s in this view, in
    /// points. Defaults to 0.
    public func infiniteGridSpacing(_ spacing: CGFloat) -> some View {
        infiniteGridSpacing(horizontal: spacing, vertical: spacing)
    }

    /// Space between columns and between rows of the `InfiniteGrid`s in this view, in points;
    /// a spacing not given stays as set around this view.
    /// - Parameters:
    ///   - horizontal: Between columns. Defaults to 0.
    ///   - vertical: Between rows. Defaults to 0.
    public func infiniteGridSpacing(horizontal: CGFloat? = nil, vertical: CGFloat? = nil) -> some View {
        transformEnvironment(\.infiniteGridOptions) {
            if let horizontal { $0.horizontalSpacing = horizontal }
            if let vertical { $0.verticalSpacing = vertical }
        }
    }

    /// The columns and rows that exist in the `InfiniteGrid`s in this view (`nil`: all of them;
    /// a bounded axis scrolls and bounces like ordinary content at its ends). Defaults to all.
    public func infiniteGridBounds(columns: ClosedRange<Int>?, rows: ClosedRange<Int>?) -> some View {
        transformEnvironment(\.infiniteGridOptions) {
            $0.columns = columns
            $0.rows = rows
        }
    }

    /// The columns that exist in the `InfiniteGrid`s in this view (`nil`: all of them); the
    /// rows stay as set around this view.
    public func infiniteGridBounds(columns: ClosedRange<Int>?) -> some View {
        transformEnvironment(\.infiniteGridOptions) { $0.columns = columns }
    }

    /// The rows that exist in the `InfiniteGrid`s in this view (`nil`: all of them); the
    /// columns stay as set around this view.
    public func infiniteGridBounds(rows: ClosedRange<Int>?) -> some View {
        transformEnvironment(\.infiniteGridOptions) { $0.rows = rows }
    }

    /// Repeats `columns × rows` tiles of data forever in both axes in the `InfiniteGrid`s in
    /// this view: the content closure is asked for the data coordinates a tile repeats
    /// (`nil` turns it off). Defaults to off.
    public func infiniteGridTorus(_ torus: GridTorus?) -> some View {
        transformEnvironment(\.infiniteGridOptions) { $0.torus = torus }
    }
}
#endif
