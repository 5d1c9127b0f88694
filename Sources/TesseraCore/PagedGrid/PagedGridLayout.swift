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
/// Nothing it is given makes it trap (DESIGN.md rule 7). Geometry that cannot hold a page —
/// a zero-size viewport, no items, insets and spacings wider than the page, items narrower or
/// shorter than a pixel, content longer than 10³⁰⁰ pt — gives an empty layout (no pages, zero
/// content size); counts summing past `Int.max` pages are cut off there. Queries take any
/// index, page, point, offset or rectangle, NaN and infinities included; each documents how
/// it clamps.
///
///     var layout = try PagedGridLayout(columns: 4, rows: 2)
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

    /// Creates a layout, rejecting values that cannot work.
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    public init(columns: Int = 4, rows: Int = 2, itemSpacing: CGFloat = 10, lineSpacing: CGFloat = 10,
                pageSpacing: CGFloat = 20, sectionInsets: EdgeInsets = .zero, pageAxis: Axis = .horizontal,
                fillOrder: FillOrder = .rowMajor) throws {
        self.init(configuration: try Configuration(
            columns: columns, rows: rows, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
            pageSpacing: pageSpacing, sectionInsets: sectionInsets, pageAxis: pageAxis, fillOrder: fillOrder))
    }

    // MARK: - CollectionLayout

    /// - Complexity: O(sections).
    public mutating func prepare(in context: LayoutContext) {
        self.context = context
        metrics = PagedGridMetrics(configuration: configuration, context: context)
    }

    public var contentSize: CGSize { metrics.contentSize }

    /// Any rectangle is answered: one with a NaN edge overlaps nothing, an infinite edge
    /// reaches the end of the content, and a rectangle that merely touches an item does not
    /// overlap it (`CGRect.overlaps(_:)`). At most `maximumItemsPerQuery` items are returned:
    /// a rectangle over more (`CGRect.infinite` with `Int.max` items) gets the first ones it
    /// meets, page by page, instead of exhausting memory.
    /// - Complexity: O(pages the rectangle touches + items in it), at most
    ///   O(pages + `maximumItemsPerQuery`).
    public func items(in rect: CGRect) -> [LayoutItem] {
        guard !metrics.isEmpty else { return [] }
        // Cells are found in unmirrored space with a pixel of slack, then each final (mirrored,
        // pixel-rounded) frame is tested against `rect` itself: exactly what a reference
        // that filters every final frame would return. Far out (content of 10²⁰ pt, pages
        // 10³⁰⁰ pt apart) a frame's few roundings move it by several ulps of its coordinates
        // (of the content's width when mirrored), possibly onto its neighbours: the slack
        // covers those too, sized where the rectangle is, so that near the start of 10²⁰ pt
        // of pages a query stays a pixel wide.
        // Each axis gets its own slack: a page 10³⁰⁰ pt wide must not widen the query by 10²⁸⁵
        // pt along a page axis of 196 pt strides (that would visit 10¹⁸ pages).
        let content = CGRect(origin: .zero, size: metrics.contentSize)
        let grid = context.pixelGrid
        let slackX = grid.searchSlack(from: rect.minX, to: rect.maxX, within: content.maxX,
                                      mirrored: context.layoutDirection.isRightToLeft)
        let slackY = grid.searchSlack(from: rect.minY, to: rect.maxY, within: content.maxY)
        let reach = content.insetBy(dx: -slackX, dy: -slackY)
        guard let clipped = rect.clipped(to: reach) else { return [] }
        // `clipped(to:)` rather than Foundation's `intersection(_:)`, which traps on Linux once
        // an edge overflows to infinity (content near 10³⁰⁸ pt plus slack).
        guard let query = unmirrored(clipped).insetBy(dx: -slackX, dy: -slackY).clipped(to: reach) else { return [] }
        let axis = configuration.pageAxis, lastPage = metrics.numberOfPages - 1
        let firstPage = Int.clamping((axis.minimum(of: query) / metrics.stride).rounded(.down), to: 0...lastPage, nan: 0)
        let finalPage = Int.clamping((axis.maximum(of: query) / metrics.stride).rounded(.down), to: 0...lastPage, nan: 0)
        var found: [LayoutItem] = []
        // Room for the pages the query spans, up to a screenful of cells: one allocation per
        // query in the common case, not one per doubling.
        let spanned = (finalPage - firstPage).saturatingAdd(1).saturatingMultiply(metrics.itemsPerPage)
        found.reserveCapacity(min(spanned, 1_024))
        for page in firstPage...finalPage {
            guard found.count < Self.maximumItemsPerQuery else { break }
            appendItems(onPage: page, near: query, overlapping: rect, to: &found)
        }
        // Row-major cells are visited in index order already.
        if configuration.fillOrder == .columnMajor { found.sort { $0.index < $1.index } }
        return found
    }

    /// - Complexity: O(1).
    public func item(at index: ItemIndex) -> LayoutItem? {
        guard let page = metrics.page(of: index) else { return nil }
        let cell = metrics.cell(forSlot: index.item % metrics.itemsPerPage)
        return layoutItem(index, metrics.frame(page: page, row: cell.row, column: cell.column))
    }

    // MARK: - Helpers

    /// The most items one `items(in:)` returns: 65,536, fifty times the cells of the densest
    /// emoji keyboard on the largest iPad; only absurd rectangles meet more.
    public static let maximumItemsPerQuery = 1 << 16

    private func appendItems(onPage page: Int, near query: CGRect, overlapping rect: CGRect,
                             to found: inout [LayoutItem]) {
        guard let (section, pageInSection) = metrics.locate(page: page) else { return }
        let origin = metrics.pageOrigin(page), insets = configuration.sectionInsets
        let columns = cellRange(query.minX - origin.x - insets.left, query.maxX - origin.x - insets.left,
                                step: metrics.columnStep, count: configuration.columns)
        let rows = cellRange(query.minY - origin.y - insets.top, query.maxY - origin.y - insets.top,
                             step: metrics.rowStep, count: configuration.rows)
        // Cut both ranges to the cells whose final frames overlap `rect` along that axis (a
        // column's x and a row's y are the same in every row and column): every cell left is
        // in `rect`, so the work is bounded by what is returned, even for a sliver of a
        // rectangle in the gap beside a row of Int.max columns.
        guard let candidateColumns = columns, let candidateRows = rows,
              let columns = overlapping(candidateColumns, along: .horizontal, of: rect, page: page, other: candidateRows.lowerBound),
              let rows = overlapping(candidateRows, along: .vertical, of: rect, page: page, other: columns.lowerBound)
        else { return }
        // pageInSection < the section's pages, so this is at most its item count.
        let firstItem = pageInSection * metrics.itemsPerPage
        let remaining = metrics.sectionItemCounts[section] - firstItem
        // In both fill orders a cell's slot grows along its row and down its column, so the
        // first empty cell ends a row, and a row that starts empty ends the page: the work is
        // O(items found + rows), not O(cells), on a sparse page of a million cells.
        for row in rows {
            guard metrics.slot(row: row, column: columns.lowerBound) < remaining,
                  found.count < Self.maximumItemsPerQuery else { break }
            for column in columns {
                let slot = metrics.slot(row: row, column: column)
                guard slot < remaining, found.count < Self.maximumItemsPerQuery else { break }
                let item = layoutItem(ItemIndex(item: firstItem + slot, section: section),
                                      metrics.frame(page: page, row: row, column: column))
                if item.frame.overlaps(rect) { found.append(item) }
            }
        }
    }

    /// The cells a span [low, high] (relative to the first cell) can touch. The span may lie
    /// on another page entirely (a query across pages 10⁹ points apart), so the cell numbers
    /// are clamped before they become `Int`s.
    private func cellRange(_ low: CGFloat, _ high: CGFloat, step: CGFloat, count: Int) -> ClosedRange<Int>? {
        guard step > 0 else { return nil }
        let first = Int.clamping((low / step).rounded(.down), to: 0...count, nan: count)
        let last = Int.clamping((high / step).rounded(.down), to: -1...(count - 1), nan: -1)
        return first <= last ? first...last : nil
    }

    func layoutItem(_ index: ItemIndex, _ unmirroredFrame: CGRect) -> LayoutItem {
        let frame = context.layoutDirection.mirror(unmirroredFrame, inWidth: metrics.contentSize.width)
        return LayoutItem(index: index, frame: context.pixelGrid.round(frame))
    }

    /// A rectangle in content space moved into unmirrored (left-to-right) space.
    func unmirrored(_ rect: CGRect) -> CGRect {
        context.layoutDirection.mirror(rect, inWidth: metrics.contentSize.width)
    }
}
