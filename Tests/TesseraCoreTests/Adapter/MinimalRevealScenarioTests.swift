import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// VoiceOver moving its focus to a cell off screen, or an app's `scrollRectToVisible`: UIKit
/// scrolls the least that shows the cell. The paged grid must then rest on the page that
/// holds it (before, it snapped back to the nearest page, the one it had left, and the
/// focused cell was off screen again).
@Suite("Minimal reveals: the grid rests where the revealed cell is")
struct MinimalRevealScenarioTests {
    static let cases: [(UIKitModel, Bool)] = UIKitModel.allPlausible.flatMap { [($0, true), ($0, false)] }

    @Test(arguments: cases)
    func revealingTheFirstCellOfTheNextPage_restsOnThatPage(uikit: UIKitModel, animated: Bool) throws {
        var engine = makeGridEngine(items: 30, uikit: uikit)
        let next = ItemIndex(item: 8, section: 0) // page 1, top-left
        let frame = try #require(engine.layout.item(at: next)).frame
        engine.scrollRectToVisible(frame, animated: animated)
        _ = engine.runUntilIdle()
        #expect(engine.behavior.currentPage == 1)
        #expect(engine.contentOffset == engine.offset(ofPage: 1))
        #expect(engine.uikitState.visibleRect.contains(frame), "the focused cell is on screen")
    }

    /// Back: from page 2, the last cell of page 1 is revealed at the leading edge.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func revealingTheLastCellOfThePreviousPage_restsOnThatPage(direction: LayoutDirection) throws {
        var engine = makeGridEngine(items: 30, direction: direction)
        engine.scrollToPage(2, animated: false)
        let previous = ItemIndex(item: 15, section: 0) // page 1, bottom-right
        let frame = try #require(engine.layout.item(at: previous)).frame
        engine.scrollRectToVisible(frame, animated: true)
        _ = engine.runUntilIdle()
        #expect(engine.behavior.currentPage == 1)
        #expect(engine.uikitState.visibleRect.contains(frame))
    }

    /// A cell already on screen: nothing moves.
    @Test func revealingACellOnScreen_movesNothing() throws {
        var engine = makeGridEngine(items: 30)
        let frame = try #require(engine.layout.item(at: ItemIndex(item: 3, section: 0))).frame
        engine.clearLog()
        engine.scrollRectToVisible(frame, animated: true)
        _ = engine.runUntilIdle()
        #expect(engine.events.isEmpty && engine.behavior.currentPage == 0)
    }
}
