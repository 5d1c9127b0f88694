#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TesseraCore

extension PagedGrid {
    /// Lets the user reorder the items, springboard style: a long press lifts an item, holding
    /// it at a page's edge turns the page, and the drop calls `action` once, as SwiftUI's
    /// `ForEach.onMove(perform:)` does — with the offsets of the moved item and the offset in
    /// the data *before* the move in front of which it goes, so
    /// `items.move(fromOffsets: source, toOffset: destination)` is all the closure needs (the
    /// same closure a `List` takes). VoiceOver users move items with the cells' "Move before …",
    /// "Move after …" and "Move to page n" actions, which call it too. `nil` (the default)
    /// turns reordering off.
    ///
    ///     PagedGrid(apps, currentPage: $page) { AppIcon(app: $0) }
    ///         .onMove { apps.move(fromOffsets: $0, toOffset: $1) }
    ///
    /// Change the data in the closure: the grid already shows the move, so the change does not
    /// animate a second time, nothing reloads, and the moved item keeps its state.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self {
        var grid = self
        grid.moveAction = action
        return grid
    }
}
#endif
