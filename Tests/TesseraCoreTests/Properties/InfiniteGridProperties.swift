import Foundation
import PropertyBased
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// An infinite grid, its viewport, where it was scrolled to and what to ask it, decoded from
/// random choices: ordinary grids mostly, and tiles of a pixel or 65,536 pt, spacings wider
/// than the viewport, bounds at the `Int` limits, tori, centres at `Int.min` and `Int.max`,
/// zero and enormous viewports, and NaN or infinite sizes, rectangles and offsets.
struct InfiniteGridCase: CustomStringConvertible, Sendable {
    var tileSize = CGSize(width: 100, height: 100)
    var horizontalSpacing: CGFloat = 0, verticalSpacing: CGFloat = 0
    var xBounds: ClosedRange<Int>?, yBounds: ClosedRange<Int>?
    var torus: GridTorus?
    var center = GridCoordinates.zero
    var context = LayoutContext(viewportSize: .zero, itemCount: 0)
    /// How far the content was scrolled from the focus offset before the queries, in viewports.
    var scroll = CGPoint(x: 0, y: 0)
    var rects: [CGRect] = []
    var points: [CGPoint] = []
    var offsets: [CGPoint] = []
    var coordinates: [GridCoordinates] = []
    var choices: Choices
    /// The layout as `scrolledLayout` built it while decoding (built once: it is most of a
    /// case's cost), with the reference model scrolled alongside.
    private(set) var prepared: Prepared?

    struct Prepared {
        var layout: InfiniteGridLayout
        var visible: CGRect
        var model: ReferenceInfiniteGrid
        /// The layout's resting offset and recentring shift, and the model's.
        var resting: (layout: CGPoint, model: CGPoint)
        var shift: (layout: CGPoint, model: CGPoint)
    }

    init(_ c: inout Choices) {
        choices = c
        tileSize = CGSize(width: Self.tileLength(&c), height: Self.tileLength(&c))
        horizontalSpacing = Self.spacing(&c)
        verticalSpacing = Self.spacing(&c)
        xBounds = Self.bounds(&c)
        yBounds = Self.bounds(&c)
        if c.chance(15) {
            torus = GridTorus(columns: c.pick([1, 2, 3, 7, 0, -1]), rows: c.pick([1, 2, 5, 0, Int.min]))
        }
        if c.chance(30) {
            center = c.pick([GridCoordinates(x: c.int(in: -100...100), y: c.int(in: -100...100)),
                             GridCoordinates(x: .max, y: .min), GridCoordinates(x: .min, y: .max),
                             GridCoordinates(x: .max - 1, y: 5), GridCoordinates(x: 1 << 62, y: -(1 << 62))])
        }
        let base = PagedGridCase.context(&c)
        // The grid has no content insets and defines its own item count.
        context = LayoutContext(viewportSize: base.viewportSize, itemCount: 0, layoutDirection: base.layoutDirection,
                                displayScale: base.pixelGrid.scale)
        scroll = CGPoint(x: CGFloat(c.int(in: -16...16)) / 8, y: CGFloat(c.int(in: -16...16)) / 8)
        prepared = scrolledLayout
        guard let visible = prepared?.visible else { return }
        rects = (0..<3).map { _ in c.rect(around: visible, adversarialPercent: 10) }
        points = (0..<4).map { _ in c.point(around: visible) }
        offsets = (0..<3).map { _ in c.point(around: visible) }
        coordinates = (0..<3).map { _ in
            c.chance(20) ? GridCoordinates(x: c.pick([Int.min, Int.max, 0]), y: c.pick([Int.max, Int.min, 0]))
                         : center.offsetBy(x: c.int(in: -12...12), y: c.int(in: -12...12))
        }
    }

    private static func tileLength(_ c: inout Choices) -> CGFloat {
        switch c.weighted([86, 6, 3, 5]) {
        case 0: CGFloat(c.int(in: 40...400)) / 2
        case 1: c.pick([0.25, 0.5, 1, 2.5, 4])
        case 2: c.pick([1000, 65_536])
        default: c.pick([0, -1, .nan, .infinity, 65_536.5, 1e300])
        }
    }

    private static func spacing(_ c: inout Choices) -> CGFloat {
        [c.steps(40, of: 0.5), c.pick([65_536, 100, 1000]), c.pick([-1, .nan, .infinity, 70_000])][c.weighted([88, 7, 5])]
    }

