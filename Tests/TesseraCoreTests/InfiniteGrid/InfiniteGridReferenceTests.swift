import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The analytic layout against `ReferenceInfiniteGrid` over seeded random shapes: tile sizes
/// from sub-pixel to larger than the viewport, spacings, display scales, viewports from 1 pt
/// up, bounds (none, fitting, long, at the `Int` limits), both directions, torus on and off,
/// and centres anywhere including the `Int` limits.
@Suite("InfiniteGridLayout vs reference")
struct InfiniteGridReferenceTests {
    struct Shape: CustomStringConvertible {
        var configuration: InfiniteGridLayout.Configuration
        var viewport: CGSize
        var scale: CGFloat
        var direction: LayoutDirection
        var center: GridCoordinates
        var description: String {
            "tile \(configuration.tileSize) spacing \(configuration.horizontalSpacing)/\(configuration.verticalSpacing) "
                + "bounds \(String(describing: configuration.xBounds))/\(String(describing: configuration.yBounds)) "
                + "viewport \(viewport) @\(scale)x \(direction) center \(center)"
        }
    }

    static func randomShape(_ g: inout SeededGenerator) throws -> Shape {
        let lengths: [CGFloat] = [0.3, 1, 4, 13.5, 50, 100, 333, 1000]
        func length() -> CGFloat {
            Bool.random(using: &g) ? lengths.randomElement(using: &g)! : CGFloat(Int.random(in: 1...400, using: &g)) / 2
        }
        func spacing() -> CGFloat { [0, 0, 0.5, 3, 10, CGFloat(Int.random(in: 0...90, using: &g))].randomElement(using: &g)! }
        func coordinate() -> Int {
            switch Int.random(in: 0..<5, using: &g) {
            case 0: return .max - Int.random(in: 0...3, using: &g)
            case 1: return .min + Int.random(in: 0...3, using: &g)
            case 2: return Int.random(in: -1_000_000_000_000...1_000_000_000_000, using: &g)
            default: return Int.random(in: -20...20, using: &g)
            }
        }
        func bounds() -> ClosedRange<Int>? {
            switch Int.random(in: 0..<5, using: &g) {
            case 0: let low = Int.random(in: -10...10, using: &g); return low...(low + Int.random(in: 0...6, using: &g))
            case 1: let low = Int.random(in: -10_000...0, using: &g); return low...(low + Int.random(in: 100...100_000, using: &g))
            case 2: return Int.min...(Int.min + Int.random(in: 0...50, using: &g))
            default: return nil
            }
        }
        let configuration = try InfiniteGridLayout.Configuration(
            tileSize: CGSize(width: length(), height: length()), horizontalSpacing: spacing(),
            verticalSpacing: spacing(), xBounds: bounds(), yBounds: bounds(),
            torus: Bool.random(using: &g) ? GridTorus(columns: Int.random(in: 1...9, using: &g), rows: 3) : nil)
        let viewports = [CGSize(width: 1, height: 1), canonicalViewport, CGSize(width: 1024, height: 1366),
                         CGSize(width: CGFloat(Int.random(in: 1...800, using: &g)), height: CGFloat(Int.random(in: 1...800, using: &g)))]
        let shape = Shape(configuration: configuration, viewport: viewports.randomElement(using: &g)!,
                          scale: [1, 2, 3].randomElement(using: &g)!,
                          direction: Bool.random(using: &g) ? .leftToRight : .rightToLeft,
                          center: GridCoordinates(x: coordinate(), y: coordinate()))
        // Keep each shape to at most ~3,000 tiles on screen so the brute force stays quick.
        let strides = CGSize(width: max(1, (configuration.tileSize.width + configuration.horizontalSpacing) * shape.scale),
                             height: max(1, (configuration.tileSize.height + configuration.verticalSpacing) * shape.scale))
        let onScreen = (shape.viewport.width * shape.scale / strides.width + 2)
            * (shape.viewport.height * shape.scale / strides.height + 2)
        return onScreen < 3_000 ? shape : try randomShape(&g)
    }

    static func layout(for shape: Shape, offsetBy delta: CGPoint = .zero) -> InfiniteGridLayout {
        var layout = InfiniteGridLayout(configuration: shape.configuration, centerCoordinates: shape.center)
        layout.prepare(in: LayoutContext(viewportSize: shape.viewport, itemCount: 0, layoutDirection: shape.direction,
                                         displayScale: shape.scale))
        let offset = layout.focusContentOffset
        layout.prepare(forVisibleRect: CGRect(x: offset.x + delta.x, y: offset.y + delta.y,
                                              width: shape.viewport.width, height: shape.viewport.height))
        return layout
    }

