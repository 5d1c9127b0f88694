import Foundation
import TesseraCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A headless collection that switches presentations: the engine driving a
/// ``PresentationLayout`` with a ``PresentationBehavior``, as `PresentationCollectionView` does
/// in UIKit.
public typealias PresentationEngine = CollectionEngine<PresentationBehavior>

// MARK: - Presentation conveniences

extension CollectionEngine where Behavior == PresentationBehavior {
    /// Creates an engine showing `presentation` in a viewport of `viewportSize`.
    public init(presentation: any Presentation, switcher: PresentationBehavior = PresentationBehavior(),
                viewportSize: CGSize, sectionItemCounts: [Int],
                configuration: ScrollConfiguration = ScrollConfiguration(alwaysBounceVertical: true),
                layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 2,
                uikit: UIKitModel = .standard) {
        self.init(layout: PresentationLayout(presentation), behavior: switcher, viewportSize: viewportSize,
                  sectionItemCounts: sectionItemCounts, configuration: configuration, layoutDirection: layoutDirection,
                  displayScale: displayScale, uikit: uikit)
    }

    /// Switches to `presentation` keeping the user's place (see
    /// ``PresentationBehavior/switchPresentation(to:animated:anchorItem:scroll:layout:)``).
    public mutating func setPresentation(_ presentation: any Presentation, animated: Bool,
                                         anchorItem: ItemIndex? = nil) {
        send { $0.switchPresentation(to: presentation, animated: animated, anchorItem: anchorItem, scroll: $1, layout: $2) }
    }

    /// Begins an interactive switch to `presentation` (a pinch began).
    public mutating func beginInteractiveSwitch(to presentation: any Presentation, anchorItem: ItemIndex? = nil) {
        send { $0.beginInteractiveSwitch(to: presentation, anchorItem: anchorItem, scroll: $1, layout: $2) }
    }

    /// Moves the interactive switch to `progress` (the pinch changed).
    public mutating func updateInteractiveSwitch(progress: CGFloat) {
        send { $0.updateInteractiveSwitch(progress: progress, scroll: $1, layout: $2) }
    }

    /// Completes the interactive switch.
    public mutating func finishInteractiveSwitch(animated: Bool) {
        send { $0.finishInteractiveSwitch(animated: animated, scroll: $1, layout: $2) }
    }

    /// Returns to where the interactive switch began.
    public mutating func cancelInteractiveSwitch(animated: Bool) {
        send { $0.cancelInteractiveSwitch(animated: animated, scroll: $1, layout: $2) }
    }

    /// The pinch ended: finish or cancel by its progress and velocity.
    public mutating func endInteractiveSwitch(progressVelocity: CGFloat) {
        send { $0.endInteractiveSwitch(progressVelocity: progressVelocity, scroll: $1, layout: $2) }
    }

    /// Advances frame by frame at `frameRate` until neither a switch nor any motion is in
    /// progress or `limit` seconds pass; returns the frames shown. (`runUntilIdle` stops when
    /// the scroll view rests, which a switch playing on the clock does not change.)
    @discardableResult
    public mutating func runUntilSettled(frameRate: Double = 60, limit: TimeInterval = 10) -> Int {
        // Frames, not an end time: at a clock of 10³⁰⁰ s, `now + limit` is `now`.
        let maximum = limit * frameRate
        var frames = 0
        while (isMoving || behavior.phase == .animating) && Double(frames) < maximum {
            advance(by: 1 / frameRate)
            frames += 1
        }
        return frames
    }

    /// Every ``PresentationBehavior/Effect/switched(to:)`` reported, in order.
    public var completedSwitches: [PresentationKind] {
        effects.compactMap { if case .switched(let kind) = $0 { kind } else { nil } }
    }
}

// MARK: - Pinned section headers and footers

extension CollectionEngine where Behavior == PresentationBehavior {
    /// Where the skin pins headers and footers (`PresentationLayout.pinningArea`): the bounds
    /// inset by the adjusted content insets, less a refreshing control's height.
    public var visibleArea: CGRect {
        PresentationLayout.pinningArea(bounds: uikitState.visibleRect, adjustedContentInsets: configuration.contentInsets,
                                       refreshingControlHeight: isRefreshing ? refreshControlHeight : 0)
    }

    /// What the collection view shows for its bounds now as the skin answers it: the visible
    /// cells, headers and footers, pinned when the presentation pins them (the skin asks for
    /// pinned items only then, as here).
    public var pinnedVisibleItems: [LayoutItem] {
        guard layout.pinsSectionHeaders || layout.pinsSectionFooters else { return layout.items(in: uikitState.visibleRect) }
        return layout.items(in: uikitState.visibleRect, pinningTo: visibleArea)
    }
}
