#if canImport(UIKit)
import UIKit
import TesseraCore

/// The cell that shows one page of a `PagedView` (the tutorial's cell): its `view` fills it.
@preconcurrency @MainActor
open class PageCollectionViewCell: UICollectionViewCell {
    /// The page shown. Setting it takes the previous page out of the cell (a page view moves
    /// between reused cells; only the cell showing it holds it).
    public var view: UIView? {
        didSet {
            guard view !== oldValue else { return }
            if let oldValue, oldValue.superview === contentView { oldValue.removeFromSuperview() }
            setUpView()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        view = nil
    }

    private func setUpView() {
        guard let view else { return }
        view.removeFromSuperview()
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: contentView.leftAnchor),
            view.topAnchor.constraint(equalTo: contentView.topAnchor),
            view.rightAnchor.constraint(equalTo: contentView.rightAnchor),
            view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }
}
#endif
