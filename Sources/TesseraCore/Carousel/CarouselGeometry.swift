import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A carousel's configuration, context and all derived from them, computed in `prepare(in:)`
/// and shared by the layout's copies (through `Shared`), which stay a few words.
///
/// Main-axis coordinates are *unmirrored*: they grow in reading order (towards higher virtual
/// indices); the layout mirrors on the way in and out for right-to-left.
///
///     viewport:  | ins |<---------- band ---------->| ins |
///                           anchor (centred) ^
///     content (loop):  0 ........ home = margin ........ 2 · margin + viewport
///
/// A loop's content is twice `loopMargin` plus a viewport long and rests around its middle;
/// recentred once the offset strays `recenterThreshold` from home, it never meets an edge.
struct CarouselGeometry: Sendable {
    /// The least `loopMargin`: 2¹⁸ pt.
    static let minimumLoopMargin: CGFloat = 262_144

    let configuration: CarouselLayout.Configuration
    let context: LayoutContext
    let axis: Axis
    /// Nothing to show: no items, no room, or an invalid configuration.
    let isEmpty: Bool
    let isLooping: Bool
    let items: CarouselItems
    /// The stops of item paging (one per item): what transforms measure progress in.
    let itemStops: CarouselStops
    /// The stops releases rest on (items, or screenfuls).
    let stops: CarouselStops
    let viewportMain: CGFloat, viewportCross: CGFloat
    /// Where a resting stop's anchor sits in the viewport, from its leading edge.
    let viewportAnchor: CGFloat
    let crossBandStart: CGFloat, crossBandLength: CGFloat
    /// Where item 0 starts in a carousel that does not loop.
    let leadingPadding: CGFloat
    let contentMain: CGFloat
    /// How far beyond the viewport queries look for items a transform pulls in (and how much
    /// further per point a rectangle reaches beyond the viewport).
    let reachBefore: CGFloat, reachAfter: CGFloat
    var reachGrowth: CGFloat { configuration.transform.reachGrowth }
    /// How many index-path slots visible virtual indices fold into.
    let slotCount: Int
    /// How far from the slot window's centre a query rectangle may reach and still lie inside
    /// the window without locating it; how far from it any item the window holds can be.
    let windowReach: CGFloat, windowSpan: CGFloat
    /// How far a query looks beyond its rectangle (`PixelGrid.searchSlack` at the content's end).
    let querySlack: CGFloat
    /// How far the offset may stray from `home` before the behaviour recentres it.
    let recenterThreshold: CGFloat
    /// Half a loop's range: room for any fling between recentrings.
    var loopMargin: CGFloat { max(Self.minimumLoopMargin, 2 * recenterThreshold) }
    /// The unmirrored offset a loop is recentred to (0 otherwise), and as a content offset.
    var home: CGFloat { isLooping ? loopMargin : 0 }
    let homeOffset: CGPoint
    /// The start content inset (the visible area is at `contentOffset + inset`), the bounds'
    /// length (insets included), and the one cross-axis offset the carousel rests at.
    let mainInsetStart: CGFloat
    var boundsMain: CGFloat { axis.main(context.viewportSize) }
    var crossOffset: CGFloat { -context.contentInsets.start(along: axis.cross) }
    var isRightToLeft: Bool { context.layoutDirection.isRightToLeft }
    /// Horizontal and right-to-left: main-axis positions are mirrored.
    let mirrorsMain: Bool
    var pixels: PixelGrid { context.pixelGrid }
    var isIdentityTransform: Bool { configuration.transform.isIdentity }

