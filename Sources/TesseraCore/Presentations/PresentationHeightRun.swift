import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A run of stacked items — one column of a waterfall or a list — whose heights are an
/// estimate until measured: where each item starts, found without touching the items
/// nobody measured.
///
/// Item `k` is `estimate + d[k]` tall and `spacing` below the item above it, where `d[k]`,
/// its *delta*, is 0 until a height is given. Its top is therefore, in closed form,
///
///     top(k) = k · estimate + D(k) + k · spacing,   D(k) = d[0] + … + d[k − 1]
///
/// (summed in that order: the heights first, so that a spacing far smaller than the estimate,
/// 10⁻³⁰⁰ pt say, is not lost in `estimate + spacing` when measured heights cancel the estimate)
/// so a run of unmeasured items needs no storage at all: `D` is 0 across it. Heights are kept
/// in blocks of `blockSize` items, and only a block with a measured item holds an array (its
/// heights, nothing else: a waterfall of 10⁶ given heights stores one number per item); a
/// Fenwick tree over the blocks' delta totals gives the sum of the blocks before any block,
/// and a block's own deltas are summed from its first item when they are needed (always in
/// that order, so every reader gets the same sum, bit for bit). Hence
///
/// - a run of n unmeasured items costs O(n / blockSize) (the tree and the block table);
/// - `top(k)` is O(log n + blockSize): the tree's prefix plus the block's deltas before `k`;
/// - a measurement is O(log n): its height, one tree update;
/// - the first item whose bottom reaches `y` is a descent of the tree (tops grow with k,
///   because heights are never negative), then a binary search in an unmeasured block or a
///   walk down a measured one: O(log n + blockSize).
///
/// Every position is computed by the same formula, so an item's frame and a query's search
/// agree on it exactly.
struct PresentationHeightRun: Sendable {
    /// Items per block: a block's deltas are summed at most this many at a time.
    static let blockSize = 64

    /// The height of an item until one is given.
    let estimate: CGFloat
    /// The space below each item.
    let spacing: CGFloat
    /// Items in the run.
    private(set) var count = 0
    /// Fenwick tree over the blocks' delta totals, 1-based (`tree[0]` unused).
    private var tree: [CGFloat] = [0]
    /// For each block, where its heights start in `storage`, or −1 while nothing in it is
    /// measured.
    private var slots: [Int32] = []
    /// Measured blocks' heights, `blockSize` each; items past the run's end are at the estimate.
    private var storage: [CGFloat] = []

    init(estimate: CGFloat, spacing: CGFloat) {
        self.estimate = estimate
        self.spacing = spacing
    }

    private var blockCount: Int { slots.count }

    // MARK: - Reading

    /// The sum of the deltas of the first `n` items of the block whose heights start at `slot`
    /// (0 for an unmeasured block), from the block's first item on: the one order every reader
    /// sums them in.
    @inline(__always)
    private func deltas(slot: Int, before n: Int) -> CGFloat {
        guard slot >= 0 else { return 0 }
        return storage.withUnsafeBufferPointer { buffer in
            var sum: CGFloat = 0
            for j in 0..<n { sum += buffer[slot + j] - estimate }
            return sum
        }
    }

    /// The top of item `k` (0…`count`; `top(count)` is where a next item would start).
    /// - Complexity: O(log n + blockSize).
    @inline(__always)
    func top(_ k: Int) -> CGFloat {
        let block = k / Self.blockSize, offset = k - block * Self.blockSize
        var sum = blocksBefore(block)
        if block < blockCount { sum += deltas(slot: Int(slots[block]), before: offset) }
        return CGFloat(k) * estimate + sum + CGFloat(k) * spacing
    }

    /// The height of item `k`: the estimate until one is given.
    /// - Complexity: O(1).
    @inline(__always)
    func height(_ k: Int) -> CGFloat {
        let block = k / Self.blockSize
        guard block < blockCount, slots[block] >= 0 else { return estimate }
        return storage[Int(slots[block]) + k - block * Self.blockSize]
    }

