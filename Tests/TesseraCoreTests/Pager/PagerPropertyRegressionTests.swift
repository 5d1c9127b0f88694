import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The view pager defects the property suite found (issue 10), one test each.
@Suite("Pager: property regressions")
struct PagerPropertyRegressionTests {
    static func strip(_ size: PagerTabStripLayout.SizeConfiguration, tabs: Int, viewport: CGSize = CGSize(width: 320, height: 44),
                      insets: EdgeInsets = .zero, scale: CGFloat = 2) throws -> PagerTabStripLayout {
        var strip = try PagerTabStripLayout(size: size)
        strip.prepare(in: LayoutContext(viewportSize: viewport, contentInsets: insets, itemCount: tabs, displayScale: scale))
        return strip
    }

    static func pages(tabs: Int, viewport: CGSize, insets: EdgeInsets = .zero, direction: LayoutDirection = .leftToRight,
                      scale: CGFloat = 2) -> PagerPagesLayout {
        var pages = PagerPagesLayout()
        pages.prepare(in: LayoutContext(viewportSize: viewport, contentInsets: insets, sectionItemCounts: [tabs],
                                        layoutDirection: direction, displayScale: scale))
        return pages
    }

    /// `CGRect.infinite` (and any infinite edge) returned no tab and no page.
    @Test func infiniteRectangles_holdTheTabsAndPages() throws {
        let strip = try Self.strip(.fixed(width: 80, height: 44), tabs: 3)
        #expect(strip.items(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: .infinity)).map(\.index.item) == [0, 1, 2])
        let pages = Self.pages(tabs: 3, viewport: CGSize(width: 320, height: 480))
        #expect(pages.items(in: .infinite).map(\.index.item) == [0, 1, 2])
        #expect(pages.items(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isEmpty)
    }

    /// A rectangle over `Int.max` tabs or pages walked (or allocated) every one of them.
    @Test func hugeRectanglesOverIntMaxTabs_answerAtMostTheQueryCap() throws {
        let strip = try Self.strip(.fixed(width: 80, height: 44), tabs: .max)
        #expect(strip.items(in: CGRect(x: 0, y: 0, width: 1e30, height: 44)).count == PagerTabStripLayout.maximumItemsPerQuery)
        let squeezed = try Self.strip(.fillEqually(height: 44, spacing: 0), tabs: .max)
        #expect(squeezed.items(in: .infinite).count <= PagerTabStripLayout.maximumItemsPerQuery)
        let pages = Self.pages(tabs: .max, viewport: CGSize(width: 320, height: 480))
        #expect(pages.items(in: .infinite).count == PagerPagesLayout.maximumItemsPerQuery)
    }

    /// A leading inset of 10³⁰⁸ put tab 0 where pixel rounding overflows: now rejected.
    @Test func enormousStripLengths_throwNamingTheField() {
        #expect { _ = try PagerTabStripLayout.Configuration(leadingInset: .greatestFiniteMagnitude) }
            throws: { ($0 as? ConfigurationError)?.field == "leadingInset" }
        #expect { _ = try PagerTabStripLayout.Configuration(size: .fixed(width: 1e300, height: 44)) }
            throws: { ($0 as? ConfigurationError)?.field == "size.width" }
    }

    /// A content inset of −10³⁰⁸ made the visible area 10³⁰⁸ pt: frames off the pixel grid.
    @Test func unaddressableViewports_giveEmptyLayouts() throws {
        let huge = EdgeInsets(top: -.greatestFiniteMagnitude, left: -.greatestFiniteMagnitude)
        #expect(try Self.strip(.fillEqually(height: 10), tabs: 1, insets: huge).numberOfTabs == 0)
        #expect(Self.pages(tabs: 1, viewport: CGSize(width: 40, height: 40), insets: huge).numberOfPages == 0)
    }

