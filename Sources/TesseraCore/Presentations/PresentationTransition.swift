import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An interactive switch between two presentations: for any progress from 0 to 1, the frames
/// of the items visible at either end, the content offset and the content size, with the
/// anchor item held where the user saw it.
///
/// Frames and the content offset move linearly, so an item's position on screen
/// (frame − offset) moves linearly too; the anchor starts and ends at the same distance from
/// the top of the visible area and so stays there throughout (unless the new content's ends
/// clamp the final offset). The value is pure: a pinch drives the progress (0…1) back and
/// forth, and at 0 every frame and the offset are exactly the starting ones.
struct PresentationTransition: Sendable {
    /// One item taking part (a header or footer: item 0 of its section) and its frame at either end
    /// (`nil` where that presentation does not show it, e.g. a header only one of them has).
    struct Entry: Sendable, Equatable {
        var index: ItemIndex
        var elementKind: LayoutElementKind
        var fromFrame: CGRect?
        var toFrame: CGRect?
    }

    /// The anchor held in place; `nil` when nothing was visible.
    let anchor: PresentationAnchor?
    /// The content offsets and sizes at progress 0 (the current ones) and 1 (the new ones,
    /// the offset keeping the anchor in place, clamped).
    let fromContentOffset: CGPoint, toContentOffset: CGPoint
    let fromContentSize: CGSize, toContentSize: CGSize
    /// The items visible at either end, section by section (header, cells in index order, footer).
    let entries: [Entry]
    /// Where each item is in `entries`.
    private let positions: [Key: Int]
    let pixelGrid: PixelGrid

    /// Prepares a transition that puts `anchor`'s item at `anchor`'s distance from the top of
    /// the visible area in `to` (an anchor kept from an earlier switch, so that switching back
    /// without scrolling returns exactly); without that item in `from`, the default anchor.
    /// - Complexity: O(log n + items visible at either end).
    init(from: some Presentation, to: some Presentation, contentOffset: CGPoint, anchor: PresentationAnchor?) {
        self.anchor = anchor.flatMap { from.item(at: $0.index) == nil ? nil : $0 }
            ?? PresentationAnchor.defaultAnchor(in: from, at: contentOffset)
        fromContentOffset = contentOffset
        toContentOffset = self.anchor?.contentOffset(in: to, fallback: contentOffset)
            ?? PresentationAnchor.clamped(contentOffset, in: to)
        fromContentSize = from.contentSize
        toContentSize = to.contentSize
        pixelGrid = to.context.pixelGrid
        let visible = from.items(in: CGRect(origin: contentOffset, size: from.context.viewportSize))
            + to.items(in: CGRect(origin: toContentOffset, size: to.context.viewportSize))
        var seen = Set<Key>()
        let keys = visible.map { Key(index: $0.index, kind: $0.elementKind) }.filter { seen.insert($0).inserted }
        let sorted = keys.sorted()
        entries = sorted.map {
            Entry(index: $0.index, elementKind: $0.kind, fromFrame: Self.frame($0.index, $0.kind, in: from),
                  toFrame: Self.frame($0.index, $0.kind, in: to))
        }
        positions = Dictionary(uniqueKeysWithValues: zip(sorted, sorted.indices))
    }

    /// The entry of a cell, or of a header (item 0 of its section), visible at either end.
    func entry(_ index: ItemIndex, _ kind: LayoutElementKind) -> Entry? {
        positions[Key(index: index, kind: kind)].map { entries[$0] }
    }

    /// An item by index and kind, ordered section by section: the header, the cells, the footer.
    private struct Key: Hashable, Comparable {
        let index: ItemIndex
        let kind: LayoutElementKind

        static func < (a: Key, b: Key) -> Bool {
            if a.index.section != b.index.section { return a.index.section < b.index.section }
            if a.kind.orderInSection != b.kind.orderInSection { return a.kind.orderInSection < b.kind.orderInSection }
            return a.index.item < b.index.item
        }
    }

    /// The frame of a cell, or of a supplementary item, in `presentation`.
    static func frame(_ index: ItemIndex, _ kind: LayoutElementKind, in presentation: some Presentation) -> CGRect? {
        kind == .cell ? presentation.item(at: index)?.frame : presentation.supplementaryItem(ofKind: kind, at: index)?.frame
    }

    /// The content offset at progress `t`.
    func contentOffset(at t: CGFloat) -> CGPoint {
        CGPoint(x: Self.mix(fromContentOffset.x, toContentOffset.x, t), y: Self.mix(fromContentOffset.y, toContentOffset.y, t))
    }

    /// The content size at progress `t`.
    func contentSize(at t: CGFloat) -> CGSize {
        CGSize(width: Self.mix(fromContentSize.width, toContentSize.width, t),
               height: Self.mix(fromContentSize.height, toContentSize.height, t))
    }

    /// The items at progress `t`; with `rect`, only those showing there (not faded out).
    /// - Complexity: O(entries).
    func items(at t: CGFloat, showingIn rect: CGRect? = nil) -> [LayoutItem] {
        var items: [LayoutItem] = []
        items.reserveCapacity(entries.count)
        for entry in entries {
            guard let item = Self.item(entry.index, entry.elementKind, from: entry.fromFrame, to: entry.toFrame, at: t,
                                       pixelGrid) else { continue }
            if let rect, !(item.alpha > 0 && item.frame.overlaps(rect)) { continue }
            items.append(item)
        }
        return items
    }

    /// One item at progress `t`: its frame moved linearly from `from` to `to`, each edge
    /// rounded to `grid`; with one end only, that frame staying put and fading (out when only
    /// the first shows it, in when only the last does). `nil` with neither.
    static func item(_ index: ItemIndex, _ kind: LayoutElementKind, from: CGRect?, to: CGRect?, at t: CGFloat,
                     _ grid: PixelGrid) -> LayoutItem? {
        guard let from, let to else {
            return (from ?? to).map { LayoutItem(index: index, frame: $0, alpha: from == nil ? t : 1 - t, elementKind: kind) }
        }
        let x0 = grid.round(mix(from.minX, to.minX, t)), y0 = grid.round(mix(from.minY, to.minY, t))
        let frame = CGRect(x: x0, y: y0, width: grid.round(mix(from.maxX, to.maxX, t)) - x0,
                           height: grid.round(mix(from.maxY, to.maxY, t)) - y0)
        return LayoutItem(index: index, frame: frame, elementKind: kind)
    }

    /// `a` moved linearly to `b` (exactly `b` at 1).
    private static func mix(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { t == 1 ? b : a + (b - a) * t }

    /// Where the content rests when the transition ends: the new offset, or the starting one.
    func finalContentOffset(isCancelled: Bool) -> CGPoint {
        isCancelled ? fromContentOffset : toContentOffset
    }
}
