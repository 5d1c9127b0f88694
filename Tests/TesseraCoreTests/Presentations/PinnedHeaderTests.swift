import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// `presentation` with its section headers pinned (every built-in presentation).
func pinningHeaders(_ presentation: AnyPresentation) -> AnyPresentation {
    pinning(presentation, headers: true, footers: false)
}

/// `presentation` pinning its section headers and footers as told (every built-in presentation).
func pinning(_ presentation: AnyPresentation, headers: Bool, footers: Bool) -> AnyPresentation {
    switch presentation.base {
    case var list as ListPresentation:
        (list.pinsSectionHeaders, list.pinsSectionFooters) = (headers, footers)
        return AnyPresentation(list)
    case var grid as GridPresentation:
        (grid.pinsSectionHeaders, grid.pinsSectionFooters) = (headers, footers)
        return AnyPresentation(grid)
    case var mosaic as MosaicPresentation:
        (mosaic.pinsSectionHeaders, mosaic.pinsSectionFooters) = (headers, footers)
        return AnyPresentation(mosaic)
    case var waterfall as WaterfallPresentation:
        (waterfall.pinsSectionHeaders, waterfall.pinsSectionFooters) = (headers, footers)
        return AnyPresentation(waterfall)
    default: return presentation
    }
}

@Suite("Pinned section headers against the brute-force reference")
struct PinnedHeaderReferenceTests {
    /// Where the reference pins section `s`'s header below `visibleTop`, unrounded: at the
    /// visible top, never above its place, never below its section's footer (its section's
    /// end without one) less its height.
    static func pinnedHeader(_ s: Int, _ reference: ReferencePresentation, visibleTop: CGFloat) -> CGRect? {
        guard let header = reference.unroundedHeaders[s], let extent = reference.sectionExtents[s] else { return nil }
        let end = reference.unroundedFooters[s]?.minY ?? extent.end
        var pinned = header
        pinned.origin.y = min(max(header.minY, visibleTop), end - header.height)
        return pinned
    }

    /// Where the reference pins section `s`'s footer above `visibleBottom`, unrounded: its
    /// bottom at the visible bottom, never below its place, never above its section's header
    /// (its section's top without one).
    static func pinnedFooter(_ s: Int, _ reference: ReferencePresentation, visibleBottom: CGFloat) -> CGRect? {
        guard let footer = reference.unroundedFooters[s], let extent = reference.sectionExtents[s] else { return nil }
        let top = reference.unroundedHeaders[s]?.maxY ?? extent.top
        var pinned = footer
        pinned.origin.y = max(min(footer.minY, visibleBottom - footer.height), top)
        return pinned
    }

