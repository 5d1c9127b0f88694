import Foundation
@testable import TesseraCore
@testable import TesseraTesting

/// An infinite grid engine in the canonical 320 × 200 pt viewport at scale 2.
func makeInfiniteEngine(tile: CGSize = CGSize(width: 100, height: 100), spacing: CGFloat = 0,
                        center: GridCoordinates = .zero, viewport: CGSize = canonicalViewport,
                        direction: LayoutDirection = .leftToRight, xBounds: ClosedRange<Int>? = nil,
                        yBounds: ClosedRange<Int>? = nil, torus: GridTorus? = nil,
                        displayScale: CGFloat = 2, uikit: UIKitModel = .standard) throws -> InfiniteGridEngine {
    let configuration = try InfiniteGridLayout.Configuration(
        tileSize: tile, horizontalSpacing: spacing, verticalSpacing: spacing, xBounds: xBounds,
        yBounds: yBounds, torus: torus)
    var engine = InfiniteGridEngine(grid: InfiniteGridLayout(configuration: configuration, centerCoordinates: center),
                                    viewportSize: viewport, layoutDirection: direction, displayScale: displayScale)
    engine.uikit = uikit
    return engine
}

/// Follows the viewport over the infinite plane, independently of the layout's window: the
/// plane position moves with the content offset, minus every recentring shift (which moves
/// offset and tiles together). Tile x's plane interval is [(x − start)·stride, … + tile) in
/// pixels relative to the starting centre tile (to the left in right-to-left layouts), so the
/// expected screen position of every tile follows from the finger alone.
struct PlaneTracker {
    let start: GridCoordinates
    let tile: (x: Int, y: Int)
    let stride: (x: Int, y: Int)
    let viewport: (x: Int, y: Int)
    let direction: Int
    let scale: CGFloat
    /// Plane pixel of the viewport origin minus content pixel of the offset, at zero recentring.
    private let planeMinusContent: (x: Int, y: Int)

    /// Starts tracking an engine whose layout was just centred on `start` (the documented
    /// rule: the tile's centre at the viewport's centre, both halved downwards in pixels).
    init(_ engine: InfiniteGridEngine, start: GridCoordinates) {
        let layout = engine.layout, scale = layout.context.pixelGrid.scale
        self.start = start
        self.scale = scale
        tile = (layout.horizontal.metrics.tile, layout.vertical.metrics.tile)
        stride = (layout.horizontal.metrics.stride, layout.vertical.metrics.stride)
        viewport = (layout.horizontal.metrics.viewport, layout.vertical.metrics.viewport)
        direction = layout.context.layoutDirection.isRightToLeft ? -1 : 1
        let planeOrigin = (x: tile.x / 2 - viewport.x / 2, y: tile.y / 2 - viewport.y / 2)
        let shift = engine.behavior.recenteredDistance
        planeMinusContent = (planeOrigin.x - Self.px(engine.contentOffset.x, scale) + Self.px(shift.x, scale),
                             planeOrigin.y - Self.px(engine.contentOffset.y, scale) + Self.px(shift.y, scale))
    }

    static func px(_ value: CGFloat, _ scale: CGFloat) -> Int { Int((value * scale).rounded()) }

    /// The plane pixel of the viewport's origin now.
    func viewportOrigin(_ engine: InfiniteGridEngine) -> (x: Int, y: Int) {
        let shift = engine.behavior.recenteredDistance
        return (Self.px(engine.contentOffset.x, scale) - Self.px(shift.x, scale) + planeMinusContent.x,
                Self.px(engine.contentOffset.y, scale) - Self.px(shift.y, scale) + planeMinusContent.y)
    }

    /// Tiles travelled from the start (plane distance over the stride), per axis.
    func tilesTravelled(_ engine: InfiniteGridEngine) -> (x: Int, y: Int) {
        let origin = viewportOrigin(engine)
        return (abs(origin.x) / stride.x, abs(origin.y) / stride.y)
    }

    /// By brute force, every tile whose plane interval meets the viewport on both axes, with
    /// its expected frame relative to the viewport, in pixels.
    func expectedVisible(_ engine: InfiniteGridEngine) -> [GridCoordinates: (x: Int, y: Int)] {
        let origin = viewportOrigin(engine)
        func meeting(_ low: Int, _ length: Int, _ tile: Int, _ stride: Int) -> [(Int, Int)] {
            var result: [(Int, Int)] = []
            let first = low.floorDivided(by: stride) - 2, last = (low + length).floorDivided(by: stride) + 2
            for k in first...last {
                let start = k * stride
                if start < low + length && start + tile > low { result.append((k, start - low)) }
            }
            return result
        }
        var expected: [GridCoordinates: (x: Int, y: Int)] = [:]
        // In right-to-left layouts column k of the plane (counted rightwards) is start.x − k.
        for (kx, sx) in meeting(origin.x, viewport.x, tile.x, stride.x) {
            let (x, overflowX) = start.x.addingReportingOverflow(kx * direction)
            guard !overflowX else { continue }
            for (ky, sy) in meeting(origin.y, viewport.y, tile.y, stride.y) {
                let (y, overflowY) = start.y.addingReportingOverflow(ky)
                guard !overflowY else { continue }
                expected[GridCoordinates(x: x, y: y)] = (sx, sy)
            }
        }
        return expected
    }

