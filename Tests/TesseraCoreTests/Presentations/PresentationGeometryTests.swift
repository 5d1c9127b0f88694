import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Literal frame tables on the canonical 320 × 480 pt viewport at scale 2.
@Suite("Presentation geometry")
struct PresentationGeometryTests {
    static let tutorialInsets = EdgeInsets(top: 16, left: 16, bottom: 20, right: 16)

    private func frames(_ layout: some Presentation, _ items: [Int]) -> [CGRect?] {
        items.map { layout.item(at: ItemIndex(item: $0))?.frame }
    }

    // MARK: - List

    /// Rows are 320 − 32 = 288 wide, 112 tall, 122 apart, starting below the 16 pt inset.
    @Test func list_framesMatchTheTable() throws {
        let list = prepared(try ListPresentation(rowHeight: 112, lineSpacing: 10, sectionInsets: Self.tutorialInsets),
                            items: 10)
        #expect(frames(list, [0, 1, 9]) == [CGRect(x: 16, y: 16, width: 288, height: 112),
                                            CGRect(x: 16, y: 138, width: 288, height: 112),
                                            CGRect(x: 16, y: 1114, width: 288, height: 112)])
        #expect(list.contentSize == CGSize(width: 320, height: 16 + 10 * 112 + 9 * 10 + 20))
        #expect(list.item(at: ItemIndex(item: 10)) == nil)
        #expect(list.items(in: CGRect(x: 0, y: 0, width: 320, height: 480)).map(\.index.item) == [0, 1, 2, 3])
    }

    @Test func list_rightToLeft_mirrorsTheLeadingInset() throws {
        let insets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        let ltr = prepared(try ListPresentation(rowHeight: 50, sectionInsets: insets), items: 3)
        let rtl = prepared(try ListPresentation(rowHeight: 50, sectionInsets: insets), items: 3, direction: .rightToLeft)
        #expect(ltr.item(at: ItemIndex(item: 1))?.frame == CGRect(x: 10, y: 50, width: 280, height: 50))
        #expect(rtl.item(at: ItemIndex(item: 1))?.frame == CGRect(x: 30, y: 50, width: 280, height: 50))
    }

    @Test func measuredList_stacksItsHeights() {
        let list = prepared(ListPresentation(configuration: try! .init(rowHeight: 44, lineSpacing: 2),
                                             itemHeights: [[10, 20.5, 30]]), items: 4)
        #expect(frames(list, [0, 1, 2, 3]) == [CGRect(x: 0, y: 0, width: 320, height: 10),
                                               CGRect(x: 0, y: 12, width: 320, height: 20.5),
                                               CGRect(x: 0, y: 34.5, width: 320, height: 30),
                                               CGRect(x: 0, y: 66.5, width: 320, height: 44)]) // estimate
        #expect(list.contentSize == CGSize(width: 320, height: 110.5))
    }

    // MARK: - Grid

    /// Items are (288 − 16) / 3 ≈ 90.67 pt squares at x ≈ 16, 114.67, 213.33, rows ≈ 110.67 apart;
    /// each edge rounds to the nearest half point.
    @Test func grid_framesMatchTheTable() throws {
        let grid = prepared(try GridPresentation(columns: .count(3), itemSpacing: 8, lineSpacing: 20,
                                                 sectionInsets: Self.tutorialInsets), items: 10)
        #expect(frames(grid, [0, 1, 2, 3]) == [CGRect(x: 16, y: 16, width: 90.5, height: 90.5),
                                               CGRect(x: 114.5, y: 16, width: 91, height: 90.5),
                                               CGRect(x: 213.5, y: 16, width: 90.5, height: 90.5),
                                               CGRect(x: 16, y: 126.5, width: 90.5, height: 91)])
        #expect(abs(grid.contentSize.height - (16 + 4 * 272.0 / 3 + 3 * 20 + 20)) < 1e-9)
        #expect(grid.columnCount == 3)
    }

    @Test func adaptiveGrid_fitsAsManyColumnsAsTheMinimumWidthAllows() throws {
        // (320 + 10) / (100 + 10) = 3 columns of (320 − 20) / 3 = 100 pt.
        let grid = prepared(try GridPresentation(columns: .minimumItemWidth(100), itemHeight: .fixed(50),
                                                 itemSpacing: 10, lineSpacing: 10), items: 7)
        #expect(grid.columnCount == 3)
        #expect(frames(grid, [2, 3]) == [CGRect(x: 220, y: 0, width: 100, height: 50),
                                         CGRect(x: 0, y: 60, width: 100, height: 50)])
        // Wider than the viewport: one column as wide as it is.
        let single = prepared(try GridPresentation(columns: .minimumItemWidth(500), itemHeight: .fixed(50)), items: 2)
        #expect(single.columnCount == 1 && single.item(at: ItemIndex(item: 1))?.frame == CGRect(x: 0, y: 58, width: 320, height: 50))
    }

    /// With no spacing, each item's right edge is its neighbour's left edge after rounding.
    @Test(arguments: [1, 2, 3] as [CGFloat])
    func zeroSpacing_adjacentFramesTouch(scale: CGFloat) throws {
        var grid = try GridPresentation(columns: .count(7), itemHeight: .aspectRatio(1.3), itemSpacing: 0, lineSpacing: 0)
        grid.prepare(in: LayoutContext(viewportSize: CGSize(width: 317, height: 480), itemCount: 70, displayScale: scale))
        var mosaic = try MosaicPresentation(pattern: [.largeAndSmall(height: .aspectRatio(0.7)), .row(columns: 3)],
                                            itemSpacing: 0, lineSpacing: 0)
        mosaic.prepare(in: LayoutContext(viewportSize: CGSize(width: 317, height: 480), itemCount: 50, displayScale: scale))
        for item in 0..<69 where item % 7 != 6 {
            #expect(grid.item(at: ItemIndex(item: item))?.frame.maxX == grid.item(at: ItemIndex(item: item + 1))?.frame.minX)
        }
        for item in 0..<63 {
            #expect(grid.item(at: ItemIndex(item: item))?.frame.maxY == grid.item(at: ItemIndex(item: item + 7))?.frame.minY)
        }
        for period in 0..<7 {
            let large = mosaic.item(at: ItemIndex(item: period * 6))!.frame
            let small = mosaic.item(at: ItemIndex(item: period * 6 + 1))!.frame
            let below = mosaic.item(at: ItemIndex(item: period * 6 + 2))!.frame
            let next = mosaic.item(at: ItemIndex(item: period * 6 + 3))!.frame
            #expect(large.maxX == small.minX && small.maxY == below.minY && large.maxY == next.minY)
            #expect(below.maxY == large.maxY && small.maxX == 317)
        }
    }

    // MARK: - Mosaic

    /// The tutorial's custom grid: items 0 and 4 full width and 112 tall, 1–3 as the grid's.
    @Test func mosaic_fullWidthEveryFourth_framesMatchTheTable() throws {
        let pattern = try MosaicPresentation.Configuration.pattern(fullWidthEvery: 4, fullWidthHeight: .fixed(112), columns: 3)
        let mosaic = prepared(try MosaicPresentation(pattern: pattern, itemSpacing: 8, lineSpacing: 20,
                                                     sectionInsets: Self.tutorialInsets), items: 6)
        #expect(frames(mosaic, [0, 1, 2, 3, 4, 5]) == [
            CGRect(x: 16, y: 16, width: 288, height: 112),
            CGRect(x: 16, y: 148, width: 90.5, height: 90.5),
            CGRect(x: 114.5, y: 148, width: 91, height: 90.5),
            CGRect(x: 213.5, y: 148, width: 90.5, height: 90.5),
            CGRect(x: 16, y: 258.5, width: 288, height: 112),
            CGRect(x: 16, y: 390.5, width: 90.5, height: 91), // a short last row keeps the leading side
        ])
        #expect(abs(mosaic.contentSize.height - (16 + 2 * 112 + 2 * 272.0 / 3 + 3 * 20 + 20)) < 1e-9)
    }

    /// One 210 pt square beside two 100 pt squares, periods 220 pt apart.
    @Test func mosaic_largeAndSmall_framesMatchTheTable() throws {
        let mosaic = prepared(try MosaicPresentation(pattern: [.largeAndSmall()], itemSpacing: 10, lineSpacing: 10), items: 7)
        #expect(frames(mosaic, Array(0..<7)) == [
            CGRect(x: 0, y: 0, width: 210, height: 210), CGRect(x: 220, y: 0, width: 100, height: 100),
            CGRect(x: 220, y: 110, width: 100, height: 100), CGRect(x: 0, y: 220, width: 210, height: 210),
            CGRect(x: 220, y: 220, width: 100, height: 100), CGRect(x: 220, y: 330, width: 100, height: 100),
            CGRect(x: 0, y: 440, width: 210, height: 210),
        ])
        #expect(mosaic.contentSize == CGSize(width: 320, height: 650))
        #expect(mosaic.items(in: CGRect(x: 0, y: 100, width: 320, height: 20)).map(\.index.item) == [0, 2])
        let rtl = prepared(try MosaicPresentation(pattern: [.largeAndSmall()], itemSpacing: 10, lineSpacing: 10),
                           items: 7, direction: .rightToLeft)
        #expect(frames(rtl, [0, 1]) == [CGRect(x: 110, y: 0, width: 210, height: 210),
                                        CGRect(x: 0, y: 0, width: 100, height: 100)])
    }

    // MARK: - Waterfall

    /// Heights 100, 50, 80, 30, 60 in two 155 pt columns 10 pt apart: each item goes to the
    /// shorter column; item 4 meets a tie (150 / 150) and takes the leading column.
    @Test func waterfall_shortestColumnPlacement_framesMatchTheTable() throws {
        let waterfall = prepared(try WaterfallPresentation(columns: 2, itemSpacing: 10, lineSpacing: 10,
                                                           itemHeights: [[100, 50, 80, 30, 60]]), items: 5)
        #expect(frames(waterfall, Array(0..<5)) == [
            CGRect(x: 0, y: 0, width: 155, height: 100), CGRect(x: 165, y: 0, width: 155, height: 50),
            CGRect(x: 165, y: 60, width: 155, height: 80), CGRect(x: 0, y: 110, width: 155, height: 30),
            CGRect(x: 0, y: 150, width: 155, height: 60),
        ])
        #expect(waterfall.contentSize == CGSize(width: 320, height: 210))
        #expect(waterfall.columnWidth == 155)
        #expect(waterfall.items(in: CGRect(x: 0, y: 100, width: 320, height: 20)).map(\.index.item) == [2, 3])
        let rtl = prepared(try WaterfallPresentation(columns: 2, itemSpacing: 10, lineSpacing: 10,
                                                     itemHeights: [[100, 50, 80, 30, 60]]), items: 5, direction: .rightToLeft)
        #expect(frames(rtl, [0, 1, 4]) == [CGRect(x: 165, y: 0, width: 155, height: 100),
                                           CGRect(x: 0, y: 0, width: 155, height: 50),
                                           CGRect(x: 165, y: 150, width: 155, height: 60)])
    }

    // MARK: - Sections and headers

    /// Sections [2, 0, 1] with 30 pt headers and 5 pt insets: an empty section is its header alone.
    @Test func sections_stackHeadersInsetsAndItems() throws {
        var list = try ListPresentation(rowHeight: 40, sectionInsets: EdgeInsets(top: 5, left: 0, bottom: 5, right: 0),
                                        headerHeight: 30)
        list.prepare(in: LayoutContext(viewportSize: presentationViewport, sectionItemCounts: [2, 0, 1]))
        let header = { (section: Int) in
            list.supplementaryItem(ofKind: .presentationHeader, at: ItemIndex(item: 0, section: section))?.frame
        }
        #expect([header(0), header(1), header(2)] == [CGRect(x: 0, y: 0, width: 320, height: 30),
                                                      CGRect(x: 0, y: 120, width: 320, height: 30),
                                                      CGRect(x: 0, y: 150, width: 320, height: 30)])
        #expect(list.item(at: ItemIndex(item: 1, section: 0))?.frame == CGRect(x: 0, y: 75, width: 320, height: 40))
        #expect(list.item(at: ItemIndex(item: 0, section: 2))?.frame == CGRect(x: 0, y: 185, width: 320, height: 40))
        #expect(list.contentSize == CGSize(width: 320, height: 230))
        let found = list.items(in: CGRect(x: 0, y: 110, width: 320, height: 50))
        #expect(found.map { describe($0.index, $0.elementKind) } == ["0.1 cell", "1.0 header", "2.0 header"])
        #expect(list.index(at: CGPoint(x: 10, y: 130)) == nil) // a header is not a cell
        #expect(list.index(at: CGPoint(x: 10, y: 190)) == ItemIndex(item: 0, section: 2))
        #expect(list.supplementaryItem(ofKind: .supplementary("footer"), at: ItemIndex(item: 0)) == nil)
    }

    // MARK: - Cells read their presentation

    @Test func cellStyle_namesTheKindAndTheTutorialsAspect() throws {
        let list = prepared(try ListPresentation(rowHeight: 112), items: 3)
        let grid = prepared(GridPresentation(), items: 3)
        #expect(list.cellStyle(at: ItemIndex(item: 0)) == PresentationCellStyle(kind: .list, aspect: .horizontal))
        #expect(grid.cellStyle(at: ItemIndex(item: 0)) == PresentationCellStyle(kind: .grid, aspect: .vertical))
        #expect(AnyPresentation(grid).cellStyle(at: ItemIndex(item: 2))?.kind == .grid)
        #expect(grid.cellStyle(at: ItemIndex(item: 3)) == nil)
        #expect(PresentationCellStyle.Aspect(size: CGSize(width: 200, height: 100)) == .vertical) // exactly 2:1
        #expect(PresentationCellStyle.Aspect(size: CGSize(width: 201, height: 100)) == .horizontal)
    }
}
