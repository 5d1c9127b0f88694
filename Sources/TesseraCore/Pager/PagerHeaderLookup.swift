import Foundation

/// Whether a skin looks for a page's vertical scroll view again after a layout pass found none.
///
/// A SwiftUI page has no scroll view until SwiftUI has laid it out (after the pager's pass), so
/// the skin looks again once the pass is done. But a page may have none at all (a static page,
/// an app answering `nil`): looking again for ever would keep the main thread busy with a layout
/// pass every frame. The rule: an explicit "none" (the app's provider, or a
/// `PagerHeaderScrollable` answering `nil`) is never looked for again; a page where nothing was
/// found is looked for again at most `maximumRetries` times, counted afresh when pages load,
/// unload or move (`pagesChanged()`), which is when a scroll view can arrive.
///
///     var lookup = PagerHeaderLookup()
///     lookup.lookAgain(after: .notFound, page: 2)      // true (three times, then false)
///     lookup.lookAgain(after: .explicitlyNone, page: 3) // false
public struct PagerHeaderLookup: Sendable, Hashable {
    /// What a search of one page's view found.
    public enum Outcome: Sendable, Hashable {
        /// A scroll view.
        case found
        /// The app said the page has none.
        case explicitlyNone
        /// None yet (it may be made later, as SwiftUI's is).
        case notFound
    }

    /// How many times a page where nothing was found is looked for again.
    public static let maximumRetries = 3

    /// Retries used, by page.
    private var retries: [Int: Int] = [:]

    public init() {}

    /// A search of page `page` ended with `outcome`: whether to look again after this pass.
    public mutating func lookAgain(after outcome: Outcome, page: Int) -> Bool {
        switch outcome {
        case .found, .explicitlyNone:
            retries[page] = nil
            return false
        case .notFound:
            let used = retries[page] ?? 0
            guard used < Self.maximumRetries else { return false }
            retries[page] = used + 1
            return true
        }
    }

    /// Pages loaded, unloaded or moved: each page may be looked for again.
    public mutating func pagesChanged() {
        retries = [:]
    }
}
