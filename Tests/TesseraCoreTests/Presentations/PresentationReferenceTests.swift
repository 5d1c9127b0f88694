import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("Presentations against the brute-force reference")
struct PresentationReferenceTests {
    enum Shape: String, CaseIterable, Sendable {
        case list, measuredList, grid, adaptiveGrid, mosaic, waterfall
    }

    /// A random presentation of `shape`, prepared, with its reference.
    static func make(_ shape: Shape, _ random: inout SeededGenerator,
                     context: LayoutContext? = nil) throws -> (AnyPresentation, ReferencePresentation) {
        let context = context ?? random.context()
        let insets = random.insets(), header = random.headerHeight()
        let itemSpacing = random.spacing(), lineSpacing = random.spacing()
        var presentation: AnyPresentation
        let place: ReferencePresentation.Placer
        switch shape {
        case .list, .measuredList:
            let configuration = try ListPresentation.Configuration(rowHeight: random.half(1...240), lineSpacing: lineSpacing,
                                                                   sectionInsets: insets, headerHeight: header)
            if shape == .list {
                presentation = AnyPresentation(ListPresentation(configuration: configuration))
                place = ReferencePresentation.groups([.fullWidth(height: .fixed(configuration.rowHeight))],
                                                     itemSpacing: 0, lineSpacing: lineSpacing)
            } else {
                let heights = random.heights(for: context.sectionItemCounts)
                presentation = AnyPresentation(ListPresentation(configuration: configuration, itemHeights: heights))
                place = ReferencePresentation.waterfall(columns: 1, heights: heights, estimate: configuration.rowHeight,
                                                        itemSpacing: 0, lineSpacing: lineSpacing)
            }
        case .grid, .adaptiveGrid:
            let itemHeight: PresentationItemHeight = random.bool() ? .fixed(random.half(2...200))
                : .aspectRatio(random.element([0.5, 0.75, 1, 1.5, 2]))
            let columns: GridPresentation.Columns = shape == .grid ? .count(random.int(1...6))
                : .minimumItemWidth(random.half(20...300))
            let configuration = try GridPresentation.Configuration(
                columns: columns, itemHeight: itemHeight, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
                sectionInsets: insets, headerHeight: header)
            presentation = AnyPresentation(GridPresentation(configuration: configuration))
            // The literal reading of "as many columns as fit": count them one by one.
            let available = context.visibleContentSize.width - insets.left - insets.right
            var count = 1
            if case .count(let n) = columns { count = n }
            if case .minimumItemWidth(let minimum) = columns {
                while CGFloat(count + 1) * minimum + CGFloat(count) * itemSpacing <= available { count += 1 }
            }
            place = ReferencePresentation.groups([.row(columns: count, height: itemHeight)],
                                                 itemSpacing: itemSpacing, lineSpacing: lineSpacing)
        case .mosaic:
            let pattern = (0..<random.int(1...4)).map { _ in random.group() }
            presentation = AnyPresentation(try MosaicPresentation(pattern: pattern, itemSpacing: itemSpacing,
                                                                  lineSpacing: lineSpacing, sectionInsets: insets,
                                                                  headerHeight: header))
            place = ReferencePresentation.groups(pattern, itemSpacing: itemSpacing, lineSpacing: lineSpacing)
        case .waterfall:
            let heights = random.heights(for: context.sectionItemCounts)
            let configuration = try WaterfallPresentation.Configuration(
                columns: random.int(1...5), itemSpacing: itemSpacing, lineSpacing: lineSpacing, sectionInsets: insets,
                headerHeight: header, estimatedItemHeight: random.half(1...300))
            presentation = AnyPresentation(WaterfallPresentation(configuration: configuration, itemHeights: heights))
            place = ReferencePresentation.waterfall(columns: configuration.columns, heights: heights,
                                                    estimate: configuration.estimatedItemHeight,
                                                    itemSpacing: itemSpacing, lineSpacing: lineSpacing)
        }
        // Drawn last, so that every other draw is what it was before footers existed.
        let footer = random.headerHeight()
        presentation = withFooters(presentation, height: footer)
        var prepared = presentation
        prepared.prepare(in: context)
        return (prepared, ReferencePresentation(context: context, insets: insets, headerHeight: header,
                                                footerHeight: footer, place: place))
    }

