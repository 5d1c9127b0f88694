import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Pages

extension PagedGridLayout {
    /// The number of pages: each section starts on a new page. At most `Int.max`; 0 when the
    /// layout is empty.
    public var numberOfPages: Int { metrics.isEmpty ? 0 : metrics.numberOfPages }

    /// The content offset that shows `page`, clamped to the existing pages (any `Int`, also
    /// `Int.min` and `Int.max`, is accepted); with no pages, the offset that shows the
    /// start of the (empty) content. Always inside `offsetRange`, also where content 10²⁰ pt
    /// long rounds a page's position by more than a point.
    public func contentOffset(forPage page: Int) -> CGPoint {
        let insets = context.contentInsets
        guard numberOfPages > 0 else { return CGPoint(x: -insets.left, y: -insets.top) }
        let page = min(max(page, 0), numberOfPages - 1)
        let pageRect = unmirrored(CGRect(origin: metrics.pageOrigin(page), size: metrics.pageSize))
        return clampedToOffsetRange(CGPoint(x: pageRect.minX - insets.left, y: pageRect.minY - insets.top))
    }

    /// The offsets a scroll view showing this layout rests between (UIKit's: from minus the
    /// leading insets to the content's far edge plus its inset, less the viewport).
    public var offsetRange: (minimum: CGPoint, maximum: CGPoint) {
        let insets = context.contentInsets, viewport = context.viewportSize, size = contentSize
        let low = CGPoint(x: -insets.left, y: -insets.top)
        return (low, CGPoint(x: max(low.x, size.width + insets.right - viewport.width),
                             y: max(low.y, size.height + insets.bottom - viewport.height)))
    }

    /// `offset` clamped into `offsetRange` (NaN counting as its minimum).
    func clampedToOffsetRange(_ offset: CGPoint) -> CGPoint {
        let (low, high) = offsetRange
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            value.isNaN ? low : min(max(value, low), high)
        }
        return CGPoint(x: clamp(offset.x, low.x, high.x), y: clamp(offset.y, low.y, high.y))
    }

    /// Which page the viewport shows at `offset`, as a fraction: 1.5 is halfway from page 1
    /// to page 2 (in reading order, also in right-to-left layouts). It goes below 0 and past
    /// the last page while the content bounces, but is clamped to −1…`numberOfPages` (a
    /// bounce never travels a whole page; an offset of 10³⁰ is no page at all). NaN offsets
    /// give 0, and so does an empty layout.
    public func fractionalPage(forContentOffset offset: CGPoint) -> CGFloat {
        guard numberOfPages > 0, metrics.stride > 0 else { return 0 }
        let insets = context.contentInsets
        let visible = unmirrored(CGRect(origin: CGPoint(x: offset.x + insets.left, y: offset.y + insets.top),
                                        size: metrics.pageSize))
        let page = configuration.pageAxis.minimum(of: visible) / metrics.stride
        guard !page.isNaN else { return 0 }
        return min(max(page, -1), CGFloat(numberOfPages))
    }

    /// The page `item` is on, or `nil` if there is no such item (or the layout is empty).
    /// - Complexity: O(1).
    public func page(containing index: ItemIndex) -> Int? {
        metrics.page(of: index)
    }

    /// The first item shown on `page`, or `nil` if there is no such page (any `Int` is
    /// accepted).
    /// - Complexity: O(log sections).
    public func firstItem(onPage page: Int) -> ItemIndex? {
        guard numberOfPages > 0, let (section, pageInSection) = metrics.locate(page: page) else { return nil }
        return ItemIndex(item: pageInSection * metrics.itemsPerPage, section: section)
    }

    /// The page a release settles on, by the shared `SnapRule`: the next page in the
    /// direction of a flick (`minimumFlickVelocity` or faster), the nearest page for a slow
    /// release; with `maximumPagesPerFlick` > 1, deceleration's projection may carry a flick
    /// further. Always an existing page (0 with none). A NaN velocity counts as a slow
    /// release; a non-finite `current` falls back to `proposed`, and both non-finite to page 0.
    /// - Parameters:
    ///   - current: the offset at release.
    ///   - proposed: where plain deceleration would rest.
    ///   - velocity: the content-offset velocity at release, points per second.
    public func targetPage(current: CGPoint, proposed: CGPoint, velocity: CGPoint) -> Int {
        guard numberOfPages > 0 else { return 0 }
        let start = Self.isFinite(current) ? current : (Self.isFinite(proposed) ? proposed : contentOffset(forPage: 0))
        let projected = fractionalPage(forContentOffset: Self.isFinite(proposed) ? proposed : start)
        // Half a pixel of rounding must not count as having moved into the next page.
        let target = snapRule.targetStop(from: fractionalPage(forContentOffset: start), projected: projected,
                                         speed: pageVelocity(velocity),
                                         tolerance: context.pixelGrid.tolerance / max(metrics.stride, 1))
        return min(max(target, 0), numberOfPages - 1)
    }

    /// The paged grid's configuration as the shared snapping rule: flicks from
    /// `minimumFlickVelocity`, the nearest page below it, up to `maximumPagesPerFlick`.
    var snapRule: SnapRule {
        SnapRule(flickVelocity: configuration.minimumFlickVelocity, threshold: 0.5,
                 maximumStopsPerFlick: configuration.maximumPagesPerFlick,
                 multiStopVelocity: configuration.minimumFlickVelocity)
    }

    /// Snaps a release to a page (see `targetPage(current:proposed:velocity:)`). With no
    /// pages, `proposed` clamped into the (empty) content's offset range, NaN counting as its
    /// start: never an offset outside the content.
    public func targetContentOffset(proposed: CGPoint, current: CGPoint, velocity: CGPoint) -> CGPoint {
        guard numberOfPages > 0 else { return clampedToOffsetRange(proposed) }
        return contentOffset(forPage: targetPage(current: current, proposed: proposed, velocity: velocity))
    }

    /// The velocity along the page axis in reading order (towards higher pages is positive).
    func pageVelocity(_ velocity: CGPoint) -> CGFloat {
        let axis = configuration.pageAxis
        let speed = axis == .horizontal ? velocity.x : velocity.y
        return axis == .horizontal && context.layoutDirection.isRightToLeft ? -speed : speed
    }

    private static func isFinite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }
}
