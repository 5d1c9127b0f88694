import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The behaviour of a collection that switches presentations on the fly — list, grid, mosaic,
/// waterfall, or an app's own — keeping the user's place.
///
/// Every switch holds an anchor item (by default the one at the top of the visible area, see
/// ``PresentationAnchor``; or one the app names, such as the item under a pinch) at the same
/// distance from the top of the visible area, or as near as the new content's ends allow.
///
/// - **Animated switches** run on the adapter's clock: each `tick` asks for the layout at the
///   eased progress.
/// - **Interactive switches** take a progress from 0 to 1 (a pinch) and end by finishing or
///   cancelling; cancelled, every frame and the offset are exactly the starting ones again.
/// - A switch begun during another starts from the frames on screen, with the same anchor.
/// - A touch during an animated switch ends it where it was going, so the finger drags the
///   new presentation. Switching during a fling stops the fling first.
/// - A rotation or a reload during a switch retargets it; without a switch, they keep the
///   anchor too.
///
/// The switcher asks for layouts with ``Effect/showLayout(_:contentOffset:)``, which the adapter
/// carries out as `ScrollViewAdapter.setLayout(_:contentOffset:animated:_:)`.
public struct PresentationBehavior: ScrollBehavior {
    /// What the switcher reports or asks for.
    public enum Effect: Sendable {
        /// Show this layout with the content at this offset, in one layout pass.
        case showLayout(PresentationLayout, contentOffset: CGPoint)
        /// Move the content without animation (a rotation or a reload kept the anchor).
        case scroll(to: CGPoint)
        /// A switch ended at its target: this presentation shows now.
        case switched(to: PresentationKind)
        /// A switch was cancelled: this presentation shows again.
        case switchCancelled(back: PresentationKind)
        /// The user tapped an item.
        case itemSelected(ItemIndex)
    }

    /// A `showLayout` is a layout for the adapter to show.
    public static func layoutChange(for effect: Effect) -> LayoutChange<PresentationLayout>? {
        guard case .showLayout(let layout, let contentOffset) = effect else { return nil }
        return LayoutChange(layout: layout, contentOffset: contentOffset)
    }

    /// What the switcher is doing.
    public enum Phase: Sendable, Hashable {
        /// No switch is in progress.
        case idle
        /// A switch plays on the clock (an animated switch, or the end of an interactive one).
        case animating
        /// A switch follows the progress it is given.
        case interactive
    }

    /// How long an animated switch takes, in seconds (an interactive one's end: the part that
    /// remains); not positive and finite, switches are at once. Defaults to 0.35.
    public var duration: TimeInterval
    /// The pace of an animated switch. Defaults to `.easeInOut`.
    public var timingCurve: TimingCurve
    /// What the switcher is doing now.
    public internal(set) var phase: Phase = .idle
    /// The item keeping the user's place: the default anchor as last seen while scrolling, or
    /// the last switch's anchor while the content has not moved since (so switching back
    /// without scrolling returns exactly); `nil` when nothing is visible.
    public internal(set) var anchor: PresentationAnchor?

    var animation: ProgressAnimation?
    /// The context `anchor` was measured in: a scroll in another context (the scroll view
    /// clamping its offset during a relayout) does not move the anchor.
    var anchorContext: LayoutContext?
    /// The offset `anchor` holds at: a scroll elsewhere measures it again.
    var anchorOffset: CGPoint?
    /// The number of the next layout the switcher asks for (`PresentationLayout.revision`).
    var nextRevision = 1
    /// A switch's next layout, asked for each frame without allocating.
    var frameEffects = ReusedAnswer<Effect>()

    /// Creates a switcher.
    public init(duration: TimeInterval = 0.35, timingCurve: TimingCurve = .easeInOut) {
        self.duration = duration
        self.timingCurve = timingCurve
    }

    public static func command(for effect: Effect) -> ScrollCommand? {
        if case .scroll(let offset) = effect { return .setContentOffset(offset, animated: false) }
        return nil
    }

    // MARK: - ScrollBehavior

    public func clockSchedule(_ scroll: ScrollState, layout: PresentationLayout) -> ClockSchedule {
        animation == nil ? .none : .everyFrame
    }

    public mutating func tick(_ scroll: ScrollState, layout: PresentationLayout) -> [Effect] {
        guard let playing = animation else { return [] }
        guard layout.isSwitching else {
            animation = nil
            phase = .idle
            return []
        }
        if playing.isFinished(at: scroll.now) { return settle(layout, atTarget: playing.endsAtTarget) }
        return frameEffects.just(request(layout.atProgress(playing.progress(at: scroll.now))))
    }

    public mutating func didTouchDown(_ scroll: ScrollState, layout: PresentationLayout) -> [Effect] {
        finishAnimationForTouch(layout)
    }

    public mutating func willBeginDragging(_ scroll: ScrollState, layout: PresentationLayout) -> [Effect] {
        finishAnimationForTouch(layout)
    }

    public mutating func didScroll(_ scroll: ScrollState, layout: PresentationLayout) -> [Effect] {
        if !layout.isSwitching && anchorContext == layout.context && !holdsAnchor(scroll) {
            measureAnchor(at: scroll.contentOffset, layout)
        }
        return []
    }

