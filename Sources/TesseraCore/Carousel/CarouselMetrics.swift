import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The geometry of a carousel in one context, derived once in `prepare(in:)`.
///
/// Main-axis coordinates here are *unmirrored*: they grow in reading order (towards higher
/// virtual indices); the layout mirrors on the way in and out for right-to-left.
///
///     viewport:  | ins |<---------- band ---------->| ins |
///                           anchor (centred) ^
///     content (loop):  0 ........ home = 2¹⁸ ........ 2¹⁹ + viewport
///
/// A looping carousel's content is 2¹⁹ pt plus a viewport long and rests around its middle;
/// the behaviour recentres the offset by `recenterThreshold`, so the edges are never reached
/// (a fling would need about 500,000 pt/s to get there).
///
/// Everything here is a plain value except the optional per-item tables (shared objects), so
/// copying the metrics, which every query of a copied layout does, is cheap.
struct CarouselMetrics: Sendable {
    /// Half the loop's scrollable range: room for any fling between recentrings.
    static let loopMargin: CGFloat = 262_144
    /// The longest item, spacing, inset or viewport the carousel lays out, in points. Longer
    /// configuration values are rejected; longer runtime values (per-item sizes, viewports)
    /// are clamped or give an empty layout. It keeps every coordinate, even of 2⁶³ items,
    /// finite and every query's index arithmetic far from overflow.
    static let maximumLength: CGFloat = 65_536
    /// The most items per-item sizes are kept for (their tables take about 40 bytes an item).
    static let maximumPerItemCount = 1 << 24
    /// The most items a viewport (plus a transform's reach) is assumed to show, which bounds
    /// `slotCount` and so the work and memory of any query.
    static let maximumVisibleCount = 65_536
    /// Unmirrored coordinates beyond ±2⁵⁰ pt are clamped before any index is derived from them.
    static let coordinateLimit: CGFloat = 1_125_899_906_842_624

    /// Keeps the per-item tables alive (`nil` for uniform sizes): `items`, `itemStops` and
    /// `stops` only point at them.
    let tables: CarouselTableOwner?
    let axis: Axis
    let count: Int
    let isLooping: Bool
    /// Nothing to show: no items, no room, or an invalid configuration.
    let isEmpty: Bool
    let viewportMain: CGFloat
    let viewportCross: CGFloat
    let items: CarouselItemTable
    /// The stops of item paging (one per item); transforms measure progress in these.
    let itemStops: CarouselStopTable
    /// The stops releases rest on (items, or screenfuls).
    let stops: CarouselStopTable
    /// Where a resting stop's anchor sits in the viewport, from its leading edge.
    let viewportAnchor: CGFloat
    let crossBandStart: CGFloat
    let crossBandLength: CGFloat
    /// Where item 0 starts in a carousel that does not loop.
    let leadingPadding: CGFloat
    let contentMain: CGFloat
    let minimumStride: CGFloat
    let maximumStride: CGFloat
    /// How far beyond the viewport queries look, for transforms that pull items inward.
    let reachBefore: CGFloat
    let reachAfter: CGFloat
    /// How much further queries look per point a rectangle reaches beyond the viewport.
    let reachGrowth: CGFloat
    /// The number of index-path slots visible virtual indices are folded into.
    let slotCount: Int
    /// How far from the slot window's centre a query rectangle may reach and still lie
    /// inside the window without locating it: a viewport's length (0 when `slotCount` was
    /// capped by `maximumVisibleCount` and no such guarantee holds).
    let windowReach: CGFloat
    /// How far the offset may stray from `home` before the behaviour recentres it.
    let recenterThreshold: CGFloat
    /// The unmirrored offset a looping carousel is recentred to; 0 (the start) otherwise.
    let home: CGFloat
    /// `home` as a content offset (mirrored, pixel-rounded); zero when empty.
    let homeOffset: CGPoint
    /// The context's content inset at the physical start of the main axis (left or top): a
    /// scroll view shows the visible area at `contentOffset + inset`, so every content offset
    /// is an unmirrored offset moved back by it.
    let mainInsetStart: CGFloat
    /// The viewport's own length along the main axis (content insets included).
    let boundsMain: CGFloat
    /// The cross-axis content offset the carousel rests at: minus the start inset (UIKit's
    /// lowest offset there; the content is as thick as the visible area, so the only one).
    let crossOffset: CGFloat
    /// Right-to-left: frames are mirrored, and so are main-axis offsets when horizontal.
    let isRightToLeft: Bool
    let mirrorsMain: Bool
    /// The display scale frames are rounded to.
    let scale: CGFloat
    /// Rounds to that scale's pixels.
    let pixels: CarouselPixelRounding
    /// Half a pixel, in points.
    let tolerance: CGFloat
    /// The transform is `.none`: queries skip appearances and displayed frames.
    let isIdentityTransform: Bool

