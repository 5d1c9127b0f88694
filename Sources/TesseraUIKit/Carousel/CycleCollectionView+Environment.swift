#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - Auto-scroll and the system

extension CycleCollectionView {
    /// Sends the auto-scroll mode from `scrollType`, `autoScrollTimeInterval` and
    /// `scrollSpeed`; an invalid value (a non-positive interval, a negative speed) keeps the
    /// previous mode and is reported in `configurationError`.
    func applyAutoScrollMode() {
        let mode: AutoScroller.Mode = scrollType == .page ? .page(interval: autoScrollTimeInterval)
                                                          : .marquee(speed: scrollSpeed)
        do {
            try bridge.sendThrowing { try $0.setAutoScrollMode(mode, scroll: $1, layout: $2) }
        } catch {
            configurationError = error as? ConfigurationError
        }
    }

    func observeEnvironment() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(applicationWillResignActive),
                           name: UIApplication.willResignActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(applicationDidBecomeActive),
                           name: UIApplication.didBecomeActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(accessibilitySettingsChanged),
                           name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(accessibilitySettingsChanged),
                           name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Tells the auto-scroller what the system says; it decides whether to stop.
    func updateEnvironment() {
        let environment = AutoScroller.Environment(
            isVisible: window != nil && !isHidden && alpha > 0.01, isAppActive: isAppActive,
            isVoiceOverRunning: UIAccessibility.isVoiceOverRunning,
            isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled)
        guard environment != bridge.behavior.autoScroller.environment else { return }
        bridge.send { $0.updateEnvironment(environment, scroll: $1, layout: $2) }
    }

    /// Leaving the window finishes any animation and stops auto-scroll's clock.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        bridge.windowDidChange(isInWindow: window != nil)
        updateEnvironment()
    }

    /// Hiding the view stops auto-scroll (`AutoScroller.Policy.stopsWhenNotVisible`).
    open override var isHidden: Bool {
        didSet { updateEnvironment() }
    }

    @objc private func applicationWillResignActive() {
        isAppActive = false
        updateEnvironment()
    }

    @objc private func applicationDidBecomeActive() {
        isAppActive = true
        updateEnvironment()
    }

    @objc private func accessibilitySettingsChanged() {
        updateEnvironment()
    }
}
#endif
