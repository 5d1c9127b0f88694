import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Commands

extension PresentationBehavior {
    /// Switches to `presentation`, keeping `anchorItem` (by default the item at the top of the
    /// visible area; during another switch, that switch's anchor) where it is on screen.
    /// Animated, the switch plays for ``duration`` and reports ``Effect/switched(to:)`` at its
    /// end; otherwise at once. A switch in progress is taken over from the frames on screen.
    /// - Complexity: O(log n + items visible at either end), plus preparing `presentation`.
    public mutating func switchPresentation(to presentation: some Presentation, animated: Bool,
                                            anchorItem: ItemIndex? = nil, scroll: ScrollState,
                                            layout: PresentationLayout) -> [Effect] {
        let switching = layout.switching(to: presentation, contentOffset: scroll.contentOffset,
                                         anchor: anchor(named: anchorItem, scroll, layout))
        guard animated, Self.isPlayable(duration) else { return settle(switching, atTarget: true) }
        phase = .animating
        animation = ProgressAnimation(from: 0, to: 1, start: scroll.now, duration: duration, curve: timingCurve)
        return [request(switching)]
    }

    /// Begins an interactive switch to `presentation` at progress 0 (nothing moves yet),
    /// keeping `anchorItem` (the item under the pinch, say; by default the item at the top of
    /// the visible area) in place. An animated switch in progress first jumps to its end.
    public mutating func beginInteractiveSwitch(to presentation: some Presentation, anchorItem: ItemIndex? = nil,
                                                scroll: ScrollState, layout: PresentationLayout) -> [Effect] {
        // A switch in progress ends first, so a cancel returns to exactly a settled presentation.
        var effects = completeSwitch(scroll: scroll, layout: layout), base = layout, state = scroll
        if case .showLayout(let settled, let offset) = effects.first {
            base = settled
            state.contentOffset = offset
        }
        phase = .interactive
        effects.append(request(base.switching(to: presentation, contentOffset: state.contentOffset,
                                              anchor: anchor(named: anchorItem, state, base))))
        return effects
    }

    /// Out of sight (the view left the window, or the app the foreground), the switch in
    /// progress ends at once where it is going.
    public mutating func didSuspend(_ scroll: ScrollState, layout: PresentationLayout) -> [Effect] {
        completeSwitch(scroll: scroll, layout: layout)
    }

    /// Ends the switch in progress at once where it is going (an interactive one at its nearer
    /// end).
    mutating func completeSwitch(scroll: ScrollState, layout: PresentationLayout) -> [Effect] {
        guard let active = layout.activeSwitch else { return [] }
        return settle(layout, atTarget: animation?.endsAtTarget ?? (active.progress >= 0.5))
    }

    /// Moves the interactive switch to `progress` (0: where it began, 1: the new
    /// presentation; clamped to 0…1). Ignored without an interactive switch or for NaN.
    public mutating func updateInteractiveSwitch(progress: CGFloat, scroll: ScrollState,
                                                 layout: PresentationLayout) -> [Effect] {
        guard phase == .interactive, layout.isSwitching, !progress.isNaN else { return [] }
        return [request(layout.atProgress(progress))]
    }

    /// Completes the interactive switch: animated, over the part of ``duration`` that remains.
    public mutating func finishInteractiveSwitch(animated: Bool, scroll: ScrollState,
                                                 layout: PresentationLayout) -> [Effect] {
        endInteractiveSwitch(atTarget: true, animated: animated, scroll: scroll, layout: layout)
    }

    /// Returns to where the interactive switch began, exactly: the same frames and offset.
    public mutating func cancelInteractiveSwitch(animated: Bool, scroll: ScrollState,
                                                 layout: PresentationLayout) -> [Effect] {
        endInteractiveSwitch(atTarget: false, animated: animated, scroll: scroll, layout: layout)
    }

    /// The gesture driving the interactive switch ended with its progress changing at
    /// `progressVelocity` per second (NaN read as 0): the switch finishes, animated, if the
    /// progress carried on at that rate for 0.2 s reaches ½, and is cancelled otherwise.
    public mutating func endInteractiveSwitch(progressVelocity: CGFloat, scroll: ScrollState,
                                              layout: PresentationLayout) -> [Effect] {
        guard phase == .interactive, let progress = layout.switchProgress else { return [] }
        let velocity = progressVelocity.isNaN ? 0 : progressVelocity
        let finishes = progress + velocity * CGFloat(Self.projectionTime) >= 0.5
        return endInteractiveSwitch(atTarget: finishes, animated: true, scroll: scroll, layout: layout)
    }

    /// How far ahead the end of an interactive switch projects its velocity, in seconds: a
    /// quick pinch that covered a third of the way finishes, a slow one that went as far does
    /// not.
    static let projectionTime: TimeInterval = 0.2

    private mutating func endInteractiveSwitch(atTarget: Bool, animated: Bool, scroll: ScrollState,
                                               layout: PresentationLayout) -> [Effect] {
        guard phase == .interactive, let progress = layout.switchProgress else { return [] }
        let end: CGFloat = atTarget ? 1 : 0
        let time = duration * TimeInterval(abs(end - progress))
        guard animated, Self.isPlayable(time) else { return settle(layout, atTarget: atTarget) }
        phase = .animating
        animation = ProgressAnimation(from: progress, to: end, start: scroll.now, duration: time, curve: timingCurve)
        return []
    }

    /// Whether an animation of `duration` plays (an app's duration that is not positive and
    /// finite switches at once).
    private static func isPlayable(_ duration: TimeInterval) -> Bool { duration > 0 && duration.isFinite }
}
