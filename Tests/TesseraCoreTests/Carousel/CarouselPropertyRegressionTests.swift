import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The carousel defects the property suite found (issue 10), each replayed from its shrunk
/// case (`Choices(sparse:)`, decoded by `CarouselCase`) and, where it is short to say, checked
/// directly too.
@Suite("Carousel: property regressions")
struct CarouselPropertyRegressionTests {
    static func replay(_ sparse: [Int: UInt8], _ family: CarouselProperties.Family) {
        var choices = Choices(sparse: sparse)
        CarouselProperties.check(CarouselCase(&choices), family)
    }

    /// Content insets of −20: offsets ignored them, so a release rested at 0 outside 20…20,
    /// and `items(in:)` of the home viewport transformed items for another viewport.
    @Test func contentInsets_moveOffsetsAndTheVisibleArea() throws {
        Self.replay([36: 205, 56: 65], .targeting)
        Self.replay([25: 1, 36: 205, 56: 1], .items)
        var layout = CarouselLayout(configuration: try .init(itemSizing: .fixed(CGSize(width: 100, height: 80))))
        layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 200),
                                         contentInsets: EdgeInsets(top: 10, left: 16, bottom: 0, right: 0), itemCount: 5))
        #expect(layout.homeOffset == CGPoint(x: 262_144 - 16, y: -10))
        let target = layout.targetContentOffset(proposed: layout.homeOffset, current: layout.homeOffset, velocity: .zero)
        #expect(target.y == -10)
    }

    /// A loop's slots wrap inside the window: `items(in:)` answered 23 before 0.
    @Test func loopingItemsIn_comeInIndexOrder() throws {
        var layout = CarouselLayout(configuration: try .init(itemSizing: .fixed(CGSize(width: 10, height: 10))))
        layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 40, height: 40), itemCount: 2))
        let items = layout.items(in: CGRect(origin: layout.homeOffset, size: CGSize(width: 40, height: 40)))
        #expect(items.map(\.index) == items.map(\.index).sorted())
        #expect(items.count > 1)
    }

    /// Right to left, one 10 pt leading item in a 40 pt viewport rested at x = −30.
    @Test func rightToLeftShortContent_restsInsideTheScrollRange() {
        Self.replay([1: 91, 13: 21, 40: 37, 44: 1], .targeting)
    }

    /// Cover flow pulls items in by a share of their distance from the anchor: a leading
    /// carousel's reach assumed a centred anchor, and a stage grown around the viewport
    /// needs proportionally more.
    @Test func coverFlow_findsEveryItemPulledIntoTheRectangle() {
        Self.replay([1: 7, 2: 221, 3: 57, 11: 192, 20: 189, 32: 243, 51: 114], .items)
        Self.replay([1: 1, 12: 192, 33: 143, 52: 18, 53: 87], .items)
    }

    /// Stacked cards 12 pt apart on 1 pt items are drawn ahead of where they are: the reach
    /// only looked one card stride beyond the viewport's end.
    @Test func stackedCardsOnTinyItems_areFoundWhereTheyAreDrawn() {
        Self.replay([0: 149, 1: 61, 13: 17, 25: 134, 28: 1, 30: 236, 31: 1, 44: 2, 46: 61], .items)
    }

    /// `item(at:)` used the unrounded home offset and window, `items(in:)` the rounded one:
    /// transforms and slots differed at 2.608×, at 1/16× and by an ulp for grown rectangles.
    @Test func itemAt_andItemsIn_useTheSameHomeViewport() {
        Self.replay([1: 1, 25: 73, 44: 98, 47: 197], .items)
        Self.replay([30: 236, 36: 205, 41: 120, 49: 14, 57: 231, 58: 148, 60: 2, 63: 242], .items)
        Self.replay([13: 37, 25: 13, 36: 205, 42: 137, 49: 100, 56: 30, 58: 1], .items)
        Self.replay([12: 192, 21: 121, 33: 182, 35: 139, 44: 205, 57: 44, 66: 67, 68: 89], .items)
        Self.replay([25: 216, 30: 236, 36: 205, 41: 106, 42: 34, 47: 22, 56: 66], .items)
    }

    /// A faded (unscaled, unmoved) item that only touches the rectangle was returned: its
    /// displayed frame, rebuilt from its centre, ended an ulp later than its frame.
    @Test func fadedItemTouchingTheRectangle_isLeftOut() {
        Self.replay([25: 162, 42: 123, 44: 2], .items)
        Self.replay([25: 162, 42: 123, 44: 2], .indexOrder)
    }

    /// At 1/16× a pixel is 16 pt: 3 pt items round over several neighbours, and `index(at:)`
    /// only asked the item under the point and its two neighbours, so (262144, 0), inside item
    /// 2's rounded frame (262144, 0, 16, 48), hit nothing.
    @Test func coarsePixelGrid_hitTestsTheRoundedFrames() throws {
        var layout = CarouselLayout(configuration: try .init(itemSizing: .fill))
        layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 3, height: 40), itemCount: 2, displayScale: 0.0625))
        let home = layout.homeOffset
        let shown = layout.items(in: CGRect(x: home.x - 48, y: 0, width: 99, height: 40))
        var checked = 0
        for x in stride(from: home.x - 48, through: home.x + 48, by: 1) {
            let point = CGPoint(x: x, y: 0)
            guard shown.contains(where: { $0.frame.contains(point) }) else { continue }
            checked += 1
            let hit = try #require(layout.index(at: point), "nothing hit at \(point)")
            #expect(layout.item(at: hit)?.frame.contains(point) == true)
        }
        #expect(checked > 0)
    }
}
