import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Columns of items whose heights the app gives or the cells measure (photos, cards of
/// text), each item placed in the shortest column — ties go to the leading one.
///
/// Heights are estimated (`estimatedItemHeight`) until given or measured, and estimated items
/// cost nothing to place: a run of them is dealt to the columns in turn, in closed form (see
/// `PresentationColumnTable`), so preparing 10⁶ of them is O(n / 64). Items with given heights
/// are placed one by one: O(n) once, then O(k) for k appended. A cell that measures itself
/// (``setMeasuredHeight(_:forItemAt:)``, UIKit's self-sizing) keeps its column; only the items
/// below it in that column move, in O(log n). A query binary-searches each column:
/// O(columns · log n + items shown). A rotation places nothing again (placement does not
/// depend on the width).
///
///     var waterfall = WaterfallPresentation(configuration: .standard, itemHeights: [[120, 80, 200, 95]])
///     waterfall.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 4))
///     waterfall.appendItems(heights: [150, 60], toSection: 0)   // items 4 and 5, placed at once
public struct WaterfallPresentation: MeasuredGeometryPresentation {
    /// The waterfall's configuration (an invalid one gives an empty layout). Changing the
    /// columns, the line spacing or the estimate places every item again.
    public var configuration: Configuration {
        didSet {
            isValid = configuration.isValid
            prepare(in: context)
        }
    }
    private(set) var isValid: Bool
    /// Whether cells give their own heights (UIKit's self-sizing): items are then
    /// `estimatedItemHeight` tall until measured. Defaults to `false`: heights are the app's.
    public var cellsSizeThemselves = false
    /// Whether section headers stay at the top of the visible area while their section is on
    /// screen, pushed up by the next section's header, or by their own section's footer
    /// (UIKit's `sectionHeadersPinToVisibleBounds`).
    /// Defaults to `false`. Pinned frames come from
    /// ``PresentationLayout/items(in:pinningHeadersTo:)``; ``items(in:)`` keeps the natural ones.
    public var pinsSectionHeaders = false
    /// Whether section footers stay at the bottom of the visible area while their section is on
    /// screen, pushed down by the previous section's footer (UIKit's `sectionFootersPinToVisibleBounds`),
    /// never above their section's header. Defaults to `false`. Pinned frames come from
    /// ``PresentationLayout/items(in:pinningTo:)``; ``items(in:)`` keeps the natural ones.
    public var pinsSectionFooters = false
    var geometry = PresentationGeometry()

    /// A waterfall whose item `item` of `section` is `itemHeights[section][item]` tall (a length,
    /// `Limits.length`); items without a height are `estimatedItemHeight` tall until one is given.
    public init(configuration: Configuration = .standard, itemHeights: [[CGFloat]] = []) {
        self.configuration = configuration
        isValid = configuration.isValid
        geometry.table = PresentationColumnTable(placement: configuration.placement, heights: itemHeights)
    }

    /// Creates a waterfall, rejecting values that cannot work.
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    public init(columns: Int = 2, itemSpacing: CGFloat = 8, lineSpacing: CGFloat = 8, sectionInsets: EdgeInsets = .zero,
                headerHeight: CGFloat = 0, estimatedItemHeight: CGFloat = 100, itemHeights: [[CGFloat]] = [],
                footerHeight: CGFloat = 0) throws {
        self.init(configuration: try Configuration(columns: columns, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
                                                   sectionInsets: sectionInsets, headerHeight: headerHeight,
                                                   estimatedItemHeight: estimatedItemHeight, footerHeight: footerHeight),
                  itemHeights: itemHeights)
    }

    /// The width of a column in the last context (0 before the first `prepare` or when no
    /// column fits): the width to measure items for.
    var columnWidth: CGFloat { geometry.columnGeometry?.columnWidth ?? 0 }

    // MARK: - GeometryPresentation

    var builtInKind: PresentationKind { .waterfall }

    /// Places items added or removed at the ends of sections since the last time, or every
    /// item when the placement rules changed.
    /// - Complexity: O(items with known heights + n / 64) the first time, then O(sections +
    ///   items added or removed).
    mutating func prepareGeometry(in context: LayoutContext) {
        let c = configuration
        geometry.prepare(in: context, placement: c.placement, itemSpacing: c.itemSpacing, sections: c.sections,
                         isValid: isValid)
    }

    // MARK: - MeasuredGeometryPresentation

    var sections: PresentationGeometry.Sections { configuration.sections }

    /// A waterfall always has per-item heights.
    mutating func beginMeasuring(with heights: [[CGFloat]]) -> Bool { false }
}
