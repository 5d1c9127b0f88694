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
/// clamp the final offset; it then glides to where the clamp puts it). The value is pure:
/// a pinch drives `progress` back and forth, and cancelling is animating it back to 0, where
/// every frame and the offset are exactly the starting ones. Progress is from 0 to 1 (the
/// layout's `atProgress(_:)` brings it there).
struct PresentationTransition: Sendable {
    /// One item taking part: its frame at either end (`nil` where that presentation does not
    /// show it, e.g. a header only one of them has).
    struct Entry: Sendable, Equatable {
        /// The item (for a header, item 0 of its section).
        var index: ItemIndex
        /// A cell or a header.
        var elementKind: LayoutElementKind
        /// Its frame in the first presentation.
        var fromFrame: CGRect?
        /// Its frame in the second presentation.
        var toFrame: CGRect?
    }

    /// The anchor held in place; `nil` when nothing was visible.
    let anchor: PresentationAnchor?
    /// The content offset at progress 0 (the current one).
    let fromContentOffset: CGPoint
    /// The content offset at progress 1, keeping the anchor in place (clamped).
    let toContentOffset: CGPoint
    /// The first presentation's content size.
    let fromContentSize: CGSize
    /// The second presentation's content size.
    let toContentSize: CGSize
    /// The items visible at either end, section by section, headers first, in index order.
    let entries: [Entry]
    let pixelGrid: PixelGrid

    private struct Key: Hashable {
        let index: ItemIndex
        let kind: LayoutElementKind
    }

    /// Prepares a transition from `from` to `to` (prepared for the same context) at
    /// `contentOffset`, anchored on `anchorItem` or the default anchor.
    /// - Complexity: O(log n + items visible at either end).
    init(from: some Presentation, to: some Presentation, contentOffset: CGPoint, anchorItem: ItemIndex? = nil) {
        self.init(from: from, to: to, contentOffset: contentOffset, resolvedAnchor: anchorItem.flatMap {
            PresentationAnchor(item: $0, in: from, contentOffset: contentOffset)
        } ?? PresentationAnchor(defaultIn: from, at: contentOffset))
    }

    /// Prepares a transition that puts `anchor`'s item at `anchor`'s distance from the top of
    /// the visible area in `to` — an anchor kept from an earlier switch, so that switching back
    /// without scrolling returns exactly, even where an end of the content had moved it. Without
    /// that item in `from`, the default anchor.
    /// - Complexity: O(log n + items visible at either end).
    init(from: some Presentation, to: some Presentation, contentOffset: CGPoint, anchor: PresentationAnchor?) {
        self.init(from: from, to: to, contentOffset: contentOffset,
                  resolvedAnchor: anchor.flatMap { from.item(at: $0.index) == nil ? nil : $0 }
                      ?? PresentationAnchor(defaultIn: from, at: contentOffset))
    }

    private init(from: some Presentation, to: some Presentation, contentOffset: CGPoint,
                 resolvedAnchor: PresentationAnchor?) {
        anchor = resolvedAnchor
        fromContentOffset = contentOffset
        toContentOffset = anchor?.contentOffset(in: to, fallback: contentOffset)
            ?? PresentationAnchor.clamped(contentOffset, in: to)
        fromContentSize = from.contentSize
        toContentSize = to.contentSize
        pixelGrid = to.context.pixelGrid

        var keys = Set<Key>(), ordered: [Key] = []
        let fromVisible = from.items(in: CGRect(origin: contentOffset, size: from.context.viewportSize))
        let toVisible = to.items(in: CGRect(origin: toContentOffset, size: to.context.viewportSize))
        for item in fromVisible + toVisible where keys.insert(Key(index: item.index, kind: item.elementKind)).inserted {
            ordered.append(Key(index: item.index, kind: item.elementKind))
        }
        ordered.sort { a, b in
            if a.index.section != b.index.section { return a.index.section < b.index.section }
            if (a.kind == .cell) != (b.kind == .cell) { return a.kind != .cell }
            return a.index.item < b.index.item
        }
        entries = ordered.map { Entry(index: $0.index, elementKind: $0.kind, fromFrame: Self.frame($0, in: from),
                                      toFrame: Self.frame($0, in: to)) }
    }

    private static func frame(_ key: Key, in presentation: some Presentation) -> CGRect? {
        key.kind == .cell ? presentation.item(at: key.index)?.frame
            : presentation.supplementaryItem(ofKind: key.kind, at: key.index)?.frame
    }

    private func mix(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { t == 1 ? b : a + (b - a) * t }

    /// The content offset at progress `t`.
    func contentOffset(at t: CGFloat) -> CGPoint {
        CGPoint(x: mix(fromContentOffset.x, toContentOffset.x, t), y: mix(fromContentOffset.y, toContentOffset.y, t))
    }

    /// The content size at progress `t`.
    func contentSize(at t: CGFloat) -> CGSize {
        CGSize(width: mix(fromContentSize.width, toContentSize.width, t),
               height: mix(fromContentSize.height, toContentSize.height, t))
    }

    /// The items at progress `t`: frames moved linearly from their first to their last frame
    /// and rounded to pixels; an item only one end shows stays put and fades (out when only
    /// the first shows it, in when only the last does).
    /// - Complexity: O(entries).
    func items(at t: CGFloat) -> [LayoutItem] {
        entries.map { Self.item($0.index, $0.elementKind, from: $0.fromFrame, to: $0.toFrame, at: t, pixelGrid) }
    }

    /// One item at progress `t`: its frame moved linearly from `from` to `to` with
    /// each edge rounded to `grid`; with one end only, that frame fading.
    static func item(_ index: ItemIndex, _ kind: LayoutElementKind, from: CGRect?, to: CGRect?, at t: CGFloat,
                     _ grid: PixelGrid) -> LayoutItem {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { t == 1 ? b : a + (b - a) * t }
        switch (from, to) {
        case let (from?, to?):
            let x0 = grid.round(mix(from.minX, to.minX)), y0 = grid.round(mix(from.minY, to.minY))
            let frame = CGRect(x: x0, y: y0, width: grid.round(mix(from.maxX, to.maxX)) - x0,
                               height: grid.round(mix(from.maxY, to.maxY)) - y0)
            return LayoutItem(index: index, frame: frame, elementKind: kind)
        case let (from?, nil):
            return LayoutItem(index: index, frame: from, alpha: 1 - t, elementKind: kind)
        case let (nil, to?):
            return LayoutItem(index: index, frame: to, alpha: t, elementKind: kind)
        case (nil, nil):
            return LayoutItem(index: index, frame: .zero, alpha: 0, elementKind: kind)
        }
    }

    /// Where the content rests when the transition ends: the new offset when it completes,
    /// the starting one when it is cancelled.
    func finalContentOffset(isCancelled: Bool) -> CGPoint {
        isCancelled ? fromContentOffset : toContentOffset
    }
}
