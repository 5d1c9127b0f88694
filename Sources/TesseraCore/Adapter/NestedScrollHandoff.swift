import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One pan shared by a scroll view and the scroll view it sits in, both scrolling along the
/// same axis (a carousel or a pager inside a page of a pager): the inner one moves while it
/// can; at its edge the same pan moves the outer one by the rest of the pan, and back the
/// other way.
///
/// **On a device** both pan gesture recognisers recognise together
/// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`), so UIKit drags both scroll
/// views by the finger and sends each its own callbacks. After each move the skin sets both
/// offsets to what `panMoved(by:innerRange:outerRange:outerViewport:)` answers (a drag goes
/// on from an offset set under it). At the release each scroll view hears
/// `scrollViewWillEndDragging` with the finger's velocity; the one that does not own the pan
/// is given `releaseVelocity(for:_:)`, zero, so it rests where it is.
///
/// With `d` the finger's travel in content points since the pan began (the negative of the
/// pan's translation along the axis):
///
///     inner wants   w = innerStart + d
///     inner gets    clamp(w, innerRange)                  never rubber-bands: the outer takes over
///     outer gets    outerStart + (w − clamp(w, innerRange)),  rubber-banded past its own edges
///     owner         .outer while the outer is displaced, else .inner
public struct NestedScrollHandoff: Sendable, Hashable {
    /// Which scroll view the pan moves.
    public enum Owner: Sendable, Hashable {
        case inner, outer
    }

    /// The axis both scroll views scroll along.
    public let axis: Axis
    /// Whether a navigation controller's edge swipe goes first when both scroll views are at
    /// their first page (`yieldsToSwipeBack(outerAtStart:innerAtStart:)`). Defaults to `true`.
    public var yieldsToSwipeBackAtStart: Bool
    /// The scroll view the pan moves now.
    public private(set) var owner = Owner.inner
    private var innerStart: CGFloat = 0
    private var outerStart: CGFloat = 0

    public init(axis: Axis = .horizontal, yieldsToSwipeBackAtStart: Bool = true) {
        self.axis = axis
        self.yieldsToSwipeBackAtStart = yieldsToSwipeBackAtStart
    }

    /// Both pans began (UIKit's `scrollViewWillBeginDragging`, the first of the two): where
    /// each scroll view was along the axis.
    public mutating func panBegan(innerOffset: CGFloat, outerOffset: CGFloat) {
        innerStart = innerOffset
        outerStart = outerOffset
        owner = .inner
    }

    /// The finger has travelled `travel` content points since the pan began: the offsets both
    /// scroll views should show along the axis. `outerViewport` is the outer's length along the
    /// axis (its rubber band's dimension).
    public mutating func panMoved(by travel: CGFloat, innerRange: ClosedRange<CGFloat>, outerRange: ClosedRange<CGFloat>,
                                  outerViewport: CGFloat) -> (inner: CGFloat, outer: CGFloat) {
        let wanted = innerStart + travel
        let inner = min(max(wanted, innerRange.lowerBound), innerRange.upperBound)
        let rest = wanted - inner
        owner = rest == 0 ? .inner : .outer
        let outer = RubberBand.clamp(outerStart + rest, lower: outerRange.lowerBound, upper: outerRange.upperBound,
                                     dimension: outerViewport)
        return (inner, outer)
    }

    /// The release velocity `scrollView` should hear: the finger's, if it owns the pan, else
    /// zero (it rests where the hand-off left it).
    public func releaseVelocity(for scrollView: Owner, _ velocity: CGPoint) -> CGPoint {
        scrollView == owner ? velocity : CGPoint(x: 0, y: 0)
    }

    /// Whether the pagers' pans wait for a navigation controller's edge swipe (they require
    /// its recogniser to fail): only at the very start, the outer and the inner both on their
    /// first page, and only if `yieldsToSwipeBackAtStart`.
    public func yieldsToSwipeBack(outerAtStart: Bool, innerAtStart: Bool) -> Bool {
        yieldsToSwipeBackAtStart && outerAtStart && innerAtStart
    }
}
