import Foundation
import TesseraCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scroll view inside another, both scrolling along one axis, under one finger: the
/// headless form of a pager or carousel nested in a pager's page. UIKit drags both (their
/// pans recognise together); after each move the offsets are set to what the
/// `NestedScrollHandoff` answers, and at the release the scroll view that does not own the
/// pan hears a zero velocity, as the UIKit skin does it.
public struct NestedEngines<Outer: ScrollBehavior, Inner: ScrollBehavior>: Sendable {
    /// The scroll view the other sits in.
    public private(set) var outer: CollectionEngine<Outer>
    /// The scroll view inside.
    public private(set) var inner: CollectionEngine<Inner>
    /// The hand-off between them.
    public private(set) var handoff: NestedScrollHandoff
    private var travel: CGFloat = 0

    public init(outer: CollectionEngine<Outer>, inner: CollectionEngine<Inner>, handoff: NestedScrollHandoff) {
        self.outer = outer
        self.inner = inner
        self.handoff = handoff
    }

    /// A finger touches down and starts to pan: both scroll views begin dragging.
    public mutating func beginDragging() {
        travel = 0
        handoff.panBegan(innerOffset: handoff.axis.main(inner.contentOffset),
                         outerOffset: handoff.axis.main(outer.contentOffset))
        outer.beginDragging()
        inner.beginDragging()
    }

    /// The finger moves the content by `delta` (`CollectionEngine.drag(by:)`): UIKit moves
    /// both scroll views, then the skin sets each to its share.
    public mutating func drag(by delta: CGPoint) {
        outer.drag(by: delta)
        inner.drag(by: delta)
        travel += handoff.axis.main(delta)
        let inside = inner.scroll, around = outer.scroll
        let axis = handoff.axis
        let shares = handoff.panMoved(by: travel,
                                      innerRange: axis.main(inside.minimumOffset)...axis.main(inside.maximumOffset),
                                      outerRange: axis.main(around.minimumOffset)...axis.main(around.maximumOffset),
                                      outerViewport: axis.main(around.viewportSize))
        inner.setContentOffset(axis.point(main: shares.inner, cross: axis.cross.main(inner.contentOffset)), animated: false)
        outer.setContentOffset(axis.point(main: shares.outer, cross: axis.cross.main(outer.contentOffset)), animated: false)
    }

    /// The finger lifts with `velocity` (points per second): each scroll view hears the
    /// velocity the hand-off gives it.
    public mutating func endDragging(velocity: CGPoint) {
        outer.endDragging(velocity: handoff.releaseVelocity(for: .outer, velocity))
        inner.endDragging(velocity: handoff.releaseVelocity(for: .inner, velocity))
    }

    /// Frames until neither scroll view moves.
    @discardableResult
    public mutating func runUntilIdle(frameRate: Double = 60, limit: TimeInterval = 10) -> Int {
        var frames = 0
        while (outer.isMoving || inner.isMoving) && Double(frames) < limit * frameRate {
            advance(by: 1 / frameRate)
            frames += 1
        }
        return frames
    }

    /// Advances both scroll views' clocks by `interval` seconds.
    public mutating func advance(by interval: TimeInterval) {
        outer.advance(by: interval)
        inner.advance(by: interval)
    }

    /// Drives the outer scroll view alone (a command, time).
    public mutating func outer(_ body: (inout CollectionEngine<Outer>) -> Void) { body(&outer) }

    /// Drives the inner scroll view alone.
    public mutating func inner(_ body: (inout CollectionEngine<Inner>) -> Void) { body(&inner) }
}
