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
///
/// With `loops` the pages are laid out in whole cycles around the one the content rests in
/// (see `PagerPagesLayout+Looping.swift`): the cells are still the data pages, each returned
/// once per query.
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
    /// Whether the pages loop: after the last page the first, before the first the last, with
    /// the carousel's wrap (no multiplied pages, nothing reloaded at the wrap). Only with two
    /// pages or more (`isLooping`): one page would show beside itself. Defaults to `false`.
    public var loops = false {
        didSet { prepare(in: context) }
    }
    /// Whether the pages loop now (`loops` with at least two pages that have room).
    public private(set) var isLooping = false
    /// The pages laid out side by side: the pages, or in a loop whole cycles of them, each a
    /// *position* whose data page is `position mod numberOfPages`.
    private(set) var pagesLaidOut = 0
    /// The position of data page 0 in the cycle a loop rests in (0 without a loop).
    private(set) var homeFirstPage = 0

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
        let cycles = PagedGridMetrics.cyclesEachSide(loops: loops, pages: numberOfPages, stride: pageSize.width)
        isLooping = cycles > 0
        pagesLaidOut = (2 * cycles + 1) * numberOfPages
        homeFirstPage = cycles * numberOfPages
    }

    /// `count × width` by the page height (in a loop, every cycle laid out); zero with no pages.
    public var contentSize: CGSize {
        numberOfPages > 0 ? CGSize(width: CGFloat(pagesLaidOut) * pageSize.width, height: pageSize.height) : .zero
    }

    /// The pages whose frames overlap `rect`, in index order; at most `Limits.itemsPerQuery`
    /// of them (the first). In a loop, in the order they sit, each data page once (from the
    /// first cycle the rectangle meets), as index paths are unique.
    /// - Complexity: O(pages returned).
    public func items(in rect: CGRect) -> [LayoutItem] {
        guard numberOfPages > 0, let query = QueryRect(rect) else { return [] }
        // Pages are found in unmirrored space, widened by the slack of rounding, then each final
        // (mirrored, pixel-rounded) frame is tested against the query itself.
        let slack = context.pixelGrid.searchSlack(atMagnitude: contentSize.width)
        let ends = (unmirrored(x: query.minX), unmirrored(x: query.maxX))
        let first = max(Int((min(ends.0, ends.1) - slack) / pageSize.width, rounding: .down), 0)
        // In a loop a cycle and one more position: the first may be a candidate only by the slack.
        let last = min(Int((max(ends.0, ends.1) + slack) / pageSize.width, rounding: .down), pagesLaidOut - 1,
                       first + min(Limits.itemsPerQuery, numberOfPages + (isLooping ? 1 : 0)) - 1)
        guard first <= last else { return [] }
        // One array, sized once: a dragging frame allocates only what it returns.
        var found: [LayoutItem] = []
        found.reserveCapacity(last - first + 1)
        for position in first...last where found.count < min(numberOfPages, Limits.itemsPerQuery) {
            let item = page(atPosition: position)
            // The position a cycle after the first shows the first's page again.
            guard query.overlaps(item.frame), position - first < numberOfPages || found.first?.index != item.index
            else { continue }
            found.append(item)
        }
        return found
    }

    /// The page in the cycle a loop rests in.
    /// - Complexity: O(1).
    public func item(at index: ItemIndex) -> LayoutItem? {
        guard index.section == 0, index.item >= 0, index.item < numberOfPages else { return nil }
        return page(atPosition: index.item + homeFirstPage)
    }

    // MARK: - Helpers

    /// The page at position `position` of the pages laid out: its data page, framed there.
    func page(atPosition position: Int) -> LayoutItem {
        let frame = CGRect(x: CGFloat(position) * pageSize.width, y: 0, width: pageSize.width, height: pageSize.height)
        let mirrored = context.layoutDirection.mirror(frame, inWidth: contentSize.width)
        return LayoutItem(index: ItemIndex(item: dataPage(forVirtualPage: position - homeFirstPage)),
                          frame: context.pixelGrid.round(mirrored))
    }

    func unmirrored(x: CGFloat) -> CGFloat {
        context.layoutDirection.mirror(x: x, inWidth: contentSize.width)
    }
}
