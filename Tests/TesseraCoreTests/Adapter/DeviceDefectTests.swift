import Foundation
import Testing
@testable import TesseraCore
@testable import TesseraTesting

/// The device defects a review of the old UIKit skin found, each driven through the adapter
/// as UIKit drives it, under every plausible answer to what UIKit leaves undocumented.
@Suite("Device defects, through the adapter")
struct DeviceDefectTests {
    // MARK: - 1. The page spring

    /// UIKit asks the layout first, so `scrollViewWillEndDragging` receives the page the
    /// layout already snapped to. The old skin took that for UIKit's proposal, saw no moved
    /// target and let UIKit glide there at `.normal` deceleration (about 1.9 s for 212 pt).
    /// The adapter remembers the proposal the layout was given: the page settles with the
    /// spring in 300–380 ms, is reported once, and UIKit is told to stay put.
    @Test(arguments: UIKitModel.allPlausible)
    func pagedGridRelease_withTheLayoutSnappedTarget_springsOntoThePage(uikit: UIKitModel) {
        var engine = makeGridEngine(uikit: uikit)
        engine.fling(by: CGPoint(x: 128, y: 0), velocity: CGPoint(x: 1500, y: 0))
        let released = engine.now, releasedAt = engine.contentOffset
        #expect(engine.adapter.motion.map { if case .spring = $0.x { true } else { false } } == true)
        engine.runUntilIdle()
        let settle = engine.now - released
        #expect(settle >= 0.28 && settle <= 0.38 + 1 / 60, "settled after \(settle) s")
        #expect(engine.contentOffset == CGPoint(x: 340, y: 0))
        #expect(engine.reportedPages == [1])
        #expect(engine.heardMilestones.filter { $0 == .didEndDecelerating }.count == 1)
        #expect(engine.events.contains(.willEndDragging(velocity: CGPoint(x: 1500, y: 0), target: releasedAt)))
    }

    /// The same release given straight to the adapter, as a device gives it: the layout's
    /// query, then the delegate's with the snapped page and UIKit's points per millisecond.
    @Test func adapter_givenTheSnappedPage_playsTheSpringAndHoldsUIKitStill() throws {
        var layout = PagedGridLayout()
        layout.prepare(in: LayoutContext(viewportSize: canonicalViewport, itemCount: 30))
        var adapter = ScrollViewAdapter(behavior: PagedGridBehavior())
        var scrollView = ScrollState(contentOffset: CGPoint(x: 128, y: 0), viewportSize: canonicalViewport,
                                     contentSize: layout.contentSize, contentInsets: .zero, isDragging: true,
                                     isDecelerating: false, now: 1, pixelGrid: PixelGrid(scale: 2))
        _ = adapter.scrollViewWillBeginDragging(scrollView, layout: layout)
        let proposed = CGPoint(x: Deceleration.projectedPosition(from: 128, velocity: 1500), y: 0)
        var target = adapter.layoutTargetContentOffset(forProposedContentOffset: proposed,
                                                       withScrollingVelocity: CGPoint(x: 1.5, y: 0), scrollView,
                                                       layout: layout)
        #expect(target == CGPoint(x: 340, y: 0))
        _ = adapter.scrollViewWillEndDragging(scrollView, layout: layout, withVelocity: CGPoint(x: 1.5, y: 0),
                                              targetContentOffset: &target)
        #expect(target == CGPoint(x: 128, y: 0))
        scrollView.isDragging = false
        let actions = adapter.scrollViewDidEndDragging(scrollView, layout: layout, willDecelerate: true)
        #expect(actions.contains { if case .command(.stopUIKitMotion) = $0 { true } else { false } })
        guard case .spring(let spring, _)? = adapter.motion?.x else { Issue.record("no spring"); return }
        #expect(spring.target == 340)
        #expect(spring.duration >= 0.28 && spring.duration <= 0.38)
        // UIKit's own end of a deceleration it no longer runs is not the spring's end.
        _ = adapter.scrollViewDidEndDecelerating(scrollView, layout: layout)
        #expect(adapter.mover == .adapter)
    }

    // MARK: - 6. Resting between pages

    /// A scroll that is not a drag (VoiceOver bringing an off-page cell into view, an app's
    /// `scrollRectToVisible`), animated or not: once it ends the grid moves onto the nearest
    /// page and reports it, so `currentPage` and the page control never go stale.
    @Test(arguments: [false, true])
    func pagedGrid_scrolledWithoutADrag_snapsOntoTheNearestPage(animated: Bool) {
        var engine = makeGridEngine()
        engine.setContentOffset(CGPoint(x: 520, y: 0), animated: animated) // page 1.53
        engine.runUntilIdle()
        #expect(engine.contentOffset == engine.offset(ofPage: 2))
        #expect(engine.behavior.currentPage == 2)
        #expect(engine.reportedPages == [2])
    }

