#if canImport(UIKit)
import UIKit

extension UICollectionView {
    /// Reloads the cells of `slots` (items of section 0) without animation, and nothing for
    /// none: the carousel's and the infinite grid's repair of a slot whose cell shows another
    /// item runs after every scroll, where an empty reload would still be a batch update.
    /// Reloaded, not reconfigured: the item may use another cell class (`SlotLedger`).
    func reloadSlots(_ slots: [Int]) {
        guard !slots.isEmpty else { return }
        UIView.performWithoutAnimation {
            reloadItems(at: slots.map { IndexPath(item: $0, section: 0) })
        }
    }
}
#endif
