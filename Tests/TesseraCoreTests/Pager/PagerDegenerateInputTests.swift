import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("Pager degenerate input")
struct PagerDegenerateInputTests {
    // MARK: - Invalid configuration

    /// One invalid value per field the configurations validate.
    enum InvalidValue: String, CaseIterable, Sendable {
        case height, width, spacing, estimatedWidth, leadingInset, trailingInset, tabPadding, minimumTabWidth
        case indicatorHeight, indicatorInsets, indicatorCornerRadius, minimumFlickVelocity, liveNeighbours

        var field: String {
            switch self {
            case .height: "size.height"
            case .width: "size.width"
            case .spacing: "size.spacing"
            case .estimatedWidth: "size.estimatedWidth"
            case .indicatorHeight: "indicator.height"
            case .indicatorInsets: "indicator.insets.left"
            case .indicatorCornerRadius: "indicator.cornerRadius"
            default: rawValue
            }
        }

        func make() throws {
            typealias Strip = PagerTabStripLayout.Configuration
            switch self {
            case .height: _ = try Strip(size: .fillEqually(height: 0))
            case .width: _ = try Strip(size: .fixed(width: -1, height: 44))
            case .spacing: _ = try Strip(size: .selfSizing(height: 44, spacing: .nan))
            case .estimatedWidth: _ = try Strip(size: .selfSizing(height: 44, estimatedWidth: .infinity))
            case .leadingInset: _ = try Strip(leadingInset: -1)
            case .trailingInset: _ = try Strip(trailingInset: .nan)
            case .tabPadding: _ = try Strip(tabPadding: -2)
            case .minimumTabWidth: _ = try Strip(minimumTabWidth: .infinity)
            case .indicatorHeight: _ = try Strip(indicator: .underline(height: 0))
            case .indicatorInsets: _ = try Strip(indicator: .capsule(insets: EdgeInsets(left: .nan)))
            case .indicatorCornerRadius: _ = try Strip(indicator: .capsule(cornerRadius: -1))
            case .minimumFlickVelocity: _ = try PagerPagesLayout.Configuration(minimumFlickVelocity: -1)
            case .liveNeighbours: _ = try PagerPagesLayout.Configuration(liveNeighbours: -1)
            }
        }
    }

