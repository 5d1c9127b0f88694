import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Pinned section headers and footers

extension PresentationLayout {
    /// Whether the presentation shown pins its section headers (its `pinsSectionHeaders`; an
    /// app's own presentation does not) — during a switch, whether either end does: a header
    /// pinned at the start moves from there, not from its own place far above the screen.
    public var pinsSectionHeaders: Bool {
        shown.pinsSectionHeaders || (activeSwitch?.source.pinsSectionHeaders ?? false)
    }

    /// Whether the presentation shown pins its section footers (its `pinsSectionFooters`; an
    /// app's own presentation does not) — during a switch, whether either end does.
    public var pinsSectionFooters: Bool {
        shown.pinsSectionFooters || (activeSwitch?.source.pinsSectionFooters ?? false)
    }

    /// Like ``items(in:)``, with each section header where it pins when the presentation shown
    /// pins them (``pinsSectionHeaders``): at the top of `visibleArea` while that lies inside
    /// its section, never above its own place, and never lower than its section's footer (its
    /// section's end — the next section's header, the bottom inset included — without footers)
    /// less its height — so the footer or the next header pushes it up and away, as with
    /// UIKit's `sectionHeadersPinToVisibleBounds`. Likewise each footer when the presentation
    /// pins them (``pinsSectionFooters``), upside down: at the bottom of `visibleArea`, never
    /// below its own place, never higher than its section's header (its section's top without
    /// headers) — so that header or the previous section's footer pushes it down and away, as
    /// with `sectionFootersPinToVisibleBounds`. UIKit documents only that "each new footer view
    /// that scrolls to the bottom of the screen pushes the previously pinned footer view
    /// offscreen"; keeping a section's header above its footer is this layout's rule, so the two
    /// never overlap while the visible area is taller than both. A header or footer is
    /// included when its pinned frame meets `rect`.
    ///
    /// `visibleArea` is ``pinningArea(bounds:adjustedContentInsets:refreshingControlHeight:)``:
    /// with a navigation bar above the content, headers pin under it, and footers above a
    /// toolbar or the home indicator's inset. A pull past either end leaves them in their
    /// places. A `visibleArea` out of the domain (NaN, `.null`) pins nothing.
    ///
    /// While a switch runs, each header or footer moves from where it pins at the switch's start
    /// to where it pins at its end, as the content offset moves: one pinned at both ends stays
    /// at the top (bottom) of the visible area throughout. As for every item during a switch,
    /// the headers and footers are those visible (here: pinned) at either end.
    ///
    /// What a UIKit skin does with it: answer `layoutAttributesForElements(in:)` from this query
    /// and `layoutAttributesForSupplementaryView(ofKind:at:)` from
    /// ``pinnedHeader(ofSection:visibleArea:)`` and ``pinnedFooter(ofSection:visibleArea:)``,
    /// all with the visible area of the bounds being laid out; return `true` from
    /// `shouldInvalidateLayout(forBoundsChange:)` when ``pinsSectionHeaders`` or
    /// ``pinsSectionFooters`` (and the bounds' origin moved), and from
    /// `invalidationContext(forBoundsChange:)` invalidate only the headers of
    /// ``sectionsWithMovingPinnedHeaders(from:to:)`` and the footers of
    /// ``sectionsWithMovingPinnedFooters(from:to:)`` for the old and new visible areas
    /// (`invalidateSupplementaryElements(ofKind:at:)`, index paths `[section, 0]`).
    /// - Complexity: O(log sections + sections shown + items found); during a switch, O(items
    ///   visible at either end · log of that).
    public func items(in rect: CGRect, pinningTo visibleArea: CGRect) -> [LayoutItem] {
        let pins = Self.pins(visibleArea)
        guard pins != .none else { return items(in: rect) }
        let raised = (headers: pinsSectionHeaders, footers: pinsSectionFooters)
        if let active = activeSwitch {
            let items = active.items(in: rect, pinnedTo: pins, target: shown)
            return raised.headers || raised.footers ? items.map { Self.drawnAboveCells($0, raised) } : items
        }
        var found: [LayoutItem] = []
        found.reserveCapacity(64)
        shown.visitItems(in: rect, pins: pins) { found.append(Self.drawnAboveCells($0, raised)) }
        return found
    }

    /// ``items(in:pinningTo:)``: headers pinned when the presentation pins them — and footers
    /// too when it pins those (the name is older than footers).
    /// - Complexity: that of ``items(in:pinningTo:)``.
    public func items(in rect: CGRect, pinningHeadersTo visibleArea: CGRect) -> [LayoutItem] {
        items(in: rect, pinningTo: visibleArea)
    }

