#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Hands the touches of its view to the adapter, without recognizing anything: taps,
/// selection and the scroll view's pan work as before.
///
/// UIScrollView has no touch-down callback (`scrollViewWillBeginDragging` comes only once a
/// finger has moved), but a finger resting on moving content must stop it and pause
/// auto-scroll. Only the touches UIKit gives this recognizer are passed on (by identity):
/// `event.allTouches` would count fingers anywhere on the screen. The core's `TouchTracker`
/// decides when the last one lifted.
@MainActor
final class TouchObserver: UIGestureRecognizer, UIGestureRecognizerDelegate {
    private let began: ([Int]) -> Void
    private let ended: ([Int]) -> Bool
    private let cancelledAll: () -> Void

    /// - Parameters:
    ///   - began: touches went down.
    ///   - ended: touches lifted or were cancelled; returns whether any is still down.
    ///   - reset: the recognizer was reset (every touch is gone).
    init(began: @escaping ([Int]) -> Void, ended: @escaping ([Int]) -> Bool, reset: @escaping () -> Void) {
        self.began = began
        self.ended = ended
        self.cancelledAll = reset
        super.init(target: nil, action: nil)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
        delegate = self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        began(touches.map(Self.identity))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if !ended(touches.map(Self.identity)) { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if !ended(touches.map(Self.identity)) { state = .failed }
    }

    override func reset() {
        super.reset()
        cancelledAll()
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        true
    }

    private static func identity(_ touch: UITouch) -> Int { ObjectIdentifier(touch).hashValue }
}
#endif
