import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The DocC article's engine example, as written there.
@Suite("InfiniteGrid documentation")
struct InfiniteGridDocumentationTests {
    @Test func documentationExample_runsAsWritten() throws {
        let configuration = try InfiniteGridLayout.Configuration(
            tileSize: CGSize(width: 80, height: 80), horizontalSpacing: 4, verticalSpacing: 4)
        var engine = InfiniteGridEngine(
            grid: InfiniteGridLayout(configuration: configuration, centerCoordinates: GridCoordinates(x: 1_000, y: -42)),
            viewportSize: CGSize(width: 320, height: 200))
        #expect(engine.behavior.centerCoordinates == GridCoordinates(x: 1_000, y: -42))
        #expect(engine.visibleIndices.count == 15)

        engine.beginDragging()
        engine.drag(by: CGPoint(x: 60, y: 0))
        engine.endDragging(velocity: CGPoint(x: 8000, y: 0))
        engine.runUntilIdle()
        #expect(engine.behavior.centerCoordinates == GridCoordinates(x: 1_048, y: -42))
        #expect(engine.behavior.recenterCount == 1)

        engine.scroll(to: GridCoordinates(x: 5_000_000, y: 7), animated: true)
        engine.runUntilIdle()
        #expect(engine.behavior.centerCoordinates == GridCoordinates(x: 5_000_000, y: 7))
        engine.tap(at: CGPoint(x: 160, y: 100))
        #expect(engine.effects.last == .tileSelected(GridCoordinates(x: 5_000_000, y: 7)))
        #expect(engine.cells.statistics.created == 20) // 5 × 4 tiles at most on screen
        #expect(engine.cells.statistics.maxInUse == 20)
    }
}
