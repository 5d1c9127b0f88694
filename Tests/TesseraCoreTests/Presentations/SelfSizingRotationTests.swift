import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Posts of text that reflows: a cell's height depends on the width it is given, as a label's
/// does. Records the width each item was last asked at. Changed by the test between steps.
final class ReflowingPosts: @unchecked Sendable {
    /// Characters per post.
    var characters: [Int]
    /// The width each item's cell was last asked at.
    var askedWidth: [ItemIndex: CGFloat] = [:]

    init(count: Int, seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        characters = (0..<count).map { _ in random.int(20...300) }
    }

    /// Lines of 8 pt characters inside 12 pt margins, 20 pt a line.
    func height(of index: ItemIndex, width: CGFloat) -> CGFloat {
        let perLine = max(1, Int((width - 24) / 8))
        return CGFloat(24 + 20 * ((characters[index.item] + perLine - 1) / perLine))
    }

    var sizer: @Sendable (ItemIndex, CGFloat) -> CGFloat {
        { [self] index, width in
            askedWidth[index] = width
            return height(of: index, width: width)
        }
    }
}

@Suite("Self-sizing cells through a rotation")
struct SelfSizingRotationTests {
    static let portrait = CGSize(width: 390, height: 844)
    static let landscape = CGSize(width: 844, height: 390)
    static let estimate: CGFloat = 90

    static let insets = EdgeInsets(top: 16, left: 16, bottom: 20, right: 16)

    static func feed(_ kind: PresentationKind, posts: ReflowingPosts, uikit: UIKitModel) throws -> PresentationEngine {
        let presentation: any Presentation = kind == .waterfall
            ? try WaterfallPresentation.selfSizing(columns: 2, lineSpacing: 8, sectionInsets: insets, estimatedItemHeight: estimate)
            : try ListPresentation.selfSizing(estimatedRowHeight: estimate, lineSpacing: 8, sectionInsets: insets)
        return feed(presentation, posts: posts, uikit: uikit)
    }

    /// `presentation` in portrait, shown from the middle post, measured above and below it.
    static func feed(_ presentation: any Presentation, posts: ReflowingPosts, uikit: UIKitModel) -> PresentationEngine {
        var engine = makePresentationEngine(presentation, sectionItemCounts: [posts.characters.count], viewport: portrait,
                                            uikit: uikit)
        engine.scrollToItem(ItemIndex(item: posts.characters.count / 2), at: .top, animated: false)
        engine.enableSelfSizing(height: posts.sizer)
        engine.runUntilSettled()
        // Read above and below: measured cells on both sides of what is shown at the rotation.
        engine.scroll(by: -500)
        engine.scroll(by: 1_100)
        return engine
    }

