#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TesseraCore
import TesseraUIKit

/// What the `viewPager…` modifiers set for the `ViewPager`s below them.
struct ViewPagerOptions {
    var tabSizing = TabbedView.SizeConfiguration.selfSizing(height: 44)
    var tabAlignment = PagerTabStripLayout.Alignment.leading
    var tabPadding: CGFloat = 12
    var indicator = PagerIndicatorStyle.underline()
    var indicatorColor: Color?
    var indicatorOverscroll = PagerIndicatorOverscroll.clamp
    var selectedTabPosition = PagerTabStripLayout.SelectedTabPosition.centered
    var loops = false
    var handsOverToEnclosingPager = true

    /// The strip configuration these options ask for on top of `base`, or `nil` if they are
    /// invalid (a negative height or padding): the strip then keeps the configuration it has.
    func stripConfiguration(from base: PagerTabStripLayout.Configuration) -> PagerTabStripLayout.Configuration? {
        var configuration = base
        configuration.size = tabSizing
        configuration.alignment = tabAlignment
        configuration.tabPadding = tabPadding
        configuration.indicator = indicator
        configuration.indicatorOverscroll = indicatorOverscroll
        configuration.selectedTabPosition = selectedTabPosition
        return (try? configuration.validate()) == nil ? nil : configuration
    }

    /// Whether `other` asks for the same strip: a `.custom` indicator by where it is drawn (its
    /// frame closure goes through a `ClosureRelay`, so a new closure needs no new configuration).
    func matches(_ other: ViewPagerOptions) -> Bool {
        tabSizing == other.tabSizing && tabAlignment == other.tabAlignment && tabPadding == other.tabPadding
            && indicator.hasSameShape(as: other.indicator) && indicatorColor == other.indicatorColor
            && indicatorOverscroll == other.indicatorOverscroll && selectedTabPosition == other.selectedTabPosition
            && loops == other.loops && handsOverToEnclosingPager == other.handsOverToEnclosingPager
    }
}

private struct ViewPagerOptionsKey: EnvironmentKey {
    static var defaultValue: ViewPagerOptions { ViewPagerOptions() }
}

extension EnvironmentValues {
    var viewPagerOptions: ViewPagerOptions {
        get { self[ViewPagerOptionsKey.self] }
        set { self[ViewPagerOptionsKey.self] = newValue }
    }
}

extension View {
    /// What marks the selected tab of the `ViewPager`s in this view: an underline, a capsule
    /// behind the label, none, or your own frame. Defaults to a 2 pt `.underline()` in the
    /// tint colour.
    /// - Parameters:
    ///   - style: The indicator's shape.
    ///   - color: Its colour. Defaults to `nil`: the tint colour.
    ///   - overscroll: What it does while the pages bounce past either end. Defaults to `.clamp`.
    public func viewPagerIndicator(_ style: PagerIndicatorStyle, color: Color? = nil,
                                   overscroll: PagerIndicatorOverscroll = .clamp) -> some View {
        transformEnvironment(\.viewPagerOptions) {
            $0.indicator = style
            $0.indicatorColor = color
            $0.indicatorOverscroll = overscroll
        }
    }

    /// How wide and tall the tabs of the `ViewPager`s in this view are: `.fillEqually(height:spacing:)`,
    /// `.fixed(width:height:spacing:)` or `.selfSizing(height:spacing:estimatedWidth:)`; the
    /// strip is as tall as the tabs and scrolls when they overflow it. Invalid values (a
    /// negative height) leave the strip as it was. Defaults to `.selfSizing(height: 44)`.
    public func viewPagerTabSizing(_ sizing: TabbedView.SizeConfiguration) -> some View {
        transformEnvironment(\.viewPagerOptions) { $0.tabSizing = sizing }
    }

    /// Where tabs that do not fill the strip sit, and space on each side of a tab's label (a
    /// self-sizing tab is its label plus twice the padding). Defaults to `.leading`, 12 pt.
    /// - Parameters:
    ///   - alignment: `.leading`, `.centered`, or `.fill` (stretched to fill the strip).
    ///   - padding: Points on each side of a label. Defaults to 12.
    public func viewPagerTabAlignment(_ alignment: PagerTabStripLayout.Alignment, padding: CGFloat = 12) -> some View {
        transformEnvironment(\.viewPagerOptions) {
            $0.tabAlignment = alignment
            $0.tabPadding = padding
        }
    }

    /// How the strip of the `ViewPager`s in this view scrolls to keep the selected tab visible:
    /// `.centered` or `.minimal`. Defaults to `.centered`.
    public func viewPagerSelectedTabPosition(_ position: PagerTabStripLayout.SelectedTabPosition) -> some View {
        transformEnvironment(\.viewPagerOptions) { $0.selectedTabPosition = position }
    }

    /// Whether the `ViewPager`s in this view, inside a page of another `ViewPager`, hand the
    /// pan over to it at their first and last page (the same pan then turns the outer pager).
    /// `false` keeps every pan in the inner pager. Defaults to `true`.
    public func viewPagerHandsOverToEnclosingPager(_ handsOver: Bool) -> some View {
        transformEnvironment(\.viewPagerOptions) { $0.handsOverToEnclosingPager = handsOver }
    }
}
#endif
