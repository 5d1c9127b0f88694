/// Where the view pager itself is in its appearance: its host view controller's own
/// `viewWillAppear` … `viewDidDisappear`, forwarded. Pages appear only inside a visible host.
public enum PagerHostAppearance: Sendable, Hashable {
    /// Off screen (after `viewDidDisappear`, or never shown).
    case hidden
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// On screen (after `viewDidAppear`).
    case visible
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing
}
