import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Where the skin puts the header, the strip and the pages' scroll indicators

extension PagerHeaderState {
    /// The header view's top, from the safe area's top: it slides up by the collapse (a
    /// stretch grows it downward, its top staying put).
    ///
    ///     safe area top ─┬───────────── header top = −collapse
    ///                    │  header       height = expandedHeight + stretch
    ///                    ├───────────── strip top = visibleHeight
    ///                    │  strip
    public func headerTop(in configuration: PagerHeaderConfiguration) -> CGFloat { -collapse }

    /// The header view's height: expanded, plus the stretch (a collapse moves it, it does not
    /// squash it, so its content slides under the strip rather than being re-laid out every frame).
    public func headerHeight(in configuration: PagerHeaderConfiguration) -> CGFloat {
        configuration.expandedHeight + stretch
    }

    /// A page's vertical scroll indicator's top inset (on top of the app's own): the indicator
    /// runs from just below the strip, wherever the strip is now.
    public func scrollIndicatorTop(in configuration: PagerHeaderConfiguration, stripHeight: CGFloat) -> CGFloat {
        max(0, stripTop(in: configuration)) + stripHeight
    }

    /// The top safe-area inset a page without a vertical scroll view is given (on top of the
    /// safe area's), so its content starts below the strip wherever the strip is now.
    public func pageSafeAreaTop(in configuration: PagerHeaderConfiguration, stripHeight: CGFloat) -> CGFloat {
        max(0, stripTop(in: configuration)) + stripHeight
    }

    /// Whether the header is hidden from VoiceOver: pinned with no collapsed height, it is
    /// clipped out of sight, and VoiceOver would otherwise still reach it.
    public func hidesHeaderFromAccessibility(in configuration: PagerHeaderConfiguration) -> Bool {
        isPinned && configuration.collapsedHeight == 0
    }
}

// MARK: - Where a page rests at its top

/// Where a page's scroll view rests at its top, read off UIKit's adjusted top inset, without
/// a refresh control's: `distance = contentOffset.y + restingTop`.
///
/// UIKit (iOS 11 on) adds a refreshing `UIRefreshControl`'s height to `adjustedContentInset`
/// and takes it off again after `endRefreshing()`; that height must not move the header.
/// UIKit documents neither whether the inset changes before or after `isRefreshing` does nor
/// whether it leaves at once or with the end animation, so the rule holds under each order:
/// while refreshing, the resting top never grows (an inset that arrives is the control's); once
/// refreshing ended, it keeps its value until the adjusted top is back down to it (the
/// control's inset has gone), then follows the adjusted top again (the safe area, the app's
/// own inset, the header's height changing with Dynamic Type).
public struct PagerHeaderRestingTop: Sendable, Hashable {
    /// Where the page rests at its top, as last worked out (`nil` before the first report).
    public private(set) var value: CGFloat?
    /// Whether a refresh control's inset may be in the adjusted top.
    public private(set) var holdsRefreshInset = false

    public init() {}

    /// The scroll view reports its adjusted top inset and whether its refresh control is
    /// refreshing: where it rests at its top now.
    @discardableResult
    public mutating func observe(adjustedTop: CGFloat, isRefreshing: Bool) -> CGFloat {
        let top = Limits.coordinate(adjustedTop)
        guard let resting = value else {
            // First seen refreshing (the app began before the header was attached): the control's
            // inset cannot be told apart; it is taken as the page's until refreshing ends.
            value = top
            holdsRefreshInset = isRefreshing
            return top
        }
        if isRefreshing {
            holdsRefreshInset = true
            value = min(resting, top)
        } else if holdsRefreshInset {
            if top <= resting {
                holdsRefreshInset = false
                value = top
            }
        } else {
            value = top
        }
        return value ?? top
    }
}

// MARK: - Room to pin the strip

extension PagerHeaderConfiguration {
    /// The bottom inset a page's scroll view needs on top of its own so it can scroll far enough
    /// to pin the strip: a short page (two replies) could otherwise not hold the place a page
    /// coming on screen is aligned to, and the header would jump back the moment it is touched.
    ///
    ///     reach = contentHeight + ownBottom − viewportHeight + restingTop   the distance at the bottom
    ///     extra = max(0, collapsibleHeight − reach)
    ///
    /// - Parameters:
    ///   - contentHeight: the scroll view's `contentSize.height`.
    ///   - viewportHeight: its `bounds.height`.
    ///   - restingTop: where it rests at its top (`PagerHeaderRestingTop`).
    ///   - ownBottom: its adjusted bottom inset without this extra.
    public func bottomInsetToPin(contentHeight: CGFloat, viewportHeight: CGFloat, restingTop: CGFloat,
                                 ownBottom: CGFloat) -> CGFloat {
        let reach = Limits.length(contentHeight) + Limits.coordinate(ownBottom) - Limits.length(viewportHeight)
            + Limits.coordinate(restingTop)
        return max(0, collapsibleHeight - reach)
    }
}
