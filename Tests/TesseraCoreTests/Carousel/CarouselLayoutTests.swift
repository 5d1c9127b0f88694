import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Geometry of `CarouselLayout`: a literal frame table, the brute-force reference over random
/// shapes, slots, configuration errors and degenerate input.
@Suite("CarouselLayout geometry")
struct CarouselLayoutTests {
    private func prepared(_ configuration: CarouselLayout.Configuration, items: Int,
                          viewport: CGSize = canonicalViewport, direction: LayoutDirection = .leftToRight,
                          scale: CGFloat = 2) -> CarouselLayout {
        var layout = CarouselLayout(configuration: configuration)
        layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: items, layoutDirection: direction,
                                         displayScale: scale))
        return layout
    }

    private func inViewport(_ items: [CarouselItem], _ offset: CGPoint) -> [CGRect] {
        items.map { $0.layoutItem.frame.offsetBy(dx: -offset.x, dy: -offset.y) }
    }

    // MARK: - Literal tables

    /// The banner at rest on item 0: item 0 centred (60 pt peeks minus 20 pt spacing), item 6
    /// (the wrap) peeking 40 pt on the left, item 1 on the right.
    @Test func banner_atRest_centresItemZeroBetweenItsWrappedNeighbours() throws {
        let layout = prepared(try .banner, items: 7)
        let home = layout.homeOffset
        #expect(home == layout.restingOffset(forVirtualItem: 0))
        let items = layout.carouselItems(in: CGRect(origin: home, size: canonicalViewport),
                                         visibleRect: CGRect(origin: home, size: canonicalViewport))
        #expect(items.map(\.dataIndex) == [6, 0, 1])
        #expect(items.map(\.virtualIndex) == [-1, 0, 1])
        #expect(inViewport(items, home) == [CGRect(x: -160, y: 20, width: 200, height: 160),
                                            CGRect(x: 60, y: 20, width: 200, height: 160),
                                            CGRect(x: 280, y: 20, width: 200, height: 160)])
        #expect(abs(home.x) < CGFloat(1 << 20))
    }

    @Test func rightToLeft_putsTheNextItemOnTheLeft() throws {
        let layout = prepared(try .banner, items: 7, direction: .rightToLeft)
        let home = layout.homeOffset
        let items = layout.carouselItems(in: CGRect(origin: home, size: canonicalViewport),
                                         visibleRect: CGRect(origin: home, size: canonicalViewport))
        #expect(items.map(\.dataIndex) == [6, 0, 1])
        #expect(inViewport(items, home).map(\.minX) == [280, 60, -160])
        #expect(layout.restingOffset(forVirtualItem: 1).x == home.x - 220)
    }

    @Test func withoutLoop_centredItemsGetPaddingAtBothEnds() throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.isInfinite = false
        let layout = prepared(configuration, items: 3)
        // 60 + 3·200 + 2·20 + 60
        #expect(layout.contentSize == CGSize(width: 760, height: 200))
        #expect((0..<3).map { layout.restingOffset(forVirtualItem: $0).x } == [0, 220, 440])
    }

    // MARK: - Reference

    /// Random shapes from a seeded generator: every visible item, frame and resting offset
    /// equals the reference's, before and after recentring.
    @Test(arguments: [1 as UInt64, 2, 3, 4])
    func randomShapes_matchTheBruteForceReference(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<60 {
            let shape = try RandomShape(&random)
            var layout = CarouselLayout(configuration: shape.configuration)
            layout.prepare(in: shape.context)
            let reference = ReferenceCarousel(sizes: shape.sizes, spacing: shape.spacing, insets: shape.insets,
                                              axis: shape.axis, centered: shape.centered, infinite: shape.infinite,
                                              context: shape.context, home: layout.homeOffset, window: 60)
            #expect(layout.contentSize.width.isClose(to: reference.contentSize.width))
            #expect(layout.contentSize.height.isClose(to: reference.contentSize.height))
            let range = reference.looping ? -8...8 : 0...min(shape.sizes.count - 1, 30)
            // The reference models item paging; screenfuls are checked in the paging scenarios.
            for v in range where shape.configuration.paging == .item {
                let expected = try #require(reference.entry(v))
                #expect(shape.axis.main(layout.restingOffset(forVirtualItem: v)).isClose(to: expected.restingOffset),
                        "resting offset of \(v) in \(shape)")
            }
            for _ in 0..<6 {
                let offset = shape.randomOffset(around: layout, reference: reference, &random)
                compare(layout, reference, at: offset, shape)
            }
            // Recentring moves the items and the offset together: the same items, shifted.
            guard reference.looping else { continue }
            let delta = shape.axis.point(main: CGFloat(Int.random(in: -3000...3000, using: &random)), cross: 0)
            layout.recenter(by: delta)
            let offset = shape.randomOffset(around: layout, reference: reference, &random)
            let shifted = CGPoint(x: offset.x + delta.x, y: offset.y + delta.y)
            let before = layout.carouselItems(in: CGRect(origin: shifted, size: shape.context.viewportSize),
                                              visibleRect: CGRect(origin: shifted, size: shape.context.viewportSize))
            let expected = reference.items(in: CGRect(origin: offset, size: shape.context.viewportSize))
            #expect(before.map(\.virtualIndex) == expected.map(\.virtualIndex), "after recentring \(shape)")
            for (item, entry) in zip(before, expected) {
                // Whole-point shifts can flip a half-pixel tie: one pixel of tolerance.
                #expect(item.layoutItem.frame.offsetBy(dx: -delta.x, dy: -delta.y)
                    .isClose(to: entry.frame, tolerance: 1.01 / shape.context.pixelGrid.scale))
            }
        }
    }

    private func compare(_ layout: CarouselLayout, _ reference: ReferenceCarousel, at offset: CGPoint,
                         _ shape: RandomShape) {
        let rect = CGRect(origin: offset, size: shape.context.viewportSize)
        let items = layout.carouselItems(in: rect, visibleRect: rect)
        let expected = reference.items(in: rect)
        #expect(!expected.isEmpty, "the offset shows content")
        #expect(items.map(\.virtualIndex) == expected.map(\.virtualIndex), "at \(offset) in \(shape)")
        for (item, entry) in zip(items, expected) {
            #expect(item.layoutItem.frame.isClose(to: entry.frame), "frame of \(entry.virtualIndex) in \(shape)")
            #expect(item.dataIndex == ((entry.virtualIndex % shape.sizes.count) + shape.sizes.count) % shape.sizes.count)
            #expect(layout.virtualIndex(forSlot: item.slot, visibleRect: rect) == item.virtualIndex)
            let centre = CGPoint(x: item.layoutItem.frame.midX, y: item.layoutItem.frame.midY)
            #expect(layout.index(at: centre) == ItemIndex(item: item.slot))
        }
        #expect(Set(items.map(\.slot)).count == items.count, "slots are distinct")
    }

    // MARK: - Slots

    /// The collection view sees the same few slots whether there are 3 items or 10⁹, and a
    /// prefetch rectangle ten viewports wide never returns a slot twice.
    @Test(arguments: [3, 7, 1_000, 1_000_000_000])
    func slots_dependOnTheViewportNotTheItemCount(items: Int) throws {
        let layout = prepared(try .banner, items: items)
        #expect(layout.numberOfSlots == 16)
        let home = layout.homeOffset
        let wide = CGRect(x: home.x - 1600, y: 0, width: 3520, height: 200)
        let found = layout.carouselItems(in: wide, visibleRect: CGRect(origin: home, size: canonicalViewport))
        #expect(Set(found.map(\.slot)).count == found.count)
        #expect(found.count == layout.slotCount)
        #expect(found.contains { $0.virtualIndex == 0 })
    }

    @Test func billionItems_loopWithoutAnyPerItemWork() throws {
        let layout = prepared(try .banner, items: 1_000_000_000)
        let last = layout.restingOffset(forVirtualItem: -1)
        #expect(last.x == layout.homeOffset.x - 220)
        #expect(layout.dataIndex(forVirtualIndex: -1) == 999_999_999)
        #expect(layout.virtualIndex(showing: 999_999_999, nearestTo: 0) == -1)
        #expect(layout.virtualIndex(showing: 3, nearestTo: 0) == 3)
    }

    // MARK: - Bad input

    private static func badConfiguration(_ field: String) throws -> CarouselLayout.Configuration {
        switch field {
        case "minimumLineSpacing": try .init(minimumLineSpacing: -1)
        case "itemSizing.fixed.width": try .init(itemSizing: .fixed(CGSize(width: 0, height: 10)))
        case "itemSizing.fixed.height": try .init(itemSizing: .fixed(CGSize(width: 10, height: CGFloat.nan)))
        case "itemSizing.aspectRatio": try .init(itemSizing: .aspectRatio(-2))
        case "insets.left": try .init(insets: EdgeInsets(left: -3))
        case "pagingThreshold": try .init(pagingThreshold: 1)
        case "flickVelocity": try .init(flickVelocity: .infinity)
        case "transform.coverFlow.overlap": try .init(transform: .coverFlow(maximumAngle: 1, overlap: 0.95))
        default: try .init(transform: .stackedCards(visibleCount: 5, offset: 8, scaleStep: 0.3))
        }
    }

    @Test(arguments: ["minimumLineSpacing", "itemSizing.fixed.width", "itemSizing.fixed.height", "itemSizing.aspectRatio",
                      "insets.left", "pagingThreshold", "flickVelocity", "transform.coverFlow.overlap",
                      "transform.stackedCards.scaleStep"])
    func invalidConfiguration_throwsNamingTheField(field: String) {
        #expect { _ = try Self.badConfiguration(field) } throws: { ($0 as? ConfigurationError)?.field == field }
    }

    @Test func invalidAutoScroll_throwsNamingTheField() {
        #expect { _ = try AutoScroller(mode: .page(interval: 0)) } throws: { ($0 as? ConfigurationError)?.field == "interval" }
        #expect { _ = try AutoScroller(mode: .marquee(speed: -60)) } throws: { ($0 as? ConfigurationError)?.field == "scrollSpeed" }
    }

    /// Zero viewports, insets wider than the viewport, non-finite per-item sizes: an empty or
    /// clamped layout, never a crash or a NaN.
    @Test(arguments: [CGSize.zero, CGSize(width: 0, height: 200), CGSize(width: 30, height: 200), CGSize(width: 320, height: 8)])
    func degenerateGeometry_givesAnEmptyOrClampedLayout(viewport: CGSize) throws {
        let sizes: @Sendable (Int) -> CGSize = { [CGSize(width: CGFloat.nan, height: 10), CGSize(width: -5, height: CGFloat.infinity),
                                                  CGSize(width: 0, height: 0), CGSize(width: 1e9, height: 1e9)][$0 % 4] }
        for sizing in [CarouselLayout.ItemSizing.fill, .perItem(sizes), .aspectRatio(3)] {
            for items in [0, 1, 2, 9] {
                let configuration = try CarouselLayout.Configuration(itemSizing: sizing, minimumLineSpacing: 0,
                                                                     insets: EdgeInsets(all: 12))
                let layout = prepared(configuration, items: items, viewport: viewport)
                let rect = CGRect(origin: layout.homeOffset, size: viewport)
                for item in layout.carouselItems(in: rect.insetBy(dx: -400, dy: -400), visibleRect: rect) {
                    let frame = item.layoutItem.frame
                    #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
                    #expect(frame.width >= 0 && frame.height >= 0)
                }
                #expect(layout.contentSize.width.isFinite && layout.contentSize.height.isFinite)
                _ = layout.targetContentOffset(proposed: rect.origin, current: rect.origin, velocity: CGPoint(x: 5000, y: 0))
            }
        }
        let empty = prepared(try .banner, items: 0)
        #expect(empty.isEmpty && empty.numberOfSlots == 0 && empty.contentSize == .zero)
    }

    @Test func oversizedItem_isScaledDownToFitAcrossTheAxis() throws {
        let configuration = try CarouselLayout.Configuration(itemSizing: .fixed(CGSize(width: 300, height: 400)),
                                                             insets: EdgeInsets(top: 10, bottom: 10))
        let layout = prepared(configuration, items: 4)
        let home = layout.homeOffset
        let frame = try #require(layout.carouselItems(in: CGRect(origin: home, size: canonicalViewport),
                                                      visibleRect: CGRect(origin: home, size: canonicalViewport))
            .first { $0.virtualIndex == 0 }?.layoutItem.frame)
        #expect(frame.height == 180)
        #expect(frame.width == 135)
    }
}

