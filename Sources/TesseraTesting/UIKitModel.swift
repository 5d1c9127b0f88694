import Foundation
import TesseraCore

/// How the engine's fake UIKit does what UIKit leaves undocumented.
///
/// Where Apple documents neither the order of two callbacks nor a unit, `ScrollViewAdapter`
/// must be right under every plausible answer. The engine plays one answer per question
/// (`standard`, the likeliest); the scenario tests that matter run under all of them
/// (`allPlausible`).
public struct UIKitModel: Sendable, Hashable, CustomStringConvertible {
    /// Who UIKit asks first where a release should rest.
    public enum ReleaseOrder: Sendable, Hashable, CaseIterable {
        /// The layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`,
        /// then the delegate's `scrollViewWillEndDragging` with the layout's answer (what
        /// `UICollectionView` is observed to do).
        case layoutFirst
        /// The delegate, then the layout with the delegate's answer.
        case delegateFirst
    }

    /// The unit of the velocity UIKit passes the layout.
    public enum LayoutVelocityUnit: Sendable, Hashable, CaseIterable {
        /// Points per millisecond, as `scrollViewWillEndDragging` (what devices pass).
        case pointsPerMillisecond
        /// Points per second (what the documentation says).
        case pointsPerSecond
    }

    /// What UIKit does after a release whose target is the current offset (the adapter
    /// answers so when it plays the motion itself) but whose velocity is not zero.
    public enum StillRelease: Sendable, Hashable, CaseIterable {
        /// `didEndDragging(willDecelerate: false)`; nothing more.
        case rests
        /// `willDecelerate: true`, then `didEndDecelerating` on the next frame; stopping it
        /// with `setContentOffset` sends nothing.
        case deceleratesOneFrame
        /// `willDecelerate: true`; stopping it sends `didEndDecelerating` at once.
        case stopReportsEnd
    }

    /// When the touch observer hears the last finger lift, relative to the drag's end
    /// callbacks (gesture recognizers receive `touchesEnded` in no documented order).
    public enum TouchUpOrder: Sendable, Hashable, CaseIterable {
        case afterDragEnd, beforeDragEnd
    }

    public var releaseOrder: ReleaseOrder
    public var layoutVelocityUnit: LayoutVelocityUnit
    public var stillRelease: StillRelease
    public var touchUpOrder: TouchUpOrder

    /// Creates a model; the defaults are `standard`'s.
    public init(releaseOrder: ReleaseOrder = .layoutFirst, layoutVelocityUnit: LayoutVelocityUnit = .pointsPerMillisecond,
                stillRelease: StillRelease = .deceleratesOneFrame, touchUpOrder: TouchUpOrder = .afterDragEnd) {
        self.releaseOrder = releaseOrder
        self.layoutVelocityUnit = layoutVelocityUnit
        self.stillRelease = stillRelease
        self.touchUpOrder = touchUpOrder
    }

    /// The likeliest answers.
    public static let standard = UIKitModel()

    /// Every combination of plausible answers.
    public static var allPlausible: [UIKitModel] {
        ReleaseOrder.allCases.flatMap { order in
            LayoutVelocityUnit.allCases.flatMap { unit in
                StillRelease.allCases.flatMap { still in
                    TouchUpOrder.allCases.map { touch in
                        UIKitModel(releaseOrder: order, layoutVelocityUnit: unit, stillRelease: still, touchUpOrder: touch)
                    }
                }
            }
        }
    }

    public var description: String { "\(releaseOrder)/\(layoutVelocityUnit)/\(stillRelease)/\(touchUpOrder)" }
}
