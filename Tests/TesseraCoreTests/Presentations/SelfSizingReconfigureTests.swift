import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("Self-sizing cells whose content changes")
struct SelfSizingReconfigureTests {
    /// Which cell the app gives new content, relative to the cell the user reads (the topmost
    /// whose top is on screen).
    enum Changed: CaseIterable, Sendable {
        /// The cell the user reads: it keeps its top and grows or shrinks downward.
        case read
        /// The cell above it, mostly scrolled out: it grows upward.
        case above
        /// A cell two below it: the cell the user reads does not move.
        case below
    }

    /// The app changes a visible post's text (a "show more", an edit arriving) and calls
    /// `reconfigureItems(at:)`: UIKit asks that cell for its height again, the new height counts
    /// (it differs from the one recorded), the item stands at it, and the cell the user reads
    /// stays on its pixel — itself keeping its top when it is the one that changed. At rest and
    /// in the middle of a fling; lists, waterfalls and grids.
    ///
    /// In a waterfall the cell the user reads is in one column; a cell of another column
    /// changing moves nothing in it.
    @Test(arguments: UIKitModel.allPlausible, [PresentationKind.list, .waterfall, .grid])
    func reconfiguringAVisibleItem_measuresItAgainAndKeepsTheCellTheUserReads(uikit: UIKitModel,
                                                                              kind: PresentationKind) throws {
        var failures = 0
        // The topmost cell 70% scrolled out, or the read cell's top at the top of the screen
        // (where `scrollToItem(_:at: .top)` leaves it: no cell above it on screen).
        for (midFling, scrolledOut) in [(false, 0.7), (true, 0.7), (false, 0)] as [(Bool, CGFloat)] {
            for changed in Changed.allCases where scrolledOut > 0 || changed != .above {
                for taller in [true, false] {
                    let posts = ReflowingPosts(count: 600, seed: 21)
                    var engine = try Self.feed(kind, posts: posts, uikit: uikit)
                    if let first = engine.visibleItems.map(\.frame).min(by: { $0.minY < $1.minY }) {
                        engine.setContentOffset(CGPoint(x: 0, y: first.minY + first.height * scrolledOut))
                    }
                    if midFling {
                        engine.beginDragging()
                        engine.drag(by: CGPoint(x: 0, y: 60))
                        engine.endDragging(velocity: CGPoint(x: 0, y: 900))
                        for _ in 0..<4 { engine.advance(by: 1 / 60) }
                    }
                    let frames = screenFrames(engine)
                    let read = try #require(frames.filter { $0.value.minY >= 0 }.min {
                        ($0.value.minY, $0.key) < ($1.value.minY, $1.key)
                    })
                    let target: ItemIndex
                    switch changed {
                    case .read: target = read.key
                    case .above:
                        target = try #require(frames.filter { $0.value.minY < 0 && $0.value.maxY > 0 }
                            .min { $0.value.minY < $1.value.minY }?.key)
                    case .below:
                        target = try #require(frames.filter { $0.value.minY > read.value.maxY }
                            .min { ($0.value.minY, $0.key) < ($1.value.minY, $1.key) }?.key)
                    }
                    let oldHeight = try #require(engine.layout.presentation.measuredHeight(at: target))
                    // One line is as short as a post gets: such a post can only grow.
                    posts.characters[target.item] = taller || oldHeight <= 44 ? posts.characters[target.item] + 200 : 1
                    engine.reconfigureItems([target])
                    let when = "\(midFling ? "mid-fling" : "at rest"), \(changed) \(target) \(taller ? "taller" : "shorter")"
                    let now = screenFrames(engine)
                    let frame = try #require(engine.layout.item(at: target)?.frame)
                    let wanted = posts.height(of: target, width: frame.width)
                    #expect(wanted != oldHeight, "\(when): the change changes the height")
                    #expect(engine.layout.presentation.measuredHeight(at: target) == wanted, "\(when): recorded")
                    #expect(frame.height == wanted || (kind == .grid && frame.height > wanted),
                            "\(when): \(frame.height) pt tall, its cell fits \(wanted)")
                    let moved = try #require(now[read.key]).minY - read.value.minY
                    if abs(moved) > engine.context.pixelGrid.tolerance {
                        failures += 1
                        Issue.record("\(when): the cell the user reads (\(read.key)) moved \(moved) pt")
                    }
                }
            }
        }
        #expect(failures == 0)
    }

    static func feed(_ kind: PresentationKind, posts: ReflowingPosts, uikit: UIKitModel) throws -> PresentationEngine {
        guard kind == .grid else { return try SelfSizingRotationTests.feed(kind, posts: posts, uikit: uikit) }
        let grid = try GridPresentation(columns: .count(2), itemHeight: .estimated(SelfSizingRotationTests.estimate),
                                        sectionInsets: SelfSizingRotationTests.insets)
        return SelfSizingRotationTests.feed(grid, posts: posts, uikit: uikit)
    }
}

