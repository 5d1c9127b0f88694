import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The items of one cycle along the scroll axis: where each starts and how large it is.
/// Uniform sizes are analytic (2³² items cost nothing); per-item sizes keep prefix sums.
///
///     start(0)      start(1)            start(2)
///     |[ item 0 ]sp |[   item 1   ]sp   |[ 2 ]sp |      cycle = Σ (length + spacing)
struct CarouselItems: Sendable {
    let count: Int
    let spacing: CGFloat
    /// The length of one cycle: every item and the spacing after it.
    let cycle: CGFloat
    /// `main + spacing` of every item (uniform sizes) and its inverse (a query's position
    /// becomes an item number by a multiplication: a division costs several times as much),
    /// or of the shortest and longest item.
    let stride: CGFloat
    let inverseStride: CGFloat
    let minimumStride: CGFloat
    let maximumStride: CGFloat
    private let uniformMain: CGFloat
    private let uniformCross: CGFloat
    /// Per item: `count + 1` starts (the last is `cycle`), main and cross lengths; `nil` for
    /// uniform sizes.
    private let table: Shared<(starts: [CGFloat], mains: [CGFloat], crosses: [CGFloat])>?

    static let empty = CarouselItems(main: 1, cross: 0, count: 0, spacing: 0)

    private init(main: CGFloat, cross: CGFloat, count: Int, spacing: CGFloat) {
        self.count = count
        self.spacing = spacing
        uniformMain = main
        uniformCross = cross
        stride = main + spacing
        inverseStride = 1 / stride
        (minimumStride, maximumStride) = (stride, stride)
        cycle = CGFloat(count) * stride
        table = nil
    }

    /// The items `configuration` sizes for a band of `band` (the viewport inside its insets).
    /// - Complexity: O(1) for uniform sizes, O(n) for per-item sizes.
    init(_ configuration: CarouselLayout.Configuration, count: Int, band: (main: CGFloat, cross: CGFloat)) {
        let axis = configuration.axis, spacing = configuration.minimumLineSpacing
        // Too thick: scaled down, keeping the aspect ratio. Each item and its spacing take at
        // least a point, so a viewport never holds an unbounded number of items.
        func fitted(_ size: CGSize) -> (main: CGFloat, cross: CGFloat) {
            var (main, cross) = (axis.main(size), axis.cross.main(size))
            if cross > band.cross {
                main *= band.cross / cross
                cross = band.cross
            }
            return (max(main, 1 - spacing), cross)
        }
        let uniform: (main: CGFloat, cross: CGFloat)
        switch configuration.itemSizing {
        case .fill: uniform = fitted(axis.size(main: band.main, cross: band.cross))
        case .fixed(let size): uniform = fitted(size)
        case .aspectRatio(let ratio): uniform = fitted(axis.size(main: min(band.cross * ratio, Limits.length), cross: band.cross))
        case .perItem(let size):
            // The app's sizes are a front door: brought into the domain as they arrive.
            self.init(count: count, spacing: spacing) { fitted(Limits.size(size($0))) }
            return
        }
        self.init(main: uniform.main, cross: uniform.cross, count: count, spacing: spacing)
    }

    private init(count: Int, spacing: CGFloat, size: (Int) -> (main: CGFloat, cross: CGFloat)) {
        var starts: [CGFloat] = [0], mains: [CGFloat] = [], crosses: [CGFloat] = []
        starts.reserveCapacity(count + 1)
        mains.reserveCapacity(count)
        crosses.reserveCapacity(count)
        var end: CGFloat = 0, shortest = CGFloat.infinity, longest: CGFloat = 0
        for index in 0..<count {
            let (main, cross) = size(index)
            end += main + spacing
            starts.append(end)
            mains.append(main)
            crosses.append(cross)
            (shortest, longest) = (min(shortest, main), max(longest, main))
        }
        self.count = count
        self.spacing = spacing
        cycle = end
        (uniformMain, uniformCross, stride, inverseStride) = (0, 0, 0, 0)
        (minimumStride, maximumStride) = (count > 0 ? shortest + spacing : 1, count > 0 ? longest + spacing : 1)
        table = Shared((starts, mains, crosses))
    }

    var isUniform: Bool { table == nil }

    /// Where data item `r` starts within its cycle, and its lengths along and across the axis.
    @inline(__always) func start(_ r: Int) -> CGFloat { table?.value.starts[r] ?? CGFloat(r) * stride }
    @inline(__always) func main(_ r: Int) -> CGFloat { table?.value.mains[r] ?? uniformMain }
    @inline(__always) func cross(_ r: Int) -> CGFloat { table?.value.crosses[r] ?? uniformCross }

    /// The item whose extent (itself and the spacing after it) contains `w`, a coordinate
    /// within one cycle; clamped to `0..<count`.
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise.
    func item(containing w: CGFloat) -> Int {
        guard let table else { return min(max(Int(w * inverseStride, rounding: .down), 0), count - 1) }
        return min(max(Self.lastIndex(in: table.value.starts, notAbove: w), 0), count - 1)
    }

    var byteCount: Int {
        (table.map { $0.value.starts.capacity + $0.value.mains.capacity + $0.value.crosses.capacity } ?? 0) * MemoryLayout<CGFloat>.stride
    }

    /// The largest `i` with `sorted[i] ≤ value`, or −1.
    /// - Complexity: O(log n).
    @inline(__always)
    static func lastIndex<T: Comparable>(in sorted: [T], notAbove value: T) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] <= value { low = mid + 1 } else { high = mid }
        }
        return low - 1
    }
}