    /// Every shape, 1–8 sections of random counts (empty ones too), random headers, footers,
    /// insets and visible areas: the pinned query gives the layout's cells and each header and
    /// footer at the reference's pinned frame (footers pinned in one draw of two, else in their
    /// places), included exactly when that frame meets the rectangle; the per-section answers
    /// agree; a bounds change names every section whose header or footer moves; a section's
    /// pinned header and footer never overlap while the visible area is taller than both;
    /// without pinning, the query is `items(in:)`.
    @Test(arguments: PresentationReferenceTests.Shape.allCases, 0..<20)
    func pinnedHeaders_matchTheReference(shape: PresentationReferenceTests.Shape, seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed * 53 + PresentationReferenceTests.Shape.allCases.firstIndex(of: shape)!)
                                     &* 6_007 &+ 5)
        var context = random.context()
        let counts = (0..<random.int(1...8)).map { _ in random.element([0, 0, 1, 2, 3, 5, 10, 40]) }
        context = context.withSectionItemCounts(counts)
        var (presentation, reference) = try PresentationReferenceTests.make(shape, &random, context: context)
        if reference.unroundedHeaders.isEmpty || reference.unroundedFooters.isEmpty {
            // Another draw for a shape without headers or footers: pinning is about them.
            (presentation, reference) = try PresentationReferenceTests.make(shape, &random, context: context)
        }
        let pinsFooters = random.bool()
        let plain = PresentationLayout(presentation)
        let layout = PresentationLayout(pinning(presentation, headers: true, footers: pinsFooters))
        #expect(layout.pinsSectionHeaders && !plain.pinsSectionHeaders && layout.pinsSectionFooters == pinsFooters)
        let scale = context.pixelGrid.scale
        func onTie(_ value: CGFloat) -> Bool { abs(abs((value * scale).truncatingRemainder(dividingBy: 1)) - 0.5) < 1e-6 }
        func agrees(_ mine: CGRect, _ exact: CGRect) -> Bool {
            let theirs = context.pixelGrid.round(exact)
            func edge(_ a: CGFloat, _ b: CGFloat, _ e: CGFloat) -> Bool { a == b || (onTie(e) && abs(a - b) <= 1 / scale + 1e-9) }
            return edge(mine.minX, theirs.minX, exact.minX) && edge(mine.maxX, theirs.maxX, exact.maxX)
                && edge(mine.minY, theirs.minY, exact.minY) && edge(mine.maxY, theirs.maxY, exact.maxY)
        }
        func footer(_ s: Int, _ visible: CGRect) -> CGRect? {
            pinsFooters ? Self.pinnedFooter(s, reference, visibleBottom: visible.maxY) : reference.unroundedFooters[s]
        }
        let size = reference.contentSize
        var previous = CGRect.zero
        for _ in 0..<60 {
            // A visible top on the pixel grid (UIKit's offsets are), from a pull past the top to
            // past the end; a visible area the rectangle asked for holds, or a random rectangle.
            let top = (CGFloat.random(in: -120...(size.height + 120), using: &random) * scale).rounded() / scale
            let visible = CGRect(x: 0, y: top, width: size.width, height: CGFloat(random.int(0...700)))
            let rect = random.bool() ? visible.insetBy(dx: 0, dy: -CGFloat(random.int(0...200)))
                : CGRect(x: CGFloat.random(in: -50...(size.width + 50), using: &random),
                         y: CGFloat.random(in: -100...(size.height + 100), using: &random),
                         width: CGFloat.random(in: 0...500, using: &random), height: CGFloat.random(in: 0...900, using: &random))
            // A bounds change from the last visible area: every header (footer) that moves is in
            // a section the layout names, and it names only sections reaching between the tops
            // (bottoms).
            let moving = layout.sectionsWithMovingPinnedHeaders(from: previous, to: visible)
            let movingFooters = layout.sectionsWithMovingPinnedFooters(from: previous, to: visible)
            #expect(plain.sectionsWithMovingPinnedHeaders(from: previous, to: visible).isEmpty)
            #expect(plain.sectionsWithMovingPinnedFooters(from: previous, to: visible).isEmpty)
            if !pinsFooters { #expect(movingFooters.isEmpty) }
            for s in counts.indices {
                let before = Self.pinnedHeader(s, reference, visibleTop: previous.minY).map(context.pixelGrid.round)
                let after = Self.pinnedHeader(s, reference, visibleTop: top).map(context.pixelGrid.round)
                if before != after { #expect(moving.contains(s), "section \(s) moved \(previous.minY) → \(top), not in \(moving)") }
                let footerBefore = footer(s, previous).map(context.pixelGrid.round)
                let footerAfter = footer(s, visible).map(context.pixelGrid.round)
                if footerBefore != footerAfter {
                    #expect(movingFooters.contains(s), "footer \(s) moved \(previous.maxY) → \(visible.maxY), not in \(movingFooters)")
                }
                if let extent = reference.sectionExtents[s] {
                    if moving.contains(s) {
                        let low = min(previous.minY, top) - 1, high = max(previous.minY, top) + 1
                        #expect(extent.top <= high && extent.end >= low, "section \(s) named for \(previous.minY) → \(top)")
                    }
                    if movingFooters.contains(s) {
                        let low = min(previous.maxY, visible.maxY) - 1, high = max(previous.maxY, visible.maxY) + 1
                        #expect(extent.top <= high && extent.end >= low, "footer \(s) named for \(previous.maxY) → \(visible.maxY)")
                    }
                }
                // A section's pinned header and footer: apart while both fit the visible area.
                if pinsFooters, let header = layout.pinnedHeader(ofSection: s, visibleArea: visible),
                   let pinnedFooter = layout.pinnedFooter(ofSection: s, visibleArea: visible),
                   visible.height >= header.frame.height + pinnedFooter.frame.height {
                    #expect(header.frame.maxY <= pinnedFooter.frame.minY + 1 / scale, "section \(s): \(header.frame) over \(pinnedFooter.frame)")
                }
            }
            previous = visible
            let found = layout.items(in: rect, pinningTo: visible)
            #expect(layout.items(in: rect, pinningHeadersTo: visible) == found)
            #expect(plain.items(in: rect, pinningTo: visible) == plain.items(in: rect), "not pinning: \(rect)")
            // The reference: section by section, the pinned header if it meets the rectangle,
            // the section's cells as `items(in:)` finds them, the footer if it meets it.
            let cells = layout.items(in: rect).filter { $0.elementKind == .cell }
            var expected: [(ItemIndex, LayoutElementKind, CGRect)] = []
            for s in counts.indices {
                if let exact = Self.pinnedHeader(s, reference, visibleTop: top) {
                    let frame = context.pixelGrid.round(exact)
                    if frame.overlaps(rect) { expected.append((ItemIndex(item: 0, section: s), .presentationHeader, exact)) }
                    let single = layout.pinnedHeader(ofSection: s, visibleArea: visible)
                    #expect(single.map { agrees($0.frame, exact) } == true, "section \(s) at \(top): \(String(describing: single)) vs \(exact)")
                }
                expected += cells.filter { $0.index.section == s }.map { ($0.index, $0.elementKind, $0.frame) }
                if let exact = footer(s, visible) {
                    let frame = context.pixelGrid.round(exact)
                    if frame.overlaps(rect) { expected.append((ItemIndex(item: 0, section: s), .presentationFooter, exact)) }
                    let single = layout.pinnedFooter(ofSection: s, visibleArea: visible)
                    #expect(single.map { agrees($0.frame, exact) } == true,
                            "footer \(s) at \(visible.maxY): \(String(describing: single)) vs \(exact)")
                }
            }
            let matches = found.count == expected.count && zip(found, expected).allSatisfy { mine, theirs in
                mine.index == theirs.0 && mine.elementKind == theirs.1
                    && (theirs.1 == .cell ? mine.frame == theirs.2 : agrees(mine.frame, theirs.2))
            }
            #expect(matches, "\(shape) visible top \(top), rect \(rect): \(found.map { "\($0.elementKind) \($0.index) \($0.frame)" }) vs \(expected)")
        }
        #expect(layout.pinnedHeader(ofSection: counts.count, visibleArea: .zero) == nil)
        #expect(layout.pinnedHeader(ofSection: -1, visibleArea: .zero) == nil)
        #expect(layout.pinnedFooter(ofSection: counts.count, visibleArea: .zero) == nil)
        #expect(layout.pinnedFooter(ofSection: -1, visibleArea: .zero) == nil)
        // A visible area out of the domain pins nothing.
        #expect(layout.items(in: .infinite, pinningTo: .null) == layout.items(in: .infinite))
    }
}

