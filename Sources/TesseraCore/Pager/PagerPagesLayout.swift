import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The pages of a view pager (`PagedView`): one page per item of section 0, side by side,
/// each exactly the viewport (inside its content insets); page 0 at the right end in
/// right-to-left layouts.
///
/// Every query is analytic: O(1) to prepare, O(pages returned) per rectangle, whatever the
/// page count. The fractional page (`fractionalPage(forContentOffset:)`) is what the tab
/// strip's indicator and offset follow, and what `livePages(forFractionalPage:)` decides
/// which pages to keep alive from.
///
///     LTR   | page 0 | page 1 | page 2 |        offset(page) = page · width
///     RTL   | page 2 | page 1 | page 0 |        offset(page) = (count − 1 − page) · width
public struct PagerPagesLayout: CollectionLayout {
    /// How the pages snap and which stay alive.
    public struct Configuration: Sendable, Hashable {
        /// Releases slower than this (points per second) settle on the nearest page; faster
        /// ones move one page in their direction. Defaults to 400 (UIKit's 0.4 pt/ms).
        public var minimumFlickVelocity: CGFloat
        /// How many pages beside the one nearest the viewport stay alive on each side (their
        /// view controllers loaded) besides the visible ones. Defaults to 1.
        public var liveNeighbours: Int

        /// Creates a configuration, rejecting values that cannot work.
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        public init(minimumFlickVelocity: CGFloat = 400, liveNeighbours: Int = 1) throws {
            self.minimumFlickVelocity = minimumFlickVelocity
            self.liveNeighbours = liveNeighbours
            try validate()
        }

        private init(unchecked minimumFlickVelocity: CGFloat, _ liveNeighbours: Int) {
            self.minimumFlickVelocity = minimumFlickVelocity
            self.liveNeighbours = liveNeighbours
        }

        /// 400 pt/s flicks, one live neighbour on each side.
        public static let standard = Configuration(unchecked: 400, 1)

        /// Checks every field.
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        public func validate() throws {
            try Validate.nonNegative(minimumFlickVelocity, "minimumFlickVelocity")
            guard liveNeighbours >= 0 else {
                throw ConfigurationError(field: "liveNeighbours", value: "\(liveNeighbours)",
                                         requirement: "an integer ≥ 0")
            }
        }
    }

    /// The pages' configuration. An invalid one (set directly) is treated as `.standard`'s
    /// values where they matter: no page is lost to it.
    public var configuration: Configuration
    public private(set) var context: LayoutContext
    /// The number of pages (0 with no room, or pages too large to round to pixels).
    public private(set) var numberOfPages = 0
    /// Each page's size: the viewport inside its content insets.
    public private(set) var pageSize = CGSize.zero

    /// Creates a layout (`.standard` by default).
    public init(configuration: Configuration = .standard) {
        self.configuration = configuration
        self.context = LayoutContext(viewportSize: .zero, itemCount: 0)
    }

    // MARK: - CollectionLayout

    /// - Complexity: O(1).
    public mutating func prepare(in context: LayoutContext) {
        self.context = context
        pageSize = context.visibleContentSize
        let count = context.sectionItemCounts.first ?? 0
        // Coordinates must also survive rounding to pixels: a content inset of −10³⁰⁸ makes
        // pages 10³⁰⁸ pt tall, which a display cannot address (no pages, like no room).
        let scale = 4 * context.pixelGrid.scale
        let valid = pageSize.width > 0 && pageSize.height > 0 && (CGFloat(count) * pageSize.width * scale).isFinite
            && (pageSize.height * scale).isFinite
        numberOfPages = valid ? count : 0
    }

    /// `count × width` by the page height; zero with no pages.
    public var contentSize: CGSize {
        numberOfPages > 0 ? CGSize(width: CGFloat(numberOfPages) * pageSize.width, height: pageSize.height) : .zero
    }

    /// The pages whose frames overlap `rect`, in index order; at most
    /// `maximumItemsPerQuery` of them (the first), so that a rectangle over `Int.max` pages
    /// answers instead of exhausting memory. Infinite edges reach the ends of the content; a
    /// rectangle with a NaN edge holds nothing.
    /// - Complexity: O(pages returned).
    public func items(in rect: CGRect) -> [LayoutItem] {
        let content = CGRect(x: -1, y: -1, width: contentSize.width + 2, height: contentSize.height + 2)
        guard numberOfPages > 0, !rect.isNull, let clipped = rect.clipped(to: content) else { return [] }
        // A pixel, and a few ulps of the coordinates searched; of the content when mirroring
        // (in content 10³⁰⁰ pt wide that moves a rectangle near 0 by far more than a pixel).
        let slack = context.pixelGrid.searchSlack(from: clipped.minX, to: clipped.maxX, within: contentSize.width,
                                                  mirrored: context.layoutDirection.isRightToLeft)
        let query = unmirrored(clipped).insetBy(dx: -slack, dy: 0)
        let first = max(0, PagerMath.floorIndex(query.minX / pageSize.width))
        let last = min(numberOfPages - 1, PagerMath.floorIndex(query.maxX / pageSize.width),
                       first.saturatingAdd(Self.maximumItemsPerQuery - 1))
        guard first <= last else { return [] }
        return (first...last).map { page($0) }.filter { $0.frame.overlaps(rect) }
    }

    /// The most pages one `items(in:)` returns: far more than any viewport shows.
    public static let maximumItemsPerQuery = PagedGridLayout.maximumItemsPerQuery

    /// - Complexity: O(1).
    public func item(at index: ItemIndex) -> LayoutItem? {
        guard index.section == 0, index.item >= 0, index.item < numberOfPages else { return nil }
        return page(index.item)
    }

    /// The page whose (pixel-rounded) frame contains `point`.
    /// - Complexity: O(1) for pages wider than a pixel; O(pages in a pixel) otherwise.
    public func index(at point: CGPoint) -> ItemIndex? {
        guard numberOfPages > 0, point.x.isFinite, point.y.isFinite else { return nil }
        // Rounding moves an edge by up to half a pixel, which on a coarse grid (a pixel of
        // 16 pt at 1/16×) spans many narrow pages: every page within a pixel is a candidate.
        let u = unmirrored(x: point.x)
        let reach = context.pixelGrid.searchSlack(from: point.x, to: point.x, within: contentSize.width,
                                                  mirrored: context.layoutDirection.isRightToLeft)
        let first = max(PagerMath.floorIndex((u - reach) / pageSize.width), 0)
        let last = min(PagerMath.floorIndex((u + reach) / pageSize.width), numberOfPages - 1,
                       first.saturatingAdd(Self.maximumItemsPerQuery))
        guard first <= last else { return nil }
        return (first...last).first { page($0).frame.contains(point) }.map { ItemIndex(item: $0) }
    }

    // MARK: - Helpers

    func page(_ index: Int) -> LayoutItem {
        let frame = CGRect(x: CGFloat(index) * pageSize.width, y: 0, width: pageSize.width, height: pageSize.height)
        let mirrored = context.layoutDirection.mirror(frame, inWidth: contentSize.width)
        return LayoutItem(index: ItemIndex(item: index), frame: context.pixelGrid.round(mirrored))
    }

    func unmirrored(_ rect: CGRect) -> CGRect {
        context.layoutDirection.mirror(rect, inWidth: contentSize.width)
    }

    func unmirrored(x: CGFloat) -> CGFloat {
        context.layoutDirection.mirror(x: x, inWidth: contentSize.width)
    }
}
