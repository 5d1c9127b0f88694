import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Full-width rows, one item per row — the tutorial's "tabled content".
///
/// With one row height the list is analytic: `prepare(in:)` is O(sections) and a query is
/// O(rows shown), whatever the item count. With per-item heights (measured by the app) it
/// keeps each row's top: preparing is O(n) once, appending k rows O(k), and a query is a
/// binary search, O(log n + rows shown).
///
///     var list = try ListPresentation(rowHeight: 112, lineSpacing: 10,
///                                     sectionInsets: EdgeInsets(top: 16, left: 16, bottom: 20, right: 16))
///     list.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 50))
///     list.item(at: ItemIndex(item: 1))?.frame   // (16, 138, 288, 112)
public struct ListPresentation: MeasuredPresentation {
    /// The list's configuration. Setting an invalid one gives an empty layout; validate with
    /// `Configuration.validate()` or the throwing initializers.
    public var configuration: Configuration {
        didSet { prepare(in: context) }
    }
    /// Whether rows have per-item heights (otherwise every row is `rowHeight` tall).
    public private(set) var usesItemHeights: Bool
    var geometry = PresentationGeometry()

    /// A list of rows of one height.
    public init(configuration: Configuration = .standard) {
        self.configuration = configuration
        usesItemHeights = false
    }

    /// A list whose row `item` of `section` is `itemHeights[section][item]` tall; rows without
    /// a height are `rowHeight` tall until one is given. Negative and non-finite heights are
    /// laid out as 0.
    public init(configuration: Configuration = .standard, itemHeights: [[CGFloat]]) {
        self.configuration = configuration
        usesItemHeights = true
        geometry.table = Self.table(configuration, itemHeights)
    }

    /// A list of rows of one height, rejecting values that cannot work.
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    public init(rowHeight: CGFloat = 44, lineSpacing: CGFloat = 0, sectionInsets: EdgeInsets = .zero,
                headerHeight: CGFloat = 0) throws {
        self.init(configuration: try Configuration(rowHeight: rowHeight, lineSpacing: lineSpacing,
                                                   sectionInsets: sectionInsets, headerHeight: headerHeight))
    }

    private static func table(_ configuration: Configuration, _ heights: [[CGFloat]]) -> PresentationColumnTable {
        PresentationColumnTable(columns: 1, lineSpacing: configuration.lineSpacing,
                                estimatedHeight: configuration.rowHeight, heights: heights)
    }

    // MARK: - Presentation

    public var kind: PresentationKind { .list }
    public var context: LayoutContext { geometry.context }
    public var contentSize: CGSize { geometry.contentSize }

    /// - Complexity: O(sections) with one row height; with per-item heights O(n) the first
    ///   time, then O(sections + rows added or removed at section ends).
    public mutating func prepare(in context: LayoutContext) {
        let c = configuration
        if usesItemHeights {
            geometry.prepare(in: context, columns: 1, itemSpacing: 0, lineSpacing: c.lineSpacing,
                             estimatedHeight: c.rowHeight, heights: [], sections: c.sections, isValid: c.isValid)
        } else {
            geometry.prepare(in: context, pattern: [.fullWidth(height: .fixed(c.rowHeight))], itemSpacing: 0,
                             lineSpacing: c.lineSpacing, sections: c.sections, isValid: c.isValid)
        }
    }

    /// - Complexity: O(log sections + rows found), plus O(log n) with per-item heights.
    public func items(in rect: CGRect) -> [LayoutItem] { geometry.items(in: rect) }

    /// - Complexity: O(1).
    public func item(at index: ItemIndex) -> LayoutItem? { geometry.item(at: index) }

    public func index(at point: CGPoint) -> ItemIndex? { geometry.index(at: point) }

    public func supplementaryItem(ofKind kind: LayoutElementKind, at index: ItemIndex) -> LayoutItem? {
        kind == .presentationHeader ? geometry.header(forSection: index.section) : nil
    }

    // MARK: - Measured rows

    /// Appends rows of these heights at the end of `section`; a list of one row height
    /// switches to per-item heights (its rows so far keep `rowHeight`).
    /// - Complexity: O(k) for k rows appended to the last section (plus O(n) once when
    ///   switching to per-item heights).
    @discardableResult
    public mutating func appendItems(heights: [CGFloat], toSection section: Int) -> Range<Int> {
        if !usesItemHeights {
            usesItemHeights = true
            geometry.table = Self.table(configuration, [])
            prepare(in: context)
        }
        return geometry.appendMeasured(heights: heights, toSection: section, sections: configuration.sections)
    }

    /// Gives every row its own height (`heights[section][item]`) and lays the list out again.
    /// - Complexity: O(n).
    public mutating func setItemHeights(_ heights: [[CGFloat]]) {
        if !usesItemHeights {
            usesItemHeights = true
            geometry.table = Self.table(configuration, heights)
            prepare(in: context)
        } else {
            geometry.replaceMeasuredHeights(heights, sections: configuration.sections)
        }
    }
}