extension PinnedHeaderReferenceTests {
    /// A switch between two random shapes of the same sections, at random progress: each
    /// header (footer) moves linearly from the reference's pinned frame at the start (below the
    /// visible top there; above the visible bottom) to its pinned frame at the end, and the
    /// query holds exactly the headers and footers among those that meet the rectangle, plus
    /// the switch's cells.
    @Test(arguments: 0..<40)
    func pinnedHeadersDuringASwitch_matchTheReference(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 4_271 &+ 99)
        let shapes = PresentationReferenceTests.Shape.allCases
        var context = random.context()
        context = context.withSectionItemCounts((0..<random.int(1...6)).map { _ in random.element([0, 1, 3, 10, 40]) })
        let (a, refA) = try PresentationReferenceTests.make(random.element(shapes), &random, context: context)
        let (b, refB) = try PresentationReferenceTests.make(random.element(shapes), &random, context: context)
        let inset = CGFloat(random.int(0...60))
        let size = refA.contentSize, grid = context.pixelGrid
        for _ in 0..<8 {
            let start = CGPoint(x: 0, y: (CGFloat.random(in: -inset...max(-inset, size.height - 100), using: &random)
                                          * grid.scale).rounded() / grid.scale)
            let switching = PresentationLayout(pinning(a, headers: true, footers: true))
                .switching(to: pinning(b, headers: true, footers: true), contentOffset: start)
            guard let from = switching.atProgress(0).switchContentOffset,
                  let to = switching.atProgress(1).switchContentOffset else {
                Issue.record("no switch")
                return
            }
            for t in [0, 0.25, 0.5, CGFloat.random(in: 0...1, using: &random), 1] {
                let layout = switching.atProgress(t)
                let offset = try #require(layout.switchContentOffset)
                let visible = CGRect(x: 0, y: offset.y + inset, width: context.viewportSize.width,
                                     height: context.viewportSize.height - inset)
                let height = context.viewportSize.height
                let kinds = [LayoutElementKind.presentationHeader, .presentationFooter]
                for (s, kind) in context.sectionItemCounts.indices.flatMap({ s in kinds.map { (s, $0) } }) {
                    let isHeader = kind == .presentationHeader
                    let fromFrame = (isHeader ? Self.pinnedHeader(s, refA, visibleTop: from.y + inset)
                        : Self.pinnedFooter(s, refA, visibleBottom: from.y + height)).map(grid.round)
                    let toFrame = (isHeader ? Self.pinnedHeader(s, refB, visibleTop: to.y + inset)
                        : Self.pinnedFooter(s, refB, visibleBottom: to.y + height)).map(grid.round)
                    let expected = PresentationTransition.item(ItemIndex(item: 0, section: s), kind,
                                                               from: fromFrame, to: toFrame, at: t, grid)
                    let mine = isHeader ? layout.pinnedHeader(ofSection: s, visibleArea: visible)
                        : layout.pinnedFooter(ofSection: s, visibleArea: visible)
                    let close = { (p: CGRect, q: CGRect) in
                        abs(p.minX - q.minX) <= 1 / grid.scale + 1e-9 && abs(p.maxX - q.maxX) <= 1 / grid.scale + 1e-9
                            && abs(p.minY - q.minY) <= 1 / grid.scale + 1e-9 && abs(p.maxY - q.maxY) <= 1 / grid.scale + 1e-9
                    }
                    #expect((mine == nil) == (expected == nil) && (mine == nil || close(mine!.frame, expected!.frame)),
                            "section \(s) at \(t): \(String(describing: mine)) vs \(String(describing: expected))")
                    // The query shows it where it pins, when it shows and meets the visible area.
                    let shown = layout.items(in: visible, pinningTo: visible)
                        .first { $0.elementKind == kind && $0.index.section == s }
                    // Like every item during a switch, a header is there when it is visible
                    // (pinned) at either end.
                    let atAnEnd = fromFrame.map { $0.overlaps(CGRect(origin: from, size: context.viewportSize)) } == true
                        || toFrame.map { $0.overlaps(CGRect(origin: to, size: context.viewportSize)) } == true
                    if let mine, mine.alpha > 0, mine.frame.overlaps(visible), atAnEnd {
                        #expect(shown == mine, "section \(s) at \(t): shown \(String(describing: shown))")
                    } else if let shown {
                        #expect(shown == mine, "section \(s) at \(t): shown \(shown) though \(String(describing: mine))")
                    }
                }
            }
        }
    }
}

