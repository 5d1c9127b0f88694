import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a page control bound to a carousel shows: one page per stop (per item when paging
/// by item), the current page, and the fractional position while dragging.
public struct CarouselPageControl: Sendable, Equatable {
    /// The number of pages (stops per cycle).
    public var numberOfPages: Int
    /// The position under the viewport in pages, `0 ..< numberOfPages`. In a loop it wraps:
    /// halfway from the last page back to the first is `numberOfPages − 0.5`.
    public var progress: CGFloat
    /// The page nearest `progress` (after the last page of a loop comes page 0).
    public var currentPage: Int

    /// The page control for `numberOfPages` pages at virtual stop `progress`.
    public init(numberOfPages: Int, progress: CGFloat, isLooping: Bool) {
        self.numberOfPages = max(0, numberOfPages)
        guard numberOfPages > 0 else {
            self.progress = 0
            self.currentPage = 0
            return
        }
        let count = CGFloat(numberOfPages)
        let last = numberOfPages - 1
        if isLooping {
            // `truncatingRemainder` is exact, however large `progress` is; `p − ⌊p / n⌋·n` is not.
            var wrapped = progress.truncatingRemainder(dividingBy: count)
            if wrapped < 0 { wrapped += count }
            self.progress = wrapped >= count ? 0 : wrapped
            let nearest = Int(self.progress, rounding: .toNearestOrAwayFromZero)
            self.currentPage = CarouselLayout.wrap(nearest, count: numberOfPages)
        } else {
            self.progress = min(max(progress, 0), CGFloat(last))
            self.currentPage = Int(self.progress, rounding: .toNearestOrAwayFromZero)
        }
    }
}
