import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Random strips from a seeded generator, each checked against the brute-force reference.
@Suite("PagerTabStripLayout against the reference")
struct PagerTabStripReferenceTests {
    /// One random strip: a configuration, measured titles and a context.
    struct Shape {
        var configuration: PagerTabStripLayout.Configuration
        var measured: [CGFloat]
        var context: LayoutContext

        init(seed: Int) throws {
            var random = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 17)
            func half(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &random)) / 2 }
            let height = half(40...120), spacing = half(0...40)
            let size: PagerTabStripLayout.SizeConfiguration = switch Int.random(in: 0...2, using: &random) {
            case 0: .fillEqually(height: height, spacing: spacing)
            case 1: .fixed(width: half(20...300), height: height, spacing: spacing)
            default: .selfSizing(height: height, spacing: spacing, estimatedWidth: half(40...240))
            }
            let width: PagerIndicatorWidth = Bool.random(using: &random) ? .tab : .content
            let insets = EdgeInsets(top: half(0...8), left: half(-8...16), bottom: half(0...8), right: half(-8...16))
            let indicator: PagerIndicatorStyle = switch Int.random(in: 0...3, using: &random) {
            case 0: .none
            case 1: .capsule(insets: insets, width: width)
            default: .underline(height: half(1...8), insets: insets, width: width)
            }
            configuration = try .init(
                size: size, alignment: [.leading, .centered, .fill].randomElement(using: &random)!,
                leadingInset: half(0...40), trailingInset: half(0...40), tabPadding: half(0...30),
                minimumTabWidth: Bool.random(using: &random) ? 0 : half(20...160), indicator: indicator,
                indicatorOverscroll: [.clamp, .follow, .stretch].randomElement(using: &random)!,
                selectedTabPosition: Bool.random(using: &random) ? .centered : .minimal)
            let count = [0, 1, 2, 3, 5, 10, 1000].randomElement(using: &random)!
            let measuredCount = Int.random(in: 0...(count + 3), using: &random)
            measured = (0..<measuredCount).map { _ in Int.random(in: 0...9, using: &random) == 0 ? 0 : half(0...400) }
            let viewportWidth = Int.random(in: 0...15, using: &random) == 0 ? 0 : half(80...1200)
            context = LayoutContext(
                viewportSize: CGSize(width: viewportWidth, height: height),
                contentInsets: Bool.random(using: &random) ? .zero : EdgeInsets(left: half(0...30), right: half(0...30)),
                itemCount: count, layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
                displayScale: CGFloat(Int.random(in: 1...3, using: &random)))
        }

        var layout: PagerTabStripLayout {
            var layout = PagerTabStripLayout(configuration: configuration)
            layout.setMeasuredWidths(measured)
            layout.prepare(in: context)
            return layout
        }

        var reference: ReferencePagerTabStrip { ReferencePagerTabStrip(configuration, measured: measured, context) }
    }

    /// The tabs worth checking one by one: the first 60 and the last 20.
    private func sampleTabs(_ count: Int) -> [Int] {
        Array(Set((0..<min(count, 60)).map { $0 } + (max(0, count - 20)..<count).map { $0 })).sorted()
    }

    // MARK: - Frames and queries

    @Test(arguments: 0..<120)
    func randomStrips_matchTheReference(seed: Int) throws {
        let shape = try Shape(seed: seed)
        let layout = shape.layout, reference = shape.reference
        var random = SeededGenerator(seed: UInt64(seed) &+ 99)

        #expect(layout.contentSize == reference.contentSize)
        #expect(layout.numberOfTabs == reference.frames.count)
        for tab in sampleTabs(reference.frames.count) {
            #expect(layout.item(at: ItemIndex(item: tab))?.frame == reference.frames[tab], "tab \(tab)")
        }
        let content = reference.contentSize
        var rects = [CGRect.null, .zero, .infinite, CGRect(x: -1e9, y: -1e9, width: 3e9, height: 3e9),
                     CGRect(origin: .zero, size: content), CGRect(x: 10, y: 10, width: 0, height: 0)]
        for _ in 0..<40 {
            rects.append(CGRect(x: CGFloat.random(in: -100...max(1, content.width + 100), using: &random),
                                y: CGFloat.random(in: -20...max(1, content.height + 20), using: &random),
                                width: CGFloat.random(in: 0...500, using: &random),
                                height: CGFloat.random(in: 0...60, using: &random)))
        }
        for rect in rects {
            let items = layout.items(in: rect)
            #expect(items.map(\.index.item) == reference.items(in: rect), "rect \(rect)")
            // item(at:) agrees with items(in:).
            for item in items.prefix(50) { #expect(layout.item(at: item.index) == item) }
            let point = CGPoint(x: rect.minX, y: rect.minY)
            let tab = layout.index(at: point)
            #expect(tab?.item == reference.tab(at: point), "point \(point)")
            if let tab { #expect(layout.item(at: tab)?.frame.contains(point) == true) }
        }
    }

    // MARK: - Indicator

    @Test(arguments: 0..<120)
    func indicator_restsOnEachTabAndInterpolatesBetween(seed: Int) throws {
        let shape = try Shape(seed: seed)
        let layout = shape.layout, reference = shape.reference
        let count = reference.frames.count
        var random = SeededGenerator(seed: UInt64(seed) &+ 7)
        guard count > 0, reference.indicator(0) != nil else {
            #expect(layout.indicatorFrame(forProgress: 0.5) == nil)
            return
        }
        let grid = shape.context.pixelGrid
        for tab in sampleTabs(count) {
            let expected = try #require(reference.indicator(tab))
            #expect(layout.indicatorFrame(forProgress: CGFloat(tab)) == grid.round(expected), "tab \(tab)")
            #expect(layout.indicatorFrame(forTab: tab) == grid.round(expected))
        }
        for _ in 0..<30 where count > 1 {
            let progress = CGFloat.random(in: 0...CGFloat(count - 1), using: &random)
            let low = Int(progress.rounded(.down)), high = min(low + 1, count - 1), t = progress - CGFloat(low)
            let a = try #require(reference.indicator(low)), b = try #require(reference.indicator(high))
            let frame = try #require(layout.indicatorFrame(forProgress: progress))
            #expect(abs(frame.minX - (a.minX + (b.minX - a.minX) * t)) <= 0.5, "progress \(progress)")
            #expect(abs(frame.maxX - (a.maxX + (b.maxX - a.maxX) * t)) <= 0.5, "progress \(progress)")
            #expect(abs(frame.minY - a.minY) <= 0.5 && abs(frame.height - a.height) <= 1)
        }
        // Out of range: clamped, or within one tab's stride past the end tab.
        let first = try #require(reference.indicator(0))
        let before = try #require(layout.indicatorFrame(forProgress: -3))
        switch shape.configuration.indicatorOverscroll {
        case .clamp: #expect(before == grid.round(first))
        case .follow: #expect(abs(before.width - first.width) <= 1)
        case .stretch: #expect(before.width >= first.width - 1)
        }
    }

    // MARK: - Keeping the selected tab visible

    @Test(arguments: 0..<120)
    func selectedTabOffsets_stayInRangeAndShowTheTab(seed: Int) throws {
        let shape = try Shape(seed: seed)
        let layout = shape.layout, reference = shape.reference, context = shape.context
        guard !reference.frames.isEmpty else {
            #expect(layout.contentOffset(forProgress: 2, from: .zero).x == -context.contentInsets.left)
            return
        }
        var random = SeededGenerator(seed: UInt64(seed) &+ 3)
        let range = layout.contentOffsetRange, tolerance = context.pixelGrid.tolerance + 1e-9
        let leading = context.contentInsets.left
        let visible = context.viewportSize.width - context.contentInsets.horizontal
        let from = CGPoint(x: CGFloat.random(in: range.lowerBound...range.upperBound, using: &random), y: 0)
        for tab in sampleTabs(reference.frames.count) {
            let frame = reference.frames[tab]
            for position in [PagerTabStripLayout.SelectedTabPosition.centered, .minimal] {
                let offset = layout.contentOffset(forProgress: CGFloat(tab), position: position, from: from)
                #expect(range.contains(offset.x), "tab \(tab) \(position)")
                #expect(offset.y == -context.contentInsets.top)
                let shown = (offset.x + leading)...(offset.x + leading + visible)
                let ideal = frame.midX - leading - visible / 2
                if position == .centered, range.contains(ideal) {
                    #expect(abs(offset.x - ideal) <= tolerance, "tab \(tab) not centred")
                } else if frame.width <= visible, range.contains(frame.minX - leading),
                          range.contains(frame.maxX - leading - visible) {
                    #expect(frame.minX >= shown.lowerBound - tolerance && frame.maxX <= shown.upperBound + tolerance,
                            "tab \(tab) \(position) not fully visible")
                }
            }
        }
        // Between two tabs the offset is between theirs.
        if reference.frames.count > 1 {
            let a = layout.contentOffset(forProgress: 0, from: from).x
            let b = layout.contentOffset(forProgress: 1, from: from).x
            let middle = layout.contentOffset(forProgress: 0.5, from: from).x
            #expect(middle >= min(a, b) - tolerance && middle <= max(a, b) + tolerance)
        }
    }

    // MARK: - Editing widths

    /// Any sequence of width changes (one tab re-measured at a time) followed by `prepare(in:)`
    /// leaves exactly the layout built from scratch with the final widths.
    @Test(arguments: 0..<60)
    func widthEdits_equalPreparingFromScratch(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 31 &+ 5)
        let configuration = try PagerTabStripLayout.Configuration(
            size: .selfSizing(height: 44, spacing: CGFloat(Int.random(in: 0...20, using: &random)) / 2),
            alignment: [.leading, .centered, .fill].randomElement(using: &random)!,
            tabPadding: CGFloat(Int.random(in: 0...20, using: &random)) / 3)
        var widths = (0..<[0, 1, 2, 3, 5, 10, 1000].randomElement(using: &random)!).map { _ in
            CGFloat.random(in: 10...200, using: &random)
        }
        var edited = PagerTabStripLayout(configuration: configuration)
        edited.setMeasuredWidths(widths)
        let direction: LayoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
        func context(_ count: Int) -> LayoutContext {
            LayoutContext(viewportSize: canonicalStrip, itemCount: count, layoutDirection: direction, displayScale: 3)
        }
        edited.prepare(in: context(widths.count))
        for _ in 0..<12 {
            let width = CGFloat.random(in: 10...200, using: &random)
            guard !widths.isEmpty else { break }
            let index = Int.random(in: 0..<widths.count, using: &random)
            widths[index] = width
            edited.setMeasuredWidth(width, forTab: index)
            edited.prepare(in: context(widths.count))
        }
        var scratch = PagerTabStripLayout(configuration: configuration)
        scratch.setMeasuredWidths(widths)
        scratch.prepare(in: context(widths.count))
        #expect(edited.table == scratch.table)
        #expect(edited.contentSize == scratch.contentSize)
        let all = CGRect(origin: .zero, size: scratch.contentSize)
        #expect(edited.items(in: all) == scratch.items(in: all))
        #expect(edited.indicatorFrame(forProgress: 1.3) == scratch.indicatorFrame(forProgress: 1.3))
    }

    // MARK: - Tabs narrower than a pixel

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

    /// 1,000 tabs in 40 pt at 1×: tab 987 rounds to the pixel [39, 40], which a zero-width
    /// rectangle at x = 39.7 lies inside though no pixel edge does: the walk over pixel marks
    /// looks half a pixel beyond the rectangle.
    @Test func subpixelTabs_areFoundByRectanglesInsideTheirPixel() throws {
        let configuration = try PagerTabStripLayout.Configuration(size: .fillEqually(height: 10))
        let strip = preparedStrip(configuration, tabs: 1000, viewport: CGSize(width: 40, height: 40), scale: 1)
        let reference = ReferencePagerTabStrip(configuration, measured: [], strip.context)
        for rect in [CGRect(x: 39.7, y: 0, width: 0, height: 40), CGRect(x: 33.2, y: 0, width: 0.5, height: 40)] {
            #expect(!reference.items(in: rect).isEmpty)
            #expect(strip.items(in: rect).map(\.index.item) == reference.items(in: rect))
        }
    }
}
