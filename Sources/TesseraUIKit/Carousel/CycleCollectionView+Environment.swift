#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - Auto-scroll and the system

extension CycleCollectionView {
    /// Sends the auto-scroll mode from `scrollType`, `autoScrollTimeInterval` and
    /// `scrollSpeed`; an invalid value (a non-positive interval, a negative speed) keeps the
    /// previous mode and is reported in `configurationError`.
    func applyAutoScrollMode() {
        let mode = settings.autoScrollMode
        do {
            try bridge.sendThrowing { try $0.setAutoScrollMode(mode, scroll: $1, layout: $2) }
        } catch {
            configurationError = error as? ConfigurationError
        }
    }

    func observeEnvironment() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(accessibilitySettingsChanged),
                           name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(accessibilitySettingsChanged),
                           name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Tells the auto-scroller the accessibility settings; it decides whether to stop. (Where
    /// the view is, the adapter hears from the bridge: `ScrollViewPresence`.)
    func updateAccessibilitySettings() {
        var environment = bridge.behavior.autoScroller.environment
        environment.isVoiceOverRunning = UIAccessibility.isVoiceOverRunning
        environment.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
        bridge.send { $0.updateEnvironment(environment, scroll: $1, layout: $2) }
    }

    /// Leaving the window finishes any animation and stops auto-scroll's clock.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        bridge.windowDidChange(isInWindow: window != nil)
    }

    /// Hiding the view stops auto-scroll (`AutoScroller.Policy.stopsWhenNotVisible`).
    open override var isHidden: Bool {
        didSet { bridge.lookAgain() }
    }

    /// A transparent view stops auto-scroll too.
    open override var alpha: CGFloat {
        didSet { bridge.lookAgain() }
    }

    @objc private func accessibilitySettingsChanged() {
        updateAccessibilitySettings()
    }
}
#endif
