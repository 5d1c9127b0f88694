import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What VoiceOver reads and can do for a carousel exposed as one adjustable element.
///
/// The value follows the item the carousel rests on, never the offset, so recentring (which
/// moves the offset by thousands of points) cannot move the VoiceOver focus or change what
/// it reads.
struct CarouselAccessibility: Sendable, Equatable {
    /// The current item of the items ("Item 3 of 7" once the skin words it), or `nil` without
    /// items.
    var announcement: AccessibilityAnnouncement?
    /// Whether swiping up moves to the next item.
    var canIncrement: Bool
    /// Whether swiping down moves to the previous item.
    var canDecrement: Bool

    /// Creates an accessibility model.
    init(announcement: AccessibilityAnnouncement?, canIncrement: Bool, canDecrement: Bool) {
        self.announcement = announcement
        self.canIncrement = canIncrement
        self.canDecrement = canDecrement
    }
}
