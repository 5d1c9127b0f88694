import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// VoiceOver moves the grid by one tile per gesture and reads the tile at the centre.
@Suite("InfiniteGrid VoiceOver")
struct InfiniteGridAccessibilityTests {
    private func scroll(_ engine: inout InfiniteGridEngine, _ direction: AccessibilityScrollDirection) -> Bool {
        var moved = false
        engine.send { scroller, scroll, layout in
            let effects = scroller.accessibilityScroll(direction, scroll: scroll, layout: layout)
            moved = !effects.isEmpty
            return effects
        }
        return moved
    }

    @Test(arguments: [
        (AccessibilityScrollDirection.left, LayoutDirection.leftToRight, 1, 0),
        (.right, .leftToRight, -1, 0), (.up, .leftToRight, 0, 1), (.down, .leftToRight, 0, -1),
        (.next, .leftToRight, 1, 0), (.previous, .leftToRight, -1, 0),
        (.left, .rightToLeft, -1, 0), (.right, .rightToLeft, 1, 0), (.next, .rightToLeft, 1, 0),
    ])
    func eachGesture_movesOneTile(direction: AccessibilityScrollDirection, layoutDirection: LayoutDirection,
                                  dx: Int, dy: Int) throws {
        var engine = try makeInfiniteEngine(spacing: 10, center: GridCoordinates(x: 4, y: 4), direction: layoutDirection)
        #expect(scroll(&engine, direction))
        #expect(engine.behavior.centerCoordinates == GridCoordinates(x: 4 + dx, y: 4 + dy))
        #expect(!engine.isMoving)
        #expect(engine.layout.item(for: GridCoordinates(x: 4 + dx, y: 4 + dy))!.frame.minX - engine.contentOffset.x == 110)
        #expect(engine.behavior.accessibilityAnnouncement(layout: engine.layout) == .tile(GridCoordinates(x: 4 + dx, y: 4 + dy)))
    }

    /// Thirty moves right cross a recentre without the value ever skipping a column.
    @Test func manyMoves_stepColumnByColumnAcrossRecentrings() throws {
        var engine = try makeInfiniteEngine(spacing: 10)
        for column in 1...60 {
            #expect(scroll(&engine, .next))
            #expect(engine.behavior.centerCoordinates == GridCoordinates(x: column, y: 0))
        }
        #expect(engine.behavior.recenterCount >= 1)
    }

    /// At the end of a bounded axis there is nowhere to go: no effects (VoiceOver's boundary
    /// sound); the torus reads its data coordinates.
    @Test func boundsStopIt_andTheTorusReadsData() throws {
        var bounded = try makeInfiniteEngine(spacing: 10, xBounds: 0...5, yBounds: 0...0)
        bounded.jump(to: GridCoordinates(x: 5, y: 0))
        #expect(!scroll(&bounded, .up))
        #expect(!scroll(&bounded, .down))
        #expect(!scroll(&bounded, .next)) // at the right end already
        var atMax = try makeInfiniteEngine(center: GridCoordinates(x: .max, y: 0))
        #expect(!scroll(&atMax, .next))
        var torus = try makeInfiniteEngine(center: GridCoordinates(x: 6, y: -1), torus: GridTorus(columns: 7, rows: 3))
        #expect(torus.behavior.accessibilityAnnouncement(layout: torus.layout) == .tile(GridCoordinates(x: 6, y: 2)))
        #expect(scroll(&torus, .next))
        #expect(torus.behavior.accessibilityAnnouncement(layout: torus.layout) == .tile(GridCoordinates(x: 0, y: 2)))
    }
}
