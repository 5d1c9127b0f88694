import Foundation
@testable import TesseraCore
@testable import TesseraTesting

/// The tutorial's approach, kept deliberately naive: precompute every item's frame by the most
/// literal reading of the rules, then filter all of them per query. Exactly right and O(n),
/// which makes it the reference the analytic layout is checked against.
struct ReferencePagedGrid {
    let frames: [(ItemIndex, CGRect)]
    let pageCount: Int
    let contentSize: CGSize
    let pageStarts: [CGFloat]   // unmirrored start of each page along the page axis

    init(_ c: PagedGridLayout.Configuration, _ context: LayoutContext) {
        let page = context.visibleContentSize
        let perPage = c.columns * c.rows
        let itemWidth = (page.width - c.sectionInsets.left - c.sectionInsets.right
            - CGFloat(c.columns - 1) * c.itemSpacing) / CGFloat(c.columns)
        let itemHeight = (page.height - c.sectionInsets.top - c.sectionInsets.bottom
            - CGFloat(c.rows - 1) * c.lineSpacing) / CGFloat(c.rows)
        let horizontal = c.pageAxis == .horizontal
        let pageLength = horizontal ? page.width : page.height
        var pages = 0
        for count in context.sectionItemCounts { pages += (count + perPage - 1) / perPage }
        let empty = pages == 0 || itemWidth <= 0 || itemHeight <= 0 || page.width <= 0 || page.height <= 0
        pageCount = empty ? 0 : pages
        let length = CGFloat(pages) * pageLength + CGFloat(max(0, pages - 1)) * c.pageSpacing
        contentSize = empty ? .zero : (horizontal ? CGSize(width: length, height: page.height)
                                                  : CGSize(width: page.width, height: length))
        pageStarts = (0..<pageCount).map { CGFloat($0) * (pageLength + c.pageSpacing) }
        var frames: [(ItemIndex, CGRect)] = []
        var pagesBefore = 0
        for (section, count) in context.sectionItemCounts.enumerated() where !empty {
            for item in 0..<count {
                let pageNumber = pagesBefore + item / perPage
                let slot = item % perPage
                let row = c.fillOrder == .rowMajor ? slot / c.columns : slot % c.rows
                let column = c.fillOrder == .rowMajor ? slot % c.columns : slot / c.rows
                let start = CGFloat(pageNumber) * (pageLength + c.pageSpacing)
                var frame = CGRect(x: (horizontal ? start : 0) + c.sectionInsets.left + CGFloat(column) * (itemWidth + c.itemSpacing),
                                   y: (horizontal ? 0 : start) + c.sectionInsets.top + CGFloat(row) * (itemHeight + c.lineSpacing),
                                   width: itemWidth, height: itemHeight)
                if context.layoutDirection == .rightToLeft {
                    frame.origin.x = contentSize.width - frame.maxX
                }
                frames.append((ItemIndex(item: item, section: section), context.pixelGrid.round(frame)))
            }
            pagesBefore += (count + perPage - 1) / perPage
        }
        self.frames = frames
    }

    func items(in rect: CGRect) -> [ItemIndex] {
        frames.filter { $0.1.overlaps(rect) }.map(\.0)
    }

    func frame(of index: ItemIndex) -> CGRect? {
        frames.first { $0.0 == index }?.1
    }

    func item(at point: CGPoint) -> ItemIndex? {
        frames.first { $0.1.contains(point) }?.0
    }
}
