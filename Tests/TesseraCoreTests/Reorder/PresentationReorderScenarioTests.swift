import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

typealias PresentationReorder = ReorderingEngine<PresentationBehavior>

/// A reorder in a presentation driven like a finger, under every plausible UIKit: lift an item
/// of a thousand, hold it at the bottom edge (inside a 64 pt top bar and a 34 pt home
/// indicator) at two depths, come back and drop.
@Suite("Presentation reorder scenarios")
struct PresentationReorderScenarioTests {
    enum Kind: String, CaseIterable, Sendable { case list, grid, mosaic, waterfall, rightToLeftGrid }

    static let insets = EdgeInsets(top: 64, left: 0, bottom: 34, right: 0)
    /// The zone at the bottom: the visible area ends at 480 − 34 = 446, the zone is 32 pt deep.
    static let zoneStart: CGFloat = 446 - 32

    static func presentation(_ kind: Kind) throws -> AnyPresentation {
        let all = try scenarioPresentations(heights: scenarioHeights([1000], seed: 7))
        switch kind {
        case .list: return all[0]
        case .grid, .rightToLeftGrid: return all[1]
        case .mosaic: return all[2]
        case .waterfall: return all[3]
        }
    }

    static func make(_ kind: Kind, items: Int = 1000, uikit: UIKitModel = .standard) throws -> PresentationReorder {
        let engine = makePresentationEngine(try presentation(kind), sectionItemCounts: [items], insets: insets,
                                            direction: kind == .rightToLeftGrid ? .rightToLeft : .leftToRight,
                                            uikit: uikit)
        return PresentationReorder(engine: engine)
    }

    static let cases = Kind.allCases.flatMap { kind in UIKitModel.allPlausible.map { (kind, $0) } }

    /// Where the finger presses the centre of `item` (viewport coordinates).
    static func centre(of item: Int, in board: PresentationReorder) throws -> CGPoint {
        let frame = try #require(board.engine.layout.item(at: ItemIndex(item: item))?.frame)
        return CGPoint(x: frame.midX - board.engine.contentOffset.x, y: frame.midY - board.engine.contentOffset.y)
    }

    /// The cell nearest `point` (viewport), by looking at every cell near the screen.
    static func nearest(to point: CGPoint, in board: PresentationReorder) -> Int? {
        let p = CGPoint(x: point.x + board.engine.contentOffset.x, y: point.y + board.engine.contentOffset.y)
        let visible = board.engine.scroll.visibleRect
        return board.engine.layout.items(in: visible.insetBy(dx: -visible.width, dy: -visible.height))
            .filter { $0.elementKind == .cell }
            .min { squaredDistance(p, $0.frame) < squaredDistance(p, $1.frame) }?.index.item
    }

    /// Held at depth ½ the content scrolls at a quarter of the maximum speed, at depth 1 at the
    /// maximum (`maximumEdgeScrollSpeed · depth²`), whatever the frame rate; the place under
    /// the held item follows the content; dropped, exactly one move, every item flown to its
    /// place.
    @Test(arguments: cases)
    func heldAtTheBottomEdge_scrollsFasterDeeper_andTheDropMovesOneItem(kind: Kind, uikit: UIKitModel) throws {
        var board = try Self.make(kind, uikit: uikit)
        let reloads = board.engine.reloadCount
        let start = try Self.centre(of: 1, in: board)
        board.longPress(at: start)
        #expect(board.session.liveMove == .staying(ItemIndex(item: 1)))
        let maximum = board.session.configuration.maximumEdgeScrollSpeed

        // Depth ½: a quarter of the maximum (300 pt/s), at 60 Hz.
        board.slide(to: CGPoint(x: start.x, y: Self.zoneStart + 16))
        var y0 = board.engine.contentOffset.y
        board.hold(for: 1, frameRate: 60)
        #expect(abs(board.engine.contentOffset.y - y0 - maximum / 4) <= 1, "\(board.engine.contentOffset.y - y0) pt in 1 s")
        // Depth 1 (the visible area's edge): the maximum (1,200 pt/s), at 120 Hz.
        board.slide(to: CGPoint(x: start.x, y: Self.zoneStart + 32), steps: 1)
        y0 = board.engine.contentOffset.y
        board.hold(for: 0.5, frameRate: 120)
        #expect(abs(board.engine.contentOffset.y - y0 - maximum / 2) <= 1, "\(board.engine.contentOffset.y - y0) pt in ½ s")
        #expect(board.reorderEffects.contains { if case .retargeted = $0 { true } else { false } },
                "the content moved new places under the still item")