    /// A rotation or a reload keeps the user's place: during a switch, the retargeted switch's
    /// offset; otherwise the anchor last seen, at the same distance from the top. (A reload
    /// while the content moves lets the motion go on, as UIKit does.) The switcher's own
    /// layout changes and new insets (UIKit scrolls for those itself) only update the anchor.
    public mutating func layoutDidChange(_ scroll: ScrollState, layout: PresentationLayout,
                                         reason: LayoutChangeReason) -> [Effect] {
        // A layout asked for before the last one (each request is carried out in order, and
        // a command can ask twice: end the running switch, then begin the next) is already
        // superseded: only the last one says where things stand.
        if layout.revision > 0, layout.revision < nextRevision - 1 { return [] }
        if !layout.isSwitching && phase != .idle {
            // Someone else replaced the layout: nothing is switching any more.
            animation = nil
            phase = .idle
        }
        // New insets are UIKit's to scroll for (a refresh control, bars hiding): the switcher
        // only re-measures its anchor where the content now is.
        guard reason != .invalidation && reason != .insetsChange else {
            if !layout.isSwitching && (anchorContext != layout.context || !holdsAnchor(scroll)) {
                measureAnchor(at: scroll.contentOffset, layout)
            }
            return []
        }
        let wanted: CGPoint?
        if let offset = layout.switchContentOffset {
            wanted = offset
        } else if let anchor, scroll.isIdle || reason == .viewportResize {
            wanted = anchor.contentOffset(in: layout, fallback: scroll.contentOffset)
        } else {
            wanted = nil
        }
        if !layout.isSwitching {
            // The same anchor stays while it exists, so rotating back and forth returns exactly.
            if let anchor, let wanted, layout.item(at: anchor.index) != nil {
                anchorContext = layout.context
                anchorOffset = wanted
            } else {
                measureAnchor(at: wanted ?? scroll.contentOffset, layout)
            }
        }
        guard let wanted, !scroll.isShowing(wanted) else { return [] }
        return [.scroll(to: wanted)]
    }

    public mutating func didSelectItem(at index: ItemIndex, scroll: ScrollState,
                                       layout: PresentationLayout) -> [Effect] {
        [.itemSelected(index)]
    }

    // MARK: - Helpers

    /// Numbers `layout` and asks for it at `contentOffset` (its switch's offset by default).
    mutating func request(_ layout: PresentationLayout, contentOffset: CGPoint? = nil) -> Effect {
        var numbered = layout
        numbered.revision = nextRevision
        nextRevision += 1
        return .showLayout(numbered, contentOffset: contentOffset ?? layout.switchContentOffset ?? .zero)
    }

    /// Ends the switch in progress at its target or back at its source.
    mutating func settle(_ layout: PresentationLayout, atTarget: Bool) -> [Effect] {
        animation = nil
        phase = .idle
        let (settled, offset) = layout.settled(atTarget: atTarget)
        guard let offset else { return [] }
        // The switch's anchor stays the user's place until the content moves.
        anchor = layout.activeSwitch?.transition.anchor
        anchorContext = settled.context
        anchorOffset = offset
        return [request(settled, contentOffset: offset),
                atTarget ? .switched(to: settled.kind) : .switchCancelled(back: settled.kind)]
    }

    private mutating func finishAnimationForTouch(_ layout: PresentationLayout) -> [Effect] {
        guard phase == .animating, let playing = animation else { return [] }
        return settle(layout, atTarget: playing.endsAtTarget)
    }

    private mutating func measureAnchor(at offset: CGPoint, _ layout: PresentationLayout) {
        anchor = PresentationAnchor.defaultAnchor(in: layout, at: offset)
        anchorContext = layout.context
        anchorOffset = offset
    }

    /// Whether the content is where `anchor` was taken.
    func holdsAnchor(_ scroll: ScrollState) -> Bool {
        anchorOffset.map { scroll.isShowing($0) } ?? false
    }

    /// The anchor a switch begun now keeps: the one the app names, else the one held at this
    /// offset (`nil`: the switch in progress's, or the default one).
    func anchor(named item: ItemIndex?, _ scroll: ScrollState, _ layout: PresentationLayout) -> PresentationAnchor? {
        if let item { return PresentationAnchor.named(item, in: layout, contentOffset: scroll.contentOffset) }
        guard !layout.isSwitching, anchorContext == layout.context, holdsAnchor(scroll) else { return nil }
        return anchor
    }
}

/// A switch's progress moving from one value to another on the clock.
struct ProgressAnimation: Sendable, Hashable {
    var from: CGFloat
    var to: CGFloat
    var start: TimeInterval
    var duration: TimeInterval
    var curve: TimingCurve

    /// Whether it ends at the target (progress 1) rather than back at the source.
    var endsAtTarget: Bool { to >= 1 }

    /// `duration` is above 0 (a switch with none settles at once).
    func progress(at time: TimeInterval) -> CGFloat {
        let fraction = CGFloat(min(max((time - start) / duration, 0), 1))
        return from + (to - from) * curve.progress(at: fraction)
    }

    func isFinished(at time: TimeInterval) -> Bool {
        time - start >= duration - 1e-9
    }
}
