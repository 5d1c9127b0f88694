#if canImport(UIKit)
import UIKit
import TesseraCore

/// Carries out the adapter's `ClockSchedule`: a display link for every frame, a one-shot
/// timer for a later time, nothing otherwise. It decides nothing; it only calls back.
///
/// The display link asks for the schedule's rates (`ClockSchedule.frameRates`: scrolling's
/// 120 Hz on ProMotion, where UIKit's own scrolling runs at 120 Hz too, or less for a slow
/// steady motion) and reports each frame's `targetTimestamp`, the moment
/// it will be seen, so motion is drawn where it will be then. Neither the link nor the timer
/// keeps the owner alive: both target a small weak proxy, which invalidates them once the clock
/// is gone.
@MainActor
final class FrameClock {
    private let onFire: (CFTimeInterval) -> Void
    private var link: CADisplayLink?
    private var timer: Timer?
    private var schedule: ClockSchedule = .none

    /// Creates a stopped clock that calls `onFire` with the time it fired for.
    init(onFire: @escaping (CFTimeInterval) -> Void) {
        self.onFire = onFire
    }

    /// Starts, moves or stops the display link and the timer to match `schedule`.
    func follow(_ schedule: ClockSchedule) {
        guard schedule != self.schedule else { return }
        self.schedule = schedule
        stopTimer()
        switch schedule {
        case .none:
            stopLink()
        case .everyFrame, .steadyFrames:
            startLink(rates: schedule.frameRates ?? .scrolling)
        case .at(let time):
            stopLink()
            let timer = Timer(timeInterval: max(0, time - CACurrentMediaTime()), target: WeakClockTarget(self),
                              selector: #selector(WeakClockTarget.timerFired(_:)), userInfo: nil, repeats: false)
            RunLoop.main.add(timer, forMode: .common)
            self.timer = timer
        }
    }

    /// Stops everything (the view left the window, the app resigned active).
    func stop() {
        follow(.none)
    }

    // MARK: - Firing

    fileprivate func linkFired(_ link: CADisplayLink) {
        onFire(link.targetTimestamp)
    }

    fileprivate func timerFired() {
        timer = nil
        schedule = .none
        onFire(CACurrentMediaTime())
    }

    // MARK: - Plumbing

    /// Starts the display link, or gives the running one new rates.
    private func startLink(rates: FrameRateRange) {
        let link = self.link ?? CADisplayLink(target: WeakClockTarget(self),
                                              selector: #selector(WeakClockTarget.linkFired(_:)))
        link.preferredFrameRateRange = CAFrameRateRange(minimum: rates.minimum, maximum: rates.maximum,
                                                        preferred: rates.preferred)
        guard self.link == nil else { return }
        // Common modes: tracking a finger elsewhere must not pause the motion.
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func stopLink() {
        link?.invalidate()
        link = nil
    }

    private func stopTimer() {
        timer?.invalidate()
        timer = nil
    }
}

/// The display link's and the timer's target: both retain their target, so it holds the
/// clock weakly and invalidates its sender once the clock is gone.
@MainActor
private final class WeakClockTarget: NSObject {
    private weak var clock: FrameClock?

    init(_ clock: FrameClock) {
        self.clock = clock
    }

    @objc func linkFired(_ link: CADisplayLink) {
        guard let clock else { return link.invalidate() }
        clock.linkFired(link)
    }

    @objc func timerFired(_ timer: Timer) {
        guard let clock else { return timer.invalidate() }
        clock.timerFired()
    }
}
#endif
