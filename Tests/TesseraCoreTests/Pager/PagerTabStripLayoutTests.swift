import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The canonical strip: 320 × 44 pt at scale 2.
let canonicalStrip = CGSize(width: 320, height: 44)

/// A strip prepared in the canonical viewport.
func preparedStrip(_ configuration: PagerTabStripLayout.Configuration, tabs: Int, measured: [CGFloat] = [],
                   viewport: CGSize = canonicalStrip, direction: LayoutDirection = .leftToRight,
                   scale: CGFloat = 2) -> PagerTabStripLayout {
    var layout = PagerTabStripLayout(configuration: configuration)
    layout.setMeasuredWidths(measured)
    layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: tabs, layoutDirection: direction,
                                     displayScale: scale))
    return layout
}

/// Every tab's frame, in index order.
func tabFrames(_ layout: PagerTabStripLayout) -> [CGRect] {
    (0..<layout.numberOfTabs).compactMap { layout.item(at: ItemIndex(item: $0))?.frame }
}

/// Self-sizing 44 pt tabs, 8 pt apart, 12 pt padding, 16 pt insets; titles 60, 90, 45.5, 120.
func selfSizingConfiguration(indicator: PagerIndicatorStyle = .underline(),
                             overscroll: PagerIndicatorOverscroll = .clamp) throws -> PagerTabStripLayout.Configuration {
    try .init(size: .selfSizing(height: 44, spacing: 8, estimatedWidth: 80), leadingInset: 16, trailingInset: 16,
              tabPadding: 12, indicator: indicator, indicatorOverscroll: overscroll)
}

let canonicalTitles: [CGFloat] = [60, 90, 45.5, 120]

@Suite("PagerTabStripLayout geometry")
struct PagerTabStripLayoutTests {
    // MARK: - Fill equally

