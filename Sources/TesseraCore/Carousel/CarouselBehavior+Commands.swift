import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Programmatic scrolling

extension CarouselBehavior {
    /// Scrolls to data item `index` (clamped to the items), the shortest way round in a loop.
    /// Not animated, the change is reported at once; animated, when the content arrives.
    public mutating func scrollToItem(_ index: Int, animated: Bool, scroll: ScrollState,
                                      layout: CarouselLayout) -> [Effect] {
        adopt(layout, now: scroll.now)
        guard itemCount > 0 else { return [] }
        let virtual = layout.virtualIndex(showing: index, nearestTo: currentVirtualIndex)
        return scrollToStop(layout.stop(holdingVirtualItem: virtual), animated: animated, scroll: scroll, layout: layout)
    }

    /// Scrolls `count` stops forward (back for a negative count): what VoiceOver's increment
    /// and decrement do with ±1. Without a loop, not past the ends; in a loop, whole cycles
    /// come back to the same item, so only the remainder moves.
    mutating func scrollByStops(_ count: Int, animated: Bool, scroll: ScrollState,
                                       layout: CarouselLayout) -> [Effect] {
        adopt(layout, now: scroll.now)
        guard itemCount > 0, count != 0 else { return [] }
        var steps = count
        if isLooping, numberOfStops > 0, count.magnitude > UInt(numberOfStops) {
            let remainder = Int(count.magnitude % UInt(numberOfStops))
            guard remainder != 0 else { return [] }
            steps = count > 0 ? remainder : -remainder
        }
        var target = currentStop + steps
        if !isLooping { target = min(max(target, 0), numberOfStops - 1) }
        guard target != currentStop else { return [] }
        return scrollToStop(target, animated: animated, scroll: scroll, layout: layout)
    }

    /// Scrolls to virtual stop `stop`: an animation the adapter plays (recentred as it goes,
    /// however far), or a jump.
    mutating func scrollToStop(_ stop: Int, animated: Bool, scroll: ScrollState, layout: CarouselLayout) -> [Effect] {
        marquee = nil
        let offset = layout.restingOffset(forStop: stop)
        let alreadyThere = abs(axis.main(offset) - axis.main(scroll.contentOffset)) <= scroll.pixelGrid.tolerance
        guard animated, !alreadyThere else { return jump(toStop: stop, layout: layout) }
        return [.scroll(to: offset, animated: true)]
    }
}

// MARK: - Auto-scroll

extension CarouselBehavior {
    /// Turns auto-scrolling on or off.
    public mutating func setAutoScrollEnabled(_ enabled: Bool, scroll: ScrollState, layout: CarouselLayout) -> [Effect] {
        adopt(layout, now: scroll.now)
        autoScroller.setEnabled(enabled, now: scroll.now)
        marquee = nil
        return []
    }

    /// Changes the auto-scroll mode.
    /// - Throws: `ConfigurationError` for a non-positive interval or a negative speed.
    public mutating func setAutoScrollMode(_ mode: AutoScroller.Mode, scroll: ScrollState,
                                           layout: CarouselLayout) throws -> [Effect] {
        try autoScroller.setMode(mode, now: scroll.now)
        marquee = nil
        return []
    }

    /// The system's state changed (visibility, app state, VoiceOver, Reduce Motion).
    public mutating func updateEnvironment(_ environment: AutoScroller.Environment, scroll: ScrollState,
                                           layout: CarouselLayout) -> [Effect] {
        autoScroller.update(environment: environment, now: scroll.now)
        if !autoScroller.isActive { marquee = nil }
        return []
    }

    /// Auto-scroll follows where the view is: it stops while nobody can see the carousel (out
    /// of the window, hidden itself or by an ancestor, clipped away) or while its scene or
    /// the app is inactive, as the auto-scroller's policy says.
    public mutating func presenceDidChange(_ presence: ScrollViewPresence, scroll: ScrollState,
                                           layout: CarouselLayout) -> [Effect] {
        var environment = autoScroller.environment
        environment.isVisible = presence.isVisible
        environment.isAppActive = presence.isActive
        return updateEnvironment(environment, scroll: scroll, layout: layout)
    }