    /// Right to left in content 10³⁰⁰ pt wide, mirroring lost a rectangle near 0.
    @Test func hugeRightToLeftPage_isFoundNearItsEdge() {
        let pages = Self.pages(tabs: 1, viewport: CGSize(width: 1e300, height: 40), direction: .rightToLeft)
        #expect(pages.items(in: CGRect(x: -50, y: -82.75, width: 57.25, height: 83)).map(\.index.item) == [0])
    }

    /// An offset of 10³⁰⁸ gave an infinite fractional page.
    @Test func farOffsets_giveAFractionalPageWithinOneOfThePages() {
        let pages = Self.pages(tabs: 3, viewport: CGSize(width: 0.5, height: 40))
        #expect(pages.fractionalPage(forContentOffset: CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 0)) == 3)
        #expect(pages.fractionalPage(forContentOffset: CGPoint(x: -CGFloat.greatestFiniteMagnitude, y: 0)) == -1)
    }

    /// With no pages, a NaN proposal came back as the target offset.
    @Test func noPages_clampTheProposal() {
        let pages = Self.pages(tabs: 0, viewport: CGSize(width: 320, height: 480))
        let target = pages.targetContentOffset(proposed: CGPoint(x: CGFloat.nan, y: -60), current: .zero, velocity: .zero)
        #expect(target == .zero)
    }

    /// At 1/16× a pixel is 16 pt: a 0.5 pt page rounds over its neighbours, and `index(at:)`
    /// only asked the page under the point and its two neighbours.
    @Test func coarsePixelGrid_hitTestsTheRoundedFrames() throws {
        let pages = Self.pages(tabs: 1000, viewport: CGSize(width: 0.5, height: 193), scale: 0.0625)
        let point = CGPoint(x: 40.5, y: 0)
        let hit = try #require(pages.index(at: point))
        #expect(pages.item(at: hit)?.frame.contains(point) == true)
        let strip = try Self.strip(.fixed(width: 0.5, height: 44), tabs: 1000, scale: 0.0625)
        let tab = try #require(strip.index(at: point))
        #expect(strip.item(at: tab)?.frame.contains(point) == true)
    }

    /// 1,000 `.fillEqually` tabs in 40 pt at 1/16×: tab 999 rounds to the pixel [32, 48], which
    /// a zero-width rectangle at x = 40 lies inside, but the walk over pixel marks (tabs
    /// narrower than a pixel) only looked at marks inside the rectangle, and there are none.
    @Test func subpixelTabs_areFoundByRectanglesInsideTheirPixel() throws {
        let strip = try Self.strip(.fillEqually(height: 10, spacing: 0), tabs: 1000, viewport: CGSize(width: 40, height: 40),
                                   scale: 0.0625)
        for rect in [CGRect(x: 40, y: 0, width: 0, height: 40), CGRect(x: 33, y: 0, width: 2, height: 40)] {
            let expected = (0..<1000).filter { tab in
                strip.item(at: ItemIndex(item: tab)).map { !$0.frame.isEmpty && $0.frame.overlaps(rect) } == true
            }
            #expect(!expected.isEmpty)
            #expect(strip.items(in: rect).map(\.index.item) == expected)
        }
    }

    /// Long mode: a content inset of −9.2·10¹⁸ pt makes three `.fillEqually` tabs 3·10¹⁸ pt
    /// wide, and the indicator overscrolled past the last one (right to left) spans −3·10¹⁸…0.
    /// A CGRect keeps its far edge, origin + width, only to 512 pt there: the invariants now
    /// check far edges to the precision a CGRect has (the layout itself was right).
    @Test func indicatorOfGiantTabs_isOnTheGridAsFarAsACGRectCanTell() {
        var choices = Choices(sparse: [23: 112, 25: 128, 36: 205, 40: 249, 41: 248, 48: 44, 55: 149, 57: 99, 59: 243, 123: 82])
        PagerProperties.checkStrip(PagerCase(&choices))
    }
}
