import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Batch updates

extension PresentationBehavior {
    /// Items were inserted or deleted (`updates`, in order; the scroll view's counts already
    /// changed): shows the updated layout at the offset that keeps the user's place — the
    /// visible item nearest the layout's kept edge stays on its pixel (see
    /// ``PresentationLayout/updating(_:contentOffset:)``). A switch in progress ends first.
    /// - Complexity: O(log n + items near the kept edge) plus the presentation's updates.
    public mutating func applyUpdates(_ updates: [PresentationItemUpdate], scroll: ScrollState,
                                      layout: PresentationLayout) -> [Effect] {
        applyUpdates(updates, carrying: [], scroll: scroll, layout: layout)
    }

    /// Like ``applyUpdates(_:scroll:layout:)``, with the items the batch moves: each keeps its
    /// measured height where it lands (``PresentationLayout/updating(_:carrying:contentOffset:)``).
    public mutating func applyUpdates(_ updates: [PresentationItemUpdate], carrying moves: [PresentationItemMove],
                                      scroll: ScrollState, layout: PresentationLayout) -> [Effect] {
        let (updated, offset) = layout.updating(updates, carrying: moves, contentOffset: scroll.contentOffset)
        return didApplyUpdates(from: layout, to: updated, contentOffset: offset) + [request(updated, contentOffset: offset)]
    }

    /// The collection view already shows `updated` at `contentOffset`: its layout applied a
    /// batch update's steps itself (``PresentationLayout/updating(_:contentOffset:)`` from
    /// `layout`, inside UIKit's `prepare(forCollectionViewUpdates:)`), so the switcher only
    /// follows. A switch in progress ended at its nearer end and is reported as such; the anchor
    /// is the item at the top of the place kept. Asks for no layout and stops no motion: a
    /// fling goes on through a feed's update.
    public mutating func didApplyUpdates(from layout: PresentationLayout, to updated: PresentationLayout,
                                         contentOffset: CGPoint) -> [Effect] {
        var effects: [Effect] = []
        if let running = layout.switchProgress {
            effects.append(running >= 0.5 ? .switched(to: updated.kind) : .switchCancelled(back: updated.kind))
        }
        animation = nil
        phase = .idle
        anchor = PresentationAnchor.defaultAnchor(in: updated, at: contentOffset)
        anchorContext = updated.context
        anchorOffset = contentOffset
        return effects
    }
}
