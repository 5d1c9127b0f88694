import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// A million tiles of repeated 8,000 pt/s flings in all eight directions, every frame and
/// every drag step checked against the brute-force plane.
///
/// The tiles are 4 pt and the viewport 32 × 20 pt: a million tiles is then 4·10⁶ pt of travel,
/// four times 2²⁰, so without recentring the offset would leave the bound; and 9 × 6 tiles on
/// screen keep each update cheap in a debug build (every tile is compared on every fourth
/// update and on every update with a recentre; the stale-index rule on every update). Recentring does not depend on the
/// viewport's size below 2,048 pt (the window's margin is 4,096 pt either way), so this is the
/// same window and the same recentring a phone-sized viewport gets.
@Suite("InfiniteGrid endurance")
struct InfiniteGridEnduranceTests {
    @Test func aMillionTilesOfFlings_keepTheOffsetBoundedAndEveryTileInPlace() throws {
        var engine = try makeInfiniteEngine(tile: CGSize(width: 4, height: 4), viewport: CGSize(width: 32, height: 20))
        var watch = GridWatch(engine, start: .zero)
        watch.tileComparisonInterval = 4
        var flings = 0
        var createdAfterWarmUp: Int?
        while watch.tilesTravelled < 1_000_000 {
            // Five flings in a row per direction, caught by the next drag after 0.25 s; every
            // 64th fling is left to decelerate to rest.
            let direction = compassDirections[(flings / 5) % 8]
            let velocity = CGPoint(x: direction.x * 8000, y: direction.y * 8000)
            if let problem = watch.fling(&engine, by: CGPoint(x: direction.x * 60, y: direction.y * 60),
                                         velocity: velocity, steps: 3) {
                Issue.record("fling \(flings): \(problem)")
                return
            }
            if let problem = watch.settle(&engine, limit: flings % 64 == 63 ? 2000 : 15) {
                Issue.record("fling \(flings): \(problem)")
                return
            }
            engine.clearLog()
            flings += 1
            if flings == 40 { createdAfterWarmUp = engine.cells.statistics.created }
        }
        let statistics = engine.cells.statistics
        // What the report quotes.
        print("endurance: \(watch.tilesTravelled) tiles, \(flings) flings, \(watch.frames) checks, "
              + "\(engine.behavior.recenterCount) recentres, max |offset| \(watch.largestOffset) pt, "
              + "min clearance \(watch.smallestClearance) pt, cells \(statistics.alive) alive / "
              + "\(statistics.created) created / \(watch.mostVisible) most visible, "
              + "slots \(engine.layout.slotCapacity)")
        #expect(watch.largestOffset < CGFloat(1 << 20))
        #expect(watch.largestOffset < 8192) // in fact within the 8,384 pt window
        #expect(watch.smallestClearance > 1000)
        #expect(engine.behavior.recenterCount > 1000)
        // Live cells: never more than the most tiles on screen at once, and not one more
        // created after the first 40 flings.
        #expect(statistics.maxAlive <= watch.mostVisible)
        #expect(watch.mostVisible <= 9 * 6)
        #expect(statistics.created == createdAfterWarmUp)
        #expect(engine.layout.slots.overflowCount == 0)
    }
}
