import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The measured content widths of a tab strip's tabs, with their prefix sums.
///
/// Every tab frame is a prefix-sum lookup and every coordinate → tab question a binary search;
/// only a change of widths costs O(n), from the first changed tab on.
///
///     widths:   [ 60 ][ 90 ][ 45 ]
///     sums:     0     60    150   195      sums[i] = widths[0] + … + widths[i − 1]
///
/// Summation always runs left to right from `sums[0] = 0`, so an edited table is bit for bit
/// the table built from scratch with the same widths.
struct PagerTabWidthTable: Sendable, Equatable {
    private(set) var widths: [CGFloat] = []
    /// `widths.count + 1` entries; `sums[0] == 0`.
    private(set) var sums: [CGFloat] = [0]

    var count: Int { widths.count }

    init() {}

    /// The skin's measurements come in here, a front door of the domain: as lengths
    /// (`Limits.length`), so a runaway Auto Layout fitting size cannot push the strip out of it.
    init(_ widths: [CGFloat]) {
        self.widths = widths.map { Limits.length($0) }
        sums.reserveCapacity(self.widths.count + 1)
        rebuildSums(from: 0)
    }

    // MARK: - Editing

    /// - Complexity: O(n − index).
    mutating func setWidth(_ width: CGFloat, at index: Int) {
        guard index >= 0, index < widths.count else { return }
        let width = Limits.length(width)
        guard widths[index] != width else { return }
        widths[index] = width
        rebuildSums(from: index)
    }

    /// Recomputes `sums[index + 1…]`, left to right, exactly as a fresh build would.
    private mutating func rebuildSums(from index: Int) {
        while sums.count < widths.count + 1 { sums.append(0) }
        var running = sums[index]
        for i in index..<widths.count {
            running += widths[i]
            sums[i + 1] = running
        }
    }

    // MARK: - Searching

    /// The largest `i` in `0...upTo` with `key(i) ≤ value`, or −1 when even `key(0)` is
    /// larger, where `key` is non-decreasing.
    /// - Complexity: O(log upTo).
    static func lastIndex(upTo: Int, notAbove value: CGFloat, key: (Int) -> CGFloat) -> Int {
        var low = 0, high = upTo + 1
        while low < high {
            let mid = low + (high - low) / 2
            if key(mid) <= value { low = mid + 1 } else { high = mid }
        }
        return low - 1
    }
}
