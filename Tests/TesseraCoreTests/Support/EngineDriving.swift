import Foundation
@testable import TesseraCore
@testable import TesseraTesting

/// The canonical test viewport: 320 × 200 pt at scale 2.
let canonicalViewport = CGSize(width: 320, height: 200)

extension CollectionEngine {
    /// A finger drags the content offset by `distance` in `steps` moves at 60 Hz, then lifts
    /// with `velocity` (points per second) and the content is left to settle.
    mutating func fling(by distance: CGPoint, velocity: CGPoint, steps: Int = 10, frameRate: Double = 60) {
        beginDragging()
        for _ in 0..<steps {
            advance(by: 1 / frameRate)
            drag(by: CGPoint(x: distance.x / CGFloat(steps), y: distance.y / CGFloat(steps)))
        }
        endDragging(velocity: velocity)
    }

    /// `fling` then frames until rest; returns the frames it took.
    @discardableResult
    mutating func flingAndSettle(by distance: CGPoint, velocity: CGPoint, frameRate: Double = 60) -> Int {
        fling(by: distance, velocity: velocity, frameRate: frameRate)
        return runUntilIdle(frameRate: frameRate)
    }

    /// The delegate callbacks the fake UIKit sent, other than `didScroll`, in order.
    var milestones: [ScrollEvent] { events.filter { !$0.isDidScroll } }

    /// The callbacks the behaviour heard from the adapter, other than `didScroll`, in order.
    var heardMilestones: [ScrollEvent] { told.filter { !$0.isDidScroll } }
}

extension CGPoint {
    /// Whether both coordinates are within `tolerance` of `other`'s.
    func isClose(to other: CGPoint, tolerance: CGFloat = 0.25) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}

extension ScrollEvent {
    /// Whether this is a `didScroll` event.
    var isDidScroll: Bool {
        if case .didScroll = self { return true }
        return false
    }
}
