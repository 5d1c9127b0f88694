import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Paging

extension CarouselLayout {
    /// Which way a slow release was going, when its velocity is too small to tell.
    public enum ReleaseDirection: Sendable, Hashable {
        case forward, backward, none
    }

    /// The virtual stop a release rests on, in reading order.
    ///
    /// With `g` the fractional stop at release:
    /// - |velocity| > `flickVelocity`: one stop in the direction of the flick (`⌈g⌉` forward,
    ///   `⌊g⌋` back), however little was dragged;
    /// - and with `allowsMultipleItemScroll` above `multipleItemScrollVelocityLimit`: the stop
    ///   nearest deceleration's projection `proposed`, if that is further;
    /// - slower: moving forward, the next stop once the fraction passed `pagingThreshold`,
    ///   else this one; backward alike; no motion at all (`direction` `.none` and no
    ///   velocity): the nearest stop.
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
        let g = fractionalStop(atUnmirroredOffset: unmirroredMain(ofOffset: current), table)
        let speed = readingOrderSpeed(velocity)
        // Half a pixel of rounding must not count as having moved into the next stop.
        let epsilon = metrics.tolerance / max(metrics.minimumStride, 1)
        let c = configuration
        var target: Int
        if abs(speed) > c.flickVelocity {
            target = speed > 0 ? Self.int((g - epsilon).rounded(.up)) : Self.int((g + epsilon).rounded(.down))
            if c.allowsMultipleItemScroll && abs(speed) > c.multipleItemScrollVelocityLimit {
                let projected = Self.int(fractionalStop(atUnmirroredOffset: unmirroredMain(ofOffset: proposed), table).rounded())
                target = speed > 0 ? max(target, projected) : min(target, projected)
            }
        } else {
            let heading: ReleaseDirection = speed > 0 ? .forward : (speed < 0 ? .backward : direction)
            switch heading {
            case .forward:
                let from = (g + epsilon).rounded(.down)
                target = Self.int(from).saturatingAdd(g - from >= c.pagingThreshold ? 1 : 0)
            case .backward:
                let from = (g - epsilon).rounded(.up)
                target = Self.int(from).saturatingSubtract(from - g >= c.pagingThreshold ? 1 : 0)
            case .none:
                target = Self.int(g.rounded())
            }
        }
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
        let axis = metrics.axis
        let limit = max(0, metrics.contentMain - metrics.viewportMain)
        return axis.replacing(min(max(axis.main(target), 0), limit), in: target)
    }

    /// The stop nearest `offset` (where a carousel at rest belongs); clamped to the stops
    /// without a loop, saturating at `Int.min` / `Int.max` in one.
    public func nearestStop(toContentOffset offset: CGPoint) -> Int {
        guard !metrics.isEmpty else { return 0 }
        let nearest = Self.int(fractionalStop(atContentOffset: offset).rounded())
        return metrics.isLooping ? nearest : min(max(nearest, 0), metrics.stops.count - 1)
    }

    /// The item nearest `offset`; clamped to the items without a loop, saturating at
    /// `Int.min` / `Int.max` in one.
    public func nearestItem(toContentOffset offset: CGPoint) -> Int {
        guard !metrics.isEmpty else { return 0 }
        let nearest = Self.int(fractionalItem(atContentOffset: offset).rounded())
        return metrics.isLooping ? nearest : min(max(nearest, 0), metrics.count - 1)
    }

    /// An integral fractional stop as an `Int`, saturating rather than trapping.
    private static func int(_ value: CGFloat) -> Int { CarouselArithmetic.clampedInt(value) }
}
