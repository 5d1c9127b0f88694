import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The delegate callbacks a scroll view sends, as the engine records them.
public enum ScrollEvent: Sendable, Equatable {
    /// `scrollViewWillBeginDragging`.
    case willBeginDragging
    /// `scrollViewDidScroll`, with the new offset.
    case didScroll(CGPoint)
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the velocity in
    /// points per second and the target after the behaviour adjusted it.
    case willEndDragging(velocity: CGPoint, target: CGPoint)
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    case didEndDragging(willDecelerate: Bool)
    /// `scrollViewWillBeginDecelerating`.
    case willBeginDecelerating
    /// `scrollViewDidEndDecelerating`.
    case didEndDecelerating
    /// `scrollViewDidEndScrollingAnimation`.
    case didEndScrollingAnimation
    /// `collectionView(_:didSelectItemAt:)`.
    case didSelectItem(ItemIndex)
}
