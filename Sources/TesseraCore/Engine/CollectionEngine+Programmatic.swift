import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Programmatic scrolling and taps

extension CollectionEngine {
    /// `setContentOffset(_:animated:)`. Stops any motion first. Not animated: one `didScroll`.
    /// Animated: about 0.3 s of `didScroll`s, then `didEndScrollingAnimation`.
    public mutating func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        if animated {
            animate(to: offset, duration: CurveAnimation.defaultDuration, curve: .easeInOut)
        } else {
            stopMotion()
            moveOffset(to: offset)
            if phase == .dragging { unboundedDragOffset = contentOffset }
        }
    }

    /// Animates the offset to `offset` over `duration` seconds along `curve`; ends with
    /// `didEndScrollingAnimation`.
    public mutating func animate(to offset: CGPoint, duration: TimeInterval, curve: TimingCurve) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        stopMotion()
        guard pixelGrid.round(offset) != contentOffset else { return }
        motionX = .animating(CurveAnimation(from: contentOffset.x, to: offset.x, duration: duration, curve: curve),
                             start: now)
        motionY = .animating(CurveAnimation(from: contentOffset.y, to: offset.y, duration: duration, curve: curve),
                             start: now)
        phase = .animating
    }

    /// `scrollToItem(at:at:animated:)`: brings the item to `position`, clamped to the content.
    /// An index without an item is ignored.
    public mutating func scrollToItem(_ index: ItemIndex, at position: ScrollPosition, animated: Bool) {
        guard let item = layout.item(at: index) else { return }
        let state = scroll
        setContentOffset(state.clamped(position.offset(showing: item.frame, in: state)), animated: animated)
    }

    /// A tap at `point` in viewport coordinates. A tap on moving content only stops it (as
    /// in UIKit); otherwise the item under the finger is selected.
    public mutating func tap(at point: CGPoint) {
        guard phase == .idle else {
            if phase != .dragging { stopMotion() }
            return
        }
        let contentPoint = CGPoint(x: point.x + contentOffset.x, y: point.y + contentOffset.y)
        guard let index = layout.index(at: contentPoint) else { return }
        events.append(.didSelectItem(index))
        perform(behavior.didSelectItem(at: index, scroll: scroll, layout: layout))
    }

    /// Empties the event and effect logs (long scenarios keep memory flat this way).
    public mutating func clearLog() {
        events.removeAll(keepingCapacity: true)
        effects.removeAll(keepingCapacity: true)
    }
}
