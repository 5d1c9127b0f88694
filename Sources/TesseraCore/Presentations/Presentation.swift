import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A way to present a collection — a list, a grid, a mosaic, a waterfall, or one an app
/// writes — as a value that *is* a layout.
///
/// A presentation is a ``CollectionLayout`` with a ``kind`` that cells can read. Tessera's
/// presentations scroll vertically, mirror for right-to-left, round frames to pixels and
/// stack sections with optional headers; one collection switches among them through
/// ``AnyPresentation``, keeping the user's place with ``PresentationAnchor``.
///
/// To write your own, conform a value type to `Presentation` (implement `CollectionLayout`
/// and name a kind), or wrap a built-in one:
///
///     struct CardsPresentation: Presentation {
///         var base = GridPresentation(configuration: try! .init(columns: .count(2), itemHeight: .aspectRatio(0.75)))
///         var kind: PresentationKind { "cards" }
///         var context: LayoutContext { base.context }
///         var contentSize: CGSize { base.contentSize }
///         mutating func prepare(in context: LayoutContext) { base.prepare(in: context) }
///         func items(in rect: CGRect) -> [LayoutItem] { base.items(in: rect) }
///         func item(at index: ItemIndex) -> LayoutItem? { base.item(at: index) }
///     }
public protocol Presentation: CollectionLayout {
    /// Which presentation this is; cells read it through ``cellStyle(at:)``.
    var kind: PresentationKind { get }

    /// The supplementary item of `kind` for `index` (a section header is
    /// `.presentationHeader` at item 0 of its section), or `nil`. Defaults to `nil`.
    func supplementaryItem(ofKind kind: LayoutElementKind, at index: ItemIndex) -> LayoutItem?
}

extension Presentation {
    public func supplementaryItem(ofKind kind: LayoutElementKind, at index: ItemIndex) -> LayoutItem? { nil }

    /// What the cell at `index` may read: this presentation's kind and the shape of the cell's
    /// frame; `nil` when there is no such cell.
    /// - Complexity: that of `item(at:)`.
    public func cellStyle(at index: ItemIndex) -> PresentationCellStyle? {
        item(at: index).map { PresentationCellStyle(kind: kind, aspect: .init(size: $0.frame.size)) }
    }
}

/// A presentation whose items have heights the app measured: the list with per-item heights
/// and the waterfall. Items are appended at the end of a section in O(k) for k items.
public protocol MeasuredPresentation: Presentation {
    /// Adds `heights.count` items with these heights at the end of `section` (which may be
    /// one past the last section, to start a new one), placing them at once, and returns
    /// their item numbers. The layout's context counts the new items, so preparing it again
    /// with the same counts does nothing.
    /// - Complexity: O(k) for k heights appended to the last section; O(k + sections) otherwise.
    @discardableResult
    mutating func appendItems(heights: [CGFloat], toSection section: Int) -> Range<Int>

    /// Replaces every measured height (`heights[section][item]`) and places everything again.
    /// - Complexity: O(n).
    mutating func setItemHeights(_ heights: [[CGFloat]])
}
