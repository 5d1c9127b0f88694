import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// `items(in:)` and `index(at:)` against the most literal reading of `item(at:)`: ask every
/// slot for its item and filter, over random small carousels from a seeded generator.
extension CarouselHardeningTests {
    /// A random small carousel: 0, 1, 2, 3, 5 or 10 items, looping or not, of one size or
    /// their own, either axis, either direction, any display scale, no transform (the brute
    /// force compares whole items; `item(at:)` has no viewport to transform for).
    struct SmallCarousel: CustomStringConvertible {
        let layout: CarouselLayout
        let summary: String

        init(_ random: inout SeededGenerator) throws {
            let count = [0, 1, 2, 3, 5, 10].randomElement(using: &random)!
            let quarter = { (r: inout SeededGenerator, range: ClosedRange<Int>) in CGFloat(Int.random(in: range, using: &r)) / 4 }
            let uniform = Bool.random(using: &random)
            let fixed = CGSize(width: quarter(&random, 40...1200), height: quarter(&random, 40...900))
            let sizes = (0..<max(count, 1)).map { _ in
                CGSize(width: quarter(&random, 4...1200), height: quarter(&random, 4...900))
            }
            let axis: Axis = Bool.random(using: &random) ? .horizontal : .vertical
            let configuration = try CarouselLayout.Configuration(
                axis: axis, itemSizing: uniform ? .fixed(fixed) : .perItem { sizes[$0 % sizes.count] },
                minimumLineSpacing: Bool.random(using: &random) ? 0 : quarter(&random, 0...120),
                insets: EdgeInsets(top: quarter(&random, 0...60), left: quarter(&random, 0...60),
                                   bottom: quarter(&random, 0...60), right: quarter(&random, 0...60)),
                alignment: Bool.random(using: &random) ? .centered : .leading,
                isInfinite: Int.random(in: 0..<3, using: &random) != 0, loopsSingleItem: Bool.random(using: &random),
                paging: Bool.random(using: &random) ? .item : .screenful)
            let viewport = CGSize(width: CGFloat(Int.random(in: 160...500, using: &random)),
                                  height: CGFloat(Int.random(in: 160...420, using: &random)))
            let direction: LayoutDirection = Bool.random(using: &random) ? .rightToLeft : .leftToRight
            let scale = CGFloat(Int.random(in: 1...3, using: &random))
            var layout = CarouselLayout(configuration: configuration)
            layout.prepare(in: LayoutContext(viewportSize: viewport, itemCount: count, layoutDirection: direction,
                                             displayScale: scale))
            self.layout = layout
            summary = "\(count) items \(uniform ? "of \(fixed)" : "per-item"), \(axis), \(direction), ×\(scale), "
                + "\(layout.isLooping ? "loop" : "no loop"), viewport \(viewport)"
        }

        var description: String { summary }

        /// Every slot's item, by slot.
        var everyItem: [Int: LayoutItem] {
            var all: [Int: LayoutItem] = [:]
            for slot in 0..<layout.numberOfSlots {
                if let item = layout.item(at: ItemIndex(item: slot)) { all[slot] = item }
            }
            return all
        }

        /// A rectangle the comparison holds for: viewport-sized or larger near home (where a
        /// loop's content always is), huge, infinite, empty, null, NaN, or anywhere at all
        /// without a loop (a carousel of ten items or fewer fits its slots).
        func randomRect(_ random: inout SeededGenerator) -> CGRect {
            let home = layout.homeOffset, viewport = layout.context.viewportSize
            let axis = layout.configuration.axis
            // Within `recenterThreshold` of home, up to twice the viewport's length: the slots'
            // window reaches twice that far.
            let stray = CGFloat(Int.random(in: -1000...1000, using: &random)) / 1000 * layout.recenterThreshold
            let length = CGFloat(Int.random(in: 0...2, using: &random)) * axis.main(viewport) / 2
            let near = CGRect(origin: axis.point(main: axis.main(home) + stray - length / 2, cross: 0),
                              size: axis.size(main: axis.main(viewport) + length,
                                              cross: axis == .horizontal ? viewport.height : viewport.width))
            switch Int.random(in: 0..<12, using: &random) {
            case 0: return .infinite
            case 1: return CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
            case 2: return .null
            case 3: return CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100)
            case 4: return CGRect(origin: near.origin, size: .zero)
            case 5: return CGRect(origin: near.origin, size: CGSize(width: CGFloat.nan, height: 10))
            case 6 where !layout.isLooping:
                return near.offsetBy(dx: CGFloat(Int.random(in: -50_000...50_000, using: &random)), dy: 0)
            case 7: return near.insetBy(dx: CGFloat(Int.random(in: 0...80, using: &random)), dy: 0)
            default: return near
            }
        }
    }

    /// What a brute-force layout answers: every slot's item whose frame overlaps `rect`.
    static func bruteForce(_ all: [Int: LayoutItem], in rect: CGRect) -> [Int: LayoutItem] {
        guard rect.minX <= rect.maxX, rect.minY <= rect.maxY, !rect.isNull else { return [:] }
        return all.filter { $0.value.frame.overlaps(rect) }
    }

    @Test(arguments: [1 as UInt64, 2, 3, 4, 5, 6])
    func randomSmallCarousels_itemsInEqualsTheFilterOfEverySlotsItem(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<40 {
            let carousel = try SmallCarousel(&random)
            let all = carousel.everyItem
            #expect(all.count == carousel.layout.numberOfSlots, "every slot has an item: \(carousel)")
            Self.expectSane(Array(all.values), "\(carousel)")
            for _ in 0..<12 {
                let rect = carousel.randomRect(&random)
                let found = carousel.layout.items(in: rect)
                Self.expectSane(found, "\(rect) in \(carousel)")
                let byIndex = Dictionary(found.map { ($0.index.item, $0) }, uniquingKeysWith: { first, _ in first })
                #expect(byIndex == Self.bruteForce(all, in: rect), "\(rect) in \(carousel)")
            }
        }
    }

    @Test(arguments: [11 as UInt64, 12, 13, 14])
    func randomSmallCarousels_indexAtFindsTheItemContainingThePoint(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<40 {
            let carousel = try SmallCarousel(&random)
            let layout = carousel.layout
            let all = carousel.everyItem
            var points = Self.extremes.map { CGPoint(x: $0, y: 10) } + Self.extremes.map { CGPoint(x: 10, y: $0) }
            for item in all.values {
                let frame = item.frame
                for _ in 0..<4 {
                    // Inside the frame, on its edges, and in the spacing past it.
                    let fx = CGFloat(Int.random(in: 0...12, using: &random)) / 10
                    let fy = CGFloat(Int.random(in: 0...10, using: &random)) / 10
                    points.append(CGPoint(x: frame.minX + fx * frame.width, y: frame.minY + fy * frame.height))
                }
            }
            for point in points {
                let containing = all.filter { $0.value.frame.contains(point) }.map(\.key)
                let index = layout.index(at: point)
                if let index {
                    #expect(containing.contains(index.item), "\(point) → \(index) in \(carousel)")
                } else {
                    #expect(containing.isEmpty, "\(point) missed \(containing) in \(carousel)")
                }
            }
        }
    }
}
