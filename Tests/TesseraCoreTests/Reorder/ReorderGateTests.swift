import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The reorder's front doors take any value without trapping or hanging: fingers at NaN,
/// infinities and far beyond the content, items that do not exist, the largest grids, loops.
@Suite("The gate: reorder")
struct ReorderGateTests {
    static let points = [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: .infinity, y: -.infinity), CGPoint(x: 1e300, y: -1e300),
                         CGPoint(x: -0.0, y: 0x1p60), CGPoint(x: 160, y: 100)]
    static let items = [ItemIndex(item: 0), ItemIndex(item: Int.max), ItemIndex(item: Int.min, section: Int.max),
                        ItemIndex(item: 3, section: -1), ItemIndex(item: (1 << 32) - 1)]

    @Test(arguments: [false, true], [1 << 32, 30, 0])
    func anyFingerAndAnyItem_neitherTrapsNorHangs(loops: Bool, count: Int) throws {
        var layout = PagedGridLayout(configuration: try .init(columns: 1, rows: 1, loopsPages: loops))
        layout.prepare(in: LayoutContext(viewportSize: canonicalViewport, itemCount: count))
        let scroll = ScrollState(contentOffset: layout.contentOffset(forPage: 7), viewportSize: canonicalViewport,
                                 contentSize: layout.contentSize, contentInsets: .zero, isDragging: false,
                                 isDecelerating: false, now: .nan, pixelGrid: PixelGrid(scale: 2))
        for item in Self.items {
            _ = layout.reorderAccessibilityActions(for: item)
            for point in Self.points {
                if let target = layout.reorderTarget(for: point, moving: item) {
                    #expect(target.section == item.section && target.item >= 0 && target.item < count)
                }
                var session = ReorderSession()
                _ = session.lift(item, at: point, scroll: scroll, layout: layout)
                _ = session.lift(at: point, scroll: scroll, layout: layout)
                for other in Self.points { _ = session.moveFinger(to: other, scroll: scroll, layout: layout) }
                _ = session.tick(now: .infinity)
                _ = session.contentDidScroll(scroll, layout: layout)
                _ = session.drop(at: point, scroll: scroll, layout: layout)
                #expect(!session.isActive)
            }
        }
    }

    @Test func theLargestLoop_staysWithinTheCoordinateLimit() throws {
        var layout = PagedGridLayout(configuration: try .init(columns: 1, rows: 1, pageSpacing: 65_536, loopsPages: true))
        layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 65_536, height: 100), itemCount: 1 << 32))
        #expect(!layout.isLooping, "a cycle of 2⁴⁹ pt does not loop")
        layout.configuration.pageSpacing = 20
        layout.prepare(in: LayoutContext(viewportSize: canonicalViewport, itemCount: 1 << 32))
        #expect(layout.isLooping, "2³² pages of 340 pt do")
        #expect(layout.contentSize.width <= Limits.coordinate)
    }
}
