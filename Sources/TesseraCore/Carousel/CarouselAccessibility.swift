import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What VoiceOver reads and can do for a carousel exposed as one adjustable element.
///
/// The value follows the item the carousel rests on, never the offset, so recentring (which
/// moves the offset by thousands of points) cannot move the VoiceOver focus or change what
/// it reads.
public struct CarouselAccessibility: Sendable, Equatable {
    /// "Item 3 of 7" (see `CarouselPager.accessibilityValueFormat`); empty without items.
    public var value: String
    /// Whether swiping up moves to the next item.
    public var canIncrement: Bool
    /// Whether swiping down moves to the previous item.
    public var canDecrement: Bool

    /// Creates an accessibility model.
    public init(value: String, canIncrement: Bool, canDecrement: Bool) {
        self.value = value
        self.canIncrement = canIncrement
        self.canDecrement = canDecrement
    }
}
