import Foundation
import PropertyBased
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A presentation (list, grid, mosaic or waterfall), its context and what to ask it, decoded
/// from random choices and handed in raw: ordinary values mostly, and every degenerate and
/// adversarial one a fuzzer would try (0 to 1000 items and `Int.max` in several sections;
/// zero, NaN, infinite, enormous and just-too-long heights, spacings, insets and viewports;
/// measured heights of every kind; NaN, null, infinite and huge rectangles and points), plus a
/// switch to another presentation at a raw progress.
///
/// Measured presentations (the list with heights, the waterfall) place up to
/// `Limits.tableItemCount` (2²²) items when they prepare, about 0.75 s in a debug build: a
/// section count above 20,000 reaches them in 1 case in 50 of those that draw one (about ten
/// cases in 10⁴), and is 20,000 otherwise. Analytic presentations get every count raw. The gate
/// test (`PresentationGateTests`) checks the table's limit itself.
struct PresentationCase: CustomStringConvertible, Sendable {
    var kind = 0, target = 0
    var columns = 3, minimumWidth: CGFloat = 0
    var rowHeight: CGFloat = 44, aspectRatio: CGFloat = 1
    var itemSpacing: CGFloat = 8, lineSpacing: CGFloat = 8, headerHeight: CGFloat = 0, footerHeight: CGFloat = 0
    var pinsHeaders = false, pinsFooters = false
    var sectionInsets = EdgeInsets.zero
    var heights: [[CGFloat]] = []
    var context = LayoutContext(viewportSize: .zero, itemCount: 0)
    var rects: [CGRect] = []
    var points: [CGPoint] = []
    var offsets: [CGPoint] = []
    var progress: CGFloat = 0.5
    var choices: Choices

    init(_ c: inout Choices) {
        choices = c
        kind = c.int(in: 0...3)
        target = c.int(in: 0...3)
        columns = [c.int(in: 1...6), c.pick([0, -1, 1000, 1001, Int.max, Int.min])][c.weighted([92, 8])]
        minimumWidth = c.chance(80) ? 0 : Self.length(&c) { CGFloat($0.int(in: 20...200)) }
        rowHeight = Self.length(&c) { CGFloat($0.int(in: 8...240)) / 2 }
        aspectRatio = Self.length(&c) { CGFloat($0.int(in: 1...32)) / 8 }
        itemSpacing = Self.length(&c) { $0.steps(24, of: 0.5) }
        lineSpacing = Self.length(&c) { $0.steps(24, of: 0.5) }
        headerHeight = c.chance(70) ? 0 : Self.length(&c) { $0.steps(60, of: 1) }
        sectionInsets = !c.chance(30) ? .zero : EdgeInsets(top: Self.length(&c) { $0.steps(20, of: 1) },
                                                           left: Self.length(&c) { $0.steps(20, of: 1) },
                                                           bottom: Self.length(&c) { $0.steps(20, of: 1) },
                                                           right: Self.length(&c) { $0.steps(20, of: 1) })
        context = PagedGridCase.context(&c)
        let measured = [kind, target].contains(3) || kind == 0 || target == 0
        if measured, context.sectionItemCounts.contains(where: { $0 > 20_000 }), !c.chance(2) {
            context = context.withSectionItemCounts(context.sectionItemCounts.map { min($0, 20_000) })
        }
        let counts = context.sectionItemCounts
        heights = c.chance(40) ? [] : counts.map { count in
            (0..<min(count, c.int(in: 0...24))).map { _ in
                c.chance(8) ? c.pick(Choices.invalidLengths + [1e300, 65_537]) : CGFloat(c.int(in: 0...400)) / 2
            }
        }
        let area = CGRect(origin: .zero, size: CGSize(width: max(0, min(layout?.contentSize.width ?? 0, 4000)),
                                                      height: max(0, min(layout?.contentSize.height ?? 0, 4000))))
        let huge = counts.contains { $0 > 100_000 }
        rects = (0..<4).map { _ in c.rect(around: area, adversarialPercent: huge ? 4 : 20) }
        points = (0..<4).map { _ in c.point(around: area) }
        offsets = (0..<2).map { _ in c.point(around: area) }
        progress = [0.5, CGFloat(c.int(in: 0...8)) / 8, c.pick([.nan, -1, 2, .infinity])][c.weighted([70, 25, 5])]
        // Drawn last, so that the draws above decode as they did before footers.
        footerHeight = c.chance(70) ? 0 : Self.length(&c) { $0.steps(60, of: 1) }
        pinsHeaders = c.chance(30)
        pinsFooters = c.chance(30)
    }

