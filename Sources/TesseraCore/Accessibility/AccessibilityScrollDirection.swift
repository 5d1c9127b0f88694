/// The direction of a VoiceOver scroll gesture (`UIAccessibilityScrollDirection`).
///
/// A three-finger swipe to the left arrives as `.left` and, like swiping a page away, asks
/// for the *next* page in a left-to-right layout; right-to-left layouts mirror that.
public enum AccessibilityScrollDirection: Sendable, Hashable {
    case left, right, up, down, next, previous

    /// The step in reading order (+1 next, −1 previous) this gesture asks of content that
    /// pages along `axis`, or `nil` if the gesture runs across it.
    public func step(along axis: Axis, layoutDirection: LayoutDirection) -> Int? {
        switch (self, axis) {
        case (.next, _): 1
        case (.previous, _): -1
        case (.left, .horizontal): layoutDirection.isRightToLeft ? -1 : 1
        case (.right, .horizontal): layoutDirection.isRightToLeft ? 1 : -1
        case (.up, .vertical): 1
        case (.down, .vertical): -1
        default: nil
        }
    }
}
