import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The infinite grid's front doors, and what each raw input becomes there: its configuration
/// (rejected, naming the field and the value), the context (the limits it lays out), a query's
/// or a visible rectangle, the raw points and offsets its public methods take, and the tile
/// coordinates an app sets (any `Int`).
@Suite("The gate: infinite grid")
struct InfiniteGridGateTests {
    static let viewport = CGSize(width: 320, height: 200)

    /// 100 pt tiles around `center` in the canonical viewport at 2×, with its live region:
    /// the window is 8,192 pt of margin plus the viewport, the offset rests at 4,096 pt.
    private func prepared(_ configuration: InfiniteGridLayout.Configuration = .standard,
                          center: GridCoordinates = .zero, context: LayoutContext? = nil) -> InfiniteGridLayout {
        var layout = InfiniteGridLayout(configuration: configuration, centerCoordinates: center)
        layout.prepare(in: context ?? LayoutContext(viewportSize: Self.viewport, itemCount: 0))
        layout.prepare(forVisibleRect: CGRect(origin: layout.focusContentOffset, size: layout.context.viewportSize))
        return layout
    }

    // MARK: - The configuration

    @Test(arguments: [
        (CGSize(width: 0, height: 10), CGFloat(0), CGFloat(0), "tileSize.width must be finite, > 0 and at most 65536.0, got 0.0"),
        (CGSize(width: CGFloat.nan, height: 10), 0, 0, "tileSize.width must be finite, > 0 and at most 65536.0, got nan"),
        (CGSize(width: 65_536.5, height: 10), 0, 0, "tileSize.width must be finite, > 0 and at most 65536.0, got 65536.5"),
        (CGSize(width: 10, height: CGFloat.infinity), 0, 0, "tileSize.height must be finite, > 0 and at most 65536.0, got inf"),
        (CGSize(width: 10, height: -1), 0, 0, "tileSize.height must be finite, > 0 and at most 65536.0, got -1.0"),
        (CGSize(width: 10, height: 10), -1, 0, "horizontalSpacing must be finite, ≥ 0 and at most 65536.0, got -1.0"),
        (CGSize(width: 10, height: 10), 1e300, 0, "horizontalSpacing must be finite, ≥ 0 and at most 65536.0, got 1e+300"),
        (CGSize(width: 10, height: 10), 0, CGFloat.nan, "verticalSpacing must be finite, ≥ 0 and at most 65536.0, got nan"),
    ])
    func configuration_rejectsEachInvalidLength_namingTheFieldAndTheValue(tile: CGSize, horizontal: CGFloat,
                                                                         vertical: CGFloat, message: String) {
        #expect {
            try InfiniteGridLayout.Configuration(tileSize: tile, horizontalSpacing: horizontal, verticalSpacing: vertical)
        } throws: { error in
            (error as? ConfigurationError)?.description == message
        }
    }

    @Test func configuration_rejectsATorusWithoutData_andTakesAnyBounds() throws {
        #expect { try InfiniteGridLayout.Configuration(torus: GridTorus(columns: 0, rows: 3)) } throws: { error in
            (error as? ConfigurationError)?.description == "torus.columns must be an integer ≥ 1, got 0"
        }
        #expect { try InfiniteGridLayout.Configuration(torus: GridTorus(columns: 7, rows: .min)) } throws: { error in
            (error as? ConfigurationError)?.field == "torus.rows"
        }
        _ = try InfiniteGridLayout.Configuration(tileSize: CGSize(width: 65_536, height: 1e-9), horizontalSpacing: 65_536,
                                                 xBounds: Int.min...Int.max, yBounds: (Int.max - 1)...Int.max)
    }

    /// An invalid configuration set field by field (no validation) gives an empty layout.
    @Test func anInvalidConfigurationSetDirectly_givesAnEmptyLayout() {
        var configuration = InfiniteGridLayout.Configuration.standard
        configuration.tileSize.width = .infinity
        let layout = prepared(configuration)
        #expect(layout.contentSize == .zero && layout.slotCapacity == 0)
        #expect(layout.items(in: .infinite).isEmpty && layout.jumpTarget(forScrollingTo: .zero, animated: true) == nil)
    }

    // MARK: - The context

    /// A viewport that is not a number is empty; an enormous one is 65,536 pt a side, at most
    /// 4×: with tiles of a quarter point (one pixel), far more than `Limits.tileSlots` tiles
    /// show, and the tiles in its middle hold the slots it lends.
    @Test func aContext_laysOutWhatTheLimitsSay() throws {
        let none = prepared(context: LayoutContext(viewportSize: CGSize(width: CGFloat.nan, height: 200), itemCount: 0))
        #expect(none.contentSize == .zero && none.slotCapacity == 0 && none.items(in: .infinite).isEmpty)

        let configuration = try InfiniteGridLayout.Configuration(tileSize: CGSize(width: 0.25, height: 0.25))
        let huge = prepared(configuration, context: LayoutContext(viewportSize: CGSize(width: 1e300, height: .infinity),
                                                                  itemCount: 0, displayScale: 1e300))
        #expect(huge.context.pixelGrid.scale == 4)
        #expect(huge.contentSize == CGSize(width: 5 * 65_536, height: 5 * 65_536)) // margins of two viewports
        #expect(huge.slotCapacity <= Limits.tileSlots && huge.slotCapacity > Limits.tileSlots / 2)
        let live = huge.items(in: .infinite)
        #expect(live.count <= huge.slotCapacity / 2 && live.count > Limits.tileSlots / 4)
        #expect(huge.index(for: huge.centerCoordinates) != nil)
        #expect(huge.slots.overflowCount == 0)
    }

    // MARK: - Rectangles

    /// A query's rectangle holds nothing when null or NaN; infinite and enormous edges reach
    /// the content's edges; one far beyond the content meets nothing.
    @Test func queryRectangles_areBroughtIntoTheDomain() {
        let layout = prepared()
        let content = CGRect(origin: .zero, size: layout.contentSize)
        let live = layout.items(in: content)
        #expect(live.count == 7 * 5) // 5 × 3 visible tiles (the centred one at 110, 50) and a ring
        #expect(layout.items(in: .infinite) == live)
        #expect(layout.items(in: CGRect(x: -1e300, y: -1e300, width: 2e300, height: .infinity)) == live)
        #expect(layout.items(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 4_200)) == live.filter { $0.frame.minY < 4_200 })
        for nothing in [CGRect.null, CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100),
                        CGRect(x: 0, y: 0, width: 100, height: CGFloat.nan), CGRect(x: 1e30, y: 1e30, width: 320, height: 200),
                        CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 100)] {
            #expect(layout.items(in: nothing).isEmpty, "\(nothing)")
        }
    }

    /// A visible rectangle with a NaN edge frees every slot; one at 10³⁰ pt is read at 2⁵⁰ pt:
    /// no tile there holds a slot, and a new viewport then centres the tile 2⁵⁰ pt away.
    @Test func visibleRectangles_areBroughtIntoTheDomain() {
        var layout = prepared()
        #expect(layout.needsUpdate(forVisibleRect: CGRect(x: CGFloat.nan, y: 0, width: 320, height: 200)))
        layout.prepare(forVisibleRect: CGRect(x: CGFloat.nan, y: 0, width: 320, height: 200))
        #expect(layout.items(in: .infinite).isEmpty && layout.slotCapacity > 0)

        layout.prepare(forVisibleRect: CGRect(x: 1e30, y: -1e30, width: 320, height: 200))
        #expect(layout.items(in: .infinite).isEmpty)
        let far = layout.centerCoordinates
        #expect(far == layout.centerCoordinates(forContentOffset: CGPoint(x: 0x1p50 - 160, y: -0x1p50 - 100)))
        layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 300, height: 300), itemCount: 0))
        layout.prepare(forVisibleRect: CGRect(origin: layout.focusContentOffset, size: CGSize(width: 300, height: 300)))
        #expect(layout.centerCoordinates == far && layout.index(for: far) != nil)
    }

    // MARK: - Raw points and offsets

    /// Offsets are read within ±2⁵⁰ pt (NaN as 0): the recentring shift brings any of them back
    /// to within half a stride of the window's middle, and the centre read from them is the
    /// tile there.
    @Test(arguments: GateTests.raw)
    func rawOffsets_areReadWithinTheDomain(value: CGFloat) throws {
        let layout = prepared()
        let raw = CGPoint(x: value, y: -value), offset = Limits.point(raw)
        let shift = try #require(layout.recenteringShift(forContentOffset: raw))
        #expect(shift == layout.recenteringShift(forContentOffset: offset))
        #expect(abs(offset.x + shift.x - 4_096) <= 50 && abs(offset.y + shift.y - 4_096) <= 50)
        let center = InfiniteGridBehavior().boundValue(atContentOffset: raw, layout: layout)
        #expect(center == layout.centerCoordinates(forContentOffset: offset))
        // Tile 0 starts at 4,206 pt; the centre is 160 pt right of the offset.
        #expect(center?.x == Int(((offset.x + 160 - 4_206) / 100).rounded(.down)))
    }

    /// A recentre by a raw delta moves the tiles by that many whole pixels (NaN as none), as
    /// far as they reach: the visible rectangle moves with them, so the same tile stays at
    /// its centre; on a bounded axis the shift is cut where the first or last tile would leave
    /// the content's edge.
    @Test func recentringByARawDelta_movesTheTilesWithinTheirReach() throws {
        var open = prepared()
        let before = try #require(open.frame(for: .zero))
        open.recenter(by: CGPoint(x: CGFloat.nan, y: 1e15))
        #expect(open.frame(for: .zero) == before.offsetBy(dx: 0, dy: 1e15))
        #expect(open.visibleRect?.origin == CGPoint(x: 4_096, y: 4_096 + 1e15) && open.centerCoordinates == .zero)
        var far = prepared()
        far.recenter(by: CGPoint(x: -CGFloat.infinity, y: CGFloat.infinity))
        #expect(far.centerCoordinates == .zero && far.index(for: .zero) != nil)
        #expect(try #require(far.visibleRect).minY > 0x1p51)

        var bounded = prepared(try InfiniteGridLayout.Configuration(xBounds: 0...1_000_000))
        #expect(bounded.frame(for: .zero)?.minX == 0)
        bounded.recenter(by: CGPoint(x: 1e300, y: 0))
        #expect(bounded.frame(for: .zero)?.minX == 0)
        bounded.recenter(by: CGPoint(x: -1e300, y: 0))
        #expect(bounded.frame(for: GridCoordinates(x: 1_000_000, y: 0))?.maxX == bounded.contentSize.width)
    }

    // MARK: - Coordinates an app sets

    /// Any `Int` is a coordinate: a centre at the `Int` limits rests at the grid's corner (the
    /// end tile at the content's edge, the centre a tile or two inside), in both directions;
    /// one beyond a bound is brought to it; a jump to the other end of `Int` lands two
    /// viewports short of it when animated.
    @Test func appCoordinates_areBroughtInOnce() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let context = LayoutContext(viewportSize: Self.viewport, itemCount: 0, layoutDirection: direction)
            let corner = GridCoordinates(x: .max, y: .min)
            let layout = prepared(center: corner, context: context)
            let frame = try #require(layout.frame(for: corner))
            #expect(direction == .leftToRight ? frame.maxX == layout.contentSize.width : frame.minX == 0)
            #expect(frame.minY == 0)
            #expect(Int.max - layout.centerCoordinates.x <= 2 && layout.centerCoordinates.y - Int.min <= 2)
            #expect(layout.frame(for: GridCoordinates(x: .min, y: .max)) == nil)
            #expect(layout.jumpTarget(forScrollingTo: GridCoordinates(x: .min, y: .max), animated: true)
                    == GridCoordinates(x: .min + 6, y: .max - 4)) // two viewports of 100 pt tiles: 6 and 4
            #expect(layout.jumpTarget(forScrollingTo: GridCoordinates(x: .min, y: .max), animated: false)
                    == GridCoordinates(x: .min, y: .max))
        }
        let bounded = prepared(try InfiniteGridLayout.Configuration(xBounds: 0...9, yBounds: 0...9),
                               center: GridCoordinates(x: 50, y: -50))
        #expect(bounded.centerCoordinates == GridCoordinates(x: 8, y: 1)) // the last screenful's centre column, row 1
        #expect(GridCoordinates(x: .max, y: .min).offsetBy(x: 1, y: -1) == GridCoordinates(x: .max, y: .min))
        #expect(InfiniteGridLayout(configuration: try .init(torus: GridTorus(columns: 7, rows: 3)))
                    .dataCoordinates(for: GridCoordinates(x: .min, y: .min)) == GridCoordinates(x: 6, y: 1))
    }

    /// A scroll view reporting any raw offset is recentred by the behaviour onto the tile
    /// that was at the centre: offset and tiles move together.
    @Test(arguments: GateTests.raw)
    func aRawOffsetFromTheScrollView_isRecentredOntoTheSameTile(value: CGFloat) throws {
        var layout = prepared()
        var behavior = InfiniteGridBehavior()
        func state(_ offset: CGPoint) -> ScrollState {
            ScrollState(contentOffset: offset, viewportSize: Self.viewport, contentSize: layout.contentSize,
                        contentInsets: .zero, isDragging: true, isDecelerating: false, now: 0, pixelGrid: PixelGrid(scale: 2))
        }
        let raw = state(CGPoint(x: value, y: -value))
        let center = try #require(layout.centerCoordinates(forContentOffset: raw.contentOffset))
        let effects = behavior.didScroll(raw, layout: layout)
        guard effects.count == 1, case .recenter(let shift) = effects[0] else {
            Issue.record("\(value): \(effects), not one recentre")
            return
        }
        layout.recenter(by: shift)
        let back = CGPoint(x: raw.contentOffset.x + shift.x, y: raw.contentOffset.y + shift.y)
        #expect(abs(back.x - 4_096) <= 50 && abs(back.y - 4_096) <= 50)
        #expect(behavior.didScroll(state(back), layout: layout) == [.centerChanged(center)])
    }
}
