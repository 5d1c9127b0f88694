import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Pages

extension PagedGridLayout {
    /// The number of pages: each section starts on a new page.
    public var numberOfPages: Int { metrics.isEmpty ? 0 : metrics.numberOfPages }

    /// The content offset that shows `page` (clamped to the existing pages).
    public func contentOffset(forPage page: Int) -> CGPoint {
        let insets = context.contentInsets
        guard numberOfPages > 0 else { return CGPoint(x: -insets.left, y: -insets.top) }
        let page = min(max(page, 0), numberOfPages - 1)
        let pageRect = unmirrored(CGRect(origin: metrics.pageOrigin(page), size: metrics.pageSize))
        return CGPoint(x: pageRect.minX - insets.left, y: pageRect.minY - insets.top)
    }

    /// Which page the viewport shows at `offset`, as a fraction: 1.5 is halfway from page 1
    /// to page 2 (in reading order, also in right-to-left layouts). Not clamped.
    public func fractionalPage(forContentOffset offset: CGPoint) -> CGFloat {
        guard numberOfPages > 0, metrics.stride > 0 else { return 0 }
        let insets = context.contentInsets
        let visible = unmirrored(CGRect(origin: CGPoint(x: offset.x + insets.left, y: offset.y + insets.top),
                                        size: metrics.pageSize))
        return configuration.pageAxis.minimum(of: visible) / metrics.stride
    }

    /// The page `item` is on, or `nil` if there is no such item.
    public func page(containing index: ItemIndex) -> Int? {
        guard index.section >= 0, index.section < metrics.sectionItemCounts.count, index.item >= 0,
              index.item < metrics.sectionItemCounts[index.section], numberOfPages > 0 else { return nil }
        return metrics.sectionFirstPage[index.section] + index.item / metrics.itemsPerPage
    }

    /// The first item shown on `page`, or `nil` if there is no such page.
    public func firstItem(onPage page: Int) -> ItemIndex? {
        guard numberOfPages > 0, let (section, pageInSection) = metrics.locate(page: page) else { return nil }
        return ItemIndex(item: pageInSection * metrics.itemsPerPage, section: section)
    }

    /// The page a release settles on, in reading order: `ceil` of the fractional page when
    /// flicked forward, `floor` when flicked back, the nearest page for a slow release;
    /// with `maximumPagesPerFlick` > 1, deceleration's projection may carry it further.
    /// - Parameters:
    ///   - current: the offset at release.
    ///   - proposed: where plain deceleration would rest.
    ///   - velocity: the content-offset velocity at release, points per second.
    public func targetPage(current: CGPoint, proposed: CGPoint, velocity: CGPoint) -> Int {
        guard numberOfPages > 0 else { return 0 }
        let page = fractionalPage(forContentOffset: current)
        let speed = pageVelocity(velocity)
        // Half a pixel of rounding must not count as having moved into the next page.
        let epsilon = context.pixelGrid.tolerance / max(metrics.stride, 1)
        var target: Int
        if abs(speed) < configuration.minimumFlickVelocity { target = Int(page.rounded()) }
        else if speed > 0 { target = Int((page - epsilon).rounded(.up)) }
        else { target = Int((page + epsilon).rounded(.down)) }
        let extra = configuration.maximumPagesPerFlick - 1
        if extra > 0, abs(speed) >= configuration.minimumFlickVelocity {
            let projected = Int(fractionalPage(forContentOffset: proposed).rounded())
            target = speed > 0 ? min(max(target, projected), target + extra) : max(min(target, projected), target - extra)
        }
        return min(max(target, 0), numberOfPages - 1)
    }

    /// Snaps a release to a page (see `targetPage(current:proposed:velocity:)`).
    public func targetContentOffset(proposed: CGPoint, current: CGPoint, velocity: CGPoint) -> CGPoint {
        guard numberOfPages > 0 else { return proposed }
        return contentOffset(forPage: targetPage(current: current, proposed: proposed, velocity: velocity))
    }

    /// The velocity along the page axis in reading order (towards higher pages is positive).
    func pageVelocity(_ velocity: CGPoint) -> CGFloat {
        let axis = configuration.pageAxis
        let speed = axis == .horizontal ? velocity.x : velocity.y
        return axis == .horizontal && context.layoutDirection.isRightToLeft ? -speed : speed
    }
}