    private static func bounds(_ c: inout Choices) -> ClosedRange<Int>? {
        guard c.chance(25) else { return nil }
        let lower = c.pick([0, -3, Int.min, Int.max - 5, c.int(in: -50...50)])
        return lower...lower.saturatingAdd(c.pick([0, 1, 4, 100, 10_000, Int.max]))
    }

    // MARK: - Expectations

    /// The first field `validate()` must name, in its order, or `nil` for a valid grid.
    var expectedInvalidField: (field: String, value: String)? {
        let limit = Limits.length
        for (field, value, allowsZero) in [("tileSize.width", tileSize.width, false), ("tileSize.height", tileSize.height, false),
                                           ("horizontalSpacing", horizontalSpacing, true),
                                           ("verticalSpacing", verticalSpacing, true)]
        where !(value.isFinite && (allowsZero ? value >= 0 : value > 0) && value <= limit) {
            return (field, "\(value)")
        }
        if let torus, torus.columns < 1 { return ("torus.columns", "\(torus.columns)") }
        if let torus, torus.rows < 1 { return ("torus.rows", "\(torus.rows)") }
        return nil
    }

    func makeConfiguration() throws -> InfiniteGridLayout.Configuration {
        try InfiniteGridLayout.Configuration(tileSize: tileSize, horizontalSpacing: horizontalSpacing,
                                             verticalSpacing: verticalSpacing, xBounds: xBounds, yBounds: yBounds, torus: torus)
    }

    /// The layout prepared, centred on `center`, scrolled by `scroll` viewports (recentred as
    /// the behaviour would) with its live region around the visible rectangle, and the
    /// reference model placed and recentred by its own rules; `nil` for an invalid
    /// configuration or an empty viewport.
    var scrolledLayout: Prepared? {
        guard let configuration = try? makeConfiguration(),
              var model = ReferenceInfiniteGrid(configuration, context, center: center) else { return nil }
        var layout = InfiniteGridLayout(configuration: configuration, centerCoordinates: center)
        layout.prepare(in: context)
        let viewport = context.viewportSize, resting = layout.focusContentOffset, modelResting = model.restingOffset
        var offset = CGPoint(x: resting.x + scroll.x * viewport.width, y: resting.y + scroll.y * viewport.height)
        let shift = layout.recenteringShift(forContentOffset: offset) ?? .zero
        let modelShift = model.recenter(forOffset: offset)
        layout.recenter(by: shift)
        offset = CGPoint(x: offset.x + shift.x, y: offset.y + shift.y)
        let visible = CGRect(origin: offset, size: viewport)
        layout.prepare(forVisibleRect: visible)
        return Prepared(layout: layout, visible: visible, model: model, resting: (resting, modelResting),
                        shift: (shift, modelShift))
    }

    var description: String {
        """
        InfiniteGridCase(tileSize: \(tileSize), horizontalSpacing: \(horizontalSpacing), \
        verticalSpacing: \(verticalSpacing), xBounds: \(String(describing: xBounds)), yBounds: \(String(describing: yBounds)), \
        torus: \(String(describing: torus)), center: \(center), scroll: \(scroll),
          context: \(context),
          rects: \(rects), points: \(points), offsets: \(offsets), coordinates: \(coordinates),
          \(choices))
        """
    }
}

@Suite("Properties: infinite grid")
struct InfiniteGridProperties {
    @Test func anyConfigurationViewportScrollAndQuery_keepsTheLayoutInvariants() async {
        await propertyCheck(count: PropertyCases.count, input: Choices.cases(InfiniteGridCase.init)) { testCase in
            Self.check(testCase)
        }
    }

