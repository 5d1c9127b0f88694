#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - Presence: the window and the activation of its scene, reported; the adapter decides

extension ScrollAdapterBridge {
    /// The view's `didMoveToWindow`: the window, and its scene's state now.
    func windowDidChange(isInWindow: Bool) {
        let sceneIsActive = scene.map { $0.activationState == .foregroundActive }
        reportPresence {
            $0.isInWindow = isInWindow
            $0.isSceneActive = sceneIsActive
            readVisibility(into: &$0)
        }
    }

    /// Reads whether the view is hidden or clipped away and reports it: at clock fires (an
    /// ancestor hidden, or a table scrolled, sends the view nothing), when the view moves
    /// between windows, and when the component's own `isHidden` or `alpha` change.
    func lookAgain() {
        reportPresence { readVisibility(into: &$0) }
    }

    private func readVisibility(into presence: inout ScrollViewPresence) {
        presence.isHidden = scrollView?.isHiddenInHierarchy ?? true
        presence.isClippedAway = scrollView?.isClippedAway ?? true
    }

    /// The view's scene became active or stopped being.
    func sceneActivationChanged(isActive: Bool) {
        reportPresence { $0.isSceneActive = isActive }
    }

    /// The app became active or stopped being.
    func appActivationChanged(isActive: Bool) {
        reportPresence { $0.isAppActive = isActive }
    }
}

extension UIView {
    /// Whether this view or an ancestor is hidden or transparent: `isHidden`, or an `alpha`
    /// under 0.01, which UIKit's hit testing takes for invisible.
    var isHiddenInHierarchy: Bool {
        sequence(first: self, next: \.superview).contains { $0.isHidden || $0.alpha < 0.01 }
    }

    /// Whether no part of this view lies inside its window and the ancestors that clip it
    /// (scroll views, table and collection cells clip by default).
    var isClippedAway: Bool {
        var shown = bounds
        var view: UIView = self
        while let superview = view.superview, !shown.isEmpty {
            shown = view.convert(shown, to: superview)
            if superview.clipsToBounds || superview is UIWindow { shown = shown.intersection(superview.bounds) }
            view = superview
        }
        return shown.isEmpty
    }
}

/// Hears the activation of the app and of one view's scene (UIKit puts the scene in each
/// scene notification's `object`; Apple: pause timers in `sceneWillResignActive(_:)`) and
/// reports both; the adapter decides which counts (`ScrollViewPresence`). Its own
/// (non-generic) class: a generic bridge cannot have `@objc` methods, and a selector observer
/// is dropped by NotificationCenter when it is deallocated.
@MainActor
final class ActivationObserver: NSObject {
    private let scene: () -> UIScene?
    private let sceneChanged: (Bool) -> Void
    private let appChanged: (Bool) -> Void

    init(scene: @escaping () -> UIScene?, sceneChanged: @escaping (Bool) -> Void, appChanged: @escaping (Bool) -> Void) {
        self.scene = scene
        self.sceneChanged = sceneChanged
        self.appChanged = appChanged
        super.init()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(sceneWillDeactivate(_:)),
                           name: UIScene.willDeactivateNotification, object: nil)
        center.addObserver(self, selector: #selector(sceneDidActivate(_:)),
                           name: UIScene.didActivateNotification, object: nil)
        center.addObserver(self, selector: #selector(applicationWillResignActive),
                           name: UIApplication.willResignActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(applicationDidBecomeActive),
                           name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    /// Whether a scene notification is about the view's own scene.
    private func isMine(_ notification: Notification) -> Bool {
        (notification.object as? UIScene).map { $0 === scene() } ?? false
    }

    @objc private func sceneWillDeactivate(_ notification: Notification) {
        if isMine(notification) { sceneChanged(false) }
    }

    @objc private func sceneDidActivate(_ notification: Notification) {
        if isMine(notification) { sceneChanged(true) }
    }

    @objc private func applicationWillResignActive() { appChanged(false) }

    @objc private func applicationDidBecomeActive() { appChanged(true) }
}
#endif
