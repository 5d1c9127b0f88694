import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which edge of the visible area keeps the user's place when heights arrive or items come and
/// go above what they see.
public enum PresentationPlaceKeeping: Sendable, Hashable {
    /// The topmost visible item stays where it is: a feed read from the top.
    case top
    /// The bottommost visible item stays where it is: a chat read from the bottom.
    case bottom
}

// MARK: - Self-sizing cells

extension PresentationLayout: SelfSizingLayout {
    /// Whether the presentation shown lets cells size themselves.
    public var isSelfSizing: Bool { shown.isSelfSizing }

    /// Records a cell's measured height in the presentation shown. During a switch nothing is
    /// recorded (the frames on screen are the switch's): the cell is measured again once it
    /// is over. Returns whether any frame changed.
    public mutating func setMeasuredHeight(_ height: CGFloat, forItemAt index: ItemIndex) -> Bool {
        guard activeSwitch == nil else { return false }
        return shown.setMeasuredHeight(height, forItemAt: index)
    }

    /// Whether the presentation shown knows the height of the item at `index` (given,
    /// measured or its own) rather than estimating it: only such items keep the place.
    public func hasKnownHeight(at index: ItemIndex) -> Bool { shown.hasKnownHeight(at: index) }

    /// UIKit's `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`:
    /// whether a cell that prefers `height` changes the layout — a cell that gives its own
    /// height (``takesCellHeight(at:)``), no switch running, and a height on another pixel than
    /// the one last recorded for it. Compared with the record, not the frame: a grid cell
    /// shorter than its row keeps the row's frame, and asking again would invalidate forever.
    public func shouldInvalidate(forPreferredHeight height: CGFloat, ofItemAt index: ItemIndex) -> Bool {
        guard takesCellHeight(at: index), shown.item(at: index) != nil else { return false }
        guard let recorded = shown.measuredHeight(at: index) else { return true }
        let grid = context.pixelGrid
        return grid.round(recorded) != grid.round(Limits.length(height))
    }

    /// Whether the cell of the item at `index` must be asked again: it gives its own height now
    /// (``takesCellHeight(at:)``) and none is recorded for the current width (never measured,
    /// shown only during a switch, or measured before the width changed).
    public func needsCellHeight(at index: ItemIndex) -> Bool {
        takesCellHeight(at: index) && shown.measuredHeight(at: index) == nil
    }

    /// Whether the cell of the item at `index` gives its own height now: its presentation
    /// takes it (``Presentation/takesCellHeight(at:)``) and no switch runs. What UIKit's
    /// attributes tell a cell, so only such a cell measures its content.
    public func takesCellHeight(at index: ItemIndex) -> Bool {
        activeSwitch == nil && shown.isSelfSizing && shown.takesCellHeight(at: index)
    }

