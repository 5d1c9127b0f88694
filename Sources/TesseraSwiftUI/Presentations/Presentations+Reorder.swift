#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TesseraCore

extension Presentations {
    /// Lets the user reorder the items in every presentation: a long press lifts an item,
    /// holding it near the top or bottom scrolls (faster the nearer the edge), and the drop
    /// calls `action` once, as SwiftUI's `ForEach.onMove(perform:)` does — with the offsets of
    /// the moved item and the offset in the data *before* the move in front of which it goes,
    /// so `items.move(fromOffsets: source, toOffset: destination)` is all the closure needs
    /// (the same closure a `List` takes). VoiceOver users move items with the cells' "Move
    /// before …" and "Move after …" actions, which call it too. A switch of presentation puts a
    /// held item back. `nil` (the default) turns reordering off.
    ///
    ///     Presentations(photos, presentation: $style, layout: \.layout) { photo, style in
    ///         PhotoCell(photo: photo, style: style)
    ///     }
    ///     .onMove { photos.move(fromOffsets: $0, toOffset: $1) }
    ///
    /// Change the data in the closure: the view already shows the move, so the change does not
    /// animate a second time, nothing reloads, and the moved item keeps its state.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self {
        var view = self
        view.moveAction = action
        return view
    }
}
#endif
