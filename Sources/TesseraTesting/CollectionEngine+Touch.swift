import Foundation
import TesseraCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Touches

extension CollectionEngine {
    /// A finger touches the content (the skin's touch observer: UIKit has no scroll-view
    /// callback for this). UIKit stops its own deceleration under the finger; the adapter hears
    /// the touch (and stops its own motion; auto-scroll pauses before any drag starts).
    public mutating func touchDown() {
        guard !touchIsDown else { return }
        touchIsDown = true
        if uikitPhase == .decelerating || uikitPhase == .animating { stopUIKitMotion() }
        perform(adapter.touchesBegan([1], uikitState, layout: layout))
    }

    /// The last finger leaves the content (after `endDragging(velocity:)` if it dragged). A
    /// finger that caught a bounce and lifts without dragging leaves the content outside its
    /// edges; UIKit bounces it back then, unless the adapter moves it itself.
    public mutating func touchUp() {
        guard touchIsDown else { return }
        touchIsDown = false
        perform(adapter.touchesEnded([1], uikitState, layout: layout))
        bounceBackIfOutside()
    }

    /// UIKit's bounce back to the nearest edge of content left outside it at rest.
    private mutating func bounceBackIfOutside() {
        guard uikitPhase == .idle, adapter.mover == .none, !touchIsDown else { return }
        let state = uikitState, inside = state.clamped(contentOffset), tolerance = pixelGrid.tolerance
        guard abs(inside.x - contentOffset.x) > tolerance || abs(inside.y - contentOffset.y) > tolerance else { return }
        motionX = .spring(SpringMotion(from: contentOffset.x, to: inside.x, velocity: 0, parameters: .bounce), start: now)
        motionY = .spring(SpringMotion(from: contentOffset.y, to: inside.y, velocity: 0, parameters: .bounce), start: now)
        uikitPhase = .decelerating
    }
}

// MARK: - VoiceOver

extension CollectionEngine where Behavior: AccessibleScrollBehavior {
    /// A three-finger scroll or an adjustable element's increment / decrement, as the skin
    /// forwards it: the adapter answers, the engine carries the answer out. Returns what the
    /// skin would post with `.pageScrolled` (nil at an end, where VoiceOver plays its boundary
    /// sound).
    @discardableResult
    public mutating func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> AccessibilityAnnouncement? {
        let result = adapter.accessibilityScroll(direction, uikitState, layout: layout)
        perform(result.actions)
        return result.announcement
    }
}
