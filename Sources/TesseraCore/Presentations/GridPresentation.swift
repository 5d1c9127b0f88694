import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Rows of equal items — n per row, or as many as fit a minimum width — the tutorial's
/// "default gridded content".
///
/// Analytic: `prepare(in:)` is O(sections) and a query is O(items shown), whatever the
/// item count.
///
///     var grid = try GridPresentation(columns: .count(3), itemSpacing: 8, lineSpacing: 20,
///                                     sectionInsets: EdgeInsets(top: 16, left: 16, bottom: 20, right: 16))
///     grid.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 50))
///     grid.item(at: ItemIndex(item: 0))?.frame.size   // 90.5 × 90.5: 90.67 with edges on the pixel grid
public struct GridPresentation: GeometryPresentation {
    /// The grid's configuration. Setting an invalid one gives an empty layout (see `validate()`).
    public var configuration: Configuration {
        didSet { prepare(in: context) }
    }
    /// Whether section headers stay at the top of the visible area while their section is on
    /// screen, pushed up by the next section's header, or by their own section's footer
    /// (UIKit's `sectionHeadersPinToVisibleBounds`).
    /// Defaults to `false`. Pinned frames come from
    /// ``PresentationLayout/items(in:pinningHeadersTo:)``; ``items(in:)`` keeps the natural ones.
    public var pinsSectionHeaders = false
    /// Whether section footers stay at the bottom of the visible area while their section is on
    /// screen, pushed down by the previous section's footer (UIKit's `sectionFootersPinToVisibleBounds`),
    /// never above their section's header. Defaults to `false`. Pinned frames come from
    /// ``PresentationLayout/items(in:pinningTo:)``; ``items(in:)`` keeps the natural ones.
    public var pinsSectionFooters = false
    var geometry = PresentationGeometry()

    /// Creates a grid from a configuration (`.standard` by default).
    public init(configuration: Configuration = .standard) {
        self.configuration = configuration
    }

    /// Creates a grid, rejecting values that cannot work.
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    public init(columns: Columns = .count(3), itemHeight: PresentationItemHeight = .aspectRatio(1),
                itemSpacing: CGFloat = 8, lineSpacing: CGFloat = 8, sectionInsets: EdgeInsets = .zero,
                headerHeight: CGFloat = 0, footerHeight: CGFloat = 0) throws {
        self.init(configuration: try Configuration(columns: columns, itemHeight: itemHeight, itemSpacing: itemSpacing,
                                                   lineSpacing: lineSpacing, sectionInsets: sectionInsets,
                                                   headerHeight: headerHeight, footerHeight: footerHeight))
    }

    // MARK: - GeometryPresentation

    var builtInKind: PresentationKind { .grid }

    /// - Complexity: O(sections).
    mutating func prepareGeometry(in context: LayoutContext) { configuration.prepare(&geometry, in: context) }
}
