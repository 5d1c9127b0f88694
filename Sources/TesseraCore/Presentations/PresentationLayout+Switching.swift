import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Steps of a switch

extension PresentationLayout {
    /// This layout beginning a switch to `target` (prepared here for this layout's context)
    /// from what it shows at `contentOffset` (brought into the domain, `Limits.point`), at
    /// progress 0, where every frame is the one on screen now. The switch keeps `anchorItem`,
    /// or the default anchor (``PresentationAnchor``), at the same distance from the top of the
    /// visible area. During another switch, that one is frozen where it is and becomes the
    /// source, and its anchor stays the anchor unless `anchorItem` names another.
    /// - Complexity: O(log n + items visible at either end).
    public func switching(to target: some Presentation, contentOffset: CGPoint,
                          anchorItem: ItemIndex? = nil) -> PresentationLayout {
        let contentOffset = Limits.point(contentOffset)
        let named = anchorItem.flatMap { PresentationAnchor(item: $0, in: self, contentOffset: contentOffset) }
        return switching(to: target, contentOffset: contentOffset, anchor: named)
    }

    /// Like ``switching(to:contentOffset:anchorItem:)`` at an offset in the domain, keeping
    /// `anchor` — an item and the distance from the top of the visible area it is to have at the
    /// end — or, without it, the anchor of the switch in progress or the default one.
    /// - Complexity: O(log n + items visible at either end).
    func switching(to target: some Presentation, contentOffset: CGPoint,
                          anchor: PresentationAnchor?) -> PresentationLayout {
        var prepared = AnyPresentation(target)
        prepared.prepare(in: context)
        let kept = anchor ?? activeSwitch?.transition.anchor
        let transition = PresentationTransition(from: self, to: prepared, contentOffset: contentOffset, anchor: kept)
        let depth = activeSwitch.map { $0.depth + 1 } ?? 0
        // Past the limit the frozen frames are dropped for the previous target: only items
        // visible at neither end of the new switch ask the source.
        let source = activeSwitch == nil || depth > Switch.maximumDepth ? shown : AnyPresentation(self)
        var layout = PresentationLayout(prepared)
        layout.activeSwitch = Switch(source: source, transition: transition, progress: 0,
                                     depth: depth > Switch.maximumDepth ? 0 : depth)
        layout.revision = revision
        return layout
    }

    /// This layout with the switch in progress at `progress`, clamped to 0…1 (NaN is 0);
    /// unchanged without a switch.
    public func atProgress(_ progress: CGFloat) -> PresentationLayout {
        guard var active = activeSwitch else { return self }
        var layout = self
        active.progress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        layout.activeSwitch = active
        return layout
    }

    /// The content offset that goes with this layout: during a switch, the one at its progress
    /// (keeping the anchor in place); `nil` without a switch.
    public var switchContentOffset: CGPoint? { activeSwitch?.contentOffset }

    /// The switch in progress ended: at the target (`atTarget`), the new presentation and the
    /// offset that keeps the anchor; at the source, exactly the frames and the offset it began
    /// with. Without a switch, this layout and `nil`.
    public func settled(atTarget: Bool) -> (layout: PresentationLayout, contentOffset: CGPoint?) {
        guard let active = activeSwitch else { return (self, nil) }
        var layout: PresentationLayout
        if atTarget {
            layout = PresentationLayout(shown)
        } else if let frozen = active.source.base as? PresentationLayout {
            layout = frozen
        } else {
            layout = PresentationLayout(active.source)
        }
        layout.revision = revision
        return (layout, active.transition.finalContentOffset(isCancelled: !atTarget))
    }
}
