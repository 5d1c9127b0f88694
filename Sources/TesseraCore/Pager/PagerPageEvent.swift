/// What happens to one page of a view pager: it is created or dropped (lazy pages), or its
/// appearance changes (what a page view controller hears as `viewWillAppear` and friends).
///
/// The skin carries each event out and decides nothing: `load` asks the data source for the
/// page (and `addChild`s it), `willAppear` / `willDisappear` are `beginAppearanceTransition`,
/// `didAppear` / `didDisappear` are `endAppearanceTransition()`, `unload` drops the page
/// (`removeFromParent`), `reindex` renames the pages the skin holds after an edit.
public enum PagerPageEvent: Sendable, Hashable {
    /// Create page `index` (it is about to be on screen or next to it).
    case load(Int)
    /// Drop page `index` (always after it disappeared).
    case unload(Int)
    /// Page `index` starts to appear.
    case willAppear(Int, animated: Bool)
    /// Page `index` finished appearing.
    case didAppear(Int)
    /// Page `index` starts to disappear.
    case willDisappear(Int, animated: Bool)
    /// Page `index` finished disappearing.
    case didDisappear(Int)
    /// The pages were edited: every page held under an old index is now under
    /// `map.newIndex(forOld:)` (removed pages were unloaded just before).
    case reindex(PagerIndexMap)

    /// The page the event is about (`nil` for `reindex`).
    var page: Int? {
        switch self {
        case .load(let page), .unload(let page), .willAppear(let page, _), .didAppear(let page),
             .willDisappear(let page, _), .didDisappear(let page):
            page
        case .reindex:
            nil
        }
    }
}

/// Where the view pager itself is in its appearance: its host view controller's own
/// `viewWillAppear` … `viewDidDisappear`, forwarded. Pages appear only inside a visible host.
public enum PagerHostAppearance: Sendable, Hashable {
    /// Off screen (after `viewDidDisappear`, or never shown).
    case hidden
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// On screen (after `viewDidAppear`).
    case visible
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing
}
