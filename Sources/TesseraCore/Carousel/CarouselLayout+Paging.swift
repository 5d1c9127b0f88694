import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Paging

extension CarouselLayout {
    /// Which way a slow release was going, when its velocity is too small to tell.
    public typealias ReleaseDirection = TesseraCore.ReleaseDirection

    /// How the carousel snaps: the shared `SnapRule` with the carousel's flick velocity and
    /// paging threshold, and, with `allowsMultipleItemScroll`, as many stops as
    /// deceleration's projection reaches above `multipleItemScrollVelocityLimit`.
    public var snapRule: SnapRule {
        let c = configuration
        return SnapRule(flickVelocity: c.flickVelocity, threshold: c.pagingThreshold,
                        maximumStopsPerFlick: c.allowsMultipleItemScroll ? .max : 1,
                        multiStopVelocity: c.multipleItemScrollVelocityLimit)
    }

    /// The virtual stop a release rests on, in reading order: `snapRule` applied to the
    /// fractional stop at release (a flick moves one stop however little was dragged; a slow
    /// release moves on past `pagingThreshold` in the drag's direction; no motion at all rests
    /// on the nearest stop).
    /// - Parameters:
    ///   - current: the content offset at release.
    ///   - proposed: where plain deceleration would rest.
    ///   - velocity: the content-offset velocity at release, points per second.
    ///   - direction: which way the finger last moved, for releases with no velocity.
    /// Non-finite offsets count as resting on stop 0's fraction (see
    /// `fractionalStop(atContentOffset:)`), a non-finite velocity as none; stops far beyond
    /// `Int` saturate.
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise.
    public func targetStop(current: CGPoint, proposed: CGPoint, velocity: CGPoint,
                           direction: ReleaseDirection = .none) -> Int {
        guard !metrics.isEmpty else { return 0 }
        let table = metrics.stops
        // Counted from the whole stop at release, so a stop beyond 2⁵³ keeps its fraction.
        let here = stopPosition(atUnmirroredOffset: unmirroredMain(ofOffset: current), table)
        let there = stopPosition(atUnmirroredOffset: unmirroredMain(ofOffset: proposed), table)
        let projected = CGFloat(there.stop.saturatingSubtract(here.stop)) + there.fraction
        // Half a pixel of rounding must not count as having moved into the next stop.
        let epsilon = metrics.tolerance / max(metrics.minimumStride, 1)
        let target = here.stop.saturatingAdd(snapRule.targetStop(from: here.fraction, projected: projected,
                                                                 speed: readingOrderSpeed(velocity),
                                                                 direction: direction, tolerance: epsilon))
        return metrics.isLooping ? target : min(max(target, 0), table.count - 1)
    }

    /// Snaps a release to a stop (see `targetStop(current:proposed:velocity:direction:)`),
    /// or leaves plain deceleration alone when paging is off. A non-finite `proposed` is
    /// replaced by `current`, and that by the home offset; in a loop the answer is clamped to
    /// the content (without one, stops already are, and plain deceleration keeps UIKit's
    /// own answer, content insets included).
    public func targetContentOffset(proposed: CGPoint, current: CGPoint, velocity: CGPoint) -> CGPoint {
        let current = current.x.isFinite && current.y.isFinite ? current : homeOffset
        let proposed = proposed.x.isFinite && proposed.y.isFinite ? proposed : current
        guard !metrics.isEmpty else { return proposed }
        let target = configuration.paging == .none
            ? proposed : restingOffset(forStop: targetStop(current: current, proposed: proposed, velocity: velocity))
        guard metrics.isLooping else { return target }
        // UIKit's offset range: the content's, moved back by the start content inset.
        let axis = metrics.axis, low = -metrics.mainInsetStart
        let high = low + max(0, metrics.contentMain - metrics.viewportMain)
        return axis.replacing(min(max(axis.main(target), low), high), in: target)
    }

    /// The stop nearest `offset` (where a carousel at rest belongs); clamped to the stops
    /// without a loop, saturating at `Int.min` / `Int.max` in one.
    public func nearestStop(toContentOffset offset: CGPoint) -> Int {
        guard !metrics.isEmpty else { return 0 }
        let nearest = Self.nearestWhole(stopPosition(atUnmirroredOffset: unmirroredMain(ofOffset: offset), metrics.stops))
        return metrics.isLooping ? nearest : min(max(nearest, 0), metrics.stops.count - 1)
    }

    /// The item nearest `offset`; clamped to the items without a loop, saturating at
    /// `Int.min` / `Int.max` in one.
    public func nearestItem(toContentOffset offset: CGPoint) -> Int {
        guard !metrics.isEmpty else { return 0 }
        let nearest = Self.nearestWhole(stopPosition(atUnmirroredOffset: unmirroredMain(ofOffset: offset), metrics.itemStops))
        return metrics.isLooping ? nearest : min(max(nearest, 0), metrics.count - 1)
    }

}
