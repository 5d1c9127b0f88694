#if canImport(UIKit)
import UIKit
import TesseraCore

// MARK: - Switching

extension PresentationCollectionView {
    /// Switches to `presentation`, keeping `anchorItem` (by default the item at the top of the
    /// visible area) where it is on screen. Animated, the switch takes ``switchDuration`` and
    /// `presentationView(_:didSwitchTo:)` follows at its end; otherwise at once. A fling
    /// stops first; a switch in progress is taken over from the frames on screen.
    public func setPresentation(_ presentation: any Presentation, animated: Bool, anchorItem: IndexPath? = nil) {
        // A held item is put back before the layout changes under UIKit's interactive movement.
        reorder.cancel(.layoutChanged)
        let anchor = anchorItem.map(ItemIndex.init)
        bridge.send { $0.switchPresentation(to: presentation, animated: animated, anchorItem: anchor, scroll: $1, layout: $2) }
    }

    /// Begins an interactive switch to `presentation` (a pinch began), keeping `anchorItem`
    /// (the item under the fingers, say) in place. Nothing moves until the progress does.
    public func beginInteractiveSwitch(to presentation: any Presentation, anchorItem: IndexPath? = nil) {
        reorder.cancel(.layoutChanged)
        let anchor = anchorItem.map(ItemIndex.init)
        bridge.send { $0.beginInteractiveSwitch(to: presentation, anchorItem: anchor, scroll: $1, layout: $2) }
    }

    /// Moves the interactive switch to `progress`, from 0 (where it began) to 1 (the new
    /// presentation). `PresentationPinch` turns a pinch's scale into this progress.
    public func updateInteractiveSwitch(progress: CGFloat) {
        bridge.send { $0.updateInteractiveSwitch(progress: progress, scroll: $1, layout: $2) }
    }

    /// The gesture ended: the switch finishes or is cancelled by its progress and
    /// `progressVelocity` (progress per second; `PresentationPinch.progressVelocity(forScale:velocity:)`).
    public func endInteractiveSwitch(progressVelocity: CGFloat) {
        bridge.send { $0.endInteractiveSwitch(progressVelocity: progressVelocity, scroll: $1, layout: $2) }
    }

    /// Completes the interactive switch.
    public func finishInteractiveSwitch(animated: Bool) {
        bridge.send { $0.finishInteractiveSwitch(animated: animated, scroll: $1, layout: $2) }
    }

    /// Returns exactly to where the interactive switch began (a cancelled gesture).
    public func cancelInteractiveSwitch(animated: Bool) {
        bridge.send { $0.cancelInteractiveSwitch(animated: animated, scroll: $1, layout: $2) }
    }
}
#endif
