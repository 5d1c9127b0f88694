/// Where a page is in its appearance, as UIKit's appearance callbacks track a view controller.
enum PagerAppearanceState: Sendable, Hashable {
    /// Off screen (or never shown).
    case disappeared
    /// Between `willAppear` and `didAppear`.
    case appearing
    /// On screen, at rest.
    case appeared
    /// Between `willDisappear` and `didDisappear`.
    case disappearing
}
