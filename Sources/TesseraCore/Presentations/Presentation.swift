import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A way to present a collection — a list, a grid, a mosaic, a waterfall, or one an app
/// writes — as a value that *is* a layout.
///
/// A presentation is a ``CollectionLayout`` with a ``kind`` that cells can read. Tessera's
/// presentations scroll vertically, mirror for right-to-left, round frames to pixels and
/// stack sections with optional headers and footers; one collection switches among them (see
/// ``PresentationBehavior``), keeping the user's place with ``PresentationAnchor``.
///
/// To write your own, conform a value type to `Presentation` (implement `CollectionLayout`
/// and name a kind), or wrap a built-in one:
///
///     struct CardsPresentation: Presentation {
///         var base = try! GridPresentation(columns: .count(2), itemHeight: .aspectRatio(0.75))
///         var kind: PresentationKind { "cards" }
///         var context: LayoutContext { base.context }
///         var contentSize: CGSize { base.contentSize }
///         mutating func prepare(in context: LayoutContext) { base.prepare(in: context) }
///         func items(in rect: CGRect) -> [LayoutItem] { base.items(in: rect) }
///         func item(at index: ItemIndex) -> LayoutItem? { base.item(at: index) }
///     }
public protocol Presentation: CollectionLayout {
    /// Which presentation this is; cells read it (``PresentationCellStyle``).
    var kind: PresentationKind { get }

    /// The supplementary item of `kind` for `index` (a section header is
    /// `.presentationHeader` at item 0 of its section, a footer `.presentationFooter`), or `nil`.
    /// Defaults to `nil`.
    func supplementaryItem(ofKind kind: LayoutElementKind, at index: ItemIndex) -> LayoutItem?

    /// Whether cells may size themselves: their heights are estimates until measured
    /// (``setMeasuredHeight(_:forItemAt:)``). Defaults to `false`.
    var isSelfSizing: Bool { get }

    /// Gives the item at `index` the height its cell measured for itself (what UIKit's
    /// `preferredLayoutAttributesFitting(_:)` returns), brought into the domain as a length.
    /// Only what the new height moves is placed again. Returns whether any frame changed.
    /// Defaults to `false` (the presentation sizes its items).
    mutating func setMeasuredHeight(_ height: CGFloat, forItemAt index: ItemIndex) -> Bool

    /// Like ``setMeasuredHeight(_:forItemAt:)``; with `keepingItemsBelow`, the items below the
    /// measured one stay where they are and it grows or shrinks upward, where the presentation
    /// can (a waterfall's column: `PresentationLayout` asks for it when the user's place is
    /// below the item, in its column). Defaults to ``setMeasuredHeight(_:forItemAt:)``.
    mutating func setMeasuredHeight(_ height: CGFloat, forItemAt index: ItemIndex, keepingItemsBelow: Bool) -> Bool

    /// Whether the height of the item at `index` is known (given, measured, or the
    /// presentation's own) rather than an estimate. Defaults to `true`.
    func hasKnownHeight(at index: ItemIndex) -> Bool

    /// Whether the cell of the item at `index` gives its own height (a self-sizing list or
    /// waterfall, an `.estimated` group of a grid or mosaic). Defaults to ``isSelfSizing``.
    func takesCellHeight(at index: ItemIndex) -> Bool

    /// The height last recorded for the cell of the item at `index`
    /// (``setMeasuredHeight(_:forItemAt:)``), or `nil` before it is measured — and, in the
    /// built-in presentations, after the width items are laid out at changed (a rotation): a
    /// height measured at another width still places the item, as a guess, but its cell is asked
    /// again. Defaults to `nil`.
    func measuredHeight(at index: ItemIndex) -> CGFloat?

    /// Items inserted or deleted: counts change and what the presentation knows of each item
    /// (a measured height) moves with it. Defaults to preparing again with the new counts.
    mutating func update(_ update: PresentationItemUpdate)
}

extension Presentation {
    public func supplementaryItem(ofKind kind: LayoutElementKind, at index: ItemIndex) -> LayoutItem? { nil }

    public var isSelfSizing: Bool { false }

    public mutating func setMeasuredHeight(_ height: CGFloat, forItemAt index: ItemIndex) -> Bool { false }

    public mutating func setMeasuredHeight(_ height: CGFloat, forItemAt index: ItemIndex, keepingItemsBelow: Bool) -> Bool {
        setMeasuredHeight(height, forItemAt: index)
    }

    public func hasKnownHeight(at index: ItemIndex) -> Bool { true }

    public func takesCellHeight(at index: ItemIndex) -> Bool { isSelfSizing }

    public func measuredHeight(at index: ItemIndex) -> CGFloat? { nil }

    public mutating func update(_ update: PresentationItemUpdate) {
        prepareForCounts(after: update)
    }

    /// Prepares again for the item counts `update` leaves: an update for a presentation that
    /// keeps nothing per item.
    mutating func prepareForCounts(after update: PresentationItemUpdate) {
        prepare(in: context.withSectionItemCounts(update.counts(after: context.sectionItemCounts)))
    }

    /// The cell under `point` (content coordinates), or `nil` over a header or empty space. The
    /// point is a query of the square around it (`QueryRect`): a NaN point is over nothing.
    /// - Complexity: that of a query of a one-point square.
    public func index(at point: CGPoint) -> ItemIndex? { cellIndex(at: point) }

    /// The cell under `point`, asked of `items(in:)`.
    func cellIndex(at point: CGPoint) -> ItemIndex? {
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return items(in: probe).first { $0.elementKind == .cell && $0.frame.contains(point) }?.index
    }
}

