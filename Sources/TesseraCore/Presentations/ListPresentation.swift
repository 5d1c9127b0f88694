import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Full-width rows, one item per row — the tutorial's "tabled content".
///
/// With one row height the list is analytic: `prepare(in:)` is O(sections) and a query is
/// O(rows shown), whatever the item count. With per-item heights (given by the app, or
/// measured by self-sizing cells, ``setMeasuredHeight(_:forItemAt:)``; `rowHeight` is the
/// estimate until then) it is a one-column `PresentationColumnTable`: rows without a height
/// cost nothing, a measurement moves the rows below it in O(log n), appending k rows is O(k),
/// and a query is O(log n + rows shown).
///
///     var list = try ListPresentation(rowHeight: 112, lineSpacing: 10,
///                                     sectionInsets: EdgeInsets(top: 16, left: 16, bottom: 20, right: 16))
///     list.prepare(in: LayoutContext(viewportSize: CGSize(width: 320, height: 480), itemCount: 50))
///     list.item(at: ItemIndex(item: 1))?.frame   // (16, 138, 288, 112)
public struct ListPresentation: MeasuredGeometryPresentation {
    /// The list's configuration. Setting an invalid one gives an empty layout (see `validate()`).
    public var configuration: Configuration {
        didSet {
            isValid = configuration.isValid
            prepare(in: context)
        }
    }
    private(set) var isValid: Bool
    /// Whether cells give their own heights (UIKit's self-sizing): `rowHeight` is then only
    /// the estimate until each row is measured. Defaults to `false`: every row is as tall as
    /// the configuration (or `itemHeights`) says, whatever its cell would prefer.
    public var cellsSizeThemselves = false
    /// Whether rows have per-item heights (otherwise every row is `rowHeight` tall).
    private(set) var usesItemHeights: Bool
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

    /// A list of rows of `configuration.rowHeight`, or, with `itemHeights`, whose row `item` of
    /// `section` is `itemHeights[section][item]` tall (a length; `rowHeight` until one is given).
    public init(configuration: Configuration = .standard, itemHeights: [[CGFloat]]? = nil) {
        self.configuration = configuration
        isValid = configuration.isValid
        usesItemHeights = itemHeights != nil
        if let itemHeights {
            geometry.table = PresentationColumnTable(placement: configuration.placement, heights: itemHeights)
        }
    }

    /// A list of rows of one height, rejecting values that cannot work.
    /// - Throws: `ConfigurationError` naming the first invalid field and its value.
    public init(rowHeight: CGFloat = 44, lineSpacing: CGFloat = 0, sectionInsets: EdgeInsets = .zero,
                headerHeight: CGFloat = 0, footerHeight: CGFloat = 0) throws {
        self.init(configuration: try Configuration(rowHeight: rowHeight, lineSpacing: lineSpacing,
                                                   sectionInsets: sectionInsets, headerHeight: headerHeight,
                                                   footerHeight: footerHeight))
    }

    // MARK: - GeometryPresentation

    var builtInKind: PresentationKind { .list }

    /// - Complexity: O(sections) with one row height; with per-item heights O(n) the first
    ///   time, then O(sections + rows added or removed at section ends).
    mutating func prepareGeometry(in context: LayoutContext) {
        let c = configuration
        guard usesItemHeights else { return c.prepare(&geometry, in: context) }
        geometry.prepare(in: context, placement: c.placement, itemSpacing: 0, sections: c.sections, isValid: isValid)
    }

    // MARK: - MeasuredGeometryPresentation

    var sections: PresentationGeometry.Sections { configuration.sections }

    /// A list of one row height switches to per-item heights (its rows so far keep
    /// `rowHeight`): O(n) once.
    @discardableResult
    mutating func beginMeasuring(with heights: [[CGFloat]]) -> Bool {
        guard !usesItemHeights else { return false }
        usesItemHeights = true
        geometry.table = PresentationColumnTable(placement: configuration.placement, heights: heights)
        prepare(in: context)
        return true
    }
}
