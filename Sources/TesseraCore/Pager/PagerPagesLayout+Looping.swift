import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Looping pages

/// Looping pages (`loops`) use the carousel's wrap, as the paged grid's `loopsPages` does: the
/// data pages are laid out in whole cycles around the one the content rests in, and a *virtual*
/// page counts on past either end (page 5 of 5 pages is page 0 of the next cycle, page −1 the
/// last page of the cycle before). Its data page is the one wrap, `CarouselLayout.wrap`.
///
///     cycle −K … cycle −1 | home cycle: pages 0 … n−1 | cycle 1 … cycle K
///
/// The layout is periodic, so moving the content by whole cycles shows the same pages in the
/// same cells: the behaviour does that once the content rests outside the home cycle, which
/// keeps the offset bounded and reloads nothing.
extension PagerPagesLayout {
    /// The data page virtual page `page` shows: the one wrap in a loop; `page` itself otherwise.
    func dataPage(forVirtualPage page: Int) -> Int {
        isLooping ? CarouselLayout.wrap(page, count: numberOfPages) : page
    }

    /// `page` clamped to the virtual pages laid out (0 with none).
    func clampedVirtualPage(_ page: Int) -> Int {
        min(max(page, -homeFirstPage), max(0, pagesLaidOut - 1 - homeFirstPage))
    }

    /// The virtual page nearest `virtualPage` that shows data page `page`: the shortest way
    /// round in a loop (ties go forward); `page` clamped to the pages without one.
    func virtualPage(showing page: Int, nearestTo virtualPage: Int) -> Int {
        guard isLooping else { return min(max(page, 0), max(0, numberOfPages - 1)) }
        return clampedVirtualPage(CarouselLayout.nearest(virtualPage, showing: page, count: numberOfPages))
    }

    /// A fractional virtual page wrapped into the data pages, `0 ≤ p < n` (halfway from the last
    /// page to the first is n − 0.5): what the tab strip's indicator follows. Unchanged without
    /// a loop.
    func wrappedFraction(_ fraction: CGFloat) -> CGFloat {
        guard isLooping else { return fraction }
        let count = CGFloat(numberOfPages)
        let wrapped = fraction - count * (fraction / count).rounded(.down)
        return wrapped < count ? wrapped : 0
    }

    /// The pages that must be alive at virtual page `fractionalPage`, as a run of virtual pages
    /// and the count it wraps by (0 without a loop): those on screen and `liveNeighbours` on
    /// each side of the nearest, as `livePages(forFractionalPage:pageCount:neighbours:)`; in a
    /// loop no wider than the pages (so no data page is alive twice), the pages on screen kept,
    /// and moved by whole cycles to start in the home cycle, so a recentre changes nothing.
    func liveRun(forFractionalPage fractionalPage: CGFloat) -> PagerPageRun {
        guard isLooping else {
            return PagerPageRun(livePages(forFractionalPage: fractionalPage), wrap: 0)
        }
        let count = numberOfPages, p = fractionalPage
        let low = Int(p, rounding: .down), high = Int(p, rounding: .up)
        let nearest = Int(p, rounding: .toNearestOrAwayFromZero), neighbours = configuration.liveNeighbours
        var start = min(low, nearest - neighbours), end = max(high, nearest + neighbours) + 1
        // Too wide for the pages: trim the farther neighbour (the trailing one on a tie), never a
        // page on screen (at most two, and a loop has two pages or more).
        while end - start > count {
            let trimsStart = start < low, trimsEnd = end - 1 > high
            if trimsStart && (!trimsEnd || nearest - start > end - 1 - nearest) { start += 1 } else { end -= 1 }
        }
        return PagerPageRun(start..<end, wrap: count).normalized
    }
}

/// A run of consecutive pages, wrapped by `wrap` when it is positive (a loop's live or visible
/// pages: 4, 0, 1 of five pages), never longer than `wrap`, so each page appears once. As a
/// sequence, the pages in the order they sit; a struct iterator, so walking it allocates
/// nothing (a lazy map's closure would, on every frame that changes the live pages).
struct PagerPageRun: Sendable, Hashable, Sequence {
    /// The virtual pages.
    var range: Range<Int>
    /// The number of pages the run wraps by, or 0.
    var wrap: Int

    init(_ range: Range<Int>, wrap: Int) {
        self.range = range
        self.wrap = wrap
    }

    /// The pages themselves, in the order they sit.
    var pages: PagerPageRun { self }

    var underestimatedCount: Int { range.count }

    func makeIterator() -> Iterator { Iterator(page: range.lowerBound, end: range.upperBound, wrap: wrap) }

    struct Iterator: IteratorProtocol {
        var page: Int
        let end: Int, wrap: Int

        mutating func next() -> Int? {
            guard page < end else { return nil }
            defer { page += 1 }
            return wrap > 0 ? CarouselLayout.wrap(page, count: wrap) : page
        }
    }

    /// Whether `page` is in the run.
    func contains(_ page: Int) -> Bool {
        guard wrap > 0 else { return range.contains(page) }
        return CarouselLayout.wrap(page - range.lowerBound, count: wrap) < range.count
    }

    /// The same pages, starting in 0..<wrap.
    var normalized: PagerPageRun {
        guard wrap > 0 else { return self }
        let shift = CarouselLayout.wrap(range.lowerBound, count: wrap) - range.lowerBound
        return PagerPageRun(range.lowerBound + shift..<range.upperBound + shift, wrap: wrap)
    }
}
