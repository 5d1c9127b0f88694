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
                                        sectionInsets: EdgeInsets(top: 16, left: 16, bottom: 20, right: 16))
        var engine = makePresentationEngine(grid, sectionItemCounts: [posts.characters.count],
                                            viewport: SelfSizingRotationTests.portrait, uikit: uikit)
        engine.scrollToItem(ItemIndex(item: posts.characters.count / 2), at: .top, animated: false)
        engine.enableSelfSizing(height: posts.sizer)
        engine.runUntilSettled()
        engine.scroll(by: -500)
        engine.scroll(by: 1_100)
        return engine
    }
}
