import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A header above a pager's tab strip that collapses as a page's content scrolls up, until
/// the strip pins, and expands (and stretches, pulled further) as it scrolls back down.
///
/// **One scroll view per page, extended under the header.** Each page's vertical scroll view
/// gets `topInset` more content inset at the top (the header's expanded height and the
/// strip's), so its content starts below the strip and can scroll up under both. How far the
/// page has scrolled from where it rests at its top, `distance = contentOffset.y + top`
/// (`top`: the adjusted top inset without a refresh control's, which UIKit adds while
/// refreshing and which must not move the header), is all the header needs:
///
///     collapse = clamp(distance, 0, collapsibleHeight)     the header moves up by this
///     stretch  = max(0, −distance)  (if `stretches`)         pulled past the top: taller
///     pinned   ⇔ collapse == collapsibleHeight               the strip sits under the safe area
///
/// So the page's own UIKit physics does the rest, as one scroll view would: a fling that
/// starts in the content decelerates on into the header's range and expands it, and each page
/// keeps its own offset. A page's refresh control works where it always does, between the
/// strip and the page's content, with `stretches` off (a stretching header would cover it).
///
/// **Changing pages keeps the header still** (`PagerHeaderCoordinator.alignment(forAppearing:)`).
/// The incoming page's offset is adjusted, not the header: while the header is partly
/// collapsed, the page appears scrolled by exactly the collapse (its top under the strip, as
/// the page leaving shows); once the header is pinned, the page keeps its own place if it
/// was scrolled at least that far, else it is brought to the pin point. The header following
/// the incoming page instead would jump at every swipe between a page scrolled to its top and
/// one scrolled far, which is what users of the anchors' workarounds report.
public struct PagerHeaderConfiguration: Sendable, Hashable {
    /// The header's height when expanded, in points.
    public let expandedHeight: CGFloat
    /// How much of the header stays when collapsed (0: all of it goes).
    public let collapsedHeight: CGFloat
    /// Whether pulling a page down past its top makes the header taller.
    public let stretches: Bool

    /// - Throws: `ConfigurationError` for a height that is not a length, or a collapsed height
    ///   above the expanded one.
    public init(expandedHeight: CGFloat, collapsedHeight: CGFloat = 0, stretches: Bool = true) throws {
        try Validate.length(expandedHeight, "expandedHeight")
        try Validate.length(collapsedHeight, "collapsedHeight", maximum: expandedHeight)
        self.expandedHeight = expandedHeight
        self.collapsedHeight = collapsedHeight
        self.stretches = stretches
    }

    /// How far the header moves up before the strip pins.
    public var collapsibleHeight: CGFloat { expandedHeight - collapsedHeight }

    /// The extra top inset each page's scroll view needs: the header's expanded height and
    /// the strip's.
    public func topInset(stripHeight: CGFloat) -> CGFloat { expandedHeight + stripHeight }
}

/// Where the header is: what a skin lays out.
public struct PagerHeaderState: Sendable, Hashable {
    /// How far the header has moved up, 0 (expanded) … `collapsibleHeight` (pinned).
    public var collapse: CGFloat
    /// How much taller than expanded the header is (a page pulled past its top).
    public var stretch: CGFloat
    /// Whether the strip is pinned (the header fully collapsed).
    public var isPinned: Bool

    /// Expanded, at rest.
    public static let expanded = PagerHeaderState(collapse: 0, stretch: 0, isPinned: false)

    /// The header's height on screen: expanded, less the collapse, plus the stretch.
    public func visibleHeight(in configuration: PagerHeaderConfiguration) -> CGFloat {
        configuration.expandedHeight - collapse + stretch
    }

    /// The strip's top, below the safe area's top (the header's visible height).
    public func stripTop(in configuration: PagerHeaderConfiguration) -> CGFloat {
        visibleHeight(in: configuration)
    }

    /// The header state for a page scrolled `distance` points from its top.
    static func following(distance: CGFloat, in configuration: PagerHeaderConfiguration) -> PagerHeaderState {
        let collapse = min(max(distance, 0), configuration.collapsibleHeight)
        return PagerHeaderState(collapse: collapse, stretch: configuration.stretches ? max(0, -distance) : 0,
                                isPinned: collapse >= configuration.collapsibleHeight)
    }
}