    /// The tile under `point` (viewport coordinates), leading edges included, by brute force.
    func tile(at point: CGPoint, _ engine: InfiniteGridEngine) -> GridCoordinates? {
        let x = point.x * scale, y = point.y * scale
        return expectedVisible(engine).first { _, start in
            CGFloat(start.x) <= x && x < CGFloat(start.x + tile.x) && CGFloat(start.y) <= y && y < CGFloat(start.y + tile.y)
        }?.key
    }

    /// Compares the engine's visible cells with the brute-force expectation; returns a
    /// description of the first difference, or `nil`.
    func mismatch(_ engine: InfiniteGridEngine) -> String? {
        let expected = expectedVisible(engine)
        var seen = Set<GridCoordinates>()
        for index in engine.visibleIndices {
            guard let coordinates = engine.layout.coordinates(for: index),
                  let item = engine.layout.item(at: index) else { return "item \(index) has no tile" }
            guard let want = expected[coordinates] else { return "\(coordinates) shown but not visible" }
            let got = (Self.px(item.frame.minX - engine.contentOffset.x, scale),
                       Self.px(item.frame.minY - engine.contentOffset.y, scale))
            guard got == want else { return "\(coordinates) at \(got), expected \(want)" }
            guard seen.insert(coordinates).inserted else { return "\(coordinates) shown twice" }
        }
        guard seen.count == expected.count else {
            let missing = Set(expected.keys).subtracting(seen)
            return "missing \(missing.prefix(3))"
        }
        return nil
    }
}

extension CollectionEngine where Behavior == InfiniteGridBehavior {
    /// Every `tileSelected` the scroller reported.
    var selectedTiles: [GridCoordinates] {
        effects.compactMap { if case .tileSelected(let c) = $0 { c } else { nil } }
    }

    /// Every `centerChanged` the scroller reported.
    var reportedCenters: [GridCoordinates] {
        effects.compactMap { if case .centerChanged(let c) = $0 { c } else { nil } }
    }

    /// Distance from the offset to the nearest content edge (among axes that recentre), in points.
    var clearanceToEdge: CGFloat {
        let state = scroll
        var clearance = CGFloat.infinity
        if !layout.horizontal.metrics.isFitted {
            clearance = min(clearance, state.contentOffset.x - state.minimumOffset.x,
                            state.maximumOffset.x - state.contentOffset.x)
        }
        if !layout.vertical.metrics.isFitted {
            clearance = min(clearance, state.contentOffset.y - state.minimumOffset.y,
                            state.maximumOffset.y - state.contentOffset.y)
        }
        return clearance
    }

    /// Whether either axis is bouncing (a spring after meeting an edge).
    /// Whether UIKit's motion or the adapter's (which plays the grid's releases) is a bounce.
    var isBouncing: Bool {
        for motion in [motionX, motionY, adapter.motion?.x, adapter.motion?.y] {
            if case .spring? = motion { return true }
        }
        return false
    }
}

/// Checks an infinite grid engine after every frame and keeps the numbers a long run reports.
struct GridWatch {
    let tracker: PlaneTracker
    /// The tile each visible item showed after the previous frame.
    private var previous: [ItemIndex: GridCoordinates] = [:]
    private var lastPlane: (x: Int, y: Int)
    /// Tiles travelled along the path (per axis, summed), in pixels.
    private(set) var pathPixels: (x: Int, y: Int) = (0, 0)
    private(set) var frames = 0
    private(set) var largestOffset: CGFloat = 0
    private(set) var smallestClearance = CGFloat.infinity
    private(set) var mostVisible = 0
    /// Whether to compare every tile with the brute-force plane each frame.
    var comparesTiles = true

    init(_ engine: InfiniteGridEngine, start: GridCoordinates) {
        tracker = PlaneTracker(engine, start: start)
        lastPlane = tracker.viewportOrigin(engine)
        lastRecenterCount = engine.behavior.recenterCount
        for index in engine.visibleIndices { previous[index] = engine.layout.coordinates(for: index) }
    }

