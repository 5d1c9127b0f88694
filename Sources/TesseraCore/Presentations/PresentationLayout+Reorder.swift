import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Where a held item lands in a presentation

extension ListPresentation: ReorderTargeting {}
extension GridPresentation: ReorderTargeting {}
extension MosaicPresentation: ReorderTargeting {}
extension WaterfallPresentation: ReorderTargeting {}

extension PresentationLayout: ReorderTargeting {
    /// The place under `position` in the presentation shown; `nil` while a switch runs (a
    /// switch cancels a reorder: the places under the finger are moving).
    public func reorderTarget(for position: CGPoint, moving item: ItemIndex) -> ItemIndex? {
        isSwitching ? nil : nearestCell(to: position, moving: item)
    }
}

extension ReorderTargeting where Self: Presentation {
    /// Presentations scroll vertically: a held item near the top or bottom scrolls the content.
    public var reorderAxis: Axis { .vertical }

    /// The content scrolls under a held item at the top or bottom edge, faster the deeper it is
    /// held (``ReorderConfiguration/edgeScrollSpeed(atDepth:)``); there are no pages to turn.
    public var reorderScrollsContinuously: Bool { true }

    /// The place under `position`: the cell whose frame is nearest it (0 inside a frame), the
    /// lower index on a tie; `nil` when that cell is in another section than `item`, for an
    /// item the layout does not have, or when empty. Spacing is split halfway between the
    /// cells on either side; a position beyond the content is taken at its nearest edge (a
    /// held item over a bar is at the top of the content).
    ///
    ///     ┌────┐ ┌────┐ ┌────┐
    ///     │ 0  │ │ 1  │ │ 2  │       the square around the position doubles until the
    ///     └────┘ └────┘ └────┘       nearest cell it found is nearer than the square's
    ///     ┌────┐ ┌──┼─┐              half-side: nothing outside it can be nearer
    ///     │ 3  │ │ 4└─┼──▶ 4
    ///     └────┘ └────┘
    /// - Complexity: O(log n + items near the position), a few queries of the presentation
    ///   (the first a square the size of the held item).
    public func reorderTarget(for position: CGPoint, moving item: ItemIndex) -> ItemIndex? {
        nearestCell(to: position, moving: item)
    }
}

extension Presentation {
    /// ``ReorderTargeting/reorderTarget(for:moving:)`` for any presentation: the nearest cell
    /// found by squares that double around the position.
    func nearestCell(to position: CGPoint, moving item: ItemIndex) -> ItemIndex? {
        guard let held = self.item(at: item), let point = QueryRect.point(position) else { return nil }
        let size = contentSize
        let p = CGPoint(x: min(max(point.x, 0), size.width), y: min(max(point.y, 0), size.height))
        let reach = max(size.width, size.height) + 1
        var half = max(held.frame.width, held.frame.height, 1) / 2
        while true {
            let square = CGRect(x: p.x - half, y: p.y - half, width: 2 * half, height: 2 * half)
            var best: (distance: CGFloat, index: ItemIndex)?
            for found in items(in: square) where found.elementKind == .cell {
                let d = Self.squaredDistance(from: p, to: found.frame)
                if best.map({ d < $0.distance || (d == $0.distance && found.index < $0.index) }) ?? true {
                    best = (d, found.index)
                }
            }
            // Every cell nearer than the half-side overlaps the square, so it was found.
            if let best, best.distance < half * half || half > reach {
                return best.index.section == item.section ? best.index : nil
            }
            guard half <= reach else { return nil }
            half *= 2
        }
    }

    /// The squared distance from `point` to the nearest point of `frame` (0 inside it).
    static func squaredDistance(from point: CGPoint, to frame: CGRect) -> CGFloat {
        let dx = max(frame.minX - point.x, 0, point.x - frame.maxX)
        let dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
        return dx * dx + dy * dy
    }
}

// MARK: - VoiceOver

extension Presentation {
    /// VoiceOver's custom actions for `item`: "Move before" the item before it and "Move after"
    /// the item after it, in its section (a presentation has no pages). Empty for an item the
    /// layout does not have.
    /// - Complexity: O(1).
    public func reorderAccessibilityActions(for item: ItemIndex) -> [ReorderAccessibilityAction] {
        let counts = context.sectionItemCounts
        guard item.section >= 0, item.section < counts.count, item.item >= 0, item.item < counts[item.section] else {
            return []
        }
        return ReorderAccessibilityAction.neighbourMoves(for: item, count: counts[item.section])
    }
}
