import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Inputs, as the skin forwards them

extension ReorderSession {
    /// The long press was recognised with the finger at `location` (content coordinates, the
    /// gesture's `location(in: collectionView)`): the item under it lifts. Nothing happens over
    /// empty space or while another item is held.
    public mutating func lift<Layout: ReorderTargeting>(at location: CGPoint, scroll: ScrollState,
                                                        layout: Layout) -> [ReorderEffect] {
        guard let item = layout.index(at: location) else { return [] }
        return lift(item, at: location, scroll: scroll, layout: layout)
    }

    /// `item` lifts with the finger at `location` (content coordinates). Ignored for an item
    /// the layout does not have, while another is held, or where the layout has no place for
    /// it (a presentation in the middle of a switch or a pinch).
    public mutating func lift<Layout: ReorderTargeting>(_ item: ItemIndex, at location: CGPoint, scroll: ScrollState,
                                                        layout: Layout) -> [ReorderEffect] {
        guard !isActive, let frame = Self.frameOnScreen(of: item, scroll: scroll, layout: layout),
              layout.reorderTarget(for: CGPoint(x: frame.midX, y: frame.midY), moving: item) != nil else { return [] }
        let location = Limits.point(location)
        let grab = location.subtracting(CGPoint(x: frame.midX, y: frame.midY))
        let reading = self.reading(centre: location.subtracting(grab).subtracting(scroll.contentOffset), item: item,
                                   scroll: scroll, layout: layout)
        return apply(.lift(item, size: frame.size, grab: grab, reading))
    }

    /// Whether a long press at `location` (content coordinates) would lift an item: one is
    /// under it, none is held, and the layout has a place for it (not a presentation in the
    /// middle of a switch). The skin lets its press begin only then, so taps, scrolls and
    /// pinches go on elsewhere.
    public func canLift<Layout: ReorderTargeting>(at location: CGPoint, layout: Layout) -> Bool {
        guard !isActive, let item = layout.index(at: location) else { return false }
        return layout.reorderTarget(for: location, moving: item) != nil
    }

    /// The finger moved to `location` (content coordinates).
    public mutating func moveFinger<Layout: ReorderTargeting>(to location: CGPoint, scroll: ScrollState,
                                                              layout: Layout) -> [ReorderEffect] {
        guard let hover else { return [] }
        let centre = Limits.point(location).subtracting(hover.grab).subtracting(scroll.contentOffset)
        return apply(.hover(reading(centre: centre, item: hover.move.from, scroll: scroll, layout: layout)))
    }

    /// The content moved under a still finger (a page turned, a recentre, a bounce): the place
    /// under the held item may have changed (`scrollViewDidScroll`).
    public mutating func contentDidScroll<Layout: ReorderTargeting>(_ scroll: ScrollState, layout: Layout) -> [ReorderEffect] {
        guard let hover else { return [] }
        return apply(.hover(reading(centre: hover.centre, item: hover.move.from, scroll: scroll, layout: layout)))
    }

    /// The content came to rest (`scrollViewDidEndScrollingAnimation`, or
    /// `scrollViewDidEndDecelerating`): a page turned under the held item has landed, and the
    /// place under it is looked for again (it was held during the turn).
    public mutating func contentDidSettle<Layout: ReorderTargeting>(_ scroll: ScrollState, layout: Layout) -> [ReorderEffect] {
        guard let hover else { return [] }
        return apply(.settle(reading(centre: hover.centre, item: hover.move.from, scroll: scroll, layout: layout)))
    }

    /// Time passed (the session's clock, `clockSchedule`).
    public mutating func tick(now: TimeInterval) -> [ReorderEffect] {
        apply(.tick(now))
    }

    /// The finger lifted at `location` (content coordinates): dropped inside the view, the
    /// one move; outside it, cancelled.
    public mutating func drop<Layout: ReorderTargeting>(at location: CGPoint, scroll: ScrollState,
                                                        layout: Layout) -> [ReorderEffect] {
        guard let hover else { return [] }
        let finger = Limits.point(location).subtracting(scroll.contentOffset)
        var reading = reading(centre: finger.subtracting(hover.grab), item: hover.move.from, scroll: scroll, layout: layout)
        reading.isInside = CGRect(origin: .zero, size: scroll.viewportSize).contains(finger)
        return apply(.drop(reading))
    }

    /// The reorder ends with nothing moved.
    public mutating func cancel(_ reason: ReorderCancelReason) -> [ReorderEffect] {
        apply(.cancel(reason))
    }

    /// The layout was prepared again: a reload, a rotation or a new configuration cancels the
    /// reorder (the places under the finger are not the ones it was held over).
    public mutating func layoutDidChange(reason: LayoutChangeReason) -> [ReorderEffect] {
        guard let cancel = ReorderCancelReason(reason) else { return [] }
        return self.cancel(cancel)
    }

    /// The view left the screen or the app the foreground: the reorder is cancelled.
    public mutating func presenceDidChange(_ presence: ScrollViewPresence) -> [ReorderEffect] {
        presence.isAwake ? [] : cancel(.backgrounded)
    }

    // MARK: - Reading the layout

    private mutating func apply(_ event: Event) -> [ReorderEffect] {
        let (next, effects) = Self.step(state, event, configuration: configuration)
        state = next
        return effects
    }

    /// What the layout says about the lifted item's centre at `centre` (viewport coordinates).
    /// - Complexity: one `reorderTarget` query (O(1) for the paged grid).
    private func reading<Layout: ReorderTargeting>(centre: CGPoint, item: ItemIndex, scroll: ScrollState,
                                                   layout: Layout) -> Reading {
        let position = centre.adding(scroll.contentOffset)
        let insets = scroll.contentInsets, axis = layout.reorderAxis
        let visible = CGRect(x: insets.left, y: insets.top, width: scroll.viewportSize.width - insets.horizontal,
                             height: scroll.viewportSize.height - insets.vertical)
        let zone = ReorderDirection.edgeZone(at: centre, in: visible, along: axis, width: configuration.edgeWidth,
                                             layoutDirection: layout.context.layoutDirection)
        var reading = Reading(centre: centre, position: position,
                              target: layout.reorderTarget(for: position, moving: item), edge: zone?.direction,
                              isInside: true, now: scroll.now)
        reading.offset = axis.main(scroll.contentOffset)
        reading.scrollsContinuously = layout.reorderScrollsContinuously
        if let zone, reading.scrollsContinuously {
            // The zone at the high end of the axis scrolls towards higher offsets.
            let towardsHigh = axis.main(centre) > axis.main(CGPoint(x: visible.midX, y: visible.midY))
            let speed = configuration.edgeScrollSpeed(atDepth: zone.depth)
            reading.edgeVelocity = towardsHigh ? speed : -speed
            reading.edgeRoom = towardsHigh ? axis.main(scroll.maximumOffset) - reading.offset
                                           : reading.offset - axis.main(scroll.minimumOffset)
        }
        return reading
    }

    /// The frame of `item` where it is on screen: in a loop `item(at:)` answers for the
    /// cycle the content rests in, and the finger is on the occurrence it sees.
    /// - Complexity: O(visible items), once per lift.
    private static func frameOnScreen<Layout: ReorderTargeting>(of item: ItemIndex, scroll: ScrollState,
                                                                layout: Layout) -> CGRect? {
        layout.items(in: scroll.visibleRect).first { $0.index == item }?.frame ?? layout.item(at: item)?.frame
    }
}
