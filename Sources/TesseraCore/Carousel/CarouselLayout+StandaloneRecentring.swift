import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Recentring without an adapter

extension CarouselLayout {
    /// The shift that brings a loop home, for a scroll-view delegate that drives the layout
    /// itself (`CarouselCollectionViewLayout` used without `CycleCollectionView`): only under
    /// a finger, or when the delegate says the content rests (`atRest`, from
    /// `scrollViewDidEndDecelerating` / `scrollViewDidEndScrollingAnimation`).
    ///
    /// UIKit's own deceleration and animations head for an absolute offset that a recentre
    /// would not move, and `scrollViewDidScroll` cannot tell a UIKit animation from rest, so a
    /// recentre there could land on the wrong item. (`ScrollViewAdapter` needs none of this: it
    /// knows who moves the content and plays a loop's motions itself.)
    public func recenteringShift(for scroll: ScrollState, atRest: Bool) -> CGPoint? {
        guard Self.standaloneMayMove(scroll, atRest: atRest) else { return nil }
        return recenteringShift(forContentOffset: scroll.contentOffset)
    }

    /// The far jump that brings home a loop an app moved further than recentring carries
    /// (`homecoming(fromContentOffset:)`), under the same conditions as
    /// `recenteringShift(for:atRest:)`: renumber the loop, then set the offset to the stop's
    /// resting offset.
    public func homecoming(for scroll: ScrollState, atRest: Bool) -> CarouselFarJump? {
        guard Self.standaloneMayMove(scroll, atRest: atRest) else { return nil }
        return homecoming(fromContentOffset: scroll.contentOffset)
    }

    private static func standaloneMayMove(_ scroll: ScrollState, atRest: Bool) -> Bool {
        atRest || (scroll.isDragging && !scroll.isDecelerating)
    }
}
