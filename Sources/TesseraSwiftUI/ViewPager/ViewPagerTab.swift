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
/// its label through the environment. It measures itself where it is (`TabItemMeasuring`), and
/// asks the strip to measure it again when its label or its selection changes (a bolder
/// selected label, a new badge), never on the emphasis of a drag (every frame).
@MainActor
final class HostingTab: HostingView, TabItemMeasuring, TabItemProgressProtocol {
    /// The label's root for a state (the coordinator's: the label, its identity, the
    /// environment around the pager).
    private var label: (ViewPagerTabState) -> AnyView
    private var state = ViewPagerTabState()
    /// The strip the tab is in, told when the tab needs measuring again.
    weak var strip: TabbedView?
    /// What the label was built from (`HostingRevisions`).
    var stamp: Any?

    init(label: @escaping (ViewPagerTabState) -> AnyView) {
        self.label = label
        super.init(rootView: label(ViewPagerTabState()), sizesToContent: true)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows a new label (the content closure may read state that changed).
    func show(_ label: @escaping (ViewPagerTabState) -> AnyView) {
        self.label = label
        render(remeasure: true)
    }

    func onSelected() {
        state.isSelected = true
        render(remeasure: true)
    }

    func onNotSelected() {
        state.isSelected = false
        render(remeasure: true)
    }

    func onSelectionProgress(_ progress: CGFloat) {
        state.emphasis = progress
        render(remeasure: false)
    }

    private func render(remeasure: Bool) {
        rootView = label(state)
        if remeasure { strip?.setNeedsMeasure(self) }
    }

    // MARK: - VoiceOver

    /// The labels of the SwiftUI content, joined: what VoiceOver reads for the tab. The strip's
    /// cell is the accessibility element (a tab: "Tab 2 of 5", selected) and reads its view's
    /// label, which a hosting view does not have of its own. Read when asked (the label as it
    /// is now), on the main thread, through the getter the SDK declares nonisolated.
    override var accessibilityLabel: String? {
        get {
            let own = super.accessibilityLabel
            return own ?? onMainThread(otherwise: own) { HostedAccessibility(of: controller.view).label }
        }
        set { super.accessibilityLabel = newValue }
    }
}

/// The view of one `ViewPager` page: its own `UIHostingController`, kept by the coordinator for
/// the page's identity (`HostedPages`), so the page's SwiftUI state and scroll offset live as
/// long as the page is in the data. The pager moves it between its reused cells.
@MainActor
final class HostedPageView: HostingView {
    /// What the page's content was built from (`HostingRevisions`).
    var stamp: Any?
    /// Called as the page enters a window, before its controller joins the view controllers:
    /// content that went stale off screen is brought up to date then.
    var willEnterWindow: (() -> Void)?

    override func willMove(toWindow newWindow: UIWindow?) {
        if newWindow != nil { willEnterWindow?() }
        super.willMove(toWindow: newWindow)
    }
}
#endif
