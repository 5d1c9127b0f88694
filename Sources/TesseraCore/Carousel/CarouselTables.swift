import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Shared per-item tables

/// The per-item tables of one prepared layout, held (retained) by its `CarouselMetrics`.
///
/// The tables that read them (`CarouselItemTable`, `CarouselStopTable`) refer to them
/// *unretained*: those tables are copied all the time (every query of a copied layout copies
/// them), and a retain and release per copy cost more than the query's arithmetic. The rule
/// that makes this safe: a table is only read while the metrics it came from are alive
/// (inside a method of the layout that holds them, or with `withExtendedLifetime`).
final class CarouselTableOwner: Sendable {
    let sizes: CarouselItemSizes?
    let itemStops: CarouselStopAnchors?
    let stops: CarouselStopAnchors?

    init(sizes: CarouselItemSizes?, itemStops: CarouselStopAnchors?, stops: CarouselStopAnchors?) {
        self.sizes = sizes
        self.itemStops = itemStops
        self.stops = stops
    }

    /// Bytes held; stops shared by item paging and release paging count once.
    var byteCount: Int {
        (sizes?.byteCount ?? 0) + (itemStops?.byteCount ?? 0) + (stops === itemStops ? 0 : stops?.byteCount ?? 0)
    }
}

/// Per-item lengths and their prefix sums.
final class CarouselItemSizes: Sendable {
    /// `count + 1` entries; the last is the cycle length.
    let starts: [CGFloat]
    let mains: [CGFloat]
    let crosses: [CGFloat]

    init(starts: [CGFloat], mains: [CGFloat], crosses: [CGFloat]) {
        self.starts = starts
        self.mains = mains
        self.crosses = crosses
    }

    var byteCount: Int { (starts.capacity + mains.capacity + crosses.capacity) * MemoryLayout<CGFloat>.stride }
}

/// The items of one cycle along the scroll axis: where each starts and how large it is.
///
/// Uniform sizes are analytic (10⁹ items cost nothing); per-item sizes keep prefix sums, so
/// every lookup is a binary search.
///
///     start(0)      start(1)            start(2)
///     |[ item 0 ]sp |[   item 1   ]sp   |[ 2 ]sp |      cycle = Σ (length + spacing)
struct CarouselItemTable: Sendable {
    /// Per-item sizes, or `nil` when every item is `uniformMain` × `uniformCross`; unretained
    /// (see `CarouselTableOwner`), so that the table is a plain value.
    let sizes: Unmanaged<CarouselItemSizes>?
    let count: Int
    let spacing: CGFloat
    /// Every item's length along the scroll axis (uniform sizes only).
    let uniformMain: CGFloat
    /// Every item's length across the scroll axis (uniform sizes only).
    let uniformCross: CGFloat
    /// `uniformMain + spacing` (uniform sizes only).
    let stride: CGFloat
    /// `1 / stride` (uniform sizes only).
    let inverseStride: CGFloat
    /// The length of one cycle: every item and the spacing after it.
    let cycle: CGFloat

    /// Items of one size.
    init(main: CGFloat, cross: CGFloat, count: Int, spacing: CGFloat) {
        sizes = nil
        self.count = count
        self.spacing = spacing
        uniformMain = main
        uniformCross = cross
        stride = main + spacing
        inverseStride = 1 / stride
        cycle = CGFloat(count) * stride
    }

    /// Items of their own sizes. The caller keeps `sizes` alive (in a `CarouselTableOwner`).
    init(sizes: CarouselItemSizes, count: Int, spacing: CGFloat) {
        self.sizes = Unmanaged.passUnretained(sizes)
        self.count = count
        self.spacing = spacing
        uniformMain = 0
        uniformCross = 0
        stride = 0
        inverseStride = 0
        cycle = sizes.starts[count]
    }

    /// Whether every item has the same size.
    var isUniform: Bool { sizes == nil }

    /// Where data item `r` starts within its cycle.
    @inline(__always)
    func start(_ r: Int) -> CGFloat {
        guard let sizes else { return CGFloat(r) * stride }
        return sizes._withUnsafeGuaranteedRef { $0.starts[r] }
    }

    /// Data item `r`'s length along the scroll axis.
    @inline(__always)
    func main(_ r: Int) -> CGFloat {
        guard let sizes else { return uniformMain }
        return sizes._withUnsafeGuaranteedRef { $0.mains[r] }
    }

    /// Data item `r`'s length across the scroll axis.
    @inline(__always)
    func cross(_ r: Int) -> CGFloat {
        guard let sizes else { return uniformCross }
        return sizes._withUnsafeGuaranteedRef { $0.crosses[r] }
    }

