import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Real heights for a feed whose estimate is `estimate`: from a third of it to three times it,
/// a multiple of ½ pt, the same for an item whatever asks (a cell fits its content).
func feedHeights(estimate: CGFloat, seed: UInt64) -> @Sendable (ItemIndex, CGFloat) -> CGFloat {
    { index, _ in
        var random = SeededGenerator(seed: seed &+ UInt64(index.item &* 7_919 &+ index.section &* 104_729))
        _ = random.next()
        let low = Int(estimate / 3 * 2), high = Int(estimate * 3 * 2)
        return CGFloat(random.int(low...high)) / 2
    }
}

/// The items of a feed by identity, so that a cell measures the same post wherever inserts
/// and deletes move it. Read by the engine's sizing closure; changed by the test between steps.
final class FeedPosts: @unchecked Sendable {
    var ids: [Int]
    init(count: Int) { ids = Array(0..<count) }

    /// The height of the cell of each post, from `feedHeights` by post.
    func sizer(estimate: CGFloat, seed: UInt64) -> @Sendable (ItemIndex, CGFloat) -> CGFloat {
        let byPost = feedHeights(estimate: estimate, seed: seed)
        return { [self] index, width in byPost(ItemIndex(item: ids[index.item]), width) }
    }
}

/// The screen position (frame less offset) of every visible cell.
func screenFrames(_ engine: PresentationEngine) -> [ItemIndex: CGRect] {
    var frames: [ItemIndex: CGRect] = [:]
    for item in engine.visibleItems where item.elementKind == .cell {
        frames[item.index] = item.frame.offsetBy(dx: -engine.contentOffset.x, dy: -engine.contentOffset.y)
    }
    return frames
}

@Suite("Self-sizing cells keep the place, as a finger scrolls")
struct SelfSizingScenarioTests {
    static let estimate: CGFloat = 60

    /// A self-sizing list of `count` rows estimated 60 pt tall, shown from `item` at the top.
    static func feed(count: Int, from item: Int, uikit: UIKitModel, keeping edge: PresentationPlaceKeeping = .top,
                     posts: FeedPosts? = nil, kind: PresentationKind = .list) throws -> PresentationEngine {
        let insets = EdgeInsets(top: 16, left: 16, bottom: 20, right: 16)
        let presentation: any Presentation = switch kind {
        case .grid:
            try GridPresentation(columns: .count(3), itemHeight: .estimated(estimate), sectionInsets: insets)
        case .mosaic:
            try MosaicPresentation(pattern: [.fullWidth(height: .estimated(estimate)), .largeAndSmall(height: .estimated(estimate)),
                                             .row(columns: 3, height: .estimated(estimate))], sectionInsets: insets)
        case .waterfall:
            try WaterfallPresentation.selfSizing(columns: 3, lineSpacing: 8, sectionInsets: insets, estimatedItemHeight: estimate)
        default:
            try ListPresentation.selfSizing(estimatedRowHeight: estimate, lineSpacing: 8, sectionInsets: insets)
        }
        var engine = makePresentationEngine(presentation, sectionItemCounts: [count], uikit: uikit)
        engine.setPlaceKeeping(edge)
        engine.scrollToItem(ItemIndex(item: item), at: .top, animated: false)
        engine.enableSelfSizing(height: (posts ?? FeedPosts(count: count)).sizer(estimate: estimate, seed: 5))
        engine.runUntilSettled()
        return engine
    }

    /// Every cell that was on screen moved exactly as the scroll moved the content (less the
    /// offset adjustments, which move items and offset together): not half a pixel more. A
    /// cell of a line that grew (a mosaic's group whose top row appeared after its bottom row)
    /// grows upward: its bottom edge is what stays.
    static func expectNothingShownJumped(_ before: [ItemIndex: CGRect], _ engine: PresentationEngine,
                                         scrolled: CGFloat, _ step: Int) -> Bool {
        let after = screenFrames(engine), tolerance = engine.context.pixelGrid.tolerance
        for (index, frame) in before {
            guard let now = after[index] else { continue }
            let moved = now.height == frame.height ? now.minY - (frame.minY - scrolled) : now.maxY - (frame.maxY - scrolled)
            if abs(moved) > tolerance {
                Issue.record("step \(step): item \(index) jumped \(moved) pt on screen (\(frame) → \(now))")
                return false
            }
        }
        return true
    }

