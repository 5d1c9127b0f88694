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
/// A change the component makes itself (a reload, a new configuration, a jump) begins with
/// `layoutWillChange(for:)` instead, then the same pass and `layoutPassDidEnd()`.
///
///     idle ──layoutPassWillBegin (viewport changed)──▶ pending(reason) ──pass──▶ didEnd: layoutDidChange(reason)
///     idle ──layoutPassWillBegin (same viewport)─────▶ idle ─────────────pass──▶ didEnd: nothing,
///                                                      or .invalidation if the behaviour needsToFollow the layout
///     idle ──layoutWillChange(for: reason)───────────▶ pending(reason) ──pass──▶ didEnd: layoutDidChange(reason)
extension ScrollViewHost {
    /// A layout pass begins: whether the viewport changed (`ScrollViewAdapter.viewportChange`,
    /// a new size or new insets), and if it did, the layout is invalidated so the pass
    /// prepares it for the new viewport.
    public mutating func layoutPassWillBegin() {
        guard performance.pendingLayoutChange == nil,
              let reason = adapter.viewportChange(scrollState) else { return }
        layoutWillChange(for: reason)
    }

    /// The component changes its layout (a reload, a configuration, a jump): the layout is
    /// invalidated, and the pass that follows ends with the behaviour hearing `reason`.
    public mutating func layoutWillChange(for reason: LayoutChangeReason) {
        adapter.layoutWillChange()
        performance.pendingLayoutChange = reason
        invalidateLayout()
    }

    /// The pass has prepared the layout and placed the cells: the behaviour hears why the
    /// layout changed (or that it was rebuilt behind its back, `ScrollBehavior.needsToFollow`)
    /// and places the content. A pass with nothing new ends here.
    public mutating func layoutPassDidEnd() {
        let layout = currentLayout
        var reason = performance.pendingLayoutChange
        performance.pendingLayoutChange = nil
        if reason == nil, adapter.behavior.needsToFollow(layout) {
            adapter.layoutWillChange()
            reason = .invalidation
        }
        guard let reason else { return }
        perform(adapter.layoutDidChange(scrollState, layout: layout, reason: reason))
    }
}