    @Test(arguments: InvalidValue.allCases)
    func invalidConfiguration_throwsAnErrorNamingTheField(invalid: InvalidValue) {
        #expect { try invalid.make() } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.field == invalid.field && error.description.hasPrefix(invalid.field)
        }
    }

    @Test func errorMessage_namesFieldAndValue() {
        #expect(throws: ConfigurationError(field: "size.width", value: "-1.0",
                                                    requirement: "finite, > 0 and at most 1000000.0")) {
            try PagerTabStripLayout(size: .fixed(width: -1, height: 44))
        }
    }

    @Test func invalidConfigurationSetLater_givesAnEmptyStrip() throws {
        var layout = preparedStrip(try selfSizingConfiguration(), tabs: 4, measured: canonicalTitles)
        layout.configuration.size = .fixed(width: .nan, height: 44)
        #expect(layout.contentSize == .zero && layout.numberOfTabs == 0)
        #expect(layout.items(in: CGRect(x: 0, y: 0, width: 320, height: 44)).isEmpty)
        #expect(layout.indicatorItem == nil)
    }

    // MARK: - Degenerate geometry

    static let sizes: [PagerTabStripLayout.SizeConfiguration] = [
        .fillEqually(height: 44, spacing: 8), .fixed(width: 90, height: 44, spacing: 8),
        .selfSizing(height: 44, spacing: 8),
    ]

    @Test(arguments: sizes, [CGSize.zero, CGSize(width: 0, height: 44), CGSize(width: 320, height: 0),
                             CGSize(width: -5, height: CGFloat.nan), CGSize(width: CGFloat.infinity, height: 44)])
    func zeroSizeStrip_isEmpty(size: PagerTabStripLayout.SizeConfiguration, viewport: CGSize) throws {
        let layout = preparedStrip(try .init(size: size), tabs: 5, measured: canonicalTitles, viewport: viewport)
        #expect(layout.contentSize == .zero)
        #expect(layout.items(in: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)).isEmpty)
        #expect(layout.index(at: .zero) == nil && layout.indicatorItem == nil)
        #expect(layout.contentOffset(forProgress: 2, from: CGPoint(x: 50, y: 0)) == .zero)
    }

    @Test(arguments: sizes)
    func zeroTabs_isEmpty(size: PagerTabStripLayout.SizeConfiguration) throws {
        let layout = preparedStrip(try .init(size: size), tabs: 0, measured: canonicalTitles)
        #expect(layout.contentSize == .zero && layout.numberOfTabs == 0)
        #expect(layout.indicatorFrame(forProgress: 0) == nil)
        #expect(layout.contentOffset(forProgress: .nan, from: .zero) == .zero)
    }

    /// Three equal tabs with 400 pt spacing cannot share 320 pt: they shrink to nothing (so no
    /// query returns them) and the spacing scrolls; nothing is negative, nothing is NaN.
    @Test func spacingWiderThanTheStrip_givesZeroWidthTabs() throws {
        let layout = preparedStrip(try .init(size: .fillEqually(height: 44, spacing: 400)), tabs: 3)
        #expect(layout.contentSize == CGSize(width: 800, height: 44))
        #expect(tabFrames(layout).map(\.width) == [0, 0, 0])
        #expect(layout.items(in: CGRect(x: 0, y: 0, width: 800, height: 44)).isEmpty)
        #expect(layout.index(at: CGPoint(x: 400, y: 10)) == nil)
        #expect(layout.indicatorFrame(forProgress: 1.5) == CGRect(x: 600, y: 42, width: 0, height: 2))
        #expect(layout.contentOffset(forProgress: 2, from: .zero) == CGPoint(x: 480, y: 0))
    }

    /// 10⁶ equal tabs in 320 pt are 0.32 pt each: most round to nothing. The query walks pixel
    /// edges, not tabs, and still matches a reference that filters all 10⁶ frames.
    @Test func subpixelTabs_matchTheReference() throws {
        let configuration = try PagerTabStripLayout.Configuration(size: .fillEqually(height: 44))
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let layout = preparedStrip(configuration, tabs: 1_000_000, direction: direction)
            let reference = ReferencePagerTabStrip(configuration, measured: [], layout.context)
            for rect in [CGRect(x: 0, y: 0, width: 320, height: 44), CGRect(x: 100.3, y: 5, width: 3.1, height: 1)] {
                #expect(layout.items(in: rect).map(\.index.item) == reference.items(in: rect))
            }
        }
    }

    @Test(arguments: sizes)
    func intMaxTabs_neverTrap(size: PagerTabStripLayout.SizeConfiguration) throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            var layout = preparedStrip(try .init(size: size, minimumTabWidth: 40), tabs: .max, measured: canonicalTitles,
                                       direction: direction)
            #expect(layout.contentSize.width.isFinite && layout.contentSize.width > 0)
            let last = layout.item(at: ItemIndex(item: .max - 1))
            #expect(last != nil)
            #expect(layout.item(at: ItemIndex(item: .max)) == nil)
            let rect = CGRect(x: 0, y: 0, width: 320, height: 44)
            let items = layout.items(in: rect)
            #expect(items.count < 20)
            #expect(items.allSatisfy { $0.frame.minX.isFinite })
            _ = layout.index(at: CGPoint(x: 100, y: 10))
            _ = layout.index(at: CGPoint(x: layout.contentSize.width - 1, y: 10))
            for progress in [CGFloat.nan, .infinity, -.infinity, 1e300, CGFloat(Int.max), 1e18 + 0.5] {
                layout.selectionProgress = progress
                _ = layout.indicatorItem
                let offset = layout.contentOffset(forProgress: progress, from: CGPoint(x: CGFloat.nan, y: 0))
                #expect(layout.contentOffsetRange.contains(offset.x))
            }
            layout.setMeasuredWidth(.infinity, forTab: 1)
            layout.insertTab(at: .max, measuredWidth: 1)
            layout.removeTab(at: .min)
            #expect(layout.measuredWidth(ofTab: 1) == 1_000_000)
        }
    }

    @Test func hugeAndNonFiniteRectangles_neverTrap() throws {
        let layout = preparedStrip(try selfSizingConfiguration(), tabs: 1000, measured: canonicalTitles)
        for rect in [CGRect.null, .infinite, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
                     CGRect(x: -CGFloat.greatestFiniteMagnitude, y: 0, width: .greatestFiniteMagnitude, height: 44),
                     CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 44)] {
            _ = layout.items(in: rect)
            _ = layout.elements(in: rect)
        }
        #expect(layout.items(in: .infinite).count == 1000)
        #expect(layout.index(at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
    }

    @Test func pages_degenerateInput_neverTraps() {
        var layout = PagerPagesLayout()
        layout.prepare(in: LayoutContext(viewportSize: .zero, itemCount: 5))
        #expect(layout.numberOfPages == 0 && layout.contentSize == .zero)
        #expect(layout.contentOffset(forPage: 3) == .zero)
        #expect(layout.fractionalPage(forContentOffset: CGPoint(x: 100, y: 0)) == 0)
        #expect(layout.targetContentOffset(proposed: CGPoint(x: 7, y: 0), current: .zero,
                                           velocity: CGPoint(x: 900, y: 0)) == .zero) // clamped to the offset range
        layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: .max))
        #expect(layout.numberOfPages == .max)
        #expect(layout.item(at: ItemIndex(item: .max - 1)) != nil)
        #expect(layout.items(in: CGRect(x: 1e20, y: 0, width: 320, height: 480)).count <= 3)
        _ = layout.contentOffset(forPage: .max)
        _ = layout.targetPage(current: CGPoint(x: CGFloat.infinity, y: 0), velocity: CGPoint(x: CGFloat.nan, y: 0))
        _ = layout.index(at: CGPoint(x: 1e30, y: 10))
        _ = layout.livePages(forFractionalPage: .infinity)
        layout.configuration.minimumFlickVelocity = .nan
        _ = layout.targetPage(current: CGPoint(x: 400, y: 0), velocity: CGPoint(x: 500, y: 0))
    }
}