    /// - Complexity: O(1) for uniform item sizes; O(n) for per-item sizes.
    init(configuration c: CarouselLayout.Configuration, context: LayoutContext) {
        axis = c.axis
        // Not `context.itemCount`: its plain sum traps on overflowing section counts.
        let count = context.sectionItemCounts.reduce(0) { $0.saturatingAdd($1) }
        let visible = context.visibleContentSize
        viewportMain = axis.main(visible)
        viewportCross = axis.cross == .horizontal ? visible.width : visible.height
        let bandMain = viewportMain - c.insets.total(along: axis)
        crossBandStart = c.insets.start(along: axis.cross)
        crossBandLength = viewportCross - c.insets.total(along: axis.cross)
        let spacing = c.minimumLineSpacing.isFinite ? min(max(0, c.minimumLineSpacing), Self.maximumLength) : 0
        let perItem: Bool
        if case .perItem = c.itemSizing { perItem = true } else { perItem = false }
        isEmpty = !c.isValid || count <= 0 || !(viewportMain > 0) || !(viewportCross > 0)
            || viewportMain > Self.maximumLength || viewportCross > Self.maximumLength
            || !(bandMain > 0) || !(crossBandLength > 0) || (perItem && count > Self.maximumPerItemCount)
        self.count = isEmpty ? 0 : count
        isLooping = !isEmpty && c.isInfinite && (count >= 2 || c.loopsSingleItem)
        let centered = c.alignment == .centered
        viewportAnchor = c.insets.start(along: axis) + (centered ? max(0, bandMain) / 2 : 0)
        isRightToLeft = context.layoutDirection.isRightToLeft
        mirrorsMain = axis == .horizontal && isRightToLeft
        // Displays are 1×–3×; a scale of 1e300 would round 1e9 pt to infinity, and 1e-300
        // every frame to zero. Rounding stays meaningful (and finite) within 1/1024…1024.
        scale = min(max(context.pixelGrid.scale, 1.0 / 1024), 1024)
        pixels = CarouselPixelRounding(scale: scale)
        tolerance = 0.5 / scale
        isIdentityTransform = c.transform.isIdentity

        let sizes: CarouselItemSizes?
        (items, sizes) = isEmpty ? (CarouselItemTable(main: 1, cross: 0, count: 0, spacing: spacing), nil)
            : Self.itemTable(c, count: count, spacing: spacing, band: (bandMain, crossBandLength))
        let itemAnchors: CarouselStopAnchors?, stopAnchors: CarouselStopAnchors?
        (itemStops, itemAnchors) = CarouselStopTable.items(items, sizes: sizes, centered: centered)
        (stops, stopAnchors) = c.paging == .screenful
            ? CarouselStopTable.screenfuls(items, sizes: sizes, length: bandMain, centered: centered) : (itemStops, itemAnchors)
        tables = sizes.map { CarouselTableOwner(sizes: $0, itemStops: itemAnchors, stops: stopAnchors) }
        (minimumStride, maximumStride) = Self.strideRange(items, sizes)

        let reach = c.transform.reach(viewportLength: viewportMain, anchor: viewportAnchor, maximumStride: maximumStride)
        // An unvalidated transform (a NaN overlap set after validation) must not poison queries.
        (reachBefore, reachAfter) = (reach.before.isFinite ? max(0, reach.before) : 0,
                                     reach.after.isFinite ? max(0, reach.after) : 0)
        let growth = c.transform.reachGrowth
        reachGrowth = growth.isFinite ? max(0, growth) : 0
        // Slots: a window of `slotCount` consecutive virtual indices holds each slot once.
        // Visible items span at most `covered / minimumStride + 1` indices, and the offset
        // stays within `covered` of home, so every visible item lies within slotCount / 2 of
        // the item resting at home: both the visible window and `item(at:)` are unambiguous.
        let covered = viewportMain + reachBefore + reachAfter
        let needed = (covered / max(minimumStride, 1)).rounded(.up)
        let visibleCount = CarouselArithmetic.clampedInt(min(CGFloat(Self.maximumVisibleCount), needed)) + 1
        slotCount = 4 * (max(visibleCount, 1) + 1)
        // Items within a viewport of the centre, plus reach and a pixel of slack, number at
        // most visibleCount + 1 (strides are ≥ 1 pt); half the window holds 2·visibleCount + 2.
        windowReach = needed < CGFloat(Self.maximumVisibleCount) ? viewportMain : 0
        recenterThreshold = covered.isFinite ? max(covered, 1) : 1
        home = isLooping ? Self.loopMargin : 0

        if isEmpty {
            leadingPadding = 0
            contentMain = 0
        } else if isLooping {
            leadingPadding = 0
            contentMain = 2 * Self.loopMargin + viewportMain
        } else {
            let first = items.main(0), last = items.main(count - 1)
            let end = viewportMain - viewportAnchor
            leadingPadding = centered ? max(0, viewportAnchor - first / 2) : c.insets.start(along: axis)
            let trailingPadding = centered ? max(0, end - last / 2) : c.insets.end(along: axis)
            // At least the viewport: a right-to-left scroll view rests at offset 0, where
            // mirrored positions in shorter content would come out negative.
            contentMain = max(leadingPadding + items.cycle - spacing + trailingPadding, viewportMain)
        }
        let insets = context.contentInsets
        mainInsetStart = insets.start(along: axis)
        boundsMain = axis.main(context.viewportSize)
        crossOffset = -insets.start(along: axis.cross)
        let homeMain = (mirrorsMain ? contentMain - viewportMain - home : home) - mainInsetStart
        homeOffset = isEmpty ? .zero : axis.point(main: pixels.round(homeMain), cross: crossOffset)
    }

