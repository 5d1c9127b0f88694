import Foundation
import TesseraCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Inset changes UIKit makes on its own

extension CollectionEngine {
    /// A `UIRefreshControl` starting to refresh (pulled past its threshold under a finger,
    /// or `beginRefreshing()`): UIKit adds the control's height to the top of the adjusted
    /// content insets and leaves the offset where the finger holds it.
    public mutating func beginRefreshing(controlHeight: CGFloat = 60) {
        isRefreshing = true
        refreshControlHeight = controlHeight
        updateConfiguration { $0.contentInsets.top += controlHeight }
    }

    /// `UIRefreshControl.endRefreshing()`: UIKit takes the control's height back off the
    /// insets and, at rest, brings the offset back into the content (an animation whose
    /// model value the delegate sees at once: one `didScroll`).
    public mutating func endRefreshing(controlHeight: CGFloat = 60) {
        isRefreshing = false
        updateConfiguration { $0.contentInsets.top -= controlHeight }
    }
}
