import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Updates at the very edge the place is kept by: the edge stays, so what arrives there shows
/// (a feed refreshed at its top, a chat at its bottom); one pixel away, the item read stays
/// (`SelfSizingScenarioTests.prependingFiftyItems_movesNothingVisible`).
@Suite("Updates at the kept edge show what arrives there")
struct KeptEdgeScenarioTests {
    /// Pull to refresh on a self-sizing feed at its top: the finger pulls the control out and
    /// lets go, the app inserts ten new posts at the top and ends refreshing; the first new
    /// post is the first thing on screen, at the top, and nothing scrolled to hide it.
    @Test(arguments: UIKitModel.allPlausible)
    func pullToRefresh_atTheTop_showsTheNewPosts(uikit: UIKitModel) throws {
        let posts = FeedPosts(count: 200)
        var engine = try SelfSizingScenarioTests.feed(count: 200, from: 0, uikit: uikit, posts: posts)
        engine.setContentOffset(CGPoint(x: 0, y: engine.uikitState.minimumOffset.y), animated: false)
        engine.runUntilSettled()
        let top = engine.contentOffset.y
        engine.beginDragging()
        engine.drag(by: CGPoint(x: 0, y: -150))
        engine.beginRefreshing(controlHeight: 60)
        engine.endDragging(velocity: .zero)
        engine.runUntilSettled()
        #expect(engine.contentOffset.y == top - 60, "rests showing the control: \(engine.contentOffset)")

        posts.ids.insert(contentsOf: 1_000..<1_010, at: 0)
        engine.performBatchUpdates([.insert(0..<10)])
        engine.runUntilSettled()
        engine.endRefreshing(controlHeight: 60)
        engine.runUntilSettled()
        #expect(engine.contentOffset.y == top, "\(engine.contentOffset)")
        #expect(engine.visibleIndices.first == ItemIndex(item: 0), "\(engine.visibleIndices.prefix(3))")
    }

    /// A chat kept by its bottom, read at the bottom: a new message appended shows, its bottom
    /// at the bottom of the screen (the content grows, the offset follows).
    @Test(arguments: UIKitModel.allPlausible)
    func chat_atTheBottom_showsTheNewMessage(uikit: UIKitModel) throws {
        let posts = FeedPosts(count: 100)
        var engine = try SelfSizingScenarioTests.feed(count: 100, from: 99, uikit: uikit, keeping: .bottom, posts: posts)
        engine.setContentOffset(CGPoint(x: 0, y: engine.uikitState.maximumOffset.y), animated: false)
        engine.runUntilSettled()
        let bottomGap = engine.uikitState.maximumOffset.y - engine.contentOffset.y
        #expect(abs(bottomGap) <= 0.5)

        posts.ids.append(100)
        engine.performBatchUpdates([.insert(100..<101)])
        engine.runUntilSettled()
        #expect(engine.visibleIndices.last == ItemIndex(item: 100), "\(engine.visibleIndices.suffix(3))")
        #expect(abs(engine.uikitState.maximumOffset.y - engine.contentOffset.y) <= 0.5,
                "\(engine.contentOffset) of \(engine.uikitState.maximumOffset)")
    }

    /// Ten points below the top, a refresh's posts arrive above what the user reads, which
    /// stays on its pixel.
    @Test(arguments: UIKitModel.allPlausible)
    func insertsAtTheTop_tenPointsDown_keepTheItemRead(uikit: UIKitModel) throws {
        let posts = FeedPosts(count: 200)
        var engine = try SelfSizingScenarioTests.feed(count: 200, from: 0, uikit: uikit, posts: posts)
        engine.setContentOffset(CGPoint(x: 0, y: engine.uikitState.minimumOffset.y + 10), animated: false)
        engine.runUntilSettled()
        let before = screenFrames(engine)
        posts.ids.insert(contentsOf: 1_000..<1_010, at: 0)
        engine.performBatchUpdates([.insert(0..<10)])
        engine.runUntilSettled()
        let after = screenFrames(engine)
        for (index, frame) in before {
            #expect(after[ItemIndex(item: index.item + 10)] == frame, "item \(index)")
        }
    }
}