@Suite("Pinned section headers while a finger scrolls")
struct PinnedHeaderScenarioTests {
    static let counts = [9, 0, 14, 3, 20]
    static let headerHeight: CGFloat = 40

    /// A finger dragging down through the content 29 pt a frame to its end, then a fling back
    /// up at 4,000 pt/s until it rests: `check` sees the engine after every frame, numbered.
    static func dragThroughAndFlingBack(_ engine: inout PresentationEngine, check: (PresentationEngine, Int) -> Void) {
        var step = 0
        engine.beginDragging()
        while engine.contentOffset.y < engine.scroll.maximumOffset.y, step < 2_000 {
            engine.drag(by: CGPoint(x: 0, y: 29))
            engine.advance(by: 1 / 60)
            step += 1
            check(engine, step)
        }
        engine.endDragging(velocity: CGPoint(x: 0, y: -4_000))
        var frames = 0
        while engine.isMoving, frames < 900 {
            frames += 1
            engine.advance(by: 1 / 60)
            step += 1
            check(engine, step)
        }
    }

    /// Checks what the collection view shows now: the section at the top of the visible area
    /// has its header there (under the insets) — or, when the next header is nearer than a
    /// header's height, touching that one's top, pushed up by it; every other header shown is
    /// in its place, or at its section's end if the section is wholly above. Returns which of the two the top section's header was, if any.
    /// `topInset` is the adjusted top inset the test set for a bar (a refreshing control's height
    /// scrolls away with the content: headers pin above it, `PresentationLayout.pinningArea`).
    static func expectPinned(_ engine: PresentationEngine, topInset: CGFloat, _ step: Int,
                             sourceLocation: SourceLocation = #_sourceLocation) -> (pinned: Bool, pushed: Bool) {
        let layout = engine.layout, top = engine.contentOffset.y + topInset
        let shown = engine.pinnedVisibleItems.filter { $0.elementKind == .presentationHeader }
        var result = (pinned: false, pushed: false)
        for s in counts.indices {
            guard let natural = layout.supplementaryItem(ofKind: .presentationHeader, at: ItemIndex(item: 0, section: s))?.frame
            else { continue }
            // What pushes the header: its own footer, else the next header (the content's end).
            let nextTop = layout.supplementaryItem(ofKind: .presentationFooter, at: ItemIndex(item: 0, section: s))?.frame.minY
                ?? layout.supplementaryItem(ofKind: .presentationHeader, at: ItemIndex(item: 0, section: s + 1))?.frame.minY
                ?? layout.contentSize.height
            let header = shown.first { $0.index.section == s }?.frame
            if natural.minY < top, top < nextTop {
                guard let header else {
                    Issue.record("step \(step): section \(s) is at the visible top \(top) but shows no header",
                                 sourceLocation: sourceLocation)
                    continue
                }
                if top + headerHeight <= nextTop {
                    #expect(abs(header.minY - top) <= 0.5, "step \(step): header \(s) at \(header.minY), visible top \(top)",
                            sourceLocation: sourceLocation)
                    result.pinned = true
                } else {
                    #expect(abs(header.maxY - nextTop) <= 0.5,
                            "step \(step): header \(s) ends at \(header.maxY), next header at \(nextTop)",
                            sourceLocation: sourceLocation)
                    result.pushed = true
                }
            } else if let header, natural.minY >= top {
                #expect(header == natural, "step \(step): header \(s) at \(header), its place \(natural)",
                        sourceLocation: sourceLocation)
            } else if let header {
                // A section wholly above the visible top, still under the insets: its header
                // was pushed to its end and stays there.
                #expect(abs(header.maxY - nextTop) <= 0.5,
                        "step \(step): header \(s) of a section above ends at \(header.maxY), not \(nextTop)",
                        sourceLocation: sourceLocation)
            }
        }
        return result
    }

    /// A finger drags down through every section 29 pt a frame, then flings back up; with a
    /// top inset (a navigation bar) or while a refresh control refreshes, headers pin under
    /// the insets. Every frame, under every UIKit model, for every presentation.
    @Test(arguments: UIKitModel.allPlausible, [0, 1, 2])
    func scrollingThroughSections_theHeaderStaysAtTheTopUntilTheNextPushesIt(uikit: UIKitModel, insetCase: Int) throws {
        for presentation in try scenarioPresentations(headerHeight: Self.headerHeight,
                                                      heights: scenarioHeights(Self.counts, seed: 7)) {
            let insets = EdgeInsets(top: insetCase == 1 ? 88 : 0, left: 0, bottom: 0, right: 0)
            var engine = makePresentationEngine(pinningHeaders(presentation), sectionItemCounts: Self.counts,
                                                insets: insets, uikit: uikit)
            if insetCase == 2 {
                // Pulled past the threshold: the refresh control's height joins the top inset.
                engine.beginDragging()
                engine.drag(by: CGPoint(x: 0, y: -90))
                engine.beginRefreshing(controlHeight: 60)
                engine.endDragging(velocity: .zero)
                _ = engine.runUntilSettled()
                // The control scrolls away with the content: headers pin at the bounds' top.
                #expect(engine.visibleArea.minY == engine.contentOffset.y)
            }
            var pinnedFrames = 0, pushedFrames = 0
            Self.dragThroughAndFlingBack(&engine) { engine, step in
                let seen = Self.expectPinned(engine, topInset: [0, 88, 0][insetCase], step)
                if seen.pinned { pinnedFrames += 1 }
                if seen.pushed { pushedFrames += 1 }
            }
            let kind = engine.layout.presentation.kind
            #expect(pinnedFrames > 20, "\(kind): the header pinned in \(pinnedFrames) frames")
            #expect(pushedFrames >= 3, "\(kind): a header was pushed in \(pushedFrames) frames")
        }
    }

    /// Scrolled into the middle of a long section (with a bar's top inset), the user switches to
    /// the next presentation, animated: the section's header, pinned at both ends, stays at
    /// the top of the visible area in every frame of the switch, under every UIKit model.
    @Test(arguments: UIKitModel.allPlausible, [0, 1, 2, 3])
    func switchingPresentations_thePinnedHeaderStaysAtTheTop(uikit: UIKitModel, from: Int) throws {
        let counts = [3, 60, 40]
        let presentations = try scenarioPresentations(headerHeight: Self.headerHeight,
                                                      heights: scenarioHeights(counts, seed: 11)).map(pinningHeaders)
        let inset: CGFloat = 64
        var engine = makePresentationEngine(presentations[from], sectionItemCounts: counts,
                                            insets: EdgeInsets(top: inset, left: 0, bottom: 0, right: 0), uikit: uikit)
        let section1 = try #require(engine.layout.supplementaryItem(ofKind: .presentationHeader,
                                                                    at: ItemIndex(item: 0, section: 1))?.frame)
        // A third of the way into section 1.
        engine.scroll(by: section1.minY + 700 - inset - engine.contentOffset.y)
        var frames = 0
        func expectHeaderAtTop(_ what: String) {
            let top = engine.contentOffset.y + inset
            let header = engine.pinnedVisibleItems.first { $0.elementKind == .presentationHeader && $0.index.section == 1 }
            #expect(header.map { abs($0.frame.minY - top) <= 0.5 } == true,
                    "\(what) frame \(frames): header 1 at \(String(describing: header?.frame)), visible top \(top)")
        }
        expectHeaderAtTop("before")
        engine.setPresentation(presentations[(from + 1) % 4], animated: true)
        var sawSwitch = false
        while engine.layout.isSwitching || engine.isMoving, frames < 120 {
            frames += 1
            engine.advance(by: 1 / 60)
            if engine.layout.isSwitching { sawSwitch = true }
            expectHeaderAtTop("switch")
        }
        #expect(sawSwitch && frames > 5)
        expectHeaderAtTop("after")
    }

    /// A switch from a presentation that pins its headers to one that does not: the header
    /// pinned at the top moves from there to its own place, a frame's travel (under 120 pt) at
    /// a time, drawn above the cells, and leaves the screen only across its top edge — it does
    /// not vanish to its own place far above the screen at once.
    @Test(arguments: UIKitModel.allPlausible, [0, 1, 2, 3])
    func switchingToAPresentationThatDoesNotPin_movesThePinnedHeaderAway(uikit: UIKitModel, from: Int) throws {
        let counts = [3, 60, 40]
        let presentations = try scenarioPresentations(headerHeight: Self.headerHeight,
                                                      heights: scenarioHeights(counts, seed: 11))
        let inset: CGFloat = 64
        var engine = makePresentationEngine(pinningHeaders(presentations[from]), sectionItemCounts: counts,
                                            insets: EdgeInsets(top: inset, left: 0, bottom: 0, right: 0), uikit: uikit)
        let section1 = try #require(engine.layout.supplementaryItem(ofKind: .presentationHeader,
                                                                    at: ItemIndex(item: 0, section: 1))?.frame)
        engine.scroll(by: section1.minY + 700 - inset - engine.contentOffset.y)
        func header1OnScreen() -> LayoutItem? {
            engine.pinnedVisibleItems.first { $0.elementKind == .presentationHeader && $0.index.section == 1 }
        }
        var lastTop = try #require(header1OnScreen()).frame.minY - engine.contentOffset.y
        engine.setPresentation(presentations[(from + 1) % 4], animated: true)
        var frames = 0
        while engine.layout.isSwitching, frames < 120 {
            frames += 1
            engine.advance(by: 1 / 60)
            guard engine.layout.isSwitching else { break }
            guard let header = header1OnScreen() else {
                // Off the top: only from within a frame's travel of it.
                #expect(lastTop + Self.headerHeight <= 120, "frame \(frames): header 1 vanished from \(lastTop)")
                break
            }
            let top = header.frame.minY - engine.contentOffset.y
            #expect(abs(top - lastTop) <= 120, "frame \(frames): header 1 on screen at \(top), was \(lastTop)")
            #expect(header.zIndex >= PresentationLayout.pinnedHeaderZIndex, "frame \(frames)")
            lastTop = top
        }
        #expect(frames >= 2, "the header was seen moving in \(frames - 1) frames of the switch")
    }
}