    /// Where headers and footers pin: `bounds` inset by the adjusted content insets, less the
    /// height of a refresh control while it refreshes. UIKit keeps that height in the adjusted
    /// top inset until `endRefreshing()`, but the control scrolls away with the content: headers
    /// pinned under it would float that far below the bar with cells scrolling above them (the
    /// defect MagazineLayout fixed the same way, issue #61). At rest at the top they stay in their
    /// places under the spinner either way.
    public static func pinningArea(bounds: CGRect, adjustedContentInsets insets: EdgeInsets,
                                   refreshingControlHeight: CGFloat = 0) -> CGRect {
        let top = insets.top - min(max(refreshingControlHeight, 0), max(insets.top, 0))
        return CGRect(x: bounds.minX + insets.left, y: bounds.minY + top,
                      width: max(0, bounds.width - insets.left - insets.right),
                      height: max(0, bounds.height - top - insets.bottom))
    }

    /// The z-index of a pinned header: above the cells that scroll under it.
    public static let pinnedHeaderZIndex = 1

    /// The z-index of a pinned footer: above the cells that scroll under it.
    public static let pinnedFooterZIndex = 1

    /// A pinned header or footer drawn above the cells (it covers the rows scrolling under it);
    /// only the kinds the presentation pins.
    private static func drawnAboveCells(_ item: LayoutItem, _ raised: (headers: Bool, footers: Bool)) -> LayoutItem {
        var raisedItem = item
        if raised.headers, item.elementKind == .presentationHeader {
            raisedItem.zIndex = max(item.zIndex, pinnedHeaderZIndex)
        } else if raised.footers, item.elementKind == .presentationFooter {
            raisedItem.zIndex = max(item.zIndex, pinnedFooterZIndex)
        }
        return raisedItem
    }

    /// Section `section`'s header where it pins below the top of `visibleArea` (see
    /// ``items(in:pinningTo:)``, a switch included); where it is when the presentation
    /// does not pin headers; `nil` without a header. For
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    /// - Complexity: O(1) for a built-in presentation.
    public func pinnedHeader(ofSection section: Int, visibleArea: CGRect) -> LayoutItem? {
        pinnedSupplementary(.presentationHeader, ofSection: section, visibleArea: visibleArea)
    }

    /// Section `section`'s footer where it pins above the bottom of `visibleArea` (see
    /// ``items(in:pinningTo:)``, a switch included); where it is when the presentation does not
    /// pin footers; `nil` without a footer. For `layoutAttributesForSupplementaryView(ofKind:at:)`.
    /// - Complexity: O(1) for a built-in presentation.
    public func pinnedFooter(ofSection section: Int, visibleArea: CGRect) -> LayoutItem? {
        pinnedSupplementary(.presentationFooter, ofSection: section, visibleArea: visibleArea)
    }

    private func pinnedSupplementary(_ kind: LayoutElementKind, ofSection section: Int,
                                     visibleArea: CGRect) -> LayoutItem? {
        let pins = Self.pins(visibleArea)
        guard pins != .none else { return supplementaryItem(ofKind: kind, at: ItemIndex(item: 0, section: section)) }
        let item = activeSwitch.map { $0.pinned(kind, ofSection: section, pins: pins, target: shown) }
            ?? shown.pinned(kind, ofSection: section, pins: pins)
        return item.map { Self.drawnAboveCells($0, (pinsSectionHeaders, pinsSectionFooters)) }
    }

    /// The sections whose pinned headers may move when the visible area goes from `oldVisibleArea`
    /// to `newVisibleArea` (a bounds change): those reaching into the span between the two
    /// visible tops. A header's pinned place changes only while the visible top is inside its
    /// section, and a jump moves every section it passes over from its place to its section's
    /// end (or back). Empty when the presentation does not pin headers or shows none; every
    /// section while a switch runs (its frames change every frame anyway) or for an area out of
    /// the domain.
    /// - Complexity: O(log sections).
    public func sectionsWithMovingPinnedHeaders(from oldVisibleArea: CGRect, to newVisibleArea: CGRect) -> Range<Int> {
        sectionsWithMovingPins(.presentationHeader, pinsSectionHeaders, Self.pins(oldVisibleArea).top,
                               Self.pins(newVisibleArea).top)
    }

    /// The sections whose pinned footers may move when the visible area goes from `oldVisibleArea`
    /// to `newVisibleArea`: those reaching into the span between the two visible bottoms (as
    /// ``sectionsWithMovingPinnedHeaders(from:to:)`` for the tops). Empty when the presentation
    /// does not pin footers or shows none; every section while a switch runs or for an area out
    /// of the domain (an app's own presentation at one end may show a footer in any section: a
    /// skin keeps those whose footer exists).
    /// - Complexity: O(log sections).
    public func sectionsWithMovingPinnedFooters(from oldVisibleArea: CGRect, to newVisibleArea: CGRect) -> Range<Int> {
        sectionsWithMovingPins(.presentationFooter, pinsSectionFooters, Self.pins(oldVisibleArea).bottom,
                               Self.pins(newVisibleArea).bottom)
    }

