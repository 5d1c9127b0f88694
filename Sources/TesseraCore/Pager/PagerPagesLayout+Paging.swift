import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Pages and offsets

extension PagerPagesLayout {
    /// The content offset that shows `page` (clamped to the existing pages; in a loop, the
    /// page in the cycle the content rests in).
    /// - Complexity: O(1).
    func contentOffset(forPage page: Int) -> CGPoint {
        contentOffset(forVirtualPage: min(max(page, 0), max(0, numberOfPages - 1)))
    }

    /// The content offset that shows virtual page `page` (see `PagerPagesLayout+Looping.swift`;
    /// the pages themselves without a loop), clamped to the pages laid out.
    /// - Complexity: O(1).
    func contentOffset(forVirtualPage page: Int) -> CGPoint {
        let insets = context.contentInsets
        guard numberOfPages > 0 else { return CGPoint(x: -insets.left, y: -insets.top) }
        let position = min(max(page + homeFirstPage, 0), pagesLaidOut - 1)
        return CGPoint(x: self.page(atPosition: position).frame.minX - insets.left, y: -insets.top)
    }

    /// Which page the viewport shows at `offset`, as a fraction in reading order: 1.5 is halfway
    /// from page 1 to page 2, also right to left. Within −1…`numberOfPages` while bouncing (a
    /// bounce never reaches a page further); in a loop, the virtual page (−0.5 is halfway from
    /// the last page of the cycle before to page 0). 0 with no pages. The offset comes in
    /// through `Limits`.
    /// - Complexity: O(1).
    public func fractionalPage(forContentOffset offset: CGPoint) -> CGFloat {
        let x = Limits.coordinate(offset.x)
        guard numberOfPages > 0 else { return 0 }
        let visible = CGRect(x: x + context.contentInsets.left, y: 0, width: pageSize.width, height: pageSize.height)
        let start = context.layoutDirection.mirror(visible, inWidth: contentSize.width).minX
        return min(max(start / pageSize.width, -1), CGFloat(pagesLaidOut)) - CGFloat(homeFirstPage)
    }

    /// The data page nearest to `fractionalPage` (wrapped in a loop), clamped to the pages (0
    /// with none).
    func nearestPage(toFractionalPage fractionalPage: CGFloat) -> Int {
        dataPage(forVirtualPage: nearestVirtualPage(toFractionalPage: fractionalPage))
    }

    /// The virtual page nearest to `fractionalPage`, clamped to the pages laid out (0 with none).
    func nearestVirtualPage(toFractionalPage fractionalPage: CGFloat) -> Int {
        clampedVirtualPage(Int(fractionalPage, rounding: .toNearestOrAwayFromZero))
    }

    // MARK: - Snapping

    /// The (virtual) page a release settles on, by `snapRule` in reading order: the next or previous page
    /// for a flick of at least `minimumFlickVelocity` (points per second), else the page it is
    /// more than half way to; one page per flick — what UIKit's `isPagingEnabled` does.
    /// - Complexity: O(1).
    func targetPage(current: CGPoint, velocity: CGPoint) -> Int {
        guard numberOfPages > 0 else { return 0 }
        let page = fractionalPage(forContentOffset: current)
        let speed = context.layoutDirection.isRightToLeft ? -velocity.x : velocity.x
        // Half a pixel of rounding must not count as having moved into the next page.
        let epsilon = context.pixelGrid.tolerance / max(pageSize.width, 1)
        let stop = snapRule.targetStop(from: page, projected: page, speed: speed, direction: .none, tolerance: epsilon)
        return clampedVirtualPage(stop)
    }

    /// The rule releases snap by: a flick at `minimumFlickVelocity`, half a page, one page.
    var snapRule: SnapRule {
        SnapRule(flickVelocity: configuration.minimumFlickVelocity, threshold: 0.5, maximumStopsPerFlick: 1)
    }

    /// Snaps a release to a page (see `targetPage(current:velocity:)`); with no pages, the
    /// proposal clamped to the offset range. Offsets and velocity come in through `Limits`.
    public func targetContentOffset(proposed: CGPoint, current: CGPoint, velocity: CGPoint) -> CGPoint {
        let (proposed, current, velocity) = (Limits.point(proposed), Limits.point(current), Limits.velocity(velocity))
        guard numberOfPages > 0 else {
            let insets = context.contentInsets, viewport = context.viewportSize
            let low = CGPoint(x: -insets.left, y: -insets.top)
            let high = CGPoint(x: max(low.x, insets.right - viewport.width), y: max(low.y, insets.bottom - viewport.height))
            return CGPoint(x: min(max(proposed.x, low.x), high.x), y: min(max(proposed.y, low.y), high.y))
        }
        return contentOffset(forVirtualPage: targetPage(current: current, velocity: velocity))
    }

    // MARK: - Live pages

    /// The pages that must be alive at `fractionalPage` (see the static function below).
    func livePages(forFractionalPage fractionalPage: CGFloat) -> Range<Int> {
        Self.livePages(forFractionalPage: fractionalPage, pageCount: numberOfPages, neighbours: configuration.liveNeighbours)
    }

    /// The pages that must be alive at `fractionalPage`: those on screen (⌊p⌋ and ⌈p⌉), and
    /// `neighbours` pages on each side of the page nearest to p.
    ///
    ///     p = 2.0   neighbours 1   → 1 2 3        (at most 2·neighbours + 1 pages)
    ///     p = 2.3                  → 1 2 3        the pages around round(p) = 2
    ///     p = 2.6                  → 2 3 4
    ///
    /// Centring the window on the *nearest* page, not on p itself, means a finger resting
    /// near a page boundary does not load and unload a neighbour at every jitter: the window
    /// only moves at half-page marks, where both pages beside the mark are on screen. p is
    /// clamped to the pages (a bounce keeps the end pages); no pages give an empty range.
    /// - Complexity: O(1).
    static func livePages(forFractionalPage fractionalPage: CGFloat, pageCount: Int, neighbours: Int) -> Range<Int> {
        guard pageCount > 0 else { return 0..<0 }
        let last = pageCount - 1, p = min(max(fractionalPage, 0), CGFloat(last))
        let low = Int(p, rounding: .down), high = p > CGFloat(low) ? min(low + 1, last) : low
        let nearest = Int(p, rounding: .toNearestOrAwayFromZero)
        return max(0, min(low, nearest - neighbours))..<(min(last, max(high, nearest + neighbours)) + 1)
    }
}
