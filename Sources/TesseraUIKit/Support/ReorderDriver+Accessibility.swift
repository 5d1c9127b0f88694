#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - VoiceOver: the same moves as custom actions

/// A move action a reorderable component put on a cell (told apart from the app's own actions on it). It
/// keeps what it says ("before", "after", "to page n"), not indices: it is performed for the
/// cell's place at that moment, which a drop, a batch update or another action may have moved.
final class ReorderCustomAction: UIAccessibilityCustomAction {}

/// A cell that keeps a reorderable component's VoiceOver move actions apart from its own: one
/// whose `accessibilityCustomActions` getter adds more than it was given (its content's
/// actions), which the component reading and writing that property back would copy into the
/// cell's own, once more at each decoration, and keep after reuse. The component sets
/// `reorderActions` instead; the cell lists them among its `accessibilityCustomActions`.
/// TesseraSwiftUI's cells adopt it.
@MainActor
public protocol ReorderActionCarrying: AnyObject {
    /// The move actions for the cell's place now (empty when the component does not reorder).
    var reorderActions: [UIAccessibilityCustomAction] { get set }
}

/// What a move action says, whatever the cell's place.
private enum ReorderIntent: Equatable {
    case before, after, page(Int)

    init(_ kind: ReorderAccessibilityAction.Kind) {
        switch kind {
        case .moveBefore: self = .before
        case .moveAfter: self = .after
        case .moveToPage(let page, _): self = .page(page)
        }
    }
}

extension ReorderDriver {
    /// Gives `cell` VoiceOver's move actions for the item at `indexPath` ("Move before …",
    /// "Move after …", "Move to page n": the core's `reorderAccessibilityActions`), beside the
    /// app's own. A cell of a component that does not reorder is left as the app made it.
    func decorate(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let host else { return }
        if let carrier = cell as? ReorderActionCarrying {
            carrier.reorderActions = press.isEnabled && host.canReorder ? actions(for: cell, at: indexPath) : []
            return
        }
        let current = cell.accessibilityCustomActions ?? []
        guard press.isEnabled, host.canReorder else {
            // Written back only when there is something of ours to take off.
            if current.contains(where: { $0 is ReorderCustomAction }) {
                cell.accessibilityCustomActions = current.filter { !($0 is ReorderCustomAction) }
            }
            return
        }
        cell.accessibilityCustomActions = current.filter { !($0 is ReorderCustomAction) } + actions(for: cell, at: indexPath)
    }

    /// The move actions for `cell` at `indexPath`, each performed for the cell's place when
    /// it is chosen.
    private func actions(for cell: UICollectionViewCell, at indexPath: IndexPath) -> [UIAccessibilityCustomAction] {
        guard let host else { return [] }
        return host.reorderAccessibilityActions(for: ItemIndex(indexPath)).map { action in
            let intent = ReorderIntent(action.kind)
            return ReorderCustomAction(name: name(of: action.kind)) { [weak self, weak cell] _ in
                guard let self, let cell else { return false }
                return perform(intent, for: cell)
            }
        }
    }

    /// Gives every cell on screen the actions of its place now (after a drop, a batch update,
    /// a move by VoiceOver, or reordering turned on or off).
    func decorateVisibleCells() {
        guard let collectionView = host?.reorderCollectionView else { return }
        for cell in collectionView.visibleCells {
            if let indexPath = collectionView.indexPath(for: cell) { decorate(cell, at: indexPath) }
        }
    }

    /// The action's name, with the neighbour's own label where its cell is on screen.
    private func name(of kind: ReorderAccessibilityAction.Kind) -> String {
        switch kind {
        case .moveBefore(let neighbour):
            String.localizedStringWithFormat(tesseraText("tessera.moveBefore", "Move before %@", "VoiceOver: reorder"),
                                             label(of: neighbour))
        case .moveAfter(let neighbour):
            String.localizedStringWithFormat(tesseraText("tessera.moveAfter", "Move after %@", "VoiceOver: reorder"),
                                             label(of: neighbour))
        case .moveToPage(let page, _):
            String.localizedStringWithFormat(tesseraText("tessera.moveToPage", "Move to page %ld", "VoiceOver: reorder"),
                                             page + 1)
        }
    }

    /// The neighbour's own VoiceOver label where its cell is on screen, else "item n".
    private func label(of index: ItemIndex) -> String {
        host?.reorderCollectionView.cellForItem(at: index.indexPath)?.accessibilityLabel
            ?? String.localizedStringWithFormat(tesseraText("tessera.itemNumber", "item %ld", "VoiceOver: reorder"),
                                                index.item + 1)
    }

    /// Performs what an action says for `cell`'s place now, as a drop would: the data source
    /// hears the move and the collection view moves the cell in one batch update; the cells'
    /// actions follow their new places; VoiceOver stays on the moved item (its page shown
    /// first when it went to another page).
    private func perform(_ intent: ReorderIntent, for cell: UICollectionViewCell) -> Bool {
        // A pooled cell may keep the actions of a view whose reordering was turned off since.
        guard let host, press.isEnabled, host.canReorder, !session.isActive else { return false }
        let collectionView = host.reorderCollectionView
        guard let place = collectionView.indexPath(for: cell),
              let action = host.reorderAccessibilityActions(for: ItemIndex(place))
                  .first(where: { ReorderIntent($0.kind) == intent }),
              action.move.to.item < collectionView.numberOfItems(inSection: action.move.to.section) else { return false }
        let move = action.move
        collectionView.performBatchUpdates {
            host.reorderDataSourceMove(move)
            collectionView.moveItem(at: move.from.indexPath, to: move.to.indexPath)
        }
        if case .page(let page) = intent {
            host.reorderAccessibilityMoveDidEnd(toPage: page)
        } else {
            host.reorderAccessibilityMoveDidEnd(toPage: nil)
        }
        collectionView.layoutIfNeeded()
        decorateVisibleCells()
        UIAccessibility.post(notification: .layoutChanged, argument: collectionView.cellForItem(at: move.to.indexPath))
        return true
    }
}
#endif
