import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The indicator follows the fractional page p. Between tabs i = ⌊p⌋ and i + 1 it is the
/// edge-by-edge interpolation of the two tabs' indicator frames with t = p − i, so it slides
/// and changes width at once; at an integral p it is exactly tab p's indicator frame.
///
///     p = 1.0        [ tab 0 ][   tab 1   ][ tab 2 ]
///                             ▔▔▔▔▔▔▔▔▔▔▔▔
///     p = 1.5        [ tab 0 ][   tab 1   ][ tab 2 ]
///                                   ▔▔▔▔▔▔▔▔▔▔▔          minX and maxX each halfway
///     p = 2.0        [ tab 0 ][   tab 1   ][ tab 2 ]
///                                           ▔▔▔▔▔▔▔
///
/// Everything is computed left to right and mirrored at the end, so in a right-to-left
/// strip the indicator moves leftwards as pages advance. Past either end (p < 0 or p > n − 1,
/// the pages bouncing) `Configuration.indicatorOverscroll` decides, over at most one tab.
extension PagerTabStripLayout {
    /// The indicator at `selectionProgress`, or `nil` with no tabs or no indicator.
    public var indicatorItem: LayoutItem? { indicatorItem(forProgress: selectionProgress) }

    /// The indicator at page progress `progress`, or `nil` with no tabs or no indicator.
    /// - Complexity: O(1) (O(log n) never needed: only two tabs are read).
    func indicatorItem(forProgress progress: CGFloat) -> LayoutItem? {
        indicatorFrame(forProgress: progress).map {
            LayoutItem(index: ItemIndex(item: 0), frame: $0, zIndex: configuration.indicator.zIndex,
                       elementKind: Self.indicatorElementKind)
        }
    }

    /// The indicator's frame at page progress `progress` (content coordinates, pixel-rounded),
    /// or `nil` with no tabs or no indicator. NaN counts as 0, infinities as the ends (`Limits`).
    /// - Complexity: O(1).
    public func indicatorFrame(forProgress progress: CGFloat) -> CGRect? {
        let p = Limits.coordinate(progress)
        guard !metrics.isEmpty else { return nil }
        if case .none = configuration.indicator { return nil }
        let last = metrics.count - 1
        let frame: CGRect?
        if let t = wrapFraction(p) {
            frame = wrappingIndicator(at: t)
        } else if p < 0 {
            frame = overscrolled(edge: 0, neighbour: min(1, last), by: min(-p, 1), before: true)
        } else if p > CGFloat(last) {
            frame = overscrolled(edge: last, neighbour: max(last - 1, 0), by: min(p - CGFloat(last), 1), before: false)
        } else {
            let i = min(Int(p, rounding: .down), last), t = i < last ? p - CGFloat(i) : 0
            frame = unmirroredIndicator(from: i, to: t > 0 ? i + 1 : i, fraction: t)
        }
        return frame.map(displayed)
    }

    /// Tab `index`'s indicator frame: where the indicator rests when tab `index` is selected.
    func indicatorFrame(forTab index: Int) -> CGRect? {
        guard !metrics.isEmpty, index >= 0, index < metrics.count else { return nil }
        return indicatorFrame(forProgress: CGFloat(index))
    }

    // MARK: - Helpers

    /// The unmirrored, unrounded indicator between tabs `a` and `b` at fraction `t`.
    func unmirroredIndicator(from a: Int, to b: Int, fraction t: CGFloat) -> CGRect? {
        if case .custom(_, let shape) = configuration.indicator {
            let transition = PagerIndicatorTransition(
                fromIndex: a, from: item(a).frame, toIndex: b, to: item(b).frame, fraction: t)
            // The app's frame comes in as a query's rectangle does: NaN hides the indicator.
            guard let frame = QueryRect(shape(transition))?.rect else { return nil }
            return context.layoutDirection.mirror(frame, inWidth: metrics.contentWidth)
        }
        guard let from = restingIndicator(a) else { return nil }
        guard t > 0, let to = restingIndicator(b) else { return from }
        return PagerMath.interpolate(from, to, t)
    }

    /// The unmirrored, unrounded indicator of a built-in style on tab `tab`.
    private func restingIndicator(_ tab: Int) -> CGRect? {
        let frame = metrics.frame(tab, table)
        switch configuration.indicator {
        case .none, .custom:
            return nil
        case .underline(let height, let insets, let width):
            let (x, width) = inset(span(of: tab, frame: frame, width: width), insets)
            return CGRect(x: x, y: frame.maxY - insets.bottom - height, width: width, height: height)
        case .capsule(let insets, _, let width):
            let (x, width) = inset(span(of: tab, frame: frame, width: width), insets)
            return CGRect(x: x, y: frame.minY + insets.top, width: width, height: max(0, frame.height - insets.vertical))
        }
    }

    /// The stretch of tab `tab` an indicator spans: the whole tab, or its content centred in it.
    ///
    ///     |pad|  content  |pad|       content = min(measured width, tab width − 2·pad)
    ///     |<----- tab width ----->|
    private func span(of tab: Int, frame: CGRect, width: PagerIndicatorWidth) -> ClosedRange<CGFloat> {
        guard width == .content else { return frame.minX...frame.maxX }
        let room = max(0, frame.width - 2 * configuration.tabPadding)
        let content = min(metrics.contentWidth(tab, table) ?? room, room)
        let start = frame.minX + (frame.width - content) / 2
        return start...(start + content)
    }

    /// `span` shrunk by the leading (`left`) and trailing (`right`) insets; insets that leave
    /// nothing collapse it to its middle, which keeps left-to-right and right-to-left mirror
    /// images of each other.
    private func inset(_ span: ClosedRange<CGFloat>, _ insets: EdgeInsets) -> (x: CGFloat, width: CGFloat) {
        let low = span.lowerBound + insets.left, high = span.upperBound - insets.right
        return high >= low ? (low, high - low) : ((low + high) / 2, 0)
    }

    /// The indicator of tab `edge` while the pages overscroll past it by `amount` pages
    /// (0 < amount ≤ 1): before the first tab, or after the last.
    private func overscrolled(edge: Int, neighbour: Int, by amount: CGFloat, before: Bool) -> CGRect? {
        guard var frame = unmirroredIndicator(from: edge, to: edge, fraction: 0) else { return nil }
        // One tab's stride: the distance to the neighbour, or the tab and a spacing alone.
        let stride = neighbour != edge
            ? abs(metrics.start(neighbour, table) - metrics.start(edge, table))
            : metrics.width(edge, table) + metrics.spacing
        let shift = amount * stride * (before ? -1 : 1)
        switch configuration.indicatorOverscroll {
        case .clamp:
            break
        case .follow:
            frame.origin.x += shift
        case .stretch:
            if shift < 0 { frame = CGRect(x: frame.minX + shift, y: frame.minY, width: frame.width - shift, height: frame.height) }
            else { frame.size.width += shift }
        }
        return frame
    }
}
