import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Issue 10: the shared geometry and layout values with adversarial inputs.
@Suite("Geometry hardening")
struct GeometryHardeningTests {
    @Test func intClamping_convertsEveryFloatingPointValue() {
        #expect(Int.clamping(CGFloat.nan, to: 0...10, nan: 3) == 3)
        #expect(Int.clamping(CGFloat.infinity, to: Int.min...Int.max, nan: 0) == Int.max)
        #expect(Int.clamping(-CGFloat.infinity, to: Int.min...Int.max, nan: 0) == Int.min)
        #expect(Int.clamping(0x1p63 as CGFloat, to: Int.min...Int.max, nan: 0) == Int.max)
        #expect(Int.clamping(CGFloat(Int.max - 1), to: 0...(Int.max - 1), nan: 0) == Int.max - 1)
        #expect(Int.clamping(1e30 as CGFloat, to: -5...5, nan: 0) == 5)
        #expect(Int.clamping(-2.7 as CGFloat, to: -5...5, nan: 0) == -2)
        #expect(Int.clamping(0x1p62 as CGFloat, to: Int.min...Int.max, nan: 0) == 1 << 62)
    }

    @Test func pixelGrid_withAnyScale_roundsToFiniteValues() {
        #expect(PixelGrid(scale: 1e300).scale == PixelGrid.scaleRange.upperBound)
        #expect(PixelGrid(scale: 1e-300).scale == PixelGrid.scaleRange.lowerBound)
        #expect(PixelGrid(scale: .nan).scale == 1)
        #expect(PixelGrid(scale: 3).scale == 3)
        // Used to give ∞: 10³⁰⁸ · 3 overflows before the division by 3.
        #expect(PixelGrid(scale: 3).round(1e308) == 1e308)
        #expect(PixelGrid(scale: 3).round(CGRect(x: -1e308, y: 0, width: 1.5e308, height: 1)).width.isFinite)
        #expect(PixelGrid(scale: 2).round(1.3) == 1.5)
    }

    @Test func edgeInsets_sums_areFinite() {
        // Used to give NaN (∞ + −∞) and ∞ (10³⁰⁸ + 10³⁰⁸).
        #expect(EdgeInsets(left: .infinity, right: -.infinity).horizontal == 0)
        #expect(EdgeInsets(top: 1e308, bottom: 1e308).vertical == .greatestFiniteMagnitude)
        #expect(EdgeInsets(top: -1e308, bottom: -1e308).total(along: .vertical) == -.greatestFiniteMagnitude)
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100).inset(by: EdgeInsets(top: .nan, left: .nan))
        #expect(rect == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func layoutContext_sanitizesAssignmentsAsWellAsInitialValues() {
        var context = LayoutContext(viewportSize: CGSize(width: 320, height: 200),
                                    contentInsets: EdgeInsets(left: -1e308, right: -1e308), itemCount: 3)
        #expect(context.visibleContentSize.width == .greatestFiniteMagnitude)
        context.viewportSize = CGSize(width: CGFloat.nan, height: -5)
        #expect(context.viewportSize == .zero)
        context.sectionItemCounts = [4, -7, Int.max]
        #expect(context.sectionItemCounts == [4, 0, Int.max])
        #expect(context.itemCount == Int.max)
        context.contentInsets = EdgeInsets(top: .infinity)
        #expect(context.contentInsets == .zero)
        #expect(LayoutContext(viewportSize: .zero, itemCount: 0, displayScale: .infinity).pixelGrid.scale == 1)
    }

    @Test func accessibilityScrollDirection_answersEveryCombination() {
        for direction in [AccessibilityScrollDirection.left, .right, .up, .down, .next, .previous] {
            for axis in Axis.allCases {
                for layoutDirection in [LayoutDirection.leftToRight, .rightToLeft] {
                    let step = direction.step(along: axis, layoutDirection: layoutDirection)
                    #expect(step == nil || step == 1 || step == -1)
                    if direction == .next { #expect(step == 1) }
                    if direction == .previous { #expect(step == -1) }
                }
            }
        }
    }

    /// The search slack of layout queries is sized where the search is: a pixel near the
    /// start of 10²¹ pt of content (it was 2²⁰ pt, and a frame visited 8,600 rows or pages),
    /// the content's ulps when mirrored (every position is subtracted from its width) and
    /// far out, and the content's for a NaN or infinite rectangle.
    @Test func searchSlack_followsTheCoordinatesSearched() {
        let grid = PixelGrid(scale: 2), extent: CGFloat = 1.1e21, pixel: CGFloat = 0.5
        #expect(grid.searchSlack(from: 19_250, to: 19_290, within: extent) < pixel + 1e-6)
        #expect(grid.searchSlack(from: 19_250, to: 19_290, within: extent, mirrored: true) == pixel + 8 * extent.ulp)
        #expect(grid.searchSlack(from: 1e21, to: 1e21 + 320, within: extent) == pixel + 8 * CGFloat(1e21 + 320).ulp)
        #expect(grid.searchSlack(from: -.infinity, to: .infinity, within: extent) == pixel + 8 * extent.ulp)
        #expect(grid.searchSlack(from: .nan, to: 40, within: extent) == pixel + 8 * extent.ulp)
    }
}
