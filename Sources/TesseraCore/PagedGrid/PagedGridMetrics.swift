import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The geometry of a paged grid in one context, derived once in `prepare(in:)`.
///
/// All positions here are in *unmirrored* (left-to-right) content space; the layout mirrors
/// frames on the way out for right-to-left.
///
///        page 0                 page 1
///     |<---- page ---->|gap|<---- page ---->|
///     | ins [0][1][2][3]   | [8][9]         |
///     |     [4][5][6][7]   |                |
///     |<------- stride ------->|
struct PagedGridMetrics: Sendable, Equatable {
    let configuration: PagedGridLayout.Configuration
    /// Size of one page: the viewport inside its content insets.
    let pageSize: CGSize
    /// Distance from the start of one page to the next along the page axis.
    let stride: CGFloat
    let itemSize: CGSize
    /// Distance from one column / row to the next.
    let columnStep: CGFloat
    let rowStep: CGFloat
    /// Items in each section and the first page of each section: a section starts a new page.
    /// First pages saturate at `Int.max`: sections that would start past the last
    /// representable page have no pages (see `numberOfPages`).
    let sectionItemCounts: [Int]
    let sectionFirstPage: [Int]
    /// The number of pages, at most `Int.max`: with item counts summing past
    /// `Int.max × itemsPerPage` the pages beyond are cut off and their items have no frames.
    let numberOfPages: Int
    let contentSize: CGSize
    /// Whether there is nothing to show: an invalid configuration, no items, a zero-size
    /// viewport, no room for items (insets and spacings wider than the page, or items
    /// smaller than a pixel), or content longer than `maximumContentLength`.
    let isEmpty: Bool

    /// - Complexity: O(sections); independent of the number of items.
    init(configuration: PagedGridLayout.Configuration, context: LayoutContext) {
        self.configuration = configuration
        let valid = configuration.isValid
        let axis = configuration.pageAxis, insets = configuration.sectionInsets
        pageSize = context.visibleContentSize
        stride = axis.main(pageSize) + configuration.pageSpacing
        let columns = CGFloat(max(1, configuration.columns)), rows = CGFloat(max(1, configuration.rows))
        let width = (pageSize.width - insets.horizontal - (columns - 1) * configuration.itemSpacing) / columns
        let height = (pageSize.height - insets.vertical - (rows - 1) * configuration.lineSpacing) / rows
        itemSize = CGSize(width: max(0, width), height: max(0, height))
        columnStep = itemSize.width + configuration.itemSpacing
        rowStep = itemSize.height + configuration.lineSpacing

        sectionItemCounts = context.sectionItemCounts
        let perPage = max(1, configuration.itemsPerPage)
        var firstPage: [Int] = [], pages = 0
        firstPage.reserveCapacity(sectionItemCounts.count)
        for count in sectionItemCounts {
            firstPage.append(pages)
            pages = pages.saturatingAdd(count / perPage + (count % perPage == 0 ? 0 : 1))
        }
        sectionFirstPage = firstPage

        // Items under a pixel would put more items in a viewport than it has pixels (with
        // `columns: Int.max`, 2⁶³ of them): there is no room for them.
        let pixel = 1 / context.pixelGrid.scale
        let roomy = width >= pixel && height >= pixel && width.isFinite && height.isFinite
        let main = CGFloat(pages) * axis.main(pageSize) + CGFloat(max(0, pages - 1)) * configuration.pageSpacing
        let cross = axis == .horizontal ? pageSize.height : pageSize.width
        // Every frame lies inside the content, so content that scales to finite pixels (with
        // room for the queries' slack) keeps every frame and query edge finite.
        let measurable = main <= Self.maximumContentLength && cross <= Self.maximumContentLength
        isEmpty = !valid || pages == 0 || !roomy || !measurable
        numberOfPages = isEmpty ? 0 : pages
        contentSize = isEmpty ? .zero : axis.size(main: main, cross: cross)
    }

    /// The longest content a paged grid lays out, along or across its pages: 10³⁰⁰ pt. Longer
    /// content (a viewport of 10³⁰⁸ pt, pages 10³⁰⁰ pt apart by the million) is empty: its
    /// edges would overflow to infinity in pixel rounding or in a query's slack.
    static let maximumContentLength: CGFloat = 1e300

    /// The page item `index` is on, or `nil` if there is no such item (or its page is cut off).
    func page(of index: ItemIndex) -> Int? {
        guard !isEmpty, index.section >= 0, index.section < sectionItemCounts.count, index.item >= 0,
              index.item < sectionItemCounts[index.section] else { return nil }
        let page = sectionFirstPage[index.section].saturatingAdd(index.item / itemsPerPage)
        return page < numberOfPages ? page : nil
    }

    var itemsPerPage: Int { max(1, configuration.itemsPerPage) }

    /// The section a page belongs to and the page's number within that section.
    /// - Complexity: O(log sections).
    func locate(page: Int) -> (section: Int, pageInSection: Int)? {
        guard page >= 0, page < numberOfPages else { return nil }
        var low = 0, high = sectionFirstPage.count - 1
        while low < high { // last section whose first page ≤ page, skipping empty sections
            let mid = (low + high + 1) / 2
            if sectionFirstPage[mid] <= page { low = mid } else { high = mid - 1 }
        }
        return (low, page - sectionFirstPage[low])
    }

    /// The cell (row, column) an item occupies within its page.
    func cell(forSlot slot: Int) -> (row: Int, column: Int) {
        switch configuration.fillOrder {
        case .rowMajor: (slot / configuration.columns, slot % configuration.columns)
        case .columnMajor: (slot % configuration.rows, slot / configuration.rows)
        }
    }

    /// The slot within a page of the cell at (row, column).
    func slot(row: Int, column: Int) -> Int {
        switch configuration.fillOrder {
        case .rowMajor: row * configuration.columns + column
        case .columnMajor: column * configuration.rows + row
        }
    }

    /// The origin of a page in unmirrored content space.
    func pageOrigin(_ page: Int) -> CGPoint {
        configuration.pageAxis.point(main: CGFloat(page) * stride, cross: 0)
    }

    /// The unmirrored frame of the cell at (row, column) on `page`.
    func frame(page: Int, row: Int, column: Int) -> CGRect {
        let origin = pageOrigin(page), insets = configuration.sectionInsets
        return CGRect(x: origin.x + insets.left + CGFloat(column) * columnStep,
                      y: origin.y + insets.top + CGFloat(row) * rowStep,
                      width: itemSize.width, height: itemSize.height)
    }
}
