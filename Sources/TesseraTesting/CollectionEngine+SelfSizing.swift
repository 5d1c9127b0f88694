import Foundation
import TesseraCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Cells that size themselves, as Auto Layout or SwiftUI cells do: each reports the height it
/// fits for the width it is given.
///
/// The engine plays UIKit's order for every cell it shows (`CollectionEngine.enableSelfSizing`):
/// the cell is dequeued with the layout's frame (an estimate), UIKit asks it for
/// `preferredLayoutAttributesFitting(_:)`, asks the layout whether that changes anything
/// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`) and for the
/// invalidation context, then moves the content offset by its `contentOffsetAdjustment`
/// (a `didScroll`, as any offset change) and asks the layout for the visible items again —
/// which may show and measure more cells.
///
/// UIKit asks a cell once: when it is dequeued (a reused cell is reset by `prepareForReuse`).
/// A cell that stays on screen is asked again only when the app reconfigures or reloads it
/// (``CollectionEngine/reconfigureItems(_:)``, `reloadData`) or when the skin invalidates its
/// item because the layout has no height for it any more (`SelfSizingLayout.needsCellHeight(at:)`:
/// a width change, the end of a switch). A cell whose content changed without any of these
/// keeps its old height, as on a device.
public struct SelfSizingCells<Behavior: ScrollBehavior>: Sendable {
    /// The height the cell of an item fits, for a width.
    public let height: @Sendable (ItemIndex, CGFloat) -> CGFloat
    /// Cells measured whose height changed the layout (invalidations).
    public internal(set) var invalidations = 0
    /// The items whose measurement changed the layout, in order (one per invalidation).
    public internal(set) var invalidatedItems: [ItemIndex] = []
    /// Every content offset adjustment carried out, in order.
    public internal(set) var offsetAdjustments: [CGFloat] = []
    /// Sizes the visible cells of an engine (built where the layout can self-size).
    let sizeVisibleCells: @Sendable (inout CollectionEngine<Behavior>) -> Void
    /// Whether cells are being sized now: the visible cells asked for again meanwhile are
    /// sized by the loop already running.
    var isSizing = false
    /// The cells on screen that answered since they were dequeued or last reconfigured.
    var answered: Set<ItemIndex> = []
}

extension CollectionEngine where Layout: SelfSizingLayout {
    /// Makes every cell size itself to `height(item, width)` from now on, in UIKit's order,
    /// starting with the cells on screen.
    public mutating func enableSelfSizing(height: @escaping @Sendable (ItemIndex, CGFloat) -> CGFloat) {
        selfSizing = SelfSizingCells(height: height) { $0.sizeVisibleCells() }
        updateVisibleCells()
    }

    /// Measures each visible cell whose preferred height the layout does not show yet, one at
    /// a time in index order, carrying out each invalidation before asking for the visible
    /// items again (a measurement moves cells, which may show others).
    mutating func sizeVisibleCells() {
        guard let sizing = selfSizing, !sizing.isSizing else { return }
        selfSizing?.isSizing = true
        defer { selfSizing?.isSizing = false }
        // Each round measures one cell; a screenful of new cells takes as many rounds.
        for _ in 0..<1_024 {
            var invalidation: SelfSizingInvalidation?
            for item in layout.items(in: uikitState.visibleRect) where item.elementKind == .cell {
                guard selfSizing?.answered.contains(item.index) != true || layout.needsCellHeight(at: item.index)
                else { continue }
                selfSizing?.answered.insert(item.index)
                let preferred = sizing.height(item.index, item.frame.width)
                guard layout.shouldInvalidate(forPreferredHeight: preferred, ofItemAt: item.index) else { continue }
                invalidation = layout.invalidate(forPreferredHeight: preferred, ofItemAt: item.index,
                                                 contentOffset: contentOffset)
                if invalidation != nil { break }
            }
            guard let invalidation else { return }
            selfSizing?.invalidations += 1
            selfSizing?.invalidatedItems.append(invalidation.item)
            adjustContentOffset(by: invalidation.contentOffsetAdjustment)
            updateVisibleCells()
        }
    }

    /// UIKit applying a `contentOffsetAdjustment`: the offset moves (one `didScroll`), and what
    /// moves the content goes on from there — the finger's pan (its translation is relative)
    /// and UIKit's deceleration or animation alike, so nothing on screen jumps.
    mutating func adjustContentOffset(by delta: CGPoint) {
        guard delta != CGPoint(x: 0, y: 0) else { return }
        selfSizing?.offsetAdjustments.append(delta.y)
        motionX = motionX.shifted(by: delta.x)
        motionY = motionY.shifted(by: delta.y)
        unboundedDragOffset.x += delta.x
        unboundedDragOffset.y += delta.y
        moveOffset(to: CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
    }
}

extension CollectionEngine {
    /// `reconfigureItems(at:)` (or `reloadItems(at:)`): the app gave the cells of `indices`
    /// new content, and the skin has UIKit ask those on screen for their heights again.
    public mutating func reconfigureItems(_ indices: [ItemIndex]) {
        selfSizing?.answered.subtract(indices)
        updateVisibleCells()
    }

    /// Cells that left the screen or were dequeued anew answer again when shown.
    mutating func forgetAnswers(of change: VisibilityChange) {
        guard selfSizing != nil, !change.isEmpty else { return }
        selfSizing?.answered.subtract(change.disappeared)
        selfSizing?.answered.subtract(change.appeared)
    }
}

// MARK: - Batch updates

extension CollectionEngine where Behavior == PresentationBehavior {
    /// `performBatchUpdates` inserting or deleting items (`updates` applied in order), as the
    /// skin forwards it: the counts change, and the switcher shows the updated layout at the
    /// offset that keeps the user's place (``PresentationBehavior/applyUpdates(_:scroll:layout:)``).
    public mutating func performBatchUpdates(_ updates: [PresentationItemUpdate]) {
        performBatchUpdates(updates, carrying: [])
    }

    /// The same with items moved (`moveItem(at:to:)`: `updates` delete and insert them), whose
    /// measured heights go with them, as the skin forwards UIKit's `.move` update items.
    public mutating func performBatchUpdates(_ updates: [PresentationItemUpdate], carrying moves: [PresentationItemMove]) {
        sectionItemCounts = updates.reduce(sectionItemCounts) { $1.counts(after: $0) }
        send { $0.applyUpdates(updates, carrying: moves, scroll: $1, layout: $2) }
    }

    /// Which edge keeps the user's place (`PresentationLayout.placeKeeping`).
    public mutating func setPlaceKeeping(_ edge: PresentationPlaceKeeping) {
        layout.placeKeeping = edge
    }
}