    /// A length: usually `ordinary`; sometimes one at the edges of the domain (0, a hair,
    /// exactly 65,536 pt, just above it, enormous); rarely one that is no length (negative,
    /// NaN, ±∞).
    static func length(_ c: inout Choices, _ ordinary: (inout Choices) -> CGFloat) -> CGFloat {
        switch c.weighted([86, 12, 2]) {
        case 0: ordinary(&c)
        case 1: c.pick([0, 0.25, 1e-300, Limits.length, Limits.length + 0.5, 1e6, 1e300, .greatestFiniteMagnitude])
        default: c.pick(Choices.invalidLengths)
        }
    }

    var gridColumns: GridPresentation.Columns { minimumWidth > 0 ? .minimumItemWidth(minimumWidth) : .count(columns) }

    /// The mosaic's pattern: every 4th item full width, `columns` per row between them, then
    /// one large item beside two small ones.
    var mosaicPattern: [MosaicPresentation.Group] {
        get throws {
            try MosaicPresentation.Configuration.pattern(fullWidthEvery: 4, fullWidthHeight: .fixed(rowHeight),
                                                         columns: columns, itemHeight: .aspectRatio(aspectRatio))
                + [.largeAndSmall()]
        }
    }

    /// Presentation `kind` (0 list, 1 grid, 2 mosaic, 3 waterfall) from this case's values.
    func make(_ kind: Int) throws -> any Presentation {
        switch kind {
        case 0:
            var list = try ListPresentation(rowHeight: rowHeight, lineSpacing: lineSpacing, sectionInsets: sectionInsets,
                                            headerHeight: headerHeight, footerHeight: footerHeight)
            if !heights.isEmpty { list = ListPresentation(configuration: list.configuration, itemHeights: heights) }
            (list.pinsSectionHeaders, list.pinsSectionFooters) = (pinsHeaders, pinsFooters)
            return list
        case 1:
            var grid = try GridPresentation(columns: gridColumns, itemHeight: .aspectRatio(aspectRatio), itemSpacing: itemSpacing,
                                            lineSpacing: lineSpacing, sectionInsets: sectionInsets, headerHeight: headerHeight,
                                            footerHeight: footerHeight)
            (grid.pinsSectionHeaders, grid.pinsSectionFooters) = (pinsHeaders, pinsFooters)
            return grid
        case 2:
            var mosaic = try MosaicPresentation(pattern: try mosaicPattern, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
                                                sectionInsets: sectionInsets, headerHeight: headerHeight,
                                                footerHeight: footerHeight)
            (mosaic.pinsSectionHeaders, mosaic.pinsSectionFooters) = (pinsHeaders, pinsFooters)
            return mosaic
        default:
            var waterfall = try WaterfallPresentation(columns: columns, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
                                                      sectionInsets: sectionInsets, headerHeight: headerHeight,
                                                      estimatedItemHeight: rowHeight, itemHeights: heights,
                                                      footerHeight: footerHeight)
            (waterfall.pinsSectionHeaders, waterfall.pinsSectionFooters) = (pinsHeaders, pinsFooters)
            return waterfall
        }
    }