    /// Scrolling up through 1,000 rows nobody measured (a list's rows, a grid's rows of three, a
    /// mosaic's groups), whose real heights are a third to three times the estimate: as each
    /// row appears at the top its cells are measured and the rows below it (the one under the
    /// finger among them) stay exactly under the finger. Then a fling up does the same while
    /// UIKit decelerates. In a waterfall of three columns each measurement changes one column,
    /// and the items of the other two stay as still as its own.
    @Test(arguments: UIKitModel.allPlausible, [PresentationKind.list, .grid, .mosaic, .waterfall])
    func scrollingUpThroughUnmeasuredRows_theItemUnderTheFingerNeverMoves(uikit: UIKitModel, kind: PresentationKind) throws {
        var engine = try Self.feed(count: 3_000 * (kind == .list ? 1 : 3), from: 2_000 * (kind == .list ? 1 : 3),
                                   uikit: uikit, kind: kind)
        let first = engine.visibleIndices.first!.item
        engine.beginDragging()
        var step = 0
        let itemsPerRow = kind == .list ? 1 : 3
        while engine.visibleIndices.first!.item > first - 1_000 * itemsPerRow {
            step += 1
            let before = screenFrames(engine), offset = engine.contentOffset.y
            let adjustments = engine.selfSizing!.offsetAdjustments.count
            // A finger moving down 7 to 63 pt a frame: sometimes whole rows appear at once.
            engine.drag(by: CGPoint(x: 0, y: -CGFloat(7 + (step * 37) % 57)))
            engine.advance(by: 1 / 60)
            let adjusted = engine.selfSizing!.offsetAdjustments[adjustments...].reduce(0, +)
            guard Self.expectNothingShownJumped(before, engine, scrolled: engine.contentOffset.y - offset - adjusted,
                                                step) else { return }
            #expect(step < 20_000)
            if step >= 20_000 { return }
        }
        engine.endDragging(velocity: CGPoint(x: 0, y: -3_000))
        var frames = 0
        while engine.isMoving, frames < 600 {
            frames += 1
            let before = screenFrames(engine), offset = engine.contentOffset.y
            let adjustments = engine.selfSizing!.offsetAdjustments.count
            engine.advance(by: 1 / 60)
            let adjusted = engine.selfSizing!.offsetAdjustments[adjustments...].reduce(0, +)
            guard Self.expectNothingShownJumped(before, engine, scrolled: engine.contentOffset.y - offset - adjusted,
                                                step + frames) else { return }
        }
        // The test measured what it claims: a thousand rows, most of them not the estimate.
        #expect(engine.selfSizing!.invalidations >= 1_000)
        #expect(engine.selfSizing!.offsetAdjustments.count >= 900)
        #expect(engine.layout.presentation.kind == kind)
    }

    /// Fifty items inserted above what the user sees (older posts loaded at the top), and ten
    /// deleted there: nothing on screen moves, under either edge kept.
    @Test(arguments: UIKitModel.allPlausible, [PresentationPlaceKeeping.top, .bottom])
    func prependingFiftyItems_movesNothingVisible(uikit: UIKitModel, edge: PresentationPlaceKeeping) throws {
        let posts = FeedPosts(count: 500)
        var engine = try Self.feed(count: 500, from: 200, uikit: uikit, keeping: edge, posts: posts)
        engine.scroll(by: -150)
        let before = screenFrames(engine), shown = engine.visibleIndices
        #expect(before.count >= 4)
        posts.ids.insert(contentsOf: 1_000..<1_050, at: 0)
        engine.performBatchUpdates([.insert(0..<50)])
        engine.runUntilSettled()
        let after = screenFrames(engine)
        for (index, frame) in before {
            #expect(after[ItemIndex(item: index.item + 50)] == frame, "item \(index) (now \(index.item + 50))")
        }
        #expect(engine.visibleIndices == shown.map { ItemIndex(item: $0.item + 50) })

        posts.ids.removeSubrange(10..<20)
        engine.performBatchUpdates([.delete(10..<20)])
        engine.runUntilSettled()
        let afterDelete = screenFrames(engine)
        for (index, frame) in before {
            #expect(afterDelete[ItemIndex(item: index.item + 40)] == frame, "item \(index) (now \(index.item + 40))")
        }
    }

