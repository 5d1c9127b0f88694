import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The carousel's behaviour: which item is current, recentring of the loop, auto-scroll.
///
/// - `currentIndexChanged` is reported once per real change, when the content comes to rest
///   on a new item (and, in a marquee, whenever the nearest item changes).
/// - While a finger or the adapter moves a loop, it is recentred whenever the offset strays
///   `CarouselLayout.recenterThreshold` from home: the offset and every item move together,
///   and the motion keeps its velocity.
/// - Through a reload at rest the current item stays current if it still exists (else the
///   last item is); a reload mid-fling lets the fling end and then rests on a valid item.
public struct CarouselBehavior: ScrollBehavior {
    public typealias Layout = CarouselLayout

    /// What the behaviour reports or asks for.
    public enum Effect: Sendable, Equatable {
        /// Move the content (`setContentOffset(_:animated:)`).
        case scroll(to: CGPoint, animated: Bool)
        /// Shift the offset and every item by this much (invisible; keeps velocity).
        case recenter(by: CGPoint)
        /// The data index of the item the carousel rests on changed.
        case currentIndexChanged(Int)
        /// The user tapped this data item.
        case itemSelected(Int)
    }

    /// A marquee's starting point: the offset (main axis, content coordinates) when the
    /// marquee had come `distance` since `since`.
    struct MarqueeAnchor: Sendable, Equatable { var since: TimeInterval, offset: CGFloat, distance: CGFloat = 0 }

    // MARK: - State

    /// The data index of the item the content rests on (the first item of the resting stop).
    public internal(set) var currentIndex = 0
    /// The virtual index of that item.
    public internal(set) var currentVirtualIndex = 0
    /// The virtual stop the content rests on.
    var currentStop = 0
    /// The number of data items.
    public internal(set) var itemCount = 0
    /// Stops per cycle (items, or screenfuls).
    var numberOfStops = 0
    /// Whether the carousel loops.
    var isLooping = false
    /// The last item tapped; kept through reloads while that item exists.
    var selectedIndex: Int?
    /// The stop under the viewport right now, as a fraction in virtual stop units.
    var stopProgress: CGFloat = 0
    /// The auto-scroll state machine.
    public internal(set) var autoScroller: AutoScroller

    var dragStart: CGPoint?
    var marquee: MarqueeAnchor?
    /// A marquee's step, answered each frame without allocating.
    var frameEffects = ReusedAnswer<Effect>()
    var axis: Axis = .horizontal
    var screenSign: CGFloat = 1

    /// Creates a pager resting on item 0; auto-scroll is off unless `autoScroller` is enabled.
    public init(autoScroller: AutoScroller? = nil) {
        self.autoScroller = autoScroller ?? .standard
    }

    /// `.scroll` is `setContentOffset(_:animated:)`, `.recenter` a recentring; reports have
    /// no command.
    public static func command(for effect: Effect) -> ScrollCommand? {
        switch effect {
        case .scroll(let offset, let animated): .setContentOffset(offset, animated: animated)
        case .recenter(let delta): .recenter(by: delta)
        case .currentIndexChanged, .itemSelected: nil
        }
    }

    // MARK: - ScrollBehavior

    /// At rest, puts the current item (or, after a reload without it, the last one) back at
    /// its resting offset; a moving content is left to finish.
    public mutating func layoutDidChange(_ scroll: ScrollState, layout: CarouselLayout,
                                         reason: LayoutChangeReason) -> [Effect] {
        adopt(layout, now: scroll.now)
        if let selected = selectedIndex, selected >= itemCount { selectedIndex = nil }
        guard itemCount > 0 else { return settle(onStop: 0, layout: layout) }
        // A finger keeps the content (a loop whose content shrank under it comes home at
        // once); a fling or animation ends where it ends and the rest handler snaps it onto a
        // valid item.
        guard scroll.isIdle else { return didScroll(scroll, layout: layout) }
        let keep = min(currentIndex, itemCount - 1)
        let virtual = layout.virtualIndex(showing: keep, nearestTo: currentVirtualIndex)
        // A reload can move the item to another cycle: a jump, which recentring brings home.
        return jump(toStop: layout.stop(holdingVirtualItem: virtual), layout: layout)
    }

    /// Remembers where the drag started and pauses auto-scroll.
    public mutating func willBeginDragging(_ scroll: ScrollState, layout: CarouselLayout) -> [Effect] {
        dragStart = scroll.contentOffset
        marquee = nil
        autoScroller.dragBegan(now: scroll.now)
        return []
    }

    /// Updates the live progress and recentres a loop that strayed from home.
    public mutating func didScroll(_ scroll: ScrollState, layout: CarouselLayout) -> [Effect] {
        stopProgress = layout.fractionalStop(atContentOffset: scroll.contentOffset)
        // UIKit's own motions head for an absolute offset; the adapter lets the loop come home
        // when they end.
        guard scroll.canRecenter, isLooping,
              let delta = layout.recenteringShift(forContentOffset: scroll.contentOffset) else { return [] }
        marquee?.offset += axis.main(delta)
        dragStart = dragStart.map { CGPoint(x: $0.x + delta.x, y: $0.y + delta.y) }
        return [.recenter(by: delta)]
    }

