#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - The app changes counts while an item is held

// UIKit's interactive movement does not survive the counts changing under it ("invalid number
// of items"): an app's own batch update, insertion or deletion (a live feed) puts a held item
// back first, as `reloadData` and `performItemUpdates` do. Not `moveItem(at:to:)`: UIKit
// before iOS 11 called it on itself for each retarget, and it changes no count. Should UIKit
// go through these public methods from inside the driver's own calls into the movement
// (undocumented), nothing is cancelled there.
extension PresentationCollectionView {
    /// A held item is put back before the updates run (the cells' move actions follow after).
    open override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        changingCounts { super.performBatchUpdates(updates, completion: completion) }
    }

    /// A held item is put back first.
    open override func insertItems(at indexPaths: [IndexPath]) {
        changingCounts { super.insertItems(at: indexPaths) }
    }

    /// A held item is put back first.
    open override func deleteItems(at indexPaths: [IndexPath]) {
        changingCounts { super.deleteItems(at: indexPaths) }
    }

    /// A held item is put back first.
    open override func insertSections(_ sections: IndexSet) {
        changingCounts { super.insertSections(sections) }
    }

    /// A held item is put back first.
    open override func deleteSections(_ sections: IndexSet) {
        changingCounts { super.deleteSections(sections) }
    }

    /// A held item is put back first (a reloaded section may come back with other counts).
    open override func reloadSections(_ sections: IndexSet) {
        changingCounts { super.reloadSections(sections) }
    }

    /// Cancels a held item, runs `change`, and gives the cells their move actions again once
    /// the outermost such call returns (not inside a batch, where cells are mid-update).
    private func changingCounts(_ change: () -> Void) {
        guard !reorder.isCallingUIKit else { return change() }
        reorder.cancel(.dataReloaded)
        countChangeDepth += 1
        change()
        countChangeDepth -= 1
        if countChangeDepth == 0 { reorder.decorateVisibleCells() }
    }
}
#endif
