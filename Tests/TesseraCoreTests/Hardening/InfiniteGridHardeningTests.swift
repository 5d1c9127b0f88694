import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Issue 10: adversarial inputs to the infinite grid's public entry points.
@Suite("InfiniteGrid hardening")
struct InfiniteGridHardeningTests {
    private static let viewport = CGSize(width: 320, height: 200)

    private func prepared(_ configuration: InfiniteGridLayout.Configuration = .standard,
                          center: GridCoordinates = .zero, viewport: CGSize = viewport, scale: CGFloat = 2,
                          direction: LayoutDirection = .leftToRight) -> InfiniteGridLayout {
        var layout = InfiniteGridLayout(configuration: configuration, centerCoordinates: center)
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: 0, layoutDirection: direction,
                                         displayScale: scale))
        let offset = layout.focusContentOffset
        layout.prepare(forVisibleRect: CGRect(origin: offset, size: viewport))
        return layout
    }

    private static let adversarial: [CGFloat] = [1e30, -1e30, CGFloat.infinity, -CGFloat.infinity, CGFloat.nan,
                                                 CGFloat.greatestFiniteMagnitude, 0x1p63, -0x1p63]

    // MARK: - Centre and points

    @Test(arguments: adversarial)
    func centerCoordinatesForAFarOffset_saturatesOrIgnoresInsteadOfTrapping(value: CGFloat) {
        // Used to trap at 1e30: Int(1e30 pixels / stride).
        let layout = prepared()
        let center = layout.centerCoordinates(forContentOffset: CGPoint(x: value, y: value))
        if !value.isFinite {
            #expect(center == nil)
        } else if abs(value) >= 1e30 {
            // 10³⁰ pt is 10²⁸ tiles away: past the grid's end at Int.max (or Int.min).
            #expect(center == (value > 0 ? GridCoordinates(x: .max, y: .max) : GridCoordinates(x: .min, y: .min)))
        } else {
            // 2⁶³ pt is 2⁶³ / 100 tiles away, which an Int still counts (to within the window's
            // offset from tile 0 and a CGFloat's 2¹¹-pixel grain there).
            let tiles = Int(value / 100)
            #expect(center.map { abs($0.x.distance(to: tiles)) < 1000 && abs($0.y.distance(to: tiles)) < 1000 } == true)
        }
        #expect(layout.coordinates(at: CGPoint(x: value, y: value)) == nil)
        #expect(layout.index(at: CGPoint(x: value, y: 0)) == nil)
    }

    @Test(arguments: adversarial)
    func aVisibleRectFarAway_keepsTheCentreReadable(value: CGFloat) {
        // Used to trap: the centre getter read the cell at 1e30 (and the focus phase at NaN).
        var layout = prepared(center: GridCoordinates(x: 7, y: -7))
        layout.prepare(forVisibleRect: CGRect(x: value, y: value, width: 320, height: 200))
        _ = layout.centerCoordinates
        layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 300, height: 300), itemCount: 0))
        #expect(layout.focusContentOffset.x.isFinite && layout.focusContentOffset.y.isFinite)
        layout.prepare(forVisibleRect: CGRect(origin: layout.focusContentOffset, size: CGSize(width: 300, height: 300)))
        #expect(!layout.visibleCoordinates.isEmpty)
    }

    @Test(arguments: adversarial)
    func recenteringShiftAndRecenter_withAdversarialValues_stayFinite(value: CGFloat) {
        var layout = prepared()
        if let shift = layout.recenteringShift(forContentOffset: CGPoint(x: value, y: value)) {
            #expect(shift.x.isFinite && shift.y.isFinite)
        }
        for _ in 0..<3 { layout.recenter(by: CGPoint(x: value, y: -value)) }
        #expect(layout.contentSize.width.isFinite)
        let frame = layout.frame(for: layout.centerCoordinates)
        #expect(frame.map { $0.minX.isFinite && $0.minY.isFinite } ?? true)
    }

    @Test func repeatedHugeRecentresOnABoundedAxis_doNotOverflowTheAnchor() throws {
        // A bounded axis cannot rename its anchor past the bound, so its position grows with
        // every recentre: it must saturate, not overflow (2²³ calls of 2⁴⁰ pixels would).
        var layout = prepared(try InfiniteGridLayout.Configuration(xBounds: 0...1_000_000))
        for _ in 0..<64 { layout.recenter(by: CGPoint(x: 1e300, y: 0)) }
        for _ in 0..<64 { layout.recenter(by: CGPoint(x: -1e300, y: 0)) }
        #expect(layout.contentSize.width.isFinite)
        _ = layout.items(in: CGRect(x: 0, y: 0, width: 1e6, height: 1e6))
    }

    // MARK: - Rectangles

    @Test func coordinatesInAnEnormousRectOfTinyTiles_areCutToTheSlotCapacity() throws {
        // 0.5 pt tiles at 2× in a 10⁹ pt viewport: the window holds ~10¹³ tiles a side, and
        // columns × rows overflowed `Int` (then `reserveCapacity` of it) in `coordinates(in:)`.
        let configuration = try InfiniteGridLayout.Configuration(tileSize: CGSize(width: 0.5, height: 0.5))
        var layout = InfiniteGridLayout(configuration: configuration)
        layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 1e9, height: 1e9), itemCount: 0))
        #expect(layout.slotCapacity <= InfiniteGridLayout.maximumSlotCapacity)
        let all = layout.coordinates(in: .infinite)
        #expect(all.count <= InfiniteGridLayout.maximumSlotCapacity)
        #expect(all.count > InfiniteGridLayout.maximumSlotCapacity / 2)
        layout.prepare(forVisibleRect: CGRect(origin: layout.focusContentOffset, size: CGSize(width: 1e9, height: 1e9)))
        #expect(layout.items(in: .infinite).count <= layout.slotCapacity / 2)
    }

    @Test(arguments: [CGSize(width: 1e300, height: 200), CGSize(width: 320, height: 6e11)])
    func aViewportBeyondTwoToThe40Pixels_leavesTheLayoutEmpty(viewport: CGSize) {
        // Found by the property suite: the viewport was clamped to 2⁴⁰ pixels, and the focus
        // offset (2.2·10¹² pt) fell outside content narrower than the real viewport.
        let layout = prepared(viewport: viewport)
        #expect(layout.contentSize == .zero)
        #expect(layout.focusContentOffset == .zero)
        #expect(layout.recenteringShift(forContentOffset: CGPoint(x: 3401.5, y: 0)) == nil)
        #expect(layout.items(in: .infinite).isEmpty)
        #expect(layout.slotCapacity == 0)
    }

    @Test func aRectangleReachingInfinity_meetsTheTilesOnItsSide() {
        let layout = prepared()
        let size = layout.contentSize
        let right = layout.coordinates(in: CGRect(x: size.width - 150, y: 0, width: CGFloat.infinity, height: 100))
        #expect(!right.isEmpty)
        #expect(right == layout.coordinates(in: CGRect(x: size.width - 150, y: 0, width: 1e9, height: 100)))
        #expect(layout.coordinates(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity))
                    == layout.coordinates(in: CGRect(origin: .zero, size: size)))
        #expect(layout.coordinates(in: CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100)).isEmpty)
        #expect(layout.items(in: CGRect(x: 0, y: CGFloat.nan, width: 100, height: 100)).isEmpty)
    }

    // MARK: - Coordinates

    @Test func extremeCoordinates_answerWithoutTrapping() throws {
        for center in [GridCoordinates(x: .max, y: .min), GridCoordinates(x: .min, y: .max)] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                var layout = prepared(center: center, direction: direction)
                // The grid ends at the Int limits: an end tile rests at the content's edge,
                // with the centre a tile or two inside.
                #expect(abs(layout.centerCoordinates.x.distance(to: center.x)) <= 2)
                #expect(abs(layout.centerCoordinates.y.distance(to: center.y)) <= 2)
                #expect(layout.contentOffset(centering: center) != nil)
                #expect(layout.contentOffset(centering: GridCoordinates(x: ~center.x, y: ~center.y)) == nil)
                let far = GridCoordinates(x: ~center.x, y: ~center.y)
                #expect(layout.jumpTarget(forScrollingTo: far, animated: true) != nil)
                layout.centerCoordinates = far
                #expect(layout.focusContentOffset.x.isFinite)
            }
        }
        #expect(GridCoordinates(x: .max, y: .min).offsetBy(x: 1, y: -1) == GridCoordinates(x: .max, y: .min))
        #expect(GridTorus(columns: 7, rows: 3).wrap(GridCoordinates(x: .min, y: .min)) == GridCoordinates(x: 6, y: 1))
    }

    @Test func scroller_atAdversarialOffsets_reportsWithoutTrapping() {
        let layout = prepared()
        var scroller = InfiniteGridBehavior()
        for value in Self.adversarial {
            let state = ScrollState(contentOffset: CGPoint(x: value, y: value), viewportSize: Self.viewport,
                                    contentSize: layout.contentSize, contentInsets: .zero, isDragging: true,
                                    isDecelerating: false, isAnimating: false, now: 0,
                                    pixelGrid: PixelGrid(scale: 2))
            for effect in scroller.didScroll(state, layout: layout) {
                if case .recenter(let shift) = effect { #expect(shift.x.isFinite && shift.y.isFinite) }
            }
            _ = scroller.accessibilityScroll(.left, scroll: state, layout: layout)
        }
    }
}
