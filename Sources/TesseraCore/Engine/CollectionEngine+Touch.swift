import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Touches

extension CollectionEngine {
    /// A finger touches the content. UIKit reports no scroll-view callback for this, so no
    /// `ScrollEvent` is logged; the behaviour hears it (auto-scroll pauses on touch-down,
    /// before any drag starts) and its effects are performed. Motion is not caught here:
    /// `beginDragging()` does that, as before.
    public mutating func touchDown() {
        perform(behavior.didTouchDown(scroll, layout: layout))
    }

    /// The last finger leaves the content (after `endDragging(velocity:)` if it dragged).
    public mutating func touchUp() {
        perform(behavior.didTouchUp(scroll, layout: layout))
    }
}
