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
    /// `columns × rows` (1 for an invalid configuration, which lays out nothing).
    let itemsPerPage: Int
    /// Items in each section and the first page of each section: a section starts a new page.
    let sectionItemCounts: [Int]
    let sectionFirstPage: [Int]
    /// The number of pages; 0 when the layout is empty.
    let numberOfPages: Int
    /// Whether the pages loop (`loopsPages`, with at least two pages: one page would show
    /// beside itself, its items twice at once).
    let isLooping: Bool
    /// The pages laid out side by side: the pages themselves, or, in a loop, whole cycles of
    /// them (`cyclesLaidOut`), *position* pages whose data page is `position mod numberOfPages`.
    let pagesLaidOut: Int
    /// The position page of data page 0 in the cycle a loop rests in (its middle cycle); 0
    /// without a loop.
    let homeFirstPage: Int
    let contentSize: CGSize

    /// - Complexity: O(sections); independent of the number of items.
    init(configuration: PagedGridLayout.Configuration, context: LayoutContext) {
        self.configuration = configuration
        // An invalid configuration lays out nothing; its numbers are never read.
        let valid = configuration.isValid
        let columns = valid ? configuration.columns : 1, rows = valid ? configuration.rows : 1
        let axis = configuration.pageAxis, insets = configuration.sectionInsets
        pageSize = context.visibleContentSize
        stride = axis.main(pageSize) + configuration.pageSpacing
        let width = (pageSize.width - insets.horizontal - CGFloat(columns - 1) * configuration.itemSpacing) / CGFloat(columns)
        let height = (pageSize.height - insets.vertical - CGFloat(rows - 1) * configuration.lineSpacing) / CGFloat(rows)
        itemSize = CGSize(width: max(0, width), height: max(0, height))
        columnStep = itemSize.width + configuration.itemSpacing
        rowStep = itemSize.height + configuration.lineSpacing
        itemsPerPage = columns * rows

        sectionItemCounts = context.sectionItemCounts
        var firstPage: [Int] = [], pages = 0
        firstPage.reserveCapacity(sectionItemCounts.count)
        for count in sectionItemCounts {
            firstPage.append(pages)
            pages += (count + itemsPerPage - 1) / itemsPerPage
        }
        sectionFirstPage = firstPage

        // Items smaller than a pixel leave no room: they round to nothing, and pages of them
        // thinner than a pixel would put more pages under a query than it has pixels.
        let pixel = 1 / context.pixelGrid.scale
        numberOfPages = valid && width >= pixel && height >= pixel ? pages : 0
        let cycles = Self.cyclesEachSide(loops: configuration.loopsPages, pages: numberOfPages, stride: stride)
        isLooping = cycles > 0
        pagesLaidOut = (2 * cycles + 1) * numberOfPages
        homeFirstPage = cycles * numberOfPages
        let main = CGFloat(pagesLaidOut) * axis.main(pageSize) + CGFloat(max(0, pagesLaidOut - 1)) * configuration.pageSpacing
        contentSize = numberOfPages > 0 ? axis.size(main: main, cross: axis.cross.main(pageSize)) : .zero
    }

    /// The least room a loop keeps on either side of the cycle it rests in: 2¹⁸ pt, the
    /// carousel's margin, more than any fling travels between two rests (where the grid
    /// recentres).
    static let minimumLoopMargin = CarouselGeometry.minimumLoopMargin
    /// The longest cycle that loops: two more cycles around it stay below `Limits.coordinate`.
    static let longestLoopingCycle: CGFloat = 0x1p48

    /// How many whole cycles a loop lays out before (and after) the one it rests in: enough
    /// for `minimumLoopMargin`, at least one. 0 when the grid does not loop.
    ///
    ///     cycle −K … cycle −1 | home cycle: pages 0 … n−1 | cycle 1 … cycle K
    ///
    /// The layout is periodic (a cycle is `pages × stride`, the page spacing included, so the
    /// gap between the last page and the first is an ordinary gap): a shift by whole cycles
    /// shows the same items in the same cells, which is why a recentre reloads nothing.
    /// The looping pager lays its pages out by the same rule.
    static func cyclesEachSide(loops: Bool, pages: Int, stride: CGFloat) -> Int {
        let cycle = CGFloat(pages) * stride
        guard loops, pages >= 2, cycle > 0, cycle <= longestLoopingCycle else { return 0 }
        return max(1, Int(minimumLoopMargin / cycle, rounding: .up))
    }

    /// The data page shown at position page `position` (itself without a loop).
    func dataPage(atPosition position: Int) -> Int {
        isLooping ? position.positiveModulo(numberOfPages) : position
    }

    /// Whether there is nothing to show: an invalid configuration, no items, or no room for
    /// items a pixel wide and tall (a zero-size viewport, insets and spacings as wide as it).
    var isEmpty: Bool { numberOfPages == 0 }

    /// The page item `index` is on, or `nil` if there is no such item.
    func page(of index: ItemIndex) -> Int? {
        guard !isEmpty, index.section >= 0, index.section < sectionItemCounts.count, index.item >= 0,
              index.item < sectionItemCounts[index.section] else { return nil }
        return sectionFirstPage[index.section] + index.item / itemsPerPage
    }

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

    /// The origin of a position page in unmirrored content space.
    func pageOrigin(_ page: Int) -> CGPoint {
        configuration.pageAxis.point(main: CGFloat(page) * stride, cross: 0)
    }

    /// The unmirrored frame of the cell at (row, column) on position page `page`.
    func frame(page: Int, row: Int, column: Int) -> CGRect {
        let origin = pageOrigin(page), insets = configuration.sectionInsets
        return CGRect(x: origin.x + insets.left + CGFloat(column) * columnStep,
                      y: origin.y + insets.top + CGFloat(row) * rowStep,
                      width: itemSize.width, height: itemSize.height)
    }
}