    /// The first field validation must name for `kind`, or `nil` when the values are valid.
    func expectedInvalidField(_ kind: Int) -> String? {
        func positive(_ v: CGFloat) -> Bool { v.isFinite && v > 0 && v <= Limits.length }
        func nonNegative(_ v: CGFloat) -> Bool { v.isFinite && v >= 0 && v <= Limits.length }
        let columnsValid = columns >= 1 && columns <= Limits.lines
        let insets = [("top", sectionInsets.top), ("left", sectionInsets.left), ("bottom", sectionInsets.bottom),
                      ("right", sectionInsets.right)].first { !nonNegative($0.1) }.map { "sectionInsets.\($0.0)" }
        switch kind {
        case 0:
            if !positive(rowHeight) { return "rowHeight" }
            if !nonNegative(lineSpacing) { return "lineSpacing" }
            if let insets { return insets }
        case 1:
            if minimumWidth > 0 ? !positive(minimumWidth) : !columnsValid {
                return minimumWidth > 0 ? "columns.minimumItemWidth" : "columns.count"
            }
            if !(aspectRatio.isFinite && aspectRatio > 0) { return "itemHeight.aspectRatio" }
            if !nonNegative(itemSpacing) { return "itemSpacing" }
            if !nonNegative(lineSpacing) { return "lineSpacing" }
            if let insets { return insets }
        case 2:
            if !columnsValid { return "columns" }
            if !positive(rowHeight) { return "pattern[0].rowHeight.fixed" }
            if !(aspectRatio.isFinite && aspectRatio > 0) { return "pattern[1].rowHeight.aspectRatio" }
            if !nonNegative(itemSpacing) { return "itemSpacing" }
            if !nonNegative(lineSpacing) { return "lineSpacing" }
            if let insets { return insets }
        default:
            if !columnsValid { return "columns" }
            if !nonNegative(itemSpacing) { return "itemSpacing" }
            if !nonNegative(lineSpacing) { return "lineSpacing" }
            if let insets { return insets }
        }
        if !nonNegative(headerHeight) { return "headerHeight" }
        if !nonNegative(footerHeight) { return "footerHeight" }
        if kind == 3, !positive(rowHeight) { return "estimatedItemHeight" }
        return nil
    }

    func prepared(_ kind: Int) -> (any Presentation)? {
        guard var presentation = try? make(kind) else { return nil }
        presentation.prepare(in: context)
        return presentation
    }

    var layout: (any Presentation)? { prepared(kind) }

    /// Every cell when there are few enough to enumerate.
    var universe: [ItemIndex]? {
        let counts = context.sectionItemCounts
        guard counts.reduce(0, +) <= 1200 else { return nil }
        return counts.enumerated().flatMap { section, count in (0..<count).map { ItemIndex(item: $0, section: section) } }
    }

    var description: String {
        """
        PresentationCase(kind: \(kind), target: \(target), columns: \(columns), minimumWidth: \(minimumWidth), \
        rowHeight: \(rowHeight), aspectRatio: \(aspectRatio), itemSpacing: \(itemSpacing), lineSpacing: \(lineSpacing), \
        headerHeight: \(headerHeight), footerHeight: \(footerHeight), pins: \(pinsHeaders)/\(pinsFooters), sectionInsets: \(sectionInsets), heights: \(heights),
          context: \(context),
          rects: \(rects), points: \(points), offsets: \(offsets), progress: \(progress),
          \(choices))
        """
    }
}

/// A presentation's cells alone: what `CollectionLayout`'s invariants speak of.
struct CellsOnly: CollectionLayout {
    var base: any Presentation
    var context: LayoutContext { base.context }
    var contentSize: CGSize { base.contentSize }
    mutating func prepare(in context: LayoutContext) { base.prepare(in: context) }
    func items(in rect: CGRect) -> [LayoutItem] { base.items(in: rect).filter { $0.elementKind == .cell } }
    func item(at index: ItemIndex) -> LayoutItem? { base.item(at: index) }
    func index(at point: CGPoint) -> ItemIndex? { base.index(at: point) }
    func targetContentOffset(proposed: CGPoint, current: CGPoint, velocity: CGPoint) -> CGPoint {
        base.targetContentOffset(proposed: proposed, current: current, velocity: velocity)
    }
}

@Suite("Properties: presentations")
struct PresentationProperties {
    /// Any configuration is accepted or rejected naming its first invalid field; a valid one
    /// has the frames of the independent reference (`ReferencePresentation`, built from the
    /// configuration and the context) when its items can be enumerated, and keeps the layout
    /// invariants for any rectangle, point and release. Most cases lay something out.
    static func anyPresentationAndQuery() async {
        var laidOut = 0, cases = 0
        await propertyCheck(count: PropertyCases.count, input: Choices.cases(PresentationCase.init)) { testCase in
            cases += 1
            if Self.check(testCase) { laidOut += 1 }
        }
        #expect(laidOut * 2 > cases, "only \(laidOut) of \(cases) cases laid anything out")
    }

