import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Placing items at the end of a section: one by one in the shortest column while heights are
/// known, dealt in turn once they are estimates (see `PresentationColumnTable`).
///
/// A waterfall of 10⁶ given heights is placed here at once, so no pass grows an array item by
/// item: each item's column is chosen into an array made to size, each column's items are
/// listed, and each column's run takes its items' heights block by block, reading them from
/// the app's own array (`PresentationColumnTable.lengths(_:)`). Per given item that leaves its
/// column (2 bytes), its place in the column's list (4 bytes) and its height in the run (8 bytes).
extension PresentationColumnTable {
    mutating func place(_ s: Int, upTo target: Int) {
        var section = sections[s]
        sections[s] = Section(placement: Placement(columns: 0, lineSpacing: 0, estimatedHeight: 0))
        let known = lastKnown(s, below: target)
        if columns == 1 {
            // One column: every item's position is its index, whatever is known.
            if section.count <= known {
                let first = section.count, estimate = placement.estimatedHeight
                let given = s < heights.count ? heights[s] : [], extra = s < measured.count ? measured[s] : [:]
                given.withUnsafeBufferPointer { given in
                    section.runs[0].append(known + 1 - first) { j in
                        Self.height(first + j, given: given, measured: extra, estimate: estimate)
                    }
                }
                section.count = known + 1
            }
            section.count = target
            section.runs[0].resize(to: target)
        } else {
            if known >= section.count {
                recordTail(&section)
                placeRecorded(&section, s, upTo: known + 1)
            }
            if section.count < target { deal(&section, s, upTo: target) }
        }
        section.updateContentHeight()
        sections[s] = section
    }

    /// `knownHeight(_:given:measured:)`, else the estimate, with the given heights read through
    /// a pointer (placing reads 10⁶ of them).
    @inline(__always)
    static func height(_ i: Int, given: UnsafeBufferPointer<CGFloat>, measured: [Int: CGFloat],
                       estimate: CGFloat) -> CGFloat {
        i < given.count && given[i] >= 0 ? given[i] : measured[i] ?? estimate
    }

    /// Records the column of every dealt item, so that items with known heights can follow.
    /// - Complexity: O(dealt items), once.
    private func recordTail(_ section: inout Section) {
        guard section.tailCount > 0 else { return }
        section.itemColumns.reserveCapacity(section.count)
        for i in section.explicitCount..<section.count {
            let c = section.position(of: i).column
            section.itemColumns.append(UInt16(c))
            section.columnItems[c].append(Int32(i))
        }
        section.explicitCount = section.count
    }

    /// Places items `section.count..<end` one by one in the shortest column, with the heights
    /// known then (the estimate for the others).
    /// - Complexity: O(k · columns) for k items.
    func placeRecorded(_ section: inout Section, _ s: Int, upTo end: Int) {
        let first = section.count
        guard end > first else { return }
        // Read once: looking the section up per item would cost more than placing it.
        let given = s < heights.count ? heights[s] : [], extra = s < measured.count ? measured[s] : [:]
        let estimate = placement.estimatedHeight
        // Reserve only for a first placement: reserving `end` on every append would
        // reallocate exactly, copying every item each time, where appending grows geometrically.
        if first == 0 { section.itemColumns.reserveCapacity(end) }
        section.itemColumns.append(contentsOf: repeatElement(0, count: end - first))
        let columnNext = section.columnNext, spacing = lineSpacing
        given.withUnsafeBufferPointer { given in
            func height(_ i: Int) -> CGFloat { Self.height(i, given: given, measured: extra, estimate: estimate) }
            let taken = section.itemColumns.withUnsafeMutableBufferPointer { itemColumns in
                Self.chooseColumns(from: columnNext, items: first..<end, spacing: spacing, into: itemColumns,
                                   height: height)
            }
            for c in taken.indices where !taken[c].isEmpty {
                if section.columnItems[c].isEmpty {
                    section.columnItems[c] = taken[c]
                } else {
                    section.columnItems[c].append(contentsOf: taken[c])
                }
                // Room reserved only for a first placement, as above.
                if section.runs[c].count == 0 { section.runs[c].reserve(measuredItems: taken[c].count) }
                taken[c].withUnsafeBufferPointer { items in
                    section.runs[c].append(items.count) { height(Int(items[$0])) }
                }
            }
        }
        section.count = end
        section.explicitCount = end
    }

