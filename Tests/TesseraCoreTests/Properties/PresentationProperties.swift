import Foundation
import PropertyBased
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A presentation (list, grid, mosaic or waterfall), its context and what to ask it, decoded
/// from random choices: ordinary ones mostly, and every degenerate and adversarial value a
/// fuzzer would try (0 to 1000 items and `Int.max` in several sections, zero, NaN and
/// enormous heights, spacings, insets and viewports, measured heights of every kind, NaN
/// and huge rectangles), plus a switch to another presentation and its anchor.
struct PresentationCase: CustomStringConvertible, Sendable {
    var kind = 0, target = 0
    var columns = 3, minimumWidth: CGFloat = 0
    var rowHeight: CGFloat = 44, aspectRatio: CGFloat = 1
    var itemSpacing: CGFloat = 8, lineSpacing: CGFloat = 8, headerHeight: CGFloat = 0
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
        minimumWidth = c.chance(80) ? 0 : c.length { CGFloat($0.int(in: 20...200)) }
        rowHeight = c.length { CGFloat($0.int(in: 8...240)) / 2 }
        aspectRatio = c.length { CGFloat($0.int(in: 1...32)) / 8 }
        itemSpacing = c.length { $0.steps(24, of: 0.5) }
        lineSpacing = c.length { $0.steps(24, of: 0.5) }
        headerHeight = c.chance(70) ? 0 : c.length { $0.steps(60, of: 1) }
        sectionInsets = !c.chance(30) ? .zero : EdgeInsets(top: c.length({ $0.steps(20, of: 1) }, invalidPercent: 1),
                                                           left: c.length({ $0.steps(20, of: 1) }, invalidPercent: 1),
                                                           bottom: c.length({ $0.steps(20, of: 1) }, invalidPercent: 1),
                                                           right: c.length({ $0.steps(20, of: 1) }, invalidPercent: 1))
        context = PagedGridCase.context(&c)
        // Measured presentations place every item in `prepare` (up to 2²² of them, as
        // documented): billions of items would cost seconds per case, so they get 20,000.
        let measured = [kind, target].contains(3) || kind == 0 || target == 0
        if measured, context.sectionItemCounts.contains(where: { $0 > 20_000 }) {
            context = context.withSectionItemCounts(context.sectionItemCounts.map { min($0, 20_000) })
        }
        let counts = context.sectionItemCounts
        heights = c.chance(40) ? [] : counts.map { count in
            (0..<min(max(count, 0), c.int(in: 0...24))).map { _ in c.length { CGFloat($0.int(in: 0...400)) / 2 } }
        }
        let area = CGRect(origin: .zero, size: CGSize(width: max(0, min(layout?.contentSize.width ?? 0, 4000)),
                                                      height: max(0, min(layout?.contentSize.height ?? 0, 4000))))
        let huge = counts.contains { $0 > 100_000 }
        rects = (0..<4).map { _ in c.rect(around: area, adversarialPercent: huge ? 4 : 20) }
        points = (0..<4).map { _ in c.point(around: area) }
        offsets = (0..<2).map { _ in c.point(around: area) }
        progress = [0.5, CGFloat(c.int(in: 0...8)) / 8, c.pick([.nan, -1, 2, .infinity])][c.weighted([70, 25, 5])]
    }

    var gridColumns: GridPresentation.Columns { minimumWidth > 0 ? .minimumItemWidth(minimumWidth) : .count(columns) }

    /// Presentation `kind` (0 list, 1 grid, 2 mosaic, 3 waterfall) from this case's values.
    func make(_ kind: Int) throws -> AnyPresentation {
        switch kind {
        case 0:
            let configuration = try ListPresentation.Configuration(rowHeight: rowHeight, lineSpacing: lineSpacing,
                                                                    sectionInsets: sectionInsets, headerHeight: headerHeight)
            return AnyPresentation(heights.isEmpty ? ListPresentation(configuration: configuration)
                                                   : ListPresentation(configuration: configuration, itemHeights: heights))
        case 1:
            return AnyPresentation(try GridPresentation(columns: gridColumns, itemHeight: .aspectRatio(aspectRatio),
                                                        itemSpacing: itemSpacing, lineSpacing: lineSpacing,
                                                        sectionInsets: sectionInsets, headerHeight: headerHeight))
        case 2:
            let pattern = try MosaicPresentation.Configuration.pattern(fullWidthEvery: 4, fullWidthHeight: .fixed(rowHeight),
                                                                       columns: columns, itemHeight: .aspectRatio(aspectRatio))
            return AnyPresentation(try MosaicPresentation(pattern: pattern + [.largeAndSmall()], itemSpacing: itemSpacing,
                                                          lineSpacing: lineSpacing, sectionInsets: sectionInsets,
                                                          headerHeight: headerHeight))
        default:
            return AnyPresentation(try WaterfallPresentation(columns: columns, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
                                                             sectionInsets: sectionInsets, headerHeight: headerHeight,
                                                             estimatedItemHeight: rowHeight, itemHeights: heights))
        }
    }

    /// The first field validation must name for `kind`, or `nil` when the values are valid.
    func expectedInvalidField(_ kind: Int) -> String? {
        let maximum = PresentationLimits.maximumLength
        func positive(_ v: CGFloat) -> Bool { v.isFinite && v > 0 && v <= maximum }
        func nonNegative(_ v: CGFloat) -> Bool { v.isFinite && v >= 0 && v <= maximum }
        let columnsValid = columns >= 1 && columns <= PresentationLimits.maximumColumns
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
        if kind == 3, !positive(rowHeight) { return "estimatedItemHeight" }
        return nil
    }

    func prepared(_ kind: Int) -> AnyPresentation? {
        guard var presentation = try? make(kind) else { return nil }
        presentation.prepare(in: context)
        return presentation
    }

    var layout: AnyPresentation? { prepared(kind) }

    /// Every cell when there are few enough to enumerate.
    var universe: [ItemIndex]? {
        let counts = context.sectionItemCounts
        guard counts.reduce(0, { $0.saturatingAdd(max($1, 0)) }) <= 1200 else { return nil }
        return counts.enumerated().flatMap { section, count in (0..<max(count, 0)).map { ItemIndex(item: $0, section: section) } }
    }

    var description: String {
        """
        PresentationCase(kind: \(kind), target: \(target), columns: \(columns), minimumWidth: \(minimumWidth), \
        rowHeight: \(rowHeight), aspectRatio: \(aspectRatio), itemSpacing: \(itemSpacing), lineSpacing: \(lineSpacing), \
        headerHeight: \(headerHeight), sectionInsets: \(sectionInsets), heights: \(heights),
          context: \(context),
          rects: \(rects), points: \(points), offsets: \(offsets), progress: \(progress),
          \(choices))
        """
    }
}