    /// A touch that catches the settle spring and lifts without dragging: the grid settles
    /// onto a page instead of resting where the finger caught it, and the tap selects nothing
    /// (UIKit selects under it, because to UIKit the content was still).
    @Test(arguments: [false, true])
    func touchCatchingTheSpring_settlesOnAPageAndSelectsNothing(tapping: Bool) {
        var engine = makeGridEngine()
        engine.fling(by: CGPoint(x: 128, y: 0), velocity: CGPoint(x: 1500, y: 0))
        for _ in 0..<6 { engine.advance(by: 1 / 60) }
        let caught = engine.contentOffset
        if tapping {
            engine.tap(at: CGPoint(x: 40, y: 40))
        } else {
            engine.touchDown()
            engine.advance(by: 0.5)
            #expect(engine.contentOffset == caught) // held still under the finger
            engine.touchUp()
        }
        engine.runUntilIdle()
        #expect(engine.contentOffset == engine.offset(ofPage: 1))
        #expect(engine.reportedPages == [1])
        #expect(!engine.effects.contains { if case .itemSelected = $0 { true } else { false } })
        engine.tap(at: CGPoint(x: 40, y: 40))
        #expect(engine.effects.last == .itemSelected(ItemIndex(item: 8)))
    }

    // MARK: - 8. Recentring under a UIKit animation

