import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Following looping pages

/// Looping pages report a progress that wraps: between n − 1 and n they are on their way from
/// the last page to the first. The strip stays a finite row of tabs (each tab once, no copies,
/// "Tab 1 of 5" in a row with ends, and fill-equally strips that cannot scroll still work), and
/// its indicator wraps the way the pages move: it slides on past the last tab and, from
/// halfway, comes back in from before the first, where the strip then shows it.
///
///     t = 0.25   [ t0 ][ t1 ][ t2 ][ t3 ][ t4 ]▔▔       leaves past the last tab
///     t = 0.75 ▔▔[ t0 ][ t1 ][ t2 ][ t3 ][ t4 ]          comes in before the first
///
/// So the indicator and the pages never move in opposite directions (Tabman #537 asks why
/// they did), also for a tab tap across the wrap, which goes the shortest way round as the
/// pages do.
extension PagerTabStripLayout {
    /// How far a progress is from the last tab towards the first across the wrap (0 < t < 1),
    /// or `nil` if the indicator does not wrap there (`indicatorWraps` off, fewer than two tabs,
    /// or a progress within the tabs).
    func wrapFraction(_ progress: CGFloat) -> CGFloat? {
        guard indicatorWraps, !metrics.isEmpty, metrics.count >= 2 else { return nil }
        let last = CGFloat(metrics.count - 1)
        guard progress > last, progress < last + 1 else { return nil }
        return progress - last
    }

    /// The unmirrored indicator `t` of the way across the wrap: the last tab's, moved on by
    /// `t` of its stride, until halfway; then the first tab's, moved back by `1 − t` of its own.
    func wrappingIndicator(at t: CGFloat) -> CGRect? {
        let leaving = t < 0.5, tab = leaving ? metrics.count - 1 : 0
        guard let frame = unmirroredIndicator(from: tab, to: tab, fraction: 0) else { return nil }
        let stride = metrics.width(tab, table) + metrics.spacing
        return frame.offsetBy(dx: leaving ? t * stride : -(1 - t) * stride, dy: 0)
    }
}

extension PagerTabStripBehavior {
    /// The tabs that look selected at page progress `progress` across a loop's wrap: the last
    /// tab by 1 − t, the first by t; `nil` off the wrap.
    static func wrappingEmphasis(at progress: CGFloat, count: Int, wraps: Bool) -> [PagerTabEmphasis]? {
        guard wraps, count >= 2, progress > CGFloat(count - 1), progress < CGFloat(count) else { return nil }
        let t = progress - CGFloat(count - 1)
        return [PagerTabEmphasis(tab: 0, value: t), PagerTabEmphasis(tab: count - 1, value: 1 - t)]
    }
}
