import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The view pager's tab strip (`TabbedView`): which tab is selected, where the indicator is,
/// and how the strip scrolls to keep the selection visible.
///
/// **Alone** (a filter bar), a tap selects its tab at once; the indicator slides there (played
/// on the clock) while the strip scrolls to show it.
///
/// **Following pages** (`followsPages`, joined to `PagerPagesBehavior` by `PagerLink`), the
/// pages lead: every frame of their motion, `follow(progress:scroll:layout:)` moves the
/// indicator and the strip's offset; a tap selects its tab at once and asks the pages to go
/// there (`tabTapped`), and the pages coming to rest confirm it (`pagesSettled(on:scroll:layout:)`).
/// The strip's own programmatic scrolls are not the user's (`ScrollState.isDragging` tells), so
/// nothing is sent back. A user who scrolls an overflowing strip stops it following until the
/// pages change page; then it scrolls back to the selected tab.
///
/// `selectionChanged(from:to:)` (`onNotSelected()`, `onSelected()`) is reported exactly once per
/// real change of the selected tab, and for a new tab view put where the selection is.
public struct PagerTabStripBehavior: ScrollBehavior {
    /// What the strip reports or asks for.
    public enum Effect: Sendable, Equatable {
        /// Move the strip.
        case scroll(to: CGPoint, animated: Bool)
        /// The indicator is at this page progress now (the layout's `selectionProgress`).
        case indicator(progress: CGFloat)
        /// How selected these tabs look now, for tabs that interpolate (only the changes).
        case emphasis([PagerTabEmphasis])
        /// Tab `from` is no longer selected (`onNotSelected()`), tab `to` is (`onSelected()`).
        case selectionChanged(from: Int?, to: Int?)
        /// The user tapped a tab (`didMoveToTab(at:)`; the pages go there).
        case tabTapped(Int)
        /// The app selected a tab of a strip that follows pages: the pages go there.
        case selectionRequested(Int)
    }

    /// Whether pages lead this strip (see the type's discussion).
    let followsPages: Bool
    /// How long the indicator slides to a tapped tab when no pages lead it. Defaults to 0.3 s,
    /// the duration of the strip's own scroll to show the tab.
    var indicatorAnimationDuration: TimeInterval

    /// The selected index: the strip's own, or the pages' when they lead.
    var selection = 0
    /// The tab shown selected (told `onSelected()`), `nil` without tabs.
    public internal(set) var selectedTab: Int?
    /// The page progress the indicator is at.
    public internal(set) var indicatorProgress: CGFloat = 0
    /// Whether the strip's offset follows the selection (`false` once the user scrolled it,
    /// until the next page change).
    var isFollowing = true
    /// The number of tabs in the data (even before the strip has room).
    var numberOfTabs = 0
    /// The layout's `indicatorWraps`, as last read: the tabs' emphasis wraps with it.
    var indicatorWraps = false

    /// The strip's offset when the pages left their last rest: `.minimal` interpolates from it.
    var anchor: CGPoint?
    var indicatorAnimation: IndicatorAnimation?
    /// The tabs that look at least partly selected, as last reported.
    var emphasized: [PagerTabEmphasis] = []
    var settledPage = 0

    struct IndicatorAnimation: Sendable, Equatable {
        var curve: CurveAnimation
        var start: TimeInterval
        var target: Int
    }

    /// Creates a strip with tab 0 selected.
    /// - Parameters:
    ///   - followsPages: whether pages lead the strip. Defaults to `false` (a strip alone).
    ///   - indicatorAnimationDuration: see `indicatorAnimationDuration`. Defaults to 0.3 s.
    public init(followsPages: Bool = false, indicatorAnimationDuration: TimeInterval = CurveAnimation.defaultDuration) {
        self.followsPages = followsPages
        self.indicatorAnimationDuration = indicatorAnimationDuration
    }

    public static func command(for effect: Effect) -> ScrollCommand? {
        if case .scroll(let offset, let animated) = effect { return .setContentOffset(offset, animated: animated) }
        return nil
    }

    public func clockSchedule(_ scroll: ScrollState, layout: PagerTabStripLayout) -> ClockSchedule {
        indicatorAnimation == nil ? .none : .everyFrame
    }

    /// How selected tab `index` looks now: 1 on the indicator's tab, falling to 0 one tab away.
    func emphasis(ofTab index: Int) -> CGFloat {
        Self.emphasis(at: indicatorProgress, count: numberOfTabs, wraps: indicatorWraps).first { $0.tab == index }?.value ?? 0
    }

    // MARK: - ScrollBehavior

    public mutating func willBeginDragging(_ scroll: ScrollState, layout: PagerTabStripLayout) -> [Effect] {
        // The user takes the strip: it stops following until the next page change.
        isFollowing = false
        anchor = nil
        return []
    }

