import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A grid of `columns × rows` items per page, with pages side by side — an emoji panel, a
/// springboard, a sticker picker.
///
/// Every query is analytic: `prepare(in:)` is O(sections) and `items(in:)` is O(items in
/// the rectangle), whatever the item count, where the usual tutorial layout precomputes
/// every frame in `prepare` and filters all of them per query.
///
/// Geometry that cannot hold a page — a zero-size viewport, no items, insets and spacings that
/// leave items less than a pixel wide or tall — gives an empty layout (no pages, zero content
/// size), and so does an invalid configuration.
///
///     var layout = PagedGridLayout(configuration: try .init(columns: 4, rows: 2))
///     layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 200), itemCount: 30))
///     layout.numberOfPages            // 4
///     layout.items(in: visibleRect)   // the 8 items of the visible page
public struct PagedGridLayout: CollectionLayout {
    /// The grid's configuration. Setting an invalid one gives an empty layout; validate with
    /// `Configuration.validate()` or the throwing initializers.
    public var configuration: Configuration {
        didSet { metrics = PagedGridMetrics(configuration: configuration, context: context) }
    }
    public private(set) var context: LayoutContext
    var metrics: PagedGridMetrics

    /// Creates a layout from a configuration (`.standard` by default).
    public init(configuration: Configuration = .standard) {
        self.configuration = configuration
        self.context = LayoutContext(viewportSize: .zero, itemCount: 0)
        self.metrics = PagedGridMetrics(configuration: configuration, context: context)
    }

    // MARK: - CollectionLayout

    /// - Complexity: O(sections).
    public mutating func prepare(in context: LayoutContext) {
        self.context = context
        metrics = PagedGridMetrics(configuration: configuration, context: context)
    }

    public var contentSize: CGSize { metrics.contentSize }

    /// The items whose frames overlap `rect` (sharing area, as `CGRect.overlaps(_:)`: an item
    /// that only touches it is not in it), in index order; at most `Limits.itemsPerQuery` of
    /// them, the first a rectangle over more meets.
    /// - Complexity: O(pages the rectangle touches + items in it).
    public func items(in rect: CGRect) -> [LayoutItem] {
        guard !metrics.isEmpty, let query = QueryRect(rect) else { return [] }
        // Cells are found in unmirrored space, widened by the slack of rounding, then each
        // final (mirrored, pixel-rounded) frame is tested against the query itself: exactly
        // what a reference that filters every final frame returns.
        let content = metrics.contentSize
        let slack = context.pixelGrid.searchSlack(atMagnitude: max(content.width, content.height))
        let axis = configuration.pageAxis, lastPage = metrics.pagesLaidOut - 1
        // Across the pages every page has the same rows (or columns): found once.
        let span = searchSpan(query, along: axis, slack: slack)
        guard let across = cells(along: axis.cross, onPage: 0, near: searchSpan(query, along: axis.cross, slack: slack),
                                 overlapping: query) else { return [] }
        let firstPage = min(max(Int(span.low / metrics.stride, rounding: .down), 0), lastPage)
        var finalPage = min(max(Int(span.high / metrics.stride, rounding: .down), 0), lastPage)
        // In a loop a rectangle longer than a cycle meets pages twice: it gets each item once,
        // from the first cycle it meets, as index paths are unique.
        if metrics.isLooping { finalPage = min(finalPage, firstPage + metrics.numberOfPages - 1) }
        var found: [LayoutItem] = []
        // Room for the pages the query spans, up to a screenful of cells: one allocation per
        // query in the common case, not one per doubling.
        found.reserveCapacity(min((finalPage - firstPage + 1) * metrics.itemsPerPage, 1_024))
        for page in firstPage...finalPage {
            // Every page strictly inside the span holds items (only a section's last page is
            // partly empty), so the pages visited are bounded by the items returned.
            guard found.count < Limits.itemsPerQuery else { break }
            guard let along = cells(along: axis, onPage: page, near: span, overlapping: query) else { continue }
            let cellRanges = axis == .horizontal ? (rows: across, columns: along) : (rows: along, columns: across)
            appendItems(onPage: page, rows: cellRanges.rows, columns: cellRanges.columns, overlapping: query, to: &found)
        }
        // Row-major cells are visited in index order already.
        if configuration.fillOrder == .columnMajor { found.sort { $0.index < $1.index } }
        return found
    }