    private func sorted(_ coordinates: [GridCoordinates]) -> [GridCoordinates] {
        coordinates.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    @Test(arguments: 0..<6)
    func queriesMatchTheReference(seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 11)
        for _ in 0..<40 {
            let shape = try Self.randomShape(&g)
            let layout = Self.layout(for: shape)
            let reference = ReferenceInfiniteGrid(layout)
            let visible = try #require(layout.visibleRect, "\(shape)")

            // The visible tiles, by coordinates and by items, with the reference's frames.
            let expected = sorted(reference.tiles(in: visible))
            #expect(sorted(layout.coordinates(in: visible)) == expected, "\(shape)")
            #expect(sorted(layout.visibleCoordinates) == expected, "\(shape)")
            let items = layout.items(in: visible)
            #expect(items.map(\.index.item) == items.map(\.index.item).sorted())
            #expect(Set(items.map(\.index)).count == items.count, "slots are unique")
            #expect(sorted(items.compactMap { layout.coordinates(for: $0.index) }) == expected, "\(shape)")
            for item in items {
                let coordinates = try #require(layout.coordinates(for: item.index))
                #expect(item.frame == reference.frame(of: coordinates), "\(shape) \(coordinates)")
                #expect(layout.item(for: coordinates) == item)
                #expect(layout.item(at: item.index) == item)
            }

            // At most the live region (visible plus one ring) holds indices, within half the pool.
            let everything = layout.items(in: CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7))
            #expect(everything.count <= layout.slotCapacity / 2, "\(shape)")
            for item in everything {
                let c = try #require(layout.coordinates(for: item.index))
                #expect(expected.contains { abs($0.x.distance(to: c.x)) <= 1 && abs($0.y.distance(to: c.y)) <= 1 },
                        "\(c) is beyond the ring, \(shape)")
            }

            // Any rectangle, any point, any nearby tile.
            for _ in 0..<6 {
                let size = layout.contentSize
                let rect = CGRect(x: CGFloat.random(in: -200...(size.width + 200), using: &g),
                                  y: CGFloat.random(in: -200...(size.height + 200), using: &g),
                                  width: [0, 1, 57.25, 900, 1e6].randomElement(using: &g)!,
                                  height: [0, 0.5, 33, 700, 1e6].randomElement(using: &g)!)
                guard rect.width * rect.height * shape.scale * shape.scale / CGFloat(reference.x.stride * reference.y.stride) < 2e4 else { continue }
                #expect(sorted(layout.coordinates(in: rect)) == sorted(reference.tiles(in: rect)), "\(rect) \(shape)")
                let point = CGPoint(x: visible.minX + CGFloat.random(in: -50...(visible.width + 50), using: &g),
                                    y: visible.minY + CGFloat.random(in: -50...(visible.height + 50), using: &g))
                #expect(layout.coordinates(at: point) == reference.tile(at: point), "\(point) \(shape)")
                let near = layout.centerCoordinates.offsetBy(x: Int.random(in: -30...30, using: &g),
                                                             y: Int.random(in: -30...30, using: &g))
                #expect(layout.frame(for: near) == reference.frame(of: near), "\(near) \(shape)")
            }
        }
    }

    /// Where the layout puts the window and the requested centre, by the documented rules.
    @Test(arguments: 0..<3)
    func windowAndCentringFollowTheDocumentedRules(seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(seed) &+ 400)
        for _ in 0..<60 {
            let shape = try Self.randomShape(&g)
            let layout = Self.layout(for: shape)
            let reference = ReferenceInfiniteGrid(layout)
            for (axis, viewport, bounds, center) in [
                (reference.x, shape.viewport.width, shape.configuration.xBounds, shape.center.x),
                (reference.y, shape.viewport.height, shape.configuration.yBounds, shape.center.y),
            ] {
                let v = Int((viewport * shape.scale).rounded())
                let margin = max(Int(4096 * shape.scale), 2 * v, 2 * axis.stride)
                let bounds = bounds ?? Int.min...Int.max
                let (gaps, overflow) = bounds.upperBound.subtractingReportingOverflow(bounds.lowerBound)
                let span = overflow ? Double.infinity : Double(gaps) * Double(axis.stride) + Double(axis.tile)
                if span <= Double(v + 2 * margin) {
                    #expect(Double(axis.length) == span, "\(shape)")
                } else {
                    #expect(axis.length == v + 2 * margin, "\(shape)")
                }
                _ = center
            }
            // An unbounded axis centres the requested tile: its middle at the viewport's middle,
            // both rounded down to whole pixels.
            if shape.configuration.xBounds == nil, shape.center.x < .max - 40, shape.center.x > .min + 40 {
                let column = GridCoordinates(x: shape.center.x, y: layout.centerCoordinates.y)
                let frame = try #require(layout.frame(for: column), "\(shape)")
                let visible = try #require(layout.visibleRect)
                let tile = reference.x.tile, v = Int((shape.viewport.width * shape.scale).rounded())
                #expect(Int(((frame.minX - visible.minX) * shape.scale).rounded()) == v / 2 - tile / 2, "\(shape)")
            }
        }
    }
}
