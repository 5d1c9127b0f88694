import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension GridPresentation {
    /// How many columns a grid has.
    public enum Columns: Sendable, Hashable {
        /// Exactly this many columns.
        case count(Int)
        /// As many columns as fit with items at least this wide (at least one column; a single
        /// column narrower than this when even one does not fit).
        case minimumItemWidth(CGFloat)
    }

    /// What a grid looks like: columns, item height, spacings, section insets, headers and footers.
    public struct Configuration: PresentationConfiguration, Sendable, Hashable {
        /// The number of columns, or the narrowest item. Defaults to `.count(3)`.
        public var columns: Columns
        /// An item's height from its width. Defaults to `.aspectRatio(1)` (square).
        public var itemHeight: PresentationItemHeight
        /// Space between items of a row, in points. Defaults to 8.
        public var itemSpacing: CGFloat
        /// Space between rows, in points. Defaults to 8.
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

        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        init(columns: Columns = .count(3), itemHeight: PresentationItemHeight = .aspectRatio(1),
             itemSpacing: CGFloat = 8, lineSpacing: CGFloat = 8, sectionInsets: EdgeInsets = .zero,
             headerHeight: CGFloat = 0, footerHeight: CGFloat = 0) throws {
            self.columns = columns
            self.itemHeight = itemHeight
            self.itemSpacing = itemSpacing
            self.lineSpacing = lineSpacing
            self.sectionInsets = sectionInsets
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            try validate()
        }

        /// The initializer's defaults: three square items per row, 8 pt apart.
        public static let standard = try! Configuration()

        /// Checks every field: 1…`Limits.lines` columns, lengths 0…`Limits.length`, a minimum item
        /// width and a ratio above 0.
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        public func validate() throws {
            switch columns {
            case .count(let count): try Validate.integer(count, "columns.count", in: 1...Limits.lines)
            case .minimumItemWidth(let width): try Validate.length(width, "columns.minimumItemWidth", positive: true)
            }
            try itemHeight.validate("itemHeight")
            try Validate.length(itemSpacing, "itemSpacing")
            try Validate.length(lineSpacing, "lineSpacing")
            try Validate.lengths(sectionInsets, "sectionInsets")
            try Validate.length(headerHeight, "headerHeight")
            try Validate.length(footerHeight, "footerHeight")
        }

        /// The number of columns across `availableWidth` (a valid configuration's): as many as
        /// fit a minimum item width, from 1 to `Limits.lines`.
        func columnCount(forAvailableWidth availableWidth: CGFloat) -> Int {
            switch columns {
            case .count(let count):
                return count
            case .minimumItemWidth(let width):
                // n items and n − 1 gaps fit when n·width + (n − 1)·spacing ≤ available.
                let fitting = Int((availableWidth + itemSpacing) / (width + itemSpacing), rounding: .down)
                return min(max(1, fitting), Limits.lines)
            }
        }

        /// Prepares `geometry` for rows of `columnCount(forAvailableWidth:)` items.
        func prepare(_ geometry: inout PresentationGeometry, in context: LayoutContext) {
            let isValid = isValid, availableWidth = context.visibleContentSize.width - sectionInsets.horizontal
            let columns = isValid ? columnCount(forAvailableWidth: availableWidth) : 1
            geometry.prepare(in: context, pattern: [.row(columns: columns, height: itemHeight)], itemSpacing: itemSpacing,
                             lineSpacing: lineSpacing, sections: sections, isValid: isValid)
        }
    }
}