extension CGFloat {
    func isClose(to other: CGFloat, tolerance: CGFloat = 0.01) -> Bool { Swift.abs(self - other) <= tolerance }
}

extension CGRect {
    func isClose(to other: CGRect, tolerance: CGFloat = 0.01) -> Bool {
        minX.isClose(to: other.minX, tolerance: tolerance) && minY.isClose(to: other.minY, tolerance: tolerance)
            && width.isClose(to: other.width, tolerance: tolerance) && height.isClose(to: other.height, tolerance: tolerance)
    }
}

/// A random carousel shape for the reference comparison.
struct RandomShape: CustomStringConvertible {
    let sizes: [CGSize]
    let spacing: CGFloat
    let insets: EdgeInsets
    let axis: Axis
    let centered: Bool
    let infinite: Bool
    let uniform: Bool
    let context: LayoutContext
    let configuration: CarouselLayout.Configuration

    init(_ random: inout SeededGenerator) throws {
        let count = [1, 2, 3, 5, 10, 1000].randomElement(using: &random)!
        axis = Bool.random(using: &random) ? .horizontal : .vertical
        uniform = Bool.random(using: &random)
        let quarter = { (r: inout SeededGenerator, range: ClosedRange<Int>) in CGFloat(Int.random(in: range, using: &r)) / 4 }
        let fixed = CGSize(width: quarter(&random, 160...1200), height: quarter(&random, 160...1000))
        sizes = uniform ? Array(repeating: fixed, count: count)
            : (0..<count).map { _ in CGSize(width: quarter(&random, 80...1200), height: quarter(&random, 80...1000)) }
        spacing = Bool.random(using: &random) ? 0 : quarter(&random, 0...160)
        insets = EdgeInsets(top: quarter(&random, 0...80), left: quarter(&random, 0...80),
                            bottom: quarter(&random, 0...80), right: quarter(&random, 0...80))
        centered = Bool.random(using: &random)
        infinite = Int.random(in: 0..<4, using: &random) != 0
        let viewport = CGSize(width: CGFloat(Int.random(in: 160...500, using: &random)),
                              height: CGFloat(Int.random(in: 160...420, using: &random)))
        context = LayoutContext(viewportSize: viewport, itemCount: count,
                                layoutDirection: Bool.random(using: &random) ? .rightToLeft : .leftToRight,
                                displayScale: CGFloat(Int.random(in: 1...3, using: &random)))
        let table = sizes
        configuration = try CarouselLayout.Configuration(
            axis: axis, itemSizing: uniform ? .fixed(fixed) : .perItem { table[$0] }, minimumLineSpacing: spacing,
            insets: insets, alignment: centered ? .centered : .leading, isInfinite: infinite,
            paging: Bool.random(using: &random) ? .item : .screenful)
    }

    /// An offset near the content the reference window covers.
    func randomOffset(around layout: CarouselLayout, reference: ReferenceCarousel,
                      _ random: inout SeededGenerator) -> CGPoint {
        let main: CGFloat
        if reference.looping {
            main = axis.main(layout.homeOffset) + CGFloat(Int.random(in: -2400...2400, using: &random)) / 8
        } else {
            let limit = max(0, axis.main(reference.contentSize) - axis.main(context.viewportSize))
            main = (CGFloat(Int.random(in: 0...1000, using: &random)) / 1000 * limit * 4).rounded() / 4
        }
        return axis.point(main: main, cross: 0)
    }

    var description: String {
        "\(sizes.count) items \(uniform ? "uniform \(sizes[0])" : "per-item"), spacing \(spacing), \(insets), \(axis), "
            + "\(centered ? "centred" : "leading"), \(infinite ? "loop" : "no loop"), \(context.viewportSize), "
            + "\(context.layoutDirection), ×\(context.pixelGrid.scale)"
    }
}
