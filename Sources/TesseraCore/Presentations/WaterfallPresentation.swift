import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Columns of items with heights the app measured (photos, cards of text), each item placed
/// in the shortest column — ties go to the leading one.
///
/// Preparing is O(n) once; after that, appending k items is O(k) and a rotation places
/// nothing again (placement does not depend on the width). A visible-rect query binary
/// searches each column, O(columns · log n + items shown), never scanning every item (see
/// the diagram on the column table in the source).
///
///     var waterfall = WaterfallPresentation(configuration: .standard, itemHeights: [[120, 80, 200, 95]])
///     waterfall.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 4))
///     waterfall.appendItems(heights: [150, 60], toSection: 0)   // items 4 and 5, placed at once
public struct WaterfallPresentation: MeasuredPresentation {
    /// The waterfall's configuration. Setting an invalid one gives an empty layout; validate
    /// with `Configuration.validate()` or the throwing initializers. Changing the columns,
    /// the line spacing or the estimate places every item again.
    public var configuration: Configuration {
        didSet { prepare(in: context) }
    }
    var geometry = PresentationGeometry()

    /// A waterfall whose item `item` of `section` is `itemHeights[section][item]` tall; items
    /// without a height are `estimatedItemHeight` tall until one is given. Negative and
    /// non-finite heights are laid out as 0.
    public init(configuration: Configuration = .standard, itemHeights: [[CGFloat]] = []) {
        self.configuration = configuration
        geometry.table = PresentationColumnTable(columns: configuration.safeColumns,
                                                 lineSpacing: configuration.lineSpacing,
                                                 estimatedHeight: configuration.estimatedItemHeight,
                                                 heights: itemHeights)
    }

    /// Creates a waterfall, rejecting values that cannot work.
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    public init(columns: Int = 2, itemSpacing: CGFloat = 8, lineSpacing: CGFloat = 8, sectionInsets: EdgeInsets = .zero,
                headerHeight: CGFloat = 0, estimatedItemHeight: CGFloat = 100, itemHeights: [[CGFloat]] = []) throws {
        self.init(configuration: try Configuration(columns: columns, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
                                                   sectionInsets: sectionInsets, headerHeight: headerHeight,
                                                   estimatedItemHeight: estimatedItemHeight),
                  itemHeights: itemHeights)
    }

    // MARK: - Presentation

    public var kind: PresentationKind { .waterfall }
    public var context: LayoutContext { geometry.context }
    public var contentSize: CGSize { geometry.contentSize }

    /// The width of a column in the last context (0 before the first `prepare` or when no
    /// column fits): the width to measure items for.
    public var columnWidth: CGFloat { geometry.columnGeometry?.columnWidth ?? 0 }

    /// Places items added or removed at the ends of sections since the last time, or every
    /// item when the placement rules changed.
    /// - Complexity: O(n) the first time, then O(sections + items added or removed).
    public mutating func prepare(in context: LayoutContext) {
        let c = configuration
        geometry.prepare(in: context, columns: c.safeColumns, itemSpacing: c.itemSpacing, lineSpacing: c.lineSpacing,
                         estimatedHeight: c.estimatedItemHeight, heights: [], sections: c.sections,
                         isValid: c.isValid)
    }

    /// - Complexity: O(log sections + columns · log n + k log k) for k items found.
    public func items(in rect: CGRect) -> [LayoutItem] { geometry.items(in: rect) }

    /// - Complexity: O(1).
    public func item(at index: ItemIndex) -> LayoutItem? { geometry.item(at: index) }

    public func index(at point: CGPoint) -> ItemIndex? { geometry.index(at: point) }

    public func supplementaryItem(ofKind kind: LayoutElementKind, at index: ItemIndex) -> LayoutItem? {
        kind == .presentationHeader ? geometry.header(forSection: index.section) : nil
    }

    // MARK: - Measured items

    /// Appends items of these heights at the end of `section`, each into the shortest column.
    /// - Complexity: O(k · columns) for k items appended to the last section.
    @discardableResult
    public mutating func appendItems(heights: [CGFloat], toSection section: Int) -> Range<Int> {
        geometry.appendMeasured(heights: heights, toSection: section, sections: configuration.sections)
    }

    /// Gives every item its own height (`heights[section][item]`) and places everything again.
    /// - Complexity: O(n · columns).
    public mutating func setItemHeights(_ heights: [[CGFloat]]) {
        geometry.replaceMeasuredHeights(heights, sections: configuration.sections)
    }
}
