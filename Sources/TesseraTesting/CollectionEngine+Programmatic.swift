import Foundation
import TesseraCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - An app calling UIKit directly, and taps

extension CollectionEngine {
    /// `setContentOffset(_:animated:)` as an app calls it on the collection view. Stops UIKit's
    /// motion first. Not animated: one `didScroll`. Animated: UIKit's own 0.3 s ease-in-out,
    /// a `didScroll` per frame, then `didEndScrollingAnimation`. The adapter takes either for a
    /// scroll someone else started. Under a finger, animated or not, the offset jumps and the
    /// drag goes on from there: the finger owns the content (its next move would take over an
    /// animation at once), and an animation under it would leave UIKit animating a drag that
    /// never ends.
    public mutating func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        if animated && uikitPhase != .dragging {
            stopUIKitMotion()
            guard pixelGrid.round(offset) != contentOffset else { return }
            let duration = CurveAnimation.defaultDuration
            motionX = .animating(CurveAnimation(from: contentOffset.x, to: offset.x, duration: duration, curve: .easeInOut),
                                 start: now)
            motionY = .animating(CurveAnimation(from: contentOffset.y, to: offset.y, duration: duration, curve: .easeInOut),
                                 start: now)
            uikitPhase = .animating
        } else {
            stopUIKitMotion()
            moveOffset(to: offset)
            if uikitPhase == .dragging { unboundedDragOffset = contentOffset }
        }
    }

    /// `scrollToItem(at:at:animated:)`: brings the item to `position`, clamped to the content.
    /// An index without an item is ignored.
    public mutating func scrollToItem(_ index: ItemIndex, at position: ItemScrollPosition, animated: Bool) {
        guard let item = layout.item(at: index) else { return }
        let state = uikitState
        setContentOffset(state.clamped(position.offset(showing: item.frame, in: state)), animated: animated)
    }

    /// `scrollRectToVisible(_:animated:)`, and what VoiceOver does when its focus moves to a
    /// cell off screen: UIKit scrolls the least that shows `rect` (content coordinates), as
    /// an animation someone else started, and nothing if it is already shown.
    public mutating func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let state = uikitState
        let insets = state.contentInsets, size = state.viewportSize
        func least(_ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, _ before: CGFloat, _ length: CGFloat) -> CGFloat {
            if low < offset + before { return low - before }
            if high > offset + length { return high - length }
            return offset
        }
        let target = CGPoint(
            x: least(contentOffset.x, rect.minX, rect.maxX, insets.left, size.width - insets.right),
            y: least(contentOffset.y, rect.minY, rect.maxY, insets.top, size.height - insets.bottom))
        guard target != contentOffset else { return }
        setContentOffset(state.clamped(target), animated: animated)
        // Unanimated, UIKit sends no end: the adapter's quiet period ends it.
    }

    /// A tap at `point` in viewport coordinates: a touch down, UIKit's selection, a touch up.
    /// A tap on content UIKit moves only stops it (as in UIKit); UIKit selects under a tap
    /// that stops the adapter's motion, because it cannot know, and the adapter drops that.
    public mutating func tap(at point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite, uikitPhase != .dragging else { return }
        let wasMoving = uikitPhase != .idle
        let pressed = !touchIsDown
        if pressed { touchDown() }
        if !wasMoving {
            let contentPoint = CGPoint(x: point.x + contentOffset.x, y: point.y + contentOffset.y)
            if let index = layout.index(at: contentPoint) {
                events.append(.didSelectItem(index))
                perform(adapter.didSelectItem(at: index, uikitState, layout: layout))
            }
        }
        if pressed { touchUp() }
    }

    /// Empties the event and effect logs (long scenarios keep memory flat this way).
    public mutating func clearLog() {
        events.removeAll(keepingCapacity: true)
        told.removeAll(keepingCapacity: true)
        effects.removeAll(keepingCapacity: true)
    }
}

// MARK: - Switching layouts

extension CollectionEngine {
    /// Switches to `newLayout` (prepared here for the engine's context) with the content at
    /// the offset `offset` computes from the prepared layout and the scroll state, through the
    /// adapter as the skin does: a fling stops first, then the layout and the offset change in
    /// one pass.
    public mutating func setLayout(_ newLayout: Layout, animated: Bool = false,
                                   contentOffset offset: (Layout, ScrollState) -> CGPoint) {
        var prepared = newLayout
        prepared.prepare(in: context)
        let target = offset(prepared, scroll)
        perform(adapter.setLayout(prepared, contentOffset: target, animated: animated, uikitState))
    }
}
