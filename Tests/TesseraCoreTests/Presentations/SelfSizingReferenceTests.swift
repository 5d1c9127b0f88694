import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("Self-sizing presentations against the brute-force reference")
struct SelfSizingReferenceTests {
    enum Shape: String, CaseIterable, Sendable {
        case list, measuredList, waterfall, estimatedWaterfall
    }

    /// A random self-sizing presentation of `shape`, prepared, then measured item by item in a
    /// random order (some items twice, some with heights that are no length), and the heights
    /// it was placed with and measured with.
    /// With `keepingItemsBelow`, about half the measurements keep the items below in place
    /// (a waterfall's column origin moves); `shifts` lists each one's item and change of height.
    static func make(_ shape: Shape, _ random: inout SeededGenerator, keepingItemsBelow: Bool = false) throws
        -> (presentation: AnyPresentation, placed: [[CGFloat]], measured: [[Int: CGFloat]], columns: Int,
            estimate: CGFloat, lineSpacing: CGFloat, itemSpacing: CGFloat, insets: EdgeInsets, header: CGFloat,
            shifts: [[(item: Int, growth: CGFloat)]], footer: CGFloat) {
        let context = random.context()
        let insets = random.insets(), header = random.headerHeight()
        let lineSpacing = random.spacing(), estimate = random.half(1...300)
        let placed = shape == .measuredList || shape == .waterfall ? random.heights(for: context.sectionItemCounts) : []
        var presentation: AnyPresentation, columns = 1, itemSpacing: CGFloat = 0
        switch shape {
        case .list:
            presentation = AnyPresentation(try ListPresentation(rowHeight: estimate, lineSpacing: lineSpacing,
                                                                sectionInsets: insets, headerHeight: header))
        case .measuredList:
            let configuration = try ListPresentation.Configuration(rowHeight: estimate, lineSpacing: lineSpacing,
                                                                   sectionInsets: insets, headerHeight: header)
            presentation = AnyPresentation(ListPresentation(configuration: configuration, itemHeights: placed))
        case .waterfall, .estimatedWaterfall:
            columns = random.int(1...5)
            itemSpacing = random.spacing()
            presentation = AnyPresentation(try WaterfallPresentation(
                columns: columns, itemSpacing: itemSpacing, lineSpacing: lineSpacing, sectionInsets: insets,
                headerHeight: header, estimatedItemHeight: estimate, itemHeights: placed))
        }
        presentation.prepare(in: context)
        var measured: [[Int: CGFloat]] = context.sectionItemCounts.map { _ in [:] }
        var shifts: [[(item: Int, growth: CGFloat)]] = context.sectionItemCounts.map { _ in [] }
        func length(_ height: CGFloat) -> CGFloat { height > 0 ? min(height, 65_536) : 0 }
        for (section, count) in context.sectionItemCounts.enumerated() where count > 0 {
            for _ in 0..<random.int(0...40) {
                let item = random.bool() ? random.int(0...(count - 1)) : random.int(0...min(count - 1, 30))
                let height: CGFloat = random.int(0...20) == 0 ? random.element([.nan, -4, .infinity, 1e9])
                    : random.half(0...600)
                let index = ItemIndex(item: item, section: section)
                // A presentation showing nothing (no column fits) records nothing.
                guard presentation.item(at: index) != nil else { continue }
                let wasKnown = presentation.hasKnownHeight(at: index), before = presentation.item(at: index)
                if keepingItemsBelow, random.bool() {
                    let old = measured[section][item] ?? (section < placed.count && item < placed[section].count
                        ? placed[section][item] : estimate)
                    shifts[section].append((item, length(height) - length(old)))
                    _ = presentation.setMeasuredHeight(height, forItemAt: index, keepingItemsBelow: true)
                } else {
                    presentation = LayoutInvariants.checkMeasurement(of: index, height: height, in: presentation)
                }
                let changed = presentation.item(at: index) != before
                let old = measured[section][item]
                measured[section][item] = height
                #expect(presentation.hasKnownHeight(at: index), "\(index) measured but not known")
                if changed { #expect(old != height || !wasKnown) }
            }
        }
        // Footers given after the measurements (drawn last, so that the draws above are as they
        // were): the heights measured stay, and every section's end moves by its footer.
        let footer = random.headerHeight()
        presentation = withFooters(presentation, height: footer)
        presentation.prepare(in: context)
        return (presentation, placed, measured, columns, estimate, lineSpacing, itemSpacing, insets, header, shifts, footer)
    }

    /// Frames, headers, queries and point lookups after measurements equal the reference's:
    /// every item where the shortest-column rule put it with the heights known then, each
    /// column stacked again with the measured heights.
    @Test(arguments: Shape.allCases, 0..<25)
    func measuredShapes_matchTheReference(shape: Shape, seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed * 131 + Shape.allCases.firstIndex(of: shape)!) &* 6_151 &+ 3)
        let made = try Self.make(shape, &random)
        let reference = ReferencePresentation(
            context: made.presentation.context, insets: made.insets, headerHeight: made.header, footerHeight: made.footer,
            place: ReferencePresentation.measuredWaterfall(columns: made.columns, placed: made.placed,
                                                           measured: made.measured, estimate: made.estimate,
                                                           itemSpacing: made.itemSpacing, lineSpacing: made.lineSpacing))
        PresentationReferenceTests.expectMatches(made.presentation, reference, &random)
    }

    /// Measurements that keep the items below them (a waterfall scrolled up through cells
    /// measured as they appear): each column starts higher by the growth of the items measured
    /// so, and then every column lower by as much as keeps the highest at the section's top.
    @Test(arguments: [Shape.waterfall, .estimatedWaterfall], 0..<25)
    func measuredKeepingItemsBelow_matchTheReference(shape: Shape, seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed * 97 + 7) &* 7_919 &+ 1)
        let made = try Self.make(shape, &random, keepingItemsBelow: true)
        let reference = ReferencePresentation(
            context: made.presentation.context, insets: made.insets, headerHeight: made.header, footerHeight: made.footer,
            place: ReferencePresentation.measuredWaterfall(columns: made.columns, placed: made.placed,
                                                           measured: made.measured, estimate: made.estimate,
                                                           itemSpacing: made.itemSpacing, lineSpacing: made.lineSpacing,
                                                           shifts: made.shifts))
        PresentationReferenceTests.expectMatches(made.presentation, reference, &random)
    }

    /// Inserting and deleting items places their section again from scratch with every height
    /// known by then (given or measured, moved with its item; inserted items are estimated):
    /// exactly a fresh waterfall of those heights. Other sections stay as they were.
    @Test(arguments: [Shape.measuredList, .waterfall, .estimatedWaterfall], 0..<15)
    func updates_placeAgainWithTheKnownHeights(shape: Shape, seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed * 71 + 5) &* 9_973)
        var made = try Self.make(shape, &random)
        let counts = made.presentation.context.sectionItemCounts
        guard let section = counts.indices.first(where: { counts[$0] > 3 }) else { return }
        let update: PresentationItemUpdate = random.bool()
            ? .insert(2..<(2 + random.int(1...60)), inSection: section)
            : .delete(1..<(1 + random.int(1...(counts[section] - 1))), inSection: section)
        // What is known, by item, after the update: given heights (in the domain), then measured ones.
        var known: [[CGFloat?]] = counts.indices.map { s in
            (0..<counts[s]).map { i in
                let measured = made.measured[s][i].map { $0 > 0 ? min($0, 65_536) : 0 }
                let given = s < made.placed.count && i < made.placed[s].count ? made.placed[s][i] : nil
                return measured ?? given.map { $0 > 0 ? min($0, 65_536) : 0 }
            }
        }
        switch update.kind {
        case .insert: known[section].insert(contentsOf: repeatElement(nil, count: update.items.count), at: update.items.lowerBound)
        case .delete: known[section].removeSubrange(update.items)
        }
        made.presentation.update(update)
        #expect(made.presentation.context.sectionItemCounts == update.counts(after: counts))
        // Heights known as a dense array per section, the estimate standing in for unknown ones.
        let placed = known.map { $0.map { $0 ?? made.estimate } }
        let fresh = ReferencePresentation.waterfall(columns: made.columns, heights: placed, estimate: made.estimate,
                                                    itemSpacing: made.itemSpacing, lineSpacing: made.lineSpacing)
        let untouched = ReferencePresentation.measuredWaterfall(
            columns: made.columns, placed: made.placed, measured: made.measured, estimate: made.estimate,
            itemSpacing: made.itemSpacing, lineSpacing: made.lineSpacing)
        let reference = ReferencePresentation(
            context: made.presentation.context, insets: made.insets, headerHeight: made.header, footerHeight: made.footer,
            place: { $1 == section ? fresh($0, $1, $2, $3) : untouched($0, $1, $2, $3) })
        PresentationReferenceTests.expectMatches(made.presentation, reference, &random)
    }

    /// A self-sizing grid or mosaic (some groups `.estimated`), prepared and measured in a random
    /// order, with its reference: each pass of a group as tall as its tallest item needs.
    @Test(arguments: [false, true], 0..<25)
    func measuredPatterns_matchTheReference(mosaic: Bool, seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed * 37 + (mosaic ? 1 : 0)) &* 8_191 &+ 11)
        let context = random.context()
        let insets = random.insets(), header = random.headerHeight()
        let itemSpacing = random.spacing(), lineSpacing = random.spacing()
        let pattern: [MosaicPresentation.Group]
        if mosaic {
            pattern = (0..<random.int(1...3)).map { _ in
                let height: PresentationItemHeight = random.bool() ? .estimated(random.half(2...200)) : .fixed(random.half(2...200))
                switch random.int(0...3) {
                case 0: return .row(columns: random.int(1...4), height: height)
                case 1: return .uniform(columns: random.int(1...3), items: random.int(1...7), height: height)
                case 2: return .largeAndSmall(largeLeading: random.bool(), height: height)
                default:
                    return MosaicPresentation.Group(columns: 4, rows: 2, tiles: [
                        .init(column: 0, row: 0, columnSpan: 2), .init(column: 2, row: 0, columnSpan: 2, rowSpan: 2),
                        .init(column: 0, row: 1), .init(column: 1, row: 1),
                    ], rowHeight: height)
                }
            }
        } else {
            pattern = [.row(columns: random.int(1...5), height: .estimated(random.half(2...200)))]
        }
        var presentation = mosaic
            ? AnyPresentation(try MosaicPresentation(pattern: pattern, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
                                                     sectionInsets: insets, headerHeight: header))
            : AnyPresentation(try GridPresentation(columns: .count(pattern[0].columns), itemHeight: pattern[0].rowHeight,
                                                   itemSpacing: itemSpacing, lineSpacing: lineSpacing,
                                                   sectionInsets: insets, headerHeight: header))
        presentation.prepare(in: context)
        var measured: [[Int: CGFloat]] = context.sectionItemCounts.map { _ in [:] }
        for (section, count) in context.sectionItemCounts.enumerated() where count > 0 {
            for _ in 0..<random.int(0...40) {
                let item = random.bool() ? random.int(0...(count - 1)) : random.int(0...min(count - 1, 30))
                let index = ItemIndex(item: item, section: section)
                guard presentation.item(at: index) != nil else { continue }
                let height: CGFloat = random.int(0...20) == 0 ? random.element([.nan, -4, 1e9]) : random.half(0...600)
                presentation = LayoutInvariants.checkMeasurement(of: index, height: height, in: presentation)
                let group = Self.group(of: item, in: pattern)
                if group.rowHeight.isEstimate { measured[section][item] = height }
                #expect(presentation.hasKnownHeight(at: index))
            }
        }
        let estimating = pattern.contains { $0.rowHeight.isEstimate }
        #expect(presentation.isSelfSizing == (estimating && presentation.contentSize != .zero))
        let reference = ReferencePresentation(context: context, insets: insets, headerHeight: header,
                                              place: ReferencePresentation.groups(pattern, itemSpacing: itemSpacing,
                                                                                  lineSpacing: lineSpacing,
                                                                                  measured: measured))
        PresentationReferenceTests.expectMatches(presentation, reference, &random)
    }

    /// The group of `pattern` that item `item` falls in.
    static func group(of item: Int, in pattern: [MosaicPresentation.Group]) -> MosaicPresentation.Group {
        let perPeriod = pattern.reduce(0) { $0 + $1.itemCount }
        var j = item % perPeriod
        for group in pattern {
            if j < group.itemCount { return group }
            j -= group.itemCount
        }
        return pattern[0]
    }
}
