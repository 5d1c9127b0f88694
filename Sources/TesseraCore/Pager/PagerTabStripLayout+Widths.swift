import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Measured widths

extension PagerTabStripLayout {
    /// The measured content widths, tab by tab (NaN and negative measurements are stored as 0,
    /// widths above 65,536 pt, `Limits.length`, as 65,536). A `.selfSizing` tab is its width plus twice
    /// `Configuration.tabPadding`; tabs past the end of this list use the estimated width.
    /// With `.fixed` and `.fillEqually` sizes they only narrow a `.content` indicator.
    var measuredWidths: [CGFloat] { table.widths }

    /// Tab `index`'s measured content width, or `nil` if it has none.
    func measuredWidth(ofTab index: Int) -> CGFloat? {
        index >= 0 && index < table.count ? table.widths[index] : nil
    }

    /// Replaces every measured width (after a reload, or a Dynamic Type change that
    /// re-measures every title).
    /// - Complexity: O(n).
    public mutating func setMeasuredWidths(_ widths: [CGFloat]) {
        let table = PagerTabWidthTable(widths)
        editTable { $0 = table }
    }

    /// Changes one tab's measured width; does nothing for a tab without one. The tabs after it
    /// move; nothing before it is recomputed.
    /// - Complexity: O(n − index).
    public mutating func setMeasuredWidth(_ width: CGFloat, forTab index: Int) {
        editTable { $0.setWidth(width, at: index) }
    }

    /// Inserts a measured tab before `index` (0…`measuredWidths.count`; otherwise nothing
    /// happens). Call `prepare(in:)` with the new tab count afterwards, as a collection view
    /// does after `insertItems(at:)`.
    /// - Complexity: O(n − index).
    mutating func insertTab(at index: Int, measuredWidth width: CGFloat) {
        editTable { $0.insert(width, at: index) }
    }

    /// Removes tab `index`'s measured width (nothing happens for a tab without one). Call
    /// `prepare(in:)` with the new tab count afterwards.
    /// - Complexity: O(n − index).
    mutating func removeTab(at index: Int) {
        editTable { $0.remove(at: index) }
    }
}
