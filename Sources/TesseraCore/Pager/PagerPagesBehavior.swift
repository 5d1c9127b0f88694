import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The view pager's pages (`PagedView`): which page is selected, how far the pages are
/// between two (the progress the tab strip follows), which pages are alive and where each is in
/// its appearance.
///
/// One command in, one report out, so a SwiftUI `selection` binding is a thin wrapper:
/// `select(page:animated:scroll:layout:)` moves to a page, and `selectionChanged` is reported
/// exactly once per real change (at rest on a new page, at once for an unanimated selection, or
/// when an edit moves the selected page). Every frame of motion reports `progress`, every rest
/// `settled`. Releases snap by `PagerPagesLayout.snapRule` with UIKit's paging spring.
///
/// A selection made before the pages have room is kept and lands when they do (Parchment #123,
/// #439). Through an edit (`applyEdit(_:scroll:layout:)`) the selected page is kept by identity
/// and a finger keeps the page it holds.
///
/// With looping pages (`PagerPagesLayout.loops`) it counts *virtual* pages, which run on past
/// either end, and reports data pages: `selectedPage`, `selectionChanged`, `settled`, the page
/// events and VoiceOver's "Page 1 of 5" after page 5; `progress` wraps (halfway from the last
/// page to the first is n − 0.5). A selection goes the shortest way round (ties forward), so a
/// tab tap from the last tab to the first is one page on, as a swipe is, and the strip's
/// indicator wraps the same way the pages move. Once the pages rest outside the cycle the
/// content rests in, they are moved back by whole cycles: the same pages in the same cells.
public struct PagerPagesBehavior: ScrollBehavior {
    /// What the pages report or ask for.
    public enum Effect: Sendable, Equatable {
        /// Move the content.
        case scroll(to: CGPoint, animated: Bool)
        /// Move the content and the finger's hold on it by `delta`: nothing moves on screen.
        case recenter(by: CGPoint)
        /// The fractional page changed (every frame of motion): what the tab strip follows.
        case progress(CGFloat)
        /// A page's life or appearance changed.
        case page(PagerPageEvent)
        /// The pages came to rest on this page (every rest, changed or not).
        case settled(Int)
        /// The selected page changed: `didMoveToPage(index:)`, once per real change.
        case selectionChanged(Int)
    }

    /// What moves the pages, as the behaviour sees it.
    enum Motion: Sendable, Hashable {
        case rest, dragging, settling, animating, external
    }

    /// The selected page: where the pages rest, or the page a transition leaves. 0 without pages.
    public internal(set) var selectedPage = 0
    /// The number of pages in the data (even before the view has room for them).
    public internal(set) var numberOfPages = 0
    /// The fractional page now, in reading order (unclamped while bouncing; in a loop wrapped
    /// into 0..<numberOfPages).
    public internal(set) var progress: CGFloat = 0
    /// The fractional *virtual* page now: `progress` before a loop's wrap.
    var position: CGFloat = 0
    /// The virtual page the pages rest on or a transition leaves (`selectedPage` without a loop).
    var restingVirtualPage = 0
    /// The progress, answered each frame without allocating.
    var frameEffects = ReusedAnswer<Effect>()
    /// The virtual page the pages are heading to (a drag's neighbour, a release's target), or
    /// `nil` at rest.
    var destination: Int?
    var lifecycle = PagerPageLifecycle()
    /// The pages alive (their views or view controllers loaded), in order.
    public var livePages: [Int] { lifecycle.live }
    let settleSpring: SpringParameters

    var motion: Motion = .rest
    /// A selection made before there were pages to land on.
    var pendingSelection: Int?
    /// What an edit needs its relayout to know to keep the place.
    var pendingEdit: PendingEdit?

    /// Where the content was when an edit came in: the page under the viewport, where it went,
    /// its offset and the content offset.
    struct PendingEdit: Sendable, Equatable {
        var anchor: Int, newAnchor: Int?
        var anchorOffset: CGPoint, contentOffset: CGPoint
    }

    /// Creates pages at rest on page 0 that settle with `settleSpring` after a release.
    /// Defaults to `.paging` (UIKit's `isPagingEnabled` feel).
    public init(settleSpring: SpringParameters = .paging) {
        self.settleSpring = settleSpring
    }

    public var settleStyle: SettleStyle { .spring(settleSpring) }

    public static func command(for effect: Effect) -> ScrollCommand? {
        switch effect {
        case .scroll(let offset, let animated): .setContentOffset(offset, animated: animated)
        case .recenter(let delta): .recenter(by: delta)
        default: nil
        }
    }

    // MARK: - ScrollBehavior

    public mutating func willBeginDragging(_ scroll: ScrollState, layout: PagerPagesLayout) -> [Effect] {
        motion = .dragging
        return updateLifecycle(layout, animated: true)
    }

    public mutating func didScroll(_ scroll: ScrollState, layout: PagerPagesLayout) -> [Effect] {
        let effects = moveProgress(to: layout.fractionalPage(forContentOffset: scroll.contentOffset), layout: layout)
        // Someone else scrolls the pages (VoiceOver bringing an element into view, an app's
        // animated offset): a transition like a drag's, settled when it ends.
        if motion == .rest && scroll.isAnimating { motion = .external }
        if motion == .dragging || motion == .external { followFinger(layout) }
        let appearance = updateLifecycle(layout, animated: true)
        // Most frames change no page's appearance: the progress alone, in reused storage.
        return appearance.isEmpty ? effects : effects + appearance
    }

    public mutating func willEndDragging(_ scroll: ScrollState, layout: PagerPagesLayout, velocity: CGPoint,
                                         targetContentOffset: inout CGPoint) -> [Effect] {
        // The layout already snapped the target by the shared rule.
        motion = .settling
        destination = layout.numberOfPages > 0
            ? layout.nearestVirtualPage(toFractionalPage: layout.fractionalPage(forContentOffset: targetContentOffset)) : nil
        return updateLifecycle(layout, animated: true)
    }

    public mutating func didEndDragging(_ scroll: ScrollState, layout: PagerPagesLayout,
                                        willDecelerate: Bool) -> [Effect] {
        willDecelerate ? [] : settleAtRest(scroll, layout: layout)
    }

    public mutating func didEndDecelerating(_ scroll: ScrollState, layout: PagerPagesLayout) -> [Effect] {
        settleAtRest(scroll, layout: layout)
    }

    public mutating func didEndScrollingAnimation(_ scroll: ScrollState, layout: PagerPagesLayout) -> [Effect] {
        settleAtRest(scroll, layout: layout)
    }

    // MARK: - Following a finger

    /// During a drag, the destination is the neighbour coming into view on the side the
    /// finger moved to; while the content shows the selected page exactly it keeps the last
    /// one, so a finger wobbling on a page boundary does not flip transitions back and forth.
    private mutating func followFinger(_ layout: PagerPagesLayout) {
        guard layout.numberOfPages > 0 else { return }
        let epsilon = layout.context.pixelGrid.tolerance / max(layout.pageSize.width, 1)
        let selected = CGFloat(restingVirtualPage)
        if position > selected + epsilon {
            destination = layout.clampedVirtualPage(Int(position - epsilon, rounding: .up))
        } else if position < selected - epsilon {
            destination = layout.clampedVirtualPage(Int(position + epsilon, rounding: .down))
        }
    }
}
