#if canImport(UIKit)
import UIKit
import TesseraCore

/// The cell that shows one tab of a `TabbedView` (the tutorial's cell): its `view` fills it,
/// inside `contentInsets`. For VoiceOver it is the tab: the tab view's label, "Tab 2 of 5",
/// and the selected trait.
@preconcurrency @MainActor
open class TabCollectionViewCell: UICollectionViewCell {
    /// The tab shown. Setting it takes the previous tab out of the cell.
    public var view: TabItemProtocol? {
        didSet {
            guard view !== oldValue else { return }
            if let oldValue, oldValue.superview === contentView { oldValue.removeFromSuperview() }
            setUpView()
        }
    }

    /// Space around the tab view inside the cell. Defaults to zero.
    public var contentInsets: UIEdgeInsets = .zero {
        didSet {
            leftConstraint?.constant = contentInsets.left
            topConstraint?.constant = contentInsets.top
            rightConstraint?.constant = -contentInsets.right
            bottomConstraint?.constant = -contentInsets.bottom
            contentView.layoutIfNeeded()
        }
    }

    private var leftConstraint: NSLayoutConstraint?
    private var topConstraint: NSLayoutConstraint?
    private var rightConstraint: NSLayoutConstraint?
    private var bottomConstraint: NSLayoutConstraint?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isAccessibilityElement = true
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        view = nil
    }

    /// The tab view's own label (or its text), for VoiceOver.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? view.flatMap { Self.spokenText(of: $0) } }
        set { super.accessibilityLabel = newValue }
    }

    /// Shows what VoiceOver reads for this tab: its position ("Tab 2 of 5") and whether it is
    /// selected.
    func describe(_ description: PagerAccessibility?) {
        guard case .tab(let index, let count, let isSelected) = description else {
            accessibilityValue = nil
            accessibilityTraits = .button
            return
        }
        accessibilityValue = AccessibilityAnnouncement.position(.tab, index: index, count: count).localizedText
        accessibilityTraits = isSelected ? [.button, .selected] : .button
    }

    private func setUpView() {
        guard let view else { return }
        view.removeFromSuperview()
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        let left = view.leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: contentInsets.left)
        let top = view.topAnchor.constraint(equalTo: contentView.topAnchor, constant: contentInsets.top)
        let right = view.rightAnchor.constraint(equalTo: contentView.rightAnchor, constant: -contentInsets.right)
        let bottom = view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -contentInsets.bottom)
        NSLayoutConstraint.activate([left, top, right, bottom])
        (leftConstraint, topConstraint, rightConstraint, bottomConstraint) = (left, top, right, bottom)
    }

    /// The first label's text in `view`, depth first, when the view has no label of its own.
    private static func spokenText(of view: UIView) -> String? {
        if let label = view.accessibilityLabel, !label.isEmpty { return label }
        if let label = view as? UILabel { return label.text }
        for subview in view.subviews { if let text = spokenText(of: subview) { return text } }
        return nil
    }
}
#endif