    /// A switch between any two presentations at any progress: offsets and frames finite, the
    /// final offset inside the target's range, the ends exactly the two presentations' frames.
    /// Most cases switch (both configurations valid).
    @Test func anySwitch_keepsOffsetsAndFramesFinite() async {
        var switched = 0, cases = 0
        await propertyCheck(count: PropertyCases.fraction(4), input: Choices.cases(PresentationCase.init)) { testCase in
            cases += 1
            switched += Self.checkSwitch(testCase)
        }
        #expect(switched > cases, "only \(switched) switches in \(cases) cases (two offsets each)")
    }

    /// - Returns: whether the configuration was valid and the context showed something.
    @discardableResult
    static func check(_ testCase: PresentationCase) -> Bool {
        let expected = testCase.expectedInvalidField(testCase.kind)
        do {
            _ = try testCase.make(testCase.kind)
            if let expected { Issue.record("accepted a configuration with an invalid \(expected)") }
        } catch let error as ConfigurationError {
            if error.field != expected { Issue.record("threw \(error), expected the field \(String(describing: expected))") }
        } catch {
            Issue.record("threw \(error), which is not a ConfigurationError")
        }
        guard let layout = testCase.layout else { return false }
        // Cells against the invariants; headers (supplementary items among them) on their own.
        var invariants = LayoutInvariants(CellsOnly(base: layout))
        if let reference = reference(for: testCase), checkAgainst(reference, layout) {
            // The reference names the cells; their frames are `item(at:)`'s, which
            // `checkAgainst` found to be the reference's (a tie may round either way).
            let cells = reference.frames.filter { $0.kind == .cell }.compactMap { layout.item(at: $0.index) }
            invariants.reference = { rect in cells.filter { $0.frame.overlaps(rect) } }
        }
        invariants.checkGeometry()
        for rect in testCase.rects {
            invariants.checkItems(in: rect)
            for header in layout.items(in: rect) where header.elementKind != .cell {
                invariants.checkFrame(header.frame, of: header.index, "items(in: \(rect)) header")
                if layout.supplementaryItem(ofKind: header.elementKind, at: header.index) != header {
                    Issue.record("items(in: \(rect)) gave header \(header), supplementaryItem differs")
                }
            }
            checkPinned(PresentationLayout(layout), in: rect, visibleArea: testCase.rects[0])
        }
        for point in testCase.points { invariants.checkIndex(at: point) }
        for offset in testCase.offsets {
            invariants.checkTargetContentOffset(proposed: offset, current: offset, velocity: .zero)
        }
        return layout.contentSize != .zero
    }

    /// The pinned query for any rectangle and visible area: its cells are `items(in:)`'s; each
    /// header and footer is the per-section answer, finite, never outside its section's
    /// natural header-to-footer span.
    static func checkPinned(_ layout: PresentationLayout, in rect: CGRect, visibleArea: CGRect) {
        let pinned = layout.items(in: rect, pinningTo: visibleArea), plain = layout.items(in: rect)
        let cells = pinned.filter { $0.elementKind == .cell }, plainCells = plain.filter { $0.elementKind == .cell }
        // At the per-query cap (`Limits.itemsPerQuery`: rows of 1/64 pt under a 4,000 pt query),
        // pinned headers and footers (a few at most) take places cells had: the cells are then
        // the plain query's first ones.
        let capped = plain.count >= Limits.itemsPerQuery
        if capped ? !plainCells.starts(with: cells) || cells.count < plainCells.count - 8 : cells != plainCells {
            Issue.record("items(in: \(rect), pinningTo: \(visibleArea)): other cells than items(in:)")
        }
        for item in pinned where item.elementKind != .cell {
            let s = item.index.section
            let single = item.elementKind == .presentationFooter ? layout.pinnedFooter(ofSection: s, visibleArea: visibleArea)
                : layout.pinnedHeader(ofSection: s, visibleArea: visibleArea)
            if single != item { Issue.record("pinned \(item) in the query, \(String(describing: single)) alone") }
            let f = item.frame
            guard f.minY.isFinite, f.maxY.isFinite, f.height >= 0 else {
                Issue.record("pinned \(item) has frame \(f)")
                continue
            }
            let index = ItemIndex(item: 0, section: s)
            let top = layout.supplementaryItem(ofKind: .presentationHeader, at: index)?.frame.minY ?? -.infinity
            let end = layout.supplementaryItem(ofKind: .presentationFooter, at: index)?.frame.maxY ?? .infinity
            // One pixel: a pinned edge is a sum rounded on its own, which may fall the other way on a tie.
            let pixel = 1 / layout.context.pixelGrid.scale + 1e-6
            if f.minY < top - pixel || f.maxY > end + pixel { Issue.record("pinned \(item) outside its section \(top)…\(end)") }
        }
    }

