import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Wrapping

extension CarouselLayout {
    /// The one wrap function: the data index a virtual index shows.
    ///
    /// A looping carousel numbers its positions with unbounded *virtual* indices (…, −1, 0, 1,
    /// …); position `v` shows data item `v mod count`. Nothing else in Tessera maps a position
    /// to an item, so there is no ×N item multiplication and nothing to reload at the wrap.
    ///
    ///     wrap(-1, count: 7) == 6     wrap(7, count: 7) == 0     wrap(15, count: 7) == 1
    ///
    /// - Returns: a value in `0..<count`, or 0 when `count` is not positive.
    public static func wrap(_ virtualIndex: Int, count: Int) -> Int {
        count > 0 ? virtualIndex.positiveModulo(count) : 0
    }
}

/// Search helpers of the carousel's tables.
enum CarouselArithmetic {
    /// The largest `i` with `sorted[i] ≤ value`, or −1.
    /// - Complexity: O(log n).
    static func lastIndex(in sorted: [CGFloat], notAbove value: CGFloat) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] <= value { low = mid + 1 } else { high = mid }
        }
        return low - 1
    }
}

// MARK: - Item sizes

/// The items of one cycle along the scroll axis: where each starts and how large it is.
///
/// Uniform sizes are analytic (10⁹ items cost nothing); per-item sizes keep prefix sums, so
/// every lookup is a binary search.
///
///     start(0)      start(1)            start(2)
///     |[ item 0 ]sp |[   item 1   ]sp   |[ 2 ]sp |      cycle = Σ (length + spacing)
struct CarouselItemTable: Sendable {
    enum Storage: Sendable {
        case uniform(main: CGFloat, cross: CGFloat)
        /// `starts` has count + 1 entries; the last is the cycle length.
        case table(starts: [CGFloat], mains: [CGFloat], crosses: [CGFloat])
    }

    let storage: Storage
    let count: Int
    let spacing: CGFloat

    /// The length of one cycle: every item and the spacing after it.
    var cycle: CGFloat {
        switch storage {
        case .uniform(let main, _): CGFloat(count) * (main + spacing)
        case .table(let starts, _, _): starts[count]
        }
    }

    /// Where data item `r` starts within its cycle.
    func start(_ r: Int) -> CGFloat {
        switch storage {
        case .uniform(let main, _): CGFloat(r) * (main + spacing)
        case .table(let starts, _, _): starts[r]
        }
    }

    /// Data item `r`'s length along the scroll axis.
    func main(_ r: Int) -> CGFloat {
        switch storage {
        case .uniform(let main, _): main
        case .table(_, let mains, _): mains[r]
        }
    }

    /// Data item `r`'s length across the scroll axis.
    func cross(_ r: Int) -> CGFloat {
        switch storage {
        case .uniform(_, let cross): cross
        case .table(_, _, let crosses): crosses[r]
        }
    }

    /// The item whose extent (itself and the spacing after it) contains `w`, a coordinate
    /// within one cycle; clamped to `0..<count`.
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise.
    func item(containing w: CGFloat) -> Int {
        let index: Int
        switch storage {
        case .uniform(let main, _):
            let stride = main + spacing
            index = stride > 0 && w.isFinite ? Int(max(-1, min(CGFloat(count), (w / stride).rounded(.down)))) : 0
        case .table(let starts, _, _):
            index = CarouselArithmetic.lastIndex(in: starts, notAbove: w)
        }
        return min(max(index, 0), count - 1)
    }
}

// MARK: - Stops

/// The positions a release may rest on, within one cycle: every item, or groups of items
/// that fill a screen. Each stop has an *anchor*: the point of the stop (its leading edge,
/// or its centre) that meets the viewport's anchor when the carousel rests on it.
struct CarouselStopTable: Sendable {
    enum Storage: Sendable {
        /// `itemsPerStop` items of one size per stop (the last stop of a cycle may hold fewer).
        case uniform(itemsPerStop: Int, stride: CGFloat)
        /// `firstItems == nil` means one stop per item.
        case table(firstItems: [Int]?, anchors: [CGFloat])
    }