extension PinnedHeaderReferenceTests {
    /// During a switch a skin invalidates headers and footers only where something pins, and
    /// never a kind neither end shows: a pinning list without footers switching to an app's own
    /// presentation names no footer, and two presentations that do not pin name nothing (UIKit
    /// throws when asked to invalidate a supplementary view that does not exist).
    @Test func duringASwitch_onlyPinnedKindsThatExistAreInvalidated() throws {
        let context = LayoutContext(viewportSize: CGSize(width: 320, height: 480), sectionItemCounts: [30, 30, 30])
        var list = try ListPresentation(rowHeight: 44, headerHeight: 30)
        list.pinsSectionHeaders = true
        var pinning = PresentationLayout(list)
        pinning.prepare(in: context)
        let toAppsOwn = pinning.switching(to: TutorialPresentation<ListPresentation>(), contentOffset: CGPoint(x: 0, y: 600))
        let old = CGRect(x: 0, y: 600, width: 320, height: 480), new = old.offsetBy(dx: 0, dy: 10)
        #expect(toAppsOwn.sectionsWithMovingPinnedFooters(from: old, to: new).isEmpty)
        #expect(!toAppsOwn.sectionsWithMovingPinnedHeaders(from: old, to: new).isEmpty)

        var plain = PresentationLayout(try ListPresentation(rowHeight: 44, headerHeight: 30, footerHeight: 20))
        plain.prepare(in: context)
        let neither = plain.switching(to: try GridPresentation(headerHeight: 30, footerHeight: 20), contentOffset: CGPoint(x: 0, y: 600))
        #expect(neither.sectionsWithMovingPinnedHeaders(from: old, to: new).isEmpty)
        #expect(neither.sectionsWithMovingPinnedFooters(from: old, to: new).isEmpty)
    }

    /// A pinned header covers the rows scrolling under it: it is drawn above the cells.
    @Test func pinnedHeaders_areDrawnAboveTheCells() throws {
        var list = try ListPresentation(rowHeight: 44, headerHeight: 30)
        list.pinsSectionHeaders = true
        var layout = PresentationLayout(list)
        layout.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), sectionItemCounts: [40, 40]))
        let visible = CGRect(x: 0, y: 500, width: 320, height: 480)
        let items = layout.items(in: visible, pinningHeadersTo: visible)
        let headers = items.filter { $0.elementKind == .presentationHeader }
        #expect(!headers.isEmpty)
        let top = headers.map(\.zIndex).min()!, cells = items.filter { $0.elementKind == .cell }.map(\.zIndex).max()!
        #expect(top > cells)
        #expect(layout.pinnedHeader(ofSection: 0, visibleArea: visible)!.zIndex > cells)
    }
}
