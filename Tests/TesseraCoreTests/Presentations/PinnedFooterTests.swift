import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

@Suite("Pinned section footers while a finger scrolls")
struct PinnedFooterScenarioTests {
    static let counts = [9, 0, 14, 3, 20]
    static let headerHeight: CGFloat = 40
    static let footerHeight: CGFloat = 30

    /// The four scenario presentations with headers and footers, both pinned.
    static func presentations(_ counts: [Int], seed: UInt64) throws -> [AnyPresentation] {
        try scenarioPresentations(headerHeight: headerHeight, heights: scenarioHeights(counts, seed: seed)).map {
            pinning(withFooters($0, height: footerHeight), headers: true, footers: true)
        }
    }

    /// What one frame showed of the footers: whether the footer of the section at the bottom
    /// of the visible area was pinned there, or pushed down by its own header.
    struct Seen { var pinned = false, pushed = false }

    /// Checks the footers the collection view shows now: the footer of the section at the
    /// bottom of the visible area (above the bottom inset) has its bottom there — or, when its
    /// header's bottom is nearer than a footer's height, touches that header, pushed down by
    /// it; every other footer shown is in its place, or just under its header if the section
    /// is wholly below. No footer is ever above its section's top, nor over its pinned header.
    static func expectPinned(_ engine: PresentationEngine, bottomInset: CGFloat, _ step: Int,
                             sourceLocation: SourceLocation = #_sourceLocation) -> Seen {
        let layout = engine.layout
        let bottom = engine.contentOffset.y + presentationViewport.height - bottomInset
        let shown = engine.pinnedVisibleItems
        var seen = Seen()
        for s in counts.indices {
            let index = ItemIndex(item: 0, section: s)
            guard let natural = layout.supplementaryItem(ofKind: .presentationFooter, at: index)?.frame,
                  let header = layout.supplementaryItem(ofKind: .presentationHeader, at: index)?.frame else { continue }
            let footer = shown.first { $0.elementKind == .presentationFooter && $0.index.section == s }?.frame
            if let footer {
                // Never above its section's top (its header's place), nor over its pinned header.
                #expect(footer.minY >= header.maxY - 0.5, "step \(step): footer \(s) at \(footer.minY), header ends \(header.maxY)",
                        sourceLocation: sourceLocation)
                if let pinnedHeader = shown.first(where: { $0.elementKind == .presentationHeader && $0.index.section == s }) {
                    #expect(pinnedHeader.frame.maxY <= footer.minY + 0.5,
                            "step \(step): header \(s) ends at \(pinnedHeader.frame.maxY), its footer at \(footer.minY)",
                            sourceLocation: sourceLocation)
                }
            }
            if header.minY < bottom, bottom < natural.maxY {
                guard let footer else {
                    // Pushed under its header, it may still be below the bounds.
                    if header.maxY < engine.contentOffset.y + presentationViewport.height {
                        Issue.record("step \(step): section \(s) is at the visible bottom \(bottom) but shows no footer",
                                     sourceLocation: sourceLocation)
                    }
                    continue
                }
                if header.maxY + footerHeight <= bottom {
                    #expect(abs(footer.maxY - bottom) <= 0.5, "step \(step): footer \(s) ends at \(footer.maxY), visible bottom \(bottom)",
                            sourceLocation: sourceLocation)
                    seen.pinned = true
                } else {
                    #expect(abs(footer.minY - header.maxY) <= 0.5,
                            "step \(step): footer \(s) at \(footer.minY), its header ends at \(header.maxY)",
                            sourceLocation: sourceLocation)
                    seen.pushed = true
                }
            } else if let footer, natural.maxY <= bottom {
                #expect(footer == natural, "step \(step): footer \(s) at \(footer), its place \(natural)",
                        sourceLocation: sourceLocation)
            } else if let footer {
                // A section wholly below the visible bottom, still above the bottom inset: its
                // footer was pushed to its header and stays there.
                #expect(abs(footer.minY - header.maxY) <= 0.5,
                        "step \(step): footer \(s) of a section below at \(footer.minY), not \(header.maxY)",
                        sourceLocation: sourceLocation)
            }
        }
        return seen
    }

    /// A finger drags down through every section 29 pt a frame, then flings back up; with a
    /// bar above and the home indicator's inset below, or while a refresh control refreshes,
    /// footers pin above the bottom insets and headers under the top ones. Every frame, under
    /// every UIKit model, for every presentation.
    @Test(arguments: UIKitModel.allPlausible, [0, 1, 2])
    func scrollingThroughSections_theFooterStaysAtTheBottomUntilItsHeaderPushesIt(uikit: UIKitModel, insetCase: Int) throws {
        for presentation in try Self.presentations(Self.counts, seed: 7) {
            let insets = EdgeInsets(top: insetCase == 1 ? 88 : 0, left: 0, bottom: insetCase == 1 ? 34 : 0, right: 0)
            var engine = makePresentationEngine(presentation, sectionItemCounts: Self.counts, insets: insets, uikit: uikit)
            if insetCase == 2 {
                engine.beginDragging()
                engine.drag(by: CGPoint(x: 0, y: -90))
                engine.beginRefreshing(controlHeight: 60)
                engine.endDragging(velocity: .zero)
                _ = engine.runUntilSettled()
            }
            var pinnedFrames = 0, pushedFrames = 0
            PinnedHeaderScenarioTests.dragThroughAndFlingBack(&engine) { engine, step in
                let seen = Self.expectPinned(engine, bottomInset: insets.bottom, step)
                _ = PinnedHeaderScenarioTests.expectPinned(engine, topInset: [0, 88, 0][insetCase], step)
                if seen.pinned { pinnedFrames += 1 }
                if seen.pushed { pushedFrames += 1 }
            }
            let kind = engine.layout.presentation.kind
            #expect(pinnedFrames > 20, "\(kind): the footer pinned in \(pinnedFrames) frames")
            #expect(pushedFrames >= 3, "\(kind): a footer was pushed in \(pushedFrames) frames")
        }
    }

    /// Scrolled into the middle of a long section (a bar above, the home indicator's inset
    /// below), the user switches to the next presentation, animated: the section's footer,
    /// pinned at both ends, stays at the bottom of the visible area in every frame of the
    /// switch, under every UIKit model.
    @Test(arguments: UIKitModel.allPlausible, [0, 1, 2, 3])
    func switchingPresentations_thePinnedFooterStaysAtTheBottom(uikit: UIKitModel, from: Int) throws {
        let counts = [3, 60, 40]
        let presentations = try Self.presentations(counts, seed: 11)
        let insets = EdgeInsets(top: 64, left: 0, bottom: 34, right: 0)
        var engine = makePresentationEngine(presentations[from], sectionItemCounts: counts, insets: insets, uikit: uikit)
        let section1 = try #require(engine.layout.supplementaryItem(ofKind: .presentationHeader,
                                                                    at: ItemIndex(item: 0, section: 1))?.frame)
        // A third of the way into section 1.
        engine.scroll(by: section1.minY + 700 - insets.top - engine.contentOffset.y)
        var frames = 0
        func expectFooterAtBottom(_ what: String) {
            let bottom = engine.contentOffset.y + presentationViewport.height - insets.bottom
            let footer = engine.pinnedVisibleItems.first { $0.elementKind == .presentationFooter && $0.index.section == 1 }
            #expect(footer.map { abs($0.frame.maxY - bottom) <= 0.5 } == true,
                    "\(what) frame \(frames): footer 1 at \(String(describing: footer?.frame)), visible bottom \(bottom)")
            #expect(footer.map { $0.zIndex > 0 } == true, "\(what) frame \(frames): the pinned footer is drawn above the cells")
        }
        expectFooterAtBottom("before")
        engine.setPresentation(presentations[(from + 1) % 4], animated: true)
        var sawSwitch = false
        while engine.layout.isSwitching || engine.isMoving, frames < 120 {
            frames += 1
            engine.advance(by: 1 / 60)
            if engine.layout.isSwitching { sawSwitch = true }
            expectFooterAtBottom("switch")
        }
        #expect(sawSwitch && frames > 5)
        expectFooterAtBottom("after")
    }

    /// A pinned footer covers the rows scrolling under it; a footer that does not pin is not
    /// raised; hit testing passes through footers to nothing (they are not cells).
    @Test func pinnedFooters_areDrawnAboveTheCellsAndAreNotHit() throws {
        var list = try ListPresentation(rowHeight: 44, headerHeight: 30, footerHeight: 24)
        list.pinsSectionFooters = true
        var layout = PresentationLayout(list)
        layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), sectionItemCounts: [40, 40]))
        let visible = CGRect(x: 0, y: 500, width: 320, height: 480)
        let items = layout.items(in: visible, pinningTo: visible)
        let footer = try #require(items.first { $0.elementKind == .presentationFooter })
        #expect(footer.frame == CGRect(x: 0, y: 956, width: 320, height: 24))
        let cells = items.filter { $0.elementKind == .cell }.map(\.zIndex).max()!
        #expect(footer.zIndex > cells && layout.pinnedFooter(ofSection: 0, visibleArea: visible)!.zIndex > cells)
        #expect(!items.contains { $0.elementKind == .presentationHeader }, "headers do not pin here")
        #expect(layout.pinnedHeader(ofSection: 0, visibleArea: visible)?.zIndex == 0)
        // Section 0: header 0…30, rows 30…1790, footer 1790…1814; section 1 starts at 1814.
        #expect(layout.supplementaryItem(ofKind: .presentationFooter, at: ItemIndex(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 1_790, width: 320, height: 24))
        #expect(layout.item(at: ItemIndex(item: 0, section: 1))?.frame.minY == 1_844)
        #expect(layout.index(at: CGPoint(x: 100, y: 1_800)) == nil)
    }

    /// Footers are validated like headers.
    @Test func aNegativeFooter_isRejected() {
        #expect(throws: ConfigurationError.self) { try ListPresentation(footerHeight: -1) }
        #expect(throws: ConfigurationError.self) { try GridPresentation(footerHeight: .nan) }
        #expect(throws: ConfigurationError.self) { try MosaicPresentation(footerHeight: .infinity) }
        #expect(throws: ConfigurationError.self) { try WaterfallPresentation(footerHeight: -0.5) }
    }
}
