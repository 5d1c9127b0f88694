import UIKit

// Small builders the UIKit screens share, so each screen file shows its component, not
// boilerplate. Everything follows Dynamic Type and uses system colours (Dark Mode for free).

@MainActor
enum DemoUI {
    /// A label in a text style that grows and shrinks with the user's text size.
    static func label(_ style: UIFont.TextStyle, color: UIColor = .label, lines: Int = 0) -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = color
        label.numberOfLines = lines
        label.textAlignment = .natural
        return label
    }

    /// A button for an action of the screen. The screens are shown through SwiftUI's navigation,
    /// which does not show a UIKit controller's bar buttons, so actions live in the view.
    static func button(_ title: String, action: @escaping () -> Void) -> UIButton {
        var configuration = UIButton.Configuration.bordered()
        configuration.title = title
        return UIButton(configuration: configuration, primaryAction: UIAction { _ in action() })
    }

    /// A switch with its label, as a row (VoiceOver reads them as one element).
    static func toggle(_ title: String, isOn: Bool, changed: @escaping (Bool) -> Void) -> UIView {
        let label = DemoUI.label(.body)
        label.text = title
        let toggle = UISwitch()
        toggle.isOn = isOn
        toggle.accessibilityLabel = title
        toggle.addAction(UIAction { action in
            if let toggle = action.sender as? UISwitch { changed(toggle.isOn) }
        }, for: .valueChanged)
        label.isAccessibilityElement = false
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.spacing = 12
        row.alignment = .center
        return row
    }

    /// A vertical stack pinned inside `view`'s safe area and readable margins, the screens' frame.
    static func column(in view: UIView, spacing: CGFloat = 16) -> UIStackView {
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = spacing
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            column.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            column.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor, constant: -16),
        ])
        return column
    }

    /// `content` inset from the screen's edges, for text and controls around a full-width
    /// component (which runs edge to edge, its neighbours peeking in).
    static func inset(_ content: UIView) -> UIView {
        let container = UIView()
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        content.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(content)
        let guide = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: container.topAnchor),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        return container
    }

    /// A length that grows with the user's text size: components sized in points keep room for
    /// text at the larger sizes.
    static func scaled(_ points: CGFloat, for style: UIFont.TextStyle = .body,
                       in traits: UITraitCollection? = nil) -> CGFloat {
        UIFontMetrics(forTextStyle: style).scaledValue(for: points, compatibleWith: traits)
    }
}

extension UIView {
    /// Forces right to left on this view and every view in it. UIKit reads each view's direction
    /// from its own `semanticContentAttribute` (it is not inherited), so a subtree is forced view
    /// by view; cells made later are forced when they are configured. With `rightToLeft` false
    /// nothing changes: views keep following the system's direction.
    func forceRightToLeft(_ rightToLeft: Bool) {
        guard rightToLeft else { return }
        semanticContentAttribute = .forceRightToLeft
        for subview in subviews { subview.forceRightToLeft(true) }
    }
}