    /// The item whose extent (itself and the spacing after it) contains `w`, a coordinate
    /// within one cycle; clamped to `0..<count` (0 for NaN).
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise.
    @inline(__always)
    func item(containing w: CGFloat) -> Int {
        guard let sizes else {
            guard stride > 0 else { return 0 }
            let index = CarouselArithmetic.floor(w / stride)
            // `!(index >= 0)` also catches NaN.
            if !(index >= 0) { return 0 }
            return index >= CGFloat(count - 1) ? count - 1 : Int(index)
        }
        let index = sizes._withUnsafeGuaranteedRef { CarouselArithmetic.lastIndex(in: $0.starts, notAbove: w) }
        return min(max(index, 0), count - 1)
    }
}

// MARK: - Stops

/// The anchors (and first items, unless there is one stop per item) of per-item-size stops,
/// shared by every copy of a layout like `CarouselItemSizes`.
final class CarouselStopAnchors: Sendable {
    /// `nil` means one stop per item.
    let firstItems: [Int]?
    let anchors: [CGFloat]

    init(firstItems: [Int]?, anchors: [CGFloat]) {
        self.firstItems = firstItems
        self.anchors = anchors
    }

    var byteCount: Int {
        (firstItems?.capacity ?? 0) * MemoryLayout<Int>.stride + anchors.capacity * MemoryLayout<CGFloat>.stride
    }
}

/// The positions a release may rest on, within one cycle: every item, or groups of items
/// that fill a screen. Each stop has an *anchor*: the point of the stop (its leading edge,
/// or its centre) that meets the viewport's anchor when the carousel rests on it.
struct CarouselStopTable: Sendable {
    /// Per-item-size stops, or `nil` for `itemsPerStop` items of one size per stop (the last
    /// stop of a cycle may hold fewer); unretained (see `CarouselTableOwner`).
    let table: Unmanaged<CarouselStopAnchors>?
    /// Stops per cycle.
    let count: Int
    /// Items per cycle.
    let itemCount: Int
    let spacing: CGFloat
    let centered: Bool
    /// Uniform stops only.
    let itemsPerStop: Int
    /// The item stride (uniform stops only).
    let stride: CGFloat
    /// Where a full uniform stop's anchor lies past its first item's start: half the stop's
    /// length when centred, else 0 (precomputed: `anchor` runs several times per query).
    let fullAnchorOffset: CGFloat

    init(table: Unmanaged<CarouselStopAnchors>?, count: Int, itemCount: Int, spacing: CGFloat, centered: Bool,
         itemsPerStop: Int, stride: CGFloat) {
        self.table = table
        self.count = count
        self.itemCount = itemCount
        self.spacing = spacing
        self.centered = centered
        self.itemsPerStop = itemsPerStop
        self.stride = stride
        fullAnchorOffset = Self.anchorOffset(items: itemsPerStop, stride: stride, spacing: spacing, centered: centered)
    }

    /// Where the anchor of a uniform stop of `items` items lies past its start.
    @inline(__always)
    private static func anchorOffset(items: Int, stride: CGFloat, spacing: CGFloat, centered: Bool) -> CGFloat {
        centered ? (CGFloat(items) * stride - spacing) / 2 : 0
    }

    /// The first data item of stop `j`.
    func firstItem(_ j: Int) -> Int {
        guard let table else { return j * itemsPerStop }
        return table._withUnsafeGuaranteedRef { $0.firstItems?[j] ?? j }
    }

    /// Stop `j`'s anchor, a coordinate within the cycle.
    @inline(__always)
    func anchor(_ j: Int) -> CGFloat {
        guard let table else {
            let first = j * itemsPerStop, remaining = itemCount - first
            // Every stop but a cycle's short last one holds `itemsPerStop` items.
            let offset = remaining >= itemsPerStop ? fullAnchorOffset
                : Self.anchorOffset(items: remaining, stride: stride, spacing: spacing, centered: centered)
            return CGFloat(first) * stride + offset
        }
        return table._withUnsafeGuaranteedRef { $0.anchors[j] }
    }

    /// Where stop `j`'s anchor lies past its first item's start. Computed without `anchor(j)`
    /// for uniform sizes: both lie ~10²¹ pt into a cycle of `Int.max` items, where their
    /// difference would round to a multiple of 2¹⁸ pt.
    @inline(__always)
    func anchorPastFirstItem(_ j: Int, items: CarouselItemTable) -> CGFloat {
        guard table != nil else {
            let remaining = itemCount - j * itemsPerStop
            return remaining >= itemsPerStop ? fullAnchorOffset
                : Self.anchorOffset(items: remaining, stride: stride, spacing: spacing, centered: centered)
        }
        return anchor(j) - items.start(firstItem(j))
    }

