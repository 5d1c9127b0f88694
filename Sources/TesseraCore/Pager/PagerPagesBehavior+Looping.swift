import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Looping pages

extension PagerPagesBehavior {
    /// The pages rest on `page` outside the home cycle: move the content back by whole cycles,
    /// which shows the same page in the same cell (the layout is periodic), so nothing is
    /// reloaded and no page event is sent, and the offset never reaches the content's ends.
    /// An unanimated offset at rest, as the paged grid's loop does: UIKit is done with the
    /// motion when it reports the rest.
    mutating func recentre(on page: Int, layout: PagerPagesLayout) -> [Effect] {
        restingVirtualPage = page
        position = CGFloat(page)
        return [.scroll(to: layout.contentOffset(forPage: page), animated: false)]
    }
}
