import Foundation

/// A layout pass, as every host runs it: the one place that decides whether the layout is
/// prepared again and what the behaviour hears about it.
///
/// A host brackets each pass of its collection view (the view's own `layoutSubviews`, or a
/// container's `layoutIfNeeded` of it) with two calls, and has nothing to decide:
///
///     bridge.layoutPassWillBegin()   // a new viewport? then invalidate
///     super.layoutSubviews()          // UIKit prepares the layout and places the cells
///     bridge.layoutPassDidEnd()      // the behaviour hears why, and places the content
///
/// A change the component makes itself (a reload, a new configuration, new tab widths) calls
/// `layoutWillChange(for:)` before the pass.
///
///     idle ──layoutPassWillBegin, viewport changed──▶ pending(reason) ──pass──▶ didEnd: layoutDidChange(reason)
///     idle ──layoutPassWillBegin, same viewport─────▶ idle ────────────pass──▶ didEnd: nothing, or .invalidation
///                                                                               if the behaviour needsToFollow
///     idle ──layoutWillChange(for: reason)──────────▶ pending(reason) ──pass──▶ didEnd: layoutDidChange(reason)
///     pending(a) ──layoutWillChange(for: b), or a new viewport──▶ pending(a ∪ b)
///
/// A change while one is pending joins it (a reload from a callback UIKit sends inside the
/// pass, as `scrollViewDidScroll` for the offset the layout's target moved): the behaviour
/// hears one change, for the weightier reason, and the adapter's own-command depth rises and
/// falls once.
extension ScrollViewHost {
    /// A layout pass begins: whether the viewport changed (`ScrollViewAdapter.viewportChange`,
    /// a new size or new insets, noted at once), and if it did, the layout is invalidated so
    /// the pass prepares it for the new viewport. Returns that change, for what must end
    /// before UIKit lays the items out again (a held item of a reorder,
    /// `ReorderSession.layoutDidChange(reason:)`).
    @discardableResult
    public mutating func layoutPassWillBegin() -> LayoutChangeReason? {
        guard let reason = adapter.viewportChange(scrollState) else { return nil }
        layoutWillChange(for: reason)
        return reason
    }

    /// The component changes its layout (a reload, a configuration, a jump): the layout is
    /// invalidated, and the pass that follows ends with the behaviour hearing `reason` (joined
    /// with a change already pending).
    public mutating func layoutWillChange(for reason: LayoutChangeReason) {
        if let pending = performance.pendingLayoutChange {
            performance.pendingLayoutChange = pending.joined(with: reason)
        } else {
            adapter.layoutWillChange()
            performance.pendingLayoutChange = reason
        }
        invalidateLayout()
    }

    /// The pass has prepared the layout and placed the cells: the behaviour hears why the
    /// layout changed (or that it was rebuilt behind its back, `ScrollBehavior.needsToFollow`)
    /// and places the content. Returns the reason it heard, if any; a pass with nothing new
    /// ends here.
    @discardableResult
    public mutating func layoutPassDidEnd() -> LayoutChangeReason? {
        let layout = currentLayout
        var reason = performance.pendingLayoutChange
        performance.pendingLayoutChange = nil
        if reason == nil, adapter.behavior.needsToFollow(layout) {
            adapter.layoutWillChange()
            reason = .invalidation
        }
        guard let reason else { return nil }
        perform(adapter.layoutDidChange(scrollState, layout: layout, reason: reason))
        return reason
    }
}

extension LayoutChangeReason {
    /// Two changes heard as one: a new viewport outweighs a reload, which outweighs an
    /// invalidation, which outweighs new insets alone (which ask the behaviour for nothing:
    /// UIKit keeps the offset).
    func joined(with other: LayoutChangeReason) -> LayoutChangeReason {
        weight >= other.weight ? self : other
    }

    private var weight: Int {
        switch self {
        case .viewportResize: 3
        case .reload: 2
        case .invalidation: 1
        case .insetsChange: 0
        }
    }
}
