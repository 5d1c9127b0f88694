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
    /// Whether the layout takes the cell's own height (a self-sizing presentation, no switch
    /// running): a cell measures its content in `preferredLayoutAttributesFitting(_:)` only
    /// then (``PresentationCollectionViewCell`` does). Defaults to `false`.
    public var sizesItself = false

    // UIKit copies attributes and compares them to decide what changed: both must carry the style.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? PresentationLayoutAttributes)?.cellStyle = cellStyle
        (copy as? PresentationLayoutAttributes)?.sizesItself = sizesItself
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? PresentationLayoutAttributes, other.cellStyle == cellStyle,
              other.sizesItself == sizesItself else { return false }
        return super.isEqual(object)
    }

    /// `attributes` with the height `fittingHeight` answers for their width when the layout
    /// takes the cell's own height (``sizesItself``), otherwise as they are. For a cell that
    /// cannot subclass ``PresentationCollectionViewCell``:
    ///
    ///     override func preferredLayoutAttributesFitting(_ attributes: UICollectionViewLayoutAttributes)
    ///         -> UICollectionViewLayoutAttributes {
    ///         PresentationLayoutAttributes.preferred(attributes) { width in
    ///             PresentationLayoutAttributes.autoLayoutHeight(of: contentView, width: width)
    ///         }
    ///     }
    ///
    /// Only the height counts: every presentation gives the width.
    public static func preferred(_ attributes: UICollectionViewLayoutAttributes,
                                 fittingHeight: (_ width: CGFloat) -> CGFloat) -> UICollectionViewLayoutAttributes {
        guard (attributes as? PresentationLayoutAttributes)?.sizesItself == true else { return attributes }
        attributes.size.height = fittingHeight(attributes.size.width)
        return attributes
    }

    /// For a cell's `apply(_:)`: when `attributes` give a cell that sizes itself another width
    /// than `lastWidth`, asks UIKit to measure it again (`invalidateIntrinsicContentSize()`, which
    /// on iOS 16 and later — `selfSizingInvalidation` enabled, the default — has UIKit ask
    /// `preferredLayoutAttributesFitting(_:)` again). UIKit asks a cell once, when it is
    /// dequeued; a height it gave for one width is wrong at another (text reflows). The layout
    /// also invalidates the visible items at a new width; this covers widths changed by insets.
    /// Returns the width to remember (`nil` where the cell does not size itself).
    public static func widthDidChange(_ attributes: UICollectionViewLayoutAttributes, of cell: UICollectionViewCell,
                                      since lastWidth: CGFloat?) -> CGFloat? {
        guard (attributes as? PresentationLayoutAttributes)?.sizesItself == true else { return nil }
        let width = attributes.size.width
        if let lastWidth, lastWidth != width, #available(iOS 16.0, tvOS 16.0, *) {
            cell.invalidateIntrinsicContentSize()
        }
        return width
    }

    /// The height Auto Layout gives `view` at exactly `width` (the width required, the height
    /// as small as the constraints allow): what a self-sizing row needs. UIKit's own default
    /// fits both axes freely, which lets a multi-line label widen past the column.
    public static func autoLayoutHeight(of view: UIView, width: CGFloat) -> CGFloat {
        view.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                     withHorizontalFittingPriority: .required,
                                     verticalFittingPriority: .fittingSizeLevel).height
    }
}
#endif
