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
struct CarouselMetrics: Sendable {
    /// Half the loop's scrollable range: room for any fling between recentrings.
    static let loopMargin: CGFloat = 262_144

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
    /// The number of index-path slots visible virtual indices are folded into.
    let slotCount: Int
    /// How far the offset may stray from `home` before the behaviour recentres it.
    let recenterThreshold: CGFloat
    /// The unmirrored offset a looping carousel is recentred to.
    let home: CGFloat

    /// - Complexity: O(1) for uniform item sizes; O(n) for per-item sizes.
    init(configuration c: CarouselLayout.Configuration, context: LayoutContext) {
        axis = c.axis
        let count = context.itemCount
        let visible = context.visibleContentSize
        viewportMain = axis.main(visible)
        viewportCross = axis.cross == .horizontal ? visible.width : visible.height
        let bandMain = viewportMain - c.insets.total(along: axis)
        crossBandStart = c.insets.start(along: axis.cross)
        crossBandLength = viewportCross - c.insets.total(along: axis.cross)
        let spacing = c.minimumLineSpacing.isFinite ? max(0, c.minimumLineSpacing) : 0
        isEmpty = !c.isValid || count <= 0 || viewportMain <= 0 || viewportCross <= 0
            || bandMain <= 0 || crossBandLength <= 0
        self.count = isEmpty ? 0 : count
        isLooping = !isEmpty && c.isInfinite && (count >= 2 || c.loopsSingleItem)
        let centered = c.alignment == .centered
        viewportAnchor = c.insets.start(along: axis) + (centered ? max(0, bandMain) / 2 : 0)

        items = isEmpty ? CarouselItemTable(storage: .uniform(main: 1, cross: 0), count: 0, spacing: spacing)
            : Self.itemTable(c, count: count, spacing: spacing, band: (bandMain, crossBandLength))
        itemStops = CarouselStopTable.items(items, centered: centered)
        stops = c.paging == .screenful ? CarouselStopTable.screenfuls(items, length: bandMain, centered: centered) : itemStops
        (minimumStride, maximumStride) = Self.strideRange(items)

        let reach = c.transform.reach(viewportLength: viewportMain, maximumStride: maximumStride)
        (reachBefore, reachAfter) = (reach.before, reach.after)
        // Slots: a window of `slotCount` consecutive virtual indices holds each slot once.
        // Visible items span at most `covered / minimumStride + 1` indices, and the offset
        // stays within `covered` of home, so every visible item lies within slotCount / 2 of
        // the item resting at home: both the visible window and `item(at:)` are unambiguous.
        let covered = viewportMain + reachBefore + reachAfter
        let visibleCount = Int(min(1_000_000, (covered / max(minimumStride, 1)).rounded(.up))) + 1
        slotCount = 4 * (visibleCount + 1)
        recenterThreshold = max(covered, 1)
        home = Self.loopMargin

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
            contentMain = leadingPadding + items.cycle - spacing + trailingPadding
        }
    }

    /// Bytes held by the per-item tables (0 when every size is uniform).
    var tableByteCount: Int {
        var total = 0
        if case .table(let starts, let mains, let crosses) = items.storage {
            total += (starts.capacity + mains.capacity + crosses.capacity) * MemoryLayout<CGFloat>.stride
        }
        for table in [itemStops, stops] {
            if case .table(let firstItems, let anchors) = table.storage {
                total += (firstItems?.capacity ?? 0) * MemoryLayout<Int>.stride + anchors.capacity * MemoryLayout<CGFloat>.stride
            }
        }
        return total
    }

    // MARK: - Sizes

    private static func itemTable(_ c: CarouselLayout.Configuration, count: Int, spacing: CGFloat,
                                  band: (main: CGFloat, cross: CGFloat)) -> CarouselItemTable {
        let axis = c.axis
        func fitted(_ size: CGSize) -> (main: CGFloat, cross: CGFloat) {
            var main = axis.main(size), cross = axis.cross == .horizontal ? size.width : size.height
            main = main.isFinite ? max(0, main) : 0
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
            return CarouselItemTable(storage: .uniform(main: main, cross: cross), count: count, spacing: spacing)
        case .fixed(let size):
            let (main, cross) = fitted(size)
            return CarouselItemTable(storage: .uniform(main: main, cross: cross), count: count, spacing: spacing)
        case .aspectRatio(let ratio):
            let (main, cross) = fitted(axis.size(main: band.cross * ratio, cross: band.cross))
            return CarouselItemTable(storage: .uniform(main: main, cross: cross), count: count, spacing: spacing)
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
            return CarouselItemTable(storage: .table(starts: starts, mains: mains, crosses: crosses), count: count,
                             spacing: spacing)
        }
    }

    private static func strideRange(_ table: CarouselItemTable) -> (CGFloat, CGFloat) {
        switch table.storage {
        case .uniform(let main, _):
            return (main + table.spacing, main + table.spacing)
        case .table(_, let mains, _):
            let lowest = mains.min() ?? 1, highest = mains.max() ?? 1
            return (lowest + table.spacing, highest + table.spacing)
        }
    }
}
