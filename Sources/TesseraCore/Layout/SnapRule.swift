import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which way a release was going, for releases too slow to say.
enum ReleaseDirection: Sendable, Hashable {
    case forward, backward, none
}

/// The one rule every paging component snaps a release by — the paged grid's pages, the
/// carousel's stops, the view pager's pages — with one set of names and one rule at each
/// threshold.
///
/// Positions are *fractional stops* in reading order (2.4 is 40% of the way from stop 2 to
/// stop 3; right-to-left layouts flip before calling), speeds are points per second along
/// the paging axis in reading order:
///
///     |speed| ≥ flickVelocity          a flick: the next stop in its direction (⌈g⌉ forward,
///                                      ⌊g⌋ back), however little was dragged; at or above
///                                      `multiStopVelocity`, deceleration's projection may
///                                      carry it up to `maximumStopsPerFlick` stops
///     slower, moving forward            the next stop once g passed `threshold` of the way
///     slower, moving backward           the previous stop likewise
///     no motion at all                  the nearest stop
///
/// UIKit's own `isPagingEnabled` is this rule with a 400 pt/s flick (0.4 pt/ms, as in
/// FSPagerView and YJCycleCollectionView), a threshold of ½ and one stop per flick.
struct SnapRule: Sendable, Hashable {
    /// Releases at least this fast (points per second) are flicks. Defaults to 400.
    var flickVelocity: CGFloat
    /// How far towards the next stop a slow release must be, in stops, to move on: ½ is the
    /// nearest stop. Defaults to 0.5.
    var threshold: CGFloat
    /// The most stops one flick travels. Defaults to 1.
    var maximumStopsPerFlick: Int
    /// Flicks at least this fast (points per second) may travel more than one stop, as far as
    /// deceleration's projection reaches. Defaults to 0 (every flick).
    var multiStopVelocity: CGFloat

    /// Creates a rule.
    init(flickVelocity: CGFloat = 400, threshold: CGFloat = 0.5, maximumStopsPerFlick: Int = 1,
                multiStopVelocity: CGFloat = 0) {
        self.flickVelocity = flickVelocity
        self.threshold = threshold
        // `.max` means "as many as the fling reaches": any count of stops there can be.
        self.maximumStopsPerFlick = min(max(1, maximumStopsPerFlick), Limits.itemCount)
        self.multiStopVelocity = multiStopVelocity
    }

    /// The stop a release rests on (not clamped to the existing stops: the caller clamps, or a
    /// loop wraps).
    /// - Parameters:
    ///   - fraction: the fractional stop at release.
    ///   - projected: the fractional stop plain deceleration would rest on.
    ///   - speed: the release speed in reading order, points per second.
    ///   - direction: which way the finger last moved, for a release with no speed.
    ///   - tolerance: a fraction of a stop that counts as rounding (half a pixel), so an offset
    ///     rounded onto a stop does not count as past it.
    /// - Complexity: O(1).
    func targetStop(from fraction: CGFloat, projected: CGFloat, speed: CGFloat,
                           direction: ReleaseDirection = .none, tolerance: CGFloat = 0) -> Int {
        let epsilon = abs(tolerance)
        if abs(speed) >= flickVelocity && speed != 0 {
            let forward = speed > 0
            var target = Self.stop(forward ? (fraction - epsilon).rounded(.up) : (fraction + epsilon).rounded(.down))
            if maximumStopsPerFlick > 1, abs(speed) >= multiStopVelocity {
                let reach = Self.stop(projected.rounded())
                let limit = forward ? target + (maximumStopsPerFlick - 1) : target - (maximumStopsPerFlick - 1)
                target = forward ? min(max(target, reach), limit) : max(min(target, reach), limit)
            }
            return target
        }
        let heading: ReleaseDirection = speed > 0 ? .forward : (speed < 0 ? .backward : direction)
        switch heading {
        case .forward:
            let from = (fraction + epsilon).rounded(.down)
            return Self.stop(from) + (fraction - from >= threshold ? 1 : 0)
        case .backward:
            let from = (fraction - epsilon).rounded(.up)
            return Self.stop(from) - (from - fraction >= threshold ? 1 : 0)
        case .none:
            return Self.stop(fraction.rounded())
        }
    }

    /// A whole number of stops as an `Int`.
    private static func stop(_ value: CGFloat) -> Int { Int(value, rounding: .toNearestOrAwayFromZero) }
}
