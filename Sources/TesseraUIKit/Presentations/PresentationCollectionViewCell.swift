#if canImport(UIKit)
import UIKit
import TesseraCore

/// A cell that sizes itself in a self-sizing presentation (`ListPresentation.selfSizing`,
/// `WaterfallPresentation.selfSizing`, grids and mosaics with `.estimated` heights): its
/// height is what Auto Layout gives its `contentView` at the width the presentation gives.
///
///     final class PostCell: PresentationCollectionViewCell {
///         let body = UILabel()
///         override init(frame: CGRect) {
///             super.init(frame: frame)
///             body.numberOfLines = 0
///             body.translatesAutoresizingMaskIntoConstraints = false
///             contentView.addSubview(body)
///             NSLayoutConstraint.activate([
///                 body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
///                 body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
///                 body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
///                 body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
///             ])
///         }
///         required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///     }
///
/// In a presentation that sizes its items (fixed rows, given heights, during a switch) the
/// cell measures nothing. Override ``fittingHeight(forWidth:)`` for a faster answer than
/// Auto Layout's (text measured directly).
@preconcurrency @MainActor
open class PresentationCollectionViewCell: UICollectionViewCell {
    /// The height the content needs at `width`. Defaults to Auto Layout's fitting height of
    /// `contentView` with the width required.
    open func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        // The content view's autoresizing constraints can keep an old width (after a
        // rotation): give it the width being measured first.
        if contentView.bounds.width != width { contentView.bounds.size.width = width }
        return PresentationLayoutAttributes.autoLayoutHeight(of: contentView, width: width)
    }

    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        PresentationLayoutAttributes.preferred(layoutAttributes) { fittingHeight(forWidth: $0) }
    }

    /// The width the cell was last given while it sizes itself; `nil` in a fresh cell.
    private var selfSizingWidth: CGFloat?

    /// Given another width while it sizes itself (a rotation, new side insets), the cell asks
    /// to be measured again (`PresentationLayoutAttributes.widthDidChange(_:of:since:)`).
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        selfSizingWidth = PresentationLayoutAttributes.widthDidChange(layoutAttributes, of: self, since: selfSizingWidth)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        selfSizingWidth = nil
    }
}
#endif
