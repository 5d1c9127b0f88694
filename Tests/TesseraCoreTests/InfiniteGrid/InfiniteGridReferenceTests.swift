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

    static func context(for shape: Shape) -> LayoutContext {
        LayoutContext(viewportSize: shape.viewport, itemCount: 0, layoutDirection: shape.direction,
                      displayScale: shape.scale)
    }

    static func layout(for shape: Shape) -> InfiniteGridLayout {
        var layout = InfiniteGridLayout(configuration: shape.configuration, centerCoordinates: shape.center)
        layout.prepare(in: context(for: shape))
        layout.prepare(forVisibleRect: CGRect(origin: layout.focusContentOffset, size: shape.viewport))
        return layout
    }

    private func sorted(_ coordinates: [GridCoordinates]) -> [GridCoordinates] {
        coordinates.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    private func coordinates(_ items: [LayoutItem], _ layout: InfiniteGridLayout) -> [GridCoordinates] {
        sorted(items.compactMap { layout.coordinates(for: $0.index) })
    }

    @Test(arguments: 0..<6)
    func queriesMatchTheReference(seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 11)
        for _ in 0..<40 {
            let shape = try Self.randomShape(&g)
            let layout = Self.layout(for: shape)
            let model = try #require(ReferenceInfiniteGrid(shape.configuration, Self.context(for: shape), center: shape.center))
            let visible = try #require(layout.visibleRect, "\(shape)")
            #expect(layout.contentSize == model.contentSize, "\(shape)")
            #expect(visible.origin == model.restingOffset, "\(shape)")

            // The visible tiles, by items, with the model's frames, each holding one index.
            let expected = sorted(model.tiles(in: visible))
            #expect(layout.visibleCoordinates == expected, "\(shape)")
            let items = layout.items(in: visible)
            #expect(items.map(\.index.item) == items.map(\.index.item).sorted())
            #expect(Set(items.map(\.index)).count == items.count, "slots are unique")
            for item in items {
                let tile = try #require(layout.coordinates(for: item.index))
                #expect(item.frame == model.frame(of: tile), "\(shape) \(tile)")
                #expect(layout.item(at: item.index) == item)
            }

            // Exactly the visible tiles and one ring hold indices, within half the pool.
            let live = model.liveTiles(around: visible)
            let everything = layout.items(in: CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7))
            #expect(Set(coordinates(everything, layout)) == live, "\(shape)")
            #expect(everything.count <= layout.slotCapacity / 2, "\(shape)")

            // Any rectangle, any point, any nearby tile.
            for _ in 0..<6 {
                let size = layout.contentSize
                let rect = CGRect(x: CGFloat.random(in: -200...(size.width + 200), using: &g),
                                  y: CGFloat.random(in: -200...(size.height + 200), using: &g),
                                  width: [0, 1, 57.25, 900, 1e6].randomElement(using: &g)!,
                                  height: [0, 0.5, 33, 700, 1e6].randomElement(using: &g)!)
                // The model scans every tile of the rectangle: keep it to about 20,000.
                if rect.width * rect.height * shape.scale * shape.scale / CGFloat(model.x.stride * model.y.stride) < 2e4 {
                    #expect(coordinates(layout.items(in: rect), layout) == sorted(model.tiles(in: rect).filter(live.contains)),
                            "\(rect) \(shape)")
                }
                let point = CGPoint(x: visible.minX + CGFloat.random(in: -50...(visible.width + 50), using: &g),
                                    y: visible.minY + CGFloat.random(in: -50...(visible.height + 50), using: &g))
                #expect(layout.tile(at: point) == model.liveTile(at: point, visible: visible), "\(point) \(shape)")
                let near = layout.centerCoordinates.offsetBy(x: Int.random(in: -30...30, using: &g),
                                                             y: Int.random(in: -30...30, using: &g))
                #expect(layout.frame(for: near) == model.frame(of: near), "\(near) \(shape)")
            }
        }
    }

    /// An unbounded axis centres the requested tile: its middle at the viewport's middle, both
    /// rounded down to whole pixels.
    @Test(arguments: 0..<3)
    func anUnboundedAxis_centresTheRequestedTile(seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(seed) &+ 400)
        for _ in 0..<60 {
            let shape = try Self.randomShape(&g)
            guard shape.configuration.xBounds == nil, shape.center.x < .max - 40, shape.center.x > .min + 40 else { continue }
            let layout = Self.layout(for: shape)
            let column = GridCoordinates(x: shape.center.x, y: layout.centerCoordinates.y)
            let frame = try #require(layout.frame(for: column), "\(shape)")
            let visible = try #require(layout.visibleRect)
            let tile = Int((frame.width * shape.scale).rounded()), v = Int((shape.viewport.width * shape.scale).rounded())
            #expect(Int(((frame.minX - visible.minX) * shape.scale).rounded()) == v / 2 - tile / 2, "\(shape)")
        }
    }
}
