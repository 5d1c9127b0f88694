import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// Jumps further than recentring carries: the loop is renumbered by index
/// (`CarouselLayout.renumberLoop(byItems:)`), exactly, and the offset never leaves home.
@Suite("Carousel renumbering")
struct CarouselRenumberingTests {
    private static func prepared(_ configuration: CarouselLayout.Configuration, items: Int,
                                 direction: LayoutDirection = .leftToRight) -> CarouselLayout {
        var layout = CarouselLayout(configuration: configuration)
        layout.prepare(in: LayoutContext(viewportSize: canonicalViewport, itemCount: items, layoutDirection: direction,
                                         displayScale: 3))
        return layout
    }

    /// The shapes renumbering must handle: one item size (of `Int.max` items too), per-item
    /// sizes, screenful pages, right to left.
    private static var shapes: [CarouselLayout] {
        get throws {
            let sizes: @Sendable (Int) -> CGSize = { CGSize(width: 60 + 37 * ($0 % 5), height: 120) }
            return [
                prepared(try .banner, items: 7),
                prepared(try .banner, items: .max),
                prepared(try .banner, items: .max, direction: .rightToLeft),
                prepared(try .init(itemSizing: .perItem(sizes), minimumLineSpacing: 8), items: 11),
                prepared(try .init(itemSizing: .fixed(CGSize(width: 90, height: 90)), minimumLineSpacing: 10,
                                   paging: .screenful), items: .max),
                prepared(try .init(itemSizing: .perItem(sizes), minimumLineSpacing: 8, paging: .screenful), items: 11),
            ]
        }
    }

