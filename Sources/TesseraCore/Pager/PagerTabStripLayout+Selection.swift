import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Keeping the selected tab visible

/// Where the strip scrolls so the selected tab shows. For each tab there is one offset
/// (`.centered`: its centre at the centre of the strip; `.minimal`: the nearest offset to
/// `from` that shows it whole), clamped to the scrollable range; between tabs ⌊p⌋ and ⌈p⌉ the
/// offset is interpolated by p − ⌊p⌋, so the strip glides along with a page drag.
///
///     content  |[ t0 ][  t1  ][ t2 ][    t3    ][ t4 ]|
///     strip          |<------- viewport ------->|
///                           t2 centred: offset = t2.midX − viewport / 2, clamped
extension PagerTabStripLayout {
    /// The horizontal content offsets the strip can rest at: from `−contentInsets.left` to
    /// `contentWidth + contentInsets.right − viewport width` (a single value when the tabs fit).
    var contentOffsetRange: ClosedRange<CGFloat> {
        let insets = context.contentInsets
        let low = -insets.left
        guard !metrics.isEmpty else { return low...low }
        return low...max(low, metrics.contentWidth + insets.right - context.viewportSize.width)
    }

    /// The strip offset that keeps the selection visible at page progress `progress` (clamped to
    /// the tabs), with `Configuration.selectedTabPosition`: pixel-rounded, inside
    /// `contentOffsetRange`, `y` at `−contentInsets.top`. Both inputs come in through `Limits`.
    ///
    /// For `.minimal`, `from` is the strip's offset when the page transition began (at rest), not
    /// its live offset: interpolating from a moving start would chase itself.
    /// - Complexity: O(1).
    public func contentOffset(forProgress progress: CGFloat, from: CGPoint) -> CGPoint {
        contentOffset(forProgress: Limits.coordinate(progress), position: configuration.selectedTabPosition,
                      from: Limits.point(from))
    }

    /// `contentOffset(forProgress:from:)` at `position`.
    func contentOffset(forProgress progress: CGFloat, position: SelectedTabPosition, from: CGPoint) -> CGPoint {
        let range = contentOffsetRange, y = -context.contentInsets.top
        guard !metrics.isEmpty else { return CGPoint(x: range.lowerBound, y: y) }
        let last = metrics.count - 1
        // Across a loop's wrap the strip shows the last tab, then (halfway) the first.
        let wrapped = wrapFraction(progress).map { $0 < 0.5 ? CGFloat(last) : 0 } ?? progress
        let p = min(max(wrapped, 0), CGFloat(last))
        let i = Int(p, rounding: .down), t = i < last ? p - CGFloat(i) : 0
        let start = min(max(from.x, range.lowerBound), range.upperBound)
        var x = offset(showing: i, position: position, from: start, range: range)
        if t > 0 { x = PagerMath.interpolate(x, offset(showing: i + 1, position: position, from: start, range: range), t) }
        return CGPoint(x: min(max(context.pixelGrid.round(x), range.lowerBound), range.upperBound), y: y)
    }

    /// The strip offset that shows tab `index` (clamped to the tabs) at `position` (by default
    /// `Configuration.selectedTabPosition`).
    func contentOffset(showingTab index: Int, position: SelectedTabPosition? = nil, from: CGPoint) -> CGPoint {
        let last = max(metrics.count - 1, 0), position = position ?? configuration.selectedTabPosition
        return contentOffset(forProgress: CGFloat(min(max(index, 0), last)), position: position, from: from)
    }

    /// The clamped offset that shows tab `tab` (its displayed frame) at `position`.
    private func offset(showing tab: Int, position: SelectedTabPosition, from start: CGFloat,
                        range: ClosedRange<CGFloat>) -> CGFloat {
        let frame = displayed(metrics.frame(tab, table))
        let leading = context.contentInsets.left
        let visible = max(0, context.viewportSize.width - context.contentInsets.horizontal)
        var x: CGFloat
        switch position {
        case .centered:
            x = frame.midX - leading - visible / 2
        case .minimal:
            x = start
            if frame.width > visible {
                // It cannot show whole: show its leading edge (its right edge in right to left).
                x = context.layoutDirection.isRightToLeft ? frame.maxX - leading - visible : frame.minX - leading
            } else if frame.minX < start + leading {
                x = frame.minX - leading
            } else if frame.maxX > start + leading + visible {
                x = frame.maxX - leading - visible
            }
        }
        return min(max(x, range.lowerBound), range.upperBound)
    }
}
