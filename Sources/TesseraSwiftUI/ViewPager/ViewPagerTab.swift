#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import TesseraUIKit

/// How selected a tab of a ``ViewPager`` is, read by its label from the environment
/// (`\.viewPagerTab`).
///
///     struct SectionTab: View {
///         let title: String
///         @Environment(\.viewPagerTab) private var tab
///
///         var body: some View {
///             Text(title)
///                 .fontWeight(tab.isSelected ? .semibold : .regular)
///                 .opacity(0.5 + 0.5 * tab.emphasis)   // follows the finger between tabs
///         }
///     }
public struct ViewPagerTabState: Sendable, Hashable {
    /// Whether the tab is the selected one (changes once per real change of selection).
    public var isSelected: Bool
    /// How selected the tab looks now: 1 with the indicator on it, falling to 0 one tab away;
    /// changes every frame the pages are dragged between this tab and a neighbour.
    public var emphasis: CGFloat

    /// Creates a state.
    public init(isSelected: Bool = false, emphasis: CGFloat = 0) {
        self.isSelected = isSelected
        self.emphasis = emphasis
    }
}

private struct ViewPagerTabKey: EnvironmentKey {
    static var defaultValue: ViewPagerTabState { ViewPagerTabState() }
}

extension EnvironmentValues {
    /// How selected the ``ViewPager`` tab whose label reads it is. Outside a tab: not selected,
    /// emphasis 0.
    public var viewPagerTab: ViewPagerTabState {
        get { self[ViewPagerTabKey.self] }
        set { self[ViewPagerTabKey.self] = newValue }
    }
}

/// A tab of a SwiftUI `ViewPager`: the strip tells it how selected it is, and it hands that to
/// its label through the environment.
@MainActor
final class HostingTab: HostingView, TabItemProgressProtocol {
    private var label: AnyView
    private var state = ViewPagerTabState()

    init(label: AnyView) {
        self.label = label
        super.init(rootView: AnyView(label.environment(\.viewPagerTab, state)), sizesToContent: true)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows a new label (the content closure may read state that changed).
    func show(_ label: AnyView) {
        self.label = label
        render()
    }

    func onSelected() {
        state.isSelected = true
        render()
    }

    func onNotSelected() {
        state.isSelected = false
        render()
    }

    func onSelectionProgress(_ progress: CGFloat) {
        state.emphasis = progress
        render()
    }

    private func render() {
        rootView = AnyView(label.environment(\.viewPagerTab, state))
    }

    /// The labels of the SwiftUI content, joined: what VoiceOver reads for the tab. The strip's
    /// cell is the accessibility element (a tab: "Tab 2 of 5", selected) and reads its view's
    /// label, which a hosting view does not have of its own. Written on the main actor at each
    /// layout while VoiceOver runs; read through the getter the SDK declares nonisolated, which
    /// UIKit calls on the main thread.
    nonisolated(unsafe) private var contentLabel: String?

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? contentLabel }
        set { super.accessibilityLabel = newValue }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard UIAccessibility.isVoiceOverRunning, let host = controller.view else { return }
        // The content as it is now (a new label, another selection), before its labels are read.
        host.layoutIfNeeded()
        let elements = host.accessibilityElements
            ?? (0..<max(0, host.accessibilityElementCount())).compactMap { host.accessibilityElement(at: $0) }
        let labels = elements.compactMap { ($0 as? NSObject)?.accessibilityLabel }.filter { !$0.isEmpty }
        contentLabel = labels.isEmpty ? nil : labels.joined(separator: ", ")
    }
}
#endif
