import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension MosaicPresentation {
    /// What a mosaic looks like: its repeating pattern of groups, spacings, section insets
    /// and headers.
    public struct Configuration: PresentationConfiguration, Sendable, Hashable {
        /// The groups items fill in turn, repeated to the end of each section. Defaults to
        /// every 4th item full width (twice as wide as tall), the others 3 per row.
        public var pattern: [Group]
        /// Space between unit columns, in points. Defaults to 8.
        public var itemSpacing: CGFloat
        /// Space between unit rows and between groups, in points. Defaults to 8.
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
        init(pattern: [Group] = [.fullWidth(height: .aspectRatio(2)), .row(columns: 3)], itemSpacing: CGFloat = 8,
             lineSpacing: CGFloat = 8, sectionInsets: EdgeInsets = .zero, headerHeight: CGFloat = 0,
             footerHeight: CGFloat = 0) throws {
            self.pattern = pattern
            self.itemSpacing = itemSpacing
            self.lineSpacing = lineSpacing
            self.sectionInsets = sectionInsets
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            try validate()
        }

        /// The initializer's defaults: every 4th item full width and twice as wide as tall, the
        /// others 3 square items per row, 8 pt apart.
        public static let standard = try! Configuration()

        /// The pattern "every `k`-th item full width, the others `columns` per row": items 0, k,
        /// 2k, … span the width; the k − 1 items between them fill rows of `columns`.
        /// - Throws: `ConfigurationError` for `k` outside 1…`Limits.itemCount` or `columns`
        ///   outside 1…`Limits.lines`.
        public static func pattern(fullWidthEvery k: Int, fullWidthHeight: PresentationItemHeight,
                                   columns: Int, itemHeight: PresentationItemHeight = .aspectRatio(1)) throws -> [Group] {
            try Validate.integer(k, "fullWidthEvery", in: 1...Limits.itemCount)
            try Validate.integer(columns, "columns", in: 1...Limits.lines)
            let full = Group.fullWidth(height: fullWidthHeight)
            return k == 1 ? [full] : [full, .uniform(columns: columns, items: k - 1, height: itemHeight)]
        }

        /// Checks every field and group: 1…`Limits.lines` unit columns and rows, 1…`Limits.itemCount`
        /// items a group, lengths 0…`Limits.length`.
        /// - Throws: `ConfigurationError` naming the first invalid field (e.g.
        ///   `pattern[1].tiles[0]`) and its value.
        public func validate() throws {
            guard !pattern.isEmpty else {
                throw ConfigurationError(field: "pattern", value: "[]", requirement: "at least one group")
            }
            for (number, group) in pattern.enumerated() { try group.validate("pattern[\(number)]") }
            try Validate.length(itemSpacing, "itemSpacing")
            try Validate.length(lineSpacing, "lineSpacing")
            try Validate.lengths(sectionInsets, "sectionInsets")
            try Validate.length(headerHeight, "headerHeight")
            try Validate.length(footerHeight, "footerHeight")
        }

        /// Prepares `geometry` for the pattern.
        func prepare(_ geometry: inout PresentationGeometry, in context: LayoutContext) {
            geometry.prepare(in: context, pattern: pattern, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
                             sections: sections, isValid: isValid)
        }
    }
}
