import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A built-in presentation: its frames live in a `PresentationGeometry`, so it says only which
/// kind it is and how it prepares its geometry; the queries are the geometry's.
protocol GeometryPresentation: Presentation {
    /// Which built-in presentation this is.
    var builtInKind: PresentationKind { get }
    var geometry: PresentationGeometry { get }
    /// Prepares `geometry` for `context` from the configuration (an invalid one shows nothing).
    mutating func prepareGeometry(in context: LayoutContext)
}

extension GeometryPresentation {
    public var kind: PresentationKind { builtInKind }
    public var context: LayoutContext { geometry.context }
    public var contentSize: CGSize { geometry.contentSize }

    /// Lays the presentation out for `context`; see the presentation for what that costs.
    public mutating func prepare(in context: LayoutContext) { prepareGeometry(in: context) }

    /// The cells and section headers whose frames overlap `rect`.
    /// - Complexity: O(log sections + items found), plus O(columns · log n) for measured items.
    public func items(in rect: CGRect) -> [LayoutItem] { geometry.items(in: rect) }

    /// - Complexity: O(1), or O(log groups) in a mosaic.
    public func item(at index: ItemIndex) -> LayoutItem? { geometry.item(at: index) }

    /// The header of `index.section` for `.presentationHeader`; `nil` without headers.
    public func supplementaryItem(ofKind kind: LayoutElementKind, at index: ItemIndex) -> LayoutItem? {
        kind == .presentationHeader ? geometry.header(forSection: index.section) : nil
    }
}