    /// (320 − 3·8) / 4 = 74 pt per tab.
    @Test func fillEqually_sharesTheStripWidth() throws {
        let layout = preparedStrip(try .init(size: .fillEqually(height: 44, spacing: 8)), tabs: 4)
        #expect(tabFrames(layout) == [CGRect(x: 0, y: 0, width: 74, height: 44), CGRect(x: 82, y: 0, width: 74, height: 44),
                                      CGRect(x: 164, y: 0, width: 74, height: 44), CGRect(x: 246, y: 0, width: 74, height: 44)])
        #expect(layout.contentSize == CGSize(width: 320, height: 44))
        #expect(!layout.isScrollable)
    }

    /// 320 / 3 = 106.67 pt: edges land on the nearest half point, so tabs still touch.
    @Test func fillEqually_roundsEdgesToPixels() throws {
        let layout = preparedStrip(try .init(size: .fillEqually(height: 44)), tabs: 3)
        #expect(tabFrames(layout) == [CGRect(x: 0, y: 0, width: 106.5, height: 44),
                                      CGRect(x: 106.5, y: 0, width: 107, height: 44),
                                      CGRect(x: 213.5, y: 0, width: 106.5, height: 44)])
    }

    @Test func fillEqually_rightToLeft_putsTabZeroAtTheRightEdge() throws {
        let layout = preparedStrip(try .init(size: .fillEqually(height: 44, spacing: 8)), tabs: 4, direction: .rightToLeft)
        #expect(tabFrames(layout).map(\.minX) == [246, 164, 82, 0])
    }

    /// Below the minimum (10 tabs of 32 pt < 50 pt) tabs keep the minimum and scroll.
    @Test func fillEqually_belowTheMinimumWidth_scrolls() throws {
        let layout = preparedStrip(try .init(size: .fillEqually(height: 44), minimumTabWidth: 50), tabs: 10)
        #expect(layout.isScrollable)
        #expect(layout.contentSize == CGSize(width: 500, height: 44))
        #expect(layout.item(at: ItemIndex(item: 9))?.frame == CGRect(x: 450, y: 0, width: 50, height: 44))
    }

    /// Three equal tabs with 400 pt spacing cannot share 320 pt: they shrink to nothing (so no
    /// query returns them) and the spacing scrolls; nothing is negative.
    @Test func fillEqually_spacingWiderThanTheStrip_givesZeroWidthTabs() throws {
        let layout = preparedStrip(try .init(size: .fillEqually(height: 44, spacing: 400)), tabs: 3)
        #expect(layout.contentSize == CGSize(width: 800, height: 44))
        #expect(tabFrames(layout).map(\.width) == [0, 0, 0])
        #expect(layout.items(in: CGRect(x: 0, y: 0, width: 800, height: 44)).isEmpty)
        #expect(layout.index(at: CGPoint(x: 400, y: 10)) == nil)
        #expect(layout.indicatorFrame(forProgress: 1.5) == CGRect(x: 600, y: 42, width: 0, height: 2))
        #expect(layout.contentOffset(forProgress: 2, from: .zero) == CGPoint(x: 480, y: 0))
    }

    // MARK: - Fixed

    /// 5 × 100 pt + 4 × 10 pt + 2 × 16 pt = 572 pt: overflows and scrolls.
    @Test func fixed_overflowing_scrollsWithInsets() throws {
        let layout = preparedStrip(try .init(size: .fixed(width: 100, height: 44, spacing: 10),
                                             leadingInset: 16, trailingInset: 16), tabs: 5)
        #expect(tabFrames(layout).map(\.minX) == [16, 126, 236, 346, 456])
        #expect(tabFrames(layout).allSatisfy { $0.size == CGSize(width: 100, height: 44) })
        #expect(layout.contentSize == CGSize(width: 572, height: 44))
        #expect(layout.isScrollable)
        #expect(layout.contentOffsetRange == 0...252)
        let rtl = preparedStrip(layout.configuration, tabs: 5, direction: .rightToLeft)
        #expect(tabFrames(rtl).map(\.minX) == [456, 346, 236, 126, 16])
    }

    /// Two 100 pt tabs in 288 pt of room: 78 pt to spare.
    @Test(arguments: [(PagerTabStripLayout.Alignment.leading, [CGRect(x: 16, y: 0, width: 100, height: 44),
                                                               CGRect(x: 126, y: 0, width: 100, height: 44)]),
                      (.centered, [CGRect(x: 55, y: 0, width: 100, height: 44), CGRect(x: 165, y: 0, width: 100, height: 44)]),
                      (.fill, [CGRect(x: 16, y: 0, width: 139, height: 44), CGRect(x: 165, y: 0, width: 139, height: 44)])])
    func fixed_fitting_isAligned(alignment: PagerTabStripLayout.Alignment, expected: [CGRect]) throws {
        let layout = preparedStrip(try .init(size: .fixed(width: 100, height: 44, spacing: 10), alignment: alignment,
                                             leadingInset: 16, trailingInset: 16), tabs: 2)
        #expect(tabFrames(layout) == expected)
        #expect(layout.contentSize == canonicalStrip)
        #expect(!layout.isScrollable)
        #expect(layout.contentOffsetRange == 0...0)
        let rtl = preparedStrip(layout.configuration, tabs: 2, direction: .rightToLeft)
        #expect(tabFrames(rtl) == expected.map { CGRect(x: 320 - $0.maxX, y: 0, width: $0.width, height: 44) })
    }

    // MARK: - Self-sizing

    /// Titles 60, 90, 45.5, 120 plus 2 × 12 pt padding; 8 pt apart; 16 pt insets.
    @Test func selfSizing_framesMatchTheTable() throws {
        let layout = preparedStrip(try selfSizingConfiguration(), tabs: 4, measured: canonicalTitles)
        #expect(tabFrames(layout) == [CGRect(x: 16, y: 0, width: 84, height: 44), CGRect(x: 108, y: 0, width: 114, height: 44),
                                      CGRect(x: 230, y: 0, width: 69.5, height: 44), CGRect(x: 307.5, y: 0, width: 144, height: 44)])
        #expect(layout.contentSize == CGSize(width: 467.5, height: 44))
        let rtl = preparedStrip(try selfSizingConfiguration(), tabs: 4, measured: canonicalTitles, direction: .rightToLeft)
        #expect(tabFrames(rtl).map(\.minX) == [367.5, 245.5, 168, 16])
    }

    /// Tabs 4 and 5 are not measured yet: 80 pt estimated titles.
    @Test func selfSizing_unmeasuredTabsUseTheEstimate() throws {
        let layout = preparedStrip(try selfSizingConfiguration(), tabs: 6, measured: canonicalTitles)
        #expect(layout.item(at: ItemIndex(item: 4))?.frame == CGRect(x: 459.5, y: 0, width: 104, height: 44))
        #expect(layout.item(at: ItemIndex(item: 5))?.frame == CGRect(x: 571.5, y: 0, width: 104, height: 44))
        #expect(layout.contentSize.width == 691.5)
    }

    @Test func selfSizing_reMeasuringOneTab_movesTheTabsAfterIt() throws {
        var layout = preparedStrip(try selfSizingConfiguration(), tabs: 4, measured: canonicalTitles)
        layout.setMeasuredWidth(70, forTab: 1)      // a larger Dynamic Type size
        #expect(tabFrames(layout).map(\.minX) == [16, 108, 210, 287.5])
        #expect(layout.item(at: ItemIndex(item: 1))?.frame.width == 94)
        #expect(layout.measuredWidths == [60, 70, 45.5, 120])
    }

    // MARK: - Queries

    @Test func visibleTabsQuery_returnsTheTabsInTheRectangle() throws {
        let layout = preparedStrip(try selfSizingConfiguration(), tabs: 4, measured: canonicalTitles)
        #expect(layout.items(in: CGRect(x: 0, y: 0, width: 320, height: 44)).map(\.index.item) == [0, 1, 2, 3])
        #expect(layout.items(in: CGRect(x: 100, y: 0, width: 8, height: 44)).isEmpty)        // the spacing
        #expect(layout.items(in: CGRect(x: 222, y: 10, width: 9, height: 1)).map(\.index.item) == [2])
        #expect(layout.items(in: CGRect(x: 0, y: 44, width: 500, height: 10)).isEmpty)       // below the tabs
        #expect(layout.index(at: CGPoint(x: 107.9, y: 20)) == nil)
        #expect(layout.index(at: CGPoint(x: 108, y: 20)) == ItemIndex(item: 1))
        #expect(layout.index(at: CGPoint(x: 451, y: 43)) == ItemIndex(item: 3))
        #expect(layout.item(at: ItemIndex(item: 4)) == nil)
        #expect(layout.item(at: ItemIndex(item: -1)) == nil)
        #expect(layout.item(at: ItemIndex(item: 0, section: 1)) == nil)
    }

    /// The indicator is a supplementary item: `elements(in:)` has it, `items(in:)` (index
    /// paths of tabs) does not, and a tap on it selects the tab under it, not tab 0.
    @Test func indicator_isASupplementaryElement() throws {
        var layout = preparedStrip(try selfSizingConfiguration(), tabs: 4, measured: canonicalTitles)
        layout.selectionProgress = 2
        let rect = CGRect(x: 0, y: 0, width: 320, height: 44)
        #expect(layout.items(in: rect).allSatisfy { $0.elementKind == .cell })
        let indicator = try #require(layout.elements(in: rect).last)
        #expect(indicator.elementKind == .supplementary("indicator"))
        #expect(indicator.elementKind == PagerTabStripLayout.indicatorElementKind)
        #expect(indicator.frame == CGRect(x: 230, y: 42, width: 69.5, height: 2))
        #expect(indicator.zIndex == 1)
        #expect(layout.index(at: CGPoint(x: 260, y: 43)) == ItemIndex(item: 2))
    }

    @Test func accessibility_describesTabsAsData() throws {
        let layout = preparedStrip(try selfSizingConfiguration(), tabs: 4, measured: canonicalTitles)
        #expect(layout.accessibility(forTab: 1, selectedTab: 1) == .tab(index: 1, count: 4, isSelected: true))
        #expect(layout.accessibility(forTab: 2, selectedTab: 1) == .tab(index: 2, count: 4, isSelected: false))
        #expect(layout.accessibility(forTab: 4, selectedTab: 1) == nil)
        let value = PagerAccessibility.tab(index: 1, count: 4, isSelected: true)
        #expect(value.position == 2 && value.count == 4 && value.isSelected)
    }
}
