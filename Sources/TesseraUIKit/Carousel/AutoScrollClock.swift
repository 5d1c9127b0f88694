#if canImport(UIKit)
import UIKit
import TesseraCore

/// Drives `AutoScroller` with real time: a one-shot timer for the next page, a display link
/// for the marquee, nothing while auto-scroll waits for something else.
///
/// Neither keeps its owner alive: the display link targets `DisplayLinkProxy`, the timer a
/// `WeakTimerTarget`; both call back through a closure built with `[weak self]`.
@MainActor
final class AutoScrollClock {
    private let onTick: () -> Void
    private lazy var displayLink = DisplayLinkProxy { [weak self] _ in
        guard let self else { return false }
        self.onTick()
        return true
    }
    private var timer: Timer?
    private var timerFireTime: TimeInterval?

    /// Creates a stopped clock that calls `onTick` when auto-scroll has something to do.
    init(onTick: @escaping () -> Void) {
        self.onTick = onTick
    }

    /// Whether frames or a timer are pending.
    var isRunning: Bool { displayLink.isRunning || timer != nil }

    /// Starts, moves or stops the timer and the display link to match `schedule`.
    func follow(_ schedule: AutoScroller.Schedule) {
        switch schedule {
        case .none:
            stopTimer()
            displayLink.stop()
        case .everyFrame:
            stopTimer()
            displayLink.start()
        case .at(let time):
            displayLink.stop()
            guard timerFireTime != time else { return }
            stopTimer()
            // AutoScroller's times are CACurrentMediaTime() values, the skin's clock.
            let timer = Timer(timeInterval: max(0, time - CACurrentMediaTime()), target: WeakTimerTarget(clock: self),
                              selector: #selector(WeakTimerTarget.fire(_:)), userInfo: nil, repeats: false)
            RunLoop.main.add(timer, forMode: .common)
            self.timer = timer
            timerFireTime = time
        }
    }

    /// Stops everything (the view left the window, the app resigned active).
    func stop() {
        follow(.none)
    }

    fileprivate func timerFired() {
        timer = nil
        timerFireTime = nil
        onTick()
    }

    private func stopTimer() {
        timer?.invalidate()
        timer = nil
        timerFireTime = nil
    }
}

/// The timer's target: holds the clock weakly, so a scheduled timer (which the run loop
/// retains, and which retains its target) never keeps the carousel alive.
@MainActor
private final class WeakTimerTarget: NSObject {
    weak var clock: AutoScrollClock?

    init(clock: AutoScrollClock) {
        self.clock = clock
    }

    @objc func fire(_ timer: Timer) {
        guard let clock else {
            timer.invalidate()
            return
        }
        clock.timerFired()
    }
}
#endif
