import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Pages

extension PagedGridLayout {
    /// The number of pages: each section starts on a new page. 0 when the layout is empty.
    var numberOfPages: Int { metrics.numberOfPages }

    /// The content offset that shows `page`, clamped to the existing pages (in a loop, the
    /// page in the cycle the content rests in); with no pages, the offset that shows the start
    /// of the (empty) content. Always inside the offsets the scroll view rests between
    /// (`offsetRange`).
    func contentOffset(forPage page: Int) -> CGPoint {
        guard numberOfPages > 0 else { return contentOffset(forVirtualPage: 0) }
        return contentOffset(forVirtualPage: min(max(page, 0), numberOfPages - 1))
    }

    /// The content offset that shows virtual page `page`: page `p` of the cycle the content
    /// rests in, `p + n` of the next cycle, `-1` the last page of the cycle before (without a
    /// loop, the pages themselves). Clamped to the pages laid out.
    func contentOffset(forVirtualPage page: Int) -> CGPoint {
        let insets = context.contentInsets
        guard numberOfPages > 0 else { return CGPoint(x: -insets.left, y: -insets.top) }
        let position = min(max(page + metrics.homeFirstPage, 0), metrics.pagesLaidOut - 1)
        let pageRect = unmirrored(CGRect(origin: metrics.pageOrigin(position), size: metrics.pageSize))
        // The last page's offset is the largest offset, less a rounding error far out.
        return clampedToOffsetRange(CGPoint(x: pageRect.minX - insets.left, y: pageRect.minY - insets.top))
    }

    /// Whether the pages loop (`Configuration.loopsPages` and at least two pages).
    var isLooping: Bool { metrics.isLooping }

    /// The data page virtual page `page` shows: the one wrap of a loop (`page mod n`),
    /// clamped to the pages otherwise.
    func dataPage(forVirtualPage page: Int) -> Int {
        guard numberOfPages > 0 else { return 0 }
        return isLooping ? CarouselLayout.wrap(page, count: numberOfPages) : min(max(page, 0), numberOfPages - 1)
    }

    /// The offsets a scroll view showing this layout rests between (UIKit's: from minus the
    /// leading insets to the content's far edge plus its inset, less the viewport).
    var offsetRange: (minimum: CGPoint, maximum: CGPoint) {
        let insets = context.contentInsets, viewport = context.viewportSize, size = contentSize
        let low = CGPoint(x: -insets.left, y: -insets.top)
        return (low, CGPoint(x: max(low.x, size.width + insets.right - viewport.width),
                             y: max(low.y, size.height + insets.bottom - viewport.height)))
    }

