import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The layout value itself: its queries during a switch, settling, retargeting and limits.
@Suite("PresentationLayout")
struct PresentationLayoutTests {
    static func switchingLayout(progress: CGFloat, headers: CGFloat = 24) throws -> (PresentationLayout, [AnyPresentation]) {
        let context = LayoutContext(viewportSize: presentationViewport, sectionItemCounts: [30, 400])
        let chain = try scenarioPresentations(headerHeight: headers)
        var layout = PresentationLayout(chain[0])
        layout.prepare(in: context)
        return (layout.switching(to: chain[1], contentOffset: CGPoint(x: 0, y: 5000)).atProgress(progress), chain)
    }

    /// Without a switch the layout is its presentation; `PresentationLayout(PresentationLayout)`
    /// and `AnyPresentation` wrapping it are not nested.
    @Test func withoutASwitch_itIsThePresentation() throws {
        let (switching, chain) = try Self.switchingLayout(progress: 0.3)
        var grid = chain[1]
        grid.prepare(in: switching.context)
        let settled = switching.settled(atTarget: true).layout
        let rect = CGRect(x: 0, y: 4000, width: 320, height: 900)
        #expect(settled.items(in: rect) == grid.items(in: rect) && settled.contentSize == grid.contentSize)
        #expect(settled.kind == .grid && !settled.isSwitching && settled.switchContentOffset == nil)
        #expect(PresentationLayout(settled).presentation is GridPresentation)
        #expect(PresentationLayout(AnyPresentation(settled)).presentation is GridPresentation)
    }

    /// During a switch: `items(in:)`, `item(at:)` and `supplementaryItem` agree; an item seen
    /// at neither end is interpolated between its two frames; content size moves linearly.
    @Test func duringASwitch_queriesAgree() throws {
        let (layout, chain) = try Self.switchingLayout(progress: 0.4)
        let active = try #require(layout.activeSwitch)
        let shown = layout.items(in: CGRect(origin: active.contentOffset, size: presentationViewport))
        #expect(!shown.isEmpty)
        for item in shown {
            let again = item.elementKind == .cell ? layout.item(at: item.index)
                : layout.supplementaryItem(ofKind: item.elementKind, at: item.index)
            #expect(again?.frame == item.frame)
            #expect(layout.index(at: CGPoint(x: item.frame.midX, y: item.frame.midY)) == (item.elementKind == .cell ? item.index : nil)
                || item.alpha < 1)
        }
        var list = chain[0], grid = chain[1]
        list.prepare(in: layout.context)
        grid.prepare(in: layout.context)
        let far = ItemIndex(item: 390, section: 1)
        let from = try #require(list.item(at: far)).frame, to = try #require(grid.item(at: far)).frame
        let frame = try #require(layout.item(at: far)).frame
        #expect(abs(frame.minY - (from.minY + (to.minY - from.minY) * 0.4)) <= 0.5)
        #expect(abs(layout.contentSize.height - (list.contentSize.height * 0.6 + grid.contentSize.height * 0.4)) < 1e-6)
        #expect(layout.item(at: ItemIndex(item: 400, section: 1)) == nil)
        #expect(layout.kind == .list && layout.atProgress(0.5).kind == .grid)
    }

    /// Settling at the source gives back exactly what was shown, at the starting offset.
    @Test func settlingAtTheSource_isExactlyTheStart() throws {
        let (layout, chain) = try Self.switchingLayout(progress: 0.7)
        var list = chain[0]
        list.prepare(in: layout.context)
        let (back, offset) = layout.settled(atTarget: false)
        #expect(offset == CGPoint(x: 0, y: 5000))
        let rect = CGRect(x: 0, y: 5000, width: 320, height: 480)
        #expect(back.items(in: rect) == list.items(in: rect) && back.kind == .list)
    }

    /// A new context retargets the switch (anchor kept at the same progress); the same context
    /// changes nothing.
    @Test func newContext_retargets() throws {
        var (layout, chain) = try Self.switchingLayout(progress: 0.5)
        let before = layout.items(in: CGRect(x: 0, y: 0, width: 320, height: 1e6))
        layout.prepare(in: layout.context)
        #expect(layout.items(in: CGRect(x: 0, y: 0, width: 320, height: 1e6)) == before)
        let anchor = try #require(layout.activeSwitch?.transition.anchor)
        let rotated = LayoutContext(viewportSize: CGSize(width: 480, height: 320), sectionItemCounts: [30, 400])
        layout.prepare(in: rotated)
        let active = try #require(layout.activeSwitch)
        #expect(active.progress == 0.5 && active.anchorItem == anchor.index)
        var grid = chain[1]
        grid.prepare(in: rotated)
        let end = active.transition.toContentOffset
        #expect(abs(grid.item(at: anchor.index)!.frame.minY - end.y - anchor.distanceFromVisibleTop) <= 0.5)
    }

    /// Switches begun during switches, over and over: bounded nesting, no crash, the anchor kept.
    @Test func manySwitchesDuringSwitches_stayBounded() throws {
        let chain = try scenarioPresentations(heights: scenarioHeights([1000], seed: 12))
        var engine = makePresentationEngine(chain[0])
        engine.scroll(by: 50_000)
        let anchor = try #require(engine.currentAnchor)
        for step in 0..<24 {
            engine.setPresentation(chain[(step + 1) % 4], animated: true)
            engine.advance(by: 0.05)
            #expect((engine.layout.activeSwitch?.depth ?? 0) <= PresentationLayout.Switch.maximumDepth)
        }
        engine.runUntilSettled()
        #expect(engine.layout.kind == chain[24 % 4].kind)
        expectAnchorKept(engine, anchor, "after 24 overlapping switches")
    }

    /// Degenerate geometry mid-switch: a zero viewport, NaN offsets, no items.
    @Test func degenerateInput_isSafe() throws {
        var (layout, chain) = try Self.switchingLayout(progress: 0.5)
        layout.prepare(in: LayoutContext(viewportSize: .zero, sectionItemCounts: [0, 0]))
        #expect(layout.items(in: CGRect(x: 0, y: 0, width: 320, height: 480)).isEmpty)
        #expect(layout.contentSize == .zero)
        let nan = layout.switching(to: chain[2], contentOffset: CGPoint(x: CGFloat.nan, y: .nan))
        #expect(nan.items(in: .infinite).allSatisfy { $0.frame.minY.isFinite })
        #expect(layout.index(at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
        var engine = makePresentationEngine(chain[0], sectionItemCounts: [5])
        engine.setPresentation(chain[1], animated: true)
        engine.setViewportSize(.zero)
        engine.runUntilSettled()
        engine.setViewportSize(presentationViewport)
        #expect(engine.layout.kind == .grid && engine.visibleIndices.count == 5 && engine.contentOffset == .zero)
    }
}
