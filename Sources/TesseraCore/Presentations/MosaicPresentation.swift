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
public struct MosaicPresentation: Presentation {
    /// The mosaic's configuration. Setting an invalid one gives an empty layout; validate
    /// with `Configuration.validate()` or the throwing initializers.
    public var configuration: Configuration {
        didSet { prepare(in: context) }
    }
    var geometry = PresentationGeometry()

    /// Creates a mosaic from a configuration (`.standard` by default).
    public init(configuration: Configuration = .standard) {
        self.configuration = configuration
    }

    /// Creates a mosaic, rejecting values that cannot work.
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    public init(pattern: [Group] = Configuration.standard.pattern, itemSpacing: CGFloat = 8, lineSpacing: CGFloat = 8,
                sectionInsets: EdgeInsets = .zero, headerHeight: CGFloat = 0) throws {
        self.init(configuration: try Configuration(pattern: pattern, itemSpacing: itemSpacing, lineSpacing: lineSpacing,
                                                   sectionInsets: sectionInsets, headerHeight: headerHeight))
    }

    // MARK: - Presentation

    public var kind: PresentationKind { .mosaic }
    public var context: LayoutContext { geometry.context }
    public var contentSize: CGSize { geometry.contentSize }

    /// - Complexity: O(sections + groups).
    public mutating func prepare(in context: LayoutContext) {
        let c = configuration
        geometry.prepare(in: context, pattern: c.pattern, itemSpacing: c.itemSpacing, lineSpacing: c.lineSpacing,
                         sections: c.sections, isValid: c.isValid)
    }

    /// - Complexity: O(log sections + log groups + items found).
    public func items(in rect: CGRect) -> [LayoutItem] { geometry.items(in: rect) }

    /// - Complexity: O(log groups).
    public func item(at index: ItemIndex) -> LayoutItem? { geometry.item(at: index) }

    public func index(at point: CGPoint) -> ItemIndex? { geometry.index(at: point) }

    public func supplementaryItem(ofKind kind: LayoutElementKind, at index: ItemIndex) -> LayoutItem? {
        kind == .presentationHeader ? geometry.header(forSection: index.section) : nil
    }
}
