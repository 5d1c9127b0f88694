import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The pages of a view pager (`PagedView`): one page per item of section 0, side by side,
/// each exactly the viewport (inside its content insets); page 0 at the right end in
/// right-to-left layouts.
///
/// Every query is analytic: O(1) to prepare, O(pages returned) per rectangle. The tab strip
/// follows the fractional page (`fractionalPage(forContentOffset:)`), and so do the live pages.
///
///     LTR   | page 0 | page 1 | page 2 |        offset(page) = page · width
///     RTL   | page 2 | page 1 | page 0 |        offset(page) = (count − 1 − page) · width
public struct PagerPagesLayout: CollectionLayout {
    /// How the pages snap and which stay alive.
    struct Configuration: Sendable, Hashable {
        /// Releases slower than this (points per second) settle on the nearest page; faster
        /// ones move one page in their direction. Defaults to 400 (UIKit's 0.4 pt/ms).
        var minimumFlickVelocity: CGFloat
        /// How many pages beside the one nearest the viewport stay alive on each side (their
        /// view controllers loaded) besides the visible ones. Defaults to 1.
        var liveNeighbours: Int

        /// Creates a configuration, rejecting values that cannot work.
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        init(minimumFlickVelocity: CGFloat = 400, liveNeighbours: Int = 1) throws {
            self.minimumFlickVelocity = minimumFlickVelocity
            self.liveNeighbours = liveNeighbours
            try validate()
        }

        /// 400 pt/s flicks, one live neighbour on each side (the initializer's defaults).
        static let standard = try! Configuration()

        /// The most neighbours a configuration keeps alive on each side: 511, so that at most
        /// `Limits.livePages` pages are alive at once.
        static let maximumLiveNeighbours = (Limits.livePages - 1) / 2

        /// Checks every field: a finite, non-negative flick velocity; 0…511 live neighbours.
        /// - Throws: `ConfigurationError` naming the first invalid field and its value.
        func validate() throws {
            try Validate.nonNegative(minimumFlickVelocity, "minimumFlickVelocity")
            try Validate.integer(liveNeighbours, "liveNeighbours", in: 0...Self.maximumLiveNeighbours)
        }

        var isValid: Bool { (try? validate()) != nil }
    }

    /// The pages' configuration. Setting an invalid one gives an empty layout.
    var configuration: Configuration {
        didSet { prepare(in: context) }
    }
    public private(set) var context: LayoutContext
    /// The number of pages (0 with no room or an invalid configuration).
    private(set) var numberOfPages = 0
    /// Each page's size: the viewport inside its content insets.
    private(set) var pageSize = CGSize.zero

    /// Creates the pages of a view pager: flicks from 400 pt/s, one live neighbour on each side.
    public init() {
        self.init(configuration: .standard)
    }

    init(configuration: Configuration) {
        self.configuration = configuration
        self.context = LayoutContext(viewportSize: .zero, itemCount: 0)
    }

    // MARK: - CollectionLayout

    /// - Complexity: O(1).
    public mutating func prepare(in context: LayoutContext) {
        self.context = context
        pageSize = context.visibleContentSize
        // An invalid configuration lays out nothing, as no room does.
        let valid = configuration.isValid && pageSize.width > 0 && pageSize.height > 0
        numberOfPages = valid ? context.sectionItemCounts.first ?? 0 : 0
    }

    /// `count × width` by the page height; zero with no pages.
    public var contentSize: CGSize {
        numberOfPages > 0 ? CGSize(width: CGFloat(numberOfPages) * pageSize.width, height: pageSize.height) : .zero
    }

    /// The pages whose frames overlap `rect`, in index order; at most `Limits.itemsPerQuery`
    /// of them (the first).
    /// - Complexity: O(pages returned).
    public func items(in rect: CGRect) -> [LayoutItem] {
        guard numberOfPages > 0, let query = QueryRect(rect) else { return [] }
        // Pages are found in unmirrored space, widened by the slack of rounding, then each final
        // (mirrored, pixel-rounded) frame is tested against the query itself.
        let slack = context.pixelGrid.searchSlack(atMagnitude: contentSize.width)
        let ends = (unmirrored(x: query.minX), unmirrored(x: query.maxX))
        let first = max(Int((min(ends.0, ends.1) - slack) / pageSize.width, rounding: .down), 0)
        let last = min(Int((max(ends.0, ends.1) + slack) / pageSize.width, rounding: .down), numberOfPages - 1,
                       first + Limits.itemsPerQuery - 1)
        guard first <= last else { return [] }
        // One array, sized once: a dragging frame allocates only what it returns.
        var found: [LayoutItem] = []
        found.reserveCapacity(last - first + 1)
        for index in first...last {
            let item = page(index)
            if query.overlaps(item.frame) { found.append(item) }
        }
        return found
    }

    /// - Complexity: O(1).
    public func item(at index: ItemIndex) -> LayoutItem? {
        guard index.section == 0, index.item >= 0, index.item < numberOfPages else { return nil }
        return page(index.item)
    }

    // MARK: - Helpers

    func page(_ index: Int) -> LayoutItem {
        let frame = CGRect(x: CGFloat(index) * pageSize.width, y: 0, width: pageSize.width, height: pageSize.height)
        let mirrored = context.layoutDirection.mirror(frame, inWidth: contentSize.width)
        return LayoutItem(index: ItemIndex(item: index), frame: context.pixelGrid.round(mirrored))
    }

    func unmirrored(x: CGFloat) -> CGFloat {
        context.layoutDirection.mirror(x: x, inWidth: contentSize.width)
    }
}
