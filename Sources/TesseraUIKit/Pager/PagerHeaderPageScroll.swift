#if canImport(UIKit)
import UIKit
import TesseraCore

/// One page's vertical scroll view under a `ViewPager`'s collapsing header: it adds the
/// header's and the strip's height to the scroll view's top inset (on top of the app's own),
/// observes its offset and insets, and reports its distance from its top. It decides nothing:
/// the `PagerHeaderCoordinator` does.
///
/// UIKit facts it is written against:
/// - KVO of `contentOffset` fires inside `layoutSubviews` (a table view placing its rows),
///   inside the pan's handler and inside our own `contentInset` / `contentOffset` writes.
///   Writes made here are flagged, and the report is made once they are done.
/// - `adjustedContentInset` has no documented KVO; it is read afresh at every offset report
///   (UIKit moves the offset of a scroll view at rest when it changes, which reports it) and at
///   the pager's layout passes (rotation, the safe area).
/// - A refreshing `UIRefreshControl` adds its height to `adjustedContentInset` (iOS 11 on):
///   `PagerHeaderRestingTop` leaves it out.
/// - A table view at rest at its top has `contentOffset.y == −adjustedContentInset.top`, so
///   its distance is 0 there, whatever the safe area and `contentInsetAdjustmentBehavior`.
@MainActor
final class PagerHeaderPageScroll {
    /// The page's scroll view (the page owns it).
    private(set) weak var scrollView: UIScrollView?
    /// The page it belongs to now (edits move it).
    var page: Int
    /// The view of the page the scroll view was found in (a new page view is looked at again).
    private(set) weak var pageView: UIView?
    /// Where the scroll view rests at its top, through refreshes.
    private var restingTop = PagerHeaderRestingTop()
    /// The app's own top and bottom insets and indicator inset: what the header's height (and a
    /// short page's room to pin the strip) is added to.
    private var appTopInset: PagerHeaderAppInset
    private var appTop: CGFloat { appTopInset.top }
    private var appBottom: CGFloat
    private let appIndicatorTop: CGFloat
    /// The height added to the top inset now, and to the bottom.
    private var added: CGFloat = 0
    private var addedBottom: CGFloat = 0
    /// The header's heights, for the room a short page needs to pin the strip.
    var configuration: PagerHeaderConfiguration?
    /// Whether a write of ours is under way (its KVO callbacks are not reports).
    private var isWriting = false
    private var observations: [NSKeyValueObservation] = []

    /// The scroll view moved (or its insets changed under it): report its distance.
    var onScroll: (PagerHeaderPageScroll) -> Void = { _ in }
    /// Someone else (the app, SwiftUI) set the top inset: the header's height must be added again.
    var onForeignInset: (PagerHeaderPageScroll) -> Void = { _ in }

    init(scrollView: UIScrollView, page: Int, pageView: UIView) {
        self.scrollView = scrollView
        self.page = page
        self.pageView = pageView
        appTopInset = PagerHeaderAppInset(top: scrollView.contentInset.top)
        appBottom = scrollView.contentInset.bottom
        appIndicatorTop = scrollView.verticalScrollIndicatorInsets.top
        // The handlers run where UIKit writes these, on the main thread, and report at once
        // (`runOnMainThread`): before the frame is drawn.
        observations = [
            scrollView.observe(\.contentOffset, options: []) { [weak self] _, _ in
                let page = self
                runOnMainThread { page?.offsetChanged() }
            },
            scrollView.observe(\.contentInset, options: []) { [weak self] _, _ in
                let page = self
                runOnMainThread { page?.insetChanged() }
            },
            // A table's rows arriving or going (inside its layout pass): a short page's room.
            scrollView.observe(\.contentSize, options: []) { [weak self] _, _ in
                let page = self
                runOnMainThread { page?.makeRoomToPin() }
            },
        ]
    }

    /// How far the scroll view is from where it rests at its top (a refresh control's inset
    /// left out).
    func distance() -> CGFloat {
        guard let scrollView else { return 0 }
        return scrollView.contentOffset.y + observeRestingTop(of: scrollView)
    }

    /// Whether the scroll view is still the page's: in `pageView`, in a window or not.
    func belongs(to view: UIView) -> Bool {
        guard let scrollView, view === pageView else { return false }
        return scrollView === view || scrollView.isDescendant(of: view)
    }

    // MARK: - Writing

