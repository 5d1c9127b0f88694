#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - State for wrappers

extension InfiniteGridView {
    /// The scroller's state (the centre tile as last reported): what a wrapper hands a
    /// `BehaviorBinding` with each of `onBehaviorReport`'s reports.
    public var scroller: InfiniteGridBehavior { bridge.behavior }
}
#endif