    public mutating func didSelectItem(at index: ItemIndex, scroll: ScrollState,
                                       layout: PagerTabStripLayout) -> [Effect] {
        numberOfTabs = Self.dataCount(layout)
        guard index.section == 0, index.item >= 0, index.item < numberOfTabs else { return [] }
        if followsPages {
            selection = index.item
            return syncSelection() + [.tabTapped(index.item)]
        }
        return select(tab: index.item, animated: true, scroll: scroll, layout: layout) + [.tabTapped(index.item)]
    }

    public mutating func tick(_ scroll: ScrollState, layout: PagerTabStripLayout) -> [Effect] {
        guard let animation = indicatorAnimation else { return [] }
        let elapsed = scroll.now - animation.start
        if elapsed >= animation.curve.duration {
            indicatorAnimation = nil
            return moveIndicator(to: CGFloat(animation.target))
        }
        return moveIndicator(to: animation.curve.position(at: max(0, elapsed)))
    }

    public mutating func layoutDidChange(_ scroll: ScrollState, layout: PagerTabStripLayout,
                                         reason: LayoutChangeReason) -> [Effect] {
        numberOfTabs = Self.dataCount(layout)
        indicatorWraps = layout.indicatorWraps
        var effects = syncSelection()
        if !followsPages && indicatorAnimation == nil { indicatorProgress = CGFloat(selection) }
        // Told every time: the skin may hold a new layout object.
        effects += [.indicator(progress: indicatorProgress)] + emphasisChanges()
        guard isFollowing, !scroll.isDragging, layout.numberOfTabs > 0 else { return effects }
        let offset = followsPages
            ? layout.contentOffset(forProgress: indicatorProgress, from: anchor ?? scroll.contentOffset)
            : layout.contentOffset(showingTab: selection, from: scroll.contentOffset)
        return effects + (scroll.isShowing(offset) ? [] : [.scroll(to: offset, animated: false)])
    }

    // MARK: - Helpers

    /// Tells the tabs when the selected tab differs from the one shown selected.
    mutating func syncSelection() -> [Effect] {
        let wanted: Int? = numberOfTabs > 0 ? min(max(selection, 0), numberOfTabs - 1) : nil
        guard wanted != selectedTab else { return [] }
        let previous = selectedTab
        selectedTab = wanted
        return [.selectionChanged(from: previous, to: wanted)]
    }

    /// The indicator at `progress`, and the tabs whose look changed with it.
    mutating func moveIndicator(to progress: CGFloat) -> [Effect] {
        guard progress != indicatorProgress else { return [] }
        indicatorProgress = progress
        return [.indicator(progress: progress)] + emphasisChanges()
    }

    /// The tabs whose emphasis changed since it was last reported.
    mutating func emphasisChanges() -> [Effect] {
        let now = Self.emphasis(at: indicatorProgress, count: numberOfTabs, wraps: indicatorWraps)
        var changes = emphasized.filter { old in !now.contains { $0.tab == old.tab } }
            .map { PagerTabEmphasis(tab: $0.tab, value: 0) }
        changes += now.filter { !emphasized.contains($0) }
        emphasized = now
        return changes.isEmpty ? [] : [.emphasis(changes.sorted { $0.tab < $1.tab })]
    }

    /// The tabs that look selected at page progress `progress`: ⌊p⌋ by 1 − (p − ⌊p⌋), ⌈p⌉ by
    /// p − ⌊p⌋ (the ends hold while bouncing; across a loop's wrap, the last tab and the first).
    static func emphasis(at progress: CGFloat, count: Int, wraps: Bool = false) -> [PagerTabEmphasis] {
        guard count > 0 else { return [] }
        if let wrapping = wrappingEmphasis(at: progress, count: count, wraps: wraps) { return wrapping }
        let p = min(max(progress, 0), CGFloat(count - 1))
        let low = Int(p, rounding: .down), t = p - CGFloat(low)
        var tabs = [PagerTabEmphasis(tab: low, value: 1 - t)]
        if t > 0 && low + 1 < count { tabs.append(PagerTabEmphasis(tab: low + 1, value: t)) }
        return tabs.filter { $0.value > 0 }
    }

    static func dataCount(_ layout: PagerTabStripLayout) -> Int {
        layout.context.sectionItemCounts.first ?? 0
    }
}

/// How selected a tab looks, from 0 (not at all) to 1 (the indicator rests on it): what a tab
/// adopting the skin's progress protocol interpolates its colour or scale by.
public struct PagerTabEmphasis: Sendable, Hashable {
    /// The tab.
    public var tab: Int
    /// 0…1.
    public var value: CGFloat
}
