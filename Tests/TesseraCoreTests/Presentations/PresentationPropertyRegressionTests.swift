import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The presentation defects the property suite found (issue 10), one test each.
@Suite("Presentations: property regressions")
struct PresentationPropertyRegressionTests {
    static func context(_ counts: [Int], viewport: CGSize = CGSize(width: 40, height: 40),
                        insets: EdgeInsets = .zero) -> LayoutContext {
        LayoutContext(viewportSize: viewport, contentInsets: insets, sectionItemCounts: counts)
    }

    /// `CGRect.infinite` over `Int.max` rows in several sections visited every row.
    @Test func infiniteRectangleOverIntMaxItems_answersAtMostTheQueryCap() throws {
        for var presentation in [AnyPresentation(try ListPresentation(rowHeight: 44)),
                                 AnyPresentation(try GridPresentation(columns: .count(3))),
                                 AnyPresentation(MosaicPresentation())] {
            presentation.prepare(in: Self.context([.max, .max, 3], viewport: CGSize(width: 320, height: 480)))
            let items = presentation.items(in: .infinite)
            #expect(items.count == PresentationLimits.maximumItemsPerQuery)
            #expect(items.allSatisfy { $0.index.section == 0 })
        }
    }

    /// A header 10³⁰⁸ pt tall had a frame off the pixel grid (rounding overflowed): such
    /// lengths are rejected now, naming the field.
    @Test func enormousLengths_throwNamingTheField() {
        #expect { _ = try ListPresentation(headerHeight: .greatestFiniteMagnitude) }
            throws: { ($0 as? ConfigurationError)?.field == "headerHeight" }
        #expect { _ = try GridPresentation(sectionInsets: EdgeInsets(top: 1e300)) }
            throws: { ($0 as? ConfigurationError)?.field == "sectionInsets.top" }
        #expect { _ = try WaterfallPresentation(estimatedItemHeight: 1e10) }
            throws: { ($0 as? ConfigurationError)?.field == "estimatedItemHeight" }
    }

    /// A content inset of −10³⁰⁸ made the viewport 10³⁰⁸ pt wide: frames off the pixel grid.
    @Test func unaddressableViewports_giveAnEmptyLayout() throws {
        var list = try ListPresentation(rowHeight: 44)
        list.prepare(in: Self.context([3], insets: EdgeInsets(left: -.greatestFiniteMagnitude)))
        #expect(list.contentSize == .zero)
        #expect(list.items(in: .infinite).isEmpty)
    }

    /// An aspect ratio of 10⁻³⁰⁰ makes items 10³⁰¹ pt tall: section starts and item edges,
    /// summed differently, disagreed by more than the query's pixel of slack, and an item of
    /// the last section went missing from `CGRect.infinite`.
    @Test func astronomicalItems_areAllFound() throws {
        var mosaic = try MosaicPresentation(pattern: try MosaicPresentation.Configuration.pattern(
            fullWidthEvery: 4, fullWidthHeight: .fixed(4), columns: 1, itemHeight: .aspectRatio(1e-300)) + [.largeAndSmall()],
            itemSpacing: 0, lineSpacing: 0)
        mosaic.prepare(in: Self.context([0, 40, 5]))
        let all = (0..<40).map { ItemIndex(item: $0, section: 1) } + (0..<5).map { ItemIndex(item: $0, section: 2) }
        let expected = all.filter { mosaic.item(at: $0)?.frame.overlaps(.infinite) == true }
        #expect(mosaic.items(in: .infinite).map(\.index) == expected)
    }

    /// The same ratio in one section of 40: items 10³⁰² pt tall put item 39 at y = 6.7·10³⁰³,
    /// where pixel rounding gave it a height of −1.2·10²⁸⁸. Heights from a ratio are capped
    /// at `PresentationLimits.maximumItemHeight` now, as measured heights are.
    @Test func astronomicalAspectRatios_giveFramesOfCappedNonNegativeSize() throws {
        var mosaic = try MosaicPresentation(pattern: try MosaicPresentation.Configuration.pattern(
            fullWidthEvery: 4, fullWidthHeight: .fixed(4), columns: 1, itemHeight: .aspectRatio(1e-300)) + [.largeAndSmall()],
            itemSpacing: 0, lineSpacing: 0)
        mosaic.prepare(in: Self.context([40], viewport: CGSize(width: 374, height: 40)))
        let frames = (0..<40).compactMap { mosaic.item(at: ItemIndex(item: $0, section: 0))?.frame }
        #expect(frames.count == 40)
        for frame in frames {
            #expect(frame.height >= 0 && frame.height <= PresentationLimits.maximumItemHeight)
            #expect(frame.maxY.isFinite && frame.maxY <= 40 * PresentationLimits.maximumItemHeight)
        }
    }

    /// A ratio of 10³⁰⁰ (or `.fixed(1e-300)`) made rows 10⁻²⁹⁸ pt tall: 2⁶³ items rounded onto
    /// the line y = 0, none overlapped a strip from there, and the query walked every row
    /// (the presentation switch property ran for minutes). Rows are at least 1/64 pt now.
    @Test func vanishingRowHeights_areKeptAtAQuarterOfTheFinestPixel() throws {
        for var presentation in [AnyPresentation(try GridPresentation(columns: .count(3), itemHeight: .aspectRatio(1e300),
                                                                      itemSpacing: 0, lineSpacing: 0)),
                                 AnyPresentation(try MosaicPresentation(pattern: [.row(columns: 3, height: .fixed(1e-300))],
                                                                        itemSpacing: 0, lineSpacing: 0))] {
            presentation.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: .max,
                                                   displayScale: 16))
            #expect(presentation.item(at: ItemIndex(item: 64 * 3))?.frame.minY == 1)
            let strip = presentation.items(in: CGRect(x: 0, y: 0, width: 320, height: 32))
            #expect(!strip.isEmpty && strip.count <= PresentationLimits.maximumItemsPerQuery)
        }
    }

    /// Found while replaying the presentation engine's shrunk case: a list of `Int.max` rows is
    /// 10²¹ pt tall, and a query's slack was sized by the content (8 ulps = 2²⁰ pt), so every
    /// frame near the top visited 8,600 rows (15 ms a frame in a debug build, 500× a list of
    /// 1,000). The slack now follows the rectangle's own coordinates: a pixel there.
    @Test func queryNearTheTopOfAstronomicalContent_searchesAPixelAround() throws {
        let grid = PixelGrid(scale: 2)
        let rect = CGRect(x: 0, y: 19_250, width: 40, height: 40)
        let query = try #require(PresentationQuery(rect, contentSize: CGSize(width: 40, height: 1.1e21),
                                                   direction: .leftToRight, grid: grid))
        #expect(query.maxY - rect.maxY <= 1 && rect.minY - query.minY <= 1)
        // Far down, the ulps are real and the slack keeps them.
        let far = CGRect(x: 0, y: 1e21, width: 40, height: 40)
        let farQuery = try #require(PresentationQuery(far, contentSize: CGSize(width: 40, height: 1.1e21),
                                                      direction: .leftToRight, grid: grid))
        #expect(far.minY - farQuery.minY >= 8 * CGFloat(1e21).ulp)
    }
}