    /// Measured heights above the bottom of a chat: with `.bottom`, the last visible message
    /// stays on its pixel while the ones above it grow or shrink.
    @Test func chat_measuringAboveTheBottom_keepsTheBottomMessage() throws {
        var engine = try Self.feed(count: 400, from: 380, uikit: .standard, keeping: .bottom)
        engine.runUntilSettled()
        let last = engine.visibleIndices.last!
        let bottom = engine.layout.item(at: last)!.frame.maxY - engine.contentOffset.y
        // The app changes the content of the first visible message: it measures again taller.
        let first = engine.visibleIndices.first!
        let invalidation = engine.layout.invalidate(forPreferredHeight: 300, ofItemAt: first,
                                                    contentOffset: engine.contentOffset)
        #expect(invalidation != nil)
        let moved = engine.layout.item(at: last)!.frame.maxY - engine.contentOffset.y
            - invalidation!.contentOffsetAdjustment.y
        #expect(moved == bottom)
        #expect(invalidation!.contentOffsetAdjustment.y != 0)
    }

    /// A switch to the grid and back while the list is partly measured keeps the anchor, and a
    /// pinch does too; the measured heights survive the round trip.
    @Test(arguments: UIKitModel.allPlausible)
    func switchingWhilePartlyMeasured_keepsTheAnchor(uikit: UIKitModel) throws {
        var engine = try Self.feed(count: 1_000, from: 400, uikit: uikit)
        engine.scroll(by: -700)
        let list = engine.layout.presentation, measured = screenFrames(engine)
        let anchor = try #require(engine.currentAnchor)
        let grid = try GridPresentation(columns: .count(3), itemHeight: .aspectRatio(1))
        engine.setPresentation(grid, animated: true)
        engine.runUntilSettled()
        #expect(engine.layout.presentation.kind == .grid)
        #expect(try #require(engine.anchorError(anchor)) <= engine.context.pixelGrid.tolerance)

        engine.beginInteractiveSwitch(to: list, anchorItem: anchor.index)
        for progress in [0.2, 0.5, 0.8] as [CGFloat] { engine.updateInteractiveSwitch(progress: progress) }
        engine.finishInteractiveSwitch(animated: true)
        engine.runUntilSettled()
        #expect(engine.layout.presentation.kind == .list)
        #expect(try #require(engine.anchorError(anchor)) <= engine.context.pixelGrid.tolerance)
        // Back in the list, the rows measured before are where they were on screen.
        #expect(screenFrames(engine) == measured)
    }

    /// The engine measures in UIKit's order: a dequeued cell is measured at once, before the
    /// frame ends, and a measured cell is not measured again while its height holds.
    @Test func cellsAreMeasuredOnceWhenDequeued() throws {
        var engine = try Self.feed(count: 200, from: 50, uikit: .standard)
        let measured = engine.selfSizing!.invalidations
        #expect(measured >= engine.visibleIndices.count - 1)
        for index in engine.visibleIndices {
            let frame = engine.layout.item(at: index)!.frame
            #expect(frame.height == feedHeights(estimate: Self.estimate, seed: 5)(index, frame.width))
            #expect(engine.layout.hasKnownHeight(at: index))
        }
        engine.advance(by: 1 / 60)
        #expect(engine.selfSizing!.invalidations == measured)
    }
}
