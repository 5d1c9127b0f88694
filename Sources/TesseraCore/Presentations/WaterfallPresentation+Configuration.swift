import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension WaterfallPresentation {
    /// What a waterfall looks like: columns, spacings, section insets, headers, footers and the height
    /// of items not measured yet.
    public struct Configuration: PresentationConfiguration, Sendable, Hashable {
        /// The number of columns. Defaults to 2.
        public var columns: Int
        /// Space between columns, in points. Defaults to 8.
        public var itemSpacing: CGFloat
        /// Space between items of a column, in points. Defaults to 8.
        public var lineSpacing: CGFloat
        /// Insets around each section's items (`left` is the leading edge). Defaults to zero.
        public var sectionInsets: EdgeInsets
        /// The height of each section's header; 0 for none. Defaults to 0.
        public var headerHeight: CGFloat
        /// The height of each section's footer; 0 for none. A footer follows the section's
        /// bottom inset, as in `UICollectionViewFlowLayout` (whose section insets set "the distance
        /// from the last line to the footer view"): header, top inset, items, bottom inset, footer;
        /// a section without items is its header and footer alone. Defaults to 0.
        public var footerHeight: CGFloat = 0
        /// The height of items whose height the app has not given. Defaults to 100.
        public var estimatedItemHeight: CGFloat

        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        init(columns: Int = 2, itemSpacing: CGFloat = 8, lineSpacing: CGFloat = 8,
             sectionInsets: EdgeInsets = .zero, headerHeight: CGFloat = 0,
             estimatedItemHeight: CGFloat = 100, footerHeight: CGFloat = 0) throws {
            self.columns = columns
            self.itemSpacing = itemSpacing
            self.lineSpacing = lineSpacing
            self.sectionInsets = sectionInsets
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.estimatedItemHeight = estimatedItemHeight
            try validate()
        }

        /// The initializer's defaults: two columns, 8 pt apart, 100 pt estimate.
        public static let standard = try! Configuration()

        /// Checks every field: 1…`Limits.lines` columns, lengths 0…`Limits.length`, the estimate
        /// above 0.
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        public func validate() throws {
            try Validate.integer(columns, "columns", in: 1...Limits.lines)
            try Validate.length(itemSpacing, "itemSpacing")
            try Validate.length(lineSpacing, "lineSpacing")
            try Validate.lengths(sectionInsets, "sectionInsets")
            try Validate.length(headerHeight, "headerHeight")
            try Validate.length(footerHeight, "footerHeight")
            try Validate.length(estimatedItemHeight, "estimatedItemHeight", positive: true)
        }

        /// What the placement of items depends on.
        var placement: PresentationColumnTable.Placement {
            PresentationColumnTable.Placement(columns: columns, lineSpacing: lineSpacing,
                                              estimatedHeight: estimatedItemHeight)
        }
    }
}
