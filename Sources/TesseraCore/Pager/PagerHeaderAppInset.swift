import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The app's own top inset of a page's scroll view, under the height the header adds to it.
///
/// When someone else sets the top inset, the skin must tell what they meant by it. Two kinds of
/// writer exist: one that sets an absolute inset knowing nothing of the header's (SwiftUI laying
/// out, an app setting its inset), and one that reads the inset, adds to it and later restores
/// what it read (pull-to-refresh libraries such as MJRefresh; `UIRefreshControl` up to iOS 12).
/// The rule takes whichever reading is nearer the app's inset as last known: the new inset less
/// the header's height (a writer that kept it) if that is not negative, else the new inset. A
/// restore of an inset seen before (the app's inset before the last foreign write, plus the
/// header's height) is always read as keeping the header's height, whatever the sizes.
///
///     var app = PagerHeaderAppInset(top: 0)
///     app.foreignTop(354, added: 300)   // 54: a refresh header added its height to ours
///     app.foreignTop(300, added: 300)   // 0: it restored what it read
///     app.foreignTop(20, added: 300)    // 20: an absolute inset
public struct PagerHeaderAppInset: Sendable, Hashable {
    /// The app's own top inset now.
    public private(set) var top: CGFloat
    /// The app's top inset before the last foreign write.
    public private(set) var previous: CGFloat

    public init(top: CGFloat) {
        self.top = top
        previous = top
    }

    /// Someone else set the top inset to `inset` while the header's height `added` was in it:
    /// the app's own top inset from now on.
    @discardableResult
    public mutating func foreignTop(_ inset: CGFloat, added: CGFloat) -> CGFloat {
        let relative = inset - added
        let restores = relative == previous
        let nearer = relative >= 0 && abs(relative - top) < abs(inset - top)
        previous = top
        top = restores || nearer ? relative : inset
        return top
    }
}