    /// - Complexity: O(1).
    public func item(at index: ItemIndex) -> LayoutItem? {
        // In a loop, the item in the cycle the content rests in.
        guard let page = metrics.page(of: index).map({ $0 + metrics.homeFirstPage }) else { return nil }
        let cell = metrics.cell(forSlot: index.item % metrics.itemsPerPage)
        return layoutItem(index, metrics.frame(page: page, row: cell.row, column: cell.column))
    }

    // MARK: - Helpers

    /// Appends the items of position page `page` in `rows` × `columns`, the cells that overlap
    /// `query`.
    private func appendItems(onPage page: Int, rows: ClosedRange<Int>, columns: ClosedRange<Int>, overlapping query: QueryRect,
                             to found: inout [LayoutItem]) {
        guard let (section, pageInSection) = metrics.locate(page: metrics.dataPage(atPosition: page)) else { return }
        let firstItem = pageInSection * metrics.itemsPerPage
        let remaining = metrics.sectionItemCounts[section] - firstItem
        // In both fill orders a cell's slot grows along its row and down its column, so the
        // first empty cell ends a row, and a row that starts empty ends the page: the work is
        // O(items found + rows), not O(cells), on a sparse page.
        for row in rows {
            guard metrics.slot(row: row, column: columns.lowerBound) < remaining,
                  found.count < Limits.itemsPerQuery else { break }
            for column in columns {
                let slot = metrics.slot(row: row, column: column)
                guard slot < remaining, found.count < Limits.itemsPerQuery else { break }
                let item = layoutItem(ItemIndex(item: firstItem + slot, section: section),
                                      metrics.frame(page: page, row: row, column: column))
                if query.overlaps(item.frame) { found.append(item) }
            }
        }
    }

    func layoutItem(_ index: ItemIndex, _ unmirroredFrame: CGRect) -> LayoutItem {
        let frame = context.layoutDirection.mirror(unmirroredFrame, inWidth: metrics.contentSize.width)
        return LayoutItem(index: index, frame: context.pixelGrid.round(frame))
    }
}

// MARK: - Cells overlapping a query

extension PagedGridLayout {
    /// The query's extent along `axis` in unmirrored content space, widened by `slack` on
    /// both sides.
    func searchSpan(_ query: QueryRect, along axis: Axis, slack: CGFloat) -> (low: CGFloat, high: CGFloat) {
        var (low, high) = query.range(along: axis)
        if axis == .horizontal && context.layoutDirection.isRightToLeft {
            let width = metrics.contentSize.width
            (low, high) = (width - high, width - low)
        }
        return (low - slack, high + slack)
    }

    /// The cells along `axis` (columns when horizontal, rows when vertical) on `page` whose
    /// final frames — mirrored and pixel-rounded, exactly as returned — overlap `query` along
    /// that axis, or `nil` if none do.
    ///
    /// The candidates are the cells whose stretch (the cell and the spacing after it) `span`
    /// touches. Final edges are monotonic in the cell number, so the overlapping cells are one
    /// run among them: the candidates are trimmed from both ends.
    /// - Complexity: O(candidates), at most `Limits.lines`.
    func cells(along axis: Axis, onPage page: Int, near span: (low: CGFloat, high: CGFloat),
               overlapping query: QueryRect) -> ClosedRange<Int>? {
        let horizontal = axis == .horizontal
        let start = axis.main(metrics.pageOrigin(page))
            + (horizontal ? configuration.sectionInsets.left : configuration.sectionInsets.top)
        let step = horizontal ? metrics.columnStep : metrics.rowStep
        let count = horizontal ? configuration.columns : configuration.rows
        var first = max(Int((span.low - start) / step, rounding: .down), 0)
        var last = min(Int((span.high - start) / step, rounding: .down), count - 1)
        let (low, high) = query.range(along: axis)
        func overlaps(_ cell: Int) -> Bool {
            // Row 0 or column 0 stands for all: a column's x is the same in every row.
            let unmirrored = horizontal ? metrics.frame(page: page, row: 0, column: cell)
                                        : metrics.frame(page: page, row: cell, column: 0)
            let frame = layoutItem(ItemIndex(item: 0), unmirrored).frame
            return axis.maximum(of: frame) > low && axis.minimum(of: frame) < high
        }
        while first <= last, !overlaps(first) { first += 1 }
        while first <= last, !overlaps(last) { last -= 1 }
        return first <= last ? first...last : nil
    }
}
