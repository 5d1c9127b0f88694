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
        animation = nil
        phase = .idle
        let (updated, offset) = layout.updating(updates, contentOffset: scroll.contentOffset)
        // The anchor follows its item; it is measured again where the content now is.
        anchor = anchor.flatMap { anchor in
            updates.newIndex(for: anchor.index)
                .map { PresentationAnchor(index: $0, distanceFromVisibleTop: anchor.distanceFromVisibleTop) }
        }
        anchorContext = nil
        anchorOffset = nil
        return [request(updated, contentOffset: offset)]
    }
}