    static func check(_ testCase: InfiniteGridCase) {
        checkValidation(testCase.makeConfiguration, rejects: testCase.expectedInvalidField)
        guard let prepared = testCase.prepared else {
            if let configuration = try? testCase.makeConfiguration(),
               case let layout = InfiniteGridLayout(configuration: configuration).prepared(in: testCase.context),
               layout.contentSize != .zero || layout.slotCapacity != 0 {
                Issue.record("an empty viewport (\(testCase.context.viewportSize)) laid out \(layout.contentSize)")
            }
            return
        }
        let layout = prepared.layout, model = prepared.model
        if layout.slotCapacity > Limits.tileSlots { Issue.record("\(layout.slotCapacity) slots exceed the limit") }
        if layout.contentSize != model.contentSize {
            Issue.record("content \(layout.contentSize), expected \(model.contentSize)")
        }
        if prepared.resting.layout != prepared.resting.model {
            Issue.record("rests at \(prepared.resting.layout), expected \(prepared.resting.model)")
        }
        if prepared.shift.layout != prepared.shift.model {
            Issue.record("recentred by \(prepared.shift.layout), expected \(prepared.shift.model)")
        }
        var invariants = LayoutInvariants(layout, universe: nil)
        if layout.slotCapacity <= 2048 {
            // The model's live tiles, each with the layout's item index (or none) and the model's frame.
            let live = model.liveTiles(around: prepared.visible)
            invariants.reference = { rect in
                live.filter { model.meets(rect, $0) }.map {
                    LayoutItem(index: layout.index(for: $0) ?? ItemIndex(item: -1), frame: model.frame(of: $0)!)
                }
            }
        }
        invariants.checkGeometry()
        for rect in testCase.rects + [prepared.visible] { invariants.checkItems(in: rect) }
        for point in testCase.points { invariants.checkIndex(at: point) }
        for offset in testCase.offsets {
            invariants.checkTargetContentOffset(proposed: offset, current: offset, velocity: .zero)
        }
        checkCoordinates(prepared, testCase)
        checkOffsets(layout, testCase)
    }

    /// Frames, items and jumps for any coordinates: as the model places them near the content.
    private static func checkCoordinates(_ prepared: InfiniteGridCase.Prepared, _ testCase: InfiniteGridCase) {
        let layout = prepared.layout
        for coordinates in testCase.coordinates {
            let frame = layout.frame(for: coordinates)
            if let expected = prepared.model.frame(of: coordinates), frame != expected,
               abs(expected.minX) < 0x1p50, abs(expected.minY) < 0x1p50 {
                Issue.record("frame(for: \(coordinates)) is \(String(describing: frame)), expected \(expected)")
            }
            let outside = testCase.xBounds.map { !$0.contains(coordinates.x) } == true
                || testCase.yBounds.map { !$0.contains(coordinates.y) } == true
            if outside, let frame { Issue.record("frame(for: \(coordinates)) is \(frame), out of bounds") }
            if let index = layout.index(for: coordinates), layout.coordinates(for: index) != coordinates {
                Issue.record("index(for: \(coordinates)) is \(index), which maps back elsewhere")
            }
            if layout.contentOffset(centering: coordinates) != nil,
               let jump = layout.jumpTarget(forScrollingTo: coordinates, animated: false) {
                Issue.record("jumpTarget(forScrollingTo: \(coordinates), animated: false) is \(jump), for a tile in the content")
            }
            _ = layout.jumpTarget(forScrollingTo: coordinates, animated: true)
        }
    }

    /// Offsets the grid names stay inside its content, for any raw offset asked about.
    private static func checkOffsets(_ layout: InfiniteGridLayout, _ testCase: InfiniteGridCase) {
        let size = layout.contentSize, viewport = layout.context.viewportSize
        let high = CGPoint(x: max(0, size.width - viewport.width), y: max(0, size.height - viewport.height))
        func inside(_ offset: CGPoint) -> Bool {
            let tolerance = layout.context.pixelGrid.tolerance
            return offset.x >= -tolerance && offset.y >= -tolerance
                && offset.x <= high.x + tolerance && offset.y <= high.y + tolerance
        }
        for coordinates in testCase.coordinates {
            if let offset = layout.contentOffset(centering: coordinates), !inside(offset) {
                Issue.record("contentOffset(centering: \(coordinates)) is \(offset), outside 0...\(high)")
            }
        }
        for raw in testCase.offsets {
            if InfiniteGridBehavior().boundValue(atContentOffset: raw, layout: layout) == nil {
                Issue.record("no centre tile for the offset \(raw)")
            }
            guard let shift = layout.recenteringShift(forContentOffset: raw) else { continue }
            let offset = Limits.point(raw), shifted = CGPoint(x: offset.x + shift.x, y: offset.y + shift.y)
            if !(shift.x.isFinite && shift.y.isFinite) || (inside(offset) && !inside(shifted)) {
                Issue.record("recenteringShift(forContentOffset: \(raw)) is \(shift), to \(shifted), outside 0...\(high)")
            }
        }
    }
}

extension InfiniteGridLayout {
    /// The layout prepared in `context`.
    func prepared(in context: LayoutContext) -> InfiniteGridLayout {
        var layout = self
        layout.prepare(in: context)
        return layout
    }
}
