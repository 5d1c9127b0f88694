#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - State for wrappers

extension PagedView {
    /// The pages' state (selected page, progress, destination): what a wrapper hands a
    /// `BehaviorBinding` with each of `onBehaviorReport`'s reports.
    public var pager: PagerPagesBehavior { bridge.behavior }

    /// The core layout the pages show now.
    public var pagerLayout: PagerPagesLayout { pagesLayout.pagesLayout }
}
#endif
