#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - Presence: the window and the activation of its scene, reported; the adapter decides

extension ScrollAdapterBridge {
    /// The view's `didMoveToWindow`: in a window, its scene says whether it is active.
    func windowDidChange(isInWindow: Bool) {
        presence.isInWindow = isInWindow
        presence.isAppActive = scene.map { $0.activationState == .foregroundActive } ?? presence.isAppActive
        reportPresence()
    }

    /// The view's scene (or, for a window without one, the app) became active or stopped being.
    func activationChanged(isActive: Bool) {
        presence.isAppActive = isActive
        reportPresence()
    }
}

/// Hears the activation of one view's scene: iPad windows go to the background one by one,
/// and UIKit puts the scene in each notification's `object` (Apple: pause timers in
/// `sceneWillResignActive(_:)`). A window without a scene follows the app's notifications.
/// Its own (non-generic) class: a generic bridge cannot have `@objc` methods, and a
/// selector observer is dropped by NotificationCenter when it is deallocated.
@MainActor
final class ActivationObserver: NSObject {
    private let scene: () -> UIScene?
    private let changed: (Bool) -> Void

    init(scene: @escaping () -> UIScene?, changed: @escaping (Bool) -> Void) {
        self.scene = scene
        self.changed = changed
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

    @objc private func sceneWillDeactivate(_ notification: Notification) {
        if let mine = scene(), notification.object as? UIScene === mine { changed(false) }
    }

    @objc private func sceneDidActivate(_ notification: Notification) {
        if let mine = scene(), notification.object as? UIScene === mine { changed(true) }
    }

    @objc private func applicationWillResignActive() {
        if scene() == nil { changed(false) }
    }

    @objc private func applicationDidBecomeActive() {
        if scene() == nil { changed(true) }
    }
}
#endif
