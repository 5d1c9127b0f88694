#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Reports a finger touching down on the carousel and the last finger lifting, without
/// recognizing anything: taps, selection and the scroll view's pan work as before.
///
/// UIScrollView has no touch-down callback (`scrollViewWillBeginDragging` comes only once
/// the finger has moved), but auto-scroll must pause as soon as a finger rests on a banner.
@MainActor
final class CycleTouchObserver: UIGestureRecognizer, UIGestureRecognizerDelegate {
    private let onTouchDown: () -> Void
    private let onTouchUp: () -> Void
    private var isDown = false

    init(onTouchDown: @escaping () -> Void, onTouchUp: @escaping () -> Void) {
        self.onTouchDown = onTouchDown
        self.onTouchUp = onTouchUp
        super.init(target: nil, action: nil)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
        delegate = self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if !isDown {
            isDown = true
            onTouchDown()
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = (event.allTouches ?? []).filter { $0.phase != .ended && $0.phase != .cancelled }
        if remaining.isEmpty { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// Called once the recognizer failed (all fingers up) or was cancelled.
    override func reset() {
        super.reset()
        if isDown {
            isDown = false
            onTouchUp()
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        true
    }
}
#endif