/// A presentation whose items have heights the app measured: the list with per-item heights
/// and the waterfall. Items are appended at the end of a section in O(k) for k items.
public protocol MeasuredPresentation: Presentation {
    /// Adds items with these heights (lengths, `Limits.length`) at the end of `section` (one
    /// past the last starts a new section), placing them at once, and returns their item
    /// numbers (none with an invalid configuration). The context counts the new items, so
    /// preparing again with the same counts does nothing.
    /// - Complexity: O(k) for k heights appended to the last section; O(k + sections) otherwise.
    @discardableResult
    mutating func appendItems(heights: [CGFloat], toSection section: Int) -> Range<Int>

    /// Replaces every measured height (`heights[section][item]`) and places everything again.
    /// - Complexity: O(n).
    mutating func setItemHeights(_ heights: [[CGFloat]])
}

/// A built-in measured presentation: its measured state is its geometry's column table.
protocol MeasuredGeometryPresentation: MeasuredPresentation, GeometryPresentation {
    var geometry: PresentationGeometry { get set }
    var sections: PresentationGeometry.Sections { get }
    /// Whether the configuration is valid (an invalid one places nothing), checked when it is set.
    var isValid: Bool { get }
    /// Prepares for per-item heights starting with `heights`, if the presentation does not
    /// have them yet; returns whether it did.
    @discardableResult
    mutating func beginMeasuring(with heights: [[CGFloat]]) -> Bool
}

extension MeasuredGeometryPresentation {
    public var isSelfSizing: Bool { true }

    /// - Complexity: O(log n); the first measurement of a list of one row height also
    ///   O(n / `PresentationHeightRun.blockSize`).
    public mutating func setMeasuredHeight(_ height: CGFloat, forItemAt index: ItemIndex) -> Bool {
        setMeasuredHeight(height, forItemAt: index, keepingItemsBelow: false)
    }

    /// With `keepingItemsBelow`, a waterfall moves the measured item's column's origin instead
    /// of the items below it (`PresentationColumnTable.measure(_:_:height:keepingItemsBelow:)`);
    /// a list moves the items below, as without.
    /// - Complexity: O(log n + columns).
    public mutating func setMeasuredHeight(_ height: CGFloat, forItemAt index: ItemIndex, keepingItemsBelow: Bool) -> Bool {
        guard isValid, item(at: index) != nil else { return false }
        beginMeasuring(with: [])
        // The door of a cell's measurement: inside, heights are lengths.
        return geometry.measure(index, height: Limits.stackedLength(height), sections: sections,
                                keepingItemsBelow: keepingItemsBelow)
    }

    /// Before its first measurement a list of one row height knows no height: its rows are
    /// the estimate.
    public func hasKnownHeight(at index: ItemIndex) -> Bool {
        measuredHeight(at: index) != nil
    }

    /// - Complexity: O(heights given and measured in the section + items placed again with
    ///   known heights), plus O(sections).
    public mutating func update(_ update: PresentationItemUpdate) {
        guard geometry.table != nil else { return prepareForCounts(after: update) }
        geometry.update(update, sections: sections, isValid: isValid)
    }

    @discardableResult
    public mutating func appendItems(heights: [CGFloat], toSection section: Int) -> Range<Int> {
        beginMeasuring(with: [])
        return geometry.appendMeasured(heights: heights, toSection: section, sections: sections, isValid: isValid)
    }

    public mutating func setItemHeights(_ heights: [[CGFloat]]) {
        guard !beginMeasuring(with: heights) else { return }
        geometry.replaceMeasuredHeights(heights, sections: sections, isValid: isValid)
    }
}

/// A built-in presentation: its frames live in a `PresentationGeometry`, so it says only which
/// kind it is and how it prepares its geometry; the queries are the geometry's.
protocol GeometryPresentation: Presentation {
    var builtInKind: PresentationKind { get }
    var geometry: PresentationGeometry { get }
    /// Whether section headers pin to the visible area's top (a public stored property of each
    /// built-in presentation; `false` for the tutorial's wrappers).
    var pinsSectionHeaders: Bool { get }
    /// Whether section footers pin to the visible area's bottom (as `pinsSectionHeaders`).
    var pinsSectionFooters: Bool { get }
    /// Prepares `geometry` for `context` from the configuration (an invalid one shows nothing).
    mutating func prepareGeometry(in context: LayoutContext)
}

extension GeometryPresentation {
    var pinsSectionHeaders: Bool { false }
    var pinsSectionFooters: Bool { false }

    public var kind: PresentationKind { builtInKind }
    public var context: LayoutContext { geometry.context }
    public var contentSize: CGSize { geometry.contentSize }

    /// Lays the presentation out for `context`; see the presentation for what that costs.
    public mutating func prepare(in context: LayoutContext) { prepareGeometry(in: context) }

    /// The cells, section headers and footers whose frames overlap `rect`.
    /// - Complexity: O(log sections + items found), plus O(columns · log n) for measured items.
    public func items(in rect: CGRect) -> [LayoutItem] { geometry.items(in: rect) }

    /// - Complexity: O(1), or O(log groups) in a mosaic.
    public func item(at index: ItemIndex) -> LayoutItem? { geometry.item(at: index) }

    /// The header of `index.section` for `.presentationHeader`, its footer for
    /// `.presentationFooter`; `nil` without them.
    public func supplementaryItem(ofKind kind: LayoutElementKind, at index: ItemIndex) -> LayoutItem? {
        switch kind {
        case .presentationHeader: return geometry.header(forSection: index.section)
        case .presentationFooter: return geometry.footer(forSection: index.section)
        default: return nil
        }
    }
}
