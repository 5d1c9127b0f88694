import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Keeps a pager's collapsing header in step with its pages' vertical scroll views
/// (`PagerHeaderConfiguration` explains the model).
///
/// Inputs, each what the skin reads off UIKit: a page's scroll view scrolled
/// (`pageDidScroll`, from KVO of its `contentOffset`), a page starting to appear
/// (`alignment(forAppearing:)`, when a swipe or a selection brings it on screen), the selected
/// page changed (`selectPage`). Output: the header's state, and for an appearing page the
/// distance its scroll view should be set to.
///
///     var header = PagerHeaderCoordinator(configuration: try .init(expandedHeight: 220))
///     header.pageDidScroll(0, distance: 120)        // header.state.collapse == 120
///     header.alignment(forAppearing: 1)             // 120: page 1 shows its top under the strip
public struct PagerHeaderCoordinator: Sendable {
    /// The header's heights.
    public var configuration: PagerHeaderConfiguration {
        didSet { state = .following(distance: distance(of: selectedPage), in: configuration) }
    }
    /// The header now.
    public private(set) var state = PagerHeaderState.expanded
    /// The page whose scroll view drives the header.
    public private(set) var selectedPage = 0
    /// Each page's distance from its top, as last reported (a page never reported is at its top).
    private var distances: [Int: CGFloat] = [:]

    public init(configuration: PagerHeaderConfiguration) {
        self.configuration = configuration
    }

    /// How far page `page` is scrolled from its top, as last reported.
    public func distance(of page: Int) -> CGFloat { distances[page] ?? 0 }

    /// Page `page`'s scroll view moved: `distance = contentOffset.y + adjustedContentInset.top`.
    /// Returns the new header state if the page drives the header (the selected one), `nil`
    /// for a page that only remembers its place.
    @discardableResult
    public mutating func pageDidScroll(_ page: Int, distance: CGFloat) -> PagerHeaderState? {
        distances[page] = distance
        guard page == selectedPage else { return nil }
        state = .following(distance: distance, in: configuration)
        return state
    }

    /// Page `page` starts to appear beside the selected one: the distance its scroll view
    /// should be set to so the header stays where it is, or `nil` to leave it. Partly
    /// collapsed, the page appears scrolled by the collapse; pinned, it keeps a place beyond
    /// the pin point and is brought to the pin point otherwise.
    public mutating func alignment(forAppearing page: Int) -> CGFloat? {
        let own = distance(of: page)
        let collapse = state.collapse
        let wanted = state.isPinned ? max(own, collapse) : collapse
        guard wanted != own else { return nil }
        distances[page] = wanted
        return wanted
    }

    /// The selected page changed (a swipe settled, a tab tapped): it drives the header from
    /// now on, from where it is.
    public mutating func selectPage(_ page: Int) {
        selectedPage = page
        state = .following(distance: distance(of: page), in: configuration)
    }

    /// Pages moved (`PagerIndexMap`): remembered places follow their pages; removed pages forget.
    public mutating func apply(_ map: PagerIndexMap) {
        var moved: [Int: CGFloat] = [:]
        for (page, distance) in distances {
            if let new = map.newIndex(forOld: page) { moved[new] = distance }
        }
        distances = moved
        selectedPage = map.newIndex(forOld: selectedPage) ?? 0
    }
}