    /// Every item of one size lands exactly where the item `k` before it lay, for any `k`
    /// (the positions are counted from the pinned item by index, never through points).
    @Test(arguments: [1, -3, 1 << 40, Int.max / 2, Int.min / 2 + 1])
    func renumbering_putsEachItemWhereTheOneBeforeItLay(by k: Int) throws {
        for layout in try Self.shapes.prefix(3) {
            var renumbered = layout
            renumbered.renumberLoop(byItems: k)
            let home = layout.base.index
            for v in home - 4...home + 4 {
                #expect(renumbered.frame(ofVirtualItem: v &+ k) == layout.frame(ofVirtualItem: v), "v \(v), k \(k)")
                #expect(renumbered.dataIndex(forVirtualIndex: v &+ k)
                        == CarouselLayout.wrap(v &+ k, count: layout.itemCount))
            }
        }
    }

    /// Whole cycles of per-item sizes change nothing on screen: frames equal cycle for cycle.
    @Test func renumberingByWholeCycles_keepsPerItemFrames() throws {
        let layout = try Self.shapes[3]
        var renumbered = layout
        renumbered.renumberLoop(byItems: 3 * 11)
        for v in -12...12 {
            #expect(renumbered.frame(ofVirtualItem: v + 33) == layout.frame(ofVirtualItem: v))
        }
    }

    /// Any stop, however far (half way round `Int.max` items, next to `Int.min`), rests
    /// within a viewport and a stride of home once renumbered; stops already near need none.
    @Test func loopRenumbering_bringsAnyStopHome() throws {
        for layout in try Self.shapes {
            let home = layout.fractionalStop(atContentOffset: layout.homeOffset).rounded()
            let atHome = Int(home)
            #expect(layout.loopRenumbering(bringingHome: atHome) == nil)
            #expect(layout.loopRenumbering(bringingHome: atHome + 3) == nil)
            for stop in [atHome + 10_000, atHome - 10_000, Int.max / 2, Int.min / 2, Int.max - 2, Int.min + 2] {
                let k = try #require(layout.loopRenumbering(bringingHome: stop), "stop \(stop)")
                var renumbered = layout
                renumbered.renumberLoop(byItems: k)
                let distance = abs(renumbered.restingOffset(forStop: stop).x - layout.homeOffset.x)
                #expect(distance <= canonicalViewport.width + layout.metrics.maximumStride, "stop \(stop): \(distance)")
                #expect(renumbered.loopRenumbering(bringingHome: stop) == nil)
            }
        }
        let straight = Self.prepared(try .init(itemSizing: .fixed(CGSize(width: 200, height: 160)), isInfinite: false),
                                     items: .max)
        #expect(straight.loopRenumbering(bringingHome: Int.max / 2) == nil)
    }

    /// An offset beyond recentring's reach (2⁵⁰ pt) comes home onto the place of the stop read
    /// there, as its virtual stop nearest stop 0, resting within a viewport and a stride of
    /// home (or within a scroll of it, in a short loop): what the pager does under a finger and `CarouselCollectionViewLayout` does without
    /// an adapter. Within reach, or NaN, there is nothing to do.
    @Test func homecoming_fromBeyondRecentring_landsNearHomeOnTheStopReadThere() throws {
        for layout in try Self.shapes {
            let stops = layout.numberOfStops
            #expect(layout.homecoming(fromContentOffset: layout.homeOffset) == nil)
            #expect(layout.homecoming(fromContentOffset: CGPoint(x: 1e15, y: 0)) == nil)
            #expect(layout.homecoming(fromContentOffset: CGPoint(x: CGFloat.nan, y: 0)) == nil)
            for x in [1e30, -1e30, 3e16, -3e16, CGFloat.infinity] {
                let offset = CGPoint(x: x, y: layout.homeOffset.y)
                let jump = try #require(layout.homecoming(fromContentOffset: offset), "x \(x)")
                let read = layout.nearestStop(toContentOffset: offset)
                #expect(CarouselLayout.wrap(jump.stop, count: stops) == CarouselLayout.wrap(read, count: stops))
                #expect(abs(jump.stop) <= stops / 2 + 1, "x \(x): stop \(jump.stop)")
                let renumbered = jump.applied(to: layout)
                let distance = abs(renumbered.restingOffset(forStop: jump.stop).x - layout.homeOffset.x)
                // Renumbered next to home; a short loop's stop near 0 is within a scroll of it.
                let bound = jump.renumberingByItems == nil ? CarouselMetrics.loopMargin / 2
                    : canonicalViewport.width + layout.metrics.maximumStride
                #expect(distance <= bound, "x \(x): \(distance)")
            }
            #expect(layout.itemCount < 1_000 || layout.homecoming(fromContentOffset: CGPoint(x: 1e30, y: 0))?
                .renumberingByItems != nil, "an Int.max loop is renumbered")
        }
        let layout = try Self.shapes[1]
        var scroll = ScrollState(contentOffset: CGPoint(x: 1e30, y: 0), viewportSize: canonicalViewport,
                                 contentSize: layout.contentSize, contentInsets: .zero, isDragging: false,
                                 isDecelerating: false, now: 0, pixelGrid: PixelGrid(scale: 3))
        #expect(layout.homecoming(for: scroll, atRest: false) == nil, "not under a finger, not at rest")
        #expect(layout.homecoming(for: scroll, atRest: true) != nil)
        scroll.isDragging = true
        #expect(layout.homecoming(for: scroll, atRest: false) != nil)
    }

    /// Animated, half way round `Int.max` items: the neighbour is brought home, the last item
    /// animates, and no frame of the way leaves the loop's bound.
    @Test func animatedJumpHalfWayRoundAnIntMaxLoop_staysHome() throws {
        var engine = try makeCarouselEngine(items: .max)
        let target = Int.max / 2
        engine.scrollToItem(target, animated: true)
        var furthest: CGFloat = 0
        while engine.isMoving {
            engine.advance(by: 1 / 120)
            furthest = max(furthest, abs(engine.contentOffset.x))
        }
        #expect(furthest < EngineInvariants.loopBound)
        #expect(engine.behavior.currentIndex == target)
        #expect(engine.shownData == [target - 1, target, target + 1])
        #expect(engine.reportedIndices == [target])
        #expect(engine.visibleIndices == engine.visibleItems.map(\.index))
        #expect(engine.contentOffset == engine.layout.restingOffset(forStop: engine.behavior.currentStop))
    }

    /// An offset the app sets 10³⁰ pt away (a CGFloat there is a multiple of 2⁴⁷ pt) under a
    /// finger comes home at once, onto the stop read at ±2⁵⁰ pt, so the finger goes on
    /// dragging content it can see; at rest, VoiceOver's next step comes home (the adapter
    /// returns a resting offset into the content anyway). Under every plausible UIKit.
    @Test(arguments: UIKitModel.allPlausible)
    func appOffsetFarBeyondHome_comesHome(uikit: UIKitModel) throws {
        for offset in [-1e30, 1e30] {
            var engine = try makeCarouselEngine(items: 2, uikit: uikit)
            engine.touchDown()
            engine.beginDragging()
            engine.drag(by: CGPoint(x: -30, y: 0))
            engine.setContentOffset(CGPoint(x: offset, y: 0), animated: false)
            #expect(abs(engine.contentOffset.x - engine.layout.homeOffset.x) < canonicalViewport.width, "\(offset)")
            let held = engine.contentOffset.x
            engine.drag(by: CGPoint(x: -30, y: 0))
            #expect(abs(engine.contentOffset.x - held) == 30)
            engine.endDragging(velocity: .zero)
            engine.touchUp()
            _ = engine.runUntilIdle()
            #expect(engine.contentOffset == engine.layout.restingOffset(forStop: engine.behavior.currentStop))
            #expect(engine.shownData.contains(engine.behavior.currentIndex))

            var resting = try makeCarouselEngine(items: 2, uikit: uikit)
            resting.setContentOffset(CGPoint(x: offset, y: 0), animated: false)
            _ = resting.accessibilityScroll(.left)
            _ = resting.runUntilIdle()
            #expect(abs(resting.contentOffset.x - resting.layout.homeOffset.x) < canonicalViewport.width, "\(offset)")
            #expect(resting.contentOffset == resting.layout.restingOffset(forStop: resting.behavior.currentStop))
            #expect(resting.visibleIndices == resting.visibleItems.map(\.index))
        }
    }

    /// An animated scroll the app starts from an offset 10³⁰ pt away arrives on the item it
    /// asked for (the far offset is not taken for a finger's: the animation heads home).
    @Test func animatedScrollFromAFarAppOffset_arrivesOnItsItem() throws {
        for offset in [-1e30, 1e30] {
            var engine = try makeCarouselEngine(items: 7)
            engine.setContentOffset(CGPoint(x: offset, y: 0), animated: false)
            engine.scrollToItem(3, animated: true)
            _ = engine.runUntilIdle()
            #expect(engine.behavior.currentIndex == 3, "\(offset)")
            #expect(engine.shownData == [2, 3, 4])
            #expect(abs(engine.contentOffset.x - engine.layout.homeOffset.x) < canonicalViewport.width)
        }
    }
}
