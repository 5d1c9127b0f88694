import Foundation

/// What one update item of a batch does (UIKit's `UICollectionViewUpdateItem.Action`), as a
/// presentation layout reads it to decide whether the batch keeps the user's place.
public enum PresentationUpdateAction: Sendable, Hashable {
    case insert, delete, reload, move, none
}

extension PresentationItemUpdate {
    /// Whether a batch of update items with `actions` keeps the user's place (the layout
    /// applies the batch's steps to its measured items and moves the content offset so the
    /// visible item nearest the kept edge stays on its pixel).
    ///
    /// Not a batch of moves alone while UIKit's interactive movement is under way: each time
    /// the held item's target changes, UIKit moves it as such a batch, with the counts
    /// unchanged. Keeping a place there would move the content by a row whenever the held item
    /// passes the kept item (the content jumping under the finger, an item held at the top
    /// edge oscillating) and tell the switcher of a new anchor on every retarget; the layout
    /// prepared for the same counts stands instead. Any batch that inserts, deletes or reloads
    /// keeps the place as always.
    public static func keepsPlace(for actions: [PresentationUpdateAction], duringInteractiveMovement: Bool) -> Bool {
        guard duringInteractiveMovement else { return true }
        return !actions.allSatisfy { $0 == .move }
    }
}
