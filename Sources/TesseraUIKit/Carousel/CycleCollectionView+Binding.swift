#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - State for wrappers

extension CycleCollectionView {
    /// The pager's state (current item, stops, auto-scroll): what a wrapper hands a
    /// `BehaviorBinding` with each of `onBehaviorReport`'s reports.
    public var pager: CarouselBehavior { bridge.behavior }
}
#endif