    /// Calls `body` with each item from `k` on, its top and its height, while the top is at
    /// or above `maxY` and `body` returns `true`. Tops are `top(k)`'s, bit for bit; the tree is
    /// read once per block rather than once per item, and a block's deltas summed once.
    /// - Complexity: O(log n + blockSize + items visited).
    func forEach(from k: Int, whileTopIsAtMost maxY: CGFloat, _ body: (Int, CGFloat, CGFloat) -> Bool) {
        var k = k
        while k < count {
            let block = k / Self.blockSize, start = block * Self.blockSize
            let before = blocksBefore(block), slot = Int(slots[block])
            let end = min(start + Self.blockSize, count)
            var local = deltas(slot: slot, before: k - start)
            while k < end {
                let height = slot >= 0 ? storage[slot + k - start] : estimate
                let top = CGFloat(k) * estimate + (before + local) + CGFloat(k) * spacing
                guard top <= maxY, body(k, top, height) else { return }
                if slot >= 0 { local += height - estimate }
                k += 1
            }
        }
    }

    /// The bottom of the run's last item (0 for an empty run).
    /// (The last item's top plus its height: `top(count) − spacing` would lose an item far
    /// shorter than the spacing.)
    var contentHeight: CGFloat { count == 0 ? 0 : top(count - 1) + height(count - 1) }

    /// The first item whose bottom is at or below `y`, or `count` if none is.
    ///
    /// Item k's bottom is `top(k + 1) − spacing`, so this is the first m ≥ 1 with
    /// `top(m) ≥ y + spacing`, less one. Block starts `top(p · blockSize)` grow with p: the
    /// descent finds the last block start below the target, a search in the block the item.
    /// - Complexity: O(log n + blockSize).
    func firstReaching(_ y: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        let target = y + spacing
        // Descent: the most whole blocks p whose end, top(p · blockSize), is still above the
        // target (tops grow with p, so the tree can be descended).
        var p = 0, sum: CGFloat = 0, bit = 1
        while bit * 2 <= blockCount { bit *= 2 }
        let blockHeight = CGFloat(Self.blockSize) * estimate, blockSpacing = CGFloat(Self.blockSize) * spacing
        while bit > 0 {
            let next = p + bit
            if next <= blockCount, CGFloat(next) * blockHeight + (sum + tree[next]) + CGFloat(next) * blockSpacing < target {
                p = next
                sum += tree[next]
            }
            bit /= 2
        }
        // The first top at or below the target is in block p, whose start the descent summed:
        // walking down the block finishes each top without reading the tree again. (Summed in
        // another order than `top(_:)`, they may differ from it by an ulp: the query's slack
        // covers that.)
        let start = p * Self.blockSize, end = min(start + Self.blockSize, count)
        guard start + 1 <= end else { return count }
        let slot = p < blockCount ? Int(slots[p]) : -1
        guard slot >= 0 else {
            // An unmeasured block: every top is in closed form, so a binary search finds the item.
            func blockTop(_ m: Int) -> CGFloat { CGFloat(m) * estimate + (sum + 0) + CGFloat(m) * spacing }
            guard blockTop(end) >= target else { return count }
            var low = start + 1, high = end
            while low < high {
                let mid = (low + high) / 2
                if blockTop(mid) >= target { high = mid } else { low = mid + 1 }
            }
            return low - 1
        }
        var local: CGFloat = 0
        for m in (start + 1)...end {
            local += storage[slot + m - 1 - start] - estimate
            if CGFloat(m) * estimate + (sum + local) + CGFloat(m) * spacing >= target { return m - 1 }
        }
        return count
    }

    // MARK: - Changing

    /// Grows or shrinks the run to `newCount` items; items added are unmeasured, items
    /// removed forget their heights.
    /// - Complexity: O(blocks added or removed · log n), plus O(blockSize · log n) for a cut block.
    mutating func resize(to newCount: Int) {
        guard newCount != count else { return }
        if newCount < count {
            // Forget the heights past the end in the block that keeps some items: an item
            // added later starts at the estimate.
            let kept = (newCount + Self.blockSize - 1) / Self.blockSize
            if kept > 0, slots[kept - 1] >= 0 {
                for k in newCount..<min(count, kept * Self.blockSize) { setHeight(estimate, at: k) }
            }
            slots.removeLast(blockCount - kept)
            tree.removeLast(tree.count - 1 - kept)
            count = newCount
            return
        }
        let blocks = (newCount + Self.blockSize - 1) / Self.blockSize
        if blocks > blockCount {
            slots.reserveCapacity(blocks)
            tree.reserveCapacity(blocks + 1)
            while blockCount < blocks { appendBlock() }
        }
        count = newCount
    }

