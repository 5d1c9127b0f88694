import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ListPresentation {
    /// What a list looks like: row height, spacing, section insets, headers and footers.
    public struct Configuration: PresentationConfiguration, Sendable, Hashable {
        /// The height of every row, or, with per-item heights, of rows whose height is not
        /// known yet. Defaults to 44.
        public var rowHeight: CGFloat
        /// Space between rows, in points. Defaults to 0.
        public var lineSpacing: CGFloat
        /// Insets around each section's rows (`left` is the leading edge). Defaults to zero.
        public var sectionInsets: EdgeInsets
        /// The height of each section's header; 0 for none. Defaults to 0.
        public var headerHeight: CGFloat
        /// The height of each section's footer; 0 for none. A footer follows the section's
        /// bottom inset, as in `UICollectionViewFlowLayout` (whose section insets set "the distance
        /// from the last line to the footer view"): header, top inset, items, bottom inset, footer;
        /// a section without items is its header and footer alone. Defaults to 0.
        public var footerHeight: CGFloat = 0

        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        init(rowHeight: CGFloat = 44, lineSpacing: CGFloat = 0, sectionInsets: EdgeInsets = .zero,
             headerHeight: CGFloat = 0, footerHeight: CGFloat = 0) throws {
            self.rowHeight = rowHeight
            self.lineSpacing = lineSpacing
            self.sectionInsets = sectionInsets
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            try validate()
        }

        /// The initializer's defaults: 44 pt rows, no spacing, no insets, no headers.
        public static let standard = try! Configuration()

        /// Checks every field: lengths 0…`Limits.length`, the row height above 0.
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        public func validate() throws {
            try Validate.length(rowHeight, "rowHeight", positive: true)
            try Validate.length(lineSpacing, "lineSpacing")
            try Validate.lengths(sectionInsets, "sectionInsets")
            try Validate.length(headerHeight, "headerHeight")
            try Validate.length(footerHeight, "footerHeight")
        }

        /// Prepares `geometry` for rows of one height.
        func prepare(_ geometry: inout PresentationGeometry, in context: LayoutContext) {
            geometry.prepare(in: context, pattern: [.fullWidth(height: .fixed(rowHeight))], itemSpacing: 0,
                             lineSpacing: lineSpacing, sections: sections, isValid: isValid)
        }

        /// Rows are a one-column waterfall: the row height is the estimate.
        var placement: PresentationColumnTable.Placement {
            PresentationColumnTable.Placement(columns: 1, lineSpacing: lineSpacing, estimatedHeight: rowHeight)
        }
    }
}