    /// Records `height` for the item at `index` and answers how to keep the user's place,
    /// as UIKit's `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// does with `contentOffsetAdjustment`.
    ///
    /// The place is kept by the topmost visible item whose height is known (measured or
    /// given; with `.bottom`, the bottommost one) outside the measured item's line (a grid's
    /// row, a mosaic's group, which grow with any of their cells; a list's or waterfall's item
    /// alone): what the user has already seen. Its edge is found before and after the measurement and the offset
    /// moves by the difference, so it stays on the same pixel:
    ///
    ///     before               after (measured item 4 grew by Δ above the kept item 5)
    ///     ┌ visible ─────┐     ┌ visible ─────┐   offset += Δ
    ///     │ 4 (estimate) │     │ 4 (measured) │   4 grows upward, off the top
    ///     │ 5 kept       │     │ 5 kept       │   5 and all below it: not a pixel
    ///     │ 6            │     │ 6            │
    ///
    /// At the very edge kept (the top, or the bottom with `.bottom`) that edge stays instead.
    /// A cell measured again whose top the user sees (its content changed: a reconfigure, a
    /// reload) keeps its own top and grows downward, unless a known cell above it is on screen
    /// (which then stays, and so does the measured cell's top).
    ///
    /// Without a known item on screen, the topmost one whose height was measured at another
    /// width (right after a rotation: ``Presentation/measuredHeight(at:)`` forgets such heights,
    /// but they still place their items) keeps the place; without either (the first cells, or a
    /// jump into unmeasured content) the measured item itself stays, and grows downward. In a waterfall only the measured item's
    /// column changes: when what the user sees of that column is below the measured item (the
    /// item nearest the kept edge in that column is), the item grows upward instead — the
    /// column's origin moves, so the items below it stay in every column, and the offset moves
    /// only if every column had to move down alike
    /// (`PresentationColumnTable.measure(_:_:height:keepingItemsBelow:)`).
    ///
    /// - Returns: `nil` when no frame changed (not self-sizing, during a switch, the same height).
    /// - Complexity: O(log n + items near the kept edge): two lookups of the kept item, the
    ///   search for it by strips as in ``PresentationAnchor``, and the measurement.
    public mutating func invalidate(forPreferredHeight height: CGFloat, ofItemAt index: ItemIndex,
                                    contentOffset: CGPoint) -> SelfSizingInvalidation? {
        guard activeSwitch == nil, shown.isSelfSizing else { return nil }
        let offset = Limits.point(contentOffset), oldSize = contentSize
        guard let line = shown.lineExtent(of: index) else { return nil }
        // Cells in the measured item's line (a grid's row, a mosaic's group) grow or move with it
        // unevenly: they keep nothing. A pixel's slack: their frames are rounded.
        let slack = context.pixelGrid.tolerance
        let keepsItself = keepsItsOwnEdge(index, line: line, at: offset, slack: slack)
        let kept = keptItem(at: offset, tiered: true) { candidate in
            candidate.index == index ? keepsItself
                : !(candidate.frame.minY < line.upperBound - slack && candidate.frame.maxY > line.lowerBound + slack)
        }
        let keepingItemsBelow = !keepsItself && shown.hasColumns && keepsItemsBelow(index, at: offset, slack: slack)
        let atKeptEdge = isAtKeptEdge(offset) ? offset.y - keptEdgeOffset : nil
        guard shown.setMeasuredHeight(height, forItemAt: index, keepingItemsBelow: keepingItemsBelow) else { return nil }
        var adjustment: CGFloat = 0
        if let distance = atKeptEdge {
            // At the very edge kept, the edge stays (a chat's newest message, measured taller
            // than its estimate, shows whole at the bottom).
            adjustment = keptEdgeOffset + distance - offset.y
        } else if let kept, let moved = shown.item(at: kept.index)?.frame {
            adjustment = placeKeeping == .top ? moved.minY - kept.frame.minY : moved.maxY - kept.frame.maxY
        }
        // UIKit adds the adjustment as it is: never past the content's ends (estimates above
        // the kept item taller than what was measured cannot be scrolled above the top).
        adjustment = PresentationAnchor.clamped(CGPoint(x: offset.x, y: offset.y + adjustment), in: self).y - offset.y
        let size = contentSize
        return SelfSizingInvalidation(item: index, contentOffsetAdjustment: CGPoint(x: 0, y: adjustment),
                                        contentSizeAdjustment: CGSize(width: size.width - oldSize.width,
                                                                      height: size.height - oldSize.height))
    }

    /// Whether the item at `index`, measured again (its height was known at this width: the app
    /// reconfigured or reloaded its cell, its content changed), keeps its own kept edge: the user
    /// sees that edge (its top, or its bottom with `.bottom`) and it is its line's edge (the top
    /// row of a mosaic's group), so it grows away from what the user reads, as a table view row
    /// that expands does. A cell whose edge is scrolled out grows toward it instead, keeping the
    /// cells below (above) it. A first measurement never keeps itself: an estimate was never
    /// what the user saw.
    private func keepsItsOwnEdge(_ index: ItemIndex, line: ClosedRange<CGFloat>, at offset: CGPoint, slack: CGFloat) -> Bool {
        guard shown.hasKnownHeight(at: index), let frame = shown.item(at: index)?.frame else { return false }
        let area = PresentationAnchor.visibleArea(of: self, contentOffset: offset)
        return placeKeeping == .top
            ? frame.minY >= area.minY - slack && frame.minY < area.maxY && line.lowerBound >= frame.minY - slack
            : frame.maxY <= area.maxY + slack && frame.maxY > area.minY && line.upperBound <= frame.maxY + slack
    }

