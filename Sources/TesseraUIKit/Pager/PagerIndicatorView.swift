#if canImport(UIKit)
import UIKit
import TesseraCore

/// The tab strip's indicator (a supplementary view): a bar or capsule in the strip's
/// indicator colour.
@MainActor
final class PagerIndicatorView: UICollectionReusableView {
    /// The style, for its corner radius.
    var style: PagerIndicatorStyle = .underline()

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = style.cornerRadius(for: bounds)
    }
}
#endif