    /// Bytes held by the per-item tables (0 when every size is uniform); a table shared by
    /// the item stops and the paging stops counts once.
    var tableByteCount: Int { tables?.byteCount ?? 0 }

    // MARK: - Sizes

    private static func itemTable(_ c: CarouselLayout.Configuration, count: Int, spacing: CGFloat,
                                  band: (main: CGFloat, cross: CGFloat)) -> (CarouselItemTable, CarouselItemSizes?) {
        let axis = c.axis
        func fitted(_ size: CGSize) -> (main: CGFloat, cross: CGFloat) {
            var main = axis.main(size), cross = axis.cross == .horizontal ? size.width : size.height
            main = main.isFinite ? min(max(0, main), maximumLength) : 0
            cross = cross.isFinite ? max(0, cross) : 0
            if cross > band.cross, cross > 0 { // too thick: scale down, keeping the aspect ratio
                main *= band.cross / cross
                cross = band.cross
            }
            // Each item and its spacing take at least a point, so a viewport never holds an
            // unbounded number of items.
            return (max(main, 1 - spacing), cross)
        }
        switch c.itemSizing {
        case .fill:
            let (main, cross) = fitted(axis.size(main: band.main, cross: band.cross))
            return (CarouselItemTable(main: main, cross: cross, count: count, spacing: spacing), nil)
        case .fixed(let size):
            let (main, cross) = fitted(size)
            return (CarouselItemTable(main: main, cross: cross, count: count, spacing: spacing), nil)
        case .aspectRatio(let ratio):
            let (main, cross) = fitted(axis.size(main: band.cross * ratio, cross: band.cross))
            return (CarouselItemTable(main: main, cross: cross, count: count, spacing: spacing), nil)
        case .perItem(let size):
            var starts: [CGFloat] = [0], mains: [CGFloat] = [], crosses: [CGFloat] = []
            starts.reserveCapacity(count + 1)
            mains.reserveCapacity(count)
            crosses.reserveCapacity(count)
            for index in 0..<count {
                let (main, cross) = fitted(size(index))
                mains.append(main)
                crosses.append(cross)
                starts.append(starts[index] + main + spacing)
            }
            let sizes = CarouselItemSizes(starts: starts, mains: mains, crosses: crosses)
            return (CarouselItemTable(sizes: sizes, count: count, spacing: spacing), sizes)
        }
    }

    private static func strideRange(_ table: CarouselItemTable, _ sizes: CarouselItemSizes?) -> (CGFloat, CGFloat) {
        guard let sizes else { return (table.stride, table.stride) }
        let lowest = sizes.mains.min() ?? 1, highest = sizes.mains.max() ?? 1
        return (lowest + table.spacing, highest + table.spacing)
    }
}