    /// Writes the column of each item of `items` into `itemColumns`: the column whose next free
    /// y is smallest (ties to the leading one), starting from `next`. Returns the items each
    /// column took, top to bottom.
    ///
    /// Each choice waits for the one before (a comparison and two additions per item), so with
    /// two columns, the usual waterfall, both next y stay in registers and the choice is a
    /// select rather than a branch a processor would mispredict every other item; each
    /// column's list is made with room for every item (pages never written are never touched)
    /// and written in the same pass. With more columns the lists are sorted out by counting.
    /// - Complexity: O(k · columns) for k items.
    @inline(__always)
    private static func chooseColumns(from next: [CGFloat], items: Range<Int>, spacing: CGFloat,
                                      into itemColumns: UnsafeMutableBufferPointer<UInt16>,
                                      height: (Int) -> CGFloat) -> [[Int32]] {
        if next.count == 2 {
            var leading = next[0], trailing = next[1], trailingItems: [Int32] = []
            let leadingItems = [Int32](unsafeUninitializedCapacity: items.count) { leadingList, leadingCount in
                trailingItems = [Int32](unsafeUninitializedCapacity: items.count) { trailingList, trailingCount in
                    var l = 0, t = 0
                    for i in items {
                        let isTrailing = trailing < leading
                        let bottom = (isTrailing ? trailing : leading) + height(i) + spacing
                        itemColumns[i] = isTrailing ? 1 : 0
                        // Written to both lists, kept by one: no branch.
                        leadingList[l] = Int32(i)
                        trailingList[t] = Int32(i)
                        l &+= isTrailing ? 0 : 1
                        t &+= isTrailing ? 1 : 0
                        leading = isTrailing ? leading : bottom
                        trailing = isTrailing ? bottom : trailing
                    }
                    trailingCount = t
                }
                leadingCount = items.count - trailingItems.count
            }
            return [leadingItems, trailingItems]
        }
        var next = next, perColumn = [Int](repeating: 0, count: next.count)
        for i in items {
            var best = 0, bestY = next[0]
            for c in 1..<next.count where next[c] < bestY {
                best = c
                bestY = next[c]
            }
            itemColumns[i] = UInt16(truncatingIfNeeded: best)
            perColumn[best] &+= 1
            next[best] = bestY + height(i) + spacing
        }
        var lists = perColumn.map { [Int32](repeating: 0, count: $0) }, fill = [Int](repeating: 0, count: next.count)
        for i in items {
            let c = Int(itemColumns[i])
            lists[c][fill[c]] = Int32(i)
            fill[c] += 1
        }
        return lists
    }

    /// Places estimated items up to `target`: one by one until the columns are even (within a
    /// step of each other), then dealt in turn in O(blocks).
    private func deal(_ section: inout Section, _ s: Int, upTo target: Int) {
        if section.tailCount == 0 {
            let step = placement.estimatedHeight + lineSpacing
            var next = section.columnNext
            while section.count < target, let low = next.min(), let high = next.max(), high - low >= step {
                placeRecorded(&section, s, upTo: section.count + 1)
                next = section.columnNext
            }
            let order = (0..<columns).sorted { (next[$0], $0) < (next[$1], $1) }
            section.turn = order
            for (rank, c) in order.enumerated() { section.turnRank[c] = rank }
        }
        section.count = max(section.count, target)
        for c in 0..<columns { section.runs[c].resize(to: section.size(ofColumn: c)) }
    }

    /// Removes the items past `target`, last first: each column gives back its last items,
    /// exactly as before they were placed.
    mutating func truncate(_ s: Int, to target: Int) {
        var section = sections[s]
        sections[s] = Section(placement: Placement(columns: 0, lineSpacing: 0, estimatedHeight: 0))
        if columns > 1, target < section.explicitCount {
            for i in stride(from: section.explicitCount - 1, through: target, by: -1) {
                section.columnItems[Int(section.itemColumns[i])].removeLast()
            }
            section.itemColumns.removeLast(section.explicitCount - target)
            section.explicitCount = target
        }
        section.count = target
        for c in 0..<columns { section.runs[c].resize(to: columns > 1 ? section.size(ofColumn: c) : target) }
        // A column emptied gives up its origin; the highest of the others starts at the top.
        section.normalizeOrigins()
        section.updateContentHeight()
        sections[s] = section
    }
}
