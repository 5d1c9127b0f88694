import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A headless collection that switches presentations: the engine driving a
/// ``PresentationLayout`` with a ``PresentationSwitcher``, as `PresentationCollectionView` does
/// in UIKit.
public typealias PresentationEngine = CollectionEngine<PresentationSwitcher>

// MARK: - Presentation conveniences

extension CollectionEngine where Behavior == PresentationSwitcher {
    /// Creates an engine showing `presentation` in a viewport of `viewportSize`.
    public init(presentation: some Presentation, switcher: PresentationSwitcher = PresentationSwitcher(),
                viewportSize: CGSize, sectionItemCounts: [Int],
                configuration: ScrollConfiguration = ScrollConfiguration(alwaysBounceVertical: true),
                layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 2,
                uikit: UIKitModel = .standard) {
        self.init(layout: PresentationLayout(presentation), behavior: switcher, viewportSize: viewportSize,
                  sectionItemCounts: sectionItemCounts, configuration: configuration, layoutDirection: layoutDirection,
                  displayScale: displayScale, uikit: uikit)
    }

    /// Switches to `presentation` keeping the user's place (see
    /// ``PresentationSwitcher/switchPresentation(to:animated:anchorItem:scroll:layout:)``).
    public mutating func setPresentation(_ presentation: some Presentation, animated: Bool,
                                         anchorItem: ItemIndex? = nil) {
        send { $0.switchPresentation(to: presentation, animated: animated, anchorItem: anchorItem, scroll: $1, layout: $2) }
        showRequestedLayout()
    }

    /// Begins an interactive switch to `presentation` (a pinch began).
    public mutating func beginInteractiveSwitch(to presentation: some Presentation, anchorItem: ItemIndex? = nil) {
        send { $0.beginInteractiveSwitch(to: presentation, anchorItem: anchorItem, scroll: $1, layout: $2) }
        showRequestedLayout()
    }

    /// Moves the interactive switch to `progress` (the pinch changed).
    public mutating func updateInteractiveSwitch(progress: CGFloat) {
        send { $0.updateInteractiveSwitch(progress: progress, scroll: $1, layout: $2) }
        showRequestedLayout()
    }

    /// Completes the interactive switch.
    public mutating func finishInteractiveSwitch(animated: Bool) {
        send { $0.finishInteractiveSwitch(animated: animated, scroll: $1, layout: $2) }
        showRequestedLayout()
    }

    /// Returns to where the interactive switch began.
    public mutating func cancelInteractiveSwitch(animated: Bool) {
        send { $0.cancelInteractiveSwitch(animated: animated, scroll: $1, layout: $2) }
        showRequestedLayout()
    }

    /// The pinch ended: finish or cancel by its progress and velocity.
    public mutating func endInteractiveSwitch(progressVelocity: CGFloat) {
        send { $0.endInteractiveSwitch(progressVelocity: progressVelocity, scroll: $1, layout: $2) }
        showRequestedLayout()
    }

    /// Shows the layout the switcher asked for last, if the engine does not show it yet,
    /// through `setLayout` (a fling stops first): what `PresentationCollectionView` does with
    /// each ``PresentationSwitcher/Effect/showLayout(_:)`` as it comes.
    ///
    /// The adapter turns a behaviour's scroll requests into commands, but has no way yet to turn
    /// a request for a layout into `setLayout`; until it has, the component carries it out. Call
    /// this after whatever can make the switcher ask: the commands above do, and so do
    /// ``advancePresentation(by:)`` and ``runUntilSettled(frameRate:limit:)``; after a touch or a
    /// drag during an animated switch (which ends it), call it yourself.
    public mutating func showRequestedLayout() {
        guard let request = behavior.lastRequest, request.layout.revision != layout.revision else { return }
        setLayout(request.layout) { _, _ in request.contentOffset }
    }

    /// Advances the clock by `interval` and shows the frame the switcher asked for.
    public mutating func advancePresentation(by interval: TimeInterval) {
        advance(by: interval)
        showRequestedLayout()
    }

    /// Advances frame by frame at `frameRate`, showing each frame of a switch, until neither a
    /// switch nor any motion is in progress or `limit` seconds pass; returns the frames shown.
    @discardableResult
    public mutating func runUntilSettled(frameRate: Double = 60, limit: TimeInterval = 10) -> Int {
        let end = now + limit
        var frames = 0
        while (isMoving || behavior.phase == .animating) && now < end {
            advancePresentation(by: 1 / frameRate)
            frames += 1
        }
        return frames
    }

    /// Every ``PresentationSwitcher/Effect/switched(to:)`` reported, in order.
    public var completedSwitches: [PresentationKind] {
        effects.compactMap { if case .switched(let kind) = $0 { kind } else { nil } }
    }
}
