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

    /// The virtual stop a release rests on: `snapRule` applied to the fractional stop at
    /// release (a flick moves one stop however little was dragged; a slow release moves on
    /// past `pagingThreshold` in the drag's direction; no motion at all rests on the nearest
    /// stop).
    /// - Parameters:
    ///   - current: the content offset at release.
    ///   - proposed: where plain deceleration would rest.
    ///   - velocity: the content-offset velocity at release, points per second.
    ///   - direction: which way the finger last moved, for releases with no velocity.
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise.
    func targetStop(current: CGPoint, proposed: CGPoint, velocity: CGPoint, direction: ReleaseDirection = .none) -> Int {
        guard !isEmpty else { return 0 }
        let stops = geometry.stops
        // Counted from the whole stop at release, so the fraction keeps its precision.
        let here = stopPosition(atUnmirroredOffset: unmirroredMain(ofOffset: current), stops)
        let there = stopPosition(atUnmirroredOffset: unmirroredMain(ofOffset: proposed), stops)
        let projected = CGFloat(there.stop - here.stop) + there.fraction
        // Half a pixel of rounding must not count as having moved into the next stop.
        let epsilon = geometry.pixels.tolerance / geometry.items.minimumStride
        let target = here.stop + snapRule.targetStop(from: here.fraction, projected: projected,
                                                     speed: readingOrderSpeed(velocity), direction: direction,
                                                     tolerance: epsilon)
        return isLooping ? target : min(max(target, 0), stops.count - 1)
    }

    /// Snaps a release to a stop (see `targetStop(current:proposed:velocity:direction:)`), or
    /// leaves plain deceleration alone when paging is off. In a loop the answer is clamped to
    /// the content (without one, stops already are, and plain deceleration keeps UIKit's own
    /// answer, content insets included).
    public func targetContentOffset(proposed: CGPoint, current: CGPoint, velocity: CGPoint) -> CGPoint {
        let (proposed, current, velocity) = (Limits.point(proposed), Limits.point(current), Limits.velocity(velocity))
        guard !isEmpty else { return proposed }
        let target = configuration.paging == .none
            ? proposed : restingOffset(forStop: targetStop(current: current, proposed: proposed, velocity: velocity))
        guard isLooping else { return target }
        // UIKit's offset range: the content's, moved back by the start content inset.
        let axis = geometry.axis, low = -geometry.mainInsetStart
        let high = low + max(0, geometry.contentMain - geometry.viewportMain)
        return axis.replacing(min(max(axis.main(target), low), high), in: target)
    }

    /// The stop nearest `offset` (where a carousel at rest belongs), clamped to the stops
    /// without a loop.
    public func nearestStop(toContentOffset offset: CGPoint) -> Int {
        nearest(in: geometry.stops, toContentOffset: offset)
    }

    /// The item nearest `offset`, clamped to the items without a loop.
    func nearestItem(toContentOffset offset: CGPoint) -> Int {
        nearest(in: geometry.itemStops, toContentOffset: offset)
    }

    private func nearest(in stops: CarouselStops, toContentOffset offset: CGPoint) -> Int {
        guard !isEmpty else { return 0 }
        let nearest = Self.nearestWhole(stopPosition(atUnmirroredOffset: unmirroredMain(ofOffset: Limits.point(offset)), stops))
        return isLooping ? nearest : min(max(nearest, 0), stops.count - 1)
    }
}
