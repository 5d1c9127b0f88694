import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The infinite grid's geometry: literal frame tables in the canonical 320 × 200 pt viewport
/// at scale 2, configuration errors, degenerate viewports, bounds, wrapping and mirroring.
@Suite("InfiniteGridLayout")
struct InfiniteGridLayoutTests {
    private func prepared(_ configuration: InfiniteGridLayout.Configuration, center: GridCoordinates = .zero,
                          viewport: CGSize = canonicalViewport, direction: LayoutDirection = .leftToRight,
                          scale: CGFloat = 2) -> InfiniteGridLayout {
        var layout = InfiniteGridLayout(configuration: configuration, centerCoordinates: center)
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: 0, layoutDirection: direction,
                                         displayScale: scale))
        layout.prepare(forVisibleRect: CGRect(origin: layout.focusContentOffset, size: viewport))
        return layout
    }

    /// Frames relative to the viewport, keyed by coordinates.
    private func screenFrames(_ layout: InfiniteGridLayout) -> [GridCoordinates: CGRect] {
        let origin = layout.visibleRect!.origin
        var frames: [GridCoordinates: CGRect] = [:]
        for item in layout.items(in: layout.visibleRect!) {
            frames[layout.coordinates(for: item.index)!] = item.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
        return frames
    }

    // MARK: - Frame tables

    /// 100 pt tiles 10 pt apart around (0, 0): the window is 8,192 pt of margin plus the
    /// viewport on each axis, the offset rests at its middle, tile (0, 0) is centred.
    @Test func centredTile_andItsNeighbours_sitWhereTheStrideSays() throws {
        let layout = prepared(try .init(tileSize: CGSize(width: 100, height: 100), spacing: 10))
        #expect(layout.contentSize == CGSize(width: 320 + 8192, height: 200 + 8192))
        #expect(layout.visibleRect?.origin == CGPoint(x: 4096, y: 4096))
        var expected: [GridCoordinates: CGRect] = [:]
        for y in -1...1 {
            for x in -1...1 {
                expected[GridCoordinates(x: x, y: y)] = CGRect(x: 110 + 110 * x, y: 50 + 110 * y, width: 100, height: 100)
            }
        }
        #expect(screenFrames(layout) == expected)
        #expect(layout.centerCoordinates == .zero)
        #expect(layout.frame(for: GridCoordinates(x: 1_000, y: -3)) == CGRect(x: 4206 + 110_000, y: 4146 - 330,
                                                                            width: 100, height: 100))
        #expect(layout.tile(at: CGPoint(x: 4206, y: 4146)) == .zero)
        #expect(layout.tile(at: CGPoint(x: 4305.9, y: 4245.9)) == .zero)
        #expect(layout.tile(at: CGPoint(x: 4306, y: 4200)) == nil) // the spacing after (0, 0)
        #expect(layout.tile(at: CGPoint(x: 4316, y: 4200)) == GridCoordinates(x: 1, y: 0))
    }

    /// 4 pt tiles: 8 px strides, 81 × 51 tiles on screen (the centred tile is 2 pt off the
    /// 4 pt lattice, so both ends show a partial tile).
    @Test func tinyTiles_fillTheViewport() throws {
        let layout = prepared(try .init(tileSize: CGSize(width: 4, height: 4)))
        let frames = screenFrames(layout)
        #expect(frames.count == 81 * 51)
        #expect(frames[.zero] == CGRect(x: 158, y: 98, width: 4, height: 4))
        #expect(frames[GridCoordinates(x: -40, y: -25)] == CGRect(x: -2, y: -2, width: 4, height: 4))
        #expect(frames[GridCoordinates(x: 40, y: 25)] == CGRect(x: 318, y: 198, width: 4, height: 4))
        #expect(layout.slotCapacity >= 2 * frames.count)
    }

    /// Tiles below a pixel are one pixel; sizes are rounded to the pixel grid.
    @Test(arguments: [(CGFloat(0.2), CGFloat(2), CGFloat(0.5)), (CGFloat(4.3), CGFloat(2), CGFloat(4.5)),
                      (CGFloat(4.3), CGFloat(3), CGFloat(13) / 3), (CGFloat(33.3), CGFloat(1), CGFloat(33))])
    func tileSizes_areRoundedToWholePixels(size: CGFloat, scale: CGFloat, shown: CGFloat) throws {
        let layout = prepared(try .init(tileSize: CGSize(width: size, height: size)), scale: scale)
        let frame = try #require(layout.frame(for: .zero))
        #expect(abs(frame.width - shown) < 1e-9)
        #expect(abs(frame.height - shown) < 1e-9)
    }

    /// A tile larger than the viewport covers it alone when centred.
    @Test func hugeTiles_coverTheViewport() throws {
        let layout = prepared(try .init(tileSize: CGSize(width: 1000, height: 700), spacing: 20))
        #expect(screenFrames(layout) == [.zero: CGRect(x: -340, y: -250, width: 1000, height: 700)])
        // The margin grows to two strides: 2 × 1,020 pt does not exceed 4,096, 2 × 720 neither.
        #expect(layout.contentSize == CGSize(width: 320 + 8192, height: 200 + 8192))
    }

    /// The largest tiles keep the window, and so every offset, far below 2²⁰ pt.
    @Test(arguments: [CGFloat(1), 2, 3])
    func largestTiles_keepTheContentBelowTwoToTheTwenty(scale: CGFloat) throws {
        let side = Limits.length
        let layout = prepared(try .init(tileSize: CGSize(width: side, height: side), spacing: side), scale: scale)
        #expect(layout.contentSize.width == 320 + 8 * side)
        #expect(layout.contentSize.width < CGFloat(1 << 20))
        #expect(layout.visibleCoordinates == [.zero])
    }

    /// At 3× a third of a point is not exact in binary. A rectangle ending where a row starts
    /// does not meet it; one whose far edge, summed from its origin and height, lands an ulp
    /// past that start overlaps the row's frame (`CGRect.overlaps`) and meets it.
    @Test func atThreeX_rowsMeetRectanglesExactlyWhereTheirFramesOverlap() throws {
        let layout = prepared(try .init(tileSize: CGSize(width: 100, height: 719.0 / 3), yBounds: 0...9), scale: 3)
        let x = try #require(layout.visibleRect).midX
        func rows(_ rect: CGRect) -> Set<Int> {
            Set(layout.items(in: rect).compactMap { layout.coordinates(for: $0.index)?.y })
        }
        #expect(rows(CGRect(x: x, y: 0, width: 1, height: 719.0 / 3)) == [0])
        let ulpPast = CGRect(x: x, y: 311.0 / 3, width: 1, height: 136)
        #expect(ulpPast.maxY > 719.0 / 3 && ulpPast.maxY - 719.0 / 3 < 1e-12)
        #expect(rows(ulpPast) == [0, 1])
    }

    // MARK: - Configuration and degenerate geometry

    @Test(arguments: [
        (CGSize(width: 0, height: 10), CGFloat(0), "tileSize.width"),
        (CGSize(width: 10, height: -1), 0, "tileSize.height"),
        (CGSize(width: CGFloat.nan, height: 10), 0, "tileSize.width"),
        (CGSize(width: 10, height: CGFloat.infinity), 0, "tileSize.height"),
        (CGSize(width: 70_000, height: 10), 0, "tileSize.width"),
        (CGSize(width: 10, height: 10), -1, "horizontalSpacing"),
        (CGSize(width: 10, height: 10), CGFloat.nan, "horizontalSpacing"),
    ])
    func badConfiguration_throwsNamingTheField(size: CGSize, spacing: CGFloat, field: String) {
        #expect { try InfiniteGridLayout.Configuration(tileSize: size, spacing: spacing) } throws: { error in
            (error as? ConfigurationError)?.field == field
        }
    }

    @Test func badTorus_andBadVerticalSpacing_throw() {
        #expect(throws: ConfigurationError.self) {
            try InfiniteGridLayout.Configuration(torus: GridTorus(columns: 0, rows: 3))
        }
        #expect { try InfiniteGridLayout.Configuration(verticalSpacing: -2) } throws: { error in
            (error as? ConfigurationError)?.description == "verticalSpacing must be finite, ≥ 0 and at most 65536.0, got -2.0"
        }
    }

    /// An invalid configuration set directly (no validation) gives an empty layout.
    @Test func invalidConfigurationSetDirectly_givesAnEmptyLayout() throws {
        var configuration = InfiniteGridLayout.Configuration.standard
        configuration.tileSize.width = -5
        let layout = prepared(configuration)
        #expect(layout.contentSize == .zero)
        #expect(layout.items(in: CGRect(x: 0, y: 0, width: 1e6, height: 1e6)).isEmpty)
        #expect(layout.slotCapacity == 0)
    }

    @Test(arguments: [CGSize.zero, CGSize(width: 0, height: 200), CGSize(width: 320, height: 0),
                      CGSize(width: -5, height: CGFloat.nan)])
    func zeroSizeViewport_givesAnEmptyLayout(viewport: CGSize) throws {
        let layout = prepared(try .init(tileSize: CGSize(width: 50, height: 50)), center: GridCoordinates(x: 7, y: 8),
                              viewport: viewport)
        #expect(layout.contentSize == .zero)
        #expect(layout.items(in: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)).isEmpty)
        #expect(layout.index(at: .zero) == nil)
        #expect(layout.frame(for: .zero) == nil)
        #expect(layout.focusContentOffset == .zero)
        #expect(layout.recenteringShift(forContentOffset: CGPoint(x: 1e6, y: -1e6)) == nil)
        #expect(layout.centerCoordinates == GridCoordinates(x: 7, y: 8))
    }

    /// A viewport that would show millions of tiles lends out at most `Limits.tileSlots`
    /// slots and shows the middle of it: memory stays bounded and nothing hangs.
    @Test func enormousTileCounts_areCappedNotCrashed() throws {
        let layout = prepared(try .init(tileSize: CGSize(width: 2, height: 2)), viewport: CGSize(width: 3000, height: 3000),
                              scale: 1)
        #expect(layout.slotCapacity <= Limits.tileSlots)
        let items = layout.items(in: layout.visibleRect!)
        #expect(items.count > 400_000 && items.count <= layout.slotCapacity / 2)
        #expect(layout.slots.overflowCount == 0)
        // The middle of the viewport is covered.
        #expect(layout.item(for: layout.centerCoordinates) != nil)
    }

    // MARK: - Bounds

    /// Three columns fit: the content is exactly three tiles wide and does not recentre.
    @Test func boundedColumnsThatFit_areLaidOutWhole() throws {
        let layout = prepared(try .init(tileSize: CGSize(width: 100, height: 100), horizontalSpacing: 10,
                                        verticalSpacing: 10, xBounds: 0...2), center: GridCoordinates(x: 1, y: 0))
        #expect(layout.contentSize.width == 320)
        #expect(layout.frame(for: GridCoordinates(x: 0, y: 0))?.minX == 0)
        #expect(layout.frame(for: GridCoordinates(x: 2, y: 0))?.minX == 220)
        #expect(layout.frame(for: GridCoordinates(x: 3, y: 0)) == nil)
        #expect(Set(layout.visibleCoordinates.map(\.x)) == [0, 1, 2])
        #expect((layout.recenteringShift(forContentOffset: CGPoint(x: 1e5, y: 4096))?.x ?? 0) == 0)
    }

    /// A million rows do not fit: row 0 is pinned to the top of the content and cannot be
    /// centred; the content offset rests at 0.
    @Test func boundedRowsThatDoNotFit_pinTheFirstRowToTheTop() throws {
        let layout = prepared(try .init(tileSize: CGSize(width: 100, height: 100), yBounds: 0...999_999))
        #expect(layout.focusContentOffset.y == 0)
        #expect(layout.frame(for: .zero)?.minY == 0)
        #expect(Set(layout.visibleCoordinates.map(\.y)) == [0, 1])
        // Even far from the middle, a recentre may not uncover space above row 0.
        #expect((layout.recenteringShift(forContentOffset: CGPoint(x: 4096, y: 0))?.y ?? 0) == 0)
        #expect((layout.recenteringShift(forContentOffset: CGPoint(x: 4096, y: 7000))?.y ?? 0) < 0)
    }

    /// The grid ends at `Int.max`: the last column is pinned to the right edge of the content
    /// and nothing beyond it exists.
    @Test func coordinatesSaturateAtIntMax() throws {
        let layout = prepared(try .init(tileSize: CGSize(width: 100, height: 100)),
                              center: GridCoordinates(x: .max, y: .min))
        let visible = layout.visibleCoordinates
        #expect(Set(visible.map(\.x)) == [.max - 3, .max - 2, .max - 1, .max])
        #expect(Set(visible.map(\.y)) == [.min, .min + 1])
        #expect(layout.frame(for: GridCoordinates(x: .max, y: .min))?.maxX == layout.contentSize.width)
        #expect(layout.frame(for: GridCoordinates(x: .max, y: .min))?.minY == 0)
        #expect(layout.focusContentOffset == CGPoint(x: layout.contentSize.width - 320, y: 0))
        #expect(layout.frame(for: GridCoordinates(x: .min, y: .max)) == nil) // 2⁶⁴ tiles away
        #expect(GridCoordinates(x: .max, y: .min).offsetBy(x: 5, y: -5) == GridCoordinates(x: .max, y: .min))
    }

    // MARK: - Direction and wrapping

    @Test func rightToLeft_numbersColumnsFromRightToLeft() throws {
        let layout = prepared(try .init(tileSize: CGSize(width: 100, height: 100), spacing: 10), direction: .rightToLeft)
        let frames = screenFrames(layout)
        #expect(frames[.zero]?.minX == 110)
        #expect(frames[GridCoordinates(x: 1, y: 0)]?.minX == 0)
        #expect(frames[GridCoordinates(x: -1, y: 0)]?.minX == 220)
        let bounded = prepared(try .init(tileSize: CGSize(width: 100, height: 100), horizontalSpacing: 10,
                                         xBounds: 0...2), direction: .rightToLeft)
        #expect(bounded.frame(for: GridCoordinates(x: 0, y: 0))?.minX == 220)
        #expect(bounded.frame(for: GridCoordinates(x: 2, y: 0))?.minX == 0)
    }

    @Test(arguments: [(0, 0, 0, 0), (7, 3, 0, 0), (-1, -1, 6, 2), (15, -4, 1, 2), (Int.min, Int.max, 6, 1)])
    func torus_wrapsEveryCoordinateIntoTheData(x: Int, y: Int, dataX: Int, dataY: Int) throws {
        let layout = InfiniteGridLayout(configuration: try .init(torus: GridTorus(columns: 7, rows: 3)))
        #expect(layout.dataCoordinates(for: GridCoordinates(x: x, y: y)) == GridCoordinates(x: dataX, y: dataY))
        #expect(InfiniteGridLayout().dataCoordinates(for: GridCoordinates(x: x, y: y)) == GridCoordinates(x: x, y: y))
    }

    // MARK: - Changes

    /// Setting `centerCoordinates` jumps: a new revision, and the focus offset centres the tile.
    @Test func settingCenterCoordinates_rebuildsAroundTheTile() throws {
        var layout = prepared(try .init(tileSize: CGSize(width: 100, height: 100), spacing: 10))
        let revision = layout.focusRevision
        layout.centerCoordinates = GridCoordinates(x: 123_456_789, y: -987_654_321)
        #expect(layout.focusRevision == revision + 1)
        #expect(layout.centerCoordinates == GridCoordinates(x: 123_456_789, y: -987_654_321))
        let offset = layout.focusContentOffset
        #expect(offset == CGPoint(x: 4096, y: 4096))
        layout.prepare(forVisibleRect: CGRect(origin: offset, size: canonicalViewport))
        #expect(screenFrames(layout)[GridCoordinates(x: 123_456_789, y: -987_654_321)]
                == CGRect(x: 110, y: 50, width: 100, height: 100))
    }

    /// A new viewport keeps the point at the centre of the old one at the centre.
    @Test func resizingTheViewport_keepsTheCentreTile() throws {
        var layout = prepared(try .init(tileSize: CGSize(width: 100, height: 100), spacing: 10))
        layout.prepare(forVisibleRect: CGRect(x: 4096 + 30, y: 4096 - 20, width: 320, height: 200))
        let center = layout.centerCoordinates
        let pointBefore = CGPoint(x: 4096 + 30 + 160 - layout.frame(for: center)!.minX,
                                  y: 4096 - 20 + 100 - layout.frame(for: center)!.minY)
        layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 200, height: 320), itemCount: 0))
        let offset = layout.focusContentOffset
        layout.prepare(forVisibleRect: CGRect(origin: offset, size: CGSize(width: 200, height: 320)))
        #expect(layout.centerCoordinates == center)
        let pointAfter = CGPoint(x: offset.x + 100 - layout.frame(for: center)!.minX,
                                 y: offset.y + 160 - layout.frame(for: center)!.minY)
        #expect(pointAfter.isClose(to: pointBefore, tolerance: 0.5))
    }
}
