#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - State for wrappers

extension GridPageView {
    /// The pager's state (current page, number of pages, live progress): what a wrapper hands
    /// a `BehaviorBinding` with each of `onBehaviorReport`'s reports.
    public var pager: PagedGridBehavior { bridge.behavior }

    /// The core layout the grid shows now.
    public var gridLayout: PagedGridLayout { flowLayout.gridLayout }
}
#endif
