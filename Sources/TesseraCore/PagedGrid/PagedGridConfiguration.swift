import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PagedGridLayout {
    /// The order items fill the cells of a page.
    public enum FillOrder: Sendable, Hashable {
        /// Row by row: 0 1 2 3 on the first row, 4 5 6 7 on the second.
        case rowMajor
        /// Column by column: 0 2 4 6 on the first row, 1 3 5 7 on the second.
        case columnMajor
    }

    /// What a paged grid looks like: cells per page, spacings, insets, direction.
    ///
    /// `columns × rows` items fill each page; pages sit side by side along `pageAxis`,
    /// `pageSpacing` apart, each exactly as large as the visible part of the viewport. The
    /// tutorial's numbers (columns, rows, spacings) and the page axis can be changed on a
    /// configuration; insets, fill order and snapping are given when it is created.
    public struct Configuration: Sendable, Hashable {
        /// Columns per page. Defaults to 4.
        public var columns = 4
        /// Rows per page. Defaults to 2.
        public var rows = 2
        /// Space between columns, in points. Defaults to 10.
        public var itemSpacing: CGFloat = 10
        /// Space between rows, in points. Defaults to 10.
        public var lineSpacing: CGFloat = 10
        /// Space between pages, in points; seen only while scrolling. Defaults to 20.
        public var pageSpacing: CGFloat = 20
        /// Insets of the grid inside each page; `left` is the leading edge and is mirrored
        /// in right-to-left layouts. Defaults to zero.
        var sectionInsets = EdgeInsets.zero
        /// The axis pages follow each other along. Defaults to `.horizontal`.
        public var pageAxis = Axis.horizontal
        /// The order items fill a page. Defaults to `.rowMajor`.
        var fillOrder = FillOrder.rowMajor
        /// The most pages a single flick may travel (`Int.max` for no limit). Defaults to 1.
        var maximumPagesPerFlick = 1
        /// Releases slower than this (points per second) snap to the nearest page instead of
        /// moving in the direction of the flick. Defaults to 400 (UIKit's 0.4 pt/ms).
        var minimumFlickVelocity: CGFloat = 400
        /// Whether the pages loop: after the last page comes the first and before the first the
        /// last, with the carousel's wrap (no multiplied items, nothing reloaded at the wrap).
        /// A grid of one page does not loop. Defaults to `false`.
        public var loopsPages = false

        /// Creates a configuration, rejecting values that cannot work.
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        public init(columns: Int = 4, rows: Int = 2, itemSpacing: CGFloat = 10, lineSpacing: CGFloat = 10,
                    pageSpacing: CGFloat = 20, sectionInsets: EdgeInsets = .zero, pageAxis: Axis = .horizontal,
                    fillOrder: FillOrder = .rowMajor, maximumPagesPerFlick: Int = 1,
                    minimumFlickVelocity: CGFloat = 400, loopsPages: Bool = false) throws {
            self.columns = columns
            self.rows = rows
            self.itemSpacing = itemSpacing
            self.lineSpacing = lineSpacing
            self.pageSpacing = pageSpacing
            self.sectionInsets = sectionInsets
            self.pageAxis = pageAxis
            self.fillOrder = fillOrder
            self.maximumPagesPerFlick = maximumPagesPerFlick
            self.minimumFlickVelocity = minimumFlickVelocity
            self.loopsPages = loopsPages
            try validate()
        }

        private init() {}

        /// The default 4 × 2 grid with 10 pt item and line spacing and 20 pt page spacing.
        public static let standard = Configuration()

        /// Checks every field: columns and rows from 1 to 1,000 (`Limits.lines`); spacings and
        /// insets finite, not negative and at most 65,536 pt (`Limits.length`); at least one page
        /// per flick; a finite, non-negative flick velocity.
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        public func validate() throws {
            try Validate.integer(columns, "columns", in: 1...Limits.lines)
            try Validate.integer(rows, "rows", in: 1...Limits.lines)
            try Validate.length(itemSpacing, "itemSpacing")
            try Validate.length(lineSpacing, "lineSpacing")
            try Validate.length(pageSpacing, "pageSpacing")
            // Edge by edge, not through `namedValues`: every `prepare` validates, and an array
            // of named edges is an allocation.
            try Validate.length(sectionInsets.top, "sectionInsets.top")
            try Validate.length(sectionInsets.left, "sectionInsets.left")
            try Validate.length(sectionInsets.bottom, "sectionInsets.bottom")
            try Validate.length(sectionInsets.right, "sectionInsets.right")
            try Validate.positive(maximumPagesPerFlick, "maximumPagesPerFlick")
            try Validate.nonNegative(minimumFlickVelocity, "minimumFlickVelocity")
        }

        /// Whether `validate()` passes.
        var isValid: Bool { (try? validate()) != nil }
    }
}

