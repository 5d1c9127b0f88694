import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which tabs of a self-sizing strip to measure, and when the strip must lay out again: the
/// bookkeeping `TabbedView` runs at each layout pass, with UIKit doing only the measuring.
///
/// A tab is measured once, when it first shows; again when its content says it changed
/// (`contentChanged`: a bolder selected label, a badge) or when every tab must be (a new text
/// size, a new sizing configuration). The strip lays out again only when a width changed.
///
///     var measurements = TabMeasurements<Int>()
///     measurements.tabs = [1, 2, 3]
///     for tab in measurements.tabsToMeasure() { measurements.measured(tab, width: 80) }
///     measurements.takeChangedWidths() // [80, 80, 80]: lay out; then nil until a change
public struct TabMeasurements<Tab: Hashable & Sendable>: Sendable {
    /// The tabs, in order (tab identities: `ObjectIdentifier`s in UIKit).
    public var tabs: [Tab] = [] {
        didSet {
            let alive = Set(tabs)
            widths = widths.filter { alive.contains($0.key) }
            pending = pending.intersection(alive)
            if tabs != oldValue { widthsChanged = true }
        }
    }
    private var widths: [Tab: CGFloat] = [:]
    private var pending: Set<Tab> = []
    private var widthsChanged = false

    /// No tabs yet.
    public init() {}

    /// `tab`'s content changed: measure it again at the next layout.
    public mutating func contentChanged(_ tab: Tab) {
        pending.insert(tab)
    }

    /// Every tab must be measured again (a new text size, a new sizing configuration).
    public mutating func measureAll() {
        widths.removeAll()
        pending.removeAll()
        widthsChanged = true
    }

    /// The tabs to measure now, in order: those never measured and those whose content
    /// changed.
    public func tabsToMeasure() -> [Tab] {
        tabs.filter { widths[$0] == nil || pending.contains($0) }
    }

    /// `tab` measures `width` points (a length, `Limits.length`, rounded up to a whole point).
    public mutating func measured(_ tab: Tab, width: CGFloat) {
        let width = Limits.length(width).rounded(.up)
        pending.remove(tab)
        if widths[tab] != width { widthsChanged = true }
        widths[tab] = width
    }

    /// Every tab's width in order, when one changed since the last time (the strip then lays
    /// out again), else `nil`. A tab not measured counts as 0.
    public mutating func takeChangedWidths() -> [CGFloat]? {
        guard widthsChanged else { return nil }
        widthsChanged = false
        return tabs.map { widths[$0] ?? 0 }
    }

    /// The width a tab needs from what UIKit measures: its Auto Layout fitting width, or,
    /// for a view whose constraints only centre its content, the widest natural width of the
    /// view and its subviews.
    public static func width(fitting: CGFloat, natural: [CGFloat]) -> CGFloat {
        max(fitting, natural.max() ?? 0)
    }
}
