import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The carousel's front doors and what each raw input becomes there: its configuration (each
/// invalid field rejected by name and value), the context, the query rectangle and points,
/// UIKit's offsets and velocities, an app's sizes and transforms, and the behaviour's
/// commands with any count.
@Suite("The gate: carousel")
struct CarouselGateTests {
    static let viewport = CGSize(width: 320, height: 200)

    private func prepared(_ configuration: CarouselLayout.Configuration, items: Int,
                          viewport: CGSize = viewport) -> CarouselLayout {
        var layout = CarouselLayout(configuration: configuration)
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: items))
        return layout
    }

    // MARK: - Configuration

    /// Each invalid field, and a configuration with only that field invalid.
    static func invalid(_ field: String) throws -> CarouselLayout.Configuration {
        typealias C = CarouselLayout.Configuration
        switch field {
        case "itemSizing.fixed.width": return try C(itemSizing: .fixed(CGSize(width: 70_000, height: 10)))
        case "itemSizing.fixed.height": return try C(itemSizing: .fixed(CGSize(width: 10, height: CGFloat.nan)))
        case "itemSizing.aspectRatio": return try C(itemSizing: .aspectRatio(-1))
        case "minimumLineSpacing": return try C(minimumLineSpacing: .infinity)
        case "insets.left": return try C(insets: EdgeInsets(left: 1e300))
        case "flickVelocity": return try C(flickVelocity: -1)
        case "pagingThreshold": return try C(pagingThreshold: 1)
        case "multipleItemScrollVelocityLimit": return try C(multipleItemScrollVelocityLimit: CGFloat.nan)
        case "transform.stackedCards.visibleCount":
            return try C(transform: .stackedCards(visibleCount: Int.max, offset: 12, scaleStep: 0.06))
        case "transform.custom.reach": return try C(transform: .custom(reach: 1_001) { _ in .plain })
        default: return try C(transform: .coverFlow(maximumAngle: 1, overlap: 1))
        }
    }

    @Test(arguments: ["itemSizing.fixed.width", "itemSizing.fixed.height", "itemSizing.aspectRatio", "minimumLineSpacing",
                      "insets.left", "flickVelocity", "pagingThreshold", "multipleItemScrollVelocityLimit",
                      "transform.stackedCards.visibleCount", "transform.custom.reach", "transform.coverFlow.overlap"])
    func aConfigurationThatCannotWork_isRejectedNamingTheField(field: String) {
        #expect { _ = try Self.invalid(field) } throws: { ($0 as? ConfigurationError)?.field == field }
    }

    @Test func theErrorSaysWhatTheFieldAccepts() {
        #expect { _ = try CarouselLayout.Configuration(minimumLineSpacing: 70_000) } throws: {
            ($0 as? ConfigurationError)?.description == "minimumLineSpacing must be finite, ≥ 0 and at most 65536.0, got 70000.0"
        }
    }

    /// A configuration changed field by field after validation lays out nothing.
    @Test func aConfigurationInvalidatedAfterValidation_laysOutNothing() throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.minimumLineSpacing = CGFloat.nan
        let layout = prepared(configuration, items: 7)
        #expect(layout.isEmpty && layout.numberOfSlots == 0 && layout.contentSize == .zero)
        #expect(layout.items(in: .infinite).isEmpty)
    }

    // MARK: - Context

    /// `Int.max` items (or sections summing past it) loop as 2³² items; a viewport of
    /// 10³⁰⁰ pt is 65,536 pt, and every frame is finite.
    @Test func intMaxItemsAndAHugeViewport_layOutWithinTheLimits() throws {
        let layout = prepared(try .banner, items: .max, viewport: CGSize(width: 1e300, height: 200))
        #expect(layout.itemCount == 1 << 32)
        #expect(layout.context.viewportSize == CGSize(width: 65_536, height: 200))
        let items = layout.items(in: CGRect(origin: layout.homeOffset, size: layout.context.viewportSize))
        #expect(!items.isEmpty && items.allSatisfy { $0.frame.minX.isFinite && $0.frame.width == 200 })
        var sections = CarouselLayout(configuration: try .banner)
        sections.prepare(in: LayoutContext(viewportSize: Self.viewport, sectionItemCounts: [.max, .max, 3]))
        #expect(sections.itemCount == 1 << 32 && sections.isLooping)
    }

    /// Per-item sizes an app returns are brought in: NaN and negative as 0 (an item then
    /// takes a point), 10³⁰⁰ as 65,536 pt. More than 2²² items with sizes of their own would
    /// need a table of 100 MB: the layout is empty.
    @Test func perItemSizesFromTheApp_areBroughtIn() throws {
        let sizes: [CGSize] = [CGSize(width: CGFloat.nan, height: 100), CGSize(width: 1e300, height: 100), CGSize(width: -5, height: 1)]
        let layout = prepared(try CarouselLayout.Configuration(itemSizing: .perItem { sizes[$0 % 3] }, isInfinite: false),
                              items: 3)
        let frames = (0..<3).map { layout.frame(ofVirtualItem: $0) }
        #expect(frames.map(\.width) == [1, 65_536, 1])
        let tooMany = prepared(try CarouselLayout.Configuration(itemSizing: .perItem { _ in CGSize(width: 10, height: 10) }),
                               items: (1 << 22) + 1)
        #expect(tooMany.isEmpty)
    }

    // MARK: - Queries

    @Test func rectanglesAndPoints_throughTheDoor() throws {
        let layout = prepared(try .banner, items: 10)
        #expect(layout.items(in: CGRect(x: CGFloat.nan, y: 0, width: 320, height: 200)).isEmpty)
        #expect(layout.items(in: .null).isEmpty)
        // Beyond ±2⁵⁰ pt nothing lies; the infinite rectangle holds one item per slot.
        #expect(layout.items(in: CGRect(x: 1e30, y: 0, width: 320, height: 200)).isEmpty)
        let all = layout.items(in: .infinite)
        #expect(all.count == layout.numberOfSlots && Set(all.map(\.index)).count == all.count)
        #expect(layout.index(at: CGPoint(x: CGFloat.nan, y: 100)) == nil)
        #expect(layout.index(at: CGPoint(x: 1e30, y: 100)) == nil)
    }

    /// Without a loop every item is everywhere it should be: `item(at:)` answers what
    /// `items(in:)` returns, and a rectangle of 2·10⁹ pt holds all ten.
    @Test func aCarouselWithoutALoop_answersEveryItemEverywhere() throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.isInfinite = false
        let layout = prepared(configuration, items: 10)
        for item in layout.items(in: CGRect(origin: .zero, size: Self.viewport)) { #expect(layout.item(at: item.index) == item) }
        let everything = layout.items(in: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
        #expect(Set(everything.map(\.index.item)) == Set(0..<10))
    }

    /// UIKit's raw offsets and velocities at the layout's own doors (a standalone
    /// `CarouselCollectionViewLayout` forwards them unchecked).
    @Test func uikitsRawOffsetsAndVelocities_landOnStops() throws {
        let layout = prepared(try .banner, items: 7)
        for value in GateTests.raw {
            let target = layout.targetContentOffset(proposed: CGPoint(x: value, y: 0), current: CGPoint(x: -value, y: 0),
                                                    velocity: CGPoint(x: value, y: value))
            #expect(target.x.isFinite && target.y.isFinite, "\(value)")
            #expect(layout.nearestStop(toContentOffset: target) != Int.min)
            #expect(layout.fractionalStop(atContentOffset: CGPoint(x: value, y: value)).isFinite)
            #expect(layout.cycleOffset(forContentOffset: CGPoint(x: value, y: value)).x.isFinite)
        }
    }

    /// A custom transform's answer is a door: NaN and infinities become the identity's
    /// values, alpha is kept within 0…1.
    @Test func aCustomTransformsAnswer_isBroughtIn() throws {
        let transform = CarouselTransform.custom(reach: 0) { _ in
            ItemAppearance(transform: ItemTransform(scale: CGFloat.nan, rotation: .infinity, translation: CGPoint(x: CGFloat.nan, y: 1)),
                           alpha: 7)
        }
        let layout = prepared(try CarouselLayout.Configuration(itemSizing: .fixed(CGSize(width: 200, height: 160)),
                                                               transform: transform), items: 3)
        let item = try #require(layout.items(in: CGRect(origin: layout.homeOffset, size: Self.viewport)).first)
        #expect(item.transform == ItemTransform(scale: 1, rotation: 0, translation: CGPoint(x: 0, y: 1)))
        #expect(item.alpha == 1)
    }

    // MARK: - The behaviour's commands

    /// `Int.max` is a multiple of 7 (2⁶³ ≡ 1 mod 7), `Int.min` one short of one: a loop moves
    /// the remainder, the same item, without spinning through cycles; without a loop the
    /// carousel stops at an end.
    @Test(arguments: [(Int.max, 0, 6), (Int.min, 6, 0), (Int.max - 1, 6, 6), (Int.min + 1, 0, 0)])
    func scrollingByAnyNumberOfStops_landsOnAnItem(count: Int, looping: Int, notLooping: Int) throws {
        for isInfinite in [true, false] {
            var configuration = try CarouselLayout.Configuration.banner
            configuration.isInfinite = isInfinite
            var engine = try makeCarouselEngine(items: 7, configuration: configuration)
            engine.send { $0.scrollByStops(count, animated: true, scroll: $1, layout: $2) }
            engine.runUntilIdle()
            #expect(engine.behavior.currentIndex == (isInfinite ? looping : notLooping), "loop: \(isInfinite)")
            #expect(engine.contentOffset == engine.layout.restingOffset(forStop: engine.behavior.currentStop))
        }
    }

    /// `scrollToItem` with any index lands on an item that exists.
    @Test(arguments: [Int.max, Int.min, -1, 7])
    func scrollingToAnyIndex_landsOnAnItem(index: Int) throws {
        var engine = try makeCarouselEngine(items: 7)
        engine.send { $0.scrollToItem(index, animated: false, scroll: $1, layout: $2) }
        #expect(engine.behavior.currentIndex == min(max(index, 0), 6))
    }

    /// Content insets of −65,536 pt at the top and +65,536 pt at the bottom of a 40 pt view
    /// would put the area they bound wholly above the screen; the gate keeps a negative inset
    /// to the viewport's length, so a tap anywhere on the resting carousel of 10⁹ items names
    /// the item under it.
    @Test func negativeInsetsBeyondTheViewport_hitTestTheItemUnderTheFinger() throws {
        let configuration = try CarouselLayout.Configuration(axis: .vertical, isInfinite: false)
        var layout = CarouselLayout(configuration: configuration)
        layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 40, height: 40),
                                         contentInsets: EdgeInsets(top: -65_536, left: -20, bottom: 65_536, right: -20),
                                         itemCount: 1_000_000_000))
        let home = CGRect(origin: layout.homeOffset, size: CGSize(width: 40, height: 40))
        for y in stride(from: home.minY, to: home.maxY, by: 5) {
            let point = CGPoint(x: home.midX, y: y)
            guard let index = layout.index(at: point) else { continue }
            #expect(layout.item(at: index)?.frame.contains(point) == true, "\(point) → \(index)")
        }
    }
}
