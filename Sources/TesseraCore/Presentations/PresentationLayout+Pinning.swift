import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Pinned section headers

extension PresentationLayout {
    /// Whether the presentation shown pins its section headers (its `pinsSectionHeaders`; an
    /// app's own presentation does not).
    public var pinsSectionHeaders: Bool { shown.pinsSectionHeaders }

    /// Like ``items(in:)``, with each section header where it pins when the presentation shown
    /// pins them (``pinsSectionHeaders``): at the top of `visibleArea` while that lies inside
    /// its section, never above its own place, and never lower than its section's end (the
    /// next section's header, the bottom inset included) less its height — so the next header
    /// pushes it up and away, as with UIKit's `sectionHeadersPinToVisibleBounds`. A header is
    /// included when its pinned frame meets `rect`.
    ///
    /// `visibleArea` is the collection view's bounds inset by its `adjustedContentInset`: with a
    /// refresh control or a navigation bar above the content, the header pins under them. A
    /// pull past the top leaves headers in their places. A `visibleArea` out of the domain (NaN,
    /// `.null`) pins nothing.
    ///
    /// While a switch runs, each header moves from where it pins at the switch's start (below
    /// the visible top there) to where it pins at its end, as the content offset moves: a header
    /// pinned at both ends stays at the top of the visible area throughout. As for every item
    /// during a switch, the headers are those visible (here: pinned) at either end.
    ///
    /// What a UIKit skin does with it: answer `layoutAttributesForElements(in:)` from this query
    /// and `layoutAttributesForSupplementaryView(ofKind:at:)` from
    /// ``pinnedHeader(ofSection:visibleArea:)``, both with the visible area of the bounds being
    /// laid out; return `true` from `shouldInvalidateLayout(forBoundsChange:)` when
    /// ``pinsSectionHeaders`` (and the bounds' origin moved), and from
    /// `invalidationContext(forBoundsChange:)` invalidate only the headers
    /// (`invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at:)`,
    /// index paths `[section, 0]`) of ``sectionsWithMovingPinnedHeaders(from:to:)`` for the old
    /// and new visible areas.
    /// - Complexity: O(log sections + sections shown + items found); during a switch, O(items
    ///   visible at either end · log of that).
    public func items(in rect: CGRect, pinningHeadersTo visibleArea: CGRect) -> [LayoutItem] {
        guard let pinnedTop = Self.pinnedTop(visibleArea) else { return items(in: rect) }
        let raises = pinsSectionHeaders
        if let active = activeSwitch {
            let items = active.items(in: rect, pinnedTo: pinnedTop, target: shown)
            return raises ? items.map(Self.drawnAboveCells) : items
        }
        var found: [LayoutItem] = []
        found.reserveCapacity(64)
        shown.visitItems(in: rect, pinnedTo: pinnedTop) { found.append(raises ? Self.drawnAboveCells($0) : $0) }
        return found
    }

    /// The z-index of a pinned header: above the cells that scroll under it.
    public static let pinnedHeaderZIndex = 1

    /// A header drawn above the cells (a pinned header covers the rows scrolling under it).
    private static func drawnAboveCells(_ item: LayoutItem) -> LayoutItem {
        guard item.elementKind != .cell else { return item }
        var header = item
        header.zIndex = max(header.zIndex, pinnedHeaderZIndex)
        return header
    }

    /// Section `section`'s header where it pins below the top of `visibleArea` (see
    /// ``items(in:pinningHeadersTo:)``, a switch included); where it is when the presentation
    /// does not pin headers; `nil` without a header. For
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    /// - Complexity: O(1) for a built-in presentation.
    public func pinnedHeader(ofSection section: Int, visibleArea: CGRect) -> LayoutItem? {
        let index = ItemIndex(item: 0, section: section)
        guard let pinnedTop = Self.pinnedTop(visibleArea) else {
            return supplementaryItem(ofKind: .presentationHeader, at: index)
        }
        let header = activeSwitch.map { $0.pinnedHeader(ofSection: section, pinnedTo: pinnedTop, target: shown) }
            ?? shown.header(ofSection: section, pinnedTo: pinnedTop)
        return pinsSectionHeaders ? header.map(Self.drawnAboveCells) : header
    }