    /// A switch from each of the case's offsets.
    /// - Returns: how many switches ran (0 when either configuration is invalid).
    static func checkSwitch(_ testCase: PresentationCase) -> Int {
        guard let source = testCase.layout, let target = testCase.prepared(testCase.target) else { return 0 }
        for offset in testCase.offsets {
            let begun = PresentationLayout(source).switching(to: target, contentOffset: offset)
            let layout = begun.atProgress(testCase.progress)
            guard let active = layout.activeSwitch else {
                Issue.record("switch from \(offset) did not begin")
                continue
            }
            let transition = active.transition
            for point in [active.contentOffset, transition.finalContentOffset(isCancelled: false),
                          transition.finalContentOffset(isCancelled: true)] where !(point.x.isFinite && point.y.isFinite) {
                Issue.record("switch from \(offset): offset \(point) is not finite")
            }
            let size = layout.contentSize
            if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                Issue.record("switch from \(offset): content size \(size)")
            }
            for item in layout.items(in: .infinite) {
                let frame = item.frame
                if !(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
                     && frame.width >= 0 && frame.height >= 0 && item.alpha > 0 && item.alpha <= 1) {
                    Issue.record("switch from \(offset): \(item.index) has frame \(frame), alpha \(item.alpha)")
                }
            }
            checkEnds(of: begun, from: source, to: target, offset)
        }
        return testCase.offsets.count
    }

    /// At progress 0 every cell of the switch has its frame in the source, at 1 in the target;
    /// the final offset is inside the target's range.
    static func checkEnds(of begun: PresentationLayout, from source: any Presentation, to target: any Presentation,
                          _ offset: CGPoint) {
        for item in begun.atProgress(0).items(in: .infinite) where item.elementKind == .cell {
            if source.item(at: item.index)?.frame != item.frame { Issue.record("switch from \(offset): \(item.index) moved at 0") }
        }
        for item in begun.atProgress(1).items(in: .infinite) where item.elementKind == .cell {
            if target.item(at: item.index)?.frame != item.frame { Issue.record("switch from \(offset): \(item.index) off at 1") }
        }
        let final = begun.settled(atTarget: true).contentOffset ?? .zero
        let clamped = PresentationAnchor.clamped(final, in: target)
        if abs(final.x - clamped.x) > 0.5 || abs(final.y - clamped.y) > 0.5 {
            Issue.record("switch from \(offset): final offset \(final) outside the target's range (\(clamped))")
        }
    }
}

/// Cases the property found, replayed.
@Suite("Properties: presentations, cases found")
struct PresentationPropertyCases {
    /// A grid of 1/64 pt rows (ratio 65,536) with pinned headers under a 4,000 pt query: both
    /// queries stop at `Limits.itemsPerQuery`, and the pinned header takes a cell's place
    /// (found at 60,000 cases per subject; the check compared every cell).
    @Test func aQueryAtTheCap_withAPinnedHeader_showsThePlainQuerysFirstCells() throws {
        var choices = Choices(sparse: [0: 85, 1: 1, 10: 221, 11: 35, 18: 1, 19: 180, 39: 190, 42: 241, 47: 154, 50: 9,
                                       53: 86, 55: 40, 56: 74, 126: 180])
        let testCase = PresentationCase(&choices)
        let base = try #require(testCase.layout)
        let layout = PresentationLayout(base)
        let rect = testCase.rects[0]
        #expect(layout.items(in: rect).count == Limits.itemsPerQuery)
        #expect(layout.items(in: rect, pinningTo: rect).contains { $0.elementKind == .presentationHeader })
        PresentationProperties.check(testCase)
    }
}
