/// Counts the fingers on one view and reports the first touching down and the last lifting.
///
/// UIKit hands a gesture recognizer the touches of *its* view in `touchesBegan` and
/// `touchesEnded`, but `event.allTouches` holds every finger on the screen: counting those
/// keeps a carousel paused while another finger rests elsewhere. This tracker counts only the
/// touches it was given, by identity.
public struct TouchTracker: Sendable, Equatable {
    /// What a change of touches means for the view.
    public enum Transition: Sendable, Hashable {
        /// The first finger touched the view.
        case down
        /// The last finger left the view.
        case up
    }

    private var active: Set<Int> = []

    /// Creates a tracker with no finger down.
    public init() {}

    /// Whether a finger is on the view.
    public var isTouching: Bool { !active.isEmpty }

    /// Fingers touched down (identities are any stable per-touch numbers, e.g. an
    /// `ObjectIdentifier`'s hash). Returns `.down` if none was down before.
    public mutating func began(_ touches: some Sequence<Int>) -> Transition? {
        let wasTouching = isTouching
        active.formUnion(touches)
        return !wasTouching && isTouching ? .down : nil
    }

    /// Fingers lifted or were cancelled. Returns `.up` if that was the last one.
    public mutating func ended(_ touches: some Sequence<Int>) -> Transition? {
        let wasTouching = isTouching
        active.subtract(touches)
        return wasTouching && !isTouching ? .up : nil
    }

    /// Every touch is gone (the recognizer was reset). Returns `.up` if any was down.
    public mutating func reset() -> Transition? {
        let wasTouching = isTouching
        active.removeAll()
        return wasTouching ? .up : nil
    }
}
