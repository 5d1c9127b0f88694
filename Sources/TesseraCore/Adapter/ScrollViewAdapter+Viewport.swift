import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The viewport a layout was last prepared for: the scroll view's size and its adjusted
/// content insets.
struct LaidOutViewport: Sendable, Equatable {
    var size: CGSize
    var insets: EdgeInsets

    init(_ scrollView: ScrollState) {
        size = scrollView.viewportSize
        insets = scrollView.contentInsets
    }
}

// MARK: - Has the viewport changed?

extension ScrollViewAdapter {
    /// The scroll view laid out (`layoutSubviews`, `scrollViewDidChangeAdjustedContentInset`):
    /// whether the layout must be prepared again, and why. The one rule for every component.
    ///
    /// - A new size (a rotation, split view, the first layout) is `.viewportResize`: the
    ///   behaviour decides where the content belongs in it.
    /// - New insets at the same size are `.insetsChange`. UIKit changes `adjustedContentInset`
    ///   on its own, under a finger and in its own animations: a refresh control pulled past
    ///   its threshold and later `endRefreshing()`, `hidesBarsOnSwipe`, a search bar, a
    ///   keyboard in a collection view controller. It keeps or animates the offset itself,
    ///   so a behaviour that scrolled there would fight it (a list jumping once at the pull
    ///   and again at the end of refreshing).
    /// - Otherwise `nil`: nothing to prepare.
    ///
    /// The answer is noted at once: a layout pass the relayout itself causes asks again and
    /// hears `nil`, so it cannot recurse.
    public mutating func viewportChange(_ scrollView: ScrollState) -> LayoutChangeReason? {
        let now = LaidOutViewport(scrollView)
        defer { laidOutViewport = now }
        guard let laidOut = laidOutViewport, laidOut.size == now.size else { return .viewportResize }
        return laidOut.insets == now.insets ? nil : .insetsChange
    }
}