    /// Sets the height added to the top inset, keeping the scroll view `distance` from its top.
    func setAddedTop(_ height: CGFloat, keeping distance: CGFloat) {
        guard let scrollView else { return }
        write {
            added = height
            var inset = scrollView.contentInset
            inset.top = appTop + height
            if scrollView.contentInset != inset { scrollView.contentInset = inset }
            moveWithoutReporting(scrollView, to: distance)
        }
        onScroll(self)
    }

    /// Sets the scroll view `distance` from its top (a page aligned as it comes on screen).
    func setDistance(_ distance: CGFloat) {
        guard let scrollView else { return }
        write { moveWithoutReporting(scrollView, to: distance) }
        onScroll(self)
    }

    /// A page too short to scroll the strip to its pin point gets the bottom inset it needs
    /// (`PagerHeaderConfiguration.bottomInsetToPin`), so it can hold the place it is aligned to.
    func makeRoomToPin() {
        guard let scrollView, let configuration, !isWriting else { return }
        let extra = configuration.bottomInsetToPin(contentHeight: scrollView.contentSize.height,
                                                   viewportHeight: scrollView.bounds.height,
                                                   restingTop: observeRestingTop(of: scrollView),
                                                   ownBottom: scrollView.adjustedContentInset.bottom - addedBottom)
        guard extra != addedBottom else { return }
        write {
            addedBottom = extra
            scrollView.contentInset.bottom = appBottom + extra
        }
    }

    /// The vertical indicator starts below the strip, wherever the strip is.
    func setIndicatorTop(_ top: CGFloat) {
        guard let scrollView else { return }
        let wanted = appIndicatorTop + top
        if scrollView.verticalScrollIndicatorInsets.top != wanted { scrollView.verticalScrollIndicatorInsets.top = wanted }
    }

    /// Gives the scroll view back as it was found (its insets the app's), its distance kept.
    func detach() {
        observations.forEach { $0.invalidate() }
        observations = []
        guard let scrollView else { return }
        let distance = self.distance()
        write {
            var inset = scrollView.contentInset
            inset.top = appTop
            inset.bottom = appBottom
            scrollView.contentInset = inset
            scrollView.verticalScrollIndicatorInsets.top = appIndicatorTop
            moveWithoutReporting(scrollView, to: distance)
        }
    }

    // MARK: - Observing

    private func offsetChanged() {
        guard !isWriting else { return }
        onScroll(self)
    }

    private func insetChanged() {
        guard !isWriting, let scrollView else { return }
        // An inset that is not the app's plus ours was set by someone else: it is their new own
        // inset, edge by edge (SwiftUI sets a hosted scroll view's insets as it lays out; an app
        // sets the bottom one for its keyboard and leaves the top, which then stays ours). A top
        // inset may also be ours plus theirs (a refresh library adds to the inset it reads and
        // later restores it): `PagerHeaderAppInset` tells which.
        let inset = scrollView.contentInset
        let topReplaced = inset.top != appTop + added, bottomReplaced = inset.bottom != appBottom + addedBottom
        if topReplaced { appTopInset.foreignTop(inset.top, added: added) }
        if bottomReplaced {
            appBottom = inset.bottom
            addedBottom = 0
        }
        if topReplaced || bottomReplaced {
            onForeignInset(self)
        } else {
            onScroll(self)
        }
    }

    private func write(_ body: () -> Void) {
        let outer = isWriting
        isWriting = true
        body()
        isWriting = outer
    }

    /// `setContentOffset(_:animated: false)` rather than the property: it also stops a
    /// deceleration the page had left (a page flung, then swiped away), which would otherwise
    /// carry on from the new offset.
    private func moveWithoutReporting(_ scrollView: UIScrollView, to distance: CGFloat) {
        let y = distance - observeRestingTop(of: scrollView)
        guard abs(scrollView.contentOffset.y - y) >= 0.25 else { return }
        UIView.performWithoutAnimation {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: y), animated: false)
        }
    }

    private func observeRestingTop(of scrollView: UIScrollView) -> CGFloat {
        #if os(tvOS)
        let isRefreshing = false
        #else
        let isRefreshing = scrollView.refreshControl?.isRefreshing ?? false
        #endif
        return restingTop.observe(adjustedTop: scrollView.adjustedContentInset.top, isRefreshing: isRefreshing)
    }
}
#endif