    /// Every cell on screen stands at the height its cell gives at the width it is shown at.
    static func expectVisibleCellsFit(_ engine: PresentationEngine, _ posts: ReflowingPosts, _ when: String) {
        let tolerance = engine.context.pixelGrid.tolerance
        for item in engine.visibleItems where item.elementKind == .cell {
            let wanted = posts.height(of: item.index, width: item.frame.width)
            #expect(abs(item.frame.height - wanted) <= tolerance,
                    "\(when): item \(item.index) is \(item.frame.height) pt tall at width \(item.frame.width); its cell fits \(wanted)")
        }
    }

    /// A brute-force reference: each item's height is its new-width height if its cell was asked
    /// at its width since the rotation, else the height measured before it (kept as the guess),
    /// else the estimate; no recorded height is one measured at the old width; a list's rows
    /// are stacked from the top, and a waterfall's columns each stack their items.
    static func expectMatchesTheReference(_ engine: PresentationEngine, _ posts: ReflowingPosts,
                                          before: [ItemIndex: CGFloat], _ when: String) -> Int {
        let layout = engine.layout, tolerance = layout.context.pixelGrid.tolerance
        var issues = 0, byColumn: [CGFloat: [CGRect]] = [:]
        for i in posts.characters.indices {
            let index = ItemIndex(item: i)
            guard let frame = layout.item(at: index)?.frame else { issues += 1; continue }
            let askedNow = posts.askedWidth[index] == frame.width
            let wanted = askedNow ? posts.height(of: index, width: frame.width) : before[index] ?? estimate
            if abs(frame.height - wanted) > tolerance {
                issues += 1
                if issues <= 3 { Issue.record("\(when): item \(i) is \(frame.height) pt tall; the reference says \(wanted)") }
            }
            if let recorded = layout.presentation.measuredHeight(at: index), !askedNow || recorded != wanted {
                issues += 1
                if issues <= 3 { Issue.record("\(when): item \(i) keeps \(recorded) pt, measured at another width") }
            }
            byColumn[frame.minX, default: []].append(frame)
        }
        for frames in byColumn.values {
            for (above, below) in zip(frames, frames.dropFirst()) where abs(below.minY - above.maxY - 8) > tolerance {
                issues += 1
                if issues <= 3 { Issue.record("\(when): \(above) then \(below) in one column: not 8 pt apart") }
            }
        }
        if engine.layout.presentation.kind == .list {
            let first = layout.item(at: ItemIndex(item: 0))!.frame.minY
            if abs(first - 16) > tolerance { issues += 1; Issue.record("\(when): the first row starts at \(first)") }
        }
        return issues
    }

    /// A self-sizing list or two-column waterfall of reflowing text, read in the middle, turned
    /// to landscape — at rest, and in the middle of a fling — and back: the cells on screen are
    /// asked again at the new width and stand at what they fit; the anchor item (the one at the
    /// top of the screen) stays within half a pixel of where it was; no item keeps a height its
    /// cell measured at the other width (against a reference placing every item by the height
    /// its cell gave at its width since, else by the old one as a guess). Then the user scrolls
    /// on and every cell shown fits its width.
    @Test(arguments: UIKitModel.allPlausible, [PresentationKind.list, .waterfall])
    func rotating_measuresAgainAtTheNewWidthAndKeepsTheAnchor(uikit: UIKitModel, kind: PresentationKind) throws {
        for midFling in [false, true] {
            let posts = ReflowingPosts(count: 600, seed: 11)
            var engine = try Self.feed(kind, posts: posts, uikit: uikit)
            var issues = 0
            for (turn, size) in [Self.landscape, Self.portrait].enumerated() {
                let when = "\(midFling ? "mid-fling" : "at rest") turn \(turn)"
                if midFling {
                    engine.beginDragging()
                    engine.drag(by: CGPoint(x: 0, y: 120))
                    engine.endDragging(velocity: CGPoint(x: 0, y: 1_500))
                    for _ in 0..<6 { engine.advance(by: 1 / 60) }
                    #expect(engine.isMoving, "\(when): the fling goes on")
                }
                var before: [ItemIndex: CGFloat] = [:]
                for i in posts.characters.indices {
                    before[ItemIndex(item: i)] = engine.layout.item(at: ItemIndex(item: i))?.frame.height
                }
                let anchor = try #require(engine.currentAnchor)
                engine.setViewportSize(size)
                let error = try #require(engine.anchorError(anchor))
                #expect(error <= engine.context.pixelGrid.tolerance, "\(when): the anchor \(anchor.index) moved \(error) pt")
                Self.expectVisibleCellsFit(engine, posts, when)
                engine.runUntilSettled()
                Self.expectVisibleCellsFit(engine, posts, "\(when), settled")
                issues += Self.expectMatchesTheReference(engine, posts, before: before, when)
                engine.scroll(by: 700)
                Self.expectVisibleCellsFit(engine, posts, "\(when), scrolled on")
            }
            #expect(issues == 0)
        }
    }

    /// The safe area of a phone turned to landscape widens the side insets while the viewport
    /// keeps its size (UIKit scrolls for new insets itself, so the switcher moves nothing): the
    /// items narrow, their cells are asked again, and the cell the user reads (the topmost whose
    /// top is on screen) does not move: the cells above it, more than half scrolled out, grow
    /// upward (in a waterfall, in their column) — the outdated cells on screen keep the place
    /// until one is measured again.
    @Test(arguments: UIKitModel.allPlausible, [PresentationKind.list, .waterfall])
    func sideInsetsNarrowingTheItems_measuresAgainAndKeepsTheCellTheUserReads(uikit: UIKitModel, kind: PresentationKind) throws {
        let posts = ReflowingPosts(count: 600, seed: 12)
        var engine = try Self.feed(kind, posts: posts, uikit: uikit)
        var failures = 0
        for (turn, side) in [59, 0, 47, 0].enumerated() {
            // The topmost cell 70% above the top of the screen.
            if let first = engine.visibleItems.map(\.frame).min(by: { $0.minY < $1.minY }) {
                engine.setContentOffset(CGPoint(x: 0, y: first.minY + first.height * 0.7))
            }
            // The cell the user reads: the topmost whose top is on screen.
            let read = screenFrames(engine).filter { $0.value.minY >= 0 }.min { ($0.value.minY, $0.key) < ($1.value.minY, $1.key) }
            let shown = try #require(read.map { [$0.key: $0.value] })
            engine.updateConfiguration { $0.contentInsets = EdgeInsets(top: 0, left: CGFloat(side), bottom: 0, right: CGFloat(side)) }
            engine.runUntilSettled()
            let after = screenFrames(engine)
            for (index, frame) in shown.sorted(by: { $0.key < $1.key }) {
                guard let now = after[index] else { continue }
                if abs(now.minY - frame.minY) > engine.context.pixelGrid.tolerance {
                    failures += 1
                    Issue.record("turn \(turn): item \(index) moved \(now.minY - frame.minY) pt on screen")
                    break
                }
            }
            Self.expectVisibleCellsFit(engine, posts, "turn \(turn)")
        }
        #expect(failures == 0)
    }

    /// A self-sizing grid and mosaic turned to landscape and back: the cells on screen are asked
    /// again, each records the height it fits at its new width, no item keeps a height from the
    /// other width, and the anchor stays (rows keep their old heights as a guess, so the content
    /// does not fall back to the estimate).
    @Test(arguments: UIKitModel.allPlausible, [PresentationKind.grid, .mosaic])
    func rotatingAPattern_measuresAgainAtTheNewWidthAndKeepsTheAnchor(uikit: UIKitModel, kind: PresentationKind) throws {
        let posts = ReflowingPosts(count: 600, seed: 13)
        let insets = EdgeInsets(top: 16, left: 16, bottom: 20, right: 16)
        let presentation: any Presentation = kind == .grid
            ? try GridPresentation(columns: .count(2), itemHeight: .estimated(Self.estimate), sectionInsets: insets)
            : try MosaicPresentation(pattern: [.fullWidth(height: .estimated(Self.estimate)),
                                               .row(columns: 3, height: .estimated(Self.estimate))], sectionInsets: insets)
        var engine = makePresentationEngine(presentation, sectionItemCounts: [600], viewport: Self.portrait, uikit: uikit)
        engine.scrollToItem(ItemIndex(item: 300), at: .top, animated: false)
        engine.enableSelfSizing(height: posts.sizer)
        engine.runUntilSettled()
        engine.scroll(by: -500)
        engine.scroll(by: 1_100)
        for (turn, size) in [Self.landscape, Self.portrait].enumerated() {
            let anchor = try #require(engine.currentAnchor)
            let contentHeight = engine.layout.contentSize.height
            engine.setViewportSize(size)
            let error = try #require(engine.anchorError(anchor))
            #expect(error <= engine.context.pixelGrid.tolerance, "turn \(turn): the anchor \(anchor.index) moved \(error) pt")
            engine.runUntilSettled()
            for item in engine.visibleItems where item.elementKind == .cell {
                #expect(engine.layout.presentation.measuredHeight(at: item.index) == posts.height(of: item.index, width: item.frame.width),
                        "turn \(turn): item \(item.index) at width \(item.frame.width)")
            }
            var kept = 0
            for i in 0..<600 {
                let index = ItemIndex(item: i)
                guard let recorded = engine.layout.presentation.measuredHeight(at: index),
                      let frame = engine.layout.item(at: index)?.frame else { continue }
                if recorded != posts.height(of: index, width: frame.width) || posts.askedWidth[index] != frame.width { kept += 1 }
            }
            #expect(kept == 0, "turn \(turn): \(kept) items keep a height measured at the other width")
            // Less than a screenful of rows came back to the estimate: the content did not collapse.
            #expect(abs(engine.layout.contentSize.height - contentHeight) < 4 * size.height, "turn \(turn)")
        }
    }
}

@Suite("Bounds changes, as a skin hears them")
struct PresentationBoundsChangeTests {
    /// A resize is another size than the layout's; only a new width re-measures, and only
    /// cells that size themselves.
    @Test func aNewWidth_remeasuresSelfSizingCells_aScrollNothing() throws {
        let size = CGSize(width: 390, height: 844)
        var feed = PresentationLayout(try ListPresentation.selfSizing(estimatedRowHeight: 90))
        feed.prepare(in: LayoutContext(viewportSize: size, itemCount: 100))
        var fixed = PresentationLayout(try ListPresentation(rowHeight: 44))
        fixed.prepare(in: LayoutContext(viewportSize: size, itemCount: 100))
        #expect(!feed.isResize(to: size) && !feed.remeasuresVisibleCells(at: size))
        #expect(feed.isResize(to: CGSize(width: 390, height: 500)) && !feed.remeasuresVisibleCells(at: CGSize(width: 390, height: 500)))
        #expect(feed.isResize(to: CGSize(width: 844, height: 390)) && feed.remeasuresVisibleCells(at: CGSize(width: 844, height: 390)))
        #expect(!fixed.remeasuresVisibleCells(at: CGSize(width: 844, height: 390)))
    }
}