    /// `offset` clamped into `offsetRange`.
    func clampedToOffsetRange(_ offset: CGPoint) -> CGPoint {
        let (low, high) = offsetRange
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Which virtual page the viewport shows at `offset`, as a fraction: 1.5 is halfway from
    /// page 1 to page 2 (in reading order, also in right-to-left layouts). Without a loop it
    /// goes below 0 and past the last page while the content bounces, within
    /// −1…`numberOfPages` (a bounce never travels a whole page); in a loop it runs over every
    /// cycle laid out (−1 is the last page of the cycle before). 0 for an empty layout.
    func fractionalPage(forContentOffset offset: CGPoint) -> CGFloat {
        guard numberOfPages > 0 else { return 0 }
        let insets = context.contentInsets
        let visible = unmirrored(CGRect(origin: CGPoint(x: offset.x + insets.left, y: offset.y + insets.top),
                                        size: metrics.pageSize))
        let position = configuration.pageAxis.minimum(of: visible) / metrics.stride
        let home = CGFloat(metrics.homeFirstPage)
        return min(max(position, -1), CGFloat(metrics.pagesLaidOut)) - home
    }

    /// The existing virtual page nearest `offset` (0 with none).
    func nearestVirtualPage(to offset: CGPoint) -> Int {
        clampedVirtualPage(Int(fractionalPage(forContentOffset: offset), rounding: .toNearestOrAwayFromZero))
    }

    /// `page` clamped to the virtual pages laid out (0 with none).
    func clampedVirtualPage(_ page: Int) -> Int {
        min(max(page, -metrics.homeFirstPage), max(0, metrics.pagesLaidOut - 1 - metrics.homeFirstPage))
    }

    /// The existing (data) page nearest `offset` (0 with none).
    func nearestPage(to offset: CGPoint) -> Int {
        dataPage(forVirtualPage: nearestVirtualPage(to: offset))
    }

    /// The virtual page nearest `virtualPage` that shows data page `page` (the shortest way
    /// round in a loop; ties go forward); `page` clamped to the pages without a loop.
    func virtualPage(showing page: Int, nearestTo virtualPage: Int) -> Int {
        guard isLooping else { return dataPage(forVirtualPage: page) }
        return CarouselLayout.nearest(virtualPage, showing: page, count: numberOfPages)
    }

    /// The page `item` is on, or `nil` if there is no such item (or the layout is empty).
    /// - Complexity: O(1).
    func page(containing index: ItemIndex) -> Int? {
        metrics.page(of: index)
    }

    /// The first item shown on `page`, or `nil` if there is no such page.
    /// - Complexity: O(log sections).
    func firstItem(onPage page: Int) -> ItemIndex? {
        guard let (section, pageInSection) = metrics.locate(page: page) else { return nil }
        return ItemIndex(item: pageInSection * metrics.itemsPerPage, section: section)
    }

    /// The virtual page a release settles on, by the shared `SnapRule`: the next page in the
    /// direction of a flick (`minimumFlickVelocity` or faster), the nearest page for a slow
    /// release; with `maximumPagesPerFlick` > 1, deceleration's projection may carry a flick
    /// further. Always a page laid out (0 with none).
    /// - Parameters:
    ///   - current: the offset at release.
    ///   - proposed: where plain deceleration would rest.
    ///   - velocity: the content-offset velocity at release, points per second.
    func targetPage(current: CGPoint, proposed: CGPoint, velocity: CGPoint) -> Int {
        guard numberOfPages > 0 else { return 0 }
        let flick = configuration.minimumFlickVelocity, axis = configuration.pageAxis
        let rule = SnapRule(flickVelocity: flick, threshold: 0.5, maximumStopsPerFlick: configuration.maximumPagesPerFlick,
                            multiStopVelocity: flick)
        // In reading order: towards higher pages is positive, also right to left.
        let speed = axis.main(velocity) * (axis == .horizontal && context.layoutDirection.isRightToLeft ? -1 : 1)
        // Half a pixel of rounding must not count as having moved into the next page.
        let target = rule.targetStop(from: fractionalPage(forContentOffset: current),
                                     projected: fractionalPage(forContentOffset: proposed), speed: speed,
                                     tolerance: context.pixelGrid.tolerance / max(metrics.stride, 1))
        return clampedVirtualPage(target)
    }

    /// Snaps a release to a page (see `targetPage(current:proposed:velocity:)`). With no
    /// pages, `proposed` clamped into the (empty) content's offset range. Offsets and the
    /// velocity come in through `Limits` (UIKit hands a standalone `GridPagedFlowLayout` its
    /// own readings).
    public func targetContentOffset(proposed: CGPoint, current: CGPoint, velocity: CGPoint) -> CGPoint {
        let (proposed, current, velocity) = (Limits.point(proposed), Limits.point(current), Limits.velocity(velocity))
        guard numberOfPages > 0 else { return clampedToOffsetRange(proposed) }
        return contentOffset(forVirtualPage: targetPage(current: current, proposed: proposed, velocity: velocity))
    }

    /// A rectangle in content space moved into unmirrored (left-to-right) space.
    func unmirrored(_ rect: CGRect) -> CGRect {
        context.layoutDirection.mirror(rect, inWidth: metrics.contentSize.width)
    }
}