    /// An app animates a looping carousel's collection view far from home with UIKit's own
    /// animation, which interpolates towards an absolute offset. The pager must not recentre
    /// under it (the old layout's `recenterIfNeeded` did, landing on the wrong item); it comes
    /// home once the animation ends, on the item the animation was aimed at.
    @Test func carousel_neverRecentresUnderAnAnimationItDidNotStart() throws {
        var engine = try makeCarouselEngine()
        let stride: CGFloat = 220
        let threshold = engine.layout.recenterThreshold
        let stops = (threshold / stride).rounded(.up) + 3
        let aimed = CGPoint(x: engine.contentOffset.x + stops * stride, y: 0)
        let item = engine.layout.nearestStop(toContentOffset: aimed)
        engine.setContentOffset(aimed, animated: true)
        var offsets: [CGPoint] = []
        while engine.uikitPhase == .animating {
            engine.advance(by: 1 / 60)
            offsets.append(engine.contentOffset)
            if engine.uikitPhase == .animating { #expect(engine.recenterDeltas.isEmpty) }
        }
        // UIKit's animation reached its absolute target; at its end the loop came home.
        let shift = engine.recenterDeltas.reduce(0) { $0 + $1.x }
        #expect(engine.recenterDeltas.count == 1)
        #expect(engine.contentOffset.x - shift == aimed.x)
        #expect(zip(offsets, offsets.dropFirst()).dropLast().allSatisfy { $0.x <= $1.x }) // no jump back
        engine.runUntilIdle()
        #expect(engine.behavior.currentIndex == CarouselLayout.wrap(item, count: 7))
        #expect(engine.reportedIndices == [CarouselLayout.wrap(item, count: 7)])
    }

    /// The same rule for `CarouselCollectionViewLayout` used without the adapter: from
    /// `scrollViewDidScroll` it recentres only under a finger (a UIKit animation looks like rest
    /// there); from the end callbacks, at rest.
    @Test func standaloneLayout_recentresOnlyUnderAFingerOrAtRest() throws {
        var layout = CarouselLayout(configuration: try .banner)
        layout.prepare(in: LayoutContext(viewportSize: canonicalViewport, itemCount: 7))
        var scroll = ScrollState(contentOffset: CGPoint(x: layout.homeOffset.x + 2_000, y: 0),
                                 viewportSize: canonicalViewport, contentSize: layout.contentSize, contentInsets: .zero,
                                 isDragging: false, isDecelerating: false, now: 0, pixelGrid: PixelGrid(scale: 2))
        #expect(layout.recenteringShift(for: scroll, atRest: false) == nil) // an animation, perhaps
        #expect(layout.recenteringShift(for: scroll, atRest: true) != nil)
        scroll.isDragging = true
        #expect(layout.recenteringShift(for: scroll, atRest: false) != nil)
        scroll.isDecelerating = true
        #expect(layout.recenteringShift(for: scroll, atRest: false) == nil)
    }

    /// A component's own animation started while an app's UIKit animation runs stops UIKit's
    /// first, so the two never fight over the offset.
    @Test func ownAnimationDuringAnAppsAnimation_stopsUIKitsFirst() {
        var engine = makeGridEngine()
        engine.setContentOffset(CGPoint(x: 600, y: 0), animated: true)
        engine.advance(by: 1 / 60)
        #expect(engine.uikitPhase == .animating)
        engine.scrollToPage(0, animated: true)
        #expect(engine.uikitPhase == .idle)
        engine.runUntilIdle()
        #expect(engine.contentOffset == .zero)
        #expect(engine.behavior.currentPage == 0)
    }

    // MARK: - 9. Touches, announcements

    /// Another finger resting elsewhere on the screen is not on the carousel: the tracker
    /// counts only the touches its view was given.
    @Test func touchTracker_reportsTheLastOfItsOwnFingersLifting() {
        var tracker = TouchTracker()
        #expect(tracker.began([1]) == .down)
        #expect(tracker.began([2]) == nil)
        #expect(tracker.ended([1]) == nil)
        #expect(tracker.ended([2]) == .up)
        #expect(tracker.ended([3]) == nil) // a touch it never saw
        #expect(tracker.began([4]) == .down)
        #expect(tracker.reset() == .up)
    }

    /// A VoiceOver scroll answers with one announcement (the skin posts `.pageScrolled` once
    /// with it; the old skin posted a second one on the index change), and none at an end.
    @Test func accessibilityScroll_announcesOnceAndNotAtAnEnd() throws {
        var configuration = try CarouselLayout.Configuration.banner
        configuration.isInfinite = false
        var engine = try makeCarouselEngine(items: 3, configuration: configuration)
        var adapter = engine.adapter
        let next = adapter.accessibilityScroll(.next, engine.uikitState, layout: engine.layout)
        #expect(next.didScroll)
        #expect(next.announcement == .position(.item, index: 1, count: 3))
        engine.accessibilityScroll(.next)
        engine.accessibilityScroll(.next)
        adapter = engine.adapter
        let end = adapter.accessibilityScroll(.next, engine.uikitState, layout: engine.layout)
        #expect(!end.didScroll)
        #expect(end.announcement == nil)
        #expect(engine.reportedIndices == [1, 2])
    }

    // MARK: - 7. The frame driver

    /// The display link asks for ProMotion's full rate (UIKit scrolls at 120 Hz there), and
    /// the adapter places its motion where it will be when the frame is seen.
    @Test func frames_askForProMotionAndSampleAtTheTargetTimestamp() {
        #expect(FrameRateRange.scrolling == FrameRateRange(minimum: 80, maximum: 120, preferred: 120))
        var engine = makeGridEngine()
        engine.fling(by: CGPoint(x: 128, y: 0), velocity: CGPoint(x: 1500, y: 0))
        guard let motion = engine.adapter.motion else { Issue.record("no motion"); return }
        let targetTimestamp = engine.now + 1 / 120
        engine.advance(to: targetTimestamp)
        #expect(engine.contentOffset.isClose(to: motion.position(at: targetTimestamp), tolerance: 0.25))
    }

    // MARK: - Units

    /// The layout's velocity is read in the unit that agrees with UIKit's proposal, whichever
    /// UIKit passes, also when the proposal is clamped at the content's end.
    @Test(arguments: [CGFloat(0.3), 1.5, -2, 8])
    func layoutVelocity_isReadInTheUnitThatMatchesTheProposal(perMillisecond: CGFloat) {
        let scrollView = ScrollState(contentOffset: CGPoint(x: 1000, y: 0), viewportSize: canonicalViewport,
                                     contentSize: CGSize(width: 1_000_000, height: 200), contentInsets: .zero,
                                     isDragging: true, isDecelerating: false, now: 0, pixelGrid: PixelGrid(scale: 2))
        let perSecond = perMillisecond * 1000
        let proposed = CGPoint(x: Deceleration.projectedPosition(from: 1000, velocity: perSecond), y: 0)
        for given in [perMillisecond, perSecond] {
            let read = ScrollVelocity.fromLayoutCallback(CGPoint(x: given, y: 0), proposed: proposed, scrollView: scrollView)
            #expect(read.x == perSecond, "given \(given)")
        }
        // Near the end of the content, UIKit's proposal stops at the edge.
        var nearEnd = scrollView
        nearEnd.contentSize.width = 1000 + 320 + 100
        let clamped = nearEnd.clamped(proposed)
        if perMillisecond > 0.5 {
            let read = ScrollVelocity.fromLayoutCallback(CGPoint(x: perMillisecond, y: 0), proposed: clamped,
                                                         scrollView: nearEnd)
            #expect(read.x == perSecond)
        }
    }
}
