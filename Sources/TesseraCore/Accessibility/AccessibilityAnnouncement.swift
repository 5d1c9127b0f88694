/// What VoiceOver should say about a component's position, as data.
///
/// The core never builds the sentence: the UIKit skin turns this value into localised text
/// (through `NSLocalizedString`, with English defaults an app can translate), so "Page 2 of
/// 5" reads in the user's language.
public enum AccessibilityAnnouncement: Sendable, Hashable {
    /// What a position counts.
    public enum Unit: Sendable, Hashable {
        case page, item, tab
    }

    /// Position `index` (zero-based) of `count`: "Page 2 of 5".
    case position(Unit, index: Int, count: Int)
    /// An infinite grid's tile: "Column 3, row −2".
    case tile(GridCoordinates)
}