    /// Whether the visible cell nearest the kept edge in the column of the item at `index`
    /// (among those of known height) is below that item: what the user sees of the column is
    /// below it, so the item should grow upward.
    /// - Complexity: O(log n + items in the strips searched).
    private func keepsItemsBelow(_ index: ItemIndex, at offset: CGPoint, slack: CGFloat) -> Bool {
        guard let measured = shown.item(at: index)?.frame else { return false }
        let kept = keptItem(at: offset, tiered: true) { candidate in
            candidate.index != index && abs(candidate.frame.minX - measured.minX) <= slack
                && abs(candidate.frame.maxX - measured.maxX) <= slack
        }
        return kept.map { $0.frame.minY >= measured.maxY - slack } ?? false
    }

    /// The visible cell nearest the kept edge among those of known height that `isCandidate`
    /// accepts; when none is on screen, among those whose height was measured at another width
    /// (`tiered`). Right after a rotation every cell on screen is of the second kind: they stand
    /// where the user saw them, so the first re-measured keeps them still (a cell above the
    /// anchor, more than half scrolled out, grows upward instead of pushing the anchor down);
    /// once one is measured again, it keeps the place, as any known cell does. (Outdated cells
    /// do not rank with known ones: scrolling up into them, the first known cell below is what
    /// the user was looking at.)
    /// - Complexity: O(log n + items in the strips searched), twice at most.
    func keptItem(at contentOffset: CGPoint, tiered: Bool, where isCandidate: (LayoutItem) -> Bool) -> LayoutItem? {
        if let known = keptItem(at: contentOffset, where: { isCandidate($0) && shown.hasKnownHeight(at: $0.index) }) {
            return known
        }
        guard tiered, shown.hasOutdatedHeights else { return nil }
        return keptItem(at: contentOffset) { isCandidate($0) && shown.hasOutdatedHeight(at: $0.index) }
    }

    /// The visible cell nearest the kept edge (the top-leading one, or with `.bottom` the
    /// bottom-trailing one) among those `isCandidate` accepts; strips of doubling height from
    /// that edge are searched, as for the default anchor.
    /// - Complexity: O(log n + items in the strips searched).
    func keptItem(at contentOffset: CGPoint, where isCandidate: (LayoutItem) -> Bool) -> LayoutItem? {
        let area = PresentationAnchor.visibleArea(of: self, contentOffset: contentOffset)
        guard area.height > 0 else { return nil }
        let fromTop = placeKeeping == .top, rightToLeft = context.layoutDirection.isRightToLeft
        var stripHeight = min(area.height, 32)
        while true {
            let strip = CGRect(x: area.minX, y: fromTop ? area.minY : area.maxY - stripHeight, width: area.width,
                               height: stripHeight)
            var best: LayoutItem?
            visitItems(in: strip) { item in
                guard item.elementKind == .cell, item.frame.overlaps(area), isCandidate(item) else { return }
                guard let current = best else { return best = item }
                if Self.isNearer(item, than: current, fromTop: fromTop, rightToLeft: rightToLeft) { best = item }
            }
            if best != nil || stripHeight >= area.height { return best }
            stripHeight = min(area.height, stripHeight * 2)
        }
    }

    /// Whether `a` is nearer the kept edge than `b`: the higher top (from the top) or the lower
    /// bottom (from the bottom), then the leading (trailing) side, then the lower (higher) index.
    private static func isNearer(_ a: LayoutItem, than b: LayoutItem, fromTop: Bool, rightToLeft: Bool) -> Bool {
        let edgeA = fromTop ? a.frame.minY : -a.frame.maxY, edgeB = fromTop ? b.frame.minY : -b.frame.maxY
        if edgeA != edgeB { return edgeA < edgeB }
        let leadingA = rightToLeft ? -a.frame.maxX : a.frame.minX, leadingB = rightToLeft ? -b.frame.maxX : b.frame.minX
        if leadingA != leadingB { return fromTop ? leadingA < leadingB : leadingA > leadingB }
        return fromTop ? a.index < b.index : a.index > b.index
    }
}

