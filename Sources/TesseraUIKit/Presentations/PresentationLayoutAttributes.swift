#if canImport(UIKit)
import UIKit
import TesseraCore

/// Layout attributes that tell a cell which presentation it is shown in, so it can arrange its
/// content in `apply(_:)`:
///
///     override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
///         super.apply(layoutAttributes)
///         let style = (layoutAttributes as? PresentationLayoutAttributes)?.cellStyle
///         stack.axis = style?.aspect == .horizontal ? .horizontal : .vertical
///     }
@preconcurrency @MainActor
open class PresentationLayoutAttributes: UICollectionViewLayoutAttributes {
    /// The presentation the cell is shown in and the shape of its frame; `nil` for headers.
    /// Defaults to `nil`.
    public var cellStyle: PresentationCellStyle?

    // UIKit copies attributes and compares them to decide what changed: both must carry the style.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? PresentationLayoutAttributes)?.cellStyle = cellStyle
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? PresentationLayoutAttributes, other.cellStyle == cellStyle else { return false }
        return super.isEqual(object)
    }
}
#endif
