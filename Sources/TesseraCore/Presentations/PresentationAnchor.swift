import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The item that keeps the user's place through a change of presentation, and where it is on
/// screen.
///
/// Every switch (``PresentationLayout/switching(to:contentOffset:anchorItem:)``) finds the
/// anchor in the presentation it leaves and gives the content offset that puts the anchor at
/// the same distance from the top of the visible area in the new one.
///
/// The *visible area* is the viewport inside its content insets (below a navigation bar,
/// above a toolbar): its top is `contentOffset.y + contentInsets.top`.
public struct PresentationAnchor: Sendable, Hashable {
    /// The anchor item.
    public let index: ItemIndex
    /// From the top of the visible area down to the anchor's top edge, in points; negative
    /// when the anchor is partly scrolled above it.
    public let distanceFromVisibleTop: CGFloat
}

// The initialisers live in an extension so that the memberwise one is synthesised.
extension PresentationAnchor {
    // MARK: - Finding the anchor

    /// The default anchor: the topmost-leading cell at the top of the visible area.
    ///
    /// Precisely: of the cells that overlap the visible area and have at least their lower
    /// half below its top edge (`frame.midY ≥ top`), the one whose top edge is highest; ties
    /// go to the leading one, then to the lower index. A cell scrolled more than half out of
    /// sight is passed over, so the anchor is an item the user can see; if every overlapping
    /// cell is mostly above the top (one tall cell fills the view), the highest of them. `nil`
    /// when no cell overlaps the visible area. `contentOffset` comes in through `Limits.point`.
    ///
    /// - Complexity: O(log n + items near the top): `layout.items(in:)` is asked for a strip
    ///   32 pt tall at the top of the visible area, doubled until a candidate is found.
    public init?(in layout: some CollectionLayout, contentOffset: CGPoint) {
        guard let anchor = Self.defaultAnchor(in: layout, at: Limits.point(contentOffset)) else { return nil }
        self = anchor
    }

    /// The default anchor at `contentOffset`, a point in the domain. (A function, not an
    /// initialiser: an initialiser takes its layout by copying it.)
    static func defaultAnchor(in layout: some CollectionLayout, at contentOffset: CGPoint) -> PresentationAnchor? {
        defaultAnchor(layout, at: contentOffset) { strip, body in layout.items(in: strip).forEach(body) }
    }

    /// The same for the switcher's layout, which hands its items over without an array (this
    /// runs on every scrolled frame).
    static func defaultAnchor(in layout: PresentationLayout, at contentOffset: CGPoint) -> PresentationAnchor? {
        defaultAnchor(layout, at: contentOffset) { layout.visitItems(in: $0, $1) }
    }

    private static func defaultAnchor(_ layout: some CollectionLayout, at contentOffset: CGPoint,
                                      visit: (CGRect, (LayoutItem) -> Void) -> Void) -> PresentationAnchor? {
        let area = visibleArea(of: layout, contentOffset: contentOffset)
        guard let best = defaultAnchorItem(area: area, rightToLeft: layout.context.layoutDirection.isRightToLeft,
                                           visit: visit) else { return nil }
        return PresentationAnchor(index: best.index, distanceFromVisibleTop: best.frame.minY - area.minY)
    }

    /// The cell the default anchor names, by strips of doubling height. One pass over each
    /// strip's items: the first cell whose middle is in the area, else the first cell at all.
    private static func defaultAnchorItem(area: CGRect, rightToLeft: Bool,
                                          visit: (CGRect, (LayoutItem) -> Void) -> Void) -> LayoutItem? {
        var stripHeight = min(area.height, 32)
        while true {
            let strip = CGRect(x: area.minX, y: area.minY, width: area.width, height: stripHeight)
            var pick = AnchorPick(area: area, rightToLeft: rightToLeft)
            visit(strip) { pick.consider($0) }
            if let best = pick.firstMostlyShown { return best }
            if stripHeight >= area.height { return pick.first }
            stripHeight = min(area.height, stripHeight * 2)
        }
    }

    /// An anchor the app names (the selected item, the item under a pinch), wherever it is.
    /// `nil` when `layout` has no such item.
    /// - Complexity: that of `item(at:)`.
    static func named(_ item: ItemIndex, in layout: some CollectionLayout, contentOffset: CGPoint) -> PresentationAnchor? {
        guard let frame = layout.item(at: item)?.frame else { return nil }
        let top = visibleArea(of: layout, contentOffset: contentOffset).minY
        return PresentationAnchor(index: item, distanceFromVisibleTop: frame.minY - top)
    }

    /// The first cell of a strip, and the first whose middle is in the area, looked at one
    /// item at a time.
    private struct AnchorPick {
        let area: CGRect
        let rightToLeft: Bool
        var first: LayoutItem?
        var firstMostlyShown: LayoutItem?

        mutating func consider(_ cell: LayoutItem) {
            guard cell.elementKind == .cell && cell.frame.overlaps(area) else { return }
            if isBefore(cell, first) { first = cell }
            if cell.frame.midY >= area.minY && isBefore(cell, firstMostlyShown) { firstMostlyShown = cell }
        }

        /// Whether `a` comes before `b` (or there is no `b`): highest top, then leading, then
        /// lowest index.
        private func isBefore(_ a: LayoutItem, _ b: LayoutItem?) -> Bool {
            guard let b else { return true }
            if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
            let leadingA = rightToLeft ? -a.frame.maxX : a.frame.minX
            let leadingB = rightToLeft ? -b.frame.maxX : b.frame.minX
            if leadingA != leadingB { return leadingA < leadingB }
            return a.index < b.index
        }
    }

    // MARK: - Keeping it in place

    /// The content offset that shows the anchor `distanceFromVisibleTop` below the top of the
    /// visible area in `layout`, pixel-rounded and clamped to where the content can rest (near
    /// its ends the anchor may move). Without the anchor item, `fallback` clamped.
    /// - Complexity: that of `item(at:)`.
    func contentOffset(in layout: some CollectionLayout, fallback: CGPoint) -> CGPoint {
        guard let frame = layout.item(at: index)?.frame else { return Self.clamped(fallback, in: layout) }
        let y = frame.minY - distanceFromVisibleTop - layout.context.contentInsets.top
        return Self.clamped(layout.context.pixelGrid.round(CGPoint(x: fallback.x, y: y)), in: layout)
    }

    // MARK: - Geometry

    /// The viewport inside its content insets, in content coordinates, at `contentOffset`.
    static func visibleArea(of layout: some CollectionLayout, contentOffset: CGPoint) -> CGRect {
        let insets = layout.context.contentInsets
        return CGRect(origin: CGPoint(x: contentOffset.x + insets.left, y: contentOffset.y + insets.top),
                      size: layout.context.visibleContentSize)
    }

    /// `offset` clamped into the range a scroll view showing `layout` rests in, from
    /// (−left, −top) to the content's far edge plus its inset.
    static func clamped(_ offset: CGPoint, in layout: some CollectionLayout) -> CGPoint {
        let context = layout.context, insets = context.contentInsets, size = layout.contentSize
        let lowX = -insets.left, lowY = -insets.top
        let highX = max(lowX, size.width + insets.right - context.viewportSize.width)
        let highY = max(lowY, size.height + insets.bottom - context.viewportSize.height)
        return CGPoint(x: min(max(offset.x, lowX), highX), y: min(max(offset.y, lowY), highY))
    }
}
