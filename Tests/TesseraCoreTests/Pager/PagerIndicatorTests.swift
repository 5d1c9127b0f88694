import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Indicator frames on the canonical self-sizing strip (tabs 16–100, 108–222, 230–299.5,
/// 307.5–451.5; 44 pt tall; content 467.5 pt).
@Suite("Pager indicator")
struct PagerIndicatorTests {
    private func strip(_ indicator: PagerIndicatorStyle, overscroll: PagerIndicatorOverscroll = .clamp,
                       direction: LayoutDirection = .leftToRight) throws -> PagerTabStripLayout {
        preparedStrip(try selfSizingConfiguration(indicator: indicator, overscroll: overscroll), tabs: 4,
                      measured: canonicalTitles, direction: direction)
    }

    // MARK: - Styles

    @Test func underline_spansTheTabAtItsBottom() throws {
        let layout = try strip(.underline())
        #expect(layout.indicatorFrame(forTab: 0) == CGRect(x: 16, y: 42, width: 84, height: 2))
        #expect(layout.indicatorFrame(forTab: 3) == CGRect(x: 307.5, y: 42, width: 144, height: 2))
        #expect(layout.indicatorItem(forProgress: 0)?.zIndex == 1)
    }

    /// Tab 1 is 114 pt: a 90 pt title centred between 12 pt paddings; 4 pt insets each side,
    /// lifted 2 pt.
    @Test func underline_ofTheContent_spansTheTitleInsideItsInsets() throws {
        let layout = try strip(.underline(height: 3, insets: EdgeInsets(left: 4, bottom: 2, right: 4), width: .content))
        #expect(layout.indicatorFrame(forTab: 1) == CGRect(x: 124, y: 39, width: 82, height: 3))
    }

    @Test func capsule_sitsBehindTheTabWithRoundEnds() throws {
        let content = try strip(.capsule(width: .content))
        let frame = try #require(content.indicatorFrame(forTab: 1))
        #expect(frame == CGRect(x: 120, y: 4, width: 90, height: 36))
        #expect(content.configuration.indicator.cornerRadius(for: frame) == 18)
        #expect(content.indicatorItem(forProgress: 1)?.zIndex == -1)
        let whole = try strip(.capsule(insets: EdgeInsets(all: 2), cornerRadius: 6))
        let wholeFrame = try #require(whole.indicatorFrame(forTab: 1))
        #expect(wholeFrame == CGRect(x: 110, y: 2, width: 110, height: 40))
        #expect(whole.configuration.indicator.cornerRadius(for: wholeFrame) == 6)
    }

    @Test func none_hasNoIndicator() throws {
        let layout = try strip(.none)
        #expect(layout.indicatorItem == nil)
        #expect(layout.indicatorFrame(forProgress: 1.5) == nil)
        #expect(layout.elements(in: CGRect(x: 0, y: 0, width: 500, height: 44)).count == 4)
    }

    /// A 6 pt dot under the centre of the interpolated tab, from the two displayed tab frames.
    @Test func custom_getsBothTabsAndTheFraction() throws {
        let layout = try strip(.custom(behindTabs: true) { transition in
            let frame = transition.interpolatedFrame
            return CGRect(x: frame.midX - 3, y: 38, width: 6, height: 6)
        })
        #expect(layout.indicatorFrame(forTab: 0) == CGRect(x: 55, y: 38, width: 6, height: 6))
        // Halfway: tab 0 (16–100) to tab 1 (108–222) is 62–161, centre 111.5.
        #expect(layout.indicatorFrame(forProgress: 0.5) == CGRect(x: 108.5, y: 38, width: 6, height: 6))
        #expect(layout.indicatorItem(forProgress: 0.5)?.zIndex == -1)
        let broken = try strip(.custom { _ in CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1) })
        #expect(broken.indicatorFrame(forProgress: 1) == nil)
    }

    // MARK: - Following the pages

    /// Both edges move linearly: halfway from 16–100 to 108–222 is 62–161.
    @Test func betweenTabs_positionAndWidthInterpolate() throws {
        let layout = try strip(.underline())
        #expect(layout.indicatorFrame(forProgress: 0.5) == CGRect(x: 62, y: 42, width: 99, height: 2))
        // A quarter from 230–299.5 to 307.5–451.5: 249.375–337.5, rounded to 249.5–337.5.
        #expect(layout.indicatorFrame(forProgress: 2.25) == CGRect(x: 249.5, y: 42, width: 88, height: 2))
        #expect(layout.indicatorFrame(forProgress: 2) == layout.indicatorFrame(forTab: 2))
    }

    /// Right to left the indicator moves leftwards as the pages advance.
    @Test func rightToLeft_mirrorsTheProgress() throws {
        let layout = try strip(.underline(), direction: .rightToLeft)
        #expect(layout.indicatorFrame(forProgress: 0) == CGRect(x: 367.5, y: 42, width: 84, height: 2))
        #expect(layout.indicatorFrame(forProgress: 0.5) == CGRect(x: 306.5, y: 42, width: 99, height: 2))
        #expect(layout.indicatorFrame(forProgress: 1) == CGRect(x: 245.5, y: 42, width: 114, height: 2))
        let xs = stride(from: 0.0, through: 3.0, by: 0.25).compactMap { layout.indicatorFrame(forProgress: $0)?.minX }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 > $1 })
    }

    // MARK: - Overscroll

    @Test(arguments: [(PagerIndicatorOverscroll.clamp, CGRect(x: 16, y: 42, width: 84, height: 2)),
                      (.follow, CGRect(x: -7, y: 42, width: 84, height: 2)),
                      (.stretch, CGRect(x: -7, y: 42, width: 107, height: 2))])
    func beforeTheFirstPage_theOverscrollPolicyDecides(policy: PagerIndicatorOverscroll, expected: CGRect) throws {
        // A quarter page before page 0: a quarter of the 92 pt stride from tab 0 to tab 1.
        let layout = try strip(.underline(), overscroll: policy)
        #expect(layout.indicatorFrame(forProgress: -0.25) == expected)
    }

    @Test func afterTheLastPage_followsByTheLastStride() throws {
        let layout = try strip(.underline(), overscroll: .follow)
        // Half the 77.5 pt stride from tab 2 to tab 3 past tab 3: 346.25, on the pixel grid 346.5.
        #expect(layout.indicatorFrame(forProgress: 3.5) == CGRect(x: 346.5, y: 42, width: 144, height: 2))
        // At most one stride, however far the offset bounces.
        #expect(layout.indicatorFrame(forProgress: -5) == CGRect(x: -76, y: 42, width: 84, height: 2))
        let rtl = try strip(.underline(), overscroll: .follow, direction: .rightToLeft)
        #expect(rtl.indicatorFrame(forProgress: -0.25) == CGRect(x: 390.5, y: 42, width: 84, height: 2))
    }

    @Test func nonFiniteProgress_neverTraps() throws {
        let layout = try strip(.underline(), overscroll: .stretch)
        #expect(layout.indicatorFrame(forProgress: .nan) == layout.indicatorFrame(forTab: 0))
        #expect(layout.indicatorFrame(forProgress: .infinity) == CGRect(x: 307.5, y: 42, width: 221.5, height: 2))
        #expect(layout.indicatorFrame(forProgress: -.infinity)?.minX == -76)
        #expect(layout.indicatorFrame(forProgress: 1e300) != nil)
    }
}
