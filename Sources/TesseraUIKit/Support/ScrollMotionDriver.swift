#if canImport(UIKit)
import UIKit
import TesseraCore

/// Plays core motions (a paging spring, a marquee) on a scroll view, frame by frame.
///
/// UIKit has no velocity-matched spring to an arbitrary offset, so the skin stops UIKit's own
/// deceleration and sets `contentOffset` from the same closed-form `AxisMotion` the engine
/// uses in tests: what is tested on Linux is what moves on the device.
@MainActor
public final class ScrollMotionDriver {
    private weak var scrollView: UIScrollView?
    private var motionX: AxisMotion = .resting(0)
    private var motionY: AxisMotion = .resting(0)
    private var onFinish: (() -> Void)?
    private lazy var displayLink = DisplayLinkProxy { [weak self] _ in self?.frame() ?? false }

    public init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    /// Whether a motion is playing.
    public var isRunning: Bool { displayLink.isRunning }

    /// Springs from the current offset to `target`, starting at `velocity` (points per second).
    public func spring(to target: CGPoint, velocity: CGPoint, parameters: SpringParameters,
                       onFinish: @escaping () -> Void) {
        guard let scrollView else { return }
        let now = CACurrentMediaTime(), offset = scrollView.contentOffset
        play(x: .spring(SpringMotion(from: offset.x, to: target.x, velocity: velocity.x, parameters: parameters), start: now),
             y: .spring(SpringMotion(from: offset.y, to: target.y, velocity: velocity.y, parameters: parameters), start: now),
             onFinish: onFinish)
    }

    /// Plays two axis motions, then calls `onFinish`.
    public func play(x: AxisMotion, y: AxisMotion, onFinish: @escaping () -> Void) {
        motionX = x
        motionY = y
        self.onFinish = onFinish
        displayLink.start()
    }

    /// Moves the motion in progress by `delta` (after a recentre) without changing velocity.
    public func shift(by delta: CGPoint) {
        motionX = motionX.shifted(by: delta.x)
        motionY = motionY.shifted(by: delta.y)
    }

    /// Stops where the content is; `onFinish` is not called (a finger caught it).
    public func cancel() {
        displayLink.stop()
        onFinish = nil
    }

    /// Jumps to the end of the motion and finishes (the app is leaving the foreground).
    public func finishImmediately() {
        guard isRunning else { return }
        scrollView?.contentOffset = CGPoint(x: motionX.position(at: .infinity), y: motionY.position(at: .infinity))
        complete()
    }

    private func frame() -> Bool {
        guard let scrollView else { return false }
        let now = CACurrentMediaTime()
        scrollView.contentOffset = CGPoint(x: motionX.position(at: now), y: motionY.position(at: now))
        if motionX.isFinished(at: now) && motionY.isFinished(at: now) {
            complete()
            return false
        }
        return true
    }

    private func complete() {
        displayLink.stop()
        let finish = onFinish
        onFinish = nil
        finish?()
    }
}
#endif
