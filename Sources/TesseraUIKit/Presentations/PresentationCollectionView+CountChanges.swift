#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - The app changes counts while an item is held

// UIKit's interactive movement does not survive the counts changing under it ("invalid number
// of items"): an app's own insertion or deletion (a live feed) puts a held item back first, as
// `reloadData` and `performItemUpdates` do. Inside the app's `performBatchUpdates` block these
// come before UIKit reads the new counts (at the end of the outermost block), so the cancel
// is nested in the app's batch. `performBatchUpdates` itself is not overridden: Swift cannot
// spell its non-escaping optional block, and an override would stop callers that pass a
// non-escaping closure from compiling. Not `moveItem(at:to:)`: UIKit before iOS 11 called it
// on itself for each retarget, and it changes no count. Should UIKit go through these public
// methods from inside the driver's own calls into the movement (undocumented), nothing is
// cancelled there.
extension PresentationCollectionView {
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

    /// Cancels a held item, runs `change`, and gives the cells their move actions again at the
    /// next run-loop turn: `change` may be inside the app's batch block, where the cells' index
    /// paths are not yet the new ones (an action chosen meanwhile is performed for its cell's
    /// place then, so only its name may lag).
    private func changingCounts(_ change: () -> Void) {
        guard !reorder.isCallingUIKit else { return change() }
        reorder.cancel(.dataReloaded)
        change()
        guard !isRedecorationScheduled else { return }
        isRedecorationScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.isRedecorationScheduled = false
            self.reorder.decorateVisibleCells()
        }
    }
}
#endif