    /// Makes room for `items` more measured items, so that appending them does not copy the
    /// storage as it grows.
    mutating func reserve(measuredItems items: Int) {
        let blocks = (items + Self.blockSize - 1) / Self.blockSize + 1
        storage.reserveCapacity(storage.count + blocks * Self.blockSize)
        slots.reserveCapacity(slots.count + blocks)
        tree.reserveCapacity(tree.count + blocks)
    }

    /// Appends items of `heights` at the end, block by block, and brings the tree up to date.
    /// - Complexity: O(k + k / blockSize · log n) for k heights.
    mutating func append(contentsOf heights: [CGFloat]) {
        heights.withUnsafeBufferPointer { buffer in append(buffer.count) { buffer[$0] } }
    }

    /// Appends `added` items at the end, the `j`-th of them `height(j)` tall (a length), block
    /// by block, and brings the tree up to date. `height` is read once per item, plus once per
    /// leading estimated item of a block not measured yet.
    /// - Complexity: O(k + k / blockSize · log n) for k items.
    @inline(__always)
    mutating func append(_ added: Int, height: (Int) -> CGFloat) {
        var next = 0
        while next < added {
            let k = count, block = k / Self.blockSize, offset = k - block * Self.blockSize
            if offset == 0 { appendBlock() }
            let take = min(Self.blockSize - offset, added - next)
            var first = next, total: CGFloat = 0
            if slots[block] < 0 {
                // Estimated items in an unmeasured block need nothing stored.
                while first < next + take, height(first) == estimate { first += 1 }
            }
            if first < next + take {
                if slots[block] < 0 { allocate(block) }
                let base = Int(slots[block]) + offset - next
                storage.withUnsafeMutableBufferPointer { buffer in
                    for j in first..<(next + take) {
                        let item = height(j)
                        buffer[base + j] = item
                        total += item - estimate
                    }
                }
            }
            count += take
            next += take
            // In the tree before the next block is appended: its node sums the blocks before it.
            if total != 0 { addToTree(block + 1, total) }
        }
    }

    /// A new last block, unmeasured: its tree node sums the blocks it covers before it.
    private mutating func appendBlock() {
        let i = blockCount + 1
        tree.append(prefix(blocks: i - 1) - prefix(blocks: i - (i & -i)))
        slots.append(-1)
    }

    /// Storage for a block: every item at the estimate.
    private mutating func allocate(_ block: Int) {
        slots[block] = Int32(storage.count)
        storage.append(contentsOf: repeatElement(estimate, count: Self.blockSize))
    }

    /// Gives item `k` (< `count`) the height `height` (a length, in the domain).
    /// - Returns: how far the items below it moved (0 when nothing changed).
    /// - Complexity: O(log n).
    @discardableResult
    mutating func setHeight(_ height: CGFloat, at k: Int) -> CGFloat {
        let block = k / Self.blockSize, offset = k - block * Self.blockSize
        let old = self.height(k)
        guard old != height else { return 0 }
        if slots[block] < 0 { allocate(block) }
        storage[Int(slots[block]) + offset] = height
        // The block's own sums are taken from its heights when read, so repeated measurements
        // of one item leave no rounding residue there; the tree takes the change.
        addToTree(block + 1, height - old)
        return height - old
    }

    // MARK: - The tree

    /// The sum of the deltas of blocks 0..<`blocks`.
    @inline(__always)
    private func prefix(blocks: Int) -> CGFloat {
        var i = blocks, sum: CGFloat = 0
        while i > 0 {
            sum += tree[i]
            i &= i - 1
        }
        return sum
    }

    @inline(__always)
    private func blocksBefore(_ block: Int) -> CGFloat { prefix(blocks: min(block, blockCount)) }

    private mutating func addToTree(_ node: Int, _ value: CGFloat) {
        var i = node
        while i < tree.count {
            tree[i] += value
            i += i & -i
        }
    }
}