    let storage: Storage
    /// Stops per cycle.
    let count: Int
    /// Items per cycle.
    let itemCount: Int
    let spacing: CGFloat
    let centered: Bool

    /// The first data item of stop `j`.
    func firstItem(_ j: Int) -> Int {
        switch storage {
        case .uniform(let perStop, _): j * perStop
        case .table(let firstItems, _): firstItems?[j] ?? j
        }
    }

    /// Stop `j`'s anchor, a coordinate within the cycle.
    func anchor(_ j: Int) -> CGFloat {
        switch storage {
        case .uniform(let perStop, let stride):
            let first = j * perStop
            let length = CGFloat(min(perStop, itemCount - first)) * stride - spacing
            return CGFloat(first) * stride + (centered ? length / 2 : 0)
        case .table(_, let anchors):
            return anchors[j]
        }
    }

    /// The last stop whose anchor is at or before `w`, clamped to `0..<count`.
    /// - Complexity: O(1) for uniform sizes, O(log n) otherwise.
    func stop(atOrBefore w: CGFloat) -> Int {
        switch storage {
        case .uniform(let perStop, let stride):
            let step = CGFloat(perStop) * stride
            let firstAnchor = centered ? (step - spacing) / 2 : 0
            guard step > 0, w.isFinite else { return 0 }
            var j = Int(max(-1, min(CGFloat(count), ((w - firstAnchor) / step).rounded(.down))))
            j = min(max(j, 0), count - 1)
            // Only the short last stop's anchor departs from the even spacing: one step fixes it.
            while j > 0 && anchor(j) > w { j -= 1 }
            while j + 1 < count && anchor(j + 1) <= w { j += 1 }
            return j
        case .table(_, let anchors):
            return min(max(CarouselArithmetic.lastIndex(in: anchors, notAbove: w), 0), count - 1)
        }
    }

    /// The stop that holds data item `r`.
    func stop(containingItem r: Int) -> Int {
        switch storage {
        case .uniform(let perStop, _):
            return min(max(r / perStop, 0), count - 1)
        case .table(let firstItems, _):
            guard let firstItems else { return r }
            var low = 0, high = firstItems.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if firstItems[mid] <= r { low = mid } else { high = mid - 1 }
            }
            return low
        }
    }

    // MARK: - Building

    /// One stop per item.
    static func items(_ table: CarouselItemTable, centered: Bool) -> CarouselStopTable {
        switch table.storage {
        case .uniform(let main, _):
            return CarouselStopTable(storage: .uniform(itemsPerStop: 1, stride: main + table.spacing), count: table.count,
                             itemCount: table.count, spacing: table.spacing, centered: centered)
        case .table(let starts, let mains, _):
            let anchors = (0..<table.count).map { starts[$0] + (centered ? mains[$0] / 2 : 0) }
            return CarouselStopTable(storage: .table(firstItems: nil, anchors: anchors), count: table.count,
                             itemCount: table.count, spacing: table.spacing, centered: centered)
        }
    }

    /// Stops of as many whole items as fit in `length`, filled greedily from the first item
    /// of each cycle (at least one item per stop).
    /// - Complexity: O(1) for uniform sizes, O(n) otherwise.
    static func screenfuls(_ table: CarouselItemTable, length: CGFloat, centered: Bool) -> CarouselStopTable {
        // A pixel of slack: items that fit exactly must not be pushed out by rounding.
        let room = length + table.spacing + 0.01
        switch table.storage {
        case .uniform(let main, _):
            let stride = main + table.spacing
            let perStop = max(1, min(table.count, Int((room / stride).rounded(.down))))
            let count = (table.count + perStop - 1) / perStop
            return CarouselStopTable(storage: .uniform(itemsPerStop: perStop, stride: stride), count: count,
                             itemCount: table.count, spacing: table.spacing, centered: centered)
        case .table(let starts, _, _):
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
            return CarouselStopTable(storage: .table(firstItems: firstItems, anchors: anchors), count: firstItems.count,
                             itemCount: table.count, spacing: table.spacing, centered: centered)
        }
    }
}