/// A presentation's cells alone: what `CollectionLayout`'s invariants speak of.
struct CellsOnly: CollectionLayout {
    var base: AnyPresentation
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
    @Test func anyPresentationContextAndQuery_keepsTheLayoutInvariants() async {
        await propertyCheck(count: PropertyCases.count, input: Choices.cases(PresentationCase.init)) { testCase in
            Self.check(testCase)
        }
    }

    @Test func anySwitch_keepsOffsetsAndFramesFinite() async {
        await propertyCheck(count: PropertyCases.fraction(4), input: Choices.cases(PresentationCase.init)) { testCase in
            Self.checkSwitch(testCase)
        }
    }

    static func check(_ testCase: PresentationCase) {
        let expected = testCase.expectedInvalidField(testCase.kind)
        do {
            _ = try testCase.make(testCase.kind)
            if let expected { Issue.record("accepted a configuration with an invalid \(expected)") }
        } catch let error as ConfigurationError {
            if error.field != expected { Issue.record("threw \(error), expected the field \(String(describing: expected))") }
        } catch {
            Issue.record("threw \(error), which is not a ConfigurationError")
        }
        guard let layout = testCase.layout else { return }
        // Cells against the invariants; headers (supplementary items among them) on their own.
        let invariants = LayoutInvariants(CellsOnly(base: layout), universe: testCase.universe)
        invariants.checkGeometry()
        for rect in testCase.rects {
            invariants.checkItems(in: rect)
            for header in layout.items(in: rect) where header.elementKind != .cell {
                invariants.checkFrame(header.frame, of: header.index, "items(in: \(rect)) header")
                if layout.supplementaryItem(ofKind: header.elementKind, at: header.index) != header {
                    Issue.record("items(in: \(rect)) gave header \(header), supplementaryItem differs")
                }
            }
        }
        for point in testCase.points { invariants.checkIndex(at: point) }
        for offset in testCase.offsets {
            invariants.checkTargetContentOffset(proposed: offset, current: offset, velocity: .zero)
        }
    }

    /// A switch to another presentation: the content offset at any progress, the final one
    /// and every frame on the way are finite (and the final offset inside the target's range).
    static func checkSwitch(_ testCase: PresentationCase) {
        guard let source = testCase.layout, let target = testCase.prepared(testCase.target) else { return }
        for offset in testCase.offsets {
            let start = PresentationAnchor.clamped(offset, in: source)
            let layout = PresentationLayout(source).switching(to: target, contentOffset: start).atProgress(testCase.progress)
            guard let active = layout.activeSwitch else { continue }
            let transition = active.transition
            for point in [transition.contentOffset(at: testCase.progress), transition.finalContentOffset(isCancelled: false),
                          transition.finalContentOffset(isCancelled: true)] where !(point.x.isFinite && point.y.isFinite) {
                Issue.record("switch from \(offset): offset \(point) is not finite")
            }
            let size = layout.contentSize
            if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                Issue.record("switch from \(offset): content size \(size)")
            }
            for item in transition.items(at: testCase.progress) {
                let frame = item.frame
                if !(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
                     && frame.width >= 0 && frame.height >= 0 && item.alpha.isFinite) {
                    Issue.record("switch from \(offset): \(item.index) has frame \(frame), alpha \(item.alpha)")
                }
            }
            let final = transition.finalContentOffset(isCancelled: false), clamped = PresentationAnchor.clamped(final, in: target)
            if abs(final.x - clamped.x) > 0.5 || abs(final.y - clamped.y) > 0.5 {
                Issue.record("switch from \(offset): final offset \(final) outside the target's range (\(clamped))")
            }
        }
    }
}
