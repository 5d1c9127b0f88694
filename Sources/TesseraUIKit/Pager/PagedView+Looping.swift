#if canImport(UIKit)
import UIKit
import TesseraCore

extension PagedView {
    /// Whether the pages loop: after the last page the first, before the first the last, with
    /// no multiplied pages and nothing reloaded at the wrap (`PagerPagesLayout.loops`). Only
    /// two pages or more loop. `selectedIndex`, `didMoveToPage(index:)`, the page control and
    /// VoiceOver ("Page 1 of 5" after page 5) count the data's pages; `moveToPage(at:)` goes
    /// the shortest way round. Setting it keeps the selected page. Defaults to `false`.
    public var loops: Bool {
        get { pagesLayout.loops }
        set {
            guard newValue != pagesLayout.loops else { return }
            pagesLayout.loops = newValue
            relayout(.invalidation)
        }
    }
}
#endif
