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
    /// The pages on screen at the last `pagesDidMove(selected:onScreen:)`.
    public private(set) var pagesOnScreen: Set<Int> = []

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

    /// What a skin does after every move of the pages (and of a page's scroll view): the
    /// selection hands the header to its page, and each page that came on screen beside it
    /// since the last call is aligned (`alignment(forAppearing:)`). Returns the pages whose
    /// scroll views must be set, with the distance each is set to, before they are seen.
    public mutating func pagesDidMove(selected: Int, onScreen: Set<Int>) -> [(page: Int, distance: CGFloat)] {
        if selected != selectedPage { selectPage(selected) }
        var aligned: [(page: Int, distance: CGFloat)] = []
        for page in onScreen.subtracting(pagesOnScreen).sorted() where page != selectedPage {
            if let distance = alignment(forAppearing: page) { aligned.append((page, distance)) }
        }
        pagesOnScreen = onScreen
        return aligned
    }

    /// Page `page` has a new scroll view (a page created on demand, reloaded, or a view
    /// controller's view replaced), `distance` from its top: it is where it is, not where the
    /// old one was, unless it is already on screen beside the selected page, where it is
    /// aligned as a page coming on screen is. Returns the distance to set it to, or `nil`.
    public mutating func scrollViewAttached(_ page: Int, distance: CGFloat) -> CGFloat? {
        distances[page] = distance
        guard pagesOnScreen.contains(page), page != selectedPage else {
            if page == selectedPage { state = .following(distance: distance, in: configuration) }
            return nil
        }
        return alignment(forAppearing: page)
    }

    /// Pages moved (`PagerIndexMap`): remembered places follow their pages; removed pages forget.
    public mutating func apply(_ map: PagerIndexMap) {
        var moved: [Int: CGFloat] = [:]
        for (page, distance) in distances {
            if let new = map.newIndex(forOld: page) { moved[new] = distance }
        }
        distances = moved
        pagesOnScreen = Set(pagesOnScreen.compactMap(map.newIndex(forOld:)))
        selectedPage = map.newIndex(forOld: selectedPage) ?? 0
    }
}