    /// Auto-scroll needs to know when nobody sees the carousel.
    public var watchesVisibility: Bool { autoScroller.isEnabled }

    /// Performs what the auto-scroller asks for at `scroll.now`.
    mutating func autoScroll(_ scroll: ScrollState, layout: CarouselLayout) -> [Effect] {
        guard itemCount > 0, let action = autoScroller.tick(now: scroll.now, isIdle: scroll.isIdle) else {
            if case .running = autoScroller.state {} else { marquee = nil }
            return []
        }
        switch action {
        case .advance:
            let next = currentStop + 1
            // Without a loop the last stop rewinds to the first, as banners do.
            let target = isLooping || next < numberOfStops ? next : 0
            return [.scroll(to: layout.restingOffset(forStop: target), animated: true)]
        case .marquee(let since, let distance):
            let current = axis.main(scroll.contentOffset)
            if marquee?.since != since { marquee = MarqueeAnchor(since: since, offset: current) }
            guard let anchor = marquee else { return [] }
            var main = anchor.offset + screenSign * (distance - anchor.distance)
            // A leap in time (a debugger pause, a long hitch) moves at most half the loop's
            // margin per tick, so the offset stays inside the content until it is recentred.
            let leap = layout.geometry.loopMargin / 2
            if !(abs(main - current) <= leap) {
                main = main > current ? current + leap : current - leap
                marquee = MarqueeAnchor(since: since, offset: main, distance: distance)
            }
            if !isLooping {
                let limit = max(0, axis.main(layout.contentSize) - axis.main(scroll.viewportSize))
                if main <= 0 || main >= limit {
                    main = min(max(main, 0), limit)
                    autoScroller.reachedEnd()
                }
            }
            let offset = axis.replacing(main, in: scroll.contentOffset)
            let stop = layout.nearestStop(toContentOffset: offset)
            guard stop != currentStop else { return frameEffects.just(.scroll(to: offset, animated: false)) }
            return [.scroll(to: offset, animated: false)] + settle(onStop: stop, layout: layout)
        }
    }

    /// When the clock owner should call `tick` next (see `AutoScroller.Schedule`).
    func autoScrollSchedule(isIdle: Bool) -> ClockSchedule {
        itemCount > 0 ? autoScroller.schedule(isIdle: isIdle) : .none
    }
}

// MARK: - Page control and accessibility

extension CarouselBehavior {
    /// What a page control shows now.
    public var pageControl: CarouselPageControl {
        CarouselPageControl(numberOfPages: numberOfStops, progress: stopProgress, isLooping: isLooping)
    }

    /// What VoiceOver reads and can do now.
    var accessibility: CarouselAccessibility {
        CarouselAccessibility(announcement: itemCount > 0 ? .position(.item, index: currentIndex, count: itemCount) : nil,
                              canIncrement: itemCount > 0 && (isLooping || currentStop < numberOfStops - 1),
                              canDecrement: itemCount > 0 && (isLooping || currentStop > 0))
    }
}

// MARK: - VoiceOver

extension CarouselBehavior: AccessibleScrollBehavior {
    /// The current item of the items ("Item 3 of 7"), or nothing without items.
    public func accessibilityAnnouncement(layout: CarouselLayout) -> AccessibilityAnnouncement? {
        accessibility.announcement
    }

    /// An adjustable increment / decrement or a three-finger scroll: one stop in reading
    /// order, without animation (VoiceOver announces the new item at once). No effects at
    /// the ends of a carousel that does not loop, so VoiceOver can play its boundary sound.
    public mutating func accessibilityScroll(_ direction: AccessibilityScrollDirection, scroll: ScrollState,
                                             layout: CarouselLayout) -> [Effect] {
        guard let step = direction.step(along: layout.configuration.axis,
                                        layoutDirection: layout.context.layoutDirection) else { return [] }
        return scrollByStops(step, animated: false, scroll: scroll, layout: layout)
    }
}