    /// The last stop whose anchor is at or before `w`, clamped to `0..<count` (0 for NaN).
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise.
    @inline(__always)
    func stop(atOrBefore w: CGFloat) -> Int {
        guard let table else {
            let step = CGFloat(itemsPerStop) * stride
            guard step > 0, w.isFinite else { return 0 }
            let estimate = CarouselArithmetic.floor((w - fullAnchorOffset) / step)
            var j = !(estimate >= 0) ? 0 : (estimate >= CGFloat(count - 1) ? count - 1 : Int(estimate))
            // Only the short last stop's anchor departs from the even spacing: one step fixes it.
            // (Plain `if`s, not `&&`: its autoclosure would copy `self` at every test.)
            while j > 0 {
                if anchor(j) > w { j -= 1 } else { break }
            }
            while j + 1 < count {
                if anchor(j + 1) <= w { j += 1 } else { break }
            }
            return j
        }
        let index = table._withUnsafeGuaranteedRef { CarouselArithmetic.lastIndex(in: $0.anchors, notAbove: w) }
        return min(max(index, 0), count - 1)
    }

    /// The stop that holds data item `r`.
    func stop(containingItem r: Int) -> Int {
        guard let table else { return min(max(r / itemsPerStop, 0), count - 1) }
        return table._withUnsafeGuaranteedRef { anchors in
            guard let firstItems = anchors.firstItems else { return r }
            var low = 0, high = firstItems.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if firstItems[mid] <= r { low = mid } else { high = mid - 1 }
            }
            return low
        }
    }

    // MARK: - Building

    /// One stop per item. With per-item sizes, `sizes` are the item table's, and the
    /// returned anchors must be kept alive with them (in a `CarouselTableOwner`).
    static func items(_ table: CarouselItemTable, sizes: CarouselItemSizes?,
                      centered: Bool) -> (CarouselStopTable, CarouselStopAnchors?) {
        guard let sizes else {
            return (CarouselStopTable(table: nil, count: table.count, itemCount: table.count, spacing: table.spacing,
                                      centered: centered, itemsPerStop: 1, stride: table.stride), nil)
        }
        let anchors = CarouselStopAnchors(firstItems: nil,
                                          anchors: (0..<table.count).map { sizes.starts[$0] + (centered ? sizes.mains[$0] / 2 : 0) })
        return (CarouselStopTable(table: Unmanaged.passUnretained(anchors), count: table.count, itemCount: table.count,
                                  spacing: table.spacing, centered: centered, itemsPerStop: 1, stride: 0), anchors)
    }

    /// Stops of as many whole items as fit in `length`, filled greedily from the first item
    /// of each cycle (at least one item per stop). Per-item sizes as for `items`.
    /// - Complexity: O(1) for uniform sizes, O(n) otherwise.
    static func screenfuls(_ table: CarouselItemTable, sizes: CarouselItemSizes?, length: CGFloat,
                           centered: Bool) -> (CarouselStopTable, CarouselStopAnchors?) {
        // A pixel of slack: items that fit exactly must not be pushed out by rounding.
        let room = length + table.spacing + 0.01
        guard let sizes else {
            let fitting = CarouselArithmetic.clampedInt(CarouselArithmetic.floor(room / table.stride))
            let perStop = max(1, min(table.count, fitting))
            // Not (count + perStop − 1) / perStop: that overflows for Int.max items.
            let count = table.count / perStop + (table.count % perStop == 0 ? 0 : 1)
            return (CarouselStopTable(table: nil, count: count, itemCount: table.count, spacing: table.spacing,
                                      centered: centered, itemsPerStop: perStop, stride: table.stride), nil)
        }
        let starts = sizes.starts
        var firstItems: [Int] = [], anchors: [CGFloat] = []
        var first = 0
        while first < table.count {
            var end = first + 1
            while end < table.count && starts[end + 1] - starts[first] <= room { end += 1 }
            let groupLength = starts[end] - starts[first] - table.spacing
            firstItems.append(first)
            anchors.append(starts[first] + (centered ? groupLength / 2 : 0))
            first = end
        }
        let object = CarouselStopAnchors(firstItems: firstItems, anchors: anchors)
        return (CarouselStopTable(table: Unmanaged.passUnretained(object), count: firstItems.count, itemCount: table.count,
                                  spacing: table.spacing, centered: centered, itemsPerStop: 1, stride: 0), object)
    }
}