    /// Re-aims a release without velocity by the direction of the drag.
    public mutating func willEndDragging(_ scroll: ScrollState, layout: CarouselLayout, velocity: CGPoint,
                                         targetContentOffset: inout CGPoint) -> [Effect] {
        // Too slow to have a direction: the layout chose the nearest stop. The pager knows
        // where the drag started, so the paging threshold applies in the drag's direction.
        guard layout.configuration.paging != .none, let start = dragStart,
              abs(layout.readingOrderSpeed(velocity)) <= Deceleration.stopSpeed else { return [] }
        let moved = layout.readingOrderSpeed(CGPoint(x: scroll.contentOffset.x - start.x,
                                                     y: scroll.contentOffset.y - start.y))
        let tolerance = scroll.pixelGrid.tolerance
        let direction: ReleaseDirection = moved > tolerance ? .forward : (moved < -tolerance ? .backward : .none)
        let stop = layout.targetStop(current: scroll.contentOffset, proposed: targetContentOffset,
                                     velocity: velocity, direction: direction)
        targetContentOffset = layout.restingOffset(forStop: stop)
        return []
    }

    /// Resumes auto-scroll's clock; settles at once if nothing decelerates.
    public mutating func didEndDragging(_ scroll: ScrollState, layout: CarouselLayout,
                                        willDecelerate: Bool) -> [Effect] {
        dragStart = nil
        autoScroller.dragEnded(now: scroll.now)
        return willDecelerate ? [] : settleAtRest(scroll, layout: layout)
    }

    /// Settles on the nearest stop and reports it (also after an animation).
    public mutating func didEndDecelerating(_ scroll: ScrollState, layout: CarouselLayout) -> [Effect] {
        settleAtRest(scroll, layout: layout)
    }

    public mutating func didEndScrollingAnimation(_ scroll: ScrollState, layout: CarouselLayout) -> [Effect] {
        settleAtRest(scroll, layout: layout)
    }

    /// Reports the tapped slot's data index.
    public mutating func didSelectItem(at index: ItemIndex, scroll: ScrollState, layout: CarouselLayout) -> [Effect] {
        guard let virtual = layout.virtualIndex(forSlot: index.item, visibleRect: scroll.visibleRect) else { return [] }
        let data = layout.dataIndex(forVirtualIndex: virtual)
        selectedIndex = data
        return [.itemSelected(data)]
    }

    /// Pauses auto-scroll.
    public mutating func didTouchDown(_ scroll: ScrollState, layout: CarouselLayout) -> [Effect] {
        autoScroller.touchDown(now: scroll.now)
        marquee = nil
        return []
    }

    /// Lets auto-scroll resume (a full interval later, or at rest).
    public mutating func didTouchUp(_ scroll: ScrollState, layout: CarouselLayout) -> [Effect] {
        autoScroller.touchUp(now: scroll.now)
        return []
    }

    /// Runs auto-scroll (a page turn or a marquee step) on its timer or marquee frames.
    public mutating func tick(_ scroll: ScrollState, layout: CarouselLayout) -> [Effect] {
        autoScroll(scroll, layout: layout)
    }

    public func clockSchedule(_ scroll: ScrollState, layout: CarouselLayout) -> ClockSchedule {
        autoScrollSchedule(isIdle: scroll.isIdle)
    }

    /// A loop recentres while it moves.
    public func recentersContent(layout: CarouselLayout) -> Bool {
        layout.isLooping
    }

    // MARK: - Settling

    /// The content stopped: rest on the nearest stop (snapping onto it if a relayout moved
    /// the stops under a moving content), report it, and let auto-scroll continue.
    mutating func settleAtRest(_ scroll: ScrollState, layout: CarouselLayout) -> [Effect] {
        adopt(layout, now: scroll.now)
        guard itemCount > 0 else { return settle(onStop: 0, layout: layout) }
        let stop = layout.nearestStop(toContentOffset: scroll.contentOffset)
        if layout.configuration.paging != .none {
            let resting = layout.restingOffset(forStop: stop)
            if abs(axis.main(resting) - axis.main(scroll.contentOffset)) > scroll.pixelGrid.tolerance {
                return [.scroll(to: resting, animated: true)]
            }
        }
        return settle(onStop: stop, layout: layout) + autoScroll(scroll, layout: layout)
    }

    /// Jumps to `stop` (unanimated) and makes it current. A stop far from home is an offset
    /// outside the content: its `didScroll` recentres it at once.
    mutating func jump(toStop stop: Int, layout: CarouselLayout) -> [Effect] {
        [.scroll(to: layout.restingOffset(forStop: stop), animated: false)] + settle(onStop: stop, layout: layout)
    }

    /// Makes `stop` current; reports its first item if that changed.
    mutating func settle(onStop stop: Int, layout: CarouselLayout) -> [Effect] {
        currentStop = stop
        stopProgress = CGFloat(stop)
        currentVirtualIndex = layout.firstVirtualItem(ofStop: stop)
        let index = layout.dataIndex(forVirtualIndex: currentVirtualIndex)
        guard index != currentIndex else { return [] }
        currentIndex = index
        return [.currentIndexChanged(index)]
    }

    /// Reads the counts and geometry the pager mirrors from the layout.
    mutating func adopt(_ layout: CarouselLayout, now: TimeInterval) {
        itemCount = layout.itemCount
        numberOfStops = layout.numberOfStops
        isLooping = layout.isLooping
        axis = layout.configuration.axis
        screenSign = layout.readingOrderSpeed(axis.point(main: 1, cross: 0))
        autoScroller.setCanScroll(isLooping || numberOfStops > 1, now: now)
    }
}
