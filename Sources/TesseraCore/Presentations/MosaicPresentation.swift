import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A repeating pattern of groups — every k-th item full width and the rest n per row, one
/// large item beside two small ones, or any pattern of tiles — the tutorial's "custom
/// gridded content".
///
/// Analytic: `prepare(in:)` is O(sections + groups) and a query is O(items shown), whatever
/// the item count, because item `i`'s place follows from `i / itemsPerPeriod`.
///
///     var mosaic = try MosaicPresentation(
///         pattern: [.largeAndSmall(), .row(columns: 3), .largeAndSmall(largeLeading: false)])
///     mosaic.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 90))
public struct MosaicPresentation: GeometryPresentation {
    /// The mosaic's configuration. Setting an invalid one gives an empty layout (see `validate()`).
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

    /// Creates a mosaic from a configuration (`.standard` by default).
    public init(configuration: Configuration = .standard) {
        self.configuration = configuration
    }

    /// Creates a mosaic, rejecting values that cannot work.
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    public init(pattern: [Group] = Configuration.standard.pattern, itemSpacing: CGFloat = 8, lineSpacing: CGFloat = 8,
                sectionInsets: EdgeInsets = .zero, headerHeight: CGFloat = 0, footerHeight: CGFloat = 0) throws {
        self.init(configuration: try Configuration(pattern: pattern, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
                                                   sectionInsets: sectionInsets, headerHeight: headerHeight,
                                                   footerHeight: footerHeight))
    }

    // MARK: - GeometryPresentation

    var builtInKind: PresentationKind { .mosaic }

    /// - Complexity: O(sections + groups).
    mutating func prepareGeometry(in context: LayoutContext) { configuration.prepare(&geometry, in: context) }
}
