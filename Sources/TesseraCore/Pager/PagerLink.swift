/// The view pager's routing between its pages (the leader) and its tab strip (the follower),
/// used alike by `LinkedEngines` in the tests and by `ViewPager` on the device.
///
///     pages                                  strip
///     .progress(p)      ───────────────▶     follow(progress: p)      indicator, offset
///     .settled(page)    ───────────────▶     pagesSettled(on: page)   selected tab
///     select(page:animated: true) ◀──────    .tabTapped(t), .selectionRequested(t)
///
/// Nothing the strip does in answer to the pages (its indicator, its programmatic scrolls)
/// is routed back: only a tap or an app's request reaches the pages.
public struct PagerLink: ScrollLink {
    /// Creates the link.
    public init() {}

    public func follower(for effect: PagerPagesBehavior.Effect) -> LinkedCall<PagerTabStripBehavior>? {
        switch effect {
        case .progress(let progress):
            LinkedCall { strip, scroll, layout in strip.follow(progress: progress, scroll: scroll, layout: layout) }
        case .settled(let page):
            LinkedCall { strip, scroll, layout in strip.pagesSettled(on: page, scroll: scroll, layout: layout) }
        case .scroll, .recenter, .page, .selectionChanged:
            nil
        }
    }

    public func leader(for effect: PagerTabStripBehavior.Effect) -> LinkedCall<PagerPagesBehavior>? {
        switch effect {
        case .tabTapped(let tab), .selectionRequested(let tab):
            LinkedCall { pages, scroll, layout in pages.select(page: tab, animated: true, scroll: scroll, layout: layout) }
        case .scroll, .indicator, .emphasis, .selectionChanged:
            nil
        }
    }
}