        // Back out of the zone: the content stops; the drop is the cell under the item.
        let drop = CGPoint(x: start.x, y: 250)
        board.slide(to: drop)
        #expect(board.isFlowing, "the items that make room are on their way, animated")
        let resting = board.engine.contentOffset
        board.hold(for: 0.2)
        #expect(board.engine.contentOffset == resting)
        let to = try #require(Self.nearest(to: drop, in: board))
        #expect(board.session.liveMove?.to == ItemIndex(item: to))
        #expect(to > 5, "the content travelled: item \(to)")
        board.release()
        board.runUntilIdle()
        let move = ReorderMove(from: ItemIndex(item: 1), to: ItemIndex(item: to))
        #expect(board.drops == [move])
        #expect(board.moves == [move])
        #expect(board.cancels.isEmpty)
        #expect(board.engine.reloadCount == reloads)
        for index in 0...(to + 1) {
            let expected = index == to ? 1 : (index >= 1 && index < to ? index + 1 : index)
            #expect(board.identity(at: index) == expected)
        }
        for identity in (to - 8)...(to + 1) {
            let place = try #require(board.layoutFrame(ofIndex: board.index(ofIdentity: identity)))
            #expect(board.frame(ofIdentity: identity) == place, "item \(identity)")
        }
    }

    /// Held at the top edge, the content scrolls up to its top (the top bar's inset showing)
    /// and stops there, and the clock with it.
    @Test(arguments: Kind.allCases)
    func heldAtTheTopEdge_scrollsToTheTopAndStops(kind: Kind) throws {
        var board = try Self.make(kind)
        board.send { $0.setContentOffset(CGPoint(x: 0, y: 100), animated: false) }
        let start = try Self.centre(of: 3, in: board)
        board.longPress(at: start)
        board.slide(to: CGPoint(x: start.x, y: 64 + 4))
        #expect(board.session.clockSchedule == .everyFrame)
        board.hold(for: 1)
        #expect(board.engine.contentOffset == CGPoint(x: 0, y: -64))
        #expect(board.session.clockSchedule == .none)
        board.hold(for: 0.5)
        #expect(board.engine.contentOffset == CGPoint(x: 0, y: -64))
        #expect(board.session.liveMove?.to == ItemIndex(item: 0))
    }

    /// Lifted outside the view after scrolling, every item goes back and nothing moves.
    @Test(arguments: cases)
    func liftedOutside_movesNothingAndEveryFrameReturns(kind: Kind, uikit: UIKitModel) throws {
        var board = try Self.make(kind, uikit: uikit)
        let start = try Self.centre(of: 2, in: board)
        board.longPress(at: start)
        board.slide(to: CGPoint(x: start.x, y: Self.zoneStart + 24))
        board.hold(for: 0.5)
        board.slide(to: CGPoint(x: start.x, y: 200))
        #expect(board.session.liveMove?.changesOrder == true)
        board.slide(to: CGPoint(x: start.x, y: 520))
        board.release()
        board.runUntilIdle()
        #expect(board.moves.isEmpty)
        #expect(board.cancels == [.liftedOutside])
        let visible = board.engine.scroll.visibleRect
        for place in board.engine.layout.items(in: visible) where place.elementKind == .cell {
            #expect(board.identity(at: place.index.item) == place.index.item)
            #expect(board.frame(ofIdentity: place.index.item) == place.frame, "item \(place.index.item)")
        }
    }

    /// A switch (animated, or a pinch) during a reorder cancels it: nothing moves, and every
    /// item ends at its place in the new presentation.
    @Test(arguments: [false, true])
    func aSwitchDuringAReorder_cancelsIt(pinch: Bool) throws {
        var board = try Self.make(.list)
        let start = try Self.centre(of: 1, in: board)
        board.longPress(at: start)
        board.slide(to: CGPoint(x: start.x, y: 380))
        #expect(board.session.liveMove?.changesOrder == true)
        let grid = try Self.presentation(.grid)
        board.send { engine in
            if pinch {
                engine.beginInteractiveSwitch(to: grid)
                engine.updateInteractiveSwitch(progress: 0.3)
            } else {
                engine.setPresentation(grid, animated: true)
            }
        }
        #expect(board.cancels == [.layoutChanged])
        #expect(!board.session.isActive)
        board.send { if pinch { $0.finishInteractiveSwitch(animated: false) } }
        board.release()
        board.runUntilIdle()
        _ = board.engine.runUntilSettled()
        #expect(board.moves.isEmpty)
        for place in board.engine.layout.items(in: board.engine.scroll.visibleRect) where place.elementKind == .cell {
            #expect(board.identity(at: place.index.item) == place.index.item)
        }
    }

    /// During a pinch a long press lifts nothing: the places are moving.
    @Test func aPressDuringAPinch_liftsNothing() throws {
        var board = try Self.make(.list)
        #expect(board.session.canLift(at: CGPoint(x: 160, y: 200), layout: board.engine.layout))
        let grid = try Self.presentation(.grid)
        board.send { engine in
            engine.beginInteractiveSwitch(to: grid)
            engine.updateInteractiveSwitch(progress: 0.4)
        }
        let point = CGPoint(x: 160, y: 200 + board.engine.contentOffset.y)
        #expect(!board.session.canLift(at: point, layout: board.engine.layout), "the skin's press does not begin")
        board.longPress(at: CGPoint(x: 160, y: 200))
        #expect(!board.session.isActive)
        #expect(board.reorderEffects.isEmpty)
    }

    /// No items: a press lifts nothing. One item: it lifts, the content (shorter than the view)
    /// does not scroll at the edge, and the drop is the item staying where it is.
    @Test func noItemsOrOne() throws {
        var empty = try Self.make(.list, items: 0)
        empty.longPress(at: CGPoint(x: 160, y: 140))
        #expect(empty.reorderEffects.isEmpty)
        #expect(!empty.session.isActive)

        var one = try Self.make(.grid, items: 1)
        let start = try Self.centre(of: 0, in: one)
        one.longPress(at: start)
        #expect(one.session.isActive)
        one.slide(to: CGPoint(x: start.x, y: Self.zoneStart + 30))
        let offset = one.engine.contentOffset
        one.hold(for: 1)
        #expect(one.engine.contentOffset == offset)
        #expect(one.session.clockSchedule == .none, "nowhere to scroll: no display link")
        one.release()
        one.runUntilIdle()
        #expect(one.moves == [.staying(ItemIndex(item: 0))])
    }
}

/// The squared distance from `p` to `frame` (0 inside), written out again for the tests.
func squaredDistance(_ p: CGPoint, _ frame: CGRect) -> CGFloat {
    let dx = max(frame.minX - p.x, 0, p.x - frame.maxX), dy = max(frame.minY - p.y, 0, p.y - frame.maxY)
    return dx * dx + dy * dy
}