    /// Tiles travelled along the path, summed over both axes.
    var tilesTravelled: Int { pathPixels.x / tracker.stride.x + pathPixels.y / tracker.stride.y }

    /// Checks one update; returns the first problem, or `nil`.
    mutating func check(_ engine: InfiniteGridEngine) -> String? {
        frames += 1
        let plane = tracker.viewportOrigin(engine)
        pathPixels.x += abs(plane.x - lastPlane.x)
        pathPixels.y += abs(plane.y - lastPlane.y)
        lastPlane = plane
        largestOffset = max(largestOffset, abs(engine.contentOffset.x), abs(engine.contentOffset.y))
        smallestClearance = min(smallestClearance, engine.clearanceToEdge)
        let visible = engine.cells.visible
        mostVisible = max(mostVisible, visible.count)
        if largestOffset >= CGFloat(1 << 20) { return "offset \(engine.contentOffset) beyond 2²⁰" }
        if engine.isBouncing { return "bouncing at \(engine.contentOffset)" }
        // An index visible in two consecutive updates must show the same tile, or the cell
        // (kept by the collection view) would show stale content.
        var current: [ItemIndex: GridCoordinates] = [:]
        current.reserveCapacity(visible.count)
        for index in visible.keys {
            let tile = engine.layout.coordinates(for: index)
            if let before = previous[index], before != tile {
                return "item \(index) went from \(before) to \(String(describing: tile)) while visible"
            }
            current[index] = tile
        }
        previous = current
        let recentred = engine.behavior.recenterCount != lastRecenterCount
        lastRecenterCount = engine.behavior.recenterCount
        if comparesTiles && (recentred || frames % tileComparisonInterval == 0),
           let mismatch = tracker.mismatch(engine) { return mismatch }
        return nil
    }

    /// Compare every tile on every `tileComparisonInterval`-th update (and on every update
    /// with a recentre). Defaults to 1: every update.
    var tileComparisonInterval = 1
    private var lastRecenterCount = 0
}

extension GridWatch {
    /// `CollectionEngine.fling(by:velocity:steps:frameRate:)` with a check after every input:
    /// each drag step is an update of the visible cells, and the no-stale-index rule holds
    /// between consecutive updates, not only between frames.
    mutating func fling(_ engine: inout InfiniteGridEngine, by distance: CGPoint, velocity: CGPoint,
                        steps: Int = 10, frameRate: Double = 60) -> String? {
        engine.beginDragging()
        for _ in 0..<steps {
            engine.advance(by: 1 / frameRate)
            engine.drag(by: CGPoint(x: distance.x / CGFloat(steps), y: distance.y / CGFloat(steps)))
            if let problem = check(engine) { return problem }
        }
        engine.endDragging(velocity: velocity)
        return check(engine)
    }

    /// Frames at `frameRate` until rest (or `limit` frames), checking each.
    mutating func settle(_ engine: inout InfiniteGridEngine, frameRate: Double = 60, limit: Int = 2000) -> String? {
        var frames = 0
        while engine.isMoving && frames < limit {
            engine.advance(by: 1 / frameRate)
            frames += 1
            if let problem = check(engine) { return problem }
        }
        return nil
    }
}

/// The eight compass directions, as unit vectors.
let compassDirections: [CGPoint] = (0..<8).map { i in
    let angle = Double(i) * .pi / 4
    let x = cos(angle), y = sin(angle)
    return CGPoint(x: abs(x) < 1e-9 ? 0 : x, y: abs(y) < 1e-9 ? 0 : y)
}

// MARK: - Reading the grid in tests

extension InfiniteGridLayout.Configuration {
    /// The same spacing between columns and between rows.
    init(tileSize: CGSize, spacing: CGFloat, torus: GridTorus? = nil) throws {
        try self.init(tileSize: tileSize, horizontalSpacing: spacing, verticalSpacing: spacing, torus: torus)
    }
}

extension InfiniteGridLayout {
    /// The coordinates of the tiles holding items in the last visible rectangle, row by row.
    var visibleCoordinates: [GridCoordinates] {
        guard let rect = visibleRect else { return [] }
        return items(in: rect).compactMap { coordinates(for: $0.index) }.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    /// The item of the tile at `coordinates`, if it holds one.
    func item(for coordinates: GridCoordinates) -> LayoutItem? {
        index(for: coordinates).flatMap { item(at: $0) }
    }

    /// The tile holding an item under `point`, leading edges included.
    func tile(at point: CGPoint) -> GridCoordinates? {
        index(at: point).flatMap { coordinates(for: $0) }
    }
}