    /// The sections whose pinned headers may move when the visible area goes from `oldVisibleArea`
    /// to `newVisibleArea` (a bounds change): those reaching into the span between the two
    /// visible tops. A header's pinned place changes only while the visible top is inside its
    /// section, and a jump moves every section it passes over from its place to its section's
    /// end (or back). Empty when the presentation does not pin headers; every section while a
    /// switch runs (its frames change every frame anyway) or for an area out of the domain.
    /// - Complexity: O(log sections).
    public func sectionsWithMovingPinnedHeaders(from oldVisibleArea: CGRect, to newVisibleArea: CGRect) -> Range<Int> {
        let all = 0..<context.sectionItemCounts.count
        guard activeSwitch == nil else { return all }
        guard pinsSectionHeaders else { return 0..<0 }
        guard let old = Self.pinnedTop(oldVisibleArea), let new = Self.pinnedTop(newVisibleArea) else { return all }
        return shown.sections(reaching: min(old, new), max(old, new)) ?? all
    }

    /// The visible area's top brought into the domain; `nil` for an area out of it.
    private static func pinnedTop(_ visibleArea: CGRect) -> CGFloat? {
        QueryRect(visibleArea)?.minY
    }
}

extension PresentationLayout.Switch {
    /// The visible tops at the switch's two ends for the visible top `pinnedTop` now: the
    /// same distance below the content offset at each end (the insets do not change).
    private func pinnedTops(_ pinnedTop: CGFloat) -> (from: CGFloat, to: CGFloat) {
        let inset = pinnedTop - contentOffset.y
        return (transition.fromContentOffset.y + inset, transition.toContentOffset.y + inset)
    }

    /// Section `s`'s header at the current progress: from where it pins at the start to where
    /// it pins at the end (an end without it: fading, as any item).
    func pinnedHeader(ofSection s: Int, pinnedTo pinnedTop: CGFloat, target: AnyPresentation) -> LayoutItem? {
        let tops = pinnedTops(pinnedTop)
        let from = source.header(ofSection: s, pinnedTo: tops.from)?.frame
        let to = target.header(ofSection: s, pinnedTo: tops.to)?.frame
        return PresentationTransition.item(ItemIndex(item: 0, section: s), .presentationHeader, from: from, to: to,
                                           at: progress, transition.pixelGrid)
    }

    /// The switch's items showing in `rect`, headers pinned as `pinnedHeader(ofSection:…)`
    /// places them: those of sections with a header visible at either end, in its place or
    /// pinned (like the transition, a header visible at neither end is left out).
    /// - Complexity: O(items visible at either end · log of that).
    func items(in rect: CGRect, pinnedTo pinnedTop: CGFloat, target: AnyPresentation) -> [LayoutItem] {
        let tops = pinnedTops(pinnedTop)
        var sections = Set(transition.entries.lazy.filter { $0.elementKind == .presentationHeader }.map(\.index.section))
        // The headers whose pinned frames meet either end's bounds (pinned at its visible top,
        // or pushed to their section's end under the insets), as `entries` holds the natural ones.
        let ends = [(source, tops.from, transition.fromContentOffset), (target, tops.to, transition.toContentOffset)]
        for (end, top, offset) in ends {
            end.visitItems(in: CGRect(origin: offset, size: end.context.viewportSize), pinnedTo: top) { item in
                if item.elementKind == .presentationHeader { sections.insert(item.index.section) }
            }
        }
        var found = transition.items(at: progress, showingIn: rect).filter { $0.elementKind != .presentationHeader }
        for s in sections {
            guard let header = pinnedHeader(ofSection: s, pinnedTo: pinnedTop, target: target),
                  header.alpha > 0, header.frame.overlaps(rect) else { continue }
            found.append(header)
        }
        // Section by section, the header first, as `items(in:)`.
        found.sort { a, b in
            if a.index.section != b.index.section { return a.index.section < b.index.section }
            if (a.elementKind == .cell) != (b.elementKind == .cell) { return a.elementKind != .cell }
            return a.index.item < b.index.item
        }
        return found
    }
}
