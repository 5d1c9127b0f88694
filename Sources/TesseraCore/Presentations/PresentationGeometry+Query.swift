import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PresentationGeometry {
    /// Every cell, header and footer whose final frame overlaps `rect`, section by section: the
    /// header, the cells in index order, the footer; at most `Limits.itemsPerQuery` (the first).
    /// - Complexity: O(log sections + items found) for analytic presentations,
    ///   O(log sections + columns · log n + items found) for measured ones.
    func items(in rect: CGRect) -> [LayoutItem] {
        var found: [LayoutItem] = []
        // Sized once for a screenful of cells (grown past it): one allocation a frame.
        found.reserveCapacity(64)
        visitItems(in: rect) { found.append($0) }
        return found
    }

    /// `items(in:)`, one item at a time and without an array: for a reader that looks at
    /// each item once (the default anchor, measured on every scrolled frame). With `pins`, each
    /// header is where it pins below `pins.top` (`header(forSection:pinnedTo:)`) and each footer
    /// where it pins above `pins.bottom` (`footer(forSection:pinnedTo:)`): neither leaves its
    /// section, so the sections searched are the same.
    func visitItems(in rect: CGRect, pins: PresentationPins = .none, _ body: (LayoutItem) -> Void) {
        guard !isEmpty, let query = PresentationQuery(rect, contentSize: contentSize, direction: context.layoutDirection,
                                                      grid: context.pixelGrid) else { return }
        // The closure below reads only these values: capturing the geometry itself copied it
        // (a dozen references retained) for every item found.
        let cap = Limits.itemsPerQuery, framing = framing
        var found = 0
        for s in stack.sections(from: query.minY, to: query.maxY) {
            guard found < cap else { break }
            if stack.headerHeight > 0, let header = header(forSection: s, pinnedTo: pins.top),
               header.frame.overlaps(rect) {
                body(header)
                found += 1
            }
            let start = stack.contentStarts[s]
            visit(section: s, minX: query.minX, maxX: query.maxX, minY: query.minY - start, maxY: query.maxY - start) {
                guard found < cap else { return false }
                let frame = framing.frame($1.offsetBy(dy: start))
                if frame.overlaps(rect) {
                    body(LayoutItem(index: ItemIndex(item: $0, section: s), frame: frame))
                    found += 1
                }
                return found < cap
            }
            if stack.footerHeight > 0, found < cap, let footer = footer(forSection: s, pinnedTo: pins.bottom),
               footer.frame.overlaps(rect) {
                body(footer)
                found += 1
            }
        }
    }

    /// The cell at `index`, or `nil` if there is none.
    /// - Complexity: O(log groups) or O(1).
    func item(at index: ItemIndex) -> LayoutItem? {
        guard !isEmpty, index.section >= 0, index.section < counts.count,
              index.item >= 0, index.item < counts[index.section] else { return nil }
        let s = index.section, i = index.item
        let edges: PresentationEdges
        if let pattern {
            edges = hasMeasuredLines(s) ? pattern.edges(ofItem: i, lines[s]) : pattern.edges(ofItem: i)
        } else if let table, let columnGeometry {
            edges = table.edges(s, i, in: columnGeometry)
        } else {
            return nil
        }
        return LayoutItem(index: index, frame: framing.frame(edges.offsetBy(dy: stack.contentStarts[s])))
    }

    /// Section `s`'s header, or `nil` without headers. With `pinnedTop` (a coordinate in the
    /// domain), pinned as UIKit's flow layout pins it: at `pinnedTop` while that is inside the
    /// section, never above its natural place, and never lower than its section's footer (the
    /// section's end — the next header's top, its bottom inset included — without footers)
    /// less its height, so the footer or the next header pushes it away.
    /// - Complexity: O(1).
    func header(forSection s: Int, pinnedTo pinnedTop: CGFloat? = nil) -> LayoutItem? {
        guard !isEmpty, stack.headerHeight > 0, s >= 0, s < stack.count else { return nil }
        var top = stack.starts[s]
        if let pinnedTop { top = min(max(top, pinnedTop), stack.footerTop(s) - stack.headerHeight) }
        let edges = PresentationEdges(minX: 0, maxX: contentWidth, minY: top, maxY: top + stack.headerHeight)
        return LayoutItem(index: ItemIndex(item: 0, section: s), frame: framing.frame(edges),
                          elementKind: .presentationHeader)
    }

    /// Section `s`'s footer, or `nil` without footers. With `pinnedBottom` (a coordinate in the
    /// domain), pinned as UIKit's flow layout pins footers (`sectionFootersPinToVisibleBounds`):
    /// its bottom at `pinnedBottom` while that is inside the section, never below its natural
    /// place, and never higher than its section's header (the section's top — the previous
    /// footer's bottom — without headers), so that header, or the previous footer, pushes it
    /// down and away. Mirror image of ``header(forSection:pinnedTo:)``: a section's pinned
    /// header and footer never overlap while the visible area is taller than both.
    ///
    ///     starts[s]       ┌── header s ──┐   ← the lowest a pinned header's top goes is
    ///                     │   items …    │     footerTop(s) − headerHeight
    ///     pinnedBottom ─▶ ├── footer s ──┤   ← pinned; never above starts[s] + headerHeight
    ///                     │   items …    │
    ///     footerTop(s)    └ (its place)  ┘
    /// - Complexity: O(1).
    func footer(forSection s: Int, pinnedTo pinnedBottom: CGFloat? = nil) -> LayoutItem? {
        guard !isEmpty, stack.footerHeight > 0, s >= 0, s < stack.count else { return nil }
        var top = stack.footerTop(s)
        if let pinnedBottom {
            top = max(min(top, pinnedBottom - stack.footerHeight), stack.starts[s] + stack.headerHeight)
        }
        let edges = PresentationEdges(minX: 0, maxX: contentWidth, minY: top, maxY: top + stack.footerHeight)
        return LayoutItem(index: ItemIndex(item: 0, section: s), frame: framing.frame(edges),
                          elementKind: .presentationFooter)
    }

    // MARK: - Helpers

    private func visit(section s: Int, minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat,
                       _ body: (Int, PresentationEdges) -> Bool) {
        if let pattern, hasMeasuredLines(s) {
            pattern.visit(itemCount: counts[s], lines[s], minX: minX, maxX: maxX, minY: minY, maxY: maxY, body)
        } else if let pattern {
            pattern.visit(itemCount: counts[s], minX: minX, maxX: maxX, minY: minY, maxY: maxY, body)
        } else if let table, let columnGeometry {
            // Measured sections hold at most `Limits.tableItemCount`: visited whole, cut after.
            table.visit(section: s, in: columnGeometry, minX: minX, maxX: maxX, minY: minY, maxY: maxY) { _ = body($0, $1) }
        }
    }

    private var framing: Framing {
        Framing(width: contentWidth, rightToLeft: context.layoutDirection.isRightToLeft, grid: context.pixelGrid)
    }

    /// How edges become frames: mirrored for right-to-left, each edge rounded to the pixel grid.
    struct Framing {
        let width: CGFloat, rightToLeft: Bool, grid: PixelGrid

        @inline(__always)
        func frame(_ edges: PresentationEdges) -> CGRect {
            var minX = edges.minX, maxX = edges.maxX
            if rightToLeft { (minX, maxX) = (width - maxX, width - minX) }
            let x0 = grid.round(minX), x1 = grid.round(maxX), y0 = grid.round(edges.minY), y1 = grid.round(edges.maxY)
            return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
    }
}

extension LayoutElementKind {
    /// A presentation's section header (`UICollectionView.elementKindSectionHeader` in the skin).
    public static let presentationHeader = LayoutElementKind.supplementary("header")
    /// A presentation's section footer (`UICollectionView.elementKindSectionFooter` in the skin).
    public static let presentationFooter = LayoutElementKind.supplementary("footer")

    /// Where an item of this kind comes in its section: the header, then the cells, then the footer.
    var orderInSection: Int {
        switch self {
        case .presentationHeader: return 0
        case .presentationFooter: return 2
        default: return self == .cell ? 1 : 0
        }
    }
}

/// Where a query pins section headers and footers (content coordinates): headers below the
/// visible area's `top`, footers above its `bottom`; `nil` leaves them in their places.
struct PresentationPins: Sendable, Equatable {
    var top: CGFloat?
    var bottom: CGFloat?

    static let none = PresentationPins()
}

/// A query's rectangle (through `QueryRect`) in unmirrored content space, widened by the search
/// slack (`PixelGrid.searchSlack`) and cut to the content; `nil` when it holds nothing.
struct PresentationQuery: Sendable {
    let minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat

    init?(_ rect: CGRect, contentSize: CGSize, direction: LayoutDirection, grid: PixelGrid) {
        guard let query = QueryRect(rect) else { return nil }
        var (low, high) = (query.minX, query.maxX)
        if direction.isRightToLeft { (low, high) = (contentSize.width - high, contentSize.width - low) }
        // Section starts and item edges are summed in different orders: far down the content
        // they disagree by a few ulps of the coordinates the query reaches.
        let slackX = grid.searchSlack(atMagnitude: contentSize.width)
        let slackY = grid.searchSlack(atMagnitude: min(max(abs(query.minY), abs(query.maxY)), contentSize.height))
        minX = max(low - slackX, -slackX)
        maxX = min(high + slackX, contentSize.width + slackX)
        minY = max(query.minY - slackY, -slackY)
        maxY = min(query.maxY + slackY, contentSize.height + slackY)
        guard minX <= maxX, minY <= maxY else { return nil }
    }
}
