import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollVelocity {
    /// The velocity, in points per second, that UIKit passed to
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
    ///
    /// Apple documents that value in points per second; devices pass the same points per
    /// millisecond `scrollViewWillEndDragging` gets (which layouts such as FSPagerView's
    /// 0.3–0.4 thresholds rely on). Rather than trust either, each axis is read in the unit
    /// whose deceleration at `rate` would rest nearest `proposed`, which UIKit computed from
    /// the same velocity: with v in points per millisecond a fling travels about v·r/(1 − r)
    /// points (500 v at `.normal`), a thousand times what the same number read as points per
    /// second travels. Whether UIKit clamps its proposal to the content or not, the reading
    /// compares both.
    public static func fromLayoutCallback(_ velocity: CGPoint, proposed: CGPoint, scrollView: ScrollState) -> CGPoint {
        CGPoint(x: perSecond(velocity.x, along: .horizontal, proposed: proposed, scrollView),
                y: perSecond(velocity.y, along: .vertical, proposed: proposed, scrollView))
    }

    private static func perSecond(_ value: CGFloat, along axis: Axis, proposed: CGPoint,
                                  _ scrollView: ScrollState) -> CGFloat {
        guard value.isFinite, value != 0 else { return 0 }
        let current = axis.main(scrollView.contentOffset), target = axis.main(proposed)
        guard target.isFinite else { return value * 1000 }
        let lower = axis.main(scrollView.minimumOffset), upper = axis.main(scrollView.maximumOffset)
        func miss(_ perSecond: CGFloat) -> CGFloat {
            let rest = Deceleration.projectedPosition(from: current, velocity: perSecond, rate: scrollView.decelerationRate)
            return min(abs(rest - target), abs(min(max(rest, lower), upper) - target))
        }
        return miss(value * 1000) <= miss(value) ? value * 1000 : value
    }
}