    /// Empty as well when no end shows items of `kind` (a height of 0): a skin would otherwise
    /// invalidate supplementary views that do not exist.
    private func sectionsWithMovingPins(_ kind: LayoutElementKind, _ pins: Bool, _ old: CGFloat?,
                                        _ new: CGFloat?) -> Range<Int> {
        let all = 0..<context.sectionItemCounts.count
        guard pins, shown.mayShow(kind) || activeSwitch?.source.mayShow(kind) == true else { return 0..<0 }
        guard activeSwitch == nil else { return all }
        guard let old, let new else { return all }
        return shown.sections(reaching: min(old, new), max(old, new)) ?? all
    }

    /// The visible area's top and bottom brought into the domain; `.none` for an area out of it.
    private static func pins(_ visibleArea: CGRect) -> PresentationPins {
        QueryRect(visibleArea).map { PresentationPins(top: $0.minY, bottom: $0.maxY) } ?? .none
    }
}

extension AnyPresentation {
    /// Whether the presentation may show supplementary items of `kind`: a built-in one, when
    /// their height is above 0; an app's own, always (its items are its own).
    func mayShow(_ kind: LayoutElementKind) -> Bool {
        guard let built = base as? any GeometryPresentation else { return true }
        return (kind == .presentationFooter ? built.geometry.stack.footerHeight : built.geometry.stack.headerHeight) > 0
    }

    /// Section `s`'s header or footer pinned as `pins` say (where the presentation pins them).
    func pinned(_ kind: LayoutElementKind, ofSection s: Int, pins: PresentationPins) -> LayoutItem? {
        kind == .presentationFooter ? footer(ofSection: s, pinnedTo: pins.bottom) : header(ofSection: s, pinnedTo: pins.top)
    }
}

extension PresentationLayout.Switch {
    /// The pins at the switch's two ends for the pins now: the same distances below the content
    /// offset at each end (the insets and the viewport do not change).
    private func pinsAtEnds(_ pins: PresentationPins) -> (from: PresentationPins, to: PresentationPins) {
        func moved(_ y: CGFloat?, _ offset: CGPoint) -> CGFloat? { y.map { $0 - contentOffset.y + offset.y } }
        return (PresentationPins(top: moved(pins.top, transition.fromContentOffset),
                                 bottom: moved(pins.bottom, transition.fromContentOffset)),
                PresentationPins(top: moved(pins.top, transition.toContentOffset),
                                 bottom: moved(pins.bottom, transition.toContentOffset)))
    }

    /// Section `s`'s header or footer at the current progress: from where it pins at the start
    /// to where it pins at the end (an end without it: fading, as any item).
    func pinned(_ kind: LayoutElementKind, ofSection s: Int, pins: PresentationPins, target: AnyPresentation) -> LayoutItem? {
        let ends = pinsAtEnds(pins)
        let from = source.pinned(kind, ofSection: s, pins: ends.from)?.frame
        let to = target.pinned(kind, ofSection: s, pins: ends.to)?.frame
        return PresentationTransition.item(ItemIndex(item: 0, section: s), kind, from: from, to: to,
                                           at: progress, transition.pixelGrid)
    }

    /// The switch's items showing in `rect`, headers and footers pinned as
    /// `pinned(_:ofSection:…)` places them: those of sections with one visible at either end,
    /// in its place or pinned (like the transition, one visible at neither end is left out).
    /// - Complexity: O(items visible at either end · log of that).
    func items(in rect: CGRect, pinnedTo pins: PresentationPins, target: AnyPresentation) -> [LayoutItem] {
        let pinsAt = pinsAtEnds(pins)
        func isSupplementary(_ kind: LayoutElementKind) -> Bool {
            kind == .presentationHeader || kind == .presentationFooter
        }
        struct Key: Hashable { let kind: LayoutElementKind, section: Int }
        var keys = Set(transition.entries.lazy.filter { isSupplementary($0.elementKind) }
            .map { Key(kind: $0.elementKind, section: $0.index.section) })
        // The headers and footers whose pinned frames meet either end's bounds (pinned at its
        // visible edge, or pushed along their section under the insets), as `entries` holds the
        // natural ones.
        let ends = [(source, pinsAt.from, transition.fromContentOffset), (target, pinsAt.to, transition.toContentOffset)]
        for (end, endPins, offset) in ends {
            end.visitItems(in: CGRect(origin: offset, size: end.context.viewportSize), pins: endPins) { item in
                if isSupplementary(item.elementKind) { keys.insert(Key(kind: item.elementKind, section: item.index.section)) }
            }
        }
        var found = transition.items(at: progress, showingIn: rect).filter { !isSupplementary($0.elementKind) }
        for key in keys {
            guard let item = pinned(key.kind, ofSection: key.section, pins: pins, target: target),
                  item.alpha > 0, item.frame.overlaps(rect) else { continue }
            found.append(item)
        }
        // Section by section: the header, the cells, the footer, as `items(in:)`.
        found.sort { a, b in
            if a.index.section != b.index.section { return a.index.section < b.index.section }
            if a.elementKind.orderInSection != b.elementKind.orderInSection {
                return a.elementKind.orderInSection < b.elementKind.orderInSection
            }
            return a.index.item < b.index.item
        }
        return found
    }
}