    /// - Complexity: O(1) for uniform item sizes; O(n) for per-item sizes.
    init(configuration: CarouselLayout.Configuration, context: LayoutContext) {
        self.configuration = configuration
        self.context = context
        // Behind the gate the configuration is valid: an invalid one lays out nothing, and
        // nothing is derived from its values.
        let isValid = configuration.isValid, c = isValid ? configuration : .standard
        axis = c.axis
        let count = context.itemCount
        let visible = context.visibleContentSize
        viewportMain = axis.main(visible)
        viewportCross = axis.cross.main(visible)
        let bandMain = viewportMain - c.insets.total(along: axis)
        crossBandStart = c.insets.start(along: axis.cross)
        crossBandLength = viewportCross - c.insets.total(along: axis.cross)
        let perItem: Bool
        if case .perItem = c.itemSizing { perItem = true } else { perItem = false }
        isEmpty = !isValid || count == 0 || bandMain <= 0 || crossBandLength <= 0
            || (perItem && count > Limits.tableItemCount)
        isLooping = !isEmpty && c.isInfinite && (count >= 2 || c.loopsSingleItem)
        let centered = c.alignment == .centered
        viewportAnchor = c.insets.start(along: axis) + (centered ? max(0, bandMain) / 2 : 0)
        mirrorsMain = axis == .horizontal && context.layoutDirection.isRightToLeft

        items = isEmpty ? .empty : CarouselItems(c, count: count, band: (bandMain, crossBandLength))
        itemStops = .items(items, centered: centered)
        stops = c.paging == .screenful ? .screenfuls(items, length: bandMain, centered: centered) : itemStops

        let reach = c.transform.reach(viewportLength: viewportMain, anchor: viewportAnchor,
                                      maximumStride: items.maximumStride)
        (reachBefore, reachAfter) = (reach.before, reach.after)
        let covered = viewportMain + reachBefore + reachAfter
        (slotCount, windowReach) = Self.slots(covering: covered, viewport: viewportMain, stride: items.minimumStride)
        recenterThreshold = max(covered, 1)
        let margin = max(Self.minimumLoopMargin, 2 * recenterThreshold), home = isLooping ? margin : 0
        (leadingPadding, contentMain) = Self.contentExtent(c, items, isEmpty: isEmpty, isLooping: isLooping,
                                                           viewport: viewportMain, anchor: viewportAnchor, margin: margin)
        windowSpan = CGFloat(slotCount + 2) * items.maximumStride + reachBefore + reachAfter
        querySlack = context.pixelGrid.searchSlack(atMagnitude: contentMain + windowSpan)
        mainInsetStart = context.contentInsets.start(along: axis)
        let homeMain = (mirrorsMain ? contentMain - viewportMain - home : home) - mainInsetStart
        homeOffset = isEmpty ? .zero : axis.point(main: context.pixelGrid.round(homeMain),
                                                  cross: -context.contentInsets.start(along: axis.cross))
    }

    /// Slots: a window of `slotCount` consecutive virtual indices holds each slot once.
    /// Visible items span at most `covered / stride + 1` indices, and the offset stays within
    /// `covered` of home, so every visible item lies within slotCount / 2 of the item resting
    /// at home: both the visible window and `item(at:)` are unambiguous. Within a viewport of
    /// the window's centre lie at most `visible + 1` items, and half the window holds twice
    /// that (`windowReach`); past the cap on visible items no such guarantee holds.
    private static func slots(covering covered: CGFloat, viewport: CGFloat, stride: CGFloat) -> (Int, CGFloat) {
        let needed = Int(covered / stride, rounding: .up)
        let visible = min(needed, Limits.itemsPerQuery) + 1
        return (4 * (visible + 1), needed < Limits.itemsPerQuery ? viewport : 0)
    }

    /// Where item 0 starts and how long the content is: twice the margin plus a viewport in a
    /// loop; otherwise the items with padding for the first and last to rest at the anchor, and
    /// at least the viewport (right to left, shorter content would mirror to negative positions).
    private static func contentExtent(_ c: CarouselLayout.Configuration, _ items: CarouselItems, isEmpty: Bool,
                                      isLooping: Bool, viewport: CGFloat, anchor: CGFloat,
                                      margin: CGFloat) -> (CGFloat, CGFloat) {
        if isEmpty { return (0, 0) }
        if isLooping { return (0, 2 * margin + viewport) }
        let centered = c.alignment == .centered, axis = c.axis
        let leading = centered ? max(0, anchor - items.main(0) / 2) : c.insets.start(along: axis)
        let trailing = centered ? max(0, viewport - anchor - items.main(items.count - 1) / 2) : c.insets.end(along: axis)
        return (leading, max(leading + items.cycle - items.spacing + trailing, viewport))
    }

    /// Bytes held by the per-item tables (0 when every size is uniform).
    var tableByteCount: Int {
        items.byteCount + itemStops.byteCount + (configuration.paging == .screenful ? stops.byteCount : 0)
    }
}