/// The positions a release may rest on, within one cycle: every item, or groups of items
/// that fill a screen. Each stop has an *anchor*: the point of the stop (its leading edge, or
/// its centre) that meets the viewport's anchor when the carousel rests on it.
struct CarouselStops: Sendable {
    /// Stops per cycle.
    let count: Int
    private let itemCount: Int
    /// Uniform stops: `itemsPerStop` items of `stride` each (a cycle's last stop may hold
    /// fewer), anchored `fullAnchorOffset` past their first item's start.
    private let itemsPerStop: Int
    private let stride: CGFloat
    private let spacing: CGFloat
    private let centered: Bool
    let fullAnchorOffset: CGFloat
    /// Per-item-size stops: each stop's first item (`nil`: one stop per item) and its anchor.
    private let table: Shared<(firstItems: [Int]?, anchors: [CGFloat])>?

    private init(count: Int, items: CarouselItems, itemsPerStop: Int, centered: Bool,
                 table: Shared<(firstItems: [Int]?, anchors: [CGFloat])>?) {
        self.count = count
        itemCount = items.count
        self.itemsPerStop = itemsPerStop
        stride = items.stride
        spacing = items.spacing
        self.centered = centered
        self.table = table
        fullAnchorOffset = centered ? (CGFloat(itemsPerStop) * stride - spacing) / 2 : 0
    }

    /// One stop per item.
    static func items(_ items: CarouselItems, centered: Bool) -> CarouselStops {
        let anchors = items.isUniform ? nil : (0..<items.count).map { items.start($0) + (centered ? items.main($0) / 2 : 0) }
        return CarouselStops(count: items.count, items: items, itemsPerStop: 1, centered: centered,
                             table: anchors.map { Shared((nil, $0)) })
    }

    /// Stops of as many whole items as fit in `length`, filled greedily from the first item
    /// of each cycle (at least one item per stop).
    /// - Complexity: O(1) for uniform sizes, O(n) otherwise.
    static func screenfuls(_ items: CarouselItems, length: CGFloat, centered: Bool) -> CarouselStops {
        // A hundredth of a point of slack: items that fit exactly must not be pushed out by rounding.
        let room = length + items.spacing + 0.01
        guard !items.isUniform else {
            let perStop = max(1, min(items.count, Int(room / items.stride, rounding: .down)))
            let count = (items.count + perStop - 1) / perStop
            return CarouselStops(count: count, items: items, itemsPerStop: perStop, centered: centered, table: nil)
        }
        var firstItems: [Int] = [], anchors: [CGFloat] = []
        var first = 0
        while first < items.count {
            var end = first + 1
            while end < items.count && items.start(end + 1) - items.start(first) <= room { end += 1 }
            let groupLength = items.start(end) - items.start(first) - items.spacing
            firstItems.append(first)
            anchors.append(items.start(first) + (centered ? groupLength / 2 : 0))
            first = end
        }
        return CarouselStops(count: firstItems.count, items: items, itemsPerStop: 1, centered: centered,
                             table: Shared((firstItems, anchors)))
    }

    func firstItem(_ j: Int) -> Int {
        guard let table else { return j * itemsPerStop }
        return table.value.firstItems?[j] ?? j
    }

    /// Stop `j`'s anchor within the cycle.
    func anchor(_ j: Int) -> CGFloat {
        guard let table else { return CGFloat(j * itemsPerStop) * stride + anchorPastFirstItem(j, items: nil) }
        return table.value.anchors[j]
    }

    /// Where stop `j`'s anchor lies past its first item's start (`items` is needed for
    /// per-item sizes only).
    @inline(__always)
    func anchorPastFirstItem(_ j: Int, items: CarouselItems?) -> CGFloat {
        guard table == nil else { return anchor(j) - (items?.start(firstItem(j)) ?? 0) }
        let remaining = itemCount - j * itemsPerStop
        // Every stop but a cycle's short last one holds `itemsPerStop` items.
        guard remaining < itemsPerStop, centered else { return fullAnchorOffset }
        return (CGFloat(remaining) * stride - spacing) / 2
    }

    /// The last stop whose anchor is at or before `w`, clamped to `0..<count`.
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise.
    func stop(atOrBefore w: CGFloat) -> Int {
        if let table { return min(max(CarouselItems.lastIndex(in: table.value.anchors, notAbove: w), 0), count - 1) }
        var j = min(max(Int((w - fullAnchorOffset) / (CGFloat(itemsPerStop) * stride), rounding: .down), 0), count - 1)
        // Only the short last stop's anchor departs from the even spacing: one step fixes it.
        while j > 0, anchor(j) > w { j -= 1 }
        while j + 1 < count, anchor(j + 1) <= w { j += 1 }
        return j
    }

    /// The stop that holds data item `r`.
    func stop(containingItem r: Int) -> Int {
        guard let table else { return min(r / itemsPerStop, count - 1) }
        guard let firstItems = table.value.firstItems else { return r }
        return CarouselItems.lastIndex(in: firstItems, notAbove: r)
    }

    var byteCount: Int {
        table.map { ($0.value.firstItems?.capacity ?? 0) * MemoryLayout<Int>.stride + $0.value.anchors.capacity * MemoryLayout<CGFloat>.stride } ?? 0
    }
}

/// An immutable value behind one reference: copying a layout or its tables copies a pointer,
/// not arrays (whose retains and releases a frame's queries would pay per copy).
final class Shared<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
