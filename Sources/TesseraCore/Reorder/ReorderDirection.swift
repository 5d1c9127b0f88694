import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which way a held item asks the content to go, in reading order: `forward` towards later
/// pages or items (right in left-to-right, left in right-to-left, down for vertical pages).
public enum ReorderDirection: Sendable, Hashable {
    case backward, forward

    /// +1 forward, −1 backward.
    public var step: Int { self == .forward ? 1 : -1 }

    /// The edge zone `position` (viewport coordinates) is in, as the way the content should
    /// go: within `width` of the leading edge along `axis` is backward, of the trailing edge
    /// forward; horizontal right-to-left mirrors both. `nil` away from both, or in a viewport
    /// too short to have two zones.
    ///
    ///     | ◀ backward |          no edge          | forward ▶ |     (left to right)
    ///     | ◀ forward  |          no edge          | backward ▶|     (right to left)
    /// With how deep into its zone `position` is: 0 where the zone begins, 1 at the visible
    /// area's edge and beyond it.
    static func edgeZone(at position: CGPoint, in visible: CGRect, along axis: Axis, width: CGFloat,
                         layoutDirection: LayoutDirection) -> (direction: ReorderDirection, depth: CGFloat)? {
        let low = axis.minimum(of: visible), high = axis.maximum(of: visible), p = axis.main(position)
        guard high - low > 2 * width else { return nil }
        let mirrored = axis == .horizontal && layoutDirection.isRightToLeft
        if p < low + width { return (mirrored ? .forward : .backward, min((low + width - p) / width, 1)) }
        if p > high - width { return (mirrored ? .backward : .forward, min((p - (high - width)) / width, 1)) }
        return nil
    }
}

/// Why a held item went back to its place with nothing moved.
public enum ReorderCancelReason: Sendable, Hashable {
    /// The finger lifted outside the collection view.
    case liftedOutside
    /// The app left the foreground, or the view its window.
    case backgrounded
    /// The data was reloaded under the held item.
    case dataReloaded
    /// The viewport changed size (a rotation, split view) or the layout was replaced.
    case layoutChanged
    /// The system cancelled the gesture (a call, a system gesture).
    case gestureCancelled

    /// The reason a relayout cancels a reorder, or `nil` for one that does not (insets that
    /// change under the finger: a bar hiding moves nothing the user holds).
    public init?(_ reason: LayoutChangeReason) {
        switch reason {
        case .reload: self = .dataReloaded
        case .viewportResize, .invalidation: self = .layoutChanged
        case .insetsChange: return nil
        }
    }
}