@Suite("Self-sizing cells of moved items")
struct SelfSizingMoveTests {
    /// The app moves posts in a batch (`moveItem(at:to:)`): one on screen two places down, and
    /// one measured above the screen to just below the cell the user reads. Each lands at the
    /// height its cell measured — not the estimate — so neither is measured again, the cell
    /// the user reads stays on its pixel, and in a list nothing on screen changes after the
    /// update.
    @Test(arguments: UIKitModel.allPlausible, [PresentationKind.list, .waterfall])
    func movingMeasuredItems_carriesTheirHeights(uikit: UIKitModel, kind: PresentationKind) throws {
        let posts = FeedPosts(count: 500)
        var engine = try SelfSizingScenarioTests.feed(count: 500, from: 200, uikit: uikit, posts: posts, kind: kind)
        engine.scroll(by: -800)
        engine.scroll(by: 700)
        let frames = screenFrames(engine)
        let read = try #require(frames.filter { $0.value.minY >= 0 }.min { ($0.value.minY, $0.key) < ($1.value.minY, $1.key) })
        // A post above the screen, measured on the way up.
        let offscreen = try #require((0..<read.key.item).last { item in
            frames[ItemIndex(item: item)] == nil && engine.layout.presentation.measuredHeight(at: ItemIndex(item: item)) != nil
                && engine.layout.item(at: ItemIndex(item: item))!.frame.maxY < engine.contentOffset.y
        })
        let shownMoved = read.key.item + 1
        let heights = [shownMoved, offscreen].map { engine.layout.presentation.measuredHeight(at: ItemIndex(item: $0)) }
        #expect(heights.allSatisfy { $0 != nil }, "both moved items were measured")
        // In UIKit's indices: deletions before the batch, insertions after it.
        let moves = [PresentationItemMove(from: ItemIndex(item: shownMoved), to: ItemIndex(item: shownMoved + 1)),
                     PresentationItemMove(from: ItemIndex(item: offscreen), to: ItemIndex(item: read.key.item))]
        var ids = posts.ids
        let movedIDs = moves.map { posts.ids[$0.from.item] }
        for item in moves.map(\.from.item).sorted(by: >) { ids.remove(at: item) }
        for (move, id) in zip(moves, movedIDs).sorted(by: { $0.0.to < $1.0.to }) { ids.insert(id, at: move.to.item) }
        posts.ids = ids
        let steps = PresentationItemUpdate.steps(deleting: moves.map(\.from), inserting: moves.map(\.to))
        let invalidations = engine.selfSizing!.invalidatedItems.count
        engine.performBatchUpdates(steps, carrying: moves)
        let afterUpdate = screenFrames(engine)
        engine.runUntilSettled()
        let measuredAgain = engine.selfSizing!.invalidatedItems[invalidations...]
        #expect(!moves.contains { measuredAgain.contains($0.to) }, "a moved item measured again: \(measuredAgain)")
        for (move, height) in zip(moves, heights) {
            #expect(engine.layout.item(at: move.to)?.frame.height == height, "item \(move.from) landed at \(move.to)")
        }
        // The read cell is numbered one less after the post above it left.
        let readNow = try #require(afterUpdate[ItemIndex(item: read.key.item - 1)])
        #expect(abs(readNow.minY - read.value.minY) <= engine.context.pixelGrid.tolerance)
        // A list's rows all keep their heights; a waterfall places the section again after a
        // delete in the middle, which may show cells never measured.
        if kind == .list { #expect(screenFrames(engine) == afterUpdate, "nothing on screen changes after the update") }
    }
}