    /// Every frame, header, visible-rect query and point lookup equals the reference's, for
    /// seeded random configurations, counts, directions, scales and rectangles.
    @Test(arguments: Shape.allCases, 0..<25)
    func randomShapes_matchTheReference(shape: Shape, seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed * 31 + Shape.allCases.firstIndex(of: shape)!) &* 7919 &+ 17)
        let (layout, reference) = try Self.make(shape, &random)
        Self.expectMatches(layout, reference, &random)
    }

    /// Every frame, header, visible-rect query and point lookup of `layout` equals the
    /// reference's, for random rectangles and points.
    static func expectMatches(_ layout: AnyPresentation, _ reference: ReferencePresentation,
                              _ random: inout SeededGenerator) {

        #expect(layout.contentSize.width == reference.contentSize.width)
        #expect(abs(layout.contentSize.height - reference.contentSize.height) <= 1e-6 * max(1, reference.contentSize.height))

        // Frames equal the reference's. An edge whose exact value lies on a rounding tie (half
        // a pixel, reached through sums of thirds) rounds either way depending on the order of
        // additions, in UIKit as here; only such an edge may differ, and by one pixel at most.
        let scale = layout.context.pixelGrid.scale
        func onTie(_ value: CGFloat) -> Bool { abs(abs((value * scale).truncatingRemainder(dividingBy: 1)) - 0.5) < 1e-6 }
        func agrees(_ mine: CGFloat, _ theirs: CGFloat, _ exact: CGFloat) -> Bool {
            mine == theirs || (onTie(exact) && abs(mine - theirs) <= 1 / scale + 1e-9)
        }
        let cells = reference.cells
        for (index, frame) in cells.prefix(300) + cells.suffix(50) {
            guard let mine = layout.item(at: index)?.frame, let exact = reference.unrounded[index] else {
                Issue.record("no item at \(index)")
                continue
            }
            #expect(agrees(mine.minX, frame.minX, exact.minX) && agrees(mine.maxX, frame.maxX, exact.maxX)
                    && agrees(mine.minY, frame.minY, exact.minY) && agrees(mine.maxY, frame.maxY, exact.maxY),
                    "\(index): \(mine) vs \(frame)")
        }
        for (index, kind, frame) in reference.frames where kind != .cell {
            let exact = kind == .presentationFooter ? reference.unroundedFooters[index.section]
                : reference.unroundedHeaders[index.section]
            guard let mine = layout.supplementaryItem(ofKind: kind, at: index)?.frame, let exact else {
                Issue.record("no \(kind) at \(index)")
                continue
            }
            // A footer's top is its section's end less its height: on a rounding tie it may
            // round the other way from the reference's running sum, as a cell's edge may.
            #expect(agrees(mine.minX, frame.minX, exact.minX) && agrees(mine.maxX, frame.maxX, exact.maxX)
                    && agrees(mine.minY, frame.minY, exact.minY) && agrees(mine.maxY, frame.maxY, exact.maxY),
                    "\(kind) \(index): \(mine) vs \(frame)")
        }
        #expect(layout.item(at: ItemIndex(item: -1)) == nil)
        #expect(layout.item(at: ItemIndex(item: 0, section: layout.context.sectionItemCounts.count)) == nil)

        // Queries equal a brute-force filter of every frame the layout gives.
        var every: [LayoutItem] = []
        for (section, count) in layout.context.sectionItemCounts.enumerated() {
            if let header = layout.supplementaryItem(ofKind: .presentationHeader, at: ItemIndex(item: 0, section: section)) {
                every.append(header)
            }
            for item in 0..<count {
                guard let found = layout.item(at: ItemIndex(item: item, section: section)) else { break }
                every.append(found)
            }
            if let footer = layout.supplementaryItem(ofKind: .presentationFooter, at: ItemIndex(item: 0, section: section)) {
                every.append(footer)
            }
        }
        #expect(every.filter { $0.elementKind == .cell }.count == cells.count)
        let size = reference.contentSize
        var rects = [CGRect.null, .infinite, CGRect(x: -1e9, y: -1e9, width: 3e9, height: 3e9),
                     CGRect(x: size.width / 2, y: size.height / 2, width: 0, height: 0),
                     CGRect(x: size.width, y: size.height, width: -300, height: -500)]
        for _ in 0..<40 {
            rects.append(CGRect(x: CGFloat.random(in: -100...(size.width + 100), using: &random),
                                y: CGFloat.random(in: -100...(size.height + 100), using: &random),
                                width: CGFloat.random(in: 0...600, using: &random),
                                height: CGFloat.random(in: 0...900, using: &random)))
        }
        for rect in rects {
            let found = layout.items(in: rect)
            #expect(found == every.filter { $0.frame.overlaps(rect) }, "\(rect)")
        }
        for _ in 0..<40 {
            let point = CGPoint(x: CGFloat.random(in: -10...(size.width + 10), using: &random),
                                y: CGFloat.random(in: -10...(size.height + 10), using: &random))
            let index = layout.index(at: point)
            #expect(index == every.first { $0.elementKind == .cell && $0.frame.contains(point) }?.index, "\(point)")
            if let index { #expect(layout.item(at: index)?.frame.contains(point) == true) }
        }
    }

    /// The whole-content rectangle returns every cell once, in order, at every count.
    @Test(arguments: Shape.allCases, [0, 1, 2, 3, 5, 10, 1000])
    func wholeContentQuery_returnsEveryItemInOrder(shape: Shape, count: Int) throws {
        var random = SeededGenerator(seed: UInt64(count + 1))
        var (layout, _) = try Self.make(shape, &random)
        layout.prepare(in: LayoutContext(viewportSize: presentationViewport, itemCount: count))
        // One point of margin: an item of height 0 at the very top still counts.
        let all = CGRect(origin: .zero, size: layout.contentSize).insetBy(dx: -1, dy: -1)
        let items = layout.items(in: all).filter { $0.elementKind == .cell }
        #expect(items.map(\.index.item) == Array(0..<count))
    }
}

/// `presentation` (a built-in one) with section footers `height` tall.
func withFooters(_ presentation: AnyPresentation, height: CGFloat) -> AnyPresentation {
    switch presentation.base {
    case var list as ListPresentation: list.configuration.footerHeight = height; return AnyPresentation(list)
    case var grid as GridPresentation: grid.configuration.footerHeight = height; return AnyPresentation(grid)
    case var mosaic as MosaicPresentation: mosaic.configuration.footerHeight = height; return AnyPresentation(mosaic)
    case var waterfall as WaterfallPresentation: waterfall.configuration.footerHeight = height; return AnyPresentation(waterfall)
    default: return presentation
    }
}
