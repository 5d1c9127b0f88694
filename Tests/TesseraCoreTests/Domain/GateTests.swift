import Foundation
import Testing
@testable import TesseraCore

/// The front doors of the domain, and what each raw input becomes there (`Limits`).
///
/// Behind these doors layouts and behaviours trust their values; the property suites check
/// that anything through them keeps every interior invariant.
@Suite("The gate")
struct GateTests {
    static let raw: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, 0x1p63, -0.0]

    // MARK: - The one float-to-integer conversion

    @Test func intConversion_roundsAsAskedAndSaturates() {
        #expect(Int(2.5 as CGFloat, rounding: .down) == 2)
        #expect(Int(-2.5 as CGFloat, rounding: .down) == -3)
        #expect(Int(-2.0 as CGFloat, rounding: .down) == -2)
        #expect(Int(2.1 as CGFloat, rounding: .up) == 3)
        #expect(Int(2.5 as CGFloat, rounding: .toNearestOrAwayFromZero) == 3)
        #expect(Int(-2.5 as CGFloat, rounding: .toNearestOrAwayFromZero) == -3)
        #expect(Int(-2.7 as CGFloat, rounding: .towardZero) == -2)
        #expect(Int(CGFloat.nan, rounding: .down) == 0)
        #expect(Int(CGFloat.infinity, rounding: .down) == 1 << 62)
        #expect(Int(-CGFloat.infinity, rounding: .up) == -(1 << 62))
        #expect(Int(1e300 as CGFloat, rounding: .toNearestOrAwayFromZero) == 1 << 62)
        #expect(Int(0x1p51 + 0.5 as CGFloat, rounding: .down) == 1 << 51)
    }

    // MARK: - Pixel rounding

    @Test func pixelGrid_bringsTheScaleIntoOneToFour() {
        #expect(PixelGrid(scale: 3).scale == 3)
        #expect(PixelGrid(scale: 0).scale == 1)
        #expect(PixelGrid(scale: .nan).scale == 1)
        #expect(PixelGrid(scale: -2).scale == 1)
        #expect(PixelGrid(scale: 0.5).scale == 1)
        #expect(PixelGrid(scale: 1e300).scale == 4)
        #expect(PixelGrid(scale: .infinity).scale == 4)
    }

    @Test func pixelGrid_roundsToTheNearestPixel_halvesAwayFromZero() {
        for scale: CGFloat in [1, 2, 3, 4] {
            let grid = PixelGrid(scale: scale)
            for value: CGFloat in [0, 0.1, 0.25, 1.3, -1.3, 2.5, -2.5, 333.3333, 1e6 + 0.7, 0x1p49 + 0.3, -0x1p49 - 0.3] {
                #expect(grid.round(value) == (value * scale).rounded() / scale, "scale \(scale), \(value)")
            }
        }
        #expect(PixelGrid(scale: 2).round(CGFloat(1e300)) == 1e300)
        #expect(PixelGrid(scale: 2).round(CGFloat.nan).isNaN)
    }

    // MARK: - Layout context

    @Test func layoutContext_bringsWhatTheScrollViewMeasuredIntoTheDomain() {
        let context = LayoutContext(viewportSize: CGSize(width: CGFloat.nan, height: 1e300),
                                    contentInsets: EdgeInsets(top: .nan, left: -1e300, bottom: .infinity, right: 7),
                                    sectionItemCounts: [4, -7, Int.max], displayScale: .infinity)
        #expect(context.viewportSize == CGSize(width: 0, height: 65_536))
        // A negative inset is at most the viewport's length: the 0 pt wide viewport keeps none.
        #expect(context.contentInsets == EdgeInsets(top: 0, left: 0, bottom: 65_536, right: 7))
        #expect(context.sectionItemCounts == [4, 0, (1 << 32) - 4])
        #expect(context.itemCount == 1 << 32)
        #expect(context.withSectionItemCounts([.max, 7, .max]).sectionItemCounts == [1 << 32, 0, 0])
        #expect(context.pixelGrid.scale == 4)
        #expect(context.visibleContentSize == CGSize(width: 0, height: 0))
        let wide = LayoutContext(viewportSize: CGSize(width: 40, height: 40),
                                 contentInsets: EdgeInsets(top: -1e300, left: -30, bottom: 1e300, right: -1e300), itemCount: 1)
        #expect(wide.contentInsets == EdgeInsets(top: -40, left: -30, bottom: 65_536, right: -40))
        #expect(wide.visibleContentSize == CGSize(width: 110, height: 0))
        #expect(context.withSectionItemCounts([-1]).sectionItemCounts == [0])
    }

    // MARK: - A query's rectangle

    @Test func queryRect_holdsNothingForNullOrNaN_andClampsTheRest() {
        #expect(QueryRect(.null) == nil)
        #expect(QueryRect(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)) == nil)
        #expect(QueryRect(CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan)) == nil)
        #expect(QueryRect(CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 1)) == nil)
        let infinite = try! #require(QueryRect(.infinite))
        #expect(infinite.rect == CGRect(x: -0x1p50, y: -0x1p50, width: 0x1p51, height: 0x1p51))
        let flipped = try! #require(QueryRect(CGRect(x: 10, y: 10, width: -4, height: 1e300)))
        #expect(flipped.rect == CGRect(x: 6, y: 10, width: 4, height: 0x1p50 - 10))
        #expect(flipped.magnitude == 0x1p50)
        #expect(QueryRect(CGRect(x: -CGFloat.greatestFiniteMagnitude, y: 0, width: 0, height: 10)) == nil)
        #expect(QueryRect(CGRect(x: 1e30, y: 1e30, width: 320, height: 200)) == nil)
    }

    @Test func queryRect_overlapsFramesThatShareArea_notThoseThatTouch() throws {
        let rect = try #require(QueryRect(CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(rect.overlaps(CGRect(x: 99, y: 49, width: 10, height: 10)))
        #expect(!rect.overlaps(CGRect(x: 100, y: 0, width: 10, height: 10)))
        #expect(!rect.overlaps(CGRect(x: 0, y: -10, width: 10, height: 10)))
    }

    // MARK: - The adapter: what UIKit measured

    @Test func scrollState_bringsUIKitsReadingsIntoTheDomain() {
        for value in Self.raw {
            let state = ScrollState(contentOffset: CGPoint(x: value, y: -value), viewportSize: CGSize(width: value, height: 200),
                                    contentSize: CGSize(width: value, height: value), contentInsets: EdgeInsets(all: value),
                                    isDragging: false, isDecelerating: false, now: Double(value), pixelGrid: PixelGrid(scale: 2))
            for coordinate in [state.contentOffset.x, state.contentOffset.y, state.contentSize.width, state.contentSize.height] {
                #expect(coordinate.isFinite && abs(coordinate) <= 0x1p50, "\(value)")
            }
            #expect(state.viewportSize.width >= 0 && state.viewportSize.width <= 65_536)
            #expect(state.contentInsets.top.isFinite && abs(state.contentInsets.top) <= 65_536)
            #expect(state.now.isFinite)
        }
        let nan = ScrollState(contentOffset: CGPoint(x: CGFloat.nan, y: 3), viewportSize: .zero, contentSize: .zero,
                              contentInsets: .zero, isDragging: false, isDecelerating: false, now: .nan,
                              pixelGrid: PixelGrid(scale: 2))
        #expect(nan.contentOffset == CGPoint(x: 0, y: 3))
        #expect(nan.now == 0)
    }

    @Test func releaseVelocity_isBroughtIntoTheReleaseSpeed() {
        #expect(Limits.velocity(CGPoint(x: CGFloat.nan, y: 1e30)) == CGPoint(x: 0, y: 50_000))
        #expect(Limits.velocity(CGPoint(x: -CGFloat.infinity, y: 1_234)) == CGPoint(x: -50_000, y: 1_234))
    }
}

extension QueryRect: Equatable {
    public static func == (a: QueryRect, b: QueryRect) -> Bool { a.rect == b.rect }
}
