import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A jump to a stop further from home than a scroll carries: the virtual stop it lands on,
/// and the `CarouselLayout.renumberLoop(byItems:)` to apply before scrolling to it.
public struct CarouselFarJump: Equatable, Sendable {
    /// The virtual stop the jump lands on, counted after the renumbering.
    public var stop: Int
    /// The renumbering that brings `stop` next to home, or `nil` when it already rests there.
    public var renumberingByItems: Int?

    /// Creates a far jump.
    public init(stop: Int, renumberingByItems: Int?) {
        self.stop = stop
        self.renumberingByItems = renumberingByItems
    }

    /// `layout` as it will be after the renumbering (what the scroll that follows aims at).
    public func applied(to layout: CarouselLayout) -> CarouselLayout {
        guard let items = renumberingByItems else { return layout }
        var renumbered = layout
        renumbered.renumberLoop(byItems: items)
        return renumbered
    }
}

// MARK: - Jumps beyond recentring

extension CarouselLayout {
    /// A jump to virtual stop `stop` when it rests further than a quarter of the loop's range
    /// from home; `nil` for a stop a scroll gets to (recentring then brings it back), or when
    /// the carousel does not loop.
    ///
    /// Once the loop is renumbered any virtual stop of the same place will do, and the jump
    /// takes the one nearest stop 0. A target counted from the current stop can lie next to
    /// `Int.min` or `Int.max` (`scrollByStops(Int.min)` on `Int.max` items is almost a cycle
    /// back), where virtual indices saturate and a stop's position no longer matches its
    /// number; stops within half a cycle of 0 keep every index clear of them.
    public func farJump(toStop stop: Int) -> CarouselFarJump? {
        let stops = numberOfStops
        guard stops > 0, loopRenumbering(bringingHome: stop) != nil else { return nil }
        let place = Self.wrap(stop, count: stops)
        let nearZero = place <= stops / 2 ? place : place - stops
        return CarouselFarJump(stop: nearZero, renumberingByItems: loopRenumbering(bringingHome: nearZero))
    }

    /// The far jump that brings an offset beyond recentring's reach home, onto the stop
    /// nearest it (an infinite offset reads the stop saturated at `Int.min` / `Int.max`);
    /// `nil` within 2⁵⁰ pt of home (`recenteringShift(forContentOffset:)` carries that), for
    /// a NaN offset, or when the carousel does not loop.
    ///
    /// Only an app puts a loop's offset that far (`contentOffset = 1e30`); a shift by points
    /// could not land on an item there, a renumbering by index can.
    public func homecoming(fromContentOffset offset: CGPoint) -> CarouselFarJump? {
        guard metrics.isLooping else { return nil }
        let distance = metrics.axis.main(offset) - metrics.axis.main(metrics.homeOffset)
        // False for NaN.
        guard abs(distance) > CarouselMetrics.coordinateLimit else { return nil }
        let read = nearestStop(toContentOffset: offset)
        return farJump(toStop: read) ?? CarouselFarJump(stop: read, renumberingByItems: nil)
    }
}
