import UIKit

// Small builders the UIKit screens share, so each screen file shows its component, not
// boilerplate. Everything follows Dynamic Type and uses system colours (Dark Mode for free).

/// A UIKit demo screen, made for the layout direction the app's switch chose (UIKit does not
/// pass a forced direction down to a component's cells, so each screen forces it itself).
class DemoScreenController: UIViewController {
    let rightToLeft: Bool

    init(rightToLeft: Bool) {
        self.rightToLeft = rightToLeft
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

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

    /// A switch with its label, as a row. VoiceOver reads the switch alone, named by the title,
    /// rather than the label and then an unnamed switch.
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

    /// The screens' frame: a vertical stack across `view`'s safe area, in a scroll view, so that
    /// at the largest text sizes what no longer fits can still be reached.
    static func column(in view: UIView, spacing: CGFloat = 16) -> UIStackView {
        let scrollView = UIScrollView()
        scrollView.alwaysBounceVertical = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = spacing
        column.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(column)
        let guide = view.safeAreaLayoutGuide
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: guide.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            column.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            column.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
            column.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            // As wide as the screen: the stack scrolls vertically only.
            column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
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
