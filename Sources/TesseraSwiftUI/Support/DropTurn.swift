#if canImport(SwiftUI) && canImport(UIKit)
import Foundation

/// The run-loop turn of a drop (or a VoiceOver move) in a reorderable SwiftUI collection.
///
/// UIKit finishes an interactive movement after `endInteractiveMovement()` returns (it reloads
/// the moved cell), and a batch update in the same turn can crash it: an update that would
/// correct the order the drop showed waits for the next turn, and is carried out whole then.
@MainActor
final class DropTurn {
    private var heldUpdate: (() -> Void)?
    private var isUnderWay = false

    /// A drop happened: its turn lasts until the run loop comes round.
    func begin() {
        guard !isUnderWay else { return }
        isUnderWay = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            isUnderWay = false
            let update = heldUpdate
            heldUpdate = nil
            update?()
        }
    }

    /// Whether `update` is held until the turn is over: during a drop's turn, data that
    /// orders the items otherwise than the drop showed. Any update held before is superseded.
    func holds(_ update: @escaping () -> Void, reordering: Bool) -> Bool {
        heldUpdate = isUnderWay && reordering ? update : nil
        return heldUpdate != nil
    }
}
#endif
