import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TesseraCore

// MARK: - The fake UIKit as a scroll-view host

/// The engine carries out the adapter's answers through the core's one performer
/// (`ScrollViewHost.perform(_:)`), exactly as the UIKit skin's bridge does; each primitive is
/// what UIKit does for that one call, callbacks included.
extension CollectionEngine: ScrollViewHost {
    public var scrollState: ScrollState { uikitState }
    public var currentLayout: Layout { layout }

    public mutating func setContentOffset(_ offset: CGPoint) {
        setContentOffset(offset, animated: false)
    }

    /// `setContentOffset(contentOffset, animated: false)` while UIKit decelerates or animates.
    /// Whether UIKit then reports the end of a deceleration is undocumented: the model says.
    public mutating func stopScrolling() {
        guard uikitPhase == .decelerating || uikitPhase == .animating else { return }
        let wasDecelerating = uikitPhase == .decelerating
        stopUIKitMotion()
        if wasDecelerating && uikit.stillRelease == .stopReportsEnd {
            events.append(.didEndDecelerating)
            perform(adapter.scrollViewDidEndDecelerating(uikitState, layout: layout))
        }
    }

    public mutating func followClock(_ schedule: ClockSchedule) {
        clockSchedule = schedule
    }

    public mutating func invalidateLayout() {
        layoutIsInvalid = true
    }

    /// `setCollectionViewLayout` with the offset given through the layout's
    /// `targetContentOffset(forProposedContentOffset:)`: a layout pass that ends UIKit's motion
    /// (a finger goes on from the new offset) and moves the offset there.
    public mutating func applyLayout(_ newLayout: Layout, contentOffset offset: CGPoint, animated: Bool) {
        layout = newLayout
        layout.prepare(in: context)
        if uikitPhase != .dragging { stopUIKitMotion() }
        moveOffset(to: offset)
        if uikitPhase == .dragging { unboundedDragOffset = contentOffset }
        updateVisibleCells()
    }

    public mutating func report(_ effect: Behavior.Effect) { effects.append(effect) }

    public mutating func tell(_ event: ScrollEvent) { told.append(event) }

    /// `LinkedEngines` routes from `effects` after each call, as the skin routes these.
    public mutating func callbackDidFinish(with effects: [Behavior.Effect]) {}
    public static var routesCallbackEffects: Bool { false }
}
