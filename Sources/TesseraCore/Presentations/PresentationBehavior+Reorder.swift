import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Scrolling under a held item

extension PresentationBehavior: ReorderEdgeScrolling {
    /// Presentations have no pages: a held item at an edge scrolls them instead
    /// (`reorderEdgeScroll(toOffset:scroll:layout:)`).
    public mutating func reorderEdgeReached(_ direction: ReorderDirection, scroll: ScrollState,
                                            layout: PresentationLayout) -> [Effect] {
        []
    }

    /// The content at `offset` from the top, clamped to where the scroll view rests (inside the
    /// adjusted content insets), without animation; nothing while a switch runs or when the
    /// content is already there. The default anchor follows the scroll as for any other.
    public mutating func reorderEdgeScroll(toOffset offset: CGFloat, scroll: ScrollState,
                                           layout: PresentationLayout) -> [Effect] {
        guard !layout.isSwitching else { return [] }
        let wanted = scroll.clamped(CGPoint(x: scroll.contentOffset.x, y: Limits.coordinate(offset)))
        return scroll.isShowing(wanted) ? [] : [.scroll(to: wanted)]
    }

    /// A switch's layout (each frame of an animated or interactive switch, and its end) moves
    /// every place under a held item: the reorder is cancelled and nothing moves.
    public static func reorderCancelReason(for effect: Effect) -> ReorderCancelReason? {
        if case .showLayout = effect { return .layoutChanged }
        return nil
    }
}