// MARK: - Inserts and deletes

extension PresentationLayout {
    /// This layout after `updates` (applied in order) and the content offset that keeps the
    /// user's place: the visible item nearest the kept edge (``placeKeeping``) that survives the
    /// updates stays on the same pixel, so prepending 50 items above it moves nothing on
    /// screen. At the very edge kept (the top of a feed, the bottom of a chat) that edge stays
    /// instead, so new posts pulled in by a refresh, or a chat's new message, show. A switch
    /// in progress ends first, at its nearer end.
    /// - Complexity: O(log n + items near the kept edge) plus the presentation's `update(_:)`
    ///   for each step.
    public func updating(_ updates: [PresentationItemUpdate], contentOffset: CGPoint)
        -> (layout: PresentationLayout, contentOffset: CGPoint) {
        updating(updates, carrying: [], contentOffset: contentOffset)
    }

    /// Like ``updating(_:contentOffset:)``, with items the batch moves (`updates` delete each at
    /// its old index and insert it at its new one): a moved item keeps the height its cell
    /// measured, so it lands at its height rather than the estimate and is not measured again.
    /// - Complexity: that of ``updating(_:contentOffset:)``, plus O(log n) per moved item.
    public func updating(_ updates: [PresentationItemUpdate], carrying moves: [PresentationItemMove],
                         contentOffset: CGPoint) -> (layout: PresentationLayout, contentOffset: CGPoint) {
        var offset = Limits.point(contentOffset)
        var layout = self
        if let active = activeSwitch {
            let settled = settled(atTarget: active.progress >= 0.5)
            layout = settled.layout
            offset = settled.contentOffset ?? offset
        }
        // The offset's distance from the kept edge, when it shows that edge.
        let atKeptEdge = layout.isAtKeptEdge(offset) ? offset.y - layout.keptEdgeOffset : nil
        let kept = layout.keptItem(at: offset) { updates.newIndex(for: $0.index) != nil }
        let carried = moves.compactMap { move in layout.shown.measuredHeight(at: move.from).map { (move.to, $0) } }
        for update in updates { layout.shown.update(update) }
        for (index, height) in carried { _ = layout.shown.setMeasuredHeight(height, forItemAt: index) }
        // At the very edge the place is kept by, the edge stays: a pull-to-refresh's new posts
        // show at the top, a chat's new message at the bottom (as UIKit's own offset would,
        // at the top). Elsewhere the item the user reads stays.
        if let distance = atKeptEdge {
            return (layout, CGPoint(x: offset.x, y: layout.keptEdgeOffset + distance))
        }
        guard let kept, let newIndex = updates.newIndex(for: kept.index), let moved = layout.item(at: newIndex)?.frame else {
            return (layout, PresentationAnchor.clamped(offset, in: layout))
        }
        let adjustment = layout.placeKeeping == .top ? moved.minY - kept.frame.minY : moved.maxY - kept.frame.maxY
        let wanted = CGPoint(x: offset.x, y: offset.y + adjustment)
        return (layout, PresentationAnchor.clamped(layout.context.pixelGrid.round(wanted), in: layout))
    }

    /// The offset of the content's edge the place is kept by: its top, or its bottom with
    /// `.bottom`.
    var keptEdgeOffset: CGFloat {
        PresentationAnchor.clamped(CGPoint(x: 0, y: placeKeeping == .top ? -CGFloat.infinity : .infinity), in: self).y
    }

    /// Whether `offset` shows the very edge the place is kept by, within a pixel (a pull past
    /// it counts).
    func isAtKeptEdge(_ offset: CGPoint) -> Bool {
        let tolerance = 1 / context.pixelGrid.scale
        return placeKeeping == .top ? offset.y <= keptEdgeOffset + tolerance : offset.y >= keptEdgeOffset - tolerance
    }
}
